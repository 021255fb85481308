import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * The team's inbox of contact messages: each message gets a status, an
 * assignee and a version (bumped by every change, so a form loaded before
 * someone else's change is refused instead of overwriting it), and its
 * thread of replies, each tied to the outbox email that carried it.
 */
export async function up(db: AnyKysely) {
  const timestamp = timestampType(db)
  await db.schema
    .alterTable('contact_messages')
    // new → answered (a reply was sent) → closed; existing messages are new.
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('new'))
    .execute()
  await db.schema
    .alterTable('contact_messages')
    .addColumn('assignee_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute()
  await db.schema
    .alterTable('contact_messages')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute()
  // The last change by the team (status, assignee, reply); null until the first.
  await db.schema.alterTable('contact_messages').addColumn('updated_at', timestamp).execute()
  await db.schema.createIndex('contact_messages_status_idx').on('contact_messages').columns(['status', 'created_at']).execute()
  await db.schema.createIndex('contact_messages_assignee_idx').on('contact_messages').column('assignee_id').execute()

  await db.schema
    .createTable('contact_replies')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('message_id', 'integer', (col) => col.notNull().references('contact_messages.id').onDelete('cascade'))
    // A reply is a record of what was sent: its author's account cannot be deleted from under it.
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('email_id', 'integer', (col) => col.references('email_outbox.id').onDelete('set null'))
    .addColumn('sent_at', timestamp, (col) => col.notNull())
    .execute()
  await db.schema.createIndex('contact_replies_message_idx').on('contact_replies').columns(['message_id', 'id']).execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('contact_replies').ifExists().execute()
  await db.schema.dropIndex('contact_messages_assignee_idx').ifExists().execute()
  await db.schema.dropIndex('contact_messages_status_idx').ifExists().execute()
  for (const column of ['updated_at', 'version', 'assignee_id', 'status']) {
    await db.schema.alterTable('contact_messages').dropColumn(column).execute()
  }
}
