import fs from 'node:fs'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { findConversation } from '~/conversations/conversation-store.server'
import type { Database } from '~/db/schema'
import { closeRateLimits } from '~/security/rate-limit.server'
import * as staffAssign from '~/routes/v1/admin/conversation-assign'
import * as staffAttachment from '~/routes/v1/admin/conversation-attachment'
import * as staffMembers from '~/routes/v1/admin/conversation-members'
import * as staffMessages from '~/routes/v1/admin/conversation-messages'
import * as staffNotes from '~/routes/v1/admin/conversation-notes'
import * as staffRead from '~/routes/v1/admin/conversation-read'
import * as staffStatus from '~/routes/v1/admin/conversation-status'
import * as staffOne from '~/routes/v1/admin/conversation'
import * as staffList from '~/routes/v1/admin/conversations'
import * as mine from '~/routes/v1/me/conversation'
import * as myAttachment from '~/routes/v1/me/conversation-attachment'
import * as myRead from '~/routes/v1/me/conversation-read'
import { startAppServer, type AppServer } from '../../tests/setup/app-server'
import { documentFiles } from '../../tests/setup/document-files'
import { expectMatches } from '../../tests/setup/openapi-contract'
import { apiCaller, insertStaffMember, signedInStaff, staffBearerToken } from '../../tests/setup/staff-api'
import { insertPatient, insertTreatment, patientOfClinic, specialistAt, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { matching, routeCaller, type RouteCall } from '../../tests/setup/route-call'
import { describeEachDatabase, testedDialects } from '../../tests/setup/test-database'

/*
 * Care conversations in the API (issue 29): /v1/me/conversation for the
 * patient and /v1/admin/conversations for the care team, called through
 * their route modules as React Router calls them (a Bearer session, the
 * request's language), on each database. Every answer matches the OpenAPI
 * document; the rules are the pages' own: the patient never meets a staff
 * note, clinic staff only conversations they were brought into, a staff
 * token is no patient, and a refused message keeps nothing, files included.
 */

const current = vi.hoisted(() => {
  // The conversations store of this file: a folder of its own (read once, when the store is first made).
  process.env.CONVERSATION_FILES_DIR = `${process.env.TMPDIR ?? '/tmp'}/claravia-conversation-contract-${process.pid}`
  return { db: undefined as Kysely<Database> | undefined }
})
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

type Json = Record<string, unknown>
type Message = { id: number; kind: string; body: string; event: string | null; attachments: { id: number; fileName: string; download: string }[] }
type PatientView = { id: number | null; unread: number; coordinator: { id: number } | null; messages: (Message & { readByTeam: boolean })[] }
type StaffView = {
  id: number
  coordinator: { id: number } | null
  waitingSince: string | null
  patientReadId: number
  messages: Message[]
  members: { id: number }[]
}
type Problem = { status: number; title: string; detail: string; errors?: { parameter: string; message: string }[] }

const storedFiles = () => {
  const folder = process.env.CONVERSATION_FILES_DIR!
  return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0
}

const pdf = (name = 'informe.pdf') => new File([documentFiles.pdf], name, { type: 'application/pdf' })
const png = (name = 'ojo.png') => new File([documentFiles.png], name, { type: 'image/png' })

/** A multipart form: text fields, and each file as an `attachments` part. */
function form(fields: Record<string, string>, files: File[] = []) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  for (const file of files) body.append('attachments', file)
  return body
}

const call = routeCaller('conversation-contract', '10.0.0.1')

