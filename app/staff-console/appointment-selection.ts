import { z } from 'zod'
import { BULK_LIMIT } from '~/booking/bulk-limit'

/*
 * The appointment list's bulk form: the rows ticked (`ids`), or "select all on
 * this page" (`all=page`, which takes the page's ids, sent with it as
 * `pageIds`, so it works without JavaScript), and what to do with them.
 */

export const BULK_INTENTS = ['export', 'complete', 'complete-confirmed'] as const
export type BulkIntent = (typeof BULK_INTENTS)[number]

const id = z.coerce.number().int().positive().max(2_147_483_647)

export type AppointmentSelection =
  | { ok: true; intent: BulkIntent; appointmentIds: number[] }
  | { ok: false; error: 'console.appointments.bulk.none_selected' | 'console.appointments.bulk.too_many' | 'console.appointments.bulk.unknown' }

/** The bulk form read: what to do, and the distinct ids chosen (in the order sent). */
export function readAppointmentSelection(form: FormData): AppointmentSelection {
  const intent = BULK_INTENTS.find((name) => name === form.get('intent'))
  if (!intent) return { ok: false, error: 'console.appointments.bulk.unknown' }
  const chosen = form.get('all') === 'page' ? [...form.getAll('ids'), ...form.getAll('pageIds')] : form.getAll('ids')
  const ids = z.array(id).safeParse(chosen.map(String))
  if (!ids.success) return { ok: false, error: 'console.appointments.bulk.unknown' }
  const appointmentIds = [...new Set(ids.data)]
  if (appointmentIds.length === 0) return { ok: false, error: 'console.appointments.bulk.none_selected' }
  if (appointmentIds.length > BULK_LIMIT) return { ok: false, error: 'console.appointments.bulk.too_many' }
  return { ok: true, intent, appointmentIds }
}
