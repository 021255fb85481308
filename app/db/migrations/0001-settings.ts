import { timestampType, type AnyKysely } from '../dialect.server'

export async function up(db: AnyKysely) {
  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(120)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', timestampType(db), (col) => col.notNull())
    .execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('settings').execute()
}
