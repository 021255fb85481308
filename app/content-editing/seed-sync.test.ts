import { expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { getDestination, listDestinations } from '~/catalogue/destinations.server'
import { clinics } from '~/catalogue/seed/clinics'
import { services } from '~/catalogue/seed/services'
import { specialists } from '~/catalogue/seed/specialists'
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

  it('fills every clinic’s and specialist’s profile in both languages, marked as examples, with prices for what each clinic’s specialists perform', async () => {
    const clinicRows = await db().selectFrom('clinics').select(['id', 'slug', 'languages', 'accreditations', 'example']).execute()
    expect(clinicRows).toHaveLength(clinics.length)
    for (const clinic of clinicRows) {
      expect(clinic.example, clinic.slug).toBe(1)
      expect((JSON.parse(clinic.languages) as string[]).length, clinic.slug).toBeGreaterThan(0)
      for (const accreditation of JSON.parse(clinic.accreditations) as { issuer: string; validUntil: string; registerUrl: string | null }[]) {
        expect(accreditation.issuer).not.toBe('')
        expect(accreditation.validUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        if (accreditation.registerUrl !== null) expect(accreditation.registerUrl).toMatch(/^https:\/\//)
      }
      const texts = await db()
        .selectFrom('clinics_translations')
        .select(['locale', 'slug', 'getting_there', 'equipment'])
        .where('owner_id', '=', clinic.id)
        .execute()
      expect(texts.map((t) => t.locale).sort()).toEqual(['en', 'es'])
      for (const t of texts) {
        expect(t.slug, `${clinic.slug} ${t.locale}`).toBeTruthy()
        expect(t.getting_there, `${clinic.slug} ${t.locale}`).not.toBe('')
        expect(t.equipment.split('\n').length).toBe(texts[0]!.equipment.split('\n').length)
      }
      // A price for every treatment its specialists perform, as a range.
      const performed = services.filter((service) =>
        service.specialists.some((slug) => specialists.find((specialist) => specialist.slug === slug)?.clinic === clinic.slug),
      )
      const prices = await db()
        .selectFrom('clinic_treatment_prices as p')
        .innerJoin('services as s', 's.id', 'p.service_id')
        .select(['s.slug', 'p.price_from', 'p.price_to'])
        .where('p.clinic_id', '=', clinic.id)
        .execute()
      expect(prices.map((price) => price.slug).sort(), clinic.slug).toEqual(performed.map((service) => service.slug).sort())
      for (const price of prices) expect(Number(price.price_from)).toBeLessThanOrEqual(Number(price.price_to))
    }
    // The Spanish page of a clinic may have its own slug.
    const altavista = clinicRows.find((clinic) => clinic.slug === 'hospital-altavista')!
    const slugs = await db()
      .selectFrom('clinics_translations')
      .select(['locale', 'slug'])
      .where('owner_id', '=', altavista.id)
      .orderBy('locale')
      .execute()
    expect(slugs).toEqual([
      { locale: 'en', slug: 'hospital-altavista' },
      { locale: 'es', slug: 'hospital-altavista-guadalajara' },
    ])
    const people = await db().selectFrom('specialists as s').innerJoin('specialists_translations as t', 't.owner_id', 's.id').selectAll().execute()
    expect(people).toHaveLength(specialists.length * 2)
    for (const person of people) {
      expect(person.example).toBe(1)
      expect([person.licence_number, person.licence_body, person.slug, person.education]).not.toContain('')
    }
  })

  it('a clinic staff edited keeps their profile and prices when the seed runs again; the others follow the seed', async () => {
    const andina = (await db().selectFrom('clinics').select('id').where('slug', '=', 'clinica-vision-andina').executeTakeFirstOrThrow()).id
    const montesol = (await db().selectFrom('clinics').select('id').where('slug', '=', 'clinica-montesol').executeTakeFirstOrThrow()).id
    await db().updateTable('content_records').set({ edited: 1 }).where('kind', '=', 'clinic').where('ref_id', '=', andina).execute()
    for (const id of [andina, montesol]) {
      await db().updateTable('clinics').set({ example: 0, languages: '["es"]' }).where('id', '=', id).execute()
      await db().updateTable('clinics_translations').set({ getting_there: 'Edited.' }).where('owner_id', '=', id).execute()
      await db().updateTable('clinic_treatment_prices').set({ price_to: 123_456_700 }).where('clinic_id', '=', id).execute()
    }
    await db().deleteFrom('settings').where('key', '=', 'catalogue.seed_hash').execute()
    expect(await syncCatalogue(db())).toBe(true)
    const read = async (id: number) => ({
      clinic: await db().selectFrom('clinics').select(['example', 'languages']).where('id', '=', id).executeTakeFirstOrThrow(),
      gettingThere: (await db().selectFrom('clinics_translations').select('getting_there').where('owner_id', '=', id).execute()).map(
        (t) => t.getting_there,
      ),
      tops: (await db().selectFrom('clinic_treatment_prices').select('price_to').where('clinic_id', '=', id).execute()).map((p) =>
        Number(p.price_to),
      ),
    })
    const edited = await read(andina)
    expect(edited.clinic).toEqual({ example: 0, languages: '["es"]' })
    expect(edited.gettingThere).toEqual(['Edited.', 'Edited.'])
    expect(new Set(edited.tops)).toEqual(new Set([123_456_700]))
    const seeded = await read(montesol)
    expect(seeded.clinic).toEqual({ example: 1, languages: '["es","en"]' })
    expect(seeded.gettingThere.every((text) => text.includes('José María Córdova'))).toBe(true)
    expect(seeded.tops).not.toContain(123_456_700)
  }, 60_000)

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
