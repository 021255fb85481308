import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { ActionContext } from '~/accounts/action-context.server'

let addresses = 0

/**
 * An action context for calling a user action directly in a test: a fresh
 * client address each time (so rate limits of one test do not reach the
 * next), English, signed out, now, unless the test says otherwise.
 */
export function testActionContext(db: Kysely<Database>, overrides: Partial<ActionContext> = {}): ActionContext {
  addresses += 1
  return { db, ip: `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`, locale: 'en', session: null, now: new Date(), ...overrides }
}
