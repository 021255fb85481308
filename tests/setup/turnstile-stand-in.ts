import http from 'node:http'
import type { AddressInfo } from 'node:net'
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
