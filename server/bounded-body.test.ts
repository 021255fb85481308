import http, { type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_ECB_CSV_BYTES, MAX_ECB_FORM_BYTES } from '~/quotes/exchange-rate-forms'
import { MAX_UPLOAD_BYTES } from '~/security/request-body.server'
import { bodyLimit, MAX_BODY_BYTES, MAX_WEBHOOK_BYTES, readBody, streamsBody } from './bounded-body'
import { refuse } from './refusal'

/** An app that reads bodies the way the React Router handler does, and says how many bytes it kept. */
function bodyApp() {
  const app = express()
  app.use(async (req, res) => {
    const body = await readBody(req, MAX_BODY_BYTES)
    if (!body.ok) return refuse(req, res, body.status)
    res.json({ bytes: body.bytes?.length ?? 0 })
  })
  return app
}

let server: http.Server
let base: URL

beforeAll(async () => {
  server = bodyApp().listen(0)
  await new Promise((resolve) => server.once('listening', resolve))
  base = new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
})
afterAll(() => new Promise((resolve) => server.close(resolve)))

/** Streams `megabytes` of `a` in 64 KiB chunks (Transfer-Encoding: chunked, no Content-Length) and reads the answer. */
function chunkedPost(path: string, megabytes: number) {
  const started = performance.now()
  let sent = 0
  return new Promise<{ status?: number; body: string; ms: number; sent: number; error?: string }>((resolve) => {
    const req = http.request(
      new URL(path, base),
      { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Accept-Language': 'es' } },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode, body, ms: performance.now() - started, sent }))
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code, body: '', ms: performance.now() - started, sent }))
    const chunk = Buffer.alloc(64 * 1024, 'a')
    const pump = () => {
      while (sent < megabytes * 1024 * 1024) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      req.end()
    }
    pump()
  })
}

describe('bounded request bodies', () => {
  it('keeps a body within the limit whole', async () => {
    const response = await fetch(new URL('/form', base), { method: 'POST', body: 'a'.repeat(MAX_BODY_BYTES) })
    expect(await response.json()).toEqual({ bytes: MAX_BODY_BYTES })
  })

  it('answers a chunked 10 MB body with 413 at once, keeping none of it', async () => {
    const before = process.memoryUsage().arrayBuffers
    const result = await chunkedPost('/es/sign-in', 10)
    expect(result.error).toBeUndefined()
    expect(result.status).toBe(413)
    expect(result.body).toContain('Demasiado grande')
    expect(result.ms).toBeLessThan(2_000)
    // The server buffered at most the limit: far less than the 10 MB sent.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(4 * 1024 * 1024)
  })

  it('closes the connection of a body that goes on streaming after the 413', async () => {
    const result = await chunkedPost('/v1/contact', 4096)
    // The client either read the 413 and then lost the connection, or lost it while still sending.
    expect(result.sent).toBeLessThan(4096 * 1024 * 1024)
    expect(result.ms).toBeLessThan(10_000)
    if (result.status) expect(JSON.parse(result.body)).toMatchObject({ status: 413 })
  })

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const result = await new Promise<number | undefined>((resolve) => {
      const req = http.request(new URL('/v1/contact', base), { method: 'POST', headers: { 'Content-Length': String(1024 ** 3) } }, (res) => {
        res.resume()
        resolve(res.statusCode)
      })
      req.on('error', () => resolve(undefined))
      req.write('a')
    })
    expect(result).toBe(413)
  })

  it('refuses compressed bodies (the limit counts what is read)', async () => {
    const response = await fetch(new URL('/v1/contact', base), { method: 'POST', headers: { 'Content-Encoding': 'gzip' }, body: 'x' })
    expect(response.status).toBe(415)
    expect(response.headers.get('content-type')).toContain('application/problem+json')
  })
})

describe('which bodies may be upload-sized', () => {
  it('only where staff attach documents (the console treatment page and its API) takes more than a form', () => {
    expect(bodyLimit('/admin/patients/12/treatments/3')).toBe(MAX_UPLOAD_BYTES)
    expect(bodyLimit('/v1/admin/patients/12/treatments/3/documents')).toBe(MAX_UPLOAD_BYTES)
    expect(bodyLimit('/es/admin/patients/12/treatments/3')).toBe(MAX_UPLOAD_BYTES)
    for (const path of ['/contact-us', '/admin/patients/12', '/admin/patients/12/treatments/3/documents/1', '/v1/admin/patients'])
      expect(bodyLimit(path), path).toBe(MAX_BODY_BYTES)
    expect(bodyLimit('/v1/webhooks/stripe')).toBe(MAX_WEBHOOK_BYTES)
  })

  it('the exchange-rates page takes the ECB’s CSV (4 MB) with its form, in both languages and by script; not read as a stream', () => {
    for (const path of ['/admin/exchange-rates', '/es/admin/exchange-rates', '/admin/exchange-rates.data'])
      expect(bodyLimit(path), path).toBe(MAX_ECB_FORM_BYTES)
    expect(MAX_ECB_FORM_BYTES).toBeGreaterThan(MAX_ECB_CSV_BYTES)
    expect(bodyLimit('/admin/exchange-rates/1')).toBe(MAX_BODY_BYTES)
    const multipart = { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } } as IncomingMessage
    expect(streamsBody('/admin/exchange-rates', multipart)).toBe(false)
  })

  it('a patient’s quote request through the API takes its files as a message does, streamed; its other addresses only JSON', () => {
    const multipart = { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } } as IncomingMessage
    expect(bodyLimit('/v1/me/quotes')).toBe(bodyLimit('/v1/me/conversation'))
    expect(streamsBody('/v1/me/quotes', multipart)).toBe(true)
    for (const path of ['/v1/me/quotes/3/accept', '/v1/me/quotes/3', '/v1/admin/quotes/3']) {
      expect(bodyLimit(path), path).toBe(MAX_BODY_BYTES)
      expect(streamsBody(path, multipart), path).toBe(false)
    }
  })

  it('the same for a page’s form posted by its script (React Router posts to the page’s .data twin)', () => {
    expect(bodyLimit('/admin/patients/12/treatments/3.data')).toBe(MAX_UPLOAD_BYTES)
    expect(bodyLimit('/es/account/care-team.data')).toBe(bodyLimit('/es/account/care-team'))
    expect(bodyLimit('/account/care-team.data')).toBeGreaterThan(MAX_UPLOAD_BYTES)
    expect(bodyLimit('/contact-us.data')).toBe(MAX_BODY_BYTES)
    const multipart = { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } } as IncomingMessage
    expect(streamsBody('/account/care-team.data', multipart)).toBe(true)
    expect(streamsBody('/admin/patients/12/treatments/3.data', multipart)).toBe(true)
    expect(streamsBody('/contact-us.data', multipart)).toBe(false)
  })
})
