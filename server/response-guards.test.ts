import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { keepCookiesPrivate, keepRedirectsOnSite } from './react-router-handler'

/** What an answer's headers become once the last guards of the HTTP layer ran over them. */
async function guarded(headers: Record<string, string | string[]>) {
  const app = express()
  app.get('/', (req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value)
    keepCookiesPrivate(res)
    keepRedirectsOnSite(res, new URL(`http://${req.headers.host}/`))
    res.status(headers.Location ? 302 : 200).end()
  })
  const server = app.listen(0)
  try {
    await new Promise((resolve) => server.once('listening', resolve))
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { redirect: 'manual' })
    return response.headers
  } finally {
    server.close()
  }
}

describe('last guards on every React Router answer', () => {
  it('an answer that sets a cookie is never publicly cacheable', async () => {
    const withCookie = await guarded({ 'Cache-Control': 'public, max-age=300', 'Set-Cookie': 'token=abc; HttpOnly' })
    expect(withCookie.get('cache-control')).toBe('private, no-store')
    expect(await guarded({ 'Cache-Control': 's-maxage=60', 'Set-Cookie': ['a=1', 'b=2'] }).then((h) => h.get('cache-control'))).toBe(
      'private, no-store',
    )
    // Without a cookie, a public answer stays public; a private one is left as it is.
    expect((await guarded({ 'Cache-Control': 'public, max-age=300' })).get('cache-control')).toBe('public, max-age=300')
    expect((await guarded({ 'Cache-Control': 'private, no-cache', 'Set-Cookie': 'a=1' })).get('cache-control')).toBe('private, no-cache')
  })

  it('a relative redirect that a browser would take to another host goes home instead', async () => {
    expect((await guarded({ Location: '//evil.example/x' })).get('location')).toBe('/')
    expect((await guarded({ Location: '/\\evil.example' })).get('location')).toBe('/')
    expect((await guarded({ Location: '/es/account#appointments' })).get('location')).toBe('/es/account#appointments')
    expect((await guarded({ Location: 'https://checkout.stripe.com/x' })).get('location')).toBe('https://checkout.stripe.com/x')
  })
})
