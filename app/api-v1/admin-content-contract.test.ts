import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppServer, type AppServer } from '../../tests/setup/app-server'
import { expectMatches } from '../../tests/setup/openapi-contract'
import { apiCaller, paidAppointment, staffBearerToken } from '../../tests/setup/staff-api'
import { testedDialects } from '../../tests/setup/test-database'

/*
 * The staff API's content editing through the whole application, on each
 * database: coordinators and admins read, save, publish, schedule, unpublish
 * and restore records, and upload pictures; the public API follows at once.
 * Answers match the OpenAPI document; anyone else gets the console's 404.
 */

interface ContentRecord {
  id: number
  status: string
  version: number
  hasDraft: boolean
  document: Record<string, unknown>
  languages: Record<string, Record<'en' | 'es', { missing: boolean; outdated: boolean }>>
  publicPaths: { en: string; es: string } | null
}
interface ProblemBody {
  status: number
  detail: string
  errors?: { parameter: string; message: string }[]
}

for (const dialect of testedDialects) {
  describe(`staff API, content editing [${dialect}]`, () => {
    let server: AppServer
    let call: ReturnType<typeof apiCaller>
    let coordinator: string
    let admin: string
    let clinicStaff: string
    let patientToken: string

    const json = async <T>(response: Response | Promise<Response>) => (await (await response).json()) as T
    const recordIdOf = async (kind: string, q: string, title: string) => {
      const list = await json<{ records: { id: number; title: string }[] }>(call(`/v1/admin/content/${kind}?q=${encodeURIComponent(q)}`, coordinator))
      return list.records.find((record) => record.title === title)!.id
    }
    const upload = (token: string | undefined, file?: Blob, name = 'picture.png') => {
      const form = new FormData()
      if (file) form.set('file', file, name)
      return fetch(new URL('/v1/admin/content/images', server.origin), {
        method: 'POST',
        headers: token ? { Authorization: `Bearer ${token}`, 'Accept-Language': 'es' } : {},
        body: form,
      })
    }

    beforeAll(async () => {
      server = await startAppServer(dialect)
      call = apiCaller(server.origin)
      ;({ patientToken } = await paidAppointment(server.origin, { email: 'content-api@example.com', service: 'comprehensive-eye-exam' }))
      coordinator = (await staffBearerToken(server.databaseUrl, 'coordinator')).token
      admin = (await staffBearerToken(server.databaseUrl, 'admin')).token
      clinicStaff = (await staffBearerToken(server.databaseUrl, 'clinic_staff', { clinicIds: [1] })).token
    }, 180_000)
    afterAll(async () => {
      await server?.close()
    })

    it('kinds and lists: every kind with its fields; a kind’s records by title', async () => {
      const kinds = await json<{ kinds: { kind: string; count: number; fields: { name: string; type: string }[] }[] }>(
        call('/v1/admin/content', coordinator),
      )
      expectMatches('StaffContentKinds', kinds)
      expect(kinds.kinds.map((kind) => kind.kind)).toEqual(expect.arrayContaining(['service', 'blog_post', 'faq', 'settings', 'legal_page']))
      const service = kinds.kinds.find((kind) => kind.kind === 'service')!
      expect(service.count).toBeGreaterThan(5)
      expect(service.fields).toContainEqual(expect.objectContaining({ name: 'priceFrom', type: 'money' }))

      const list = await json(call('/v1/admin/content/service?q=lasik', admin))
      expectMatches('StaffContentList', list)
      expect((list as { records: { title: string }[] }).records.map((record) => record.title)).toContain('LASIK')
      expect((await call('/v1/admin/content/nope', coordinator)).status).toBe(404)
    })

    it('a service: a draft leaves the site alone, a stale save is a conflict, publishing changes the public API at once, restoring goes back', async () => {
      const id = await recordIdOf('service', 'lasik', 'LASIK')
      const record = await json<ContentRecord>(call(`/v1/admin/content/service/${id}`, coordinator))
      expectMatches('StaffContentRecord', record)
      expect(record.publicPaths).toEqual({ en: '/medical-services/lasik', es: '/es/medical-services/lasik' })
      const before = await json<{ priceFrom: number; summary: string }>(call('/v1/services/lasik?locale=es'))
      const summary = { ...(record.document.summary as object), es: 'Cirugía láser para ver sin gafas: resumen nuevo desde la API.' }

      const invalid = await call(`/v1/admin/content/service/${id}`, coordinator, {
        method: 'POST',
        body: { version: record.version, document: { ...record.document, priceFrom: -5, colour: 'blue' } },
      })
      expect(invalid.status).toBe(400)
      expect((await json<ProblemBody>(invalid)).errors?.map((error) => error.parameter)).toEqual(['document.colour'])
      const badPrice = await json<ProblemBody>(
        call(`/v1/admin/content/service/${id}`, coordinator, {
          method: 'POST',
          body: { version: record.version, document: { ...record.document, priceFrom: 9_999_900, priceTo: 100 } },
        }),
      )
      expect(badPrice.status).toBe(400)
      expect(badPrice.errors?.map((error) => error.parameter)).toContain('document.priceTo')

      const saved = await call(`/v1/admin/content/service/${id}`, coordinator, {
        method: 'POST',
        body: { version: record.version, document: { ...record.document, summary, priceFrom: 190_000 } },
      })
      expect(saved.status).toBe(200)
      const draft = await json<ContentRecord>(saved)
      expectMatches('StaffContentRecord', draft)
      expect(draft).toMatchObject({ status: 'published', hasDraft: true, version: record.version + 1 })
      expect(draft.languages.summary!.en).toEqual({ missing: false, outdated: true })
      expect(await json(call('/v1/services/lasik?locale=es'))).toMatchObject({ summary: before.summary, priceFrom: before.priceFrom })

      const stale = await call(`/v1/admin/content/service/${id}`, admin, {
        method: 'POST',
        body: { version: record.version, document: record.document },
      })
      expect(stale.status).toBe(409)
      const conflict = await json<ProblemBody & { current: ContentRecord }>(stale)
      expectMatches('StaffContentConflict', conflict)
      expect(conflict.current.version).toBe(draft.version)
      expect((conflict.current.document.summary as { es: string }).es).toBe(summary.es)

      const published = await json<ContentRecord>(
        call(`/v1/admin/content/service/${id}/publish`, coordinator, { method: 'POST', body: { version: draft.version } }),
      )
      expect(published).toMatchObject({ status: 'published', hasDraft: false })
      expect(await json(call('/v1/services/lasik?locale=es'))).toMatchObject({ summary: summary.es, priceFrom: 1_900 })

      const revisions = await json<{ revisions: { id: number; number: number }[] }>(call(`/v1/admin/content/service/${id}/revisions`, coordinator))
      expectMatches('StaffContentRevisions', revisions)
      expect(revisions.revisions.map((revision) => revision.number)).toEqual([2, 1])
      const original = revisions.revisions.at(-1)!
      const revision = await json(call(`/v1/admin/content/service/${id}/revisions/${original.id}`, coordinator))
      expectMatches('StaffContentRevision', revision)
      const restored = await call(`/v1/admin/content/service/${id}/revisions/${original.id}/restore`, coordinator, {
        method: 'POST',
        body: { version: published.version },
      })
      expect(restored.status).toBe(200)
      expect(await json(call('/v1/services/lasik?locale=es'))).toMatchObject({ summary: before.summary, priceFrom: before.priceFrom })
      expect((await call(`/v1/admin/content/service/${id}/revisions/999999`, coordinator)).status).toBe(404)
    })

    it('a new blog post: a draft with Spanish missing, publishing refused naming each gap, scheduled, cancelled; never public on the way', async () => {
      const [category] = (await json<{ records: { refId: number }[] }>(call('/v1/admin/content/blog_category', coordinator))).records
      const [author] = (await json<{ records: { refId: number }[] }>(call('/v1/admin/content/team_member', coordinator))).records
      const english = { title: 'Dry eye after screens', excerpt: 'Why long screen days dry the eyes.', body: 'Blink **more**.' }
      const document = {
        title: { en: english.title, es: '' },
        slug: { en: '', es: '' },
        excerpt: { en: english.excerpt, es: '' },
        body: { en: english.body, es: '' },
        category: category!.refId,
        author: author!.refId,
      }
      const created = await call('/v1/admin/content/blog_post', coordinator, { method: 'POST', body: { document } })
      expect(created.status).toBe(201)
      const draft = await json<ContentRecord>(created)
      expectMatches('StaffContentRecord', draft)
      expect(draft).toMatchObject({ status: 'draft', refId: null, document: { slug: { en: 'dry-eye-after-screens', es: '' } } })
      expect(draft.languages.title!.es).toEqual({ missing: true, outdated: false })

      const refused = await call(`/v1/admin/content/blog_post/${draft.id}/publish`, coordinator, { method: 'POST', body: { version: draft.version } })
      expect(refused.status).toBe(422)
      const gaps = await json<ProblemBody>(refused)
      expectMatches('Problem', gaps)
      expect(gaps.errors?.map((error) => error.parameter)).toEqual(
        expect.arrayContaining(['document.title.es', 'document.body.es', 'document.slug.es']),
      )
      expect((await call('/v1/blog/posts/dry-eye-after-screens')).status).toBe(404)

      const complete = {
        ...draft.document,
        title: { en: english.title, es: 'Ojo seco por las pantallas' },
        slug: { en: 'dry-eye-after-screens', es: 'ojo-seco-pantallas' },
        excerpt: { en: english.excerpt, es: 'Por qué los días de pantalla secan los ojos.' },
        body: { en: english.body, es: 'Parpadea **más**.' },
      }
      const past = await call(`/v1/admin/content/blog_post/${draft.id}/schedule`, coordinator, {
        method: 'POST',
        body: { version: draft.version, document: complete, publishAt: '2020-01-01T09:00:00+01:00' },
      })
      expect(past.status).toBe(422)
      const publishAt = new Date(Date.now() + 7 * 86_400_000).toISOString()
      const scheduled = await json<ContentRecord & { scheduledAt: string }>(
        call(`/v1/admin/content/blog_post/${draft.id}/schedule`, coordinator, {
          method: 'POST',
          body: { version: draft.version, document: complete, publishAt },
        }),
      )
      expect(scheduled).toMatchObject({ status: 'scheduled', scheduledAt: publishAt })
      expect((await call('/v1/blog/posts/ojo-seco-pantallas?locale=es')).status).toBe(404)
      const unfinished = await call(`/v1/admin/content/blog_post/${draft.id}?locale=es`, coordinator, {
        method: 'POST',
        body: { version: scheduled.version, document: { ...complete, body: { en: english.body, es: '' } } },
      })
      expect(unfinished.status).toBe(422)
      expect((await json<ProblemBody>(unfinished)).detail).toMatch(/^Está programado para publicarse/)

      const cancelled = await json<ContentRecord>(
        call(`/v1/admin/content/blog_post/${draft.id}/unpublish`, coordinator, { method: 'POST', body: { version: scheduled.version } }),
      )
      expect(cancelled.status).toBe('draft')
      const published = await call(`/v1/admin/content/blog_post/${draft.id}/publish`, coordinator, {
        method: 'POST',
        body: { version: cancelled.version },
      })
      expect(published.status).toBe(200)
      expect(await json(call('/v1/blog/posts/ojo-seco-pantallas?locale=es'))).toMatchObject({ title: 'Ojo seco por las pantallas' })
      const [legal] = (await json<{ records: { id: number }[] }>(call('/v1/admin/content/legal_page', coordinator))).records
      const legalPage = await json<ContentRecord>(call(`/v1/admin/content/legal_page/${legal!.id}`, coordinator))
      const kept = await call(`/v1/admin/content/legal_page/${legal!.id}/unpublish`, coordinator, {
        method: 'POST',
        body: { version: legalPage.version },
      })
      expect(kept.status).toBe(409)
    })

    it('pictures: a real one is resized and stored; a disguised page and a missing file are refused', async () => {
      const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3b82f6' } })
        .png()
        .toBuffer()
      const stored = await upload(coordinator, new Blob([new Uint8Array(png)], { type: 'image/png' }))
      expect(stored.status).toBe(201)
      const picture = await json<{ id: number; width: number; src: string; srcset: { avif: string } }>(stored)
      expectMatches('StaffContentImage', picture)
      expect(picture.width).toBe(1200)
      expect((await fetch(new URL(picture.src, server.origin))).headers.get('Content-Type')).toBe('image/webp')

      const disguised = await upload(coordinator, new Blob(['<!doctype html><script>alert(1)</script>'], { type: 'image/jpeg' }), 'photo.jpg')
      expect(disguised.status).toBe(415)
      expect((await json<ProblemBody>(disguised)).detail).toMatch(/JPEG, PNG o WebP/)
      const missing = await upload(coordinator)
      expect(missing.status).toBe(400)
    })

    it('clinic staff, patients and visitors get 404 everywhere; a wrong method gets 405 for editors only', async () => {
      const paths = ['/v1/admin/content', '/v1/admin/content/service', '/v1/admin/content/service/1', '/v1/admin/content/service/1/revisions']
      for (const token of [clinicStaff, patientToken, undefined]) {
        for (const path of paths) expect((await call(path, token)).status, path).toBe(404)
        const write = await call('/v1/admin/content/service/1/publish', token, { method: 'POST', body: { version: 1 } })
        expect(write.status).toBe(404)
        expect((await upload(token, new Blob(['x']))).status).toBe(404)
      }
      expect((await call('/v1/admin/content/service/1/publish', coordinator)).status).toBe(405)
      expect((await call('/v1/admin/content', coordinator, { method: 'POST', body: {} })).status).toBe(405)
    })
  })
}
