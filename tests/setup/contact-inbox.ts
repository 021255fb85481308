import type { Kysely } from 'kysely'
import type { RequestSession } from '~/accounts/session-middleware.server'
import type { ActionContext } from '~/accounts/action-context.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { testActionContext } from './action-context'

let counter = 0

/** Stores a contact message as the contact form would (without its emails); returns its id. */
export async function insertContactMessage(
  db: Kysely<Database>,
  fields: Partial<{ name: string; email: string; subject: string; message: string; locale: Locale; createdAt: Date }> = {},
) {
  counter += 1
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: fields.name ?? `Sender ${counter}`,
      email: fields.email ?? `sender-${counter}@example.com`,
      phone: null,
      subject: fields.subject ?? `Question ${counter}`,
      message: fields.message ?? 'Hello, I would like to know more about LASIK.',
      locale: fields.locale ?? 'en',
      ip: null,
      created_at: (fields.createdAt ?? new Date()).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Inserts a coordinator and returns an action context signed in as them, with the caller the console's door would leave. */
export async function staffActionContext(db: Kysely<Database>, name = 'Lucía Gómez', overrides: Partial<ActionContext> = {}) {
  counter += 1
  const email = `staff-${Date.now()}-${counter}@claravia.example`
  const at = new Date().toISOString()
  const { id } = await db
    .insertInto('users')
    .values({ name, email, password_hash: 'not-a-hash', locale: 'es', role: 'coordinator', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  const session: RequestSession = {
    sessionId: 0,
    user: { id, name, email, locale: 'es' },
    role: 'coordinator',
    twoFactorDone: true,
    expiresAt: new Date(Date.now() + 3_600_000),
    renewed: false,
    renewalDue: false,
    token: '',
    via: 'cookie',
  }
  const staff = { member: { id, name, email, role: 'coordinator' as const, clinicIds: [] }, scope: { kind: 'all' as const } }
  return testActionContext(db, { session, staff, ...overrides }) as ActionContext & { session: RequestSession }
}

/** The audit rows of a contact message, oldest first, as the inbox's verbs write them. */
export async function inboxAuditOf(db: Kysely<Database>, messageId: number) {
  const rows = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_type', '=', 'contact_message')
    .where('entity_id', '=', String(messageId))
    .orderBy('id')
    .execute()
  return rows.map((row) => ({
    action: row.action,
    actorUserId: row.actor_user_id,
    before: JSON.parse(row.before!) as { status: string; assigneeId: number | null },
    after: JSON.parse(row.after!) as { status: string; assigneeId: number | null; replyId?: number },
  }))
}