describeEachDatabase('care conversations API contract', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let ana: number

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
    // A coordinator who speaks Spanish, so a first message is assigned to someone.
    ana = await insertStaffMember(db(), 'coordinator', [], 'Ana Pérez')
    await db().insertInto('staff_profiles').values({ user_id: ana, languages: 'es,en' }).execute()
  }, 60_000)

  beforeEach(async () => {
    current.db = db()
    await closeRateLimits()
  })

  /** A patient signed in through the API (a Bearer token); treated at Bogotá unless `treated: false`. */
  async function patient(name = 'Marta Ruiz', { treated = true } = {}) {
    const id = treated ? await patientOfClinic(db(), name, { clinicId: ids.bogota, serviceId: ids.lasik }) : await insertPatient(db(), name)
    const { token } = await createSession(db(), id, new Date())
    const session: RequestSession = { ...(await resolveSession(db(), token))!, token, via: 'bearer' }
    return { id, session }
  }

  const staff = async (role: 'coordinator' | 'admin' | 'clinic_staff', clinicIds: number[] = []) =>
    (await signedInStaff(db(), role, { clinicIds })).session

  /** What a refusal must leave as it was: the messages, the attachments' rows and the files in the store. */
  async function kept() {
    const count = async (table: 'care_messages' | 'care_message_attachments') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    return { messages: await count('care_messages'), attachments: await count('care_message_attachments'), files: storedFiles() }
  }

  const send = (session: RequestSession | null, extra: Omit<RouteCall, 'session'>) =>
    call(mine.action, '/v1/me/conversation', { session, method: 'POST', ...extra })
  const read = (session: RequestSession | null, query = '') => call(mine.loader, `/v1/me/conversation${query}`, { session })
  const download = (session: RequestSession | null, attachmentId: number) =>
    call(myAttachment.loader, `/v1/me/conversation/attachments/${attachmentId}`, { session, params: { attachmentId: String(attachmentId) } })
  const at = (conversationId: number, tail = '') => ({
    path: `/v1/admin/conversations/${conversationId}${tail}`,
    params: { id: String(conversationId) },
  })

  it('signed out: 401 as every /v1/me address; a staff token: 404 as an address that does not exist (patients only)', async () => {
    const filesBefore = storedFiles()
    for (const response of [
      await read(null),
      await send(null, { json: { body: 'Hola' } }),
      await call(myRead.action, '/v1/me/conversation/read', { session: null, method: 'POST' }),
    ]) {
      const problem = await matching<Problem>(response, 401, 'Problem')
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer')
      expect(problem.detail).toMatch(/^Sign in first/)
    }
    for (const role of ['coordinator', 'admin', 'clinic_staff'] as const) {
      const token = await staff(role, role === 'clinic_staff' ? [ids.bogota] : [])
      const answers = {
        read: await read(token),
        send: await send(token, { json: { body: 'Hola' } }),
        sendFiles: await send(token, { body: form({ body: 'Hola' }, [pdf()]) }),
        markRead: await call(myRead.action, '/v1/me/conversation/read', { session: token, method: 'POST' }),
        download: await download(token, 1),
      }
      for (const [name, response] of Object.entries(answers)) {
        const problem = await matching<Problem>(response, 404, 'Problem')
        expect(problem.detail, `${role} ${name}`).toMatch(/^There is no API endpoint at \/v1\/me\/conversation/)
      }
    }
    expect(storedFiles()).toBe(filesBefore)
  })

  it('a patient writes as JSON and as multipart with a PDF, reads both back with the file and downloads it; another patient gets 404 for it', async () => {
    const marta = await patient()
    const empty = await matching<PatientView>(await read(marta.session), 200, 'PatientConversation')
    expect(empty).toEqual({ id: null, coordinator: null, unread: 0, messages: [] })

    const plan = await insertTreatment(db(), {
      user_id: marta.id,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      specialist_id: await specialistAt(db(), ids.bogota),
    })
    const first = await matching<Message>(
      await send(marta.session, { json: { body: '¿Puedo volar dos días después del LASIK?\r\nGracias', treatmentId: plan } }),
      201,
      'PatientConversationMessage',
    )
    expect(first).toMatchObject({
      kind: 'message',
      body: '¿Puedo volar dos días después del LASIK?\nGracias',
      treatmentId: plan,
      appointmentId: null,
      author: { id: marta.id, name: 'Marta Ruiz', role: 'patient' },
      readByTeam: false,
      attachments: [],
    })

    const withFile = await matching<Message>(
      await send(marta.session, { body: form({ body: 'Mi informe' }, [pdf('informe.pdf')]) }),
      201,
      'PatientConversationMessage',
    )
    const [file] = withFile.attachments
    expect(file).toMatchObject({ fileName: 'informe.pdf', contentType: 'application/pdf', byteSize: documentFiles.pdf.byteLength })
    expect(file!.download).toBe(`/v1/me/conversation/attachments/${file!.id}`)

    const conversation = await matching<PatientView>(await read(marta.session, '?locale=es'), 200, 'PatientConversation')
    expect(conversation.coordinator).toMatchObject({ id: ana, name: 'Ana Pérez', languages: ['es', 'en'] })
    expect(conversation.messages.map((message) => [message.kind, message.event, message.body])).toEqual([
      ['event', 'coordinator_assigned', ''],
      ['message', null, '¿Puedo volar dos días después del LASIK?\nGracias'],
      ['message', null, 'Mi informe'],
    ])
    expect(conversation.messages[2]!.attachments).toEqual([file])

    const downloaded = await download(marta.session, file!.id)
    expect(downloaded.status).toBe(200)
    expect(downloaded.headers.get('Content-Type')).toBe('application/pdf')
    expect(downloaded.headers.get('Content-Disposition')).toMatch(/^attachment/)
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(documentFiles.pdf)

    const other = await patient('Otra Persona')
    await matching<Problem>(await download(other.session, file!.id), 404, 'Problem')
    await matching<Problem>(await download(marta.session, 987_654_321), 404, 'Problem')
    expect((await call(mine.action, '/v1/me/conversation', { session: marta.session, method: 'PUT' })).status).toBe(405)
  })

  it('the care team lists, reads, replies and notes with files, assigns, brings in and marks no reply needed, as the document says; the patient never meets the note', async () => {
    const marta = await patient('Lucía Gómez')
    await matching(await send(marta.session, { json: { body: 'Hola, tengo una duda' } }), 201, 'PatientConversationMessage')
    const conversationId = (await findConversation(db(), marta.id))!.id
    const coordinator = await staff('coordinator')

    const list = await matching<{ conversations: { id: number; waitingSince: string | null }[]; hasMore: boolean }>(
      await call(staffList.loader, '/v1/admin/conversations?show=waiting&language=es&clinic=' + ids.bogota, { session: coordinator }),
      200,
      'StaffConversationList',
    )
    expect(list.conversations.find((row) => row.id === conversationId)?.waitingSince).toEqual(expect.any(String))
    const elsewhere = await matching<{ conversations: { id: number }[] }>(
      await call(staffList.loader, `/v1/admin/conversations?clinic=${ids.madrid}`, { session: coordinator }),
      200,
      'StaffConversationList',
    )
    expect(elsewhere.conversations.map((row) => row.id)).not.toContain(conversationId)
    await matching(await call(staffList.loader, '/v1/admin/conversations?show=everything', { session: coordinator }), 400, 'Problem')

    const one = at(conversationId)
    const opened = await matching<StaffView>(
      await call(staffOne.loader, one.path, { session: coordinator, params: one.params }),
      200,
      'StaffConversation',
    )
    expect(opened).toMatchObject({ id: conversationId, coordinator: { id: ana }, members: [] })
    // Reading it through the API does not read it for the team: POST …/read does.
    expect((await findConversation(db(), marta.id))!.team_read_id).toBe(0)

    const messages = at(conversationId, '/messages')
    const reply = await matching<Message>(
      await call(staffMessages.action, messages.path, {
        session: coordinator,
        params: messages.params,
        method: 'POST',
        body: form({ body: 'Sí, dos días después.' }, [png('indicaciones.png')]),
      }),
      201,
      'StaffConversationMessage',
    )
    expect(reply).toMatchObject({
      kind: 'message',
      body: 'Sí, dos días después.',
      attachments: [{ fileName: 'indicaciones.png', contentType: 'image/png' }],
    })
    expect(reply.attachments[0]!.download).toBe(`/v1/admin/conversations/${conversationId}/attachments/${reply.attachments[0]!.id}`)

    const notes = at(conversationId, '/notes')
    const note = await matching<Message>(
      await call(staffNotes.action, notes.path, {
        session: coordinator,
        params: notes.params,
        method: 'POST',
        body: form({ body: 'Revisar topografía.' }, [pdf('topografia.pdf')]),
      }),
      201,
      'StaffConversationMessage',
    )
    expect(note).toMatchObject({ kind: 'note', body: 'Revisar topografía.' })
    const jsonNote = await matching<Message>(
      await call(staffNotes.action, notes.path, { session: coordinator, params: notes.params, method: 'POST', json: { body: 'Llamar mañana.' } }),
      201,
      'StaffConversationMessage',
    )
    expect(jsonNote).toMatchObject({ kind: 'note', attachments: [] })

    // The staff download of both files; the patient gets the reply's, never the note's.
    for (const attachment of [reply.attachments[0]!, note.attachments[0]!]) {
      const path = at(conversationId, `/attachments/${attachment.id}`)
      const file = await call(staffAttachment.loader, path.path, {
        session: coordinator,
        params: { ...path.params, attachmentId: String(attachment.id) },
      })
      expect(file.status).toBe(200)
    }
    expect((await download(marta.session, reply.attachments[0]!.id)).status).toBe(200)
    await matching(await download(marta.session, note.attachments[0]!.id), 404, 'Problem')
    const seen = await matching<PatientView>(await read(marta.session), 200, 'PatientConversation')
    expect(seen.messages.map((message) => message.body)).toEqual(['', 'Hola, tengo una duda', 'Sí, dos días después.'])
    expect(seen.messages.some((message) => (message.kind as string) === 'note')).toBe(false)
    expect(JSON.stringify(seen)).not.toMatch(/topograf|Llamar/)

    const other = await insertStaffMember(db(), 'coordinator', [], 'Pablo Ortega')
    const assign = at(conversationId, '/assign')
    const assigned = await matching<StaffView>(
      await call(staffAssign.action, assign.path, { session: coordinator, params: assign.params, method: 'POST', json: { coordinatorId: other } }),
      200,
      'StaffConversation',
    )
    expect(assigned.coordinator).toMatchObject({ id: other })
    expect(assigned.messages.at(-1)).toMatchObject({ kind: 'event', event: 'coordinator_assigned' })
    const toPatient = await call(staffAssign.action, assign.path, {
      session: coordinator,
      params: assign.params,
      method: 'POST',
      json: { coordinatorId: marta.id },
    })
    expect((await matching<Problem>(toPatient, 422, 'Problem')).errors).toEqual([{ parameter: 'coordinatorId', message: expect.any(String) }])

    const members = at(conversationId, '/members')
    const bogotaStaff = await signedInStaff(db(), 'clinic_staff', { clinicIds: [ids.bogota] })
    const madridStaff = await signedInStaff(db(), 'clinic_staff', { clinicIds: [ids.madrid] })
    const joined = await matching<StaffView>(
      await call(staffMembers.action, members.path, {
        session: coordinator,
        params: members.params,
        method: 'POST',
        json: { userId: bogotaStaff.userId },
      }),
      200,
      'StaffConversation',
    )
    expect(joined.members.map((member) => member.id)).toEqual([bogotaStaff.userId])
    const again = { session: coordinator, params: members.params, method: 'POST', json: { userId: bogotaStaff.userId } }
    await matching(await call(staffMembers.action, members.path, again), 409, 'Problem')
    await matching(await call(staffMembers.action, members.path, { ...again, json: { userId: madridStaff.userId } }), 422, 'Problem')
    // Clinic staff may not assign: the console's 404.
    await matching(await call(staffMembers.action, members.path, { ...again, session: bogotaStaff.session }), 404, 'Problem')

    await matching(await send(marta.session, { json: { body: '¡Gracias!' } }), 201, 'PatientConversationMessage')
    const status = at(conversationId, '/status')
    const statusCall = { session: bogotaStaff.session, params: status.params, method: 'POST' }
    await matching(await call(staffStatus.action, status.path, { ...statusCall, json: { status: 'closed' } }), 400, 'Problem')
    expect((await findConversation(db(), marta.id))!.awaiting_reply_since).not.toBeNull()
    const settled = await matching<StaffView>(
      await call(staffStatus.action, status.path, { ...statusCall, json: { status: 'no_reply_needed' } }),
      200,
      'StaffConversation',
    )
    expect(settled.waitingSince).toBeNull()
    expect(settled.messages.at(-1)).toMatchObject({ kind: 'note', event: 'no_reply_needed' })
    const latest = await matching<PatientView>(await read(marta.session), 200, 'PatientConversation')
    expect(latest.messages.map((message) => message.event ?? message.body).slice(-4)).toEqual([
      'Sí, dos días después.',
      'coordinator_assigned',
      'colleague_joined',
      '¡Gracias!',
    ])

    // A GET-only address and a POST-only one, asked otherwise.
    expect((await call(staffOne.action, one.path, { session: coordinator, params: one.params, method: 'POST' })).status).toBe(405)
    expect((await call(staffMessages.loader, messages.path, { session: coordinator, params: messages.params })).status).toBe(405)
  })

  it('read state: the patient’s unread count and the team’s “Read” move with POST …/read on each side', async () => {
    const marta = await patient('Elena Vidal')
    const own = await matching<Message>(await send(marta.session, { json: { body: 'Hola' } }), 201, 'PatientConversationMessage')
    const conversationId = (await findConversation(db(), marta.id))!.id
    const coordinator = await staff('coordinator')
    const before = await matching<PatientView>(await read(marta.session), 200, 'PatientConversation')
    expect(before.messages.find((message) => message.id === own.id)!.readByTeam).toBe(false)

    const markTeam = at(conversationId, '/read')
    const teamRead = await matching<StaffView>(
      await call(staffRead.action, markTeam.path, { session: coordinator, params: markTeam.params, method: 'POST' }),
      200,
      'StaffConversation',
    )
    expect(teamRead.id).toBe(conversationId)
    expect((await findConversation(db(), marta.id))!.team_read_id).toBe(own.id)
    const after = await matching<PatientView>(await read(marta.session), 200, 'PatientConversation')
    expect(after.messages.find((message) => message.id === own.id)!.readByTeam).toBe(true)

    const messages = at(conversationId, '/messages')
    const reply = await matching<Message>(
      await call(staffMessages.action, messages.path, {
        session: coordinator,
        params: messages.params,
        method: 'POST',
        json: { body: 'Hola, Elena.' },
      }),
      201,
      'StaffConversationMessage',
    )
    expect((await matching<PatientView>(await read(marta.session), 200, 'PatientConversation')).unread).toBe(1)
    const patientRead = await matching<PatientView>(
      await call(myRead.action, '/v1/me/conversation/read', { session: marta.session, method: 'POST' }),
      200,
      'PatientConversation',
    )
    expect(patientRead.unread).toBe(0)
    const row = (await findConversation(db(), marta.id))!
    expect(row.patient_read_id).toBe(reply.id)
    expect(row.patient_seen_at).not.toBeNull()
    const staffView = await matching<StaffView>(
      await call(staffOne.loader, at(conversationId).path, { session: coordinator, params: at(conversationId).params }),
      200,
      'StaffConversation',
    )
    expect(staffView.patientReadId).toBe(reply.id)

    // Before any message there is nothing to read: the empty conversation.
    const newcomer = await patient('Sin Mensajes', { treated: false })
    const nothing = await call(myRead.action, '/v1/me/conversation/read', { session: newcomer.session, method: 'POST' })
    expect(await matching<PatientView>(nothing, 200, 'PatientConversation')).toMatchObject({ id: null, messages: [] })
    expect((await call(myRead.loader, '/v1/me/conversation/read', { session: marta.session })).status).toBe(405)
  })

  it('clinic staff not brought in get 404 for the conversation, its files and its verbs, as for one that does not exist; brought in, they read and answer', async () => {
    const marta = await patient('Carmen Soto')
    const sent = await matching<Message>(
      await send(marta.session, { body: form({ body: 'Mi receta' }, [pdf('receta.pdf')]) }),
      201,
      'PatientConversationMessage',
    )
    const conversationId = (await findConversation(db(), marta.id))!.id
    const bogota = await signedInStaff(db(), 'clinic_staff', { clinicIds: [ids.bogota] })
    const attachmentId = sent.attachments[0]!.id
    const file = at(conversationId, `/attachments/${attachmentId}`)

    async function answers(session: RequestSession, id = conversationId, attachment = attachmentId) {
      const target = at(id)
      const tail = (end: string) => at(id, end)
      const body = { method: 'POST', json: { body: 'Hola' } }
      const results = [
        await call(staffOne.loader, target.path, { session, params: target.params }),
        await call(staffAttachment.loader, tail(`/attachments/${attachment}`).path, {
          session,
          params: { id: String(id), attachmentId: String(attachment) },
        }),
        await call(staffMessages.action, tail('/messages').path, { session, params: target.params, ...body }),
        await call(staffNotes.action, tail('/notes').path, { session, params: target.params, ...body }),
        await call(staffMessages.action, tail('/messages').path, {
          session,
          params: target.params,
          method: 'POST',
          body: form({ body: 'Hola' }, [pdf()]),
        }),
        await call(staffStatus.action, tail('/status').path, { session, params: target.params, method: 'POST', json: { status: 'no_reply_needed' } }),
        await call(staffRead.action, tail('/read').path, { session, params: target.params, method: 'POST' }),
      ]
      return Promise.all(results.map(async (response) => ({ status: response.status, body: await response.text() })))
    }

    const before = await kept()
    const outsider = await answers(bogota.session)
    const missing = await answers(bogota.session, 987_654_321, 987_654_321)
    expect(outsider.map((answer) => answer.status)).toEqual(Array(7).fill(404))
    expect(outsider).toEqual(missing)
    for (const answer of outsider) expectMatches('Problem', JSON.parse(answer.body))
    expect(await kept()).toEqual(before)
    const list = await matching<{ conversations: { id: number }[] }>(
      await call(staffList.loader, '/v1/admin/conversations', { session: bogota.session }),
      200,
      'StaffConversationList',
    )
    expect(list.conversations.map((row) => row.id)).not.toContain(conversationId)

    const coordinator = await staff('coordinator')
    const members = at(conversationId, '/members')
    await matching(
      await call(staffMembers.action, members.path, {
        session: coordinator,
        params: members.params,
        method: 'POST',
        json: { userId: bogota.userId },
      }),
      200,
      'StaffConversation',
    )
    const inside = await matching<StaffView>(
      await call(staffOne.loader, at(conversationId).path, { session: bogota.session, params: at(conversationId).params }),
      200,
      'StaffConversation',
    )
    expect(inside.messages.map((message) => message.body)).toContain('Mi receta')
    expect(
      (await call(staffAttachment.loader, file.path, { session: bogota.session, params: { ...file.params, attachmentId: String(attachmentId) } }))
        .status,
    ).toBe(200)
    const messages = at(conversationId, '/messages')
    await matching(
      await call(staffMessages.action, messages.path, {
        session: bogota.session,
        params: messages.params,
        method: 'POST',
        json: { body: 'Soy la doctora.' },
      }),
      201,
      'StaffConversationMessage',
    )
    // Clinic staff of another clinic cannot be brought in, and see nothing of it.
    const madrid = await signedInStaff(db(), 'clinic_staff', { clinicIds: [ids.madrid] })
    expect((await answers(madrid.session)).map((answer) => answer.status)).toEqual(Array(7).fill(404))
  })

  it('refusals change nothing: a blank body 400 (in Spanish when asked), 6 files 422, a file of another type 415, neither JSON nor multipart 415, another patient’s plan 404', async () => {
    const marta = await patient('Rosa Prieto')
    await matching(await send(marta.session, { json: { body: 'Primero' } }), 201, 'PatientConversationMessage')
    const conversationId = (await findConversation(db(), marta.id))!.id
    const other = await patient('Otro Paciente')
    const theirs = await insertTreatment(db(), {
      user_id: other.id,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      specialist_id: await specialistAt(db(), ids.bogota),
    })
    const spanish = { 'Accept-Language': 'es' }
    const before = await kept()

    const blank = await matching<Problem>(await send(marta.session, { json: { body: '  \n ' }, headers: spanish }), 400, 'Problem')
    expect(blank).toMatchObject({ title: 'Solicitud incorrecta', detail: 'Algunos campos no son válidos.' })
    expect(blank.errors).toEqual([{ parameter: 'body', message: 'Este campo es obligatorio.' }])
    const blankWithFile = await matching<Problem>(await send(marta.session, { body: form({ body: '' }, [pdf()]), headers: spanish }), 400, 'Problem')
    expect(blankWithFile.errors).toEqual([{ parameter: 'body', message: 'Este campo es obligatorio.' }])
    // Asked in English, English; asked nothing, the patient's language (Spanish).
    const missing = await matching<Problem>(await send(marta.session, { json: {}, headers: { 'Accept-Language': 'en' } }), 400, 'Problem')
    expect(missing.errors).toEqual([{ parameter: 'body', message: 'This field is required.' }])
    expect((await matching<Problem>(await send(marta.session, { json: { body: '' } }), 400, 'Problem')).detail).toBe('Algunos campos no son válidos.')

    const six = await matching<Problem>(
      await send(marta.session, {
        body: form({ body: 'Seis archivos' }, [pdf('1.pdf'), pdf('2.pdf'), pdf('3.pdf'), pdf('4.pdf'), pdf('5.pdf'), pdf('6.pdf')]),
      }),
      422,
      'Problem',
    )
    expect(six.errors?.map((error) => error.parameter)).toEqual(['attachments'])
    const wrongType = await matching<Problem>(
      await send(marta.session, {
        body: form({ body: 'Mi receta' }, [pdf('ok.pdf'), new File([documentFiles.html], 'receta.jpg', { type: 'image/jpeg' })]),
      }),
      415,
      'Problem',
    )
    expect(wrongType.errors).toEqual([{ parameter: 'attachments', message: expect.stringContaining('receta.jpg') }])
    await matching(await send(marta.session, { body: 'body=Hola', headers: { 'Content-Type': 'text/plain' } }), 415, 'Problem')
    await matching(await send(marta.session, { body: '{"body":', headers: { 'Content-Type': 'application/json' } }), 400, 'Problem')
    const notHers = await matching<Problem>(
      await send(marta.session, { body: form({ body: 'Sobre su plan', treatmentId: String(theirs) }, [pdf()]) }),
      404,
      'Problem',
    )
    expect(notHers.errors?.map((error) => error.parameter)).toEqual(['treatmentId'])
    await matching(await send(marta.session, { json: { body: 'x'.repeat(5001) } }), 400, 'Problem')

    // The team's messages are refused alike.
    const coordinator = await staff('coordinator')
    const messages = at(conversationId, '/messages')
    const staffCall = { session: coordinator, params: messages.params, method: 'POST', headers: spanish }
    const staffBlank = await matching<Problem>(await call(staffMessages.action, messages.path, { ...staffCall, json: { body: '' } }), 400, 'Problem')
    expect(staffBlank.errors).toEqual([{ parameter: 'body', message: 'Este campo es obligatorio.' }])
    await matching(
      await call(staffNotes.action, at(conversationId, '/notes').path, {
        ...staffCall,
        body: form({ body: 'Una nota' }, [new File([documentFiles.svg], 'dibujo.png', { type: 'image/png' })]),
      }),
      415,
      'Problem',
    )
    await matching(
      await call(staffMessages.action, messages.path, {
        ...staffCall,
        body: form(
          { body: 'Seis' },
          Array.from({ length: 6 }, () => png()),
        ),
      }),
      422,
      'Problem',
    )

    expect(await kept()).toEqual(before)
  })

  it('a patient and a visitor get the console’s 404 on /v1/admin/conversations', async () => {
    const marta = await patient('Inés Paz')
    await matching(await send(marta.session, { json: { body: 'Hola' } }), 201, 'PatientConversationMessage')
    const conversationId = (await findConversation(db(), marta.id))!.id
    for (const session of [marta.session, null]) {
      await matching(await call(staffList.loader, '/v1/admin/conversations', { session }), 404, 'Problem')
      await matching(await call(staffOne.loader, at(conversationId).path, { session, params: at(conversationId).params }), 404, 'Problem')
      const messages = at(conversationId, '/messages')
      await matching(
        await call(staffMessages.action, messages.path, { session, params: messages.params, method: 'POST', json: { body: 'x' } }),
        404,
        'Problem',
      )
    }
    const json: Json = await (await read(marta.session)).json()
    expect(json.messages).toHaveLength(2)
  })
})

