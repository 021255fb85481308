import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'

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
