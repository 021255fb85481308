import { sql } from 'kysely'
import { type AnyKysely } from '../dialect.server'

/*
 * Clinic and specialist profiles (issue 31): each gets a public page, so a
 * slug per language like the other pages (copied from the shared slug), and
 * the facts a patient weighs before travelling for surgery:
 * - a clinic: its main photo (with its description per language), the
 *   languages its staff speak, accreditations as records (issuer, number,
 *   valid until, the issuer's public register), how to get there from the
 *   airport and the equipment that matters to patients (one item per line);
 * - a specialist: licence number and the body that issued it, education and
 *   fellowships (one per line, per language), procedures per year where known;
 * - what each clinic charges for each treatment it offers, a range in the
 *   clinic's currency (its destination's), in minor units.
 * Accreditations were names only: each becomes { issuer } with the rest
 * unknown, until staff complete it.
 */

const bigint = 'bigint'

export async function up(db: AnyKysely) {
  await db.schema
    .alterTable('clinics')
    .addColumn('image_id', 'integer', (col) => col.references('content_images.id'))
    .execute()
  // JSON string[] of ISO 639-1 codes.
  await db.schema
    .alterTable('clinics')
    .addColumn('languages', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute()
  for (const column of ['getting_there', 'equipment'] as const) {
    await db.schema
      .alterTable('clinics_translations')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute()
  }
  await db.schema.alterTable('clinics_translations').addColumn('image_alt', 'text').execute()

  const clinics = await sql<{ id: number; accreditations: string }>`select id, accreditations from clinics`.execute(db)
  for (const clinic of clinics.rows) {
    const names = JSON.parse(clinic.accreditations) as unknown[]
    const records = names.map((issuer) => (typeof issuer === 'string' ? { issuer, number: '', validUntil: null, registerUrl: null } : issuer))
    await sql`update clinics set accreditations = ${JSON.stringify(records)} where id = ${clinic.id}`.execute(db)
  }

  await db.schema
    .alterTable('specialists')
    .addColumn('licence_number', 'varchar(60)', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('specialists')
    .addColumn('licence_body', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute()
  await db.schema.alterTable('specialists').addColumn('procedures_per_year', 'integer').execute()
  for (const column of ['education', 'fellowships'] as const) {
    await db.schema
      .alterTable('specialists_translations')
      .addColumn(column, 'text', (col) => col.notNull().defaultTo(''))
      .execute()
  }

  for (const table of ['clinics', 'specialists'] as const) {
    const translations = `${table}_translations`
    await db.schema.alterTable(translations).addColumn('slug', 'varchar(120)').execute()
    await sql`update ${sql.table(translations)} set slug = (select o.slug from ${sql.table(table)} o where o.id = ${sql.ref(`${translations}.owner_id`)})`.execute(
      db,
    )
    await db.schema.createIndex(`${translations}_slug_idx`).on(translations).columns(['locale', 'slug']).unique().execute()
  }

  await db.schema
    .createTable('clinic_treatment_prices')
    .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id').onDelete('cascade'))
    .addColumn('service_id', 'integer', (col) => col.notNull().references('services.id').onDelete('cascade'))
    .addColumn('price_from', bigint, (col) => col.notNull())
    .addColumn('price_to', bigint, (col) => col.notNull())
    .addPrimaryKeyConstraint('clinic_treatment_prices_pk', ['clinic_id', 'service_id'])
    .execute()
  await db.schema.createIndex('clinic_treatment_prices_service_idx').on('clinic_treatment_prices').columns(['service_id']).execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('clinic_treatment_prices').ifExists().execute()
  for (const table of ['clinics_translations', 'specialists_translations']) {
    await db.schema.dropIndex(`${table}_slug_idx`).ifExists().execute()
    await db.schema.alterTable(table).dropColumn('slug').execute()
  }
  for (const column of ['education', 'fellowships']) await db.schema.alterTable('specialists_translations').dropColumn(column).execute()
  for (const column of ['licence_number', 'licence_body', 'procedures_per_year'])
    await db.schema.alterTable('specialists').dropColumn(column).execute()
  for (const column of ['getting_there', 'equipment', 'image_alt']) await db.schema.alterTable('clinics_translations').dropColumn(column).execute()
  for (const column of ['image_id', 'languages']) await db.schema.alterTable('clinics').dropColumn(column).execute()
}
