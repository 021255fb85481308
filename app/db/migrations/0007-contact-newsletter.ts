import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * Contact messages, newsletter subscribers, and the email outbox that both
 * write to in the same transaction as their own rows (docs/decisions/010).
 */
export async function up(db: AnyKysely) {
  const timestamp = timestampType(db)
  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('phone', 'varchar(30)')
    .addColumn('subject', 'varchar(150)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute()
  await db.schema.createIndex('contact_messages_email_idx').on('contact_messages').column('email').execute()

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', 'integer', idColumn(db))
    // Trimmed and lower-cased, so one row per address.
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    // pending → subscribed → unsubscribed (and back to pending on a new signup).
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    // SHA-256 of the emailed confirmation token; the token itself is never stored.
    .addColumn('confirm_token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('confirm_expires_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('confirmed_at', timestamp)
    .addColumn('unsubscribed_at', timestamp)
    .execute()

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'integer', idColumn(db))
    // What the email is (contact.staff, contact.ack, newsletter.confirm…), for logs and tests.
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    // The rendered message (JSON: subject, text, html, headers); emptied once sent.
    .addColumn('payload', 'text', (col) => col.notNull())
    // pending → sending (claimed until locked_until) → sent, or failed after the last attempt.
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', timestamp, (col) => col.notNull())
    .addColumn('locked_until', timestamp)
    .addColumn('claim_token', 'varchar(32)')
    .addColumn('last_error', 'text')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('sent_at', timestamp)
    .execute()
  await db.schema.createIndex('email_outbox_due_idx').on('email_outbox').columns(['status', 'next_attempt_at']).execute()
}

export async function down(db: AnyKysely) {
  for (const table of ['email_outbox', 'newsletter_subscribers', 'contact_messages']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
