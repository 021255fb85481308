import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { AppointmentDetail } from './appointment-detail.server'
import type { HistoryEvent } from './audit-sentences'

/*
 * The appointment page's history (issue 27, item 5): the staff's audit
 * entries on the appointment and on the ones it replaced, with the actor's
 * name, and the patient's own events read from the appointments themselves
 * — the booking, the payment, a move they made (a replacement no staff move
 * explains), their cancellation, a hold that lapsed. Oldest first; each
 * becomes a sentence (audit-sentences.ts). A patient's cancellation keeps no
 * time, so it comes last without one.
 */

const parsed = (json: string | null) => (json === null ? null : (JSON.parse(json) as Record<string, unknown>))

export async function appointmentHistory(db: Kysely<Database>, appointment: AppointmentDetail): Promise<HistoryEvent[]> {
  const chain = appointment.history
  const ids = [...new Set([appointment.id, ...chain.map((step) => step.id)])].map(String)
  const rows = await db
    .selectFrom('audit_log as l')
    .leftJoin('users as u', 'u.id', 'l.actor_user_id')
    .select(['l.id', 'l.at', 'l.action', 'l.before', 'l.after', 'l.actor_email', 'u.name as actor_name'])
    .where('l.entity_type', '=', 'appointment')
    .where('l.entity_id', 'in', ids)
    .orderBy('l.id')
    .execute()
  const paid = appointment.payment ? { minor: appointment.payment.amountMinor, currency: appointment.payment.currency } : null
  const about = { timeZone: appointment.clinic.timeZone, paid }
  const patient = appointment.patient.name
  const staff: HistoryEvent[] = rows.map((row) => ({
    key: `audit-${row.id}`,
    at: toDate(row.at).toISOString(),
    action: row.action,
    actor: row.actor_name || row.actor_email,
    before: parsed(row.before),
    after: parsed(row.after),
    appointment: about,
  }))
  const movedByStaff = new Set(staff.filter((event) => event.action === 'appointment.move').map((event) => String(event.before?.id)))
  const first = chain[0] ?? { id: appointment.id, startsAt: appointment.startsAt, createdAt: appointment.timestamps.createdAt }
  const own: HistoryEvent[] = [
    {
      key: 'booked',
      at: first.createdAt,
      action: 'patient.booked',
      actor: patient,
      before: null,
      after: { startsAt: first.startsAt },
      appointment: about,
    },
  ]
  if (appointment.timestamps.paidAt)
    own.push({
      key: 'paid',
      at: appointment.timestamps.paidAt,
      action: 'patient.paid',
      actor: patient,
      before: null,
      after: null,
      appointment: about,
    })
  chain.forEach((step, index) => {
    const next = chain[index + 1]
    if (!next || movedByStaff.has(String(step.id))) return
    own.push({
      key: `moved-${step.id}`,
      at: next.createdAt,
      action: 'patient.moved',
      actor: patient,
      before: { startsAt: step.startsAt },
      after: { startsAt: next.startsAt },
      appointment: about,
    })
  })
  if (appointment.status === 'expired' && appointment.timestamps.holdExpiresAt)
    own.push({ key: 'expired', at: appointment.timestamps.holdExpiresAt, action: 'hold.expired', actor: null, before: null, after: null })
  const cancelledByStaff = staff.some((event) => event.action === 'appointment.cancel')
  if (appointment.status === 'cancelled' && !cancelledByStaff)
    own.push({
      key: 'cancelled',
      at: null,
      action: 'patient.cancelled',
      actor: patient,
      before: null,
      after: { refundedMinor: appointment.payment?.refundedMinor ?? 0 },
      appointment: about,
    })
  return [...own, ...staff].sort((a, b) => (a.at === null ? 1 : b.at === null ? -1 : a.at.localeCompare(b.at)))
}
