import type { Kysely, Selectable } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { AuditLogTable, Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import type { HistoryEvent } from './audit-sentences'

/*
 * The Audit page's entries as people read them (issue 27, item 5): the
 * actor's name (their account's, else the email kept), the record named and
 * linked where the console has a page for it, and what a sentence needs (an
 * appointment's clinic zone and fee, an assignee's name). A few batched
 * reads per page of 50; the stored entries are not changed.
 */

type AuditRow = Selectable<AuditLogTable>

export interface AuditViewEntry extends Omit<HistoryEvent, 'at'> {
  at: string
  id: number
  requestId: string | null
  entityType: string
  entityId: string
  /** The console page of the record, when it has one. */
  href: string | null
  /** The record's own name, when it has one (else the page says "appointment #9"). */
  entityName: string | null
}

const parsed = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>))
const ids = (values: unknown[]) => [...new Set(values.map(Number).filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647))]

export async function auditView(db: Kysely<Database>, rows: AuditRow[], locale: Locale): Promise<AuditViewEntry[]> {
  const entries = rows.map((row) => ({ row, before: parsed(row.before), after: parsed(row.after) }))
  const of = (type: string) => entries.filter(({ row }) => row.entity_type === type)
  // Plans are named by their treatment and patient; steps and documents by the plan they belong to.
  const treatmentOf = new Map<number, number>()
  for (const { row, before, after } of entries) {
    if (row.entity_type === 'treatment') treatmentOf.set(row.id, Number(row.entity_id))
    const planId = Number((after ?? before)?.treatmentId)
    if ((row.entity_type === 'treatment_step' || row.entity_type === 'treatment_document') && planId) treatmentOf.set(row.id, planId)
  }
  const stepIds = ids(
    of('treatment_step')
      .filter(({ row }) => !treatmentOf.has(row.id))
      .map(({ row }) => row.entity_id),
  )
  const steps = stepIds.length ? await db.selectFrom('treatment_steps').select(['id', 'treatment_id']).where('id', 'in', stepIds).execute() : []
  for (const { row } of of('treatment_step')) {
    const step = steps.find((candidate) => String(candidate.id) === row.entity_id)
    if (step) treatmentOf.set(row.id, step.treatment_id)
  }
  const userIds = ids([
    ...entries.map(({ row }) => row.actor_user_id),
    ...of('user').map(({ row }) => row.entity_id),
    ...of('contact_message').map(({ after }) => after?.assigneeId),
    ...of('care_conversation').flatMap(({ after }) => [after?.coordinatorId, after?.userId]),
  ])
  const conversationIds = ids(of('care_conversation').map(({ row }) => row.entity_id))
  const quoteIds = ids(of('quote').map(({ row }) => row.entity_id))
  const quoteRequestIds = ids(of('quote_request').map(({ row }) => row.entity_id))
  const appointmentIds = ids(of('appointment').map(({ row }) => row.entity_id))
  const clinicIds = ids(of('clinic').map(({ row }) => row.entity_id))
  const treatmentIds = ids([...treatmentOf.values()])
  const contentIds = ids(entries.filter(({ row }) => !KNOWN_TYPES.has(row.entity_type)).map(({ row }) => row.entity_id))
  const [users, appointments, clinics, treatments, contents, conversations, quoteRequests] = await Promise.all([
    userIds.length ? db.selectFrom('users').select(['id', 'name', 'email', 'role']).where('id', 'in', userIds).execute() : [],
    appointmentIds.length
      ? db
          .selectFrom('appointments as a')
          .innerJoin('clinics as c', 'c.id', 'a.clinic_id')
          .select(['a.id', 'a.fee_minor', 'a.currency', 'a.payment_id', 'c.time_zone'])
          .where('a.id', 'in', appointmentIds)
          .execute()
      : [],
    clinicIds.length ? db.selectFrom('clinics').select(['id', 'name']).where('id', 'in', clinicIds).execute() : [],
    treatmentIds.length
      ? db
          .selectFrom('treatments as t')
          .innerJoin('users as u', 'u.id', 't.user_id')
          .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 't.service_id').on('st.locale', '=', locale))
          .select(['t.id', 't.user_id', 'u.name as patient', 'st.name as service'])
          .where('t.id', 'in', treatmentIds)
          .execute()
      : [],
    contentIds.length ? db.selectFrom('content_records').select(['id', 'kind', 'title_en', 'title_es']).where('id', 'in', contentIds).execute() : [],
    conversationIds.length
      ? db
          .selectFrom('care_conversations as c')
          .innerJoin('users as p', 'p.id', 'c.patient_id')
          .select(['c.id', 'p.name'])
          .where('c.id', 'in', conversationIds)
          .execute()
      : [],
    // Quotes and quote requests are named by their patient and treatment, and open on the request's page.
    quoteIds.length || quoteRequestIds.length
      ? db
          .selectFrom('quote_requests as r')
          .innerJoin('users as p', 'p.id', 'r.patient_id')
          .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 'r.service_id').on('st.locale', '=', locale))
          .leftJoin('quotes as q', 'q.request_id', 'r.id')
          .select(['r.id', 'q.id as quoteId', 'p.name as patient', 'st.name as service'])
          .where((eb) =>
            eb.or([...(quoteRequestIds.length ? [eb('r.id', 'in', quoteRequestIds)] : []), ...(quoteIds.length ? [eb('q.id', 'in', quoteIds)] : [])]),
          )
          .execute()
      : [],
  ])
  const user = (id: unknown) => users.find((candidate) => candidate.id === Number(id))
  return entries.map(({ row, before, after }) => {
    const base = {
      id: row.id,
      key: String(row.id),
      at: toDate(row.at).toISOString(),
      action: row.action,
      actor: user(row.actor_user_id)?.name || row.actor_email,
      before,
      after,
      requestId: row.request_id,
      entityType: row.entity_type,
      entityId: row.entity_id,
      href: null as string | null,
      entityName: null as string | null,
    }
    switch (row.entity_type) {
      case 'appointment': {
        const appointment = appointments.find((candidate) => String(candidate.id) === row.entity_id)
        if (!appointment) return base
        const paid = appointment.payment_id && appointment.fee_minor !== null && appointment.currency !== null
        return {
          ...base,
          href: `/admin/appointments/${appointment.id}`,
          appointment: { timeZone: appointment.time_zone, paid: paid ? { minor: appointment.fee_minor!, currency: appointment.currency! } : null },
        }
      }
      case 'user': {
        const member = user(row.entity_id)
        return member
          ? { ...base, entityName: member.name || member.email, href: member.role === 'patient' ? null : `/admin/staff/${member.id}` }
          : base
      }
      case 'clinic': {
        const clinic = clinics.find((candidate) => String(candidate.id) === row.entity_id)
        return clinic ? { ...base, entityName: clinic.name, href: `/admin/availability/${clinic.id}` } : base
      }
      case 'contact_message': {
        const assignee = after && 'assigneeId' in after ? user(after.assigneeId) : undefined
        return {
          ...base,
          href: `/admin/inbox/${row.entity_id}`,
          after: assignee ? { ...after, assignee: assignee.name || assignee.email } : after,
        }
      }
      case 'care_conversation': {
        // Named by its patient; whom it was given to or who was brought in, by name.
        const conversation = conversations.find((candidate) => String(candidate.id) === row.entity_id)
        const named = after && {
          ...after,
          ...(after.coordinatorId !== undefined && { coordinator: user(after.coordinatorId)?.name }),
          ...(after.userId !== undefined && { colleague: user(after.userId)?.name }),
        }
        return { ...base, entityName: conversation?.name ?? null, href: `/admin/conversations/${row.entity_id}`, after: named }
      }
      case 'exchange_rates':
        // Named by what it is about ("USD/COP 2026-11-27", "ecb 2026-11-25..2026-11-27"), seen on the Exchange rates page.
        return { ...base, entityName: row.entity_id, href: '/admin/exchange-rates' }
      case 'quote':
      case 'quote_request': {
        const request = quoteRequests.find((candidate) =>
          row.entity_type === 'quote' ? String(candidate.quoteId) === row.entity_id : String(candidate.id) === row.entity_id,
        )
        return request ? { ...base, entityName: `${request.patient} (${request.service})`, href: `/admin/quotes/${request.id}` } : base
      }
      case 'treatment':
      case 'treatment_step':
      case 'treatment_document': {
        const plan = treatments.find((candidate) => candidate.id === treatmentOf.get(row.id))
        return plan
          ? { ...base, entityName: `${plan.service} · ${plan.patient}`, href: `/admin/patients/${plan.user_id}/treatments/${plan.id}` }
          : base
      }
      default: {
        const content = contents.find((candidate) => String(candidate.id) === row.entity_id && candidate.kind === row.entity_type)
        if (!content) return base
        return {
          ...base,
          entityName: (locale === 'es' ? content.title_es : content.title_en) || null,
          href: `/admin/content/${content.kind}/${content.id}`,
        }
      }
    }
  })
}

const KNOWN_TYPES = new Set([
  'appointment',
  'user',
  'clinic',
  'contact_message',
  'treatment',
  'treatment_step',
  'treatment_document',
  'care_conversation',
  'exchange_rates',
  'quote',
  'quote_request',
])
