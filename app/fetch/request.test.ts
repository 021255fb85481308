import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { FetchError } from 'ofetch'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createRequest, RETRY_STATUS_CODES, type CreateRequestOptions } from './request'

/** What the echo route returns: enough to check what reached the server. */
interface Echo {
  method: string
  url: string
  headers: IncomingHttpHeaders
}

/**
 * A real HTTP server. Paths under /api/:
 * - /api/echo → 200 with the request's method, URL and headers
 * - /api/scenario/:id → the scenario's statuses in turn, then 200; hits counted
 */
const scenarios = new Map<string, { statuses: number[]; hits: number }>()
let server: Server
let origin = ''
let nextScenarioId = 0

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? '/'
    if (url.startsWith('/api/echo')) {
      sendJson(res, 200, { method: req.method, url, headers: req.headers })
      return
    }
    const scenario = scenarios.get(url.replace('/api/scenario/', ''))
    if (!scenario) {
      sendJson(res, 404, { error: 'no such route' })
      return
    }
    const status = scenario.statuses[scenario.hits] ?? 200
    scenario.hits += 1
    sendJson(res, status, status === 200 ? { ok: true } : { error: status })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  // fetch keeps connections alive; drop them so close() resolves promptly.
  server.closeAllConnections()
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())))
})

/** Registers a fresh scenario and returns its path and a hit counter. */
function scenario(...statuses: number[]): { path: string; hits: () => number } {
  const id = String(nextScenarioId++)
  const state = { statuses, hits: 0 }
  scenarios.set(id, state)
  return { path: `scenario/${id}`, hits: () => state.hits }
}

function makeRequest(overrides: Partial<CreateRequestOptions> = {}) {
  return createRequest({ baseURL: `${origin}/api/`, retryDelay: 0, ...overrides })
}

describe('createRequest', () => {
  it('resolves paths against baseURL and returns parsed JSON', async () => {
    const echo = await makeRequest()<Echo>('echo?x=1')
    expect(echo).toMatchObject({ method: 'GET', url: '/api/echo?x=1' })
  })

  describe('Authorization header', () => {
    it('sends a bearer token when getToken returns one', async () => {
      const echo = await makeRequest({ getToken: () => 'abc123' })<Echo>('echo')
      expect(echo.headers.authorization).toBe('Bearer abc123')
    })

    it.each([undefined, null, ''])('sends none when getToken returns %j', async (token) => {
      const echo = await makeRequest({ getToken: () => token })<Echo>('echo')
      expect(echo.headers.authorization).toBeUndefined()
    })

    it('sends none without getToken', async () => {
      const echo = await makeRequest()<Echo>('echo')
      expect(echo.headers.authorization).toBeUndefined()
    })
  })

  it('sends headers from getHeaders, and per-call headers win', async () => {
    const request = makeRequest({ getHeaders: () => ({ 'X-CSRF-Token': 'csrf', 'X-Other': 'factory' }) })
    const echo = await request<Echo>('echo', { headers: { 'X-Other': 'call' } })
    expect(echo.headers['x-csrf-token']).toBe('csrf')
    expect(echo.headers['x-other']).toBe('call')
  })

  describe('retries', () => {
    it('lists the retryable statuses', () => {
      expect(RETRY_STATUS_CODES).toEqual([408, 409, 425, 429, 500, 502, 503, 504])
    })

    it.each(RETRY_STATUS_CODES)('retries a GET once after %i', async (status) => {
      const { path, hits } = scenario(status)
      await expect(makeRequest()(path)).resolves.toEqual({ ok: true })
      expect(hits()).toBe(2)
    })

    it('gives up on a GET after one retry', async () => {
      const { path, hits } = scenario(503, 503)
      await expect(makeRequest()(path)).rejects.toMatchObject({ status: 503 })
      expect(hits()).toBe(2)
    })

    it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'post'])('does not retry %s by default', async (method) => {
      const { path, hits } = scenario(503)
      await expect(makeRequest()(path, { method })).rejects.toMatchObject({ status: 503 })
      expect(hits()).toBe(1)
    })

    it('retries a POST when the call asks to', async () => {
      const { path, hits } = scenario(503)
      await expect(makeRequest()(path, { method: 'POST', body: { a: 1 }, retry: 1 })).resolves.toEqual({ ok: true })
      expect(hits()).toBe(2)
    })

    it('lets a GET opt out of retrying', async () => {
      const { path, hits } = scenario(503)
      await expect(makeRequest()(path, { retry: false })).rejects.toMatchObject({ status: 503 })
      expect(hits()).toBe(1)
    })

    it.each([400, 403, 404, 422])('does not retry %i', async (status) => {
      const { path, hits } = scenario(status)
      await expect(makeRequest()(path)).rejects.toMatchObject({ status })
      expect(hits()).toBe(1)
    })
  })

  describe('401 responses', () => {
    it('calls onUnauthorized once and rejects with the FetchError', async () => {
      const onUnauthorized = vi.fn()
      const { path, hits } = scenario(401)
      const result = makeRequest({ onUnauthorized })(path)
      await expect(result).rejects.toBeInstanceOf(FetchError)
      await expect(result).rejects.toMatchObject({ status: 401 })
      expect(onUnauthorized).toHaveBeenCalledTimes(1)
      expect(hits()).toBe(1)
    })

    it('skips onUnauthorized with withoutAuthValidation, still rejecting', async () => {
      const onUnauthorized = vi.fn()
      const { path } = scenario(401)
      await expect(makeRequest({ onUnauthorized })(path, { withoutAuthValidation: true })).rejects.toMatchObject({
        status: 401,
      })
      expect(onUnauthorized).not.toHaveBeenCalled()
    })

    it('does not call onUnauthorized for other errors', async () => {
      const onUnauthorized = vi.fn()
      const { path } = scenario(403)
      await expect(makeRequest({ onUnauthorized })(path)).rejects.toMatchObject({ status: 403 })
      expect(onUnauthorized).not.toHaveBeenCalled()
    })
  })
})
