import { once } from 'node:events'
import { createServer } from 'node:http'
import type { IncomingHttpHeaders, Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStripeProvider, signStripePayload, verifyStripeWebhook } from './stripe-provider.server'

/*
 * A real HTTP server stands in for api.stripe.com, so these tests exercise the
 * official SDK end to end: form encoding, headers, idempotency keys, retries.
 */

interface Recorded {
  method: string
  path: string
  headers: IncomingHttpHeaders
  form: URLSearchParams
}

type Reply = { status: number; body: unknown; headers?: Record<string, string> }

const secretKey = 'sk_test_claravia123'
let server: Server
let apiBase: string
let requests: Recorded[] = []
let replies: ((request: Recorded) => Reply)[] = []

function defaultReply(request: Recorded): Reply {
  if (request.path === '/v1/payment_intents') {
    return {
      status: 200,
      body: {
        id: 'pi_123',
        object: 'payment_intent',
        client_secret: 'pi_123_secret_abc',
        status: 'requires_payment_method',
        amount: Number(request.form.get('amount')),
        currency: request.form.get('currency'),
      },
    }
  }
  if (request.path === '/v1/refunds') {
    return {
      status: 200,
      body: {
        id: 're_123',
        object: 'refund',
        status: 'succeeded',
        amount: Number(request.form.get('amount')),
        payment_intent: request.form.get('payment_intent'),
      },
    }
  }
  return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (body += chunk))
    req.on('end', () => {
      const request: Recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        form: new URLSearchParams(body),
      }
      requests.push(request)
      const reply = (replies.shift() ?? defaultReply)(request)
      res.writeHead(reply.status, { 'content-type': 'application/json', 'request-id': 'req_test', ...reply.headers })
      res.end(JSON.stringify(reply.body))
    })
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  apiBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  server.close()
  await once(server, 'close')
})

beforeEach(() => {
  requests = []
  replies = []
})

describe('Stripe provider', () => {
  it('creates a PaymentIntent through the SDK', async () => {
    const provider = createStripeProvider({ secretKey, apiBase })
    expect(provider.mode).toBe('stripe')

    const result = await provider.createIntent({
      appointmentId: 42,
      amountMinor: 15_000,
      currency: 'EUR',
      idempotencyKey: 'appointment-42-deposit',
      description: 'Assessment deposit — appointment 42',
      customerEmail: 'patient@example.com',
      metadata: { locale: 'es' },
    })

    expect(result).toEqual({ providerPaymentId: 'pi_123', clientSecret: 'pi_123_secret_abc' })
    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/v1/payment_intents')
    expect(request?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/)
    expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`)
    expect(request?.headers['idempotency-key']).toBe('appointment-42-deposit')
    expect(Object.fromEntries(request?.form ?? [])).toEqual({
      amount: '15000',
      currency: 'eur',
      'automatic_payment_methods[enabled]': 'true',
      receipt_email: 'patient@example.com',
      description: 'Assessment deposit — appointment 42',
      'metadata[locale]': 'es',
      'metadata[appointmentId]': '42',
    })
  })

  it('refunds a PaymentIntent through the SDK', async () => {
    const provider = createStripeProvider({ secretKey, apiBase })
    expect(await provider.refund('pi_123', 5_000, 'appointment-42-refund')).toEqual({ refundId: 're_123' })

    expect(requests).toHaveLength(1)
    const [request] = requests
    expect(request?.method).toBe('POST')
    expect(request?.path).toBe('/v1/refunds')
    expect(request?.headers.authorization).toBe(`Bearer ${secretKey}`)
    expect(request?.headers['idempotency-key']).toBe('appointment-42-refund')
    expect(Object.fromEntries(request?.form ?? [])).toEqual({ payment_intent: 'pi_123', amount: '5000' })
  })

  it('retries a failed request with the same idempotency key', async () => {
    replies = [
      () => ({
        status: 500,
        body: { error: { type: 'api_error', message: 'Try again' } },
        headers: { 'stripe-should-retry': 'true' },
      }),
    ]
    const provider = createStripeProvider({ secretKey, apiBase })
    expect(await provider.refund('pi_123', 5_000, 'refund-key')).toEqual({ refundId: 're_123' })
    expect(requests.map((request) => request.headers['idempotency-key'])).toEqual(['refund-key', 'refund-key'])
  })

  it('surfaces Stripe errors', async () => {
    replies = [
      () => ({
        status: 400,
        body: { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Charge already refunded' } },
      }),
    ]
    const provider = createStripeProvider({ secretKey, apiBase })
    await expect(provider.refund('pi_123', 5_000, 'refund-again')).rejects.toMatchObject({
      type: 'StripeInvalidRequestError',
      code: 'charge_already_refunded',
    })
  })
})

describe('Stripe webhooks', () => {
  const secret = 'whsec_test_secret'
  const payload = JSON.stringify({
    id: 'evt_123',
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_123', object: 'payment_intent', amount: 15_000, currency: 'eur' } },
  })

  it('signs as Stripe does: t=…,v1=<hex HMAC-SHA256 of "t.payload">', async () => {
    const { createHmac } = await import('node:crypto')
    const header = signStripePayload(payload, secret, 1_700_000_000)
    const expected = createHmac('sha256', secret).update(`1700000000.${payload}`).digest('hex')
    expect(header).toBe(`t=1700000000,v1=${expected}`)
  })

  it('accepts a valid signature and returns the event', () => {
    const event = verifyStripeWebhook(payload, signStripePayload(payload, secret), secret)
    expect(event.id).toBe('evt_123')
    expect(event.type).toBe('payment_intent.succeeded')
    expect(event.data.object).toMatchObject({ id: 'pi_123', object: 'payment_intent' })
  })

  it('rejects a tampered payload', () => {
    const header = signStripePayload(payload, secret)
    const tampered = payload.replace('15000', '1')
    expect(() => verifyStripeWebhook(tampered, header, secret)).toThrow()
  })

  it('rejects a signature made with another secret', () => {
    const header = signStripePayload(payload, 'whsec_someone_else')
    expect(() => verifyStripeWebhook(payload, header, secret)).toThrow()
  })

  it('rejects a timestamp older than the tolerance', () => {
    const tenMinutesAgo = Math.floor(Date.now() / 1000) - 600
    const header = signStripePayload(payload, secret, tenMinutesAgo)
    expect(() => verifyStripeWebhook(payload, header, secret)).toThrow(/tolerance/i)
    expect(verifyStripeWebhook(payload, header, secret, 900).id).toBe('evt_123')
  })

  it('rejects malformed headers and unsafe settings', () => {
    expect(() => verifyStripeWebhook(payload, '', secret)).toThrow()
    expect(() => verifyStripeWebhook(payload, 't=1,v1=abc', secret)).toThrow()
    expect(() => verifyStripeWebhook(payload, signStripePayload(payload, secret), '')).toThrow()
    expect(() => verifyStripeWebhook(payload, signStripePayload(payload, secret), secret, 0)).toThrow(/tolerance/)
  })
})
