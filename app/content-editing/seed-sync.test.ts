import { expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { getDestination, listDestinations } from '~/catalogue/destinations.server'
import { getService, listServices } from '~/catalogue/services.server'
import { syncCatalogue } from './seed-sync.server'

describeEachDatabase('catalogue seed', (db) => {
  it('loads the content once; a second start changes nothing', async () => {
    expect(await syncCatalogue(db())).toBe(true)
    expect(await syncCatalogue(db())).toBe(false)
  }, 60_000)

  it('has the promised amount of content in both languages', async () => {
    const count = async (table: 'services' | 'destinations' | 'blog_posts' | 'faqs' | 'team_members' | 'blog_categories') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(await count('services')).toBeGreaterThanOrEqual(12)
    expect(await count('destinations')).toBeGreaterThanOrEqual(8)
    expect(await count('blog_posts')).toBeGreaterThanOrEqual(16)
    expect(await count('blog_categories')).toBeGreaterThanOrEqual(4)
    expect(await count('faqs')).toBeGreaterThanOrEqual(20)
    expect(await count('team_members')).toBeGreaterThanOrEqual(6)
    for (const locale of ['en', 'es'] as const) {
      expect((await listServices(db(), locale)).length).toBe(await count('services'))
      expect((await listDestinations(db(), locale)).length).toBe(await count('destinations'))
    }
  })

  it('reads a service with its specialists and destinations, and a destination with its facts', async () => {
    const lasik = await getService(db(), 'es', 'lasik')
    expect(lasik?.name).toMatch(/LASIK/)
    expect(lasik?.specialists.length).toBeGreaterThan(0)
    expect(lasik?.destinations.length).toBeGreaterThan(0)
    expect(lasik?.aboutHtml).toContain('<p>')
    const bogota = await getDestination(db(), 'en', 'bogota')
    expect(bogota).toMatchObject({ timeZone: 'America/Bogota', currency: 'COP', countryCode: 'CO' })
    expect(bogota?.population).toBeGreaterThan(1_000_000)
    expect(await getService(db(), 'en', 'no-such-service')).toBeUndefined()
  })

  it('searches in the active language, ignoring accents and case', async () => {
    const spanish = await listServices(db(), 'es', 'cirugia')
    expect(spanish.length).toBeGreaterThan(0)
    expect((await listServices(db(), 'en', 'lasi'))[0]?.slug).toBe('lasik')
    expect((await listDestinations(db(), 'es', 'bogota'))[0]?.slug).toBe('bogota')
    expect(await listServices(db(), 'en', 'zzzzqqq')).toEqual([])
  })

  it('understands a patient: a treatment and a place, in either order, either language, without accents', async () => {
    const slugs = (cards: { slug: string }[]) => cards.map((card) => card.slug)
    for (const locale of ['en', 'es'] as const) {
      const found = await listServices(db(), locale, 'lasik bogota')
      expect(found[0]?.slug, locale).toBe('lasik')
      // Only what Bogotá offers: no cataract surgery (Madrid, Cartagena, Guadalajara).
      expect(slugs(found)).not.toContain('cataract-surgery-premium-lenses')
      expect((await listDestinations(db(), locale, 'bogota lasik'))[0]?.slug, locale).toBe('bogota')
      // Either language's name works on either site.
      expect(slugs(await listServices(db(), locale, 'catarata madrid')), locale).toContain('cataract-surgery-premium-lenses')
      expect(slugs(await listServices(db(), locale, 'cataract cartagena')), locale).toContain('cataract-surgery-premium-lenses')
      expect((await listDestinations(db(), locale, 'ciudad de mexico'))[0]?.slug, locale).toBe('mexico-city')
      expect((await listDestinations(db(), locale, 'mexico city'))[0]?.slug, locale).toBe('mexico-city')
    }
    // A destination search by treatment lists the places that offer it.
    expect(slugs(await listDestinations(db(), 'es', 'lasik')).sort()).toEqual(['barcelona', 'bogota', 'mexico-city'])
    // A clinic's name finds what is done there.
    expect(slugs(await listServices(db(), 'en', 'vision andina lasik'))).toContain('lasik')
    expect(await listServices(db(), 'en', 'lasik madrid')).toEqual([])
  })

  it('a content update keeps ids and view counts', async () => {
    const before = await db().selectFrom('blog_posts').select(['id', 'slug']).orderBy('id').execute()
    await db().updateTable('blog_posts').set({ view_count: 42 }).where('id', '=', before[0]!.id).execute()
    await db().deleteFrom('settings').where('key', '=', 'catalogue.seed_hash').execute()
    expect(await syncCatalogue(db())).toBe(true)
    const after = await db().selectFrom('blog_posts').select(['id', 'slug', 'view_count']).orderBy('id').execute()
    expect(after.map(({ id, slug }) => ({ id, slug }))).toEqual(before)
    expect(after[0]!.view_count).toBe(42)
  }, 60_000)
})
