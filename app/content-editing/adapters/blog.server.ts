import { readingMinutes } from '~/content/markdown.server'
import { localizePath } from '~/i18n/locales'
import type { ContentAdapter } from './adapter'
import { imageAlt, imageId, number, text, texts } from './document-values'
import { freeKey, localized, nextPosition, readTranslations, upsertTranslations, writeRow } from './translations.server'
import { slugify } from '../fields'

/* Blog articles (a page per language, a category, an author, a date) and their categories. */

export const blogPostAdapter: ContentAdapter = {
  table: 'blog_posts',
  searchKinds: ['blog'],

  async read(db, refId) {
    const row = await db.selectFrom('blog_posts').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'blog_posts', refId)
    return {
      title: localized(t, (r) => r.title, ''),
      slug: localized(t, (r) => r.slug, ''),
      excerpt: localized(t, (r) => r.excerpt, ''),
      body: localized(t, (r) => r.body, ''),
      category: row.category_id,
      author: row.author_id,
      publishedAt: row.published_at,
      image: row.image_id,
      imageAlt: localized(t, (r) => r.image_alt ?? '', ''),
    }
  },

  async write(db, refId, document) {
    const slug = texts(document, 'slug')
    const values = {
      category_id: number(document, 'category'),
      author_id: number(document, 'author'),
      // Publishing fills a blank date (kinds.ts publishDateField); a preview of a draft shows today's.
      published_at: text(document, 'publishedAt') || new Date().toISOString().slice(0, 10),
      image_id: imageId(document),
    }
    const id = await writeRow(db, 'blog_posts', refId, values, async () => ({ slug: await freeKey(db, 'blog_posts', slug.en) }))
    await upsertTranslations(db, 'blog_posts', id, (locale) => ({
      slug: slug[locale],
      title: texts(document, 'title')[locale],
      excerpt: texts(document, 'excerpt')[locale],
      body: texts(document, 'body')[locale],
      reading_minutes: readingMinutes(texts(document, 'body')[locale]),
      image_alt: imageAlt(document, locale),
    }))
    return id
  },

  publicPath: (document, locale) => localizePath(`/blog/${texts(document, 'slug')[locale]}`, locale),
}

export const blogCategoryAdapter: ContentAdapter = {
  table: 'blog_categories',
  searchKinds: [],
  listPath: '/blog',

  async read(db, refId) {
    const row = await db.selectFrom('blog_categories').select('id').where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'blog_categories', refId)
    return { name: localized(t, (r) => r.name, ''), description: localized(t, (r) => r.description, '') }
  },

  async write(db, refId, document) {
    const id = await writeRow(db, 'blog_categories', refId, {}, async () => ({
      slug: await freeKey(db, 'blog_categories', slugify(texts(document, 'name').en)),
      position: await nextPosition(db, 'blog_categories'),
    }))
    await upsertTranslations(db, 'blog_categories', id, (locale) => ({
      name: texts(document, 'name')[locale],
      description: texts(document, 'description')[locale],
    }))
    return id
  },
}
