import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll } from 'vitest'
import { setTurnstileVerifyUrlForTests } from '~/security/turnstile.server'

/*
 * A local HTTP server standing in for Cloudflare's siteverify: it accepts the
 * token 'good-token' and refuses any other; `down` makes it answer 500.
 */
export async function startTurnstileStandIn() {
  const state = { down: false, received: [] as URLSearchParams[] }
  const server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const params = new URLSearchParams(body)
      state.received.push(params)
      if (state.down) return void res.writeHead(500).end()
      const success = params.get('response') === 'good-token'
      res
        .writeHead(200, { 'Content-Type': 'application/json' })
        .end(JSON.stringify(success ? { success } : { success, 'error-codes': ['invalid-input-response'] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  setTurnstileVerifyUrlForTests(`http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`)
  return {
    state,
    async close() {
      setTurnstileVerifyUrlForTests(undefined)
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

/**
 * For the tests of a describe block: Turnstile keys on (`keys` is the test
 * file's env mock) and the stand-in answering; both off again after the block.
 * The stand-in's `state` is read through the returned object once the block runs.
 */
export function withTurnstileKeys(keys: { secret: string | undefined }) {
  const current = {} as { state: Awaited<ReturnType<typeof startTurnstileStandIn>>['state'] }
  let standIn: Awaited<ReturnType<typeof startTurnstileStandIn>> | undefined
  beforeAll(async () => {
    standIn = await startTurnstileStandIn()
    current.state = standIn.state
    keys.secret = 'test-secret-key'
  })
  afterAll(async () => {
    keys.secret = undefined
    await standIn?.close()
  })
  return current
}
