import { signedInStaffContext } from '../../tests/setup/action-context'
import type { Kysely } from 'kysely'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { accepted, describeSeeded, openRecord, pageRequest, seededRecord, signedIn, snapshot, type Snapshot } from '../../tests/setup/content-editing'
import { statusOf } from '../../tests/setup/console-routes'
import type { RequestSession } from '~/accounts/session-middleware.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { getService } from '~/catalogue/services.server'
import type { Database } from '~/db/schema'
import { loader as consolePreview } from '~/routes/admin/content-preview'
import { loader as blogList } from '~/routes/blog'
import { loader as blogPost } from '~/routes/blog-post'
import { loader as contactUs } from '~/routes/contact-us'
import { loader as destinationPage } from '~/routes/destination'
import { loader as faqsPage } from '~/routes/faqs'
import { loader as legalPage } from '~/routes/legal-page'
import { loader as servicePage } from '~/routes/medical-service'
import { loader as ourCompany } from '~/routes/our-company'
import { publishContent } from './publish-content.server'
import { saveDraft } from './save-draft.server'
import { unpublishContent } from './unpublish-content.server'
import { contentVersion } from './content-version.server'
import type { ContentDocument, LocalizedValue } from './fields'
import { PREVIEW_PARAM, previewToken, readPreviewToken, readWithPreview } from './preview.server'

