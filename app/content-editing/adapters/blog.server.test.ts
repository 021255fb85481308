import { beforeAll, expect, it } from 'vitest'
import { describeSeeded, firstId, insertPicture, readLive, seededRecord, writeAndRead } from '../../../tests/setup/content-editing'
import { getPost, listCategories, listPosts } from '~/blog/blog.server'
import type { ContentDocument } from '../fields'

/*
 * The blog adapters: a post (page slug, title, excerpt and body per language,
 * its category, author, date and picture; the reading time worked out per
 * language) and a category (name and description per language, a key from
 * its English name, a place at the end); what the blog pages then show.
 */

const words = (count: number, word: string) => Array.from({ length: count }, () => word).join(' ')
const today = () => new Date().toISOString().slice(0, 10)

describeSeeded('blog adapters', (db) => {
  let post: number
  let postSlug: string
  beforeAll(async () => {
    postSlug = 'first-week-after-lasik-recovery'
    post = (await seededRecord(db(), 'blog_post', postSlug)).refId
  }, 60_000)

  it('reads a post: category, author and date as stored, texts per language', async () => {
    const document = await readLive(db(), 'blog_post', post)
    const row = await db().selectFrom('blog_posts').selectAll().where('id', '=', post).executeTakeFirstOrThrow()
    expect(document).toMatchObject({
      slug: { en: postSlug, es: postSlug },
      category: row.category_id,
      author: row.author_id,
      publishedAt: row.published_at,
      image: null,
    })
  })

  it('writes a post; its page shows the texts, category, author and reading time of each language', async () => {
    const document = await readLive(db(), 'blog_post', post)
    const technology = (await seededRecord(db(), 'blog_category', 'technology-and-research')).refId
    const author = (await seededRecord(db(), 'team_member', 'lucia-fernandez')).refId
    const picture = await insertPicture(db())
    const edited: ContentDocument = {
      ...document,
      title: { en: 'Your first week after LASIK', es: 'Tu primera semana después del LASIK' },
      excerpt: { en: 'Day by day.', es: 'Día a día.' },
      body: { en: words(600, 'rest'), es: words(200, 'descanso') },
      category: technology,
      author,
      publishedAt: '2026-03-14',
      image: picture,
      imageAlt: { en: 'Sunglasses on a table', es: 'Gafas de sol en una mesa' },
    }
    const { read } = await writeAndRead(db(), 'blog_post', post, edited)
    expect(read).toEqual(edited)
    const minutes = await db()
      .selectFrom('blog_posts_translations')
      .select(['locale', 'reading_minutes'])
      .where('owner_id', '=', post)
      .orderBy('locale')
      .execute()
    expect(minutes).toEqual([
      { locale: 'en', reading_minutes: 3 },
      { locale: 'es', reading_minutes: 1 },
    ])
    const es = (await getPost(db(), 'es', postSlug))!
    expect(es).toMatchObject({
      title: 'Tu primera semana después del LASIK',
      excerpt: 'Día a día.',
      publishedAt: '2026-03-14',
      readingMinutes: 1,
      category: { slug: 'technology-and-research' },
      author: { slug: 'lucia-fernandez' },
      picture: { alt: 'Gafas de sol en una mesa' },
    })
    expect((await getPost(db(), 'en', postSlug))!).toMatchObject({ readingMinutes: 3, picture: { alt: 'Sunglasses on a table' } })
    const inCategory = await listPosts(db(), 'en', { category: 'technology-and-research' })
    expect(inCategory.posts.map((card) => card.slug)).toContain(postSlug)
    expect((await listPosts(db(), 'en', { category: 'refractive-surgery' })).posts.map((card) => card.slug)).not.toContain(postSlug)
    await writeAndRead(db(), 'blog_post', post, document)
  })

  it('a blank date is written as today’s (what a draft’s preview shows); publishing fills it the same way', async () => {
    const document = await readLive(db(), 'blog_post', post)
    const before = today()
    const { read } = await writeAndRead(db(), 'blog_post', post, { ...document, publishedAt: '' })
    expect([before, today()]).toContain(read.publishedAt)
    await writeAndRead(db(), 'blog_post', post, document)
  })

  it('a new post takes its English slug as key, free among the keys; the Spanish page has its own slug', async () => {
    const document: ContentDocument = {
      title: { en: 'Glasses or contacts?', es: '¿Gafas o lentillas?' },
      slug: { en: postSlug, es: 'gafas-o-lentillas' },
      excerpt: { en: 'A choice.', es: 'Una elección.' },
      body: { en: 'Both work.', es: 'Ambas sirven.' },
      category: await firstId(db(), 'blog_categories'),
      author: await firstId(db(), 'team_members'),
      publishedAt: '2026-05-01',
      imageAlt: { en: '', es: '' },
    }
    // The English page slug is taken by the seeded post: the adapter writes what it is given (the editor refuses it first).
    await expect(writeAndRead(db(), 'blog_post', null, document)).rejects.toThrow()
    const { id, read } = await writeAndRead(db(), 'blog_post', null, { ...document, slug: { en: 'glasses-or-contacts', es: 'gafas-o-lentillas' } })
    expect(read).toMatchObject({ slug: { en: 'glasses-or-contacts', es: 'gafas-o-lentillas' }, image: null })
    expect((await db().selectFrom('blog_posts').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug).toBe('glasses-or-contacts')
    expect((await getPost(db(), 'es', 'gafas-o-lentillas'))?.title).toBe('¿Gafas o lentillas?')
    expect(await getPost(db(), 'es', 'glasses-or-contacts')).toBeUndefined()
  })

  it('a category: name and description per language on the blog; renamed, it keeps the key the filter links use', async () => {
    const { refId } = await seededRecord(db(), 'blog_category', 'eye-health')
    const document = await readLive(db(), 'blog_category', refId)
    expect(Object.keys(document).sort()).toEqual(['description', 'name'])
    const edited = { name: { en: 'Healthy eyes', es: 'Ojos sanos' }, description: { en: 'Everyday care.', es: 'Cuidado diario.' } }
    expect((await writeAndRead(db(), 'blog_category', refId, edited)).read).toEqual(edited)
    expect((await listCategories(db(), 'es')).find((category) => category.slug === 'eye-health')).toEqual({
      slug: 'eye-health',
      name: 'Ojos sanos',
      description: 'Cuidado diario.',
    })
    const card = (await listPosts(db(), 'es', { category: 'eye-health' })).posts[0]
    expect(card?.category).toEqual({ slug: 'eye-health', name: 'Ojos sanos' })
  })

  it('a new category comes last, its key from the English name', async () => {
    const { id } = await writeAndRead(db(), 'blog_category', null, {
      name: { en: 'Eye health', es: 'Salud visual' },
      description: { en: 'Again.', es: 'Otra vez.' },
    })
    expect((await db().selectFrom('blog_categories').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug).toBe('eye-health-2')
    expect((await listCategories(db(), 'en')).at(-1)).toEqual({ slug: 'eye-health-2', name: 'Eye health', description: 'Again.' })
  })
})
