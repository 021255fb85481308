import { beforeEach, expect, it } from 'vitest'
import { consume, reset, closeRateLimits } from './rate-limit.server'

beforeEach(() => closeRateLimits())

it('allows five sign-ins per account, then says how long to wait', async () => {
  for (let attempt = 0; attempt < 5; attempt++) expect(await consume('signInAccount', 'ana@example.com')).toEqual({ allowed: true })
  const refused = await consume('signInAccount', 'ANA@example.com')
  expect(refused.allowed).toBe(false)
  if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(14 * 60)
  expect(await consume('signInAccount', 'other@example.com')).toEqual({ allowed: true })
})

it('a success resets the account counter', async () => {
  for (let attempt = 0; attempt < 5; attempt++) await consume('signInAccount', 'bea@example.com')
  await reset('signInAccount', 'bea@example.com')
  expect(await consume('signInAccount', 'bea@example.com')).toEqual({ allowed: true })
})
