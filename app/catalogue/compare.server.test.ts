import { beforeAll, describe, expect, it } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { compareSearch, parseCompareQuery } from './compare-query'
import { compareCandidates, patientCurrency, readComparison } from './compare.server'
import { insertTestUsers } from '../../tests/setup/test-users'

/*
 * The compare page's read (issue 31): a treatment, two or three of the
 * clinics offering it, side by side; slugs of either language; prices in the
 * clinic's currency and, approximately, in the patient's.
 */

const now = new Date('2026-11-20T12:00:00Z')
const query = (search: string) => parseCompareQuery(new URLSearchParams(search))

describe('the compare query', () => {
  it('reads clinics sent once per box or comma-separated, each once, in order; drops what is not a slug', () => {
    expect(query('treatment=LASIK&clinics=b,a&clinics=c&clinics=a&clinics=%3Cscript%3E&clinics=,,')).toEqual({
      treatment: 'lasik',
      clinics: ['b', 'a', 'c'],
      currency: null,
    })
    expect(query('treatment=../etc&clinics=' + 'x,'.repeat(50))).toEqual({ treatment: null, clinics: ['x'], currency: null })
  })

  it('keeps a known currency (any case) and drops any other', () => {
    expect(query('currency=eur').currency).toBe('EUR')
    expect(query('currency=XYZ').currency).toBeNull()
    expect(query('currency=\u0000').currency).toBeNull()
    // The clinics' own currencies only, kept in the URL (it overrides a signed-in patient's currency).
    expect(query('currency=none').currency).toBe('none')
    expect(compareSearch({ treatment: 'lasik', clinics: ['a', 'b'], currency: 'none' })).toBe('?treatment=lasik&clinics=a,b&currency=none')
  })

  it('writes one spelling: treatment, then the clinics comma-separated, then the currency', () => {
    expect(compareSearch({ treatment: 'lasik', clinics: ['a', 'b'], currency: 'EUR' })).toBe('?treatment=lasik&clinics=a,b&currency=EUR')
    expect(compareSearch({ clinics: [] })).toBe('')
    const round = query(compareSearch({ treatment: 'lasik', clinics: ['a', 'b'] }).slice(1))
    expect(round).toEqual({ treatment: 'lasik', clinics: ['a', 'b'], currency: null })
  })
})

