import { sql } from 'kysely'
import { dialectOf, type AnyKysely } from '../dialect.server'

/*
 * Search ranks documents whose title has every term first (full-text.server.ts).
 * SQLite's FTS5 table can already match the title column alone. PostgreSQL
 * gets the titles' vectors in a narrow table of their own with its own GIN
 * index: that first step, usually the only one, then reads a few pages
 * instead of the wide rows that carry the bodies' vectors.
 */

export async function up(db: AnyKysely) {
  if (dialectOf(db) !== 'postgres') return
  await sql`
    create table search_titles (
      kind varchar(20) not null,
      ref_id integer not null,
      locale varchar(5) not null,
      title_document tsvector not null,
      primary key (kind, ref_id, locale)
    )`.execute(db)
  await sql`
    insert into search_titles (kind, ref_id, locale, title_document)
    select kind, ref_id, locale, to_tsvector('simple', public.unaccent(title)) from search_documents`.execute(db)
  await sql`create index search_titles_document_idx on search_titles using gin (title_document)`.execute(db)
}

export async function down(db: AnyKysely) {
  if (dialectOf(db) !== 'postgres') return
  await sql`drop table search_titles`.execute(db)
}
