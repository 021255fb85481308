import { beforeAll, expect, it } from 'vitest'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import type { ClinicScope } from '~/access/clinic-scope.server'
import { todayOverview } from './today.server'

// A Monday: 07:00 in Bogotá, 13:00 in Madrid.
const now = new Date('2027-03-15T12:00:00.000Z')
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString()

describeEachDatabase('staff console: Today', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  const made: Record<string, number> = {}

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    const patient = await insertPatient(db(), 'Hoy Paciente')
    const at = (clinic: 'bogota' | 'madrid', starts_at: string, more: Record<string, unknown> = {}) =>
      insertAppointment(db(), { user_id: patient, clinic_id: ids[clinic], service_id: ids.lasik, starts_at, ...more })
    made.bogotaTonight = await at('bogota', '2027-03-16T04:00:00.000Z') // 23:00 on the 15th in Bogotá
    made.bogotaTomorrow = await at('bogota', '2027-03-16T14:00:00.000Z')
    made.bogotaCancelled = await at('bogota', '2027-03-15T15:00:00.000Z', { status: 'cancelled' })
    made.madridAfterMidnight = await at('madrid', '2027-03-15T23:30:00.000Z') // 00:30 on the 16th in Madrid
    made.madridToday = await at('madrid', '2027-03-15T16:00:00.000Z')
    made.holdSoon = await at('bogota', '2027-03-20T14:00:00.000Z', { status: 'pending_payment', hold_expires_at: minutes(10) })
    made.holdLater = await at('bogota', '2027-03-20T15:00:00.000Z', { status: 'pending_payment', hold_expires_at: minutes(20) })
    made.holdLapsed = await at('bogota', '2027-03-20T16:00:00.000Z', { status: 'pending_payment', hold_expires_at: minutes(-1) })
    const paid = (paid_at: string, fee_minor: number, currency: string, refunded_minor: number | null = null) => ({
      payment_id: 'test_pi_x',
      paid_at,
      fee_minor,
      currency,
      refunded_minor,
    })
    await at('bogota', '2027-04-01T14:00:00.000Z', paid('2027-03-15T10:00:00.000Z', 15_000, 'USD'))
    await at('bogota', '2027-04-02T14:00:00.000Z', paid('2027-03-21T23:00:00.000Z', 500_000_00, 'COP', 100_000_00))
    await at('bogota', '2027-04-03T14:00:00.000Z', paid('2027-03-15T04:59:00.000Z', 99_999, 'USD')) // Sunday the 14th in Bogotá
    await at('madrid', '2027-04-01T09:00:00.000Z', paid('2027-03-14T23:30:00.000Z', 20_000, 'EUR')) // Monday 00:30 in Madrid
    const message = (created_at: string) => ({
      name: 'N',
      email: 'n@example.com',
      phone: null,
      subject: 'S',
      message: 'M',
      locale: 'en',
      ip: null,
      created_at,
    })
    await db()
      .insertInto('contact_messages')
      .values([message(minutes(-120)), message(minutes(-3 * 24 * 60))])
      .execute()
  }, 60_000)

  const ids_ = (rows: { id: number }[]) => rows.map((row) => row.id)

  it('gives each clinic its own today and tomorrow, holds lapsing within 15 minutes, and the week’s takings', async () => {
    const overview = await todayOverview(db(), { kind: 'all' }, 'en', now)
    expect(overview.newContactMessages).toBe(1)
    const bogota = overview.clinics.find((entry) => entry.clinic.id === ids.bogota)!
    const madrid = overview.clinics.find((entry) => entry.clinic.id === ids.madrid)!
    expect(bogota.today).toEqual({ date: '2027-03-15', appointments: [expect.objectContaining({ id: made.bogotaTonight })] })
    expect(ids_(bogota.tomorrow.appointments)).toEqual([made.bogotaTomorrow])
    expect(ids_(madrid.today.appointments)).toEqual([made.madridToday])
    expect(madrid.tomorrow).toMatchObject({ date: '2027-03-16' })
    expect(ids_(madrid.tomorrow.appointments)).toEqual([made.madridAfterMidnight])
    expect(bogota.expiringHolds.map((hold) => [hold.id, hold.holdExpiresAt])).toEqual([[made.holdSoon, minutes(10)]])
    expect(bogota.week).toEqual({
      from: '2027-03-15',
      to: '2027-03-21',
      bookings: 2,
      revenue: [
        { currency: 'COP', amountMinor: 400_000_00 },
        { currency: 'USD', amountMinor: 15_000 },
      ],
    })
    expect(madrid.week).toMatchObject({ bookings: 1, revenue: [{ currency: 'EUR', amountMinor: 20_000 }] })
  })

  it('shows clinic staff only their clinics, and no contact messages (they belong to no clinic)', async () => {
    const scope: ClinicScope = { kind: 'clinics', clinicIds: [ids.bogota] }
    const overview = await todayOverview(db(), scope, 'es', now)
    expect(overview.clinics.map((entry) => entry.clinic.id)).toEqual([ids.bogota])
    expect(overview.newContactMessages).toBeNull()
    expect(await todayOverview(db(), { kind: 'clinics', clinicIds: [] }, 'es', now)).toEqual({ clinics: [], newContactMessages: null })
  })
})
