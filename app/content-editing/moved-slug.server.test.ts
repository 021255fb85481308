import { signedInStaffContext } from '../../tests/setup/action-context'
import type { Kysely } from 'kysely'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { accepted, describeSeeded, openRecord, seededRecord } from '../../tests/setup/content-editing'
import { statusOf } from '../../tests/setup/console-routes'
import type { ActionContext } from '~/accounts/action-context.server'
import { getDestination } from '~/catalogue/destinations.server'
import type { Database } from '~/db/schema'
import { publishContent } from './publish-content.server'
import { unpublishContent } from './unpublish-content.server'
import type { ContentDocument } from './fields'
import { movedPagePath, movedSlug, requirePage, type PageKind } from './moved-slug.server'

/*
 * Where a page that is not under a slug went (moved-slug.server.ts): the
 * other language's slug leads to this language's, a slug a record had before
 * leads to the one it has now (slug_redirects, kept by publishing), a slug
 * taken again stops leading away, and nothing leads to a page off the site.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

describeSeeded('moved slugs', (db) => {
  let editor: ActionContext
  beforeAll(async () => {
    current.db = db()
    editor = await signedInStaffContext(db(), 'coordinator')
  }, 60_000)
  beforeEach(() => {
    current.db = db()
  })

  /** Publishes a seeded record with other page slugs. */
  async function rename(kind: PageKind, seedKey: string, slug: { en: string; es: string }) {
    const { id } = await seededRecord(db(), kind, seedKey)
    const record = await openRecord(db(), kind, id)
    const document: ContentDocument = { ...record.document, slug }
    accepted(await publishContent(editor, { kind, recordId: id, version: record.version, document }))
    return id
  }
  const redirects = (kind: string) =>
    db().selectFrom('slug_redirects').select(['locale', 'slug']).where('kind', '=', kind).orderBy('locale').orderBy('slug').execute()

  it('another language’s slug leads to this language’s; the current one leads nowhere', async () => {
    await rename('service', 'lasik', { en: 'lasik', es: 'cirugia-lasik' })
    expect(await movedSlug(db(), 'service', 'en', 'cirugia-lasik')).toBe('lasik')
    expect(await movedSlug(db(), 'service', 'es', 'lasik')).toBe('cirugia-lasik')
    expect(await movedSlug(db(), 'service', 'es', 'cirugia-lasik')).toBeUndefined()
    expect(await movedSlug(db(), 'service', 'en', 'no-such-treatment')).toBeUndefined()
    expect(await movedPagePath(db(), 'service', 'es', 'lasik')).toBe('/es/medical-services/cirugia-lasik')
    expect(await movedPagePath(db(), 'service', 'en', 'cirugia-lasik')).toBe('/medical-services/lasik')
  })

  it('every slug a record had leads to the one it has now, per language', async () => {
    await rename('destination', 'guadalajara', { en: 'guadalajara-jalisco', es: 'guadalajara-jal' })
    await rename('destination', 'guadalajara', { en: 'gdl', es: 'gdl-jal' })
    expect(await redirects('destination')).toEqual([
      { locale: 'en', slug: 'guadalajara' },
      { locale: 'en', slug: 'guadalajara-jalisco' },
      { locale: 'es', slug: 'guadalajara' },
      { locale: 'es', slug: 'guadalajara-jal' },
    ])
    for (const old of ['guadalajara', 'guadalajara-jalisco', 'guadalajara-jal']) {
      expect(await movedPagePath(db(), 'destination', 'en', old), old).toBe('/destinations/gdl')
      expect(await movedPagePath(db(), 'destination', 'es', old), old).toBe('/es/destinations/gdl-jal')
    }
  })

  it('a slug taken again stops leading away: on that language’s site it is the new owner’s page', async () => {
    await rename('destination', 'cancun', { en: 'guadalajara', es: 'cancun' })
    expect(await redirects('destination')).not.toContainEqual({ locale: 'en', slug: 'guadalajara' })
    expect(await movedSlug(db(), 'destination', 'en', 'guadalajara')).toBeUndefined()
    expect((await getDestination(db(), 'en', 'guadalajara'))?.key).toBe('cancun')
    // On the Spanish site the language switch wins: the path is Cancún's English one, so it leads to Cancún.
    expect(await movedPagePath(db(), 'destination', 'es', 'guadalajara')).toBe('/es/destinations/cancun')
    // Guadalajara's other old slugs still lead to it.
    expect(await movedPagePath(db(), 'destination', 'es', 'guadalajara-jal')).toBe('/es/destinations/gdl-jal')
  })

  it('a record taking back its old slug drops that redirect and keeps one from the slug it leaves', async () => {
    await rename('service', 'icl', { en: 'icl-lens', es: 'lente-icl' })
    await rename('service', 'icl', { en: 'icl', es: 'icl' })
    const rows = await redirects('service')
    expect(rows).toContainEqual({ locale: 'en', slug: 'icl-lens' })
    expect(rows).not.toContainEqual({ locale: 'en', slug: 'icl' })
    expect(await movedPagePath(db(), 'service', 'es', 'lente-icl')).toBe('/es/medical-services/icl')
  })

  it('a blog post’s old slug leads to its page, and only for blog posts', async () => {
    await rename('blog_post', 'contact-lens-hygiene', { en: 'contact-lens-care', es: 'higiene-lentes-de-contacto' })
    expect(await movedPagePath(db(), 'blog_post', 'es', 'contact-lens-hygiene')).toBe('/es/blog/higiene-lentes-de-contacto')
    expect(await movedPagePath(db(), 'blog_post', 'en', 'higiene-lentes-de-contacto')).toBe('/blog/contact-lens-care')
    expect(await movedSlug(db(), 'service', 'en', 'contact-lens-hygiene')).toBeUndefined()
    expect(await movedSlug(db(), 'destination', 'es', 'contact-lens-care')).toBeUndefined()
  })

  it('nothing leads to a page taken off the site', async () => {
    const id = await rename('service', 'smile', { en: 'smile-surgery', es: 'cirugia-smile' })
    expect(await movedSlug(db(), 'service', 'en', 'smile')).toBe('smile-surgery')
    accepted(await unpublishContent(editor, { kind: 'service', recordId: id, version: (await openRecord(db(), 'service', id)).version }))
    for (const slug of ['smile', 'cirugia-smile', 'smile-surgery']) expect(await movedSlug(db(), 'service', 'en', slug), slug).toBeUndefined()
  })

  it('a detail page: its record when found, else a 301 to where it went, else the ordinary 404', async () => {
    const url = new URL('http://localhost/es/medical-services/lasik')
    const found = { key: 'lasik' }
    expect(await requirePage(found, 'service', 'es', 'lasik', url)).toBe(found)
    const moved = await requirePage(undefined, 'service', 'es', 'lasik', url).catch((thrown: unknown) => thrown)
    expect(moved).toBeInstanceOf(Response)
    expect([(moved as Response).status, (moved as Response).headers.get('Location')]).toEqual([301, '/es/medical-services/cirugia-lasik'])
    expect(await statusOf(() => requirePage(undefined, 'service', 'es', 'never-was', url))).toBe(404)
  })
})
