import http from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cleanQueryText, queryText } from './query-text'

/* Issue 25 item 4: query parameters are single-line text, checked before any route reads them. */

describe('query parameters with control characters', () => {
  let server: http.Server
  let origin: string

  beforeAll(async () => {
    const app = express()
    app.use(queryText())
    app.use((req, res) => res.json({ url: req.url, originalUrl: req.originalUrl, q: new URL(req.originalUrl, 'http://x').searchParams.get('q') }))
    server = http.createServer(app)
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((resolve) => server.close(resolve)))

  it('are refused on /v1 with a 400 naming the parameter, in the language asked for', async () => {
    const english = await fetch(`${origin}/v1/admin/patients?after=2&q=a%00b`)
    expect(english.status).toBe(400)
    expect(english.headers.get('Content-Type')).toMatch(/^application\/problem\+json/)
    expect(((await english.json()) as { detail: string }).detail).toBe(
      'The query parameter "q" contains invisible control characters that are not allowed. Remove them and try again.',
    )
    const spanish = await fetch(`${origin}/v1/admin/audit?actor=%1B%5B2J`, { headers: { 'Accept-Language': 'es' } })
    expect(spanish.status).toBe(400)
    expect(((await spanish.json()) as { detail: string }).detail).toContain('El parámetro de consulta "actor"')
  })

  it('reach a page cleaned: a tab or line break becomes a space, other controls are dropped', async () => {
    const page = (await (await fetch(`${origin}/es/admin/patients?q=Ana%09P%C3%A9rez%00%C2%85x&after=%7F3`)).json()) as Record<string, string>
    expect(page.q).toBe('Ana Pérez x')
    expect(page.url).toBe(page.originalUrl)
    expect(page.url).toBe('/es/admin/patients?q=Ana+P%C3%A9rez+x&after=3')
  })

  it('leave every other address untouched, byte for byte', async () => {
    for (const path of ['/medical-services?q=l%C3%A1ser%20%2B', '/v1/services?q=caf%C3%A9', '/blog']) {
      expect(((await (await fetch(`${origin}${path}`)).json()) as { url: string }).url).toBe(path)
    }
  })

  it('cleans names and values alike', () => {
    expect(cleanQueryText('a\u0000b\r\nc\u009fd\u2028e')).toBe('ab  cd\u2028e')
  })
})
