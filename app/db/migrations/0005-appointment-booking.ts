import { timestampType, type AnyKysely } from '../dialect.server'

/*
 * Appointments booked online: who made the hold and until when, the patient's
 * details and language (every message about the appointment uses it), the
 * fee, the payment, and the calendar identity (UID + SEQUENCE).
 * Status now also takes 'pending_payment' (a hold) and 'expired'.
 */
export async function up(db: AnyKysely) {
  const timestamp = timestampType(db)
  const columns: [string, string, ((col: import('kysely').ColumnDefinitionBuilder) => import('kysely').ColumnDefinitionBuilder)?][] = [
    ['locale', 'varchar(5)', (col) => col.notNull().defaultTo('en')],
    ['hold_expires_at', timestamp],
    ['hold_session_id', 'integer'],
    ['fee_minor', 'integer'],
    ['currency', 'varchar(3)'],
    ['patient_first_name', 'text'],
    ['patient_last_name', 'text'],
    ['patient_email', 'varchar(254)'],
    ['patient_phone', 'varchar(32)'],
    ['condition', 'text'],
    ['payment_id', 'varchar(120)'],
    ['paid_at', timestamp],
    ['refunded_minor', 'integer'],
    ['calendar_uid', 'varchar(80)'],
    ['calendar_sequence', 'integer', (col) => col.notNull().defaultTo(0)],
  ]
  for (const [name, type, build] of columns) {
    await db.schema
      .alterTable('appointments')
      .addColumn(name, type as never, build ?? ((col) => col))
      .execute()
  }
  await db.schema.createIndex('appointments_hold_idx').on('appointments').columns(['status', 'hold_expires_at']).execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropIndex('appointments_hold_idx').ifExists().execute()
}