/*
 * Previewing a draft on the real public page (preview.server.ts): the signed
 * link (its record, its 30 minutes, its signature), who may open it (the
 * console's content editors; anyone else gets the page's ordinary 404), and
 * the page's own loader run with the draft written into a transaction that is
 * rolled back: the draft shows, and nothing of it is ever committed.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined, secret: 'a-preview-test-secret-of-32-chars-or-more' }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))
vi.mock('~/config/session-secret.server', () => ({ sessionSecret: () => current.secret }))

const MINUTE = 60_000

describe('signed preview links', () => {
  const at = new Date('2027-03-01T10:00:00.000Z')
  const token = previewToken(42, at)

  it('name their record while they are valid, 30 minutes', () => {
    expect(token).toMatch(/^42\.\d+\.[\w-]{32}$/)
    expect(readPreviewToken(token, at)).toBe(42)
    expect(readPreviewToken(token, new Date(at.getTime() + 30 * MINUTE))).toBe(42)
    expect(readPreviewToken(token, new Date(at.getTime() + 30 * MINUTE + 1000))).toBeUndefined()
    expect(readPreviewToken(previewToken(43, at), at)).toBe(43)
  })

  it('refuse any change to the record, the expiry or the signature, and another secret’s signature', () => {
    const [id, expires, signature] = token.split('.') as [string, string, string]
    const other = signature.startsWith('A') ? `B${signature.slice(1)}` : `A${signature.slice(1)}`
    for (const forged of [`43.${expires}.${signature}`, `${id}.${Number(expires) + 3600}.${signature}`, `${id}.${expires}.${other}`]) {
      expect(readPreviewToken(forged, at), forged).toBeUndefined()
    }
    current.secret = 'another-secret-signed-this-one-32-chars'
    try {
      expect(readPreviewToken(token, at)).toBeUndefined()
    } finally {
      current.secret = 'a-preview-test-secret-of-32-chars-or-more'
    }
  })

  it('refuse malformed ones without throwing', () => {
    const [id, expires, signature] = token.split('.') as [string, string, string]
    for (const malformed of [
      '',
      '42',
      `${id}.${expires}`,
      `${token}x`,
      `${id}.${expires}.${signature.slice(1)}`,
      `${id}.${expires}.${signature.slice(0, 31)}+`,
      `12345678901.${expires}.${signature}`,
      `-1.${expires}.${signature}`,
      ` ${token}`,
    ]) {
      expect(readPreviewToken(malformed, at), malformed).toBeUndefined()
    }
  })
})

describeSeeded('previews on the public pages', (db) => {
  let editor: ActionContext
  let coordinator: RequestSession
  let lasik: { id: number; refId: number }

  beforeAll(async () => {
    current.db = db()
    editor = await signedInStaffContext(db(), 'coordinator')
    coordinator = await signedIn(db(), 'coordinator')
    lasik = await seededRecord(db(), 'service', 'lasik')
  }, 60_000)
  beforeEach(() => {
    current.db = db()
  })

  /** Saves `change` of a record's document as its draft; returns the record's id. */
  async function draft(kind: string, seedKey: string, change: (document: ContentDocument) => ContentDocument) {
    const { id } = await seededRecord(db(), kind, seedKey)
    const record = await openRecord(db(), kind, id)
    accepted(await saveDraft(editor, { kind, recordId: id, version: record.version, document: change(record.document) }))
    return id
  }
  const localizedText = (document: ContentDocument, name: string, text: (locale: 'en' | 'es') => string): ContentDocument => ({
    ...document,
    [name]: { ...(document[name] as LocalizedValue<string>), en: text('en'), es: text('es') },
  })

  /** The service page's loader for `path` (with its query), as `session` asks for it. */
  async function servicePageData(path: string, session: RequestSession | null) {
    const slug = new URL(path, 'http://localhost').pathname.split('/').at(-1)!
    return servicePage((await pageRequest(path, session, { slug })) as never)
  }

  /** Where the console's "Preview" link of a record leads in one language (the console route's redirect). */
  async function previewLink(kind: string, id: number, locale: 'en' | 'es', session = coordinator) {
    const args = await pageRequest(`/admin/content/${kind}/${id}/preview?locale=${locale}`, session, { kind, id: String(id) })
    const answer = (await consolePreview(args as never)) as Response
    expect(answer.status).toBe(302)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
    return answer.headers.get('Location')!
  }

  /** Nothing of a preview may stay: the live tables, records, revisions and audit trail as they were, and the version stamp. */
  async function expectNothingCommitted(before: Snapshot, version: string) {
    expect(await snapshot(db())).toEqual(before)
    expect(await contentVersion(db())).toBe(version)
  }

  it('without a preview parameter the page reads as usual, for anyone, and names no preview', async () => {
    const url = new URL('http://localhost/medical-services/lasik')
    const anonymous = (await pageRequest('/medical-services/lasik', null)).context
    const read = await readWithPreview(anonymous, url, 'service', (reader) => getService(reader, 'en', 'lasik'))
    expect(read.preview).toBeNull()
    expect(read.data?.key).toBe('lasik')
  })

  it('the draft shows on the service page through its own loader; nothing of it is committed', async () => {
    const id = await draft('service', 'lasik', (document) => ({
      ...localizedText(document, 'name', (locale) => (locale === 'en' ? 'LASIK (draft)' : 'LASIK (borrador)')),
      priceFrom: 1_111_00,
    }))
    const before = await snapshot(db())
    const version = await contentVersion(db())
    const path = await previewLink('service', id, 'en')
    expect(path).toMatch(new RegExp(`^/medical-services/lasik\\?${PREVIEW_PARAM}=${id}\\.\\d+\\.[\\w-]{32}$`))
    const shown = await servicePageData(path, coordinator)
    expect(shown.service).toMatchObject({ name: 'LASIK (draft)', priceFrom: 1111 })
    expect(shown.preview).toEqual({ kind: 'service', recordId: id })
    await expectNothingCommitted(before, version)
    expect((await servicePageData('/medical-services/lasik', null)).service.name).not.toBe('LASIK (draft)')
    expect((await openRecord(db(), 'service', id)).hasDraft).toBe(true)
  })

  it('a link is for its record, not a language: the same token shows the Spanish draft on the Spanish page', async () => {
    const token = new URL(await previewLink('service', lasik.id, 'en'), 'http://localhost').searchParams.get(PREVIEW_PARAM)!
    const spanish = await servicePageData(`/es/medical-services/lasik?${PREVIEW_PARAM}=${token}`, coordinator)
    expect(spanish.service.name).toBe('LASIK (borrador)')
    expect(await previewLink('service', lasik.id, 'es')).toMatch(/^\/es\/medical-services\/lasik\?preview=/)
  })

  it('only content editors see it: anyone else gets the page’s ordinary 404, whatever the token', async () => {
    const path = await previewLink('service', lasik.id, 'en')
    const visitors: [string, RequestSession | null][] = [
      ['anonymous', null],
      ['patient', await signedIn(db(), 'patient')],
      ['clinic staff', await signedIn(db(), 'clinic_staff')],
      ['admin before the second factor', await signedIn(db(), 'admin', { twoFactorDone: false })],
      ['disabled coordinator', await signedIn(db(), 'coordinator', { disabled: true })],
    ]
    for (const [who, session] of visitors) expect(await statusOf(() => servicePageData(path, session)), who).toBe(404)
    expect((await servicePageData(path, await signedIn(db(), 'admin'))).service.name).toBe('LASIK (draft)')
    // The console's link is for content editors too.
    expect(await statusOf(() => previewLink('service', lasik.id, 'en', visitors[2]![1]!))).toBe(404)
  })

  it('an expired, forged or unknown record’s token, or one for another kind, is a 404 even for an editor', async () => {
    const expired = previewToken(lasik.id, new Date(Date.now() - 31 * MINUTE))
    const forged = previewToken(lasik.id, new Date()).replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))
    const post = await seededRecord(db(), 'blog_post', 'flying-after-eye-surgery')
    for (const token of [expired, forged, 'not-a-token', previewToken(999_999, new Date()), previewToken(post.id, new Date())]) {
      expect(await statusOf(() => servicePageData(`/medical-services/lasik?${PREVIEW_PARAM}=${token}`, coordinator)), token).toBe(404)
    }
  })

  it('another record’s token on this page applies that draft only: the page shows its own live content', async () => {
    const prk = (await getService(db(), 'en', 'prk'))!
    const shown = await servicePageData(`/medical-services/prk?${PREVIEW_PARAM}=${previewToken(lasik.id, new Date())}`, coordinator)
    expect(shown.service).toEqual(prk)
    expect(shown.preview).toEqual({ kind: 'service', recordId: lasik.id })
  })

  it('a new record’s draft is previewed at its slug although it has no live row; afterwards there is still none', async () => {
    const record = await openRecord(db(), 'service', lasik.id)
    const document = {
      ...localizedText(record.document, 'name', (locale) => (locale === 'en' ? 'Night lenses' : 'Lentes nocturnos')),
      slug: { en: 'night-lenses', es: 'lentes-nocturnos' },
      specialists: [],
      destinations: [],
    }
    const created = accepted(await saveDraft(editor, { kind: 'service', version: 0, document }))
    const before = await snapshot(db())
    const path = await previewLink('service', created.recordId, 'es')
    expect(path).toMatch(/^\/es\/medical-services\/lentes-nocturnos\?preview=/)
    expect((await servicePageData(path, coordinator)).service).toMatchObject({ name: 'Lentes nocturnos', key: 'night-lenses', specialists: [] })
    await expectNothingCommitted(before, await contentVersion(db()))
    expect(await statusOf(() => servicePageData('/es/medical-services/lentes-nocturnos', null))).toBe(404)
  })

  it('a renamed slug is previewed at the new address; the old one still answers live', async () => {
    const id = await draft('service', 'icl', (document) => ({ ...document, slug: { en: 'icl-lens', es: 'lente-icl' } }))
    const path = await previewLink('service', id, 'en')
    expect(path).toMatch(/^\/medical-services\/icl-lens\?preview=/)
    expect((await servicePageData(path, coordinator)).service.key).toBe('icl')
    expect(await statusOf(() => servicePageData('/medical-services/icl-lens', null))).toBe(404)
    expect((await servicePageData('/medical-services/icl', null)).service.key).toBe('icl')
  })

  it('a page read that fails inside the preview fails the request, and nothing is committed', async () => {
    const before = await snapshot(db())
    const version = await contentVersion(db())
    const { context } = await pageRequest('/medical-services/lasik', coordinator)
    const url = new URL(`http://localhost/medical-services/lasik?${PREVIEW_PARAM}=${previewToken(lasik.id, new Date())}`)
    await expect(
      readWithPreview(context, url, 'service', async (reader) => {
        expect((await getService(reader, 'en', 'lasik'))?.name).toBe('LASIK (draft)')
        throw new Error('the page broke')
      }),
    ).rejects.toThrow('the page broke')
    await expectNothingCommitted(before, version)
  })

  it('a published record without pending changes previews as it is live', async () => {
    const { id } = await seededRecord(db(), 'service', 'comprehensive-eye-exam')
    const live = (await servicePageData('/medical-services/comprehensive-eye-exam', null)).service
    const shown = await servicePageData(await previewLink('service', id, 'en'), coordinator)
    expect(shown).toMatchObject({ service: live, preview: { kind: 'service', recordId: id } })
  })

  // The editor of a record taken off the site offers "Preview": what publishing it again would show.
  it('a record taken off the site previews as publishing it again would show it', async () => {
    const { id } = await seededRecord(db(), 'service', 'blepharoplasty')
    accepted(await unpublishContent(editor, { kind: 'service', recordId: id, version: (await openRecord(db(), 'service', id)).version }))
    expect((await openRecord(db(), 'service', id)).hasDraft).toBe(false)
    const shown = await servicePageData(await previewLink('service', id, 'en'), coordinator)
    expect(shown.service.key).toBe('blepharoplasty')
  })

  describe('every previewable kind, through its public page’s loader', () => {
    type PageLoader = (args: never) => Promise<unknown>
    const PAGES: [RegExp, PageLoader][] = [
      [/^\/medical-services\/[\w-]+$/, servicePage],
      [/^\/destinations\/[\w-]+$/, destinationPage],
      [/^\/blog\/[\w-]+$/, blogPost],
      [/^\/blog$/, blogList],
      [/^\/faqs$/, faqsPage],
      [/^\/our-company$/, ourCompany],
      [/^\/contact-us$/, contactUs],
      [/^\/(privacy-policies|terms-and-conditions)$/, legalPage],
    ]

    /** The public page a preview link leads to, called as React Router calls its loader. */
    async function pageData(path: string, session: RequestSession | null): Promise<unknown> {
      const bare = new URL(path, 'http://localhost').pathname.replace(/^\/es(?=\/|$)/, '')
      const [, loader] = PAGES.find(([pattern]) => pattern.test(bare))!
      return loader((await pageRequest(path, session, { slug: bare.split('/')[2] ?? '' })) as never)
    }

    const marker = (kind: string) => (locale: 'en' | 'es') => `Draft ${kind} ${locale === 'en' ? 'in English' : 'en español'}`
    const cases: [kind: string, seedKey: string, change: (document: ContentDocument) => ContentDocument][] = [
      ['service', 'smile', (document) => localizedText(document, 'summary', marker('service'))],
      ['destination', 'guadalajara', (document) => localizedText(document, 'name', marker('destination'))],
      ['blog_post', 'sunglasses-and-uv-protection', (document) => localizedText(document, 'title', marker('blog_post'))],
      ['blog_category', 'patient-stories', (document) => localizedText(document, 'name', marker('blog_category'))],
      ['faq', 'how-long-should-i-stay-after-lasik', (document) => localizedText(document, 'question', marker('faq'))],
      ['faq_topic', 'after-your-treatment', (document) => localizedText(document, 'name', marker('faq_topic'))],
      ['team_member', 'mateo-herrera', (document) => localizedText(document, 'role', marker('team_member'))],
      ['company_page', 'our-company', (document) => localizedText(document, 'vision', marker('company_page'))],
      ['legal_page', 'terms-and-conditions', (document) => localizedText(document, 'title', marker('legal_page'))],
      ['settings', 'general', (document) => ({ ...document, address: 'Draft settings address, Bogotá' })],
    ]

    for (const [kind, seedKey, change] of cases) {
      it(`${kind}: the draft shows in each language, the page stays as it was for everyone else`, async () => {
        const id = await draft(kind, seedKey, change)
        const before = await snapshot(db())
        const version = await contentVersion(db())
        for (const locale of ['en', 'es'] as const) {
          const path = await previewLink(kind, id, locale)
          const expected = kind === 'settings' ? 'Draft settings address, Bogotá' : marker(kind)(locale)
          const shown = JSON.stringify(await pageData(path, coordinator))
          expect(shown, path).toContain(expected)
          expect(shown).toContain(`"preview":{"kind":"${kind}","recordId":${id}}`)
          const live = JSON.stringify(await pageData(path.replace(/\?.*$/, ''), null))
          expect(live, path).not.toContain(expected)
        }
        await expectNothingCommitted(before, version)
      })
    }
  })

  it('publishing then shows what the preview showed', async () => {
    const record = await openRecord(db(), 'service', lasik.id)
    const previewed = (await servicePageData(await previewLink('service', lasik.id, 'en'), coordinator)).service
    accepted(await publishContent(editor, { kind: 'service', recordId: lasik.id, version: record.version }))
    expect((await servicePageData('/medical-services/lasik', null)).service).toEqual(previewed)
  })
})
