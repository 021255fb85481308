import type { Kysely } from 'kysely'
import type { RouterContextProvider } from 'react-router'
import { staffCallerContext, type StaffCaller } from '~/access/caller.server'
import { sessionContext, type RequestSession } from './session-middleware.server'
import { database } from '~/db/db.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { requestInfoContext } from '~/http/request-context'
import { now } from '~/time/clock.server'

/*
 * What every user action (app/<feature>/<verb>.server.ts) is given besides its
 * validated input, whether a page or /v1 called it: the database, who is
 * asking from where (and, for staff, what the door let them in as), in which
 * language (for what it stores and emails), and the time. Tests build one by hand (tests/setup/action-context.ts).
 */
export interface ActionContext {
  db: Kysely<Database>
  /** The client's address, for rate limits and the bot guard. */
  ip: string
  /** The language of the person acting: of their page, or what their API call asked for. */
  locale: Locale
  /** The signed-in session, if any (actions that need one say so in their input). */
  session: RequestSession | null
  now: Date
  /** The staff member the door let in, with their clinic scope (staff verbs check their permission on it: staffCaller). */
  staff?: StaffCaller | null
  /** The request's id (logs, the audit trail); absent outside a request (scripts, start-up). */
  requestId?: string
}

/** The action context of a request handled by a page action or /v1 handler. */
export function actionContext(context: Readonly<RouterContextProvider>, locale: Locale, db: Kysely<Database> = database()): ActionContext {
  const { ip, requestId } = context.get(requestInfoContext)
  return { db, ip, locale, session: context.get(sessionContext), staff: context.get(staffCallerContext), now: now(), requestId }
}
