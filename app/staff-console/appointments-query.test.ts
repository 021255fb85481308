import { beforeAll, expect, it } from 'vitest'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { appointmentDetail } from './appointment-detail.server'
import type { AppointmentFilters } from './appointment-filters'
import { clinicCalendar, listStaffAppointments } from './appointments-query.server'
import type { ClinicScope } from '~/access/clinic-scope.server'

const all: ClinicScope = { kind: 'all' }

describeEachDatabase('staff console: appointments', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let bogotaOnly: ClinicScope
  let perez: number
  let munoz: number

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    bogotaOnly = { kind: 'clinics', clinicIds: [ids.bogota] }
    perez = await insertPatient(db(), 'Ana Pérez', 'ana.perez@example.com')
    munoz = await insertPatient(db(), 'José MUÑOZ', 'jose@example.com')
  }, 60_000)

  const ids_ = (rows: { id: number }[]) => rows.map((row) => row.id)
  const list = async (scope: ClinicScope, filters: AppointmentFilters, pageSize = 100) =>
    ids_((await listStaffAppointments(db(), scope, { filters, pageSize }, 'en')).appointments)

  it('counts a day in each clinic’s own time zone (Bogotá UTC-5, Madrid UTC+1)', async () => {
    const common = { user_id: perez, service_id: ids.lasik }
    // Bogotá's 15 March is 05:00Z to 05:00Z the next day; Madrid's is 23:00Z the day before to 23:00Z.
    const bogotaLateOn14th = await insertAppointment(db(), { ...common, clinic_id: ids.bogota, starts_at: '2027-03-15T04:30:00.000Z' })
    const bogotaLateOn15th = await insertAppointment(db(), { ...common, clinic_id: ids.bogota, starts_at: '2027-03-16T04:30:00.000Z' })
    const madridEarlyOn15th = await insertAppointment(db(), { ...common, clinic_id: ids.madrid, starts_at: '2027-03-14T23:30:00.000Z' })
    const madridEarlyOn16th = await insertAppointment(db(), { ...common, clinic_id: ids.madrid, starts_at: '2027-03-15T23:30:00.000Z' })
    const onThe15th = await list(all, { from: '2027-03-15', to: '2027-03-15' })
    expect(onThe15th).toEqual([madridEarlyOn15th, bogotaLateOn15th])
    expect(onThe15th).not.toContain(bogotaLateOn14th)
    expect(onThe15th).not.toContain(madridEarlyOn16th)
    expect(await list(all, { from: '2027-03-16' })).toContain(madridEarlyOn16th)
    expect(await list(all, { to: '2027-03-14' })).toContain(bogotaLateOn14th)

    const calendar = await clinicCalendar(db(), all, { clinicId: ids.madrid, date: '2027-03-17', span: 'week' }, 'es')
    expect(calendar!.days.map((day) => day.date)).toEqual([
      '2027-03-15',
      '2027-03-16',
      '2027-03-17',
      '2027-03-18',
      '2027-03-19',
      '2027-03-20',
      '2027-03-21',
    ])
    expect(ids_(calendar!.days[0]!.appointments)).toEqual([madridEarlyOn15th])
    expect(ids_(calendar!.days[1]!.appointments)).toEqual([madridEarlyOn16th])
    expect(calendar!.days[0]!.appointments[0]).toMatchObject({
      startsAtClinic: '2027-03-15T00:30:00.000+01:00',
      clinic: { timeZone: 'Europe/Madrid' },
    })
    const day = await clinicCalendar(db(), all, { clinicId: ids.bogota, date: '2027-03-15', span: 'day' }, 'es')
    expect(day!.days.map((d) => [d.date, ids_(d.appointments)])).toEqual([['2027-03-15', [bogotaLateOn15th]]])
    expect(day!.days[0]!.appointments[0]!.startsAtClinic).toBe('2027-03-15T23:30:00.000-05:00')
  })

  it('never returns an appointment of a clinic outside the scope', async () => {
    const inMadrid = await insertAppointment(db(), {
      user_id: munoz,
      clinic_id: ids.madrid,
      service_id: ids.lasik,
      starts_at: '2027-05-03T09:00:00.000Z',
    })
    const inBogota = await insertAppointment(db(), {
      user_id: munoz,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      starts_at: '2027-05-03T15:00:00.000Z',
    })
    const seen = await list(bogotaOnly, {}, 1000)
    expect(seen).toContain(inBogota)
    expect(seen).not.toContain(inMadrid)
    const clinicsSeen = (await listStaffAppointments(db(), bogotaOnly, { filters: {}, pageSize: 1000 }, 'en')).appointments.map((a) => a.clinic.id)
    expect(new Set(clinicsSeen)).toEqual(new Set([ids.bogota]))
    expect(await list(bogotaOnly, { clinicId: ids.madrid })).toEqual([])
    expect(await list({ kind: 'clinics', clinicIds: [] }, {})).toEqual([])
    expect(await clinicCalendar(db(), bogotaOnly, { clinicId: ids.madrid, date: '2027-05-03', span: 'week' }, 'en')).toBeUndefined()
    expect(await appointmentDetail(db(), bogotaOnly, inMadrid, 'en')).toBeUndefined()
    expect((await appointmentDetail(db(), bogotaOnly, inBogota, 'en'))?.id).toBe(inBogota)
  })

  it('filters by clinic, service, status and patient (case and Spanish accents aside)', async () => {
    const patient = await insertPatient(db(), 'Lucía Fernández', 'lucia@example.com')
    const base = { user_id: patient, starts_at: '2027-06-01T14:00:00.000Z' }
    const lasikBogota = await insertAppointment(db(), { ...base, clinic_id: ids.bogota, service_id: ids.lasik })
    const iclBogota = await insertAppointment(db(), { ...base, clinic_id: ids.bogota, service_id: ids.icl, status: 'cancelled' })
    const lasikMadrid = await insertAppointment(db(), { ...base, clinic_id: ids.madrid, service_id: ids.lasik })
    // Booked for someone else from the same account: the booking's name and email are the ones searched and shown.
    const forMother = await insertAppointment(db(), {
      ...base,
      clinic_id: ids.madrid,
      service_id: ids.icl,
      patient_first_name: 'Carmen',
      patient_last_name: 'Núñez',
      patient_email: 'carmen@example.com',
    })
    const june = { from: '2027-06-01', to: '2027-06-01' }
    expect(await list(all, { ...june, clinicId: ids.bogota })).toEqual([lasikBogota, iclBogota])
    expect(await list(all, { ...june, serviceId: ids.lasik })).toEqual([lasikBogota, lasikMadrid])
    expect(await list(all, { ...june, status: 'cancelled' })).toEqual([iclBogota])
    expect(await list(all, { ...june, patient: 'FERNANDEZ' })).toEqual([lasikBogota, iclBogota, lasikMadrid, forMother])
    expect(await list(all, { patient: 'lucía fernández' })).toEqual([lasikBogota, iclBogota, lasikMadrid, forMother])
    expect(await list(all, { patient: 'nunez' })).toEqual([forMother])
    expect(await list(all, { patient: 'carmen nunez' })).toEqual([forMother])
    expect(await list(all, { patient: 'CARMEN@EXAMPLE' })).toEqual([forMother])
    expect(await list(all, { patient: 'muñoz' })).toHaveLength(2)
    // LIKE's wildcards typed by someone match only themselves.
    expect(await list(all, { patient: '%' })).toEqual([])
    expect(await list(all, { patient: 'a_a' })).toEqual([])
    const [row] = (await listStaffAppointments(db(), all, { filters: { ...june, clinicId: ids.madrid, serviceId: ids.icl } }, 'es')).appointments
    expect(row).toMatchObject({
      patient: { userId: patient, name: 'Carmen Núñez', email: 'carmen@example.com' },
      clinic: { id: ids.madrid, name: 'Clínica Oftalmológica Castellana', timeZone: 'Europe/Madrid' },
      startsAt: '2027-06-01T14:00:00.000Z',
      startsAtClinic: '2027-06-01T16:00:00.000+02:00',
      paid: false,
      refundedMinor: 0,
    })
    expect(row!.service.name).not.toBe('')
  })

  it('pages by start then id without skipping or repeating a row, even when rows are added meanwhile', async () => {
    const patient = await insertPatient(db(), 'Paging Patient')
    const sameHour = '2027-07-01T15:00:00.000Z'
    const created: number[] = []
    for (let i = 0; i < 7; i++) {
      created.push(
        await insertAppointment(db(), {
          user_id: patient,
          clinic_id: ids.bogota,
          service_id: ids.lasik,
          starts_at: i < 5 ? sameHour : `2027-07-0${i}T15:00:00.000Z`,
        }),
      )
    }
    const filters = { patient: 'Paging Patient' }
    let earlier = 0
    for (const order of ['asc', 'desc'] as const) {
      const seen: number[] = []
      let after: string | undefined
      let pages = 0
      do {
        const page = await listStaffAppointments(db(), all, { filters, order, after, pageSize: 3 }, 'en')
        seen.push(...ids_(page.appointments))
        if (pages++ === 0 && order === 'asc') {
          // A booking earlier than the cursor does not push a row into the next page twice.
          earlier = await insertAppointment(db(), {
            user_id: patient,
            clinic_id: ids.bogota,
            service_id: ids.lasik,
            starts_at: '2027-06-30T15:00:00.000Z',
          })
        }
        after = page.nextCursor ?? undefined
      } while (after)
      const expected = order === 'asc' ? created : [...created.slice(5).reverse(), ...created.slice(0, 5).reverse(), earlier]
      expect(seen).toEqual(expected)
      expect(new Set(seen).size).toBe(seen.length)
    }
    expect((await listStaffAppointments(db(), all, { filters, after: 'not-a-cursor', pageSize: 3 }, 'en')).appointments).toHaveLength(3)
  })

  it('reads an appointment with its payment, refund and reschedule history', async () => {
    const patient = await insertPatient(db(), 'Historia Paciente')
    const booked = {
      user_id: patient,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      fee_minor: 15_000,
      currency: 'USD',
      patient_phone: '+57 300 123 4567',
    }
    const first = await insertAppointment(db(), { ...booked, starts_at: '2027-08-02T14:00:00.000Z', status: 'cancelled' })
    const second = await insertAppointment(db(), { ...booked, starts_at: '2027-08-03T14:00:00.000Z', status: 'cancelled' })
    const third = await insertAppointment(db(), {
      ...booked,
      starts_at: '2027-08-04T14:00:00.000Z',
      status: 'cancelled',
      payment_id: 'test_pi_abc',
      paid_at: '2027-07-20T10:00:00.000Z',
      refunded_minor: 15_000,
    })
    await db().updateTable('appointments').set({ replaced_by_id: second }).where('id', '=', first).execute()
    await db().updateTable('appointments').set({ replaced_by_id: third }).where('id', '=', second).execute()

    const detail = (await appointmentDetail(db(), all, third, 'en'))!
    expect(detail.payment).toEqual({
      amountMinor: 15_000,
      currency: 'USD',
      provider: 'test',
      reference: 'test_pi_abc',
      paidAt: '2027-07-20T10:00:00.000Z',
      refundedMinor: 15_000,
    })
    expect(detail.patient).toMatchObject({ name: 'Historia Paciente', phone: '+57 300 123 4567', accountName: 'Historia Paciente' })
    expect(detail.clinic).toMatchObject({ slug: 'clinica-vision-andina', timeZone: 'America/Bogota' })
    expect(detail.startsAtClinic).toBe('2027-08-04T09:00:00.000-05:00')
    expect(detail.history.map((step) => step.id)).toEqual([first, second, third])
    expect((await appointmentDetail(db(), all, first, 'en'))!.history.map((step) => step.id)).toEqual([first, second, third])
    expect((await appointmentDetail(db(), all, second, 'en'))!.payment).toBeNull()
    // The list shows the chain once, as its latest booking.
    expect(await list(all, { patient: 'Historia' })).toEqual([third])
    expect(await appointmentDetail(db(), all, 2_000_000_000, 'en')).toBeUndefined()
  })
})
