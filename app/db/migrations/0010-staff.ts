import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * The staff side (issue 12): a role on every account (patients keep
 * 'patient'), disabled staff, the clinics a clinic_staff member serves,
 * invitations (the only way a staff account gets a password), TOTP two-factor
 * with hashed recovery codes and trusted devices, the session's two-factor
 * step, and the append-only audit trail of staff writes.
 */
export async function up(db: AnyKysely) {
  const timestamp = timestampType(db)
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(20)', (col) => col.notNull().defaultTo('patient'))
    .execute()
  await db.schema.alterTable('users').addColumn('disabled_at', timestamp).execute()
  await db.schema.createIndex('users_role_idx').on('users').column('role').execute()

  // When the session passed the second factor (or came from a trusted device); null for patients.
  await db.schema.alterTable('sessions').addColumn('two_factor_at', timestamp).execute()

  await db.schema
    .createTable('staff_clinics')
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('staff_clinics_pk', ['user_id', 'clinic_id'])
    .execute()

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    // SHA-256 of the emailed token, like password resets.
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('invited_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .execute()
  await db.schema.createIndex('staff_invitations_user_idx').on('staff_invitations').column('user_id').execute()

  // One TOTP secret per staff member; confirmed_at is set by the first valid code.
  await db.schema
    .createTable('staff_totp')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'varchar(64)', (col) => col.notNull())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('confirmed_at', timestamp)
    // The last time step accepted: a code cannot be replayed within its window.
    .addColumn('last_used_step', 'integer')
    .execute()

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .execute()
  await db.schema.createIndex('staff_recovery_codes_user_idx').on('staff_recovery_codes').column('user_id').execute()

  await db.schema
    .createTable('trusted_devices')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .execute()
  await db.schema.createIndex('trusted_devices_user_idx').on('trusted_devices').column('user_id').execute()

  // Only ever inserted into (app/staff/audit.server.ts). No foreign key on the actor: the trail outlives accounts.
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('at', timestamp, (col) => col.notNull())
    // Null: the system (the staff:create script, ADMIN_EMAIL at start-up).
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor_email', 'varchar(254)')
    .addColumn('action', 'varchar(60)', (col) => col.notNull())
    .addColumn('entity_type', 'varchar(40)', (col) => col.notNull())
    .addColumn('entity_id', 'varchar(40)', (col) => col.notNull())
    // JSON text of the record before and after the write (null for a creation / deletion).
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('request_id', 'varchar(64)')
    .addColumn('ip', 'varchar(64)')
    .execute()
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute()
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_user_id', 'at']).execute()
}

export async function down(db: AnyKysely) {
  for (const table of ['audit_log', 'trusted_devices', 'staff_recovery_codes', 'staff_totp', 'staff_invitations', 'staff_clinics']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
  await db.schema.alterTable('sessions').dropColumn('two_factor_at').execute()
  await db.schema.dropIndex('users_role_idx').execute()
  await db.schema.alterTable('users').dropColumn('disabled_at').execute()
  await db.schema.alterTable('users').dropColumn('role').execute()
}
