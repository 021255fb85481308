import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers'

async function cspFor(options: Parameters<typeof securityHeaders>[0]) {
  const app = express()
  app.use(securityHeaders(options))
  app.get('/', (_req, res) => res.send('ok'))
  const server = app.listen(0)
  try {
    const { port } = server.address() as AddressInfo
    const response = await fetch(`http://127.0.0.1:${port}/`)
    return response.headers.get('content-security-policy') ?? ''
  } finally {
    server.close()
  }
}

describe('content security policy', () => {
  it('allows Stripe only in Stripe mode', async () => {
    const offline = await cspFor({ https: false, development: false })
    expect(offline).not.toContain('stripe.com')
    expect(offline).toMatch(/frame-src 'none'/)

    const stripe = await cspFor({ https: false, development: false, stripe: true })
    expect(stripe).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/)
    expect(stripe).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com/)
    expect(stripe).toMatch(/connect-src [^;]*https:\/\/api\.stripe\.com/)
  })

  it('allows Cloudflare Turnstile only when its keys are set', async () => {
    expect(await cspFor({ https: false, development: false })).not.toContain('challenges.cloudflare.com')
    const turnstile = await cspFor({ https: false, development: false, turnstile: true })
    expect(turnstile).toMatch(/script-src [^;]*https:\/\/challenges\.cloudflare\.com/)
    expect(turnstile).toMatch(/frame-src [^;]*https:\/\/challenges\.cloudflare\.com/)
  })

  it('gives every response its own nonce', async () => {
    const [first, second] = await Promise.all([cspFor({ https: false, development: false }), cspFor({ https: false, development: false })])
    const nonce = (csp: string) => /'nonce-([^']+)'/.exec(csp)?.[1]
    expect(nonce(first)).toBeTruthy()
    expect(nonce(first)).not.toBe(nonce(second))
  })
})