/* Through the whole application: the server streams a message's files to the route (server/bounded-body.ts), as it will in production. */
for (const dialect of testedDialects) {
  describe(`care conversations through the whole application [${dialect}]`, () => {
    let server: AppServer
    let call: ReturnType<typeof apiCaller>
    let patientToken: string

    beforeAll(async () => {
      server = await startAppServer(dialect)
      call = apiCaller(server.origin)
      const signUp = await call('/v1/auth/sign-up', undefined, {
        method: 'POST',
        body: {
          name: 'Api Paciente',
          email: 'conversation-api@example.com',
          password: 'Claravia#2026',
          repeatPassword: 'Claravia#2026',
          acceptTerms: true,
        },
      })
      patientToken = ((await signUp.json()) as { token: string }).token
    }, 180_000)
    afterAll(async () => {
      await server?.close()
    })

    const post = (path: string, token: string, body: FormData, locale = 'en') =>
      fetch(new URL(path, server.origin), { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Accept-Language': locale }, body })

    it('a patient’s message with a PDF and the team’s reply with a PNG, each downloaded by the other side; a file of another type refused in Spanish', async () => {
      const sent = await matching<Message>(
        await post('/v1/me/conversation', patientToken, form({ body: '¿Puedo volar?' }, [pdf('informe.pdf')])),
        201,
        'PatientConversationMessage',
      )
      const coordinator = (await staffBearerToken(server.databaseUrl, 'coordinator')).token
      const list = await matching<{ conversations: { id: number; patient: { email: string } }[] }>(
        await call('/v1/admin/conversations?show=waiting', coordinator),
        200,
        'StaffConversationList',
      )
      const conversationId = list.conversations.find((row) => row.patient.email === 'conversation-api@example.com')!.id
      const file = await call(
        sent.attachments[0]!.download.replace(/^\/v1\/me\/conversation/, `/v1/admin/conversations/${conversationId}`),
        coordinator,
      )
      expect(file.status).toBe(200)
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(documentFiles.pdf)

      const reply = await matching<Message>(
        await post(`/v1/admin/conversations/${conversationId}/messages`, coordinator, form({ body: 'Sí.' }, [png('indicaciones.png')])),
        201,
        'StaffConversationMessage',
      )
      const mine = await matching<PatientView>(await call('/v1/me/conversation', patientToken), 200, 'PatientConversation')
      const shown = mine.messages.find((message) => message.id === reply.id)!
      const download = await call(shown.attachments[0]!.download, patientToken)
      expect(download.status).toBe(200)
      expect(download.headers.get('Content-Type')).toBe('image/png')
      expect(new Uint8Array(await download.arrayBuffer())).toEqual(documentFiles.png)

      const refused = await matching<Problem>(
        await post('/v1/me/conversation', patientToken, form({ body: 'Mi receta' }, [new File([documentFiles.html], 'receta.jpg')]), 'es'),
        415,
        'Problem',
      )
      expect(refused.errors?.[0]).toMatchObject({ parameter: 'attachments', message: expect.stringContaining('«receta.jpg»') })
      expect((await call('/v1/me/conversation', coordinator)).status).toBe(404)
    })
  })
}
