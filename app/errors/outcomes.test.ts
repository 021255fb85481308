import { describe, expect, it } from 'vitest'
import en from '~/i18n/messages/en.json'
import es from '~/i18n/messages/es.json'
import { REFUSALS, limitRefusal, refusalMessage, refuse, type RefusalCode } from './outcomes'

const lookup = (catalogue: object, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue)

describe('the table of refusals', () => {
  it('every refusal has a message in English and Spanish (every member of a family too)', () => {
    for (const [code, { message }] of Object.entries(REFUSALS)) {
      for (const catalogue of [en, es]) {
        const entry = lookup(catalogue, message.replace(/\.\*$/, ''))
        if (message.endsWith('.*')) expect(Object.keys(entry as object).length, code).toBeGreaterThan(0)
        else expect(typeof entry, `${code} → ${message}`).toBe('string')
      }
    }
  })

  it('a family message takes its member from the detail', () => {
    expect(refusalMessage(refuse('card_invalid', { detail: 'expired' })).key).toBe('booking.card_errors.expired')
    expect(refusalMessage(refuse('slot_taken')).key).toBe('booking.taken')
  })

  it('a rate limit says the wait in whole minutes and keeps the seconds for Retry-After', () => {
    expect(limitRefusal(61)).toEqual({ ok: false, code: 'rate_limited', retryAfterSeconds: 61, values: { minutes: 2 } })
  })

  it('statuses are client or server errors, never success', () => {
    for (const code of Object.keys(REFUSALS) as RefusalCode[]) expect(REFUSALS[code].status).toBeGreaterThanOrEqual(400)
  })
})
