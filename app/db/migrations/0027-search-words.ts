import { idColumn, type AnyKysely } from '../dialect.server'

/*
 * Search synonyms (issue 31): groups of words patients use for the same thing
 * ("miopía", "myopia", "nearsighted"), edited in the console as content.
 * Like other content, a row per group (its key, place, whether the site uses
 * it, and the treatment names it also finds, as a JSON list) and a row per
 * language (a name for the console's lists, the words as a JSON list).
 * Search reads them at query time (app/search/query-clauses.ts); the index
 * itself is rebuilt with word forms by the seed sync at start-up.
 */
export async function up(db: AnyKysely) {
  await db.schema
    .createTable('search_synonyms')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('slug', 'varchar(120)', (col) => col.notNull().unique())
    .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('finds', 'text', (col) => col.notNull().defaultTo('[]'))
    .execute()
  await db.schema
    .createTable('search_synonyms_translations')
    .addColumn('owner_id', 'integer', (col) => col.notNull().references('search_synonyms.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(5)', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('words', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('search_synonyms_translations_pk', ['owner_id', 'locale'])
    .execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('search_synonyms_translations').execute()
  await db.schema.dropTable('search_synonyms').execute()
}
