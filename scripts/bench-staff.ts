// Server time of the staff console's reads over 50,000 appointments and
// 100,000 patients: the appointment list (first page, a filtered page, a
// patient-name search) and the patient search, on SQLite and — when
// TEST_DATABASE_URL is set — PostgreSQL. Each figure is also given as a ratio
// of a primary-key lookup measured in the same run, and each read is
// measured without, then with, the indexes of migration 0011.
// Run by `npm run bench`; alone: npx tsx scripts/bench-staff.ts
import { sql, type Kysely } from 'kysely'
import { syncCatalogue } from '../app/content-editing/seed-sync.server'
import type { DatabaseHandle } from '../app/db/dialect.server'
import { migrateToLatest } from '../app/db/migrate.server'
import * as staffReadIndexes from '../app/db/migrations/0011-staff-read-indexes'
import type { AppointmentStatus, Database } from '../app/db/schema'
import { listStaffAppointments } from '../app/staff-console/appointments-query.server'
import { searchPatients } from '../app/staff-console/patients-query.server'
import { onEachDatabase, ratio, timings } from './bench-databases'

const PATIENTS = 100_000
const APPOINTMENTS = 50_000
const ROUNDS = 20
const BATCH = 1_000
const TARGET_MS = 50

const firstNames = ['Ana', 'José', 'María', 'Lucía', 'Andrés', 'Sofía', 'Camila', 'Mateo', 'Valentina', 'Jorge', 'Núria', 'Iñigo', 'Emma', 'Oliver']
const lastNames = [
  'García',
  'Martínez',
  'Pérez',
  'Gómez',
  'Núñez',
  'Rodríguez',
  'López',
  'Hernández',
  'Smith',
  'Jones',
  'Muñoz',
  'Ortega',
  'Castaño',
  'Ibáñez',
]
const statuses: AppointmentStatus[] = ['confirmed', 'confirmed', 'confirmed', 'completed', 'completed', 'cancelled', 'expired', 'pending_payment']

let seed = 7
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()

async function insertInBatches<T>(count: number, row: (index: number) => T, insert: (rows: T[]) => Promise<unknown>) {
  for (let start = 0; start < count; start += BATCH) {
    await insert(Array.from({ length: Math.min(BATCH, count - start) }, (_, offset) => row(start + offset)))
  }
}

async function seedData(db: Kysely<Database>) {
  const at = new Date('2026-01-01T00:00:00.000Z').toISOString()
  const names: Array<[string, string]> = []
  await insertInBatches(
    PATIENTS,
    (index) => {
      const name: [string, string] = [pick(firstNames), pick(lastNames)]
      names.push(name)
      return {
        name: name.join(' '),
        email: `${ascii(name[0])}.${ascii(name[1])}.${index}@example.com`,
        password_hash: 'x',
        locale: pick(['en', 'es']),
        created_at: at,
        updated_at: at,
      }
    },
    (rows) => db.insertInto('users').values(rows).execute(),
  )
  const firstUser = (
    await db
      .selectFrom('users')
      .select((eb) => eb.fn.min('id').as('id'))
      .executeTakeFirstOrThrow()
  ).id
  const clinics = await db.selectFrom('clinics').select('id').execute()
  const services = await db.selectFrom('services').select('id').execute()
  const yearStart = Date.parse('2026-06-01T00:00:00.000Z')
  await insertInBatches(
    APPOINTMENTS,
    (index) => {
      const patient = Math.floor(random() * PATIENTS)
      const [first, last] = names[patient]!
      const startsAt = yearStart + Math.floor(random() * 365) * 86_400_000 + (13 + Math.floor(random() * 8)) * 3_600_000
      const paid = random() < 0.7
      return {
        user_id: firstUser + patient,
        service_id: pick(services).id,
        clinic_id: pick(clinics).id,
        kind: 'assessment' as const,
        status: pick(statuses),
        starts_at: new Date(startsAt).toISOString(),
        ends_at: new Date(startsAt + 3_600_000).toISOString(),
        created_at: new Date(startsAt - 20 * 86_400_000).toISOString(),
        fee_minor: 15_000,
        currency: 'USD',
        patient_first_name: first,
        patient_last_name: last,
        patient_email: `${ascii(first)}.${index}@example.com`,
        patient_phone: `+57 300 ${String(1_000_000 + index).slice(0, 3)} ${String(index).padStart(4, '0')}`,
        payment_id: paid ? `test_pi_${index}` : null,
        paid_at: paid ? new Date(startsAt - 19 * 86_400_000).toISOString() : null,
      }
    },
    (rows) => db.insertInto('appointments').values(rows).execute(),
  )
  return { clinic: clinics[0]!.id, service: services[0]!.id }
}

async function measure(name: string, handle: DatabaseHandle<Database>) {
  const db = handle.db
  await migrateToLatest(db)
  await syncCatalogue(db)
  const started = performance.now()
  const { clinic, service } = await seedData(db)
  await sql`analyze`.execute(db)
  console.log(
    `Staff console reads [${name}]: ${APPOINTMENTS.toLocaleString('en')} appointments, ${PATIENTS.toLocaleString('en')} patients (seeded in ${((performance.now() - started) / 1000).toFixed(0)} s); ${ROUNDS} runs each, server time`,
  )
  const someId = Math.floor(APPOINTMENTS / 2)
  const reads: Array<[string, () => Promise<unknown>]> = [
    ['appointments, first page (all clinics)', () => listStaffAppointments(db, { kind: 'all' }, { filters: {} }, 'en')],
    [
      'appointments, filtered (clinic, service, status, one month)',
      () =>
        listStaffAppointments(
          db,
          { kind: 'clinics', clinicIds: [clinic] },
          { filters: { clinicId: clinic, serviceId: service, status: 'confirmed', from: '2026-09-01', to: '2026-09-30' } },
          'en',
        ),
    ],
    ['appointments, patient name "nunez"', () => listStaffAppointments(db, { kind: 'all' }, { filters: { patient: 'nunez' } }, 'en')],
    ['patients, name "martinez"', () => searchPatients(db, { kind: 'all' }, { query: 'martinez' })],
    ['patients, phone "+57 300 100 0421"', () => searchPatients(db, { kind: 'all' }, { query: '+57 300 100 0421' })],
    ['patients, name "gomez", one clinic', () => searchPatients(db, { kind: 'clinics', clinicIds: [clinic] }, { query: 'gomez' })],
  ]
  for (const indexed of [false, true]) {
    if (indexed) {
      await staffReadIndexes.up(db)
      await sql`analyze`.execute(db)
    } else {
      await staffReadIndexes.down(db)
    }
    const baseline = await timings(() => db.selectFrom('appointments').selectAll().where('id', '=', someId).executeTakeFirst())
    console.log(
      `  ${indexed ? 'with' : 'without'} the indexes of migration 0011 — baseline, a primary-key lookup: p50 ${baseline.p50.toFixed(2)} ms, p95 ${baseline.p95.toFixed(2)} ms`,
    )
    for (const [label, run] of reads) {
      const { p50, p95 } = await timings(run)
      console.log(
        `    ${label.padEnd(60)} p50 ${p50.toFixed(1).padStart(6)} ms (${ratio(p50, baseline.p50)}), p95 ${p95.toFixed(1).padStart(6)} ms (${ratio(p95, baseline.p95)})${p95 > TARGET_MS ? `  over the ${TARGET_MS} ms target` : ''}`,
      )
    }
  }
}

await onEachDatabase(measure)
process.exit(0)
