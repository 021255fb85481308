import { sql, type CreateTableBuilder } from 'kysely'
import { dialectOf, idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * The catalogue: every entity has a language-neutral row (slug, numbers,
 * references) and one translation row per locale with the texts a person
 * reads. Lists inside a translation (requirements, steps, values) are JSON text.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- schema-building across tables
type Table = CreateTableBuilder<string, any>

async function entity(db: AnyKysely, name: string, columns: (table: Table) => Table) {
  await columns(db.schema.createTable(name).addColumn('id', 'integer', idColumn(db))).execute()
}

async function translations(db: AnyKysely, owner: string, columns: (table: Table) => Table) {
  const table = `${owner}_translations`
  await columns(
    db.schema
      .createTable(table)
      .addColumn('owner_id', 'integer', (col) => col.notNull().references(`${owner}.id`).onDelete('cascade'))
      .addColumn('locale', 'varchar(5)', (col) => col.notNull()),
  )
    .addPrimaryKeyConstraint(`${table}_pk`, ['owner_id', 'locale'])
    .execute()
}

const slug = (table: Table) => table.addColumn('slug', 'varchar(120)', (col) => col.notNull().unique())

export async function up(db: AnyKysely) {
  await entity(db, 'destinations', (t) =>
    slug(t)
      .addColumn('country_code', 'varchar(2)', (col) => col.notNull())
      .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
      .addColumn('currency', 'varchar(3)', (col) => col.notNull())
      .addColumn('population', 'bigint', (col) => col.notNull())
      .addColumn('population_year', 'integer', (col) => col.notNull())
      .addColumn('latitude', 'real', (col) => col.notNull())
      .addColumn('longitude', 'real', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull()),
  )
  await translations(db, 'destinations', (t) =>
    t
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('country', 'text', (col) => col.notNull())
      .addColumn('language', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('about', 'text', (col) => col.notNull())
      .addColumn('attractions', 'text', (col) => col.notNull()),
  )

  await entity(db, 'clinics', (t) =>
    slug(t)
      .addColumn('destination_id', 'integer', (col) => col.notNull().references('destinations.id'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('time_zone', 'varchar(64)', (col) => col.notNull())
      .addColumn('accreditations', 'text', (col) => col.notNull()),
  )
  await translations(db, 'clinics', (t) => t.addColumn('description', 'text', (col) => col.notNull()))

  await entity(db, 'specialists', (t) =>
    slug(t)
      .addColumn('clinic_id', 'integer', (col) => col.notNull().references('clinics.id'))
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('languages', 'text', (col) => col.notNull())
      .addColumn('years_of_experience', 'integer', (col) => col.notNull()),
  )
  await translations(db, 'specialists', (t) => t.addColumn('title', 'text', (col) => col.notNull()).addColumn('bio', 'text', (col) => col.notNull()))

  await entity(db, 'services', (t) =>
    slug(t)
      .addColumn('category', 'varchar(20)', (col) => col.notNull())
      .addColumn('icon', 'varchar(80)', (col) => col.notNull())
      .addColumn('price_from', 'integer', (col) => col.notNull())
      .addColumn('price_to', 'integer', (col) => col.notNull())
      .addColumn('currency', 'varchar(3)', (col) => col.notNull())
      .addColumn('duration_minutes', 'integer', (col) => col.notNull())
      .addColumn('recovery_days_min', 'integer', (col) => col.notNull())
      .addColumn('recovery_days_max', 'integer', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull()),
  )
  await translations(db, 'services', (t) =>
    t
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('summary', 'text', (col) => col.notNull())
      .addColumn('about', 'text', (col) => col.notNull())
      .addColumn('requirements', 'text', (col) => col.notNull())
      .addColumn('results', 'text', (col) => col.notNull())
      .addColumn('procedure', 'text', (col) => col.notNull()),
  )
  for (const [table, other] of [
    ['service_specialists', 'specialists'],
    ['service_destinations', 'destinations'],
  ] as const) {
    const column = `${other.replace(/s$/, '')}_id`
    await db.schema
      .createTable(table)
      .addColumn('service_id', 'integer', (col) => col.notNull().references('services.id').onDelete('cascade'))
      .addColumn(column, 'integer', (col) => col.notNull().references(`${other}.id`).onDelete('cascade'))
      .addColumn('position', 'integer', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['service_id', column])
      .execute()
  }

  await entity(db, 'team_members', (t) =>
    slug(t)
      .addColumn('name', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull()),
  )
  await translations(db, 'team_members', (t) => t.addColumn('role', 'text', (col) => col.notNull()).addColumn('bio', 'text', (col) => col.notNull()))

  await entity(db, 'blog_categories', (t) => slug(t).addColumn('position', 'integer', (col) => col.notNull()))
  await translations(db, 'blog_categories', (t) =>
    t.addColumn('name', 'text', (col) => col.notNull()).addColumn('description', 'text', (col) => col.notNull()),
  )
  await entity(db, 'blog_posts', (t) =>
    slug(t)
      .addColumn('category_id', 'integer', (col) => col.notNull().references('blog_categories.id'))
      .addColumn('author_id', 'integer', (col) => col.notNull().references('team_members.id'))
      .addColumn('published_at', 'varchar(10)', (col) => col.notNull())
      .addColumn('view_count', 'integer', (col) => col.notNull().defaultTo(0)),
  )
  await translations(db, 'blog_posts', (t) =>
    t
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('excerpt', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('reading_minutes', 'integer', (col) => col.notNull()),
  )
  await db.schema.createIndex('blog_posts_published_idx').on('blog_posts').column('published_at').execute()

  await entity(db, 'faq_topics', (t) => slug(t).addColumn('position', 'integer', (col) => col.notNull()))
  await translations(db, 'faq_topics', (t) => t.addColumn('name', 'text', (col) => col.notNull()))
  await entity(db, 'faqs', (t) =>
    slug(t)
      .addColumn('topic_id', 'integer', (col) => col.notNull().references('faq_topics.id'))
      .addColumn('position', 'integer', (col) => col.notNull()),
  )
  await translations(db, 'faqs', (t) => t.addColumn('question', 'text', (col) => col.notNull()).addColumn('answer', 'text', (col) => col.notNull()))

  // Company and legal pages: a body in markdown and, for the company page,
  // structured extras (vision, mission, values) as JSON.
  await entity(db, 'content_pages', (t) => slug(t).addColumn('updated_at', timestampType(db), (col) => col.notNull()))
  await translations(db, 'content_pages', (t) =>
    t
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('extras', 'text', (col) => col.notNull().defaultTo('{}')),
  )

  await createSearchIndex(db)
}

/**
 * Full-text search over every searchable text, one document per record and
 * locale. The engines differ: SQLite uses an FTS5 table that folds case and
 * accents; PostgreSQL a weighted tsvector over unaccented text with a GIN index.
 */
async function createSearchIndex(db: AnyKysely) {
  if (dialectOf(db) === 'postgres') {
    await sql`create extension if not exists unaccent schema public`.execute(db)
    await sql`
      create table search_documents (
        kind varchar(20) not null,
        ref_id integer not null,
        locale varchar(5) not null,
        title text not null,
        body text not null,
        document tsvector not null,
        primary key (kind, ref_id, locale)
      )`.execute(db)
    await sql`create index search_documents_document_idx on search_documents using gin (document)`.execute(db)
    return
  }
  await sql`
    create virtual table search_documents using fts5(
      title, body,
      kind unindexed, ref_id unindexed, locale unindexed,
      tokenize = 'unicode61 remove_diacritics 2',
      prefix = '2 3 4'
    )`.execute(db)
}

export async function down(db: AnyKysely) {
  for (const table of [
    'search_documents',
    'content_pages_translations',
    'content_pages',
    'faqs_translations',
    'faqs',
    'faq_topics_translations',
    'faq_topics',
    'blog_posts_translations',
    'blog_posts',
    'blog_categories_translations',
    'blog_categories',
    'team_members_translations',
    'team_members',
    'service_destinations',
    'service_specialists',
    'services_translations',
    'services',
    'specialists_translations',
    'specialists',
    'clinics_translations',
    'clinics',
    'destinations_translations',
    'destinations',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
