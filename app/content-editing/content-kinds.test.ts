import { signedInStaffContext } from '../../tests/setup/action-context'
import { beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import type { ActionContext } from '~/accounts/action-context.server'
import { getPost, listPosts } from '~/blog/blog.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { getDestination } from '~/catalogue/destinations.server'
import { quoteQuestions, quoteQuestionsInBothLanguages } from '~/catalogue/quote-questions.server'
import { getContentPage } from '~/content/pages.server'
import type { Refusal } from '~/errors/outcomes'
import { readContactDetails, seedDefaultSettings } from '~/settings/settings.server'
import { getContentRecord } from './content-record-store.server'
import { publishContent } from './publish-content.server'
import { saveDraft } from './save-draft.server'
import { unpublishContent } from './unpublish-content.server'
import type { ContentDocument } from './fields'
import { contentKinds } from './kinds'

describeEachDatabase('content kinds', (db) => {
  let editor: ActionContext

  const ok = <T extends { ok: boolean }>(outcome: T | Refusal) => {
    if (!outcome.ok) throw new Error(`refused: ${(outcome as Refusal).code} ${(outcome as Refusal).field ?? ''}`)
    return outcome as T
  }
  const recordOf = async (kind: string, seedKey: string) =>
    (await db().selectFrom('content_records').select('id').where('kind', '=', kind).where('seed_key', '=', seedKey).executeTakeFirstOrThrow()).id
  const open = async (kind: string, id: number) => (await getContentRecord(db(), kind, id))!

  beforeAll(async () => {
    await seedDefaultSettings(db())
    await syncCatalogue(db())
    editor = await signedInStaffContext(db(), 'coordinator')
  }, 60_000)

  it('every seeded record of every kind opens in its editor and passes its own publishing rules as it is', async () => {
    for (const kind of contentKinds) {
      const rows = await db().selectFrom('content_records').select('id').where('kind', '=', kind.kind).execute()
      expect(rows.length, kind.kind).toBeGreaterThan(0)
      for (const { id } of rows) {
        const record = await open(kind.kind, id)
        // Publishing the record unchanged must succeed: what the seed wrote is valid content.
        const outcome = await publishContent(editor, { kind: kind.kind, recordId: id, version: record.version, document: record.document })
        expect(outcome.ok ? 'ok' : `${(outcome as Refusal).code} ${(outcome as Refusal).field}`, `${kind.kind} ${id}`).toBe('ok')
      }
    }
  }, 120_000)

  it('a new blog post is not public as a draft, is once published, with the day of publishing as its date', async () => {
    const category = (await db().selectFrom('blog_categories').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const author = (await db().selectFrom('team_members').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const document = {
      title: { en: 'Travelling light after eye surgery', es: 'Viajar ligero después de una cirugía ocular' },
      slug: { en: '', es: '' },
      excerpt: { en: 'What to pack.', es: 'Qué llevar.' },
      body: { en: 'Pack **sunglasses**.', es: 'Lleva **gafas de sol**.' },
      category,
      author,
      publishedAt: '',
    }
    const draft = ok(await saveDraft(editor, { kind: 'blog_post', version: 0, document }))
    expect(await getPost(db(), 'en', 'travelling-light-after-eye-surgery')).toBeUndefined()
    ok(await publishContent(editor, { kind: 'blog_post', recordId: draft.recordId, version: draft.version }))
    const post = await getPost(db(), 'es', 'viajar-ligero-despues-de-una-cirugia-ocular')
    expect(post).toMatchObject({ title: 'Viajar ligero después de una cirugía ocular', publishedAt: editor.now.toISOString().slice(0, 10) })
    expect(post?.bodyHtml).toContain('<strong>gafas de sol</strong>')
    expect((await listPosts(db(), 'en', { query: 'travelling light' })).posts.map((card) => card.slug)).toContain(
      'travelling-light-after-eye-surgery',
    )
  })

  it('markdown cannot carry raw HTML to the public page', async () => {
    const id = await recordOf('blog_post', (await db().selectFrom('blog_posts').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug)
    const record = await open('blog_post', id)
    const body = { en: 'Hello <script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1))', es: 'Hola' }
    ok(await publishContent(editor, { kind: 'blog_post', recordId: id, version: record.version, document: { ...record.document, body } }))
    const slug = (record.document.slug as { en: string }).en
    const html = (await getPost(db(), 'en', slug))!.bodyHtml
    expect(html).not.toMatch(/<script|<img|href="javascript:/i)
    expect(html).toContain('&lt;script&gt;')
  })

  it('a destination edit reaches its page; coordinates out of range are refused', async () => {
    const id = await recordOf('destination', 'bogota')
    const record = await open('destination', id)
    expect(
      await saveDraft(editor, { kind: 'destination', recordId: id, version: record.version, document: { ...record.document, latitude: 120 } }),
    ).toMatchObject({
      ok: false,
      code: 'content_invalid',
    })
    const attractions = { en: ['Monserrate: A hill with a view over the city.'], es: ['Monserrate: Un cerro con vista sobre la ciudad.'] }
    ok(await publishContent(editor, { kind: 'destination', recordId: id, version: record.version, document: { ...record.document, attractions } }))
    expect((await getDestination(db(), 'es', 'bogota'))?.attractions).toEqual([
      { name: 'Monserrate', description: 'Un cerro con vista sobre la ciudad.' },
    ])
  })

  it('a service’s quote questions: a draft may have them in one language; publishing needs as many in each, then a request asks them', async () => {
    const id = await recordOf('service', 'dental-implants')
    const record = await open('service', id)
    const refId = record.refId!
    const live = record.document.quoteQuestions as { en: string[]; es: string[] }
    const halfway = { en: ['How many teeth are missing?', 'Do you smoke?'], es: ['¿Cuántos dientes te faltan?'] }
    const draft = ok(
      await saveDraft(editor, { kind: 'service', recordId: id, version: record.version, document: { ...record.document, quoteQuestions: halfway } }),
    )
    expect(await publishContent(editor, { kind: 'service', recordId: id, version: draft.version })).toMatchObject({
      ok: false,
      code: 'content_incomplete',
      field: 'quoteQuestions',
    })
    // Nothing went live: a request still asks the published questions.
    expect(await quoteQuestions(db(), refId, 'en')).toEqual(live.en)
    const drafted = await open('service', id)
    expect(drafted.document.quoteQuestions).toEqual(halfway)
    const both = { ...halfway, es: [...halfway.es, '¿Fumas o vapeas?'] }
    ok(
      await publishContent(editor, {
        kind: 'service',
        recordId: id,
        version: drafted.version,
        document: { ...drafted.document, quoteQuestions: both },
      }),
    )
    expect(await quoteQuestions(db(), refId, 'es')).toEqual(both.es)
    expect(await quoteQuestionsInBothLanguages(db(), refId)).toEqual(both)
  })

  it('settings: checked formats, published values shown on the contact page; never unpublished', async () => {
    const id = await recordOf('settings', 'general')
    const record = await open('settings', id)
    expect(
      await saveDraft(editor, {
        kind: 'settings',
        recordId: id,
        version: record.version,
        document: { ...record.document, socialFacebook: 'http://insecure.example' },
      }),
    ).toMatchObject({
      ok: false,
      code: 'content_invalid',
    })
    ok(
      await publishContent(editor, {
        kind: 'settings',
        recordId: id,
        version: record.version,
        document: { ...record.document, whatsappNumber: '+34 600 555 012' },
      }),
    )
    expect((await readContactDetails(db()))['general.whatsapp_number']).toBe('+34 600 555 012')
    const now = await open('settings', id)
    expect(await unpublishContent(editor, { kind: 'settings', recordId: id, version: now.version })).toMatchObject({
      ok: false,
      code: 'content_not_published',
    })
  })

  it('a legal page may name only known placeholders; no new legal page can be made', async () => {
    const id = await recordOf('legal_page', 'privacy-policies')
    const record = await open('legal_page', id)
    const body = { en: 'Write to us at {{company_adress}}.', es: 'Escríbenos a {{company_address}}.' }
    expect(
      await saveDraft(editor, { kind: 'legal_page', recordId: id, version: record.version, document: { ...record.document, body } }),
    ).toMatchObject({
      ok: false,
      code: 'content_invalid',
    })
    ok(
      await publishContent(editor, {
        kind: 'legal_page',
        recordId: id,
        version: record.version,
        document: { ...record.document, body: { ...body, en: 'At {{company_address}}.' } },
      }),
    )
    expect((await getContentPage(db(), 'en', 'privacy-policies'))?.bodyHtml).toContain('Bogot')
    expect(await saveDraft(editor, { kind: 'legal_page', version: 0, document: record.document })).toMatchObject({
      ok: false,
      code: 'content_not_found',
    })
  })

  it('a new clinic starts with booking rules, and a restart of the seed leaves it alone', async () => {
    const destination = (await db().selectFrom('destinations').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const document = {
      name: 'Clínica Nueva Visión',
      description: { en: 'A new eye clinic.', es: 'Una clínica oftalmológica nueva.' },
      destination,
      address: 'Calle 1 # 2-3',
      timeZone: 'America/Bogota',
      latitude: 4.65,
      longitude: -74.05,
      languages: ['es', 'en'],
      accreditations: [{ issuer: 'ICONTEC, Acreditación en Salud', number: '', validUntil: '', registerUrl: '' }],
      treatmentPrices: [],
      slug: { en: '', es: '' },
    }
    const saved = ok(await publishContent(editor, { kind: 'clinic', version: 0, document }))
    const clinic = (await open('clinic', saved.recordId)).refId!
    expect(await db().selectFrom('clinic_booking_rules').select('places').where('clinic_id', '=', clinic).executeTakeFirst()).toEqual({ places: 1 })
    await db().deleteFrom('settings').where('key', '=', 'catalogue.seed_hash').execute()
    expect(await syncCatalogue(db())).toBe(true)
    expect((await open('clinic', saved.recordId)).document.name).toBe('Clínica Nueva Visión')
    // Its page slugs came from its name; it is no example profile.
    expect(
      await db().selectFrom('clinics_translations').select(['locale', 'slug']).where('owner_id', '=', clinic).orderBy('locale').execute(),
    ).toEqual([
      { locale: 'en', slug: 'clinica-nueva-vision' },
      { locale: 'es', slug: 'clinica-nueva-vision' },
    ])
    expect((await db().selectFrom('clinics').select('example').where('id', '=', clinic).executeTakeFirstOrThrow()).example).toBe(0)
  }, 60_000)

  it('a clinic’s profile is refused with the cell at fault, nothing written: an http register, a date that does not exist, a price range upside down or in cents, a treatment twice, texts in one language only', async () => {
    const id = await recordOf('clinic', 'clinica-vision-andina')
    const record = await open('clinic', id)
    const lasik = (await db().selectFrom('services').select('id').where('slug', '=', 'lasik').executeTakeFirstOrThrow()).id
    const before = await db().selectFrom('clinic_treatment_prices').selectAll().orderBy('service_id').execute()
    // An incomplete document is kept as a draft (a new version): each attempt starts from the record as it is.
    const refusedAt = async (change: ContentDocument) => {
      const outcome = await publishContent(editor, {
        kind: 'clinic',
        recordId: id,
        version: (await open('clinic', id)).version,
        document: { ...record.document, ...change },
      })
      expect(outcome.ok).toBe(false)
      return `${(outcome as Refusal).code} ${(outcome as Refusal).field}`
    }
    const accreditation = { issuer: 'JCI', number: '1', validUntil: '2027-01-31', registerUrl: 'https://www.jointcommissioninternational.org/' }
    expect(await refusedAt({ accreditations: [accreditation, { ...accreditation, registerUrl: 'http://example.org/register' }] })).toBe(
      'content_invalid accreditations[1].registerUrl',
    )
    expect(await refusedAt({ accreditations: [{ ...accreditation, validUntil: '2027-02-30' }] })).toBe('content_invalid accreditations[0].validUntil')
    expect(await refusedAt({ accreditations: [{ ...accreditation, issuer: '' }] })).toBe('content_invalid accreditations[0].issuer')
    expect(await refusedAt({ treatmentPrices: [{ service: lasik, from: 9_000_000, to: 6_000_000 }] })).toBe('content_invalid treatmentPrices[0].to')
    expect(await refusedAt({ treatmentPrices: [{ service: lasik, from: 6_000_000.5, to: 9_000_000 }] })).toBe(
      'content_invalid treatmentPrices[0].from',
    )
    const twice = { service: lasik, from: 1, to: 2 }
    expect(await refusedAt({ treatmentPrices: [twice, twice] })).toBe('content_invalid treatmentPrices[1].service')
    expect(await refusedAt({ treatmentPrices: [{ ...twice, service: 999_999 }] })).toBe('content_reference_unknown treatmentPrices')
    expect(await refusedAt({ equipment: { en: ['Zeiss VisuMax 800'], es: [] } })).toBe('content_incomplete equipment')
    expect(await refusedAt({ gettingThere: { en: 'Take a taxi.', es: '' } })).toBe('content_incomplete gettingThere')
    // The live tables are as they were; the last attempt waits as a draft.
    expect(await db().selectFrom('clinic_treatment_prices').selectAll().orderBy('service_id').execute()).toEqual(before)
    expect((await open('clinic', id)).document.gettingThere).toEqual({ en: 'Take a taxi.', es: '' })
    const live = await db()
      .selectFrom('clinics_translations')
      .select('getting_there')
      .where('owner_id', '=', record.refId!)
      .where('locale', '=', 'en')
      .executeTakeFirstOrThrow()
    expect(live.getting_there).toContain('El Dorado')
  }, 60_000)

  it('a specialist’s licence number goes with its body, education lines correspond in both languages, procedures are a whole number', async () => {
    const id = await recordOf('specialist', 'valentina-rojas')
    const record = await open('specialist', id)
    const publish = async (change: ContentDocument) =>
      publishContent(editor, {
        kind: 'specialist',
        recordId: id,
        version: (await open('specialist', id)).version,
        document: { ...record.document, ...change },
      })
    expect(await publish({ licenceBody: '' })).toMatchObject({ ok: false, code: 'content_invalid', field: 'licenceBody' })
    expect(await publish({ education: { en: ['Medicine'], es: [] } })).toMatchObject({ ok: false, code: 'content_incomplete', field: 'education' })
    expect(await publish({ proceduresPerYear: 12.5 })).toMatchObject({ ok: false, code: 'content_invalid', field: 'proceduresPerYear' })
    // Neither number nor body, and no count: a profile may leave them out.
    expect(await publish({ licenceNumber: '', licenceBody: '', proceduresPerYear: null })).toMatchObject({ ok: true })
  }, 60_000)
})
