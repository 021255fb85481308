import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * Personal quotes (issue 30; docs/decisions/038). A patient's request (with
 * their answers to the service's questions and their files) is answered by a
 * coordinator with a quote of one to three options, each a clinic and
 * specialist with itemised lines in the clinic's currency. A request may be
 * answered more than once (a reissue replaces the quote it answers); the
 * request's status is the one the patient follows.
 *
 * Amounts are integers in minor units ('bigint': 30 million pesos are 3·10⁹
 * minor units). Before a quote is sent its options convert at the latest
 * reference rate; sending freezes the rate, its date and source on each
 * option, and a sent quote's rows never change again (only its status).
 */
export async function up(db: AnyKysely) {
  const timestamp = timestampType(db)

  // The questions a service asks in a quote request, one per line, in each language (the content editor edits them).
  await db.schema
    .alterTable('services_translations')
    .addColumn('quote_questions', 'text', (col) => col.notNull().defaultTo(''))
    .execute()

  await db.schema
    .createTable('quote_requests')
    .addColumn('id', 'integer', idColumn(db))
    // Null while a signed-out visitor's request waits for them to sign up or sign in (a draft).
    .addColumn('patient_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    // A draft's key: the SHA-256 of the random token in the visitor's cookie (never the token).
    .addColumn('draft_token_hash', 'varchar(64)', (col) => col.unique())
    .addColumn('draft_expires_at', timestamp)
    .addColumn('service_id', 'integer', (col) => col.notNull().references('services.id'))
    // "Advise me": the patient leaves where to the coordinator (and lists no destination or clinic).
    .addColumn('advise_me', 'integer', (col) => col.notNull().defaultTo(0))
    // Destination and clinic ids, comma-separated: a few, only ever shown, never queried by.
    .addColumn('destination_ids', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('clinic_ids', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    // When they could travel (YYYY-MM-DD, both ends included).
    .addColumn('travel_from', 'varchar(10)', (col) => col.notNull())
    .addColumn('travel_to', 'varchar(10)', (col) => col.notNull())
    .addColumn('country', 'varchar(2)', (col) => col.notNull())
    // The currency the patient thinks in: quotes show every amount in it too.
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    // Their answers as JSON [{ "question": …, "answer": … }], the questions as they read them, in `locale`.
    .addColumn('answers', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    // requested → in_preparation → sent → accepted | declined | expired (a reissue goes back to sent).
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    // When they gave their express consent to the use of their health data (a draft's, before it has an account).
    .addColumn('consented_at', timestamp, (col) => col.notNull())
    .addColumn('coordinator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    // When it was sent by the patient (null for a draft): the wait the console sorts by starts here.
    .addColumn('requested_at', timestamp)
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute()
  await db.schema.createIndex('quote_requests_patient_idx').on('quote_requests').columns(['patient_id', 'id']).execute()
  await db.schema.createIndex('quote_requests_status_idx').on('quote_requests').columns(['status', 'requested_at']).execute()

  // Files sent with a request; their bytes are in the document store, like treatment documents.
  await db.schema
    .createTable('quote_request_attachments')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('request_id', 'integer', (col) => col.notNull().references('quote_requests.id').onDelete('cascade'))
    .addColumn('storage_key', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('file_name', 'varchar(200)', (col) => col.notNull())
    .addColumn('content_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('byte_size', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('quote_request_attachments_request_idx').on('quote_request_attachments').columns(['request_id']).execute()

  await db.schema
    .createTable('quotes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('request_id', 'integer', (col) => col.notNull().references('quote_requests.id').onDelete('cascade'))
    .addColumn('patient_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // 1 for the first answer to a request, 2 for its reissue…
    .addColumn('number', 'integer', (col) => col.notNull())
    // draft → sent → accepted | declined | expired | replaced (by a reissue).
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    // The language its texts are written in (the patient's) and the currency every amount is also shown in.
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('patient_currency', 'varchar(3)', (col) => col.notNull())
    // The last day it may be accepted (YYYY-MM-DD, in the patient's time zone).
    .addColumn('valid_until', 'varchar(10)')
    // A word from the coordinator above the options.
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('sent_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('sent_at', timestamp)
    .addColumn('decided_at', timestamp)
    .addColumn('decline_reason', 'text')
    .addColumn('accepted_option_id', 'integer')
    // The version of the quote terms the patient accepted them under.
    .addColumn('terms_version', 'varchar(20)')
    // The planned treatment the accepted option became.
    .addColumn('treatment_id', 'integer', (col) => col.references('treatments.id').onDelete('set null'))
    // Grows with every write: a form sent from an older page is refused instead of overwriting.
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .addUniqueConstraint('quotes_request_number_unique', ['request_id', 'number'])
    .execute()
  await db.schema.createIndex('quotes_patient_idx').on('quotes').columns(['patient_id', 'id']).execute()
  await db.schema.createIndex('quotes_status_idx').on('quotes').columns(['status', 'valid_until']).execute()

  await db.schema
    .createTable('quote_options')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('quote_id', 'integer', (col) => col.notNull().references('quotes.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id'))
    .addColumn('specialist_id', 'integer', (col) => col.notNull().references('specialists.id'))
    // The clinic's currency: every amount of the option is in it.
    .addColumn('currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('not_included', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('may_change', 'text', (col) => col.notNull().defaultTo(''))
    // How much more the included total may be after the assessment, at most.
    .addColumn('may_change_max_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    // The assessment appointment that confirms the quote, and its fee.
    .addColumn('assessment_fee_minor', 'bigint', (col) => col.notNull().defaultTo(0))
    // Frozen when the quote is sent (null before, and when the clinic's currency is the patient's).
    .addColumn('rate', 'varchar(40)')
    .addColumn('rate_date', 'varchar(10)')
    .addColumn('rate_source', 'varchar(20)')
    .addUniqueConstraint('quote_options_position_unique', ['quote_id', 'position'])
    .execute()

  await db.schema
    .createTable('quote_lines')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('option_id', 'integer', (col) => col.notNull().references('quote_options.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    // surgery, anaesthesia, tests, lens, follow_up, medicines, accommodation, transfers, interpreter, other.
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    // In the quote's language: the lens's brand and model, "3 nights, 4-star hotel near the clinic"…
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('quantity', 'integer', (col) => col.notNull().defaultTo(1))
    // The line's amount (for its whole quantity), in the option's currency.
    .addColumn('amount_minor', 'bigint', (col) => col.notNull())
    // 1: in the total; 0: an optional extra the patient may add.
    .addColumn('included', 'integer', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('quote_lines_option_idx').on('quote_lines').columns(['option_id', 'position']).execute()

  // What a conversation message is about may be a quote request; its consent is recorded with it.
  await db.schema
    .alterTable('care_messages')
    .addColumn('quote_request_id', 'integer', (col) => col.references('quote_requests.id').onDelete('set null'))
    .execute()
  await db.schema
    .alterTable('consents')
    .addColumn('quote_request_id', 'integer', (col) => col.references('quote_requests.id').onDelete('set null'))
    .execute()
}

export async function down(db: AnyKysely) {
  await db.schema.alterTable('consents').dropColumn('quote_request_id').execute()
  await db.schema.alterTable('care_messages').dropColumn('quote_request_id').execute()
  for (const table of ['quote_lines', 'quote_options', 'quotes', 'quote_request_attachments', 'quote_requests']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
  await db.schema.alterTable('services_translations').dropColumn('quote_questions').execute()
}
