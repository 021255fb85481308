import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * Patients' accounts and sessions, password resets, and what the account area
 * shows: treatments (with their timeline) and appointments.
 */
export async function up(db: AnyKysely) {
  const timestamp = timestampType(db)
  await db.schema
    .createTable('users')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('name', 'text', (col) => col.notNull())
    // Stored trimmed and lower-cased, so uniqueness is case-insensitive.
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the random token; the token itself is never stored.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('last_used_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .execute()
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('password_resets')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .execute()

  await db.schema
    .createTable('treatments')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (col) => col.notNull().references('services.id'))
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id'))
    .addColumn('specialist_id', 'integer', (col) => col.notNull().references('specialists.id'))
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('started_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('ended_on', 'varchar(10)')
    .execute()
  await db.schema.createIndex('treatments_user_idx').on('treatments').column('user_id').execute()

  // A timeline step's label comes from the message catalogue by its kind.
  await db.schema
    .createTable('treatment_steps')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('treatment_id', 'integer', (col) => col.notNull().references('treatments.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(40)', (col) => col.notNull())
    .addColumn('scheduled_on', 'varchar(10)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .execute()

  await db.schema
    .createTable('appointments')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('treatment_id', 'integer', (col) => col.references('treatments.id').onDelete('set null'))
    .addColumn('service_id', 'integer', (col) => col.notNull().references('services.id'))
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id'))
    .addColumn('specialist_id', 'integer', (col) => col.references('specialists.id'))
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('status', 'varchar(20)', (col) => col.notNull())
    .addColumn('starts_at', timestamp, (col) => col.notNull())
    .addColumn('ends_at', timestamp, (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute()
  await db.schema.createIndex('appointments_user_idx').on('appointments').column('user_id').execute()
}

export async function down(db: AnyKysely) {
  for (const table of ['appointments', 'treatment_steps', 'treatments', 'password_resets', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