describeEachDatabase('comparing clinics for a treatment', (db) => {
  const idOf = async (table: 'clinics' | 'specialists' | 'services', slug: string) =>
    (await db().selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
  let lasikClinics: string[]

  beforeAll(async () => {
    await syncCatalogue(db())
    lasikClinics = (await compareCandidates(db(), 'en', 'lasik')).map((clinic) => clinic.key)
  }, 60_000)

  it('asks for a treatment first, and says when the one asked for does not exist', async () => {
    const first = await readComparison(db(), { locale: 'en', query: query(''), currency: null, now })
    expect(first.step).toBe('treatment')
    if (first.step !== 'treatment') return
    expect(first.unknownTreatment).toBe(false)
    expect(first.treatments.map((treatment) => treatment.slug)).toContain('lasik')
    const unknown = await readComparison(db(), { locale: 'en', query: query('treatment=no-such-thing'), currency: null, now })
    expect(unknown).toMatchObject({ step: 'treatment', unknownTreatment: true })
  })

  it('with a clinic but no treatment, offers the treatments that clinic performs', async () => {
    const result = await readComparison(db(), { locale: 'en', query: query(`clinics=${lasikClinics[0]}`), currency: null, now })
    if (result.step !== 'treatment') throw new Error(result.step)
    expect(result.clinics).toEqual([lasikClinics[0]])
    expect(result.treatments.map((treatment) => treatment.slug)).toContain('lasik')
    expect(result.treatments.map((treatment) => treatment.slug)).not.toContain('dental-implants')
  })

  it('LASIK is offered by at least three clinics (what the compare journey picks)', () => {
    expect(lasikClinics.length).toBeGreaterThanOrEqual(3)
  })

  it('compares three clinics side by side: city, specialists with their years, the next free hour ahead, the assessment fee', async () => {
    const result = await readComparison(db(), {
      locale: 'en',
      query: query(`treatment=lasik&clinics=${lasikClinics.slice(0, 3).join(',')}`),
      currency: null,
      now,
    })
    if (result.step !== 'compare') throw new Error(result.step)
    expect(result.compared.map((clinic) => clinic.key)).toEqual(lasikClinics.slice(0, 3))
    for (const clinic of result.compared) {
      expect(clinic.city).not.toBe('')
      expect(clinic.specialists.length, clinic.key).toBeGreaterThan(0)
      for (const specialist of clinic.specialists) expect(specialist.yearsOfExperience).toBeGreaterThan(0)
      expect(clinic.nextHour, clinic.key).not.toBeNull()
      expect(new Date(clinic.nextHour!.startsAt).getTime()).toBeGreaterThan(now.getTime())
      expect(clinic.rating).toEqual({ count: 0, distribution: [0, 0, 0, 0, 0], average: null })
      expect(clinic.priceInPatientCurrency).toBeNull()
    }
    expect(result.treatment.assessment?.fee.from).toBeGreaterThan(0)
    expect(result.treatment.assessment?.inPatientCurrency).toBeNull()
  })

  it('takes the other language’s slugs and the clinics’ keys, and answers with the page language’s', async () => {
    const clinicId = await idOf('clinics', lasikClinics[0]!)
    await db()
      .updateTable('clinics_translations')
      .set({ slug: 'clinica-en-espanol' })
      .where('owner_id', '=', clinicId)
      .where('locale', '=', 'es')
      .execute()
    const es = await readComparison(db(), {
      locale: 'es',
      query: query(`treatment=lasik&clinics=${lasikClinics[0]},${lasikClinics[1]}`),
      currency: null,
      now,
    })
    if (es.step !== 'compare') throw new Error(es.step)
    expect(es.chosen[0]).toBe('clinica-en-espanol')
    expect(es.compared[0]!.key).toBe(lasikClinics[0])
    const back = await readComparison(db(), {
      locale: 'en',
      query: query(`treatment=${es.treatment.slug}&clinics=clinica-en-espanol,${lasikClinics[1]}`),
      currency: null,
      now,
    })
    if (back.step !== 'compare') throw new Error(back.step)
    expect(back.treatment.slug).toBe('lasik')
    expect(back.chosen[0]).toBe(lasikClinics[0])
  })

  it('keeps one clinic as a choice to complete, refuses a fourth, and drops a clinic that does not offer the treatment', async () => {
    const one = await readComparison(db(), { locale: 'en', query: query(`treatment=lasik&clinics=${lasikClinics[0]}`), currency: null, now })
    expect(one).toMatchObject({ step: 'clinics', chosen: [lasikClinics[0]], tooMany: false, compared: [] })
    const others = (await db().selectFrom('clinics').select('slug').execute()).map((row) => row.slug).filter((slug) => !lasikClinics.includes(slug))
    const dropped = await readComparison(db(), {
      locale: 'en',
      query: query(`treatment=lasik&clinics=${others[0]},${lasikClinics[0]},${lasikClinics[1]}`),
      currency: null,
      now,
    })
    expect(dropped).toMatchObject({ step: 'compare', chosen: [lasikClinics[0], lasikClinics[1]] })
    // A fourth clinic performing LASIK, to choose one too many.
    const lasik = await idOf('services', 'lasik')
    const fourth = await db()
      .selectFrom('specialists')
      .select('id')
      .where('clinic_id', '=', await idOf('clinics', others[0]!))
      .executeTakeFirstOrThrow()
    await db().insertInto('service_specialists').values({ service_id: lasik, specialist_id: fourth.id, position: 99 }).execute()
    try {
      const four = await readComparison(db(), {
        locale: 'en',
        query: query(`treatment=lasik&clinics=${[...lasikClinics.slice(0, 3), others[0]].join(',')}`),
        currency: null,
        now,
      })
      expect(four).toMatchObject({ step: 'clinics', tooMany: true, compared: [] })
      expect(four.step === 'clinics' && four.chosen.length).toBe(4)
    } finally {
      await db().deleteFrom('service_specialists').where('service_id', '=', lasik).where('specialist_id', '=', fourth.id).execute()
    }
  })

  it('shows the clinic’s price in its currency and, about, in the patient’s at the latest reference rate with its date', async () => {
    const [first, second] = lasikClinics
    const lasik = await idOf('services', 'lasik')
    const clinicId = await idOf('clinics', first!)
    const { currency } = await db()
      .selectFrom('clinics as c')
      .innerJoin('destinations as d', 'd.id', 'c.destination_id')
      .select('d.currency')
      .where('c.id', '=', clinicId)
      .executeTakeFirstOrThrow()
    const patient = currency === 'EUR' ? 'USD' : 'EUR'
    await db().deleteFrom('clinic_treatment_prices').where('service_id', '=', lasik).execute()
    await db()
      .insertInto('clinic_treatment_prices')
      .values({ clinic_id: clinicId, service_id: lasik, price_from: 900_000_000, price_to: 1_800_000_000 })
      .execute()
    await db().deleteFrom('exchange_rates').execute()
    await db()
      .insertInto('exchange_rates')
      .values([
        // Stored the way round it is published: units of the clinic's currency per unit of the patient's.
        {
          base_currency: patient,
          quote_currency: currency,
          rate: '4500',
          rate_date: '2026-11-18',
          source: 'manual',
          entered_by: null,
          created_at: now.toISOString(),
        },
        {
          base_currency: patient,
          quote_currency: currency,
          rate: '5000',
          rate_date: '2026-11-10',
          source: 'manual',
          entered_by: null,
          created_at: now.toISOString(),
        },
        {
          base_currency: patient,
          quote_currency: 'USD',
          rate: '1.1',
          rate_date: '2026-11-18',
          source: 'ecb',
          entered_by: null,
          created_at: now.toISOString(),
        },
      ])
      .onConflict((conflict) => conflict.doNothing())
      .execute()
    const result = await readComparison(db(), {
      locale: 'en',
      query: query(`treatment=lasik&clinics=${first},${second}`),
      currency: patient,
      now,
    })
    if (result.step !== 'compare') throw new Error(result.step)
    const [priced, unpriced] = result.compared
    expect(priced!.price).toEqual({ from: 900_000_000, to: 1_800_000_000, currency })
    // 9,000,000 ÷ 4,500 = 2,000 and 18,000,000 ÷ 4,500 = 4,000, in minor units of the patient's currency.
    expect(priced!.priceInPatientCurrency).toEqual({ from: 200_000, to: 400_000, currency: patient, rateDate: '2026-11-18' })
    expect(unpriced!.price).toBeNull()
    expect(unpriced!.priceInPatientCurrency).toBeNull()
    expect(result.patientCurrency).toBe(patient)
  })

  it('publishes ratings as the rules say: the count below three reviews, the average cut from three up', async () => {
    const [first, second] = lasikClinics
    const clinicId = await idOf('clinics', first!)
    const lasik = await idOf('services', 'lasik')
    const specialist = await db()
      .selectFrom('specialists as sp')
      .innerJoin('service_specialists as ss', 'ss.specialist_id', 'sp.id')
      .select('sp.id')
      .where('sp.clinic_id', '=', clinicId)
      .where('ss.service_id', '=', lasik)
      .executeTakeFirstOrThrow()
    await db().deleteFrom('rating_summaries').execute()
    await db()
      .insertInto('rating_summaries')
      .values([
        { target_kind: 'clinic', target_id: clinicId, review_count: 2, star_total: 10, stars_1: 0, stars_2: 0, stars_3: 0, stars_4: 0, stars_5: 2 },
        {
          target_kind: 'specialist',
          target_id: specialist.id,
          review_count: 3,
          star_total: 14,
          stars_1: 0,
          stars_2: 0,
          stars_3: 0,
          stars_4: 1,
          stars_5: 2,
        },
      ])
      .execute()
    const result = await readComparison(db(), { locale: 'en', query: query(`treatment=lasik&clinics=${first},${second}`), currency: null, now })
    if (result.step !== 'compare') throw new Error(result.step)
    expect(result.compared[0]!.rating).toMatchObject({ count: 2, average: null })
    const rated = result.compared[0]!.specialists.find((one) => one.rating.count === 3)
    expect(rated?.rating.average).toBe(4.6)
  })

  it('reads accreditations as records, older bare names as issuers, and odd stored values as none', async () => {
    const [first, second] = lasikClinics
    const clinicId = await idOf('clinics', first!)
    const secondId = await idOf('clinics', second!)
    await db()
      .updateTable('clinics')
      .set({
        accreditations: JSON.stringify([
          'JCI',
          { issuer: 'ICONTEC', number: 'SC-123', validUntil: '2027-06-30', registerUrl: 'https://example.org/register' },
          { issuer: 'Bad link', number: '', validUntil: null, registerUrl: 'javascript:alert(1)' },
        ]),
        languages: JSON.stringify(['es', 'en', 42]),
      })
      .where('id', '=', clinicId)
      .execute()
    await db().updateTable('clinics').set({ accreditations: 'not json', languages: '{}' }).where('id', '=', secondId).execute()
    const result = await readComparison(db(), { locale: 'en', query: query(`treatment=lasik&clinics=${first},${second}`), currency: null, now })
    if (result.step !== 'compare') throw new Error(result.step)
    expect(result.compared[0]!.accreditations).toEqual([
      { issuer: 'JCI', number: '', validUntil: null, registerUrl: null },
      { issuer: 'ICONTEC', number: 'SC-123', validUntil: '2027-06-30', registerUrl: 'https://example.org/register' },
      { issuer: 'Bad link', number: '', validUntil: null, registerUrl: null },
    ])
    expect(result.compared[0]!.languages).toEqual(['es', 'en'])
    expect(result.compared[1]!.accreditations).toEqual([])
    expect(result.compared[1]!.languages).toEqual([])
  })

  it('knows a signed-in patient’s currency from their latest quote request, and none without one', async () => {
    const [withRequests, without] = await insertTestUsers(db(), 2)
    const lasik = await idOf('services', 'lasik')
    const request = (currency: string, at: string) => ({
      patient_id: withRequests!,
      service_id: lasik,
      travel_from: '2027-01-10',
      travel_to: '2027-01-20',
      country: 'MX',
      currency,
      answers: '[]',
      locale: 'es',
      status: 'requested' as const,
      consented_at: at,
      created_at: at,
      updated_at: at,
    })
    await db()
      .insertInto('quote_requests')
      .values([request('USD', '2026-10-01T10:00:00.000Z'), request('MXN', '2026-11-01T10:00:00.000Z')])
      .execute()
    expect(await patientCurrency(db(), withRequests!)).toBe('MXN')
    expect(await patientCurrency(db(), without!)).toBeNull()
  })
})
