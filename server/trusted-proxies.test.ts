import type { AddressInfo } from 'node:net'
import express from 'express'
import { describe, expect, it } from 'vitest'
import { trustedProxies } from './trusted-proxies'

/** The client address the app sees for a request from this machine that says it was forwarded for 203.0.113.9. */
async function clientAddress(setting: string) {
  const app = express()
  app.set('trust proxy', trustedProxies(setting))
  app.get('/', (req, res) => res.send(req.ip))
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  try {
    const { port } = server.address() as AddressInfo
    return await (await fetch(`http://127.0.0.1:${port}/`, { headers: { 'X-Forwarded-For': '203.0.113.9' } })).text()
  } finally {
    server.close()
  }
}

describe('TRUSTED_PROXIES', () => {
  it('believes a proxy on this machine by default, and only the proxies listed', async () => {
    expect(await clientAddress('loopback')).toBe('203.0.113.9')
    expect(await clientAddress(' uniquelocal , loopback ')).toBe('203.0.113.9')
    // A balancer's range that does not include this machine: the header is the client's own claim, not believed.
    expect(await clientAddress('10.0.0.0/8')).toMatch(/127\.0\.0\.1$/)
  })
})
