import { beforeAll, expect, it } from 'vitest'
import { getAvailability } from '~/booking/availability.server'
import { nextFreeAssessment } from '~/booking/next-assessment.server'
import { movedPagePath } from '~/content-editing/moved-slug.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { getClinicProfile, listClinicsByDestination, parseAccreditations } from './clinic-profile.server'
import { getSpecialistProfile } from './specialist-profile.server'
import { sitemapPages } from '~/seo/sitemap.server'

/*
 * The public profiles of clinics and specialists (issue 31), as the pages
 * read them: in either language under that language's slug, the clinic's own
 * prices in its currency, what is unknown left empty, ratings from the kept
 * summaries, and the next free assessment hour from the booking rules.
 */

/** Friday 20 November 2026, noon UTC. */
const NOW = new Date('2026-11-20T12:00:00Z')
const CLINIC = 'clinica-vision-andina'
const SPECIALIST = 'valentina-rojas'

describeEachDatabase('clinic and specialist profiles', (db) => {
  const idOf = async (table: 'clinics' | 'specialists' | 'services', slug: string) =>
    (await db().selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id

  beforeAll(async () => {
    await syncCatalogue(db())
    const clinic = await idOf('clinics', CLINIC)
    const specialist = await idOf('specialists', SPECIALIST)
    // Each language its own slug, whatever the seed chose.
    for (const [table, id, slug] of [
      ['clinics_translations', clinic, CLINIC],
      ['specialists_translations', specialist, SPECIALIST],
    ] as const) {
      await db().updateTable(table).set({ slug }).where('owner_id', '=', id).where('locale', '=', 'en').execute()
      await db()
        .updateTable(table)
        .set({ slug: `${slug}-es` })
        .where('owner_id', '=', id)
        .where('locale', '=', 'es')
        .execute()
    }
    await db()
      .updateTable('clinics')
      .set({
        languages: JSON.stringify(['es', 'en']),
        accreditations: JSON.stringify([
          { issuer: 'ICONTEC', number: ' SA-123 ', validUntil: '2028-03-31', registerUrl: 'https://www.icontec.org/' },
          'ISO 9001',
          { issuer: 'Bad link', number: '', validUntil: 'soon', registerUrl: 'javascript:alert(1)' },
        ]),
      })
      .where('id', '=', clinic)
      .execute()
    await db()
      .updateTable('clinics_translations')
      .set({ equipment: ' Excimer laser \n\n Femtosecond laser \r\n', getting_there: 'Thirty minutes by car.\n\nWe book the transfer.' })
      .where('owner_id', '=', clinic)
      .where('locale', '=', 'en')
      .execute()
    await db()
      .updateTable('clinics_translations')
      .set({ equipment: '', getting_there: '' })
      .where('owner_id', '=', clinic)
      .where('locale', '=', 'es')
      .execute()
    await db().deleteFrom('clinic_treatment_prices').where('clinic_id', '=', clinic).execute()
    // LASIK (performed here) at COP 7,500,000–9,000,000; a check-up its specialists do not perform, priced all the same.
    await db()
      .insertInto('clinic_treatment_prices')
      .values([
        { clinic_id: clinic, service_id: await idOf('services', 'lasik'), price_from: 750_000_000, price_to: 900_000_000 },
        { clinic_id: clinic, service_id: await idOf('services', 'executive-health-checkup'), price_from: 120_000_000, price_to: 120_000_000 },
      ])
      .execute()
    await db()
      .updateTable('specialists')
      .set({ licence_number: ' RM 52.123 ', licence_body: 'Secretaría de Salud', procedures_per_year: 900 })
      .where('id', '=', specialist)
      .execute()
    await db()
      .updateTable('specialists_translations')
      .set({ education: 'MD, Universidad Nacional\n\nOphthalmology residency', fellowships: '' })
      .where('owner_id', '=', specialist)
      .where('locale', '=', 'en')
      .execute()
  }, 60_000)

  it('a clinic reads in each language under that language’s slug; the other’s answers 301 to it, an unknown one nothing', async () => {
    const en = await getClinicProfile(db(), 'en', CLINIC, NOW)
    const es = await getClinicProfile(db(), 'es', `${CLINIC}-es`, NOW)
    expect(en?.slug).toBe(CLINIC)
    expect(es?.slug).toBe(`${CLINIC}-es`)
    expect(en?.key).toBe(CLINIC)
    expect(es?.key).toBe(CLINIC)
    expect(en?.destination).toMatchObject({ key: 'bogota', currency: 'COP', countryCode: 'CO' })
    expect(en?.description).not.toBe(es?.description)
    expect(await getClinicProfile(db(), 'es', CLINIC, NOW)).toBeUndefined()
    expect(await movedPagePath(db(), 'clinic', 'es', CLINIC)).toBe(`/es/clinics/${CLINIC}-es`)
    expect(await movedPagePath(db(), 'clinic', 'en', `${CLINIC}-es`)).toBe(`/clinics/${CLINIC}`)
    expect(await getClinicProfile(db(), 'en', 'no-such-clinic', NOW)).toBeUndefined()
    expect(await movedPagePath(db(), 'clinic', 'en', 'no-such-clinic')).toBeUndefined()
  })

  it('its facts as a patient reads them: languages, accreditations as records (only http links), equipment and the way there one per line; empty in a language that has none', async () => {
    const en = (await getClinicProfile(db(), 'en', CLINIC, NOW))!
    expect(en.languages).toEqual(['es', 'en'])
    expect(en.accreditations).toEqual([
      { issuer: 'ICONTEC', number: 'SA-123', validUntil: '2028-03-31', registerUrl: 'https://www.icontec.org/' },
      { issuer: 'ISO 9001', number: '', validUntil: null, registerUrl: null },
      { issuer: 'Bad link', number: '', validUntil: null, registerUrl: null },
    ])
    expect(en.equipment).toEqual(['Excimer laser', 'Femtosecond laser'])
    expect(en.gettingThere).toEqual(['Thirty minutes by car.', 'We book the transfer.'])
    const es = (await getClinicProfile(db(), 'es', `${CLINIC}-es`, NOW))!
    expect(es.equipment).toEqual([])
    expect(es.gettingThere).toEqual([])
    expect(parseAccreditations('[]')).toEqual([])
    expect(parseAccreditations('{"issuer":"x"}')).toEqual([])
  })

  it('treatments: those its specialists perform (bookable) and those it prices, in catalogue order, each price in whole units of its currency', async () => {
    const { treatments } = (await getClinicProfile(db(), 'en', CLINIC, NOW))!
    const lasik = treatments.find((treatment) => treatment.key === 'lasik')
    expect(lasik).toMatchObject({ slug: 'lasik', bookable: true, price: { from: 7_500_000, to: 9_000_000 } })
    expect(treatments.find((treatment) => treatment.key === 'executive-health-checkup')).toMatchObject({
      bookable: false,
      price: { from: 1_200_000, to: 1_200_000 },
    })
    const performed = await db()
      .selectFrom('service_specialists as ss')
      .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
      .innerJoin('services as s', 's.id', 'ss.service_id')
      .select('s.slug')
      .distinct()
      .where('sp.clinic_id', '=', await idOf('clinics', CLINIC))
      .execute()
    expect(treatments.filter((treatment) => treatment.bookable).map((treatment) => treatment.key)).toEqual(
      expect.arrayContaining(performed.map((row) => row.slug)),
    )
    expect(
      treatments.filter((treatment) => treatment.key !== 'lasik' && treatment.key !== 'executive-health-checkup').every((t) => t.price === null),
    ).toBe(true)
    const positions = await db().selectFrom('services').select(['slug', 'position']).execute()
    const position = new Map(positions.map((row) => [row.slug, row.position]))
    const order = treatments.map((treatment) => position.get(treatment.key)!)
    expect(order).toEqual([...order].sort((a, b) => a - b))
    // A treatment taken off the site is not offered.
    await db().updateTable('services').set({ published: 0 }).where('slug', '=', 'lasik').execute()
    expect((await getClinicProfile(db(), 'en', CLINIC, NOW))!.treatments.some((treatment) => treatment.key === 'lasik')).toBe(false)
    await db().updateTable('services').set({ published: 1 }).where('slug', '=', 'lasik').execute()
  })

  it('its published specialists link to their profiles in the page’s language; an unpublished one is left out', async () => {
    const es = (await getClinicProfile(db(), 'es', `${CLINIC}-es`, NOW))!
    expect(es.specialists.map((specialist) => specialist.slug)).toContain(`${SPECIALIST}-es`)
    const other = es.specialists.find((specialist) => specialist.slug !== `${SPECIALIST}-es`)!
    await db().updateTable('specialists').set({ published: 0 }).where('name', '=', other.name).execute()
    expect((await getClinicProfile(db(), 'es', `${CLINIC}-es`, NOW))!.specialists.map((specialist) => specialist.name)).not.toContain(other.name)
    await db().updateTable('specialists').set({ published: 1 }).where('name', '=', other.name).execute()
  })

  it('the rating: no reviews without a summary; the count and distribution always, the average only from three reviews', async () => {
    const clinic = await idOf('clinics', CLINIC)
    expect((await getClinicProfile(db(), 'en', CLINIC, NOW))!.rating).toEqual({ count: 0, distribution: [0, 0, 0, 0, 0], average: null })
    await db()
      .insertInto('rating_summaries')
      .values({
        target_kind: 'clinic',
        target_id: clinic,
        review_count: 2,
        star_total: 9,
        stars_1: 0,
        stars_2: 0,
        stars_3: 0,
        stars_4: 1,
        stars_5: 1,
      })
      .execute()
    expect((await getClinicProfile(db(), 'en', CLINIC, NOW))!.rating).toEqual({ count: 2, distribution: [0, 0, 0, 1, 1], average: null })
    await db()
      .updateTable('rating_summaries')
      .set({ review_count: 3, star_total: 14, stars_5: 2 })
      .where('target_kind', '=', 'clinic')
      .where('target_id', '=', clinic)
      .execute()
    expect((await getClinicProfile(db(), 'en', CLINIC, NOW))!.rating).toEqual({ count: 3, distribution: [0, 0, 0, 1, 2], average: 4.6 })
    await db().deleteFrom('rating_summaries').where('target_kind', '=', 'clinic').where('target_id', '=', clinic).execute()
  })

  it('the next free assessment hour is the earliest any of its treatments offers, as booking offers it; none when the clinic has no hours', async () => {
    const { nextAssessment, treatments } = (await getClinicProfile(db(), 'en', CLINIC, NOW))!
    const firsts = await Promise.all(
      treatments
        .filter((treatment) => treatment.bookable)
        .map(async (treatment) => {
          const availability = await getAvailability(db(), {
            serviceSlug: treatment.key,
            clinicSlug: CLINIC,
            from: '2026-11-20',
            to: '2026-12-24',
            locale: 'en',
            now: NOW,
          })
          const day = availability!.days.find((candidate) => candidate.slots.length > 0)
          return day ? { date: day.date, ...day.slots[0]! } : undefined
        }),
    )
    const earliest = firsts.filter((first) => first !== undefined).sort((a, b) => a.startsAt.localeCompare(b.startsAt))[0]!
    expect(nextAssessment).toMatchObject({
      startsAt: earliest.startsAt,
      date: earliest.date,
      localTime: earliest.localTime,
      timeZone: 'America/Bogota',
    })
    expect(treatments.find((treatment) => treatment.key === nextAssessment!.serviceKey)?.bookable).toBe(true)

    const clinic = await idOf('clinics', CLINIC)
    const hours = await db().selectFrom('clinic_opening_hours').selectAll().where('clinic_id', '=', clinic).execute()
    await db().deleteFrom('clinic_opening_hours').where('clinic_id', '=', clinic).execute()
    expect(await nextFreeAssessment(db(), clinic, NOW)).toBeNull()
    await db().insertInto('clinic_opening_hours').values(hours).execute()
  })

  it('the sitemap lists both pages in both languages, and neither once the clinic is taken off the site', async () => {
    const paths = async () => (await sitemapPages(db())).map((page) => page.paths)
    expect(await paths()).toEqual(
      expect.arrayContaining([
        { en: `/clinics/${CLINIC}`, es: `/es/clinics/${CLINIC}-es` },
        { en: `/specialists/${SPECIALIST}`, es: `/es/specialists/${SPECIALIST}-es` },
      ]),
    )
    await db().updateTable('clinics').set({ published: 0 }).where('slug', '=', CLINIC).execute()
    const hidden = JSON.stringify(await paths())
    expect(hidden).not.toContain(`/clinics/${CLINIC}`)
    expect(hidden).not.toContain(`/specialists/${SPECIALIST}`)
    await db().updateTable('clinics').set({ published: 1 }).where('slug', '=', CLINIC).execute()
  })

  it('the index lists every published clinic under its destination, in the page’s language, with its rating and number of specialists', async () => {
    const published = await db().selectFrom('clinics').select('id').where('published', '=', 1).execute()
    const es = await listClinicsByDestination(db(), 'es')
    expect(es.flatMap((destination) => destination.clinics)).toHaveLength(published.length)
    const bogota = es.find((destination) => destination.slug === 'bogota')!
    const clinic = bogota.clinics.find((item) => item.slug === `${CLINIC}-es`)!
    expect(clinic.rating.count).toBe(0)
    const specialists = await db()
      .selectFrom('specialists')
      .select('id')
      .where('clinic_id', '=', await idOf('clinics', CLINIC))
      .where('published', '=', 1)
      .execute()
    expect(clinic.specialists).toBe(specialists.length)
    await db().updateTable('clinics').set({ published: 0 }).where('slug', '=', CLINIC).execute()
    expect(JSON.stringify(await listClinicsByDestination(db(), 'en'))).not.toContain(`"${CLINIC}"`)
    await db().updateTable('clinics').set({ published: 1 }).where('slug', '=', CLINIC).execute()
  })

  it('a clinic taken off the site has no page, nor do its specialists', async () => {
    await db().updateTable('clinics').set({ published: 0 }).where('slug', '=', CLINIC).execute()
    expect(await getClinicProfile(db(), 'en', CLINIC, NOW)).toBeUndefined()
    expect(await getSpecialistProfile(db(), 'en', SPECIALIST)).toBeUndefined()
    await db().updateTable('clinics').set({ published: 1 }).where('slug', '=', CLINIC).execute()
  })

  it('a specialist reads in each language: credentials trimmed, one line each, unknown ones empty; their clinic and treatments in the page’s language', async () => {
    const en = (await getSpecialistProfile(db(), 'en', SPECIALIST))!
    expect(en).toMatchObject({
      slug: SPECIALIST,
      key: SPECIALIST,
      licenceNumber: 'RM 52.123',
      licenceBody: 'Secretaría de Salud',
      proceduresPerYear: 900,
      education: ['MD, Universidad Nacional', 'Ophthalmology residency'],
      fellowships: [],
      clinic: { slug: CLINIC, key: CLINIC, destinationSlug: 'bogota' },
    })
    expect(en.languages.length).toBeGreaterThan(0)
    expect(en.bio.length).toBeGreaterThan(0)
    expect(en.rating.count).toBe(0)
    const es = (await getSpecialistProfile(db(), 'es', `${SPECIALIST}-es`))!
    expect(es.clinic.slug).toBe(`${CLINIC}-es`)
    expect(es.title).not.toBe(en.title)
    expect(es.treatments.map((treatment) => treatment.key)).toEqual(en.treatments.map((treatment) => treatment.key))
    expect(en.treatments.map((treatment) => treatment.key)).toContain('lasik')
    expect(await getSpecialistProfile(db(), 'es', SPECIALIST)).toBeUndefined()
    expect(await movedPagePath(db(), 'specialist', 'es', SPECIALIST)).toBe(`/es/specialists/${SPECIALIST}-es`)

    await db().updateTable('specialists').set({ published: 0 }).where('slug', '=', SPECIALIST).execute()
    expect(await getSpecialistProfile(db(), 'en', SPECIALIST)).toBeUndefined()
    await db().updateTable('specialists').set({ published: 1 }).where('slug', '=', SPECIALIST).execute()
  })
})
