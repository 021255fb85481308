import { sql } from 'kysely'
import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * Content editing in the console (issue 13). The live tables keep holding
 * what the public site shows; beside them:
 * - content_records: one row per editable record, with its pending draft (a
 *   whole bilingual document as JSON), its state, a version number for
 *   optimistic locking, and `edited` (staff touched it, so the seed no longer
 *   writes it);
 * - content_revisions: every published version, kept for comparing and restoring;
 * - slug_redirects: old slugs of a record, answered with a 301 to the current one.
 * Existing rows are not changed: every live record starts published, under
 * the slug it has today (copied into each language's translation row).
 */

export const PUBLISHABLE_TABLES = [
  'destinations',
  'clinics',
  'specialists',
  'services',
  'team_members',
  'blog_categories',
  'blog_posts',
  'faq_topics',
  'faqs',
  'content_pages',
] as const

/** Tables whose records have a public page, so a slug per language. */
export const LOCALIZED_SLUG_TABLES = ['destinations', 'services', 'blog_posts'] as const

export async function up(db: AnyKysely) {
  for (const table of PUBLISHABLE_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
      .execute()
  }
  // A clinic's place on the map (issue 13 lists coordinates among what staff edit); unknown for existing clinics.
  await db.schema.alterTable('clinics').addColumn('latitude', 'real').execute()
  await db.schema.alterTable('clinics').addColumn('longitude', 'real').execute()
  for (const table of LOCALIZED_SLUG_TABLES) {
    const translations = `${table}_translations`
    await db.schema.alterTable(translations).addColumn('slug', 'varchar(120)').execute()
    await sql`update ${sql.table(translations)} set slug = (select o.slug from ${sql.table(table)} o where o.id = ${sql.ref(`${translations}.owner_id`)})`.execute(
      db,
    )
    await db.schema.createIndex(`${translations}_slug_idx`).on(translations).columns(['locale', 'slug']).unique().execute()
  }

  await db.schema
    .createTable('content_records')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    // The live row, once the record has been published.
    .addColumn('ref_id', 'integer')
    // The seed record it came from (its original slug), so the seed finds it after a rename.
    .addColumn('seed_key', 'varchar(200)')
    .addColumn('status', 'varchar(12)', (col) => col.notNull())
    .addColumn('draft', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('edited', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('scheduled_at', timestampType(db))
    .addColumn('title_en', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('title_es', 'text', (col) => col.notNull().defaultTo(''))
    // JSON { en?: ISO, es?: ISO }: when each language's texts last changed (the "out of date" mark).
    .addColumn('texts_changed_at', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('updated_at', timestampType(db), (col) => col.notNull())
    .addColumn('updated_by', 'integer', (col) => col.references('users.id'))
    .execute()
  await db.schema.createIndex('content_records_ref_idx').on('content_records').columns(['kind', 'ref_id']).unique().execute()
  await db.schema.createIndex('content_records_seed_idx').on('content_records').columns(['kind', 'seed_key']).unique().execute()
  await db.schema.createIndex('content_records_schedule_idx').on('content_records').columns(['status', 'scheduled_at']).execute()

  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('record_id', 'integer', (col) => col.notNull().references('content_records.id').onDelete('cascade'))
    .addColumn('document', 'text', (col) => col.notNull())
    .addColumn('published_at', timestampType(db), (col) => col.notNull())
    .addColumn('published_by', 'integer', (col) => col.references('users.id'))
    .execute()
  await db.schema.createIndex('content_revisions_record_idx').on('content_revisions').columns(['record_id', 'id']).execute()

  await db.schema
    .createTable('slug_redirects')
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('slug', 'varchar(120)', (col) => col.notNull())
    .addColumn('ref_id', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('slug_redirects_pk', ['kind', 'locale', 'slug'])
    .execute()
}

export async function down(db: AnyKysely) {
  for (const table of ['slug_redirects', 'content_revisions', 'content_records']) {
    await db.schema.dropTable(table).ifExists().execute()
  }
  for (const table of LOCALIZED_SLUG_TABLES) {
    await db.schema.dropIndex(`${table}_translations_slug_idx`).ifExists().execute()
    await db.schema.alterTable(`${table}_translations`).dropColumn('slug').execute()
  }
  for (const table of PUBLISHABLE_TABLES) {
    await db.schema.alterTable(table).dropColumn('published').execute()
  }
  for (const column of ['latitude', 'longitude']) await db.schema.alterTable('clinics').dropColumn(column).execute()
}
