import { beforeAll, expect, it } from 'vitest'
import { createTreatmentPlan } from '~/patients/create-treatment-plan.server'
import { recordAudit, listAuditEntries } from '~/staff/audit.server'
import { signedInStaffContext } from '../../tests/setup/action-context'
import { insertAppointment, insertPatient, specialistAt, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { auditView } from './audit-view.server'

/*
 * The Audit page's entries (issue 27, item 5): the actor by name, the record named and linked where the
 * console has a page, what sentences need (an appointment's clinic zone and fee, an assignee's name).
 */
describeEachDatabase('the audit trail as people read it', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
  }, 60_000)

  it('names the actor and the record, links the page, keeps the stored entry as it was', async () => {
    const lucia = await signedInStaffContext(db(), 'coordinator', { name: 'Lucía Gómez' })
    const ana = await signedInStaffContext(db(), 'clinic_staff', { name: 'Ana Ríos', clinicIds: [ids.bogota] })
    const patient = await insertPatient(db(), 'Carmen Ruiz')
    const appointmentId = await insertAppointment(db(), {
      user_id: patient,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      starts_at: '2027-01-05T15:00:00.000Z',
      fee_minor: 12_000,
      currency: 'USD',
      payment_id: 'test_pi_1',
    })
    const plan = await createTreatmentPlan(lucia, {
      patientId: patient,
      plan: {
        serviceId: ids.lasik,
        clinicId: ids.bogota,
        specialistId: await specialistAt(db(), ids.bogota),
        status: 'planned',
        startedOn: '2027-01-10',
      },
    })
    if (!plan.ok) throw new Error(plan.code)
    await db()
      .transaction()
      .execute(async (trx) => {
        const cancel = { status: 'cancelled', refundedMinor: 6000, reason: { code: 'clinic_closed', toldPatient: true } }
        await recordAudit(trx, lucia, { action: 'appointment.cancel', entityType: 'appointment', entityId: appointmentId, after: cancel })
        await recordAudit(trx, lucia, { action: 'staff.disable', entityType: 'user', entityId: ana.staff!.member.id, after: { disabled: true } })
        await recordAudit(trx, lucia, { action: 'clinic.hours', entityType: 'clinic', entityId: ids.bogota, after: {} })
        await recordAudit(trx, lucia, {
          action: 'contact_message.assign',
          entityType: 'contact_message',
          entityId: 77,
          after: { status: 'new', assigneeId: ana.staff!.member.id },
        })
      })
    const { entries } = await listAuditEntries(db(), { actor: lucia.staff!.member.email })
    const viewed = await auditView(db(), entries, 'es')
    const byAction = (action: string) => viewed.find((entry) => entry.action === action)!
    expect(viewed.every((entry) => entry.actor === 'Lucía Gómez')).toBe(true)
    expect(byAction('appointment.cancel')).toMatchObject({
      href: `/admin/appointments/${appointmentId}`,
      appointment: { timeZone: 'America/Bogota', paid: { minor: 12_000, currency: 'USD' } },
      after: { refundedMinor: 6000, reason: { code: 'clinic_closed' } },
    })
    expect(byAction('staff.disable')).toMatchObject({ entityName: 'Ana Ríos', href: `/admin/staff/${ana.staff!.member.id}` })
    expect(byAction('clinic.hours')).toMatchObject({ entityName: 'Clínica Visión Andina', href: `/admin/availability/${ids.bogota}` })
    expect(byAction('contact_message.assign')).toMatchObject({ href: '/admin/inbox/77', after: { assignee: 'Ana Ríos' } })
    expect(byAction('treatment.create')).toMatchObject({
      entityName: 'LASIK · Carmen Ruiz',
      href: `/admin/patients/${patient}/treatments/${plan.treatmentId}`,
    })
    // What is stored stays as it was: no name, no assignee written into it.
    const stored = entries.find((entry) => entry.action === 'contact_message.assign')!
    expect(JSON.parse(stored.after!)).toEqual({ status: 'new', assigneeId: ana.staff!.member.id })
  })

  it('an actor whose account is gone reads as the email kept; the system as null', async () => {
    await recordAudit(
      db(),
      { db: db(), ip: '', locale: 'en', session: null, now: new Date() },
      {
        action: 'content.publish_scheduled',
        entityType: 'service',
        entityId: 999_999,
        after: {},
        actor: { id: 2_000_000, email: 'gone@claravia.example' },
      },
    )
    await recordAudit(
      db(),
      { db: db(), ip: '', locale: 'en', session: null, now: new Date() },
      { action: 'x.unknown', entityType: 'thing', entityId: 1 },
    )
    const { entries } = await listAuditEntries(db(), {})
    const viewed = await auditView(db(), entries.slice(0, 2), 'en')
    expect(viewed.map((entry) => [entry.action, entry.actor, entry.href])).toEqual([
      ['x.unknown', null, null],
      ['content.publish_scheduled', 'gone@claravia.example', null],
    ])
  })
})
