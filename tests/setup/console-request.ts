import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { localizePath, type Locale } from '~/i18n/locales'
import type { StaffRole } from '~/access/roles'
import { readFlashToast, type FlashToast } from '~/toast/flash-toast.server'
import { signedInStaff } from './staff-api'

/*
 * A console page's action called as React Router calls it when one of the
 * page's forms is posted (app/routes/admin/*.test.ts): a real POST Request
 * with the form's body (urlencoded, or multipart when it carries a file), the
 * CSRF field the page's forms carry (the root middleware checks it before any
 * action runs, so here it is only sent), a context holding the session and
 * the request's id and address, and the page's language from its path.
 * Whatever the action answers (a redirect, data, or a thrown 404) is read the
 * same way, into a ConsoleAnswer.
 */

/** A staff member of `role` signed in on the website, second factor done (clinic_staff serve `clinicIds`). */
export function consoleStaff(db: Kysely<Database>, role: StaffRole, clinicIds: number[] = []) {
  return signedInStaff(db, role, { clinicIds, via: 'cookie' })
}

/** A form's fields as the browser sends them: repeated names (checkboxes) as arrays, a chosen file as a File; undefined: not sent. */
export type FormFields = Record<string, string | string[] | File | undefined>

export interface ConsoleAnswer {
  status: number
  /** Where a redirect sends the browser. */
  location: string | null
  /** The message a redirect carries to the next page (the flash toast cookie), or null. */
  toast: FlashToast | null
  /** What the action returned for the page to show (its data, or a data() body). */
  data: unknown
  /** The request's id, which the audit trail records. */
  requestId: string
}

interface ActionArgs<Params> {
  request: Request
  params: Params
  context: Readonly<RouterContextProvider>
  url: URL
  pattern: string
}

let requests = 0

function formRequest(url: URL, fields: FormFields, multipart: boolean) {
  // The token first, as CsrfInput puts it first in every console form.
  const entries: [string, string | File][] = [
    ['csrf', 'csrf-token-of-the-page'],
    ...Object.entries(fields).flatMap(([name, value]) =>
      (Array.isArray(value) ? value : value === undefined ? [] : [value]).map((one): [string, string | File] => [name, one]),
    ),
  ]
  if (multipart || entries.some(([, value]) => typeof value !== 'string')) {
    const body = new FormData()
    for (const [name, value] of entries) body.append(name, value)
    return new Request(url, { method: 'POST', body })
  }
  return new Request(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(entries as [string, string][]).toString(),
  })
}

/** Reads what an action answered, returned or thrown: a Response (redirect), data() or plain data. */
async function answerOf(run: () => unknown, requestId: string): Promise<ConsoleAnswer> {
  let result: unknown
  try {
    result = await run()
  } catch (thrown) {
    if (!(thrown instanceof Response) && !(thrown && typeof thrown === 'object' && 'init' in thrown && 'data' in thrown)) throw thrown
    result = thrown
  }
  if (result instanceof Response) {
    const cookie = result.headers.get('Set-Cookie')?.split(';')[0]
    const { toast } = cookie ? await readFlashToast(new Request('http://localhost/', { headers: { Cookie: cookie } })) : { toast: null }
    return { status: result.status, location: result.headers.get('Location'), toast, data: undefined, requestId }
  }
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: unknown; init: ResponseInit | null }
    return { status: init?.status ?? 200, location: null, toast: null, data, requestId }
  }
  return { status: 200, location: null, toast: null, data: result, requestId }
}

/**
 * The page's forms, posted to the route module's `action` at `pattern`
 * (`/admin/appointments/:id`) with `params`: by `who` (null: a visitor), in
 * English unless `locale` says otherwise. Multipart when a field is a file,
 * or when told (the upload form is multipart even when no file is chosen).
 */
export function consoleForm<Params extends Record<string, string>>(action: (args: ActionArgs<Params>) => unknown, pattern: string) {
  return async (
    who: { session: RequestSession } | null,
    params: Params,
    fields: FormFields,
    { locale = 'en', multipart = false }: { locale?: Locale; multipart?: boolean } = {},
  ): Promise<ConsoleAnswer> => {
    const path = localizePath(
      pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!),
      locale,
    )
    const url = new URL(path, 'http://localhost')
    const requestId = `console-test-${++requests}`
    const context = new RouterContextProvider()
    context.set(requestInfoContext, { nonce: '', requestId, ip: `192.0.2.${requests % 250}` })
    context.set(sessionContext, who?.session ?? null)
    const args: ActionArgs<Params> = { request: formRequest(url, fields, multipart), params, context, url, pattern }
    await requestScopeMiddleware(args, async () => new Response())
    return answerOf(() => action(args), requestId)
  }
}

/** The audit trail written by one staff member, oldest first, with before and after read back as objects. */
export async function auditBy(db: Kysely<Database>, actorId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['action', 'entity_type', 'entity_id', 'before', 'after', 'request_id'])
    .where('actor_user_id', '=', actorId)
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    before: row.before === null ? null : (JSON.parse(row.before) as Record<string, unknown>),
    after: row.after === null ? null : (JSON.parse(row.after) as Record<string, unknown>),
    requestId: row.request_id,
  }))
}
