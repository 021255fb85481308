import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * Care conversations (issue 29): every patient has one private conversation
 * with the care team and a named coordinator. Messages are never edited or
 * deleted (a correction is a new message); internal notes and events (an
 * assignment, a colleague brought in) live in the same thread, marked by
 * kind. Read state is a message id per side, waiting time a timestamp, so the
 * console's list sorts and filters without reading the messages.
 */
export async function up(db: AnyKysely) {
  const timestamp = timestampType(db)

  // What a staff member shows patients beside their name: the languages they answer in, their team picture.
  await db.schema
    .createTable('staff_profiles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    // Locales, comma-separated ("en,es"): automatic assignment prefers a coordinator who speaks the patient's.
    .addColumn('languages', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    // The public team record with their photo and role title, when they have one.
    .addColumn('team_member_id', 'integer', (col) => col.references('team_members.id').onDelete('set null'))
    .execute()

  await db.schema
    .createTable('care_conversations')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('patient_id', 'integer', (col) => col.notNull().unique().references('users.id').onDelete('cascade'))
    .addColumn('coordinator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // Since when the patient's newest message waits for the team (null: nothing waits, or "no reply needed").
    .addColumn('awaiting_reply_since', timestamp)
    .addColumn('last_message_id', 'integer')
    .addColumn('last_message_at', timestamp)
    // The newest message each side has read (ids grow with time).
    .addColumn('patient_read_id', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('team_read_id', 'integer', (col) => col.notNull().defaultTo(0))
    // When the patient last had the conversation open (no email notice while they do), and the last notices sent.
    .addColumn('patient_seen_at', timestamp)
    .addColumn('patient_notified_at', timestamp)
    .addColumn('coordinator_notified_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute()
  await db.schema.createIndex('care_conversations_waiting_idx').on('care_conversations').columns(['awaiting_reply_since', 'id']).execute()
  await db.schema
    .createIndex('care_conversations_coordinator_idx')
    .on('care_conversations')
    .columns(['coordinator_id', 'awaiting_reply_since'])
    .execute()

  // Clinic staff a coordinator brought into a conversation (only they, of clinic staff, may read and answer it).
  await db.schema
    .createTable('care_conversation_members')
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('care_conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('added_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('added_at', timestamp, (col) => col.notNull())
    .addPrimaryKeyConstraint('care_conversation_members_pk', ['conversation_id', 'user_id'])
    .execute()
  await db.schema.createIndex('care_conversation_members_user_idx').on('care_conversation_members').columns(['user_id']).execute()

  await db.schema
    .createTable('care_messages')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('care_conversations.id').onDelete('cascade'))
    // Null for the system (an automatic assignment).
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // message (both sides see it), note (staff only), event (an assignment, a colleague joining: both sides).
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('event', 'varchar(40)')
    // Whom the event is about (the coordinator assigned, the colleague who joined).
    .addColumn('event_user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // What the message is about: one of the patient's plans or appointments.
    .addColumn('treatment_id', 'integer', (col) => col.references('treatments.id').onDelete('set null'))
    .addColumn('appointment_id', 'integer', (col) => col.references('appointments.id').onDelete('set null'))
    // On the team's reply that ended a wait: how long the patient had waited (the first-reply time).
    .addColumn('ended_wait_seconds', 'integer')
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute()
  await db.schema.createIndex('care_messages_conversation_idx').on('care_messages').columns(['conversation_id', 'id']).execute()
  await db.schema.createIndex('care_messages_created_idx').on('care_messages').columns(['created_at']).execute()

  // Files sent with a message; their bytes are in the document store, like treatment documents.
  await db.schema
    .createTable('care_message_attachments')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('message_id', 'integer', (col) => col.notNull().references('care_messages.id').onDelete('cascade'))
    .addColumn('storage_key', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('care_message_attachments_message_idx').on('care_message_attachments').columns(['message_id']).execute()
}

export async function down(db: AnyKysely) {
  for (const table of ['care_message_attachments', 'care_messages', 'care_conversation_members', 'care_conversations', 'staff_profiles']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
