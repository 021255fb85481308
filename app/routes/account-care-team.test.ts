import fs from 'node:fs'
import type { Kysely } from 'kysely'
import { createTranslator } from 'use-intl'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { appendMessage, findConversation } from '~/conversations/conversation-store.server'
import type { Database } from '~/db/schema'
import { catalogues } from '~/i18n/messages.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { consoleForm, consoleStaff, type ConsoleAnswer } from '../../tests/setup/console-request'
import { documentFiles } from '../../tests/setup/document-files'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { insertPatient, insertTreatment, specialistAt, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { loader as layoutLoader } from '../layouts/dashboard-layout'
import { action, loader } from './account-care-team'

/*
 * The patient's "My care team" page (issue 29) as the browser uses it
 * without JavaScript: who may open it, the message form posted as multipart
 * (the files stream to the conversations store), what a refusal shows by
 * the form, and the page read again after a message. The verb's own rules are
 * tested in app/conversations/send-patient-message.test.ts.
 */

const current = vi.hoisted(() => {
  // The conversations store of this file: a folder of its own (read once, when the store is first made).
  process.env.CONVERSATION_FILES_DIR = `${process.env.TMPDIR ?? '/tmp'}/claravia-care-team-route-${process.pid}`
  return { db: undefined as Kysely<Database> | undefined }
})
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/account/care-team')
const open = consoleForm(loader, '/account/care-team')
const openLayout = consoleForm(layoutLoader, '/account')

type PageData = Awaited<ReturnType<typeof loader>>
type Failure = { result: { error: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }

const storedFiles = () => {
  const folder = process.env.CONVERSATION_FILES_DIR!
  return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : []
}

function translate(message: string, locale: 'en' | 'es') {
  const [key = '', query = ''] = message.split('?')
  const t = createTranslator({ locale, messages: catalogues[locale] }) as unknown as (key: string, values?: Record<string, unknown>) => string
  const values = Object.fromEntries(
    [...new URLSearchParams(query)].map(([name, value]) => [name, Number.isNaN(Number(value)) ? value : Number(value)]),
  )
  return key.includes('.') ? t(key, values) : t(`form.field_error_messages.${key}`, values)
}

describeEachDatabase('the patient’s care team page', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
    // A coordinator who speaks Spanish, so a first message is assigned to someone.
    const coordinator = await insertStaffMember(db(), 'coordinator', [], 'Ana Pérez')
    await db().insertInto('staff_profiles').values({ user_id: coordinator, languages: 'es,en' }).execute()
  }, 60_000)

  beforeEach(async () => {
    current.db = db()
    await closeRateLimits()
  })

  /** A patient signed in on the website (cookie session). */
  async function patient(name = 'Marta Ruiz') {
    const id = await insertPatient(db(), name)
    const { token } = await createSession(db(), id, new Date())
    const session: RequestSession = { ...(await resolveSession(db(), token))!, token, via: 'cookie' }
    return { id, session }
  }

  const messagesOf = async (patientId: number) => {
    const conversation = await findConversation(db(), patientId)
    if (!conversation) return []
    return db()
      .selectFrom('care_messages')
      .select(['id', 'kind', 'body', 'treatment_id', 'author_id'])
      .where('conversation_id', '=', conversation.id)
      .where('kind', '=', 'message')
      .orderBy('id')
      .execute()
  }

  it('signed out: the sign-in page, which brings the patient back here (in their language)', async () => {
    expect(await open(null, {}, {})).toMatchObject({ status: 302, location: '/sign-in?redirectTo=%2Faccount%2Fcare-team' })
    expect(await open(null, {}, {}, { locale: 'es' })).toMatchObject({ status: 302, location: '/es/sign-in?redirectTo=%2Fes%2Faccount%2Fcare-team' })
    expect(await post(null, {}, { body: 'Hola' }, { multipart: true })).toMatchObject({ status: 302 })
  })

  it('a staff member: the ordinary 404 (the care team answers from the console, never as a patient)', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    expect((await open(coordinator, {}, {})).status).toBe(404)
    expect((await post(coordinator, {}, { body: 'Hola' }, { multipart: true })).status).toBe(404)
  })

  it('before the first message: no conversation yet, nothing to read, the team introduced', async () => {
    const marta = await patient()
    const page = (await open(marta, {}, {})).data as PageData
    expect(page.conversation).toEqual({ id: null, coordinator: null, unread: 0, messages: [] })
    expect(page.version).toBe('0.0')
    expect(page.timeZone).toBe('UTC')
  })

  it('a blank message: 400 with the translated error by the text box, and nothing stored (not even its file)', async () => {
    const marta = await patient()
    const filesBefore = storedFiles().length
    const answer = await post(
      marta,
      {},
      { body: '   \n  ', attachments: new File([documentFiles.pdf], 'report.pdf', { type: 'application/pdf' }) },
      { locale: 'es' },
    )
    expect(answer.status).toBe(400)
    const [message] = (answer.data as Failure).result.error.body!
    expect(translate(message!, 'es')).toBe('Este campo es obligatorio.')
    expect(translate(message!, 'en')).toBe('This field is required.')
    expect(await findConversation(db(), marta.id)).toBeUndefined()
    expect(storedFiles()).toHaveLength(filesBefore)
  })

  it('a message too long: 400 with its limit, in either language', async () => {
    const marta = await patient()
    const answer = await post(marta, {}, { body: 'x'.repeat(5001) }, { multipart: true })
    expect(answer.status).toBe(400)
    const [message] = (answer.data as Failure).result.error.body!
    expect(translate(message!, 'en')).toBe('A message can have at most 5,000 characters.')
    expect(translate(message!, 'es')).toBe('Un mensaje puede tener como máximo 5000 caracteres.')
    expect(await messagesOf(marta.id)).toEqual([])
  })

  it('a good message, about a plan, with a file: stored, back to the page with “Message sent”, shown in the thread and read', async () => {
    const marta = await patient()
    const plan = await insertTreatment(db(), {
      user_id: marta.id,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      specialist_id: await specialistAt(db(), ids.bogota),
    })
    const answer = await post(
      marta,
      {},
      {
        body: '¿Puedo volar dos días después del LASIK?\r\nGracias',
        about: `plan-${plan}`,
        attachments: new File([documentFiles.pdf], 'informe.pdf', { type: 'application/pdf' }),
      },
      { locale: 'es' },
    )
    expect(answer).toMatchObject({
      status: 303,
      location: '/es/account/care-team#care-team-form-title',
      toast: { title: 'Mensaje enviado a tu equipo de atención.', color: 'success' },
    })
    const [stored] = await messagesOf(marta.id)
    expect(stored).toMatchObject({ body: '¿Puedo volar dos días después del LASIK?\nGracias', treatment_id: plan, author_id: marta.id })
    const files = await db()
      .selectFrom('care_message_attachments')
      .select(['file_name', 'content_type'])
      .where('message_id', '=', stored!.id)
      .execute()
    expect(files).toEqual([{ file_name: 'informe.pdf', content_type: 'application/pdf' }])

    const page = (await open(marta, {}, {}, { locale: 'es' })).data as PageData
    expect(page.conversation.coordinator).toMatchObject({ name: 'Ana Pérez', languages: ['es', 'en'] })
    expect(page.conversation.messages.map((message) => [message.kind, message.event, message.body])).toEqual([
      ['event', 'coordinator_assigned', ''],
      ['message', null, '¿Puedo volar dos días después del LASIK?\nGracias'],
    ])
    expect(page.conversation.messages[1]).toMatchObject({ treatmentId: plan, readByTeam: false, attachments: [{ fileName: 'informe.pdf' }] })
    expect(page.plans.map((choice) => choice.id)).toEqual([plan])
    expect(page.version).toMatch(new RegExp(`^${stored!.id}\\.`))
  })

  it('the tab’s badge counts the team’s messages until the patient opens the page, which reads them and marks them seen', async () => {
    const marta = await patient()
    expect(await post(marta, {}, { body: 'Hola' }, { multipart: true })).toMatchObject({ status: 303 })
    const conversation = (await findConversation(db(), marta.id))!
    const coordinator = conversation.coordinator_id
    await appendMessage(db(), conversation, { kind: 'message', authorId: coordinator, body: 'Hola, Marta: sí.' }, new Date())
    await appendMessage(db(), conversation, { kind: 'note', authorId: coordinator, body: 'Solo para el equipo' }, new Date())
    await appendMessage(db(), conversation, { kind: 'message', authorId: coordinator, body: '¿Algo más?' }, new Date())
    expect((await openLayout(marta, {}, {})).data).toEqual({ careTeamUnread: 2 })
    // On the care team page itself the badge says nothing: the page reads them as it opens.
    expect((await consoleForm(layoutLoader, '/account/care-team')(marta, {}, {})).data).toEqual({ careTeamUnread: 0 })

    const opened = new Date()
    const page = (await open(marta, {}, {})).data as PageData
    expect(page.conversation.messages.map((message) => message.body)).toEqual(['', 'Hola', 'Hola, Marta: sí.', '¿Algo más?'])
    expect((await openLayout(marta, {}, {})).data).toEqual({ careTeamUnread: 0 })
    const read = (await findConversation(db(), marta.id))!
    expect(read.patient_read_id).toBe(page.conversation.messages.at(-1)!.id)
    expect(new Date(read.patient_seen_at!).getTime()).toBeGreaterThanOrEqual(opened.getTime() - 1000)
    // Staff have no badge.
    expect((await openLayout(await consoleStaff(db(), 'coordinator'), {}, {})).data).toEqual({ careTeamUnread: 0 })
  })

  it('a plan or appointment that is not the patient’s: refused by the “About” select, nothing stored', async () => {
    const marta = await patient()
    const other = await patient('Otra Persona')
    const theirs = await insertTreatment(db(), {
      user_id: other.id,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      specialist_id: await specialistAt(db(), ids.bogota),
    })
    const answer = await post(marta, {}, { body: 'Hola', about: `plan-${theirs}` }, { multipart: true })
    expect(answer.status).toBe(404)
    expect((answer.data as Failure).result.error.about).toEqual(['errors.not_found.title'])
    expect((await post(marta, {}, { body: 'Hola', about: 'plan-x' }, { multipart: true })).status).toBe(400)
    expect(await messagesOf(marta.id)).toEqual([])
  })

  it('a file that is not a PDF, JPEG or PNG: refused by the file input with what was typed kept, nothing stored', async () => {
    const marta = await patient()
    const filesBefore = storedFiles().length
    const answer = await post(marta, {}, { body: 'Mi receta', attachments: new File([documentFiles.html], 'receta.jpg', { type: 'image/jpeg' }) })
    expect(answer.status).toBe(415)
    const { result } = answer.data as Failure
    expect(result.error.attachments?.map((message) => translate(message, 'en'))).toEqual([
      '“receta.jpg” is not a PDF, JPEG or PNG file (whatever its name says): only those can be attached.',
    ])
    expect(result.initialValue).toMatchObject({ body: 'Mi receta' })
    expect(await messagesOf(marta.id)).toEqual([])
    expect(storedFiles()).toHaveLength(filesBefore)
  })

  it('more than 30 messages in 10 minutes: 429 with Retry-After and the wait in the message', async () => {
    const marta = await patient()
    for (let sent = 0; sent < 30; sent++) expect((await post(marta, {}, { body: `Mensaje ${sent}` }, { multipart: true })).status).toBe(303)
    const answer: ConsoleAnswer = await post(marta, {}, { body: 'Uno más' }, { multipart: true })
    expect(answer.status).toBe(429)
    const [message] = (answer.data as Failure).result.error['']!
    expect(message).toBe('conversation.too_many_messages?minutes=10')
    expect(translate(message!, 'es')).toBe('Has enviado muchos mensajes en poco tiempo. Espera 10 minutos y vuelve a escribir.')
    expect(await messagesOf(marta.id)).toHaveLength(30)
  })
})
