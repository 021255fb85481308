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
      accreditations: ['ICONTEC'],
    }
    const saved = ok(await publishContent(editor, { kind: 'clinic', version: 0, document }))
    const clinic = (await open('clinic', saved.recordId)).refId!
    expect(await db().selectFrom('clinic_booking_rules').select('places').where('clinic_id', '=', clinic).executeTakeFirst()).toEqual({ places: 1 })
    await db().deleteFrom('settings').where('key', '=', 'catalogue.seed_hash').execute()
    expect(await syncCatalogue(db())).toBe(true)
    expect((await open('clinic', saved.recordId)).document.name).toBe('Clínica Nueva Visión')
  }, 60_000)
})
