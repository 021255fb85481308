import type { Kysely } from 'kysely'
import type { RouterContextProvider } from 'react-router'
import { sessionContext, type RequestSession } from './session-middleware.server'
import { database } from '~/db/db.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { requestInfoContext } from '~/http/request-context'
import { now } from '~/time/clock.server'

/*
 * What every user action (app/<feature>/<verb>.server.ts) is given besides its
 * validated input, whether a page or /v1 called it: the database, who is
 * asking from where, in which language (for what it stores and emails), and
 * the time. Tests build one by hand (tests/setup/action-context.ts).
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
  /** The request's id (logs, the audit trail); absent outside a request (scripts, start-up). */
  requestId?: string
}

/** The action context of a request handled by a page action or /v1 handler. */
export function actionContext(context: Readonly<RouterContextProvider>, locale: Locale, db: Kysely<Database> = database()): ActionContext {
  const { ip, requestId } = context.get(requestInfoContext)
  return { db, ip, locale, session: context.get(sessionContext), now: now(), requestId }
}
