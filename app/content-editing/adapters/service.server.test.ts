import { beforeAll, expect, it } from 'vitest'
import { describeSeeded, insertPicture, readLive, seededRecord, writeAndRead } from '../../../tests/setup/content-editing'
import { quoteQuestions, quoteQuestionsInBothLanguages } from '~/catalogue/quote-questions.server'
import { services } from '~/catalogue/seed/services'
import { getService, listServices } from '~/catalogue/services.server'
import type { ContentDocument } from '../fields'
import { kindSchema, serviceKind } from '../kinds'

/*
 * The service adapter: texts and page slugs per language, prices in minor
 * units over whole units in the table, the preoperative assessment in its own
 * table, the specialists and destinations it lists in their order, its
 * picture, the questions a quote request asks (one per line in the table);
 * and what the public service page and list then show.
 */

describeSeeded('service adapter', (db) => {
  let lasik: number
  beforeAll(async () => {
    lasik = (await seededRecord(db(), 'service', 'lasik')).refId
  }, 60_000)

  const write = (refId: number | null, document: ContentDocument) => writeAndRead(db(), 'service', refId, document)
  const names = (list: { name: string }[]) => list.map((entry) => entry.name)

  it('reads prices in minor units, the assessment, and the specialists and destinations in their order', async () => {
    const document = await readLive(db(), 'service', lasik)
    const row = await db().selectFrom('services').selectAll().where('id', '=', lasik).executeTakeFirstOrThrow()
    const assessment = await db().selectFrom('service_assessments').selectAll().where('service_id', '=', lasik).executeTakeFirstOrThrow()
    const specialists = await db()
      .selectFrom('service_specialists')
      .select('specialist_id')
      .where('service_id', '=', lasik)
      .orderBy('position')
      .execute()
    expect(document).toMatchObject({
      priceFrom: row.price_from * 100,
      priceTo: row.price_to * 100,
      currency: row.currency,
      assessmentFee: assessment.fee_minor,
      assessmentCurrency: assessment.currency,
      assessmentMinutes: assessment.duration_minutes,
      specialists: specialists.map((entry) => entry.specialist_id),
      slug: { en: 'lasik', es: 'lasik' },
      image: null,
      imageAlt: { en: '', es: '' },
    })
    expect((document.requirements as { en: string[] }).en.length).toBeGreaterThan(0)
    expect((document.destinations as number[]).length).toBeGreaterThan(0)
    expect(document.quoteQuestions).toEqual(services.find((service) => service.slug === 'lasik')!.quoteQuestions)
  })

  it('writes prices, the assessment and the lists in the editor’s order; the public page shows them in both languages', async () => {
    const document = await readLive(db(), 'service', lasik)
    const [first, second, third] = document.specialists as number[]
    const otherSpecialist = (
      await db()
        .selectFrom('specialists')
        .select('id')
        .where('id', 'not in', document.specialists as number[])
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id
    const [destination] = document.destinations as number[]
    const edited: ContentDocument = {
      ...document,
      name: { en: 'LASIK laser surgery', es: 'Cirugía láser LASIK' },
      requirements: { en: ['Stable prescription for a year'], es: ['Graduación estable durante un año'] },
      procedure: { en: ['Numbing drops', 'Flap', 'Laser'], es: ['Gotas anestésicas', 'Colgajo', 'Láser'] },
      quoteQuestions: {
        en: ['How old are you?', 'Prescription of your right eye (sphere, cylinder, axis)'],
        es: ['¿Qué edad tienes?', 'Graduación del ojo derecho (esfera, cilindro y eje)'],
      },
      priceFrom: 2_500_00,
      priceTo: 3_100_00,
      currency: 'EUR',
      recoveryDaysMin: 2,
      recoveryDaysMax: 9,
      assessmentFee: 150_00,
      assessmentCurrency: 'EUR',
      assessmentMinutes: 60,
      specialists: [otherSpecialist, second!, first!].filter((id) => id !== third),
      destinations: [destination!],
    }
    const { read } = await write(lasik, edited)
    expect(read).toEqual(edited)
    expect(await db().selectFrom('services').select(['price_from', 'price_to']).where('id', '=', lasik).executeTakeFirstOrThrow()).toEqual({
      price_from: 2500,
      price_to: 3100,
    })
    expect(
      await db().selectFrom('service_assessments').select(['fee_minor', 'currency', 'duration_minutes']).where('service_id', '=', lasik).execute(),
    ).toEqual([{ fee_minor: 150_00, currency: 'EUR', duration_minutes: 60 }])

    const specialistNames = await db()
      .selectFrom('specialists')
      .select(['id', 'name'])
      .where('id', 'in', edited.specialists as number[])
      .execute()
    const nameOf = (id: number) => specialistNames.find((row) => row.id === id)!.name
    for (const locale of ['en', 'es'] as const) {
      const page = (await getService(db(), locale, 'lasik'))!
      expect(page).toMatchObject({
        name: (edited.name as Record<string, string>)[locale],
        priceFrom: 2500,
        priceTo: 3100,
        currency: 'EUR',
        recoveryDaysMax: 9,
        requirements: (edited.requirements as Record<string, string[]>)[locale],
        procedure: (edited.procedure as Record<string, string[]>)[locale],
      })
      expect(names(page.specialists)).toEqual((edited.specialists as number[]).map(nameOf))
      expect(page.destinations).toHaveLength(1)
    }
    const card = (await listServices(db(), 'es')).find((entry) => entry.key === 'lasik')
    expect(card).toMatchObject({ name: 'Cirugía láser LASIK', priceFrom: 2500, currency: 'EUR' })
    // The quote questions: one per line in each language's row, what a quote request then asks.
    const questions = edited.quoteQuestions as Record<'en' | 'es', string[]>
    expect(
      await db().selectFrom('services_translations').select(['locale', 'quote_questions']).where('owner_id', '=', lasik).orderBy('locale').execute(),
    ).toEqual([
      { locale: 'en', quote_questions: questions.en.join('\n') },
      { locale: 'es', quote_questions: questions.es.join('\n') },
    ])
    expect(await quoteQuestions(db(), lasik, 'es')).toEqual(questions.es)
    expect(await quoteQuestionsInBothLanguages(db(), lasik)).toEqual(questions)
  })

  it('quote questions: a draft may have them in one language only; publishing needs as many in each, at most 12 of at most 200 characters', async () => {
    const cataract = (await seededRecord(db(), 'service', 'cataract-surgery-premium-lenses')).refId
    const document = await readLive(db(), 'service', cataract)
    const issues = (candidate: ContentDocument, strictness: 'draft' | 'publish') => {
      const parsed = kindSchema(serviceKind, strictness).safeParse(candidate)
      return parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])
    }
    const halfway = { ...document, quoteQuestions: { en: ['How old are you?', 'Which eye has the cataract?'], es: ['¿Qué edad tienes?'] } }
    expect(issues(halfway, 'draft')).toEqual([])
    expect(issues(halfway, 'publish')).toEqual([['quoteQuestions', 'console.content.errors.quote_questions_count?en=2&es=1']])
    // None in either language publishes: the request then asks nothing but its own fields.
    expect(issues({ ...document, quoteQuestions: { en: [], es: [] } }, 'publish')).toEqual([])
    // Typed in the editor: one per line, blank lines and surrounding blanks dropped.
    const typed = kindSchema(serviceKind, 'publish').parse({ ...document, quoteQuestions: { en: ' Age?\r\n\r\nEye? ', es: '¿Edad?\n¿Ojo?\n' } })
    expect(typed.quoteQuestions).toEqual({ en: ['Age?', 'Eye?'], es: ['¿Edad?', '¿Ojo?'] })

    const thirteen = Array.from({ length: 13 }, (_, index) => `Question ${index + 1}?`)
    expect(issues({ ...document, quoteQuestions: { en: thirteen, es: thirteen } }, 'draft')).toEqual([
      ['quoteQuestions.en', 'console.content.errors.too_many_lines?max=12'],
      ['quoteQuestions.es', 'console.content.errors.too_many_lines?max=12'],
    ])
    const long = `${'a'.repeat(200)}?`
    expect(issues({ ...document, quoteQuestions: { en: [long], es: ['¿Edad?'] } }, 'draft')).toEqual([
      ['quoteQuestions.en.0', 'console.content.errors.line_too_long?max=200'],
    ])
    // Other lists keep their own limits.
    expect(issues({ ...document, requirements: { en: [long], es: (document.requirements as { es: string[] }).es } }, 'draft')).toEqual([])

    const { read } = await write(cataract, halfway)
    expect(read.quoteQuestions).toEqual(halfway.quoteQuestions)
    expect(await quoteQuestions(db(), cataract, 'es')).toEqual(['¿Qué edad tienes?'])
    await write(cataract, document)
    expect(await quoteQuestionsInBothLanguages(db(), cataract)).toEqual(document.quoteQuestions)
  })

  it('a specialist or destination taken off the site stays in the document but leaves the page', async () => {
    const document = await readLive(db(), 'service', lasik)
    const [hidden] = document.specialists as number[]
    await db().updateTable('specialists').set({ published: 0 }).where('id', '=', hidden!).execute()
    expect((await readLive(db(), 'service', lasik)).specialists).toEqual(document.specialists)
    const shown = (await getService(db(), 'en', 'lasik'))!.specialists
    expect(shown).toHaveLength((document.specialists as number[]).length - 1)
    await db().updateTable('specialists').set({ published: 1 }).where('id', '=', hidden!).execute()
  })

  it('without an assessment row: no fee, 45 minutes, the service’s currency; a write adds the row', async () => {
    const prk = (await seededRecord(db(), 'service', 'prk')).refId
    const before = await readLive(db(), 'service', prk)
    await db().deleteFrom('service_assessments').where('service_id', '=', prk).execute()
    const read = await readLive(db(), 'service', prk)
    expect(read).toMatchObject({ assessmentFee: 0, assessmentMinutes: 45, assessmentCurrency: before.currency })
    await write(prk, before)
    expect(await readLive(db(), 'service', prk)).toEqual(before)
  })

  it('a picture is kept on the row with its description per language, shown on the page; removing it leaves none', async () => {
    const icl = (await seededRecord(db(), 'service', 'icl')).refId
    const document = await readLive(db(), 'service', icl)
    const picture = await insertPicture(db())
    const alt = { en: 'A surgeon at the microscope', es: 'Un cirujano en el microscopio' }
    const { read } = await write(icl, { ...document, image: picture, imageAlt: alt })
    expect(read).toMatchObject({ image: picture, imageAlt: alt })
    for (const locale of ['en', 'es'] as const) {
      const shown = (await getService(db(), locale, 'icl'))!.picture!
      expect(shown.alt).toBe(alt[locale])
      expect(shown).toMatchObject({ width: 1600, height: 900 })
      expect(shown.srcset.webp).toMatch(/^\/media\/test-picture-\d+-480\.webp 480w, /)
    }
    const { image: _image, ...withoutPicture } = document
    const removed = await write(icl, { ...withoutPicture, imageAlt: { en: '', es: '' } })
    expect(removed.read).toMatchObject({ image: null, imageAlt: { en: '', es: '' } })
    expect(await db().selectFrom('services_translations').select('image_alt').where('owner_id', '=', icl).execute()).toEqual([
      { image_alt: null },
      { image_alt: null },
    ])
    expect((await getService(db(), 'en', 'icl'))!.picture).toBeNull()
  })

  it('page slugs per language change; the key booking links use does not, and a new service takes a free one', async () => {
    const smile = (await seededRecord(db(), 'service', 'smile')).refId
    const document = await readLive(db(), 'service', smile)
    await write(smile, { ...document, slug: { en: 'smile-laser', es: 'laser-smile' } })
    expect((await getService(db(), 'en', 'smile-laser'))?.key).toBe('smile')
    expect((await getService(db(), 'es', 'laser-smile'))?.key).toBe('smile')
    expect(await getService(db(), 'en', 'smile')).toBeUndefined()
    expect(await getService(db(), 'es', 'smile-laser')).toBeUndefined()

    // A new service whose English page slug is the old one takes the next free key.
    const { id } = await write(null, { ...document, slug: { en: 'smile', es: 'smile-nuevo' }, specialists: [], destinations: [] })
    expect((await db().selectFrom('services').select('slug').where('id', '=', id).executeTakeFirstOrThrow()).slug).toBe('smile-2')
    expect((await getService(db(), 'en', 'smile'))?.key).toBe('smile-2')
    expect((await getService(db(), 'en', 'smile'))?.specialists).toEqual([])
  })

  it('a draft blank in Spanish writes blank Spanish texts (what its preview shows); English is untouched', async () => {
    const keratoconus = (await seededRecord(db(), 'service', 'keratoconus-treatment')).refId
    const document = await readLive(db(), 'service', keratoconus)
    const blankSpanish = Object.fromEntries(
      Object.entries(document).map(([name, value]) => {
        const field = serviceKind.fields.find((candidate) => candidate.name === name)
        if (!field?.localized || name === 'slug') return [name, value]
        return [name, { ...(value as object), es: Array.isArray((value as { es: unknown }).es) ? [] : '' }]
      }),
    ) as ContentDocument
    expect(kindSchema(serviceKind, 'draft').safeParse(blankSpanish).success).toBe(true)
    expect(kindSchema(serviceKind, 'publish').safeParse(blankSpanish).success).toBe(false)
    await write(keratoconus, blankSpanish)
    expect(await getService(db(), 'es', 'keratoconus-treatment')).toMatchObject({ name: '', summary: '', requirements: [], procedure: [] })
    expect(await quoteQuestions(db(), keratoconus, 'es')).toEqual([])
    expect(await quoteQuestions(db(), keratoconus, 'en')).toEqual((document.quoteQuestions as { en: string[] }).en)
    expect((await getService(db(), 'en', 'keratoconus-treatment'))?.name).toBe((document.name as { en: string }).en)
    await write(keratoconus, document)
    expect((await getService(db(), 'es', 'keratoconus-treatment'))?.name).toBe((document.name as { es: string }).es)
  })

  it('a service missing its Spanish row is not on the Spanish site until a write gives it one', async () => {
    const retina = (await seededRecord(db(), 'service', 'retina-care')).refId
    const document = await readLive(db(), 'service', retina)
    await db().deleteFrom('services_translations').where('owner_id', '=', retina).where('locale', '=', 'es').execute()
    expect((await listServices(db(), 'es')).map((card) => card.key)).not.toContain('retina-care')
    expect((await listServices(db(), 'en')).map((card) => card.key)).toContain('retina-care')
    expect(await getService(db(), 'es', 'retina-care')).toBeUndefined()
    await write(retina, document)
    expect((await getService(db(), 'es', 'retina-care'))?.name).toBe((document.name as { es: string }).es)
  })
})
