import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { listTreatmentAppointments, type AppointmentSummary } from './appointments.server'
import { plansApart, type PlanApart } from './plan-names'
import type { StepKind, StepStatus, TreatmentStatus } from './treatment-steps'

export interface TreatmentSummary {
  id: number
  status: TreatmentStatus
  /** YYYY-MM-DD */
  startedOn: string
  /** YYYY-MM-DD, or null while the treatment is under way. */
  endedOn: string | null
  service: { slug: string; name: string }
  destination: { slug: string; name: string }
  clinic: { slug: string; name: string }
  specialist: { slug: string; name: string; title: string }
  /** The first step still to come, or null when none is. */
  nextStep: { kind: StepKind; title: string | null; scheduledOn: string } | null
}

export interface TreatmentStep {
  kind: StepKind
  /** A staff-written step's own title (kind custom); null for the standard steps, named by their kind. */
  title: string | null
  /** What staff wrote for the patient about this step. */
  note: string | null
  /** YYYY-MM-DD */
  scheduledOn: string
  status: StepStatus
}

export interface TreatmentDetail extends TreatmentSummary {
  clinic: { slug: string; name: string; address: string }
  /** The timeline, in order. */
  steps: TreatmentStep[]
  appointments: AppointmentSummary[]
}

const activeStatuses: readonly TreatmentStatus[] = ['planned', 'active']

/** A patient's treatments with their names in `locale`; always scoped to `userId`. */
function treatmentsOf(db: Kysely<Database>, userId: number, locale: Locale) {
  return db
    .selectFrom('treatments as t')
    .innerJoin('services as s', 's.id', 't.service_id')
    .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 's.id').on('st.locale', '=', locale))
    .innerJoin('clinics as c', 'c.id', 't.clinic_id')
    .innerJoin('destinations as d', 'd.id', 'c.destination_id')
    .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'd.id').on('dt.locale', '=', locale))
    .innerJoin('specialists as sp', 'sp.id', 't.specialist_id')
    .innerJoin('specialists_translations as spt', (join) => join.onRef('spt.owner_id', '=', 'sp.id').on('spt.locale', '=', locale))
    .select([
      't.id',
      't.status',
      't.started_on',
      't.ended_on',
      's.slug as service_slug',
      'st.name as service_name',
      'c.slug as clinic_slug',
      'c.name as clinic_name',
      'c.address as clinic_address',
      'd.slug as destination_slug',
      'dt.name as destination_name',
      'sp.slug as specialist_slug',
      'sp.name as specialist_name',
      'spt.title as specialist_title',
    ])
    .where('t.user_id', '=', userId)
}

type TreatmentRow = Awaited<ReturnType<ReturnType<typeof treatmentsOf>['execute']>>[number]

function toSummary(row: TreatmentRow, nextStep: TreatmentSummary['nextStep']): TreatmentSummary {
  return {
    id: row.id,
    status: row.status,
    startedOn: row.started_on,
    endedOn: row.ended_on,
    service: { slug: row.service_slug, name: row.service_name },
    destination: { slug: row.destination_slug, name: row.destination_name },
    clinic: { slug: row.clinic_slug, name: row.clinic_name },
    specialist: {
      slug: row.specialist_slug,
      name: row.specialist_name,
      title: row.specialist_title,
    },
    nextStep,
  }
}

/** The first upcoming step (by position) of each of the given treatments. */
async function nextSteps(db: Kysely<Database>, treatmentIds: number[]) {
  const next = new Map<number, NonNullable<TreatmentSummary['nextStep']>>()
  if (treatmentIds.length === 0) return next
  const rows = await db
    .selectFrom('treatment_steps')
    .select(['treatment_id', 'kind', 'title', 'scheduled_on'])
    .where('treatment_id', 'in', treatmentIds)
    .where('status', 'in', ['upcoming', 'next'])
    .orderBy('treatment_id')
    .orderBy('position')
    .execute()
  for (const row of rows) {
    if (!next.has(row.treatment_id))
      next.set(row.treatment_id, {
        kind: row.kind as StepKind,
        title: row.title,
        scheduledOn: row.scheduled_on,
      })
  }
  return next
}

/**
 * The patient's treatments: active (planned or under way, earliest first) and
 * past (completed or cancelled, most recent first).
 */
export async function listTreatments(
  db: Kysely<Database>,
  userId: number,
  locale: Locale,
): Promise<{ active: TreatmentSummary[]; past: TreatmentSummary[] }> {
  const rows = await treatmentsOf(db, userId, locale).execute()
  const next = await nextSteps(
    db,
    rows.map((row) => row.id),
  )
  const summaries = rows.map((row) => toSummary(row, next.get(row.id) ?? null))
  const active = summaries.filter((t) => activeStatuses.includes(t.status)).sort((a, b) => a.startedOn.localeCompare(b.startedOn) || a.id - b.id)
  const lastDay = (t: TreatmentSummary) => t.endedOn ?? t.startedOn
  const past = summaries.filter((t) => !activeStatuses.includes(t.status)).sort((a, b) => lastDay(b).localeCompare(lastDay(a)) || b.id - a.id)
  return { active, past }
}

/** One of the patient's treatments; undefined when it does not exist or belongs to someone else. */
export async function getTreatment(db: Kysely<Database>, userId: number, id: number, locale: Locale): Promise<TreatmentDetail | undefined> {
  // Ids come from URLs: anything that cannot be a row id (PostgreSQL's integer is 32-bit) simply is not found.
  if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) return undefined
  const row = await treatmentsOf(db, userId, locale).where('t.id', '=', id).executeTakeFirst()
  if (!row) return undefined
  const [stepRows, appointments] = await Promise.all([
    db
      .selectFrom('treatment_steps')
      .select(['kind', 'title', 'patient_note', 'scheduled_on', 'status'])
      .where('treatment_id', '=', row.id)
      .orderBy('position')
      .orderBy('id')
      .execute(),
    listTreatmentAppointments(db, userId, row.id, locale),
  ])
  const steps: TreatmentStep[] = stepRows.map((step) => ({
    kind: step.kind as StepKind,
    title: step.title,
    note: step.patient_note,
    scheduledOn: step.scheduled_on,
    status: step.status,
  }))
  const upcoming = steps.find((step) => step.status === 'upcoming' || step.status === 'next')
  const summary = toSummary(row, upcoming ? { kind: upcoming.kind, title: upcoming.title, scheduledOn: upcoming.scheduledOn } : null)
  return {
    ...summary,
    clinic: { ...summary.clinic, address: row.clinic_address },
    steps,
    appointments,
  }
}

/** How each of the patient's plans is told from their others of the same treatment (plan-names.ts), by plan id. */
export async function patientPlansApart(db: Kysely<Database>, userId: number): Promise<Record<number, PlanApart>> {
  const plans = await db.selectFrom('treatments').select(['id', 'service_id', 'clinic_id', 'started_on']).where('user_id', '=', userId).execute()
  const apart = plansApart(plans.map((plan) => ({ id: plan.id, serviceId: plan.service_id, clinicId: plan.clinic_id, startedOn: plan.started_on })))
  return Object.fromEntries(apart)
}
