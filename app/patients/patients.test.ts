import { beforeAll, expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { createUser, findUserByEmail } from '~/accounts/users.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { listAppointments } from './appointments.server'
import { DEMO_PATIENT, seedDemoPatient } from './demo-patient.server'
import { stepKinds } from './treatment-steps'
import { getTreatment, listTreatments } from './treatments.server'

const fixedNow = new Date('2027-03-15T12:00:00.000Z')
const DAY = 86_400_000
const dayFrom = (days: number) => new Date(fixedNow.getTime() + days * DAY).toISOString().slice(0, 10)

describeEachDatabase('patients: treatments and appointments', (db) => {
  let userId: number

  beforeAll(async () => {
    await syncCatalogue(db())
    expect(await seedDemoPatient(db(), fixedNow)).toBe(true)
    userId = (await findUserByEmail(db(), DEMO_PATIENT.email))!.id
  }, 60_000)

  const count = async (table: 'users' | 'treatments' | 'treatment_steps' | 'appointments') =>
    Number(
      (
        await db()
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('seeds the demo patient once; a second run creates nothing', async () => {
    const before = await Promise.all([count('users'), count('treatments'), count('treatment_steps'), count('appointments')])
    expect(before).toEqual([1, 3, 18, 7])
    expect(await seedDemoPatient(db(), fixedNow)).toBe(false)
    expect(await Promise.all([count('users'), count('treatments'), count('treatment_steps'), count('appointments')])).toEqual(before)
    const user = await findUserByEmail(db(), DEMO_PATIENT.email)
    expect(user).toMatchObject({ name: 'Sofía Ramírez', locale: 'es' })
  })

  it('lists active treatments (planned and under way) and past ones, with the next step', async () => {
    const { active, past } = await listTreatments(db(), userId, 'en')
    expect(active.map((t) => [t.service.slug, t.status])).toEqual([
      ['icl', 'active'],
      ['cataract-surgery-premium-lenses', 'planned'],
    ])
    expect(past.map((t) => [t.service.slug, t.status])).toEqual([['lasik', 'completed']])

    const [icl, cataract] = active
    expect(icl).toMatchObject({
      startedOn: dayFrom(-21),
      endedOn: null,
      destination: { slug: 'bogota', name: 'Bogotá' },
      clinic: { slug: 'clinica-vision-andina', name: 'Clínica Visión Andina' },
      specialist: { slug: 'valentina-rojas' },
      nextStep: { kind: 'one_month_check', title: null, scheduledOn: dayFrom(16) },
    })
    expect(icl!.specialist.title).not.toBe('')
    expect(cataract!.nextStep).toEqual({
      kind: 'assessment',
      title: null,
      scheduledOn: dayFrom(10),
    })
    expect(cataract!.clinic.slug).not.toBe(icl!.clinic.slug)
    expect(past[0]).toMatchObject({
      startedOn: dayFrom(-425),
      endedOn: dayFrom(-335),
      nextStep: null,
    })
  })

  it('splits appointments into upcoming, past (attended) and cancelled', async () => {
    const { upcoming, past, cancelled } = await listAppointments(db(), userId, 'en', fixedNow)
    expect(upcoming.map((a) => [a.kind, a.status])).toEqual([
      ['assessment', 'confirmed'],
      ['follow_up', 'confirmed'],
    ])
    expect(upcoming.every((a) => new Date(a.startsAt) >= fixedNow)).toBe(true)
    const [assessment, followUp] = upcoming
    expect(new Date(assessment!.endsAt).getTime() - new Date(assessment!.startsAt).getTime()).toBe(60 * 60_000)
    expect(new Date(followUp!.endsAt).getTime() - new Date(followUp!.startsAt).getTime()).toBe(30 * 60_000)
    // 09:30 at the clinic, wherever that is.
    const clinicTime = new Intl.DateTimeFormat('en-GB', {
      timeZone: assessment!.timeZone,
      hour: '2-digit',
      minute: '2-digit',
    })
    expect(clinicTime.format(new Date(assessment!.startsAt))).toBe('09:30')
    expect(followUp).toMatchObject({
      timeZone: 'America/Bogota',
      service: { slug: 'icl' },
      clinic: {
        slug: 'clinica-vision-andina',
        address: expect.stringContaining('Bogotá'),
      },
      destination: { slug: 'bogota' },
      specialist: { slug: 'valentina-rojas' },
    })
    expect(followUp!.startsAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)

    expect(past).toHaveLength(4)
    expect(past.map((a) => a.status)).toEqual(['completed', 'completed', 'completed', 'completed'])
    // The follow-up replaced by a remote check never took place: listed apart.
    expect(cancelled.map((a) => [a.kind, a.status])).toEqual([['follow_up', 'cancelled']])
    const starts = past.map((a) => a.startsAt)
    expect(starts).toEqual([...starts].sort().reverse())
    expect(past.every((a) => new Date(a.startsAt) < fixedNow)).toBe(true)
    expect(past.every((a) => a.treatmentId !== null)).toBe(true)

    // The same appointments, seen later: the cataract assessment has become past.
    const later = await listAppointments(db(), userId, 'en', new Date(fixedNow.getTime() + 12 * DAY))
    expect(later.upcoming.map((a) => a.kind)).toEqual(['follow_up'])
    expect(later.past).toHaveLength(5)
  })

  it('lists cancelled and expired appointments apart, even when their date is ahead', async () => {
    const patient = await createUser(db(), {
      name: 'Lista Aparte',
      email: 'lists@claravia.example',
      password: 'Another#2026',
      locale: 'en',
      acceptedPolicies: false,
    })
    const demo = await db().selectFrom('appointments').select(['service_id', 'clinic_id']).where('user_id', '=', userId).executeTakeFirstOrThrow()
    const at = (days: number) => new Date(fixedNow.getTime() + days * DAY).toISOString()
    const add = (status: 'cancelled' | 'expired' | 'pending_payment', days: number, holdExpiresAt: string | null = null) =>
      db()
        .insertInto('appointments')
        .values({
          ...demo,
          user_id: patient!.id,
          treatment_id: null,
          specialist_id: null,
          kind: 'assessment',
          status,
          starts_at: at(days),
          ends_at: at(days + 0.05),
          created_at: fixedNow.toISOString(),
          hold_expires_at: holdExpiresAt,
        })
        .execute()
    await add('cancelled', 21)
    await add('expired', 7)
    // A hold whose ten minutes are over, not yet swept: expired, and no longer offered for payment.
    await add('pending_payment', 14, new Date(fixedNow.getTime() - 60_000).toISOString())
    await add('pending_payment', 3, new Date(fixedNow.getTime() + 60_000).toISOString())
    const lists = await listAppointments(db(), patient!.id, 'en', fixedNow)
    expect(lists.upcoming.map((a) => a.status)).toEqual(['pending_payment'])
    // The live hold says until when it keeps the hour (the account says so where treatments would be); the others never.
    expect(lists.upcoming.map((a) => a.holdExpiresAt)).toEqual([new Date(fixedNow.getTime() + 60_000).toISOString()])
    expect(lists.past).toEqual([])
    expect(lists.cancelled.map((a) => a.status)).toEqual(['cancelled', 'expired', 'expired'])
    expect(lists.cancelled.map((a) => a.holdExpiresAt)).toEqual([null, null, null])
  })

  it('reads one treatment with its timeline in order and its appointments', async () => {
    const { active } = await listTreatments(db(), userId, 'en')
    const icl = await getTreatment(db(), userId, active[0]!.id, 'en')
    expect(icl).toBeDefined()
    expect(icl!.service.slug).toBe('icl')
    expect(icl!.clinic.address).toContain('Bogotá')
    expect(icl!.steps.map((s) => s.kind)).toEqual([...stepKinds])
    expect(icl!.steps.map((s) => s.status)).toEqual(['done', 'done', 'done', 'done', 'done', 'upcoming', 'upcoming'])
    expect(icl!.steps.find((s) => s.kind === 'treatment')?.scheduledOn).toBe(dayFrom(-14))
    expect(icl!.nextStep).toEqual({
      kind: 'one_month_check',
      title: null,
      scheduledOn: dayFrom(16),
    })
    expect(icl!.appointments.map((a) => [a.kind, a.status])).toEqual([
      ['treatment', 'completed'],
      ['follow_up', 'completed'],
      ['follow_up', 'confirmed'],
    ])
    expect(icl!.appointments.every((a) => a.treatmentId === icl!.id)).toBe(true)

    const cataract = await getTreatment(db(), userId, active[1]!.id, 'en')
    expect(cataract!.steps.map((s) => [s.kind, s.status])).toEqual([
      ['pre_screening', 'done'],
      ['assessment', 'upcoming'],
      ['travel', 'upcoming'],
      ['treatment', 'upcoming'],
    ])
    expect(cataract!.appointments.map((a) => a.kind)).toEqual(['assessment'])
  })

  it("never shows another patient's treatment, nor one that does not exist", async () => {
    const other = await createUser(db(), {
      name: 'Otro Paciente',
      email: 'otro@claravia.example',
      password: 'Another#2026',
      locale: 'en',
      acceptedPolicies: false,
    })
    const { active } = await listTreatments(db(), userId, 'en')
    expect(await getTreatment(db(), other!.id, active[0]!.id, 'en')).toBeUndefined()
    expect(await listTreatments(db(), other!.id, 'en')).toEqual({
      active: [],
      past: [],
    })
    expect(await listAppointments(db(), other!.id, 'en', fixedNow)).toEqual({
      upcoming: [],
      past: [],
      cancelled: [],
    })
    expect(await getTreatment(db(), userId, 999_999, 'en')).toBeUndefined()
    expect(await getTreatment(db(), userId, Number.NaN, 'en')).toBeUndefined()
    expect(await getTreatment(db(), userId, 2 ** 40, 'en')).toBeUndefined()
  })

  it('names things in the requested language', async () => {
    const en = await listTreatments(db(), userId, 'en')
    const es = await listTreatments(db(), userId, 'es')
    const cataract = (list: typeof en) => list.active.find((t) => t.service.slug === 'cataract-surgery-premium-lenses')!
    expect(cataract(en).service.name).toBe('Cataract surgery with premium lenses')
    expect(cataract(es).service.name).toBe('Cirugía de catarata con lentes premium')
    expect(cataract(en).specialist.title).not.toBe(cataract(es).specialist.title)
    const appointmentsEs = await listAppointments(db(), userId, 'es', fixedNow)
    expect(appointmentsEs.upcoming[0]!.service.name).toBe('Cirugía de catarata con lentes premium')
  })
})
