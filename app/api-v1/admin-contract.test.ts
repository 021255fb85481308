import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppServer, withAppDatabase, type AppServer } from '../../tests/setup/app-server'
import { documentFiles } from '../../tests/setup/document-files'
import { expectMatches } from '../../tests/setup/openapi-contract'
import { apiCaller, paidAppointment, staffBearerToken } from '../../tests/setup/staff-api'
import { testedDialects } from '../../tests/setup/test-database'

/*
 * The staff API (/v1/admin) through the whole application, on each database:
 * answers match the OpenAPI document; a patient, a visitor and clinic staff
 * of another clinic get the console's 404; a refund is made once.
 */

const SERVICE = 'comprehensive-eye-exam'

for (const dialect of testedDialects) {
  describe(`staff API [${dialect}]`, () => {
    let server: AppServer
    let admin: string
    let patientToken: string
    let appointmentId: number
    let clinicId: number
    let otherClinicStaff: string
    let clinicSlug: string
    let treatmentPath: string
    let treatmentId: number
    const specialistAt = (clinic: number) =>
      withAppDatabase(
        server,
        async (db) => (await db.selectFrom('specialists').select('id').where('clinic_id', '=', clinic).executeTakeFirstOrThrow()).id,
      )

    let call: ReturnType<typeof apiCaller>

    beforeAll(async () => {
      server = await startAppServer(dialect)
      call = apiCaller(server.origin)
      ;({ patientToken, appointmentId, clinicSlug } = await paidAppointment(server.origin, { email: 'staff-api@example.com', service: SERVICE }))
      admin = (await staffBearerToken(server.databaseUrl, 'admin')).token
      const detail = (await (await call(`/v1/admin/appointments/${appointmentId}`, admin)).json()) as { clinic: { id: number } }
      clinicId = detail.clinic.id
      otherClinicStaff = (await staffBearerToken(server.databaseUrl, 'clinic_staff', { clinicIds: [clinicId === 1 ? 2 : 1] })).token
    }, 180_000)
    afterAll(async () => {
      await server?.close()
    })

    it('lists, reads and searches as the document says', async () => {
      const list = await call(`/v1/admin/appointments?clinicId=${clinicId}&patient=ana`, admin)
      expect(list.status).toBe(200)
      const page = (await list.json()) as { appointments: { id: number }[] }
      expectMatches('StaffAppointmentPage', page)
      expect(page.appointments.map((appointment) => appointment.id)).toContain(appointmentId)
      const detail = await call(`/v1/admin/appointments/${appointmentId}`, admin)
      expectMatches('StaffAppointmentDetail', await detail.json())
      const patients = await call('/v1/admin/patients?q=staff-api', admin)
      const found = (await patients.json()) as { patients: { email: string }[] }
      expectMatches('StaffPatientPage', found)
      expect(found.patients.map((patient) => patient.email)).toEqual(['staff-api@example.com'])
      const bad = await call('/v1/admin/appointments?status=lost', admin)
      expect(bad.status).toBe(400)
      expectMatches('Problem', await bad.json())
    })

    it('a visitor, a patient and clinic staff of another clinic get 404, never 401 or 403', async () => {
      for (const token of [undefined, patientToken, otherClinicStaff]) {
        const detail = await call(`/v1/admin/appointments/${appointmentId}`, token)
        expect(detail.status).toBe(404)
        expectMatches('Problem', await detail.json())
        expect((await call(`/v1/admin/appointments/${appointmentId}/cancel`, token, { method: 'POST', body: {} })).status).toBe(404)
      }
      for (const path of ['/v1/admin/appointments', '/v1/admin/patients']) expect((await call(path, patientToken)).status).toBe(404)
    })

    it('Today and the calendar answer as the document says, clinic staff only for their clinic', async () => {
      // A patient whose message has waited since ten days ago: more than 4 working hours whatever the day.
      const waitingSince = new Date(Date.now() - 10 * 86_400_000).toISOString()
      const conversationId = await withAppDatabase(server, async (db) => {
        const at = new Date().toISOString()
        const patient = await db
          .insertInto('users')
          .values({
            name: 'Ana Espera',
            email: `waiting-${Date.now()}@example.com`,
            password_hash: 'x',
            locale: 'es',
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
        const { id } = await db
          .insertInto('care_conversations')
          .values({ patient_id: patient.id, awaiting_reply_since: waitingSince, created_at: waitingSince })
          .returning('id')
          .executeTakeFirstOrThrow()
        return id
      })
      const today = await call('/v1/admin/today', admin)
      expect(today.status).toBe(200)
      const overview = (await today.json()) as { conversationsWaiting: { count: number; oldest: Array<{ conversationId: number }> } }
      expectMatches('StaffToday', overview)
      expect(overview.conversationsWaiting.count).toBeGreaterThanOrEqual(1)
      expect(overview.conversationsWaiting.oldest).toContainEqual(expect.objectContaining({ conversationId, waitingSince }))
      const calendar = await call(`/v1/admin/calendar?clinicId=${clinicId}&view=week`, admin)
      expect(calendar.status).toBe(200)
      expectMatches('StaffCalendar', await calendar.json())
      expect((await call(`/v1/admin/calendar?clinicId=${clinicId}`, otherClinicStaff)).status).toBe(404)
      expect((await call('/v1/admin/today', patientToken)).status).toBe(404)
    })

    it('moves an appointment on the patient’s behalf, and keeps internal notes across the move, for staff only', async () => {
      const noted = await call(`/v1/admin/appointments/${appointmentId}/notes`, admin, { method: 'POST', body: { note: 'Necesita intérprete.' } })
      expect(noted.status).toBe(201)
      expectMatches('StaffNote', await noted.json())
      expect((await call(`/v1/admin/appointments/${appointmentId}/notes`, admin, { method: 'POST', body: { note: '  ' } })).status).toBe(400)
      expect((await call(`/v1/admin/appointments/${appointmentId}/notes`, otherClinicStaff)).status).toBe(404)

      const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
      const free = (await (await fetch(`${server.origin}/v1/availability?service=${SERVICE}&from=${day(21)}&to=${day(40)}`)).json()) as {
        clinics: { clinic: { id?: number; slug: string }; days: { slots: { startsAt: string }[] }[] }[]
      }
      const sameClinic = free.clinics.find((entry) => entry.days.length > 0 && entry.clinic.slug === clinicSlug)!
      const startsAt = sameClinic.days.flatMap((entry) => entry.slots)[0]!.startsAt
      const moved = await call(`/v1/admin/appointments/${appointmentId}/move`, admin, { method: 'POST', body: { startsAt } })
      expect(moved.status).toBe(200)
      const answer = (await moved.json()) as { id: number; startsAt: string }
      expectMatches('StaffMoved', answer)
      expect(answer.startsAt).toBe(new Date(startsAt).toISOString())
      appointmentId = answer.id
      const notes = await call(`/v1/admin/appointments/${appointmentId}/notes`, admin)
      const list = (await notes.json()) as { notes: { body: string }[] }
      expectMatches('StaffNoteList', list)
      expect(list.notes.map((note) => note.body)).toEqual(['Necesita intérprete.'])
      const mine = await call('/v1/me/appointments', patientToken)
      expect(await mine.text()).not.toContain('intérprete')
    })

    it('gives a patient a treatment plan with steps, which the patient reads at once (without internal notes)', async () => {
      const found = (await (await call('/v1/admin/patients?q=staff-api', admin)).json()) as { patients: { id: number }[] }
      const patientId = found.patients[0]!.id
      const page = await call(`/v1/admin/patients/${patientId}`, admin)
      expectMatches('StaffPatient', await page.json())
      const options = (await (await call(`/v1/admin/appointments/${appointmentId}`, admin)).json()) as { service: { id: number } }
      const specialist = await specialistAt(clinicId)
      const plan = { serviceId: options.service.id, clinicId, specialistId: specialist, status: 'active', startedOn: '2030-03-01' }
      // The paid booking already planned this treatment at this clinic (issue 27): another only when confirmed.
      const duplicate = await call(`/v1/admin/patients/${patientId}/treatments`, admin, { method: 'POST', body: plan })
      expect(duplicate.status).toBe(409)
      expect(await duplicate.json()).toMatchObject({ status: 409, errors: [{ parameter: 'confirmDuplicate' }] })
      const created = await call(`/v1/admin/patients/${patientId}/treatments`, admin, {
        method: 'POST',
        body: { ...plan, confirmDuplicate: true },
      })
      expect(created.status).toBe(201)
      const treatment = (await created.json()) as { id: number }
      expectMatches('StaffTreatment', treatment)
      const base = `/v1/admin/patients/${patientId}/treatments/${treatment.id}`
      treatmentPath = base
      treatmentId = treatment.id
      const step = { title: 'Cirugía', scheduledOn: '2030-03-10', status: 'next', patientNote: 'Ven en ayunas.', internalNote: 'Solo equipo' }
      const added = await call(`${base}/steps`, admin, { method: 'POST', body: step })
      expect(added.status).toBe(201)
      const withStep = (await added.json()) as { steps: { id: number }[] }
      expectMatches('StaffTreatment', withStep)
      const stepId = withStep.steps[0]!.id
      const rewritten = await call(`${base}/steps/${stepId}`, admin, { method: 'POST', body: { ...step, status: 'done' } })
      expect(rewritten.status).toBe(200)
      const updated = await call(base, admin, { method: 'POST', body: { ...plan, status: 'completed', endedOn: '2030-04-01' } })
      expect(((await updated.json()) as { status: string }).status).toBe('completed')
      const bad = await call(base, admin, { method: 'POST', body: { ...plan, endedOn: '2030-01-01' } })
      expect(bad.status).toBe(400)
      expectMatches('Problem', await bad.json())
      expect((await call(base, otherClinicStaff)).status).toBe(404)
      const seen = await call(`/v1/me/treatments/${treatment.id}`, patientToken)
      const text = await seen.text()
      expect(text).toContain('Ven en ayunas.')
      expect(text).not.toContain('Solo equipo')
    })

    it('documents: staff attach a PDF (an impostor is refused), the patient downloads it, nobody else can', async () => {
      const upload = (name: string, bytes: Uint8Array<ArrayBuffer>, token = admin) => {
        const form = new FormData()
        form.set('file', new File([bytes], name))
        return fetch(new URL(`${treatmentPath}/documents`, server.origin), {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}` },
          body: form,
        })
      }
      const impostor = await upload('scan.jpg', documentFiles.html)
      expect(impostor.status).toBe(415)
      expectMatches('Problem', await impostor.json())
      expect((await upload('informe.pdf', documentFiles.pdf, otherClinicStaff)).status).toBe(404)
      const attached = await upload('informe.pdf', documentFiles.pdf)
      expect(attached.status).toBe(201)
      const document = (await attached.json()) as { id: number }
      expectMatches('StaffDocument', document)
      expectMatches('StaffDocumentList', await (await call(`${treatmentPath}/documents`, admin)).json())
      const staffCopy = await call(`${treatmentPath}/documents/${document.id}`, admin)
      expect(staffCopy.headers.get('content-type')).toBe('application/pdf')
      expect(Buffer.from(await staffCopy.arrayBuffer()).equals(Buffer.from(documentFiles.pdf))).toBe(true)

      const seen = (await (await call(`/v1/me/treatments/${treatmentId}`, patientToken)).json()) as { documents: { download: string }[] }
      expectMatches('TreatmentDetail', seen)
      const download = await call(seen.documents[0]!.download, patientToken)
      expect(download.status).toBe(200)
      expect(download.headers.get('content-disposition')).toContain('informe.pdf')
      const stranger = (await staffBearerToken(server.databaseUrl, 'clinic_staff', { clinicIds: [] })).token
      for (const token of [stranger, otherClinicStaff, undefined]) expect((await call(seen.documents[0]!.download, token)).status).not.toBe(200)

      expect((await call(`${treatmentPath}/documents/${document.id}`, admin, { method: 'DELETE' })).status).toBe(200)
      expect((await call(seen.documents[0]!.download, patientToken)).status).toBe(404)
    })

    it('an upcoming appointment cannot be completed; it is cancelled with a partial refund, once', async () => {
      const early = await call(`/v1/admin/appointments/${appointmentId}/complete`, admin, { method: 'POST' })
      expect(early.status).toBe(409)
      expectMatches('Problem', await early.json())
      const tooMuch = await call(`/v1/admin/appointments/${appointmentId}/cancel`, admin, { method: 'POST', body: { refundMinor: 99_999_999 } })
      expect(tooMuch.status).toBe(422)
      const [first, second] = await Promise.all([
        call(`/v1/admin/appointments/${appointmentId}/cancel`, admin, { method: 'POST', body: { refundMinor: 100 } }),
        call(`/v1/admin/appointments/${appointmentId}/cancel`, admin, { method: 'POST', body: { refundMinor: 100 } }),
      ])
      expect([first.status, second.status].sort()).toEqual([200, 409])
      const done = first.status === 200 ? first : second
      const body = await done.json()
      expectMatches('StaffCancellation', body)
      expect(body).toMatchObject({ status: 'cancelled', refundedMinor: 100 })
      const noShow = await call(`/v1/admin/appointments/${appointmentId}/no-show`, admin, { method: 'POST' })
      expect(noShow.status).toBe(409)
    })
  })
}
