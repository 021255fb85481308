import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppServer, withAppDatabase, type AppServer } from '../../tests/setup/app-server'
import { insertContactMessage } from '../../tests/setup/contact-inbox'
import { expectMatches } from '../../tests/setup/openapi-contract'
import { apiCaller, paidAppointment, staffBearerToken } from '../../tests/setup/staff-api'
import { testedDialects } from '../../tests/setup/test-database'

/*
 * The staff API's team side through the whole application, on each database:
 * the inbox (coordinators and admins), staff accounts and the audit trail
 * (admins), a clinic's availability (its staff). Answers match the OpenAPI
 * document; everyone else gets the console's 404.
 */

for (const dialect of testedDialects) {
  describe(`staff API, team side [${dialect}]`, () => {
    let server: AppServer
    let call: ReturnType<typeof apiCaller>
    let admin: { token: string; userId: number }
    let coordinator: { token: string; userId: number }
    let clinicStaff: string
    let otherClinicStaff: string
    let patientToken: string
    let appointmentId: number
    let clinicId: number

    beforeAll(async () => {
      server = await startAppServer(dialect)
      call = apiCaller(server.origin)
      ;({ patientToken, appointmentId } = await paidAppointment(server.origin, { email: 'team-api@example.com', service: 'comprehensive-eye-exam' }))
      admin = await staffBearerToken(server.databaseUrl, 'admin')
      coordinator = await staffBearerToken(server.databaseUrl, 'coordinator')
      clinicId = ((await (await call(`/v1/admin/appointments/${appointmentId}`, admin.token)).json()) as { clinic: { id: number } }).clinic.id
      clinicStaff = (await staffBearerToken(server.databaseUrl, 'clinic_staff', { clinicIds: [clinicId] })).token
      otherClinicStaff = (await staffBearerToken(server.databaseUrl, 'clinic_staff', { clinicIds: [clinicId === 1 ? 2 : 1] })).token
    }, 180_000)
    afterAll(async () => {
      await server?.close()
    })

    it('the inbox: list, read, reply, assign and close; stale changes and wrong assignees refused; clinic staff and patients get 404', async () => {
      const messageId = await withAppDatabase(server, (db) => insertContactMessage(db, { subject: 'Pregunta sobre LASIK', locale: 'es' }))
      const list = await call('/v1/admin/inbox?status=new&search=lasik', coordinator.token)
      const page = (await list.json()) as { messages: { id: number }[] }
      expectMatches('StaffInboxPage', page)
      expect(page.messages.map((message) => message.id)).toContain(messageId)
      const read = await call(`/v1/admin/inbox/${messageId}`, coordinator.token)
      expectMatches('StaffContactThread', await read.json())

      const replied = await call(`/v1/admin/inbox/${messageId}/reply`, coordinator.token, {
        method: 'POST',
        body: { body: 'Hola, te escribimos hoy.' },
      })
      expect(replied.status).toBe(200)
      const thread = (await replied.json()) as { status: string; version: number; replies: { body: string }[] }
      expectMatches('StaffContactThread', thread)
      expect(thread).toMatchObject({ status: 'answered', replies: [{ body: 'Hola, te escribimos hoy.' }] })

      const patientId = await withAppDatabase(
        server,
        async (db) => (await db.selectFrom('users').select('id').where('email', '=', 'team-api@example.com').executeTakeFirstOrThrow()).id,
      )
      const toPatient = await call(`/v1/admin/inbox/${messageId}/assign`, coordinator.token, {
        method: 'POST',
        body: { version: thread.version, assigneeId: patientId },
      })
      expect(toPatient.status).toBe(422)
      expectMatches('Problem', await toPatient.json())
      const assigned = await call(`/v1/admin/inbox/${messageId}/assign`, coordinator.token, {
        method: 'POST',
        body: { version: thread.version, assigneeId: coordinator.userId },
      })
      expect(((await assigned.json()) as { assignee: { id: number } }).assignee.id).toBe(coordinator.userId)
      const stale = await call(`/v1/admin/inbox/${messageId}/status`, coordinator.token, {
        method: 'POST',
        body: { version: thread.version, status: 'closed' },
      })
      expect(stale.status).toBe(409)
      const closed = await call(`/v1/admin/inbox/${messageId}/status`, coordinator.token, {
        method: 'POST',
        body: { version: thread.version + 1, status: 'closed' },
      })
      expect(((await closed.json()) as { status: string }).status).toBe('closed')

      for (const token of [clinicStaff, patientToken, undefined]) {
        expect((await call('/v1/admin/inbox', token)).status).toBe(404)
        expect((await call(`/v1/admin/inbox/${messageId}/reply`, token, { method: 'POST', body: { body: 'x' } })).status).toBe(404)
      }
    })

    it('staff accounts: an admin invites, changes access, disables, enables and resets two-factor (never their own); others get 404', async () => {
      const invited = await call('/v1/admin/staff', admin.token, {
        method: 'POST',
        body: { email: 'nueva-coordinadora@claravia.example', role: 'coordinator', name: 'Nueva Coordinadora', locale: 'es' },
      })
      expect(invited.status).toBe(201)
      const member = (await invited.json()) as { id: number; invited: boolean }
      expectMatches('StaffMember', member)
      expect(member.invited).toBe(true)
      const again = await call('/v1/admin/staff', admin.token, {
        method: 'POST',
        body: { email: 'nueva-coordinadora@claravia.example', role: 'coordinator' },
      })
      expect(again.status).toBe(409)

      const slug = await withAppDatabase(
        server,
        async (db) => (await db.selectFrom('clinics').select('slug').where('id', '=', clinicId).executeTakeFirstOrThrow()).slug,
      )
      const access = await call(`/v1/admin/staff/${member.id}/access`, admin.token, {
        method: 'POST',
        body: { role: 'clinic_staff', clinics: [slug] },
      })
      expect(await access.json()).toMatchObject({ role: 'clinic_staff', clinics: [{ slug }] })
      const noClinic = await call(`/v1/admin/staff/${member.id}/access`, admin.token, { method: 'POST', body: { role: 'clinic_staff', clinics: [] } })
      expect(noClinic.status).toBe(400)
      for (const [action, disabled] of [
        ['disable', true],
        ['enable', false],
        ['reset-two-factor', false],
      ] as const) {
        const done = await call(`/v1/admin/staff/${member.id}/${action}`, admin.token, { method: 'POST' })
        expect(done.status, action).toBe(200)
        expect(((await done.json()) as { disabled: boolean }).disabled, action).toBe(disabled)
      }
      const self = await call(`/v1/admin/staff/${admin.userId}/disable`, admin.token, { method: 'POST' })
      expect(self.status).toBe(409)
      expectMatches('Problem', await self.json())
      const list = await call('/v1/admin/staff', admin.token)
      expectMatches('StaffMemberList', await list.json())
      expectMatches('StaffMember', await (await call(`/v1/admin/staff/${member.id}`, admin.token)).json())
      for (const token of [coordinator.token, clinicStaff, patientToken]) {
        expect((await call('/v1/admin/staff', token)).status).toBe(404)
        expect((await call(`/v1/admin/staff/${member.id}/disable`, token, { method: 'POST' })).status).toBe(404)
      }
    })

    it('a coordinator invites clinic staff (201) and is refused a coordinator or an admin (403, in the asked language); clinic staff get 404', async () => {
      const slug = await withAppDatabase(
        server,
        async (db) => (await db.selectFrom('clinics').select('slug').where('id', '=', clinicId).executeTakeFirstOrThrow()).slug,
      )
      const invited = await call('/v1/admin/staff', coordinator.token, {
        method: 'POST',
        body: { email: 'personal-clinica@claravia.example', role: 'clinic_staff', clinics: [slug], locale: 'es' },
      })
      expect(invited.status).toBe(201)
      expect(await invited.json()).toMatchObject({ role: 'clinic_staff', clinics: [{ slug }] })
      for (const role of ['coordinator', 'admin']) {
        const refused = await call('/v1/admin/staff?locale=es', coordinator.token, {
          method: 'POST',
          body: { email: `otro-${role}@claravia.example`, role },
        })
        expect(refused.status).toBe(403)
        const problem = (await refused.json()) as { detail?: string; title?: string }
        expectMatches('Problem', problem)
        expect(JSON.stringify(problem)).toContain('Solo puedes invitar a personal de clínica')
      }
      expect(
        (await call('/v1/admin/staff', clinicStaff, { method: 'POST', body: { email: 'x@claravia.example', role: 'clinic_staff', clinics: [slug] } }))
          .status,
      ).toBe(404)
    })

    it('the audit trail lists staff writes, filtered, for admins only', async () => {
      const audit = await call('/v1/admin/audit?action=staff.', admin.token)
      const page = (await audit.json()) as { entries: { action: string; actorEmail: string | null }[] }
      expectMatches('StaffAuditPage', page)
      expect(page.entries.map((entry) => entry.action)).toEqual(expect.arrayContaining(['staff.invite', 'staff.disable', 'staff.enable']))
      expect((await call('/v1/admin/audit', coordinator.token)).status).toBe(404)
    })

    it('availability: read, rules, a closure refused over a confirmed appointment (listed), another accepted and removed; other clinics 404', async () => {
      const read = await call(`/v1/admin/availability/${clinicId}`, clinicStaff)
      const availability = (await read.json()) as { rules: { places: number; leadTimeHours: number; horizonDays: number } }
      expectMatches('StaffClinicAvailability', availability)
      const rules = await call(`/v1/admin/availability/${clinicId}/rules`, clinicStaff, { method: 'POST', body: availability.rules })
      expect(rules.status).toBe(200)
      expectMatches('StaffSaved', await rules.json())

      const appointment = (await (await call(`/v1/admin/appointments/${appointmentId}`, admin.token)).json()) as { startsAtClinic: string }
      const day = appointment.startsAtClinic.slice(0, 10)
      const refused = await call(`/v1/admin/availability/${clinicId}/closures`, clinicStaff, { method: 'POST', body: { date: day } })
      expect(refused.status).toBe(409)
      const conflict = (await refused.json()) as { appointments: { id: number }[] }
      expectMatches('StaffScheduleConflict', conflict)
      expect(conflict.appointments.map((entry) => entry.id)).toContain(appointmentId)

      const farDay = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
      const closed = await call(`/v1/admin/availability/${clinicId}/closures`, clinicStaff, {
        method: 'POST',
        body: { date: farDay, starts: '09:00', ends: '12:00' },
      })
      expect(closed.status).toBe(200)
      const { closures } = (await (await call(`/v1/admin/availability/${clinicId}`, clinicStaff)).json()) as {
        closures: { id: number; date: string }[]
      }
      const closure = closures.find((entry) => entry.date === farDay)!
      expect((await call(`/v1/admin/availability/${clinicId}/closures/${closure.id}`, clinicStaff, { method: 'DELETE' })).status).toBe(200)
      expect((await call(`/v1/admin/availability/${clinicId}/closures/${closure.id}`, clinicStaff, { method: 'DELETE' })).status).toBe(404)

      const badHours = await call(`/v1/admin/availability/${clinicId}/hours`, clinicStaff, {
        method: 'POST',
        body: { ranges: [{ weekday: 1, opens: '18:00', closes: '09:00' }] },
      })
      expect(badHours.status).toBe(400)
      for (const token of [otherClinicStaff, patientToken]) {
        expect((await call(`/v1/admin/availability/${clinicId}`, token)).status).toBe(404)
        expect((await call(`/v1/admin/availability/${clinicId}/rules`, token, { method: 'POST', body: availability.rules })).status).toBe(404)
      }
    })
  })
}
