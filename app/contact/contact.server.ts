import type { Kysely } from 'kysely'
import { env } from '~/config/env.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { enqueueEmail, wakeOutbox } from '~/messaging/outbox.server'
import { contactAcknowledgementEmail, contactStaffEmail } from './contact-emails.server'
import type { ContactInput } from './schemas'

/*
 * A contact message is stored first, and its two emails (team notice,
 * acknowledgement) are written to the outbox in the same transaction: if the
 * mail server is down, the message is kept and the emails leave later.
 */

export async function submitContactMessage(
  db: Kysely<Database>,
  input: ContactInput & { locale: Locale; ip?: string },
  options: { now?: Date; staffEmail?: string } = {},
) {
  const now = options.now ?? new Date()
  const message = { ...input, phone: input.phone ?? null }
  const id = await db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('contact_messages')
      .values({
        name: message.name,
        email: message.email,
        phone: message.phone,
        subject: message.subject,
        message: message.message,
        locale: message.locale,
        ip: input.ip ?? null,
        created_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await enqueueEmail(trx, { kind: 'contact.staff', to: options.staffEmail ?? env().STAFF_EMAIL, ...contactStaffEmail(message) }, now)
    await enqueueEmail(trx, { kind: 'contact.ack', to: message.email, ...contactAcknowledgementEmail(message) }, now)
    return row.id
  })
  wakeOutbox()
  return { id }
}
