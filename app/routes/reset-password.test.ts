import { RouterContextProvider } from 'react-router'
import { expect, it, vi } from 'vitest'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { action } from './reset-password'

/*
 * The reset page's action with a real request: the email is asked for in the
 * page's language (a reset asked for on /es is answered in Spanish whatever
 * the account's language). What the verb does with it is tested in
 * app/accounts/request-password-reset.test.ts.
 */

const asked = vi.hoisted(() => [] as unknown[])
vi.mock('~/accounts/request-password-reset.server', () => ({
  requestPasswordReset: vi.fn(async (_context: unknown, input: unknown) => {
    asked.push(input)
    return { ok: true }
  }),
}))

async function post(path: string) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'test', ip: '203.0.113.9' })
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: 'laura@example.com' }).toString(),
  })
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '/reset-password' }
  await requestScopeMiddleware(args, async () => new Response())
  return action(args)
}

it.each([
  ['/es/reset-password', 'es'],
  ['/reset-password', 'en'],
] as const)('a reset asked for on %s is asked in %s', async (path, locale) => {
  asked.length = 0
  expect(await post(path)).toEqual({ sent: true })
  expect(asked).toEqual([expect.objectContaining({ email: 'laura@example.com', locale })])
})
