import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { beforeAll, expect, it, vi } from 'vitest'
import { sessionContext } from '~/accounts/session-middleware.server'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { localizePath, type Locale } from '~/i18n/locales'
import { consoleStaff } from '../../../tests/setup/console-request'
import { appointmentStartingIn, insertPatient, staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { loader } from './search'

/*
 * The console's search results page (/admin/search, /es/admin/search) as
 * React Router calls its loader, for the header's GET form and for its box as
 * you type: what each role finds, in the page's language. The search itself
 * is tested in app/staff-console/console-search.test.ts.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

type Who = Awaited<ReturnType<typeof consoleStaff>> | null

/** The loader at /admin/search?q=… (or the Spanish page), by `who` (null: a visitor). */
async function search(who: Who, q: string, locale: Locale = 'en') {
  const url = new URL(`${localizePath('/admin/search', locale)}?${new URLSearchParams({ q })}`, 'http://localhost')
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'search-test', ip: '192.0.2.10' })
  context.set(sessionContext, who?.session ?? null)
  const args = { request: new Request(url), params: {}, context, url, pattern: '/admin/search' }
  await requestScopeMiddleware(args, async () => new Response())
  try {
    return await loader(args)
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status }
    if (thrown && typeof thrown === 'object' && 'init' in thrown) return { status: (thrown as { init?: ResponseInit }).init?.status }
    throw thrown
  }
}

describeEachDatabase('the console search page', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let patient: number
  let appointment: number

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
    patient = await insertPatient(db(), 'Carmen Ruiz')
    appointment = await appointmentStartingIn(db(), 48, {
      user_id: patient,
      clinic_id: ids.madrid,
      service_id: ids.icl,
      patient_phone: '+34 612 345 678',
    })
    await db()
      .insertInto('contact_messages')
      .values({
        name: 'Carmen Ruiz',
        email: 'carmen@example.com',
        phone: null,
        subject: 'Una duda',
        message: 'Quiero mover mi cita',
        locale: 'es',
        ip: null,
        created_at: new Date().toISOString(),
      })
      .execute()
  }, 60_000)

  it('a coordinator finds the patient (phone, next appointment), the appointment and the conversation', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    const answer = await search(coordinator, 'ruiz carmen')
    expect(answer).toMatchObject({
      results: {
        query: 'ruiz carmen',
        patients: {
          hits: [
            {
              id: patient,
              name: 'Carmen Ruiz',
              phone: '+34 612 345 678',
              nextAppointment: { id: appointment, service: 'Implantable collamer lens (ICL)' },
            },
          ],
        },
        appointments: { hits: [{ id: appointment, patient: 'Carmen Ruiz' }] },
        conversations: { hits: [{ subject: 'Una duda' }] },
        content: { hits: [] },
      },
    })
    expect(await search(coordinator, '612 345')).toMatchObject({ results: { patients: { hits: [{ id: patient }] } } })
  })

  it('names services in the page’s language', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    const spanish = await search(coordinator, 'carmen lente', 'es')
    expect(spanish).toMatchObject({ results: { appointments: { hits: [{ id: appointment }] } } })
    const serviceEs = await db()
      .selectFrom('services_translations')
      .select('name')
      .where('owner_id', '=', ids.icl)
      .where('locale', '=', 'es')
      .executeTakeFirstOrThrow()
    expect(spanish).toMatchObject({ results: { appointments: { hits: [{ service: serviceEs.name }] } } })
  })

  it('clinic staff find their clinic’s patients only, and no conversations or content', async () => {
    const madrid = await consoleStaff(db(), 'clinic_staff', [ids.madrid])
    expect(await search(madrid, 'carmen')).toMatchObject({
      results: { patients: { hits: [{ id: patient }] }, conversations: null, content: null },
    })
    const bogota = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    expect(await search(bogota, 'carmen')).toMatchObject({
      results: { patients: { hits: [] }, appointments: { hits: [] }, conversations: null, content: null },
    })
  })

  it('an empty or overlong search is no error: nothing, or the first 100 characters', async () => {
    const admin = await consoleStaff(db(), 'admin')
    expect(await search(admin, '')).toMatchObject({ results: { query: '', patients: { hits: [] } } })
    const long = await search(admin, `carmen ${'x'.repeat(300)}`)
    expect(long).toMatchObject({ results: { query: `carmen ${'x'.repeat(93)}`, patients: { hits: [] } } })
  })

  it('anyone but staff gets the ordinary 404', async () => {
    expect(await search(null, 'carmen')).toEqual({ status: 404 })
  })
})
