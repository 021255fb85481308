import { z } from 'zod'
import { appointmentStatuses } from '~/patients/treatment-steps'
import { isLocalDate } from './clinic-days'

const id = z.coerce.number().int().positive().max(2_147_483_647)
const day = z.string().refine(isLocalDate)

/** The appointment list's filters as the console's query string carries them; dates are clinic-local days, both included. */
export const AppointmentFiltersSchema = z.object({
  clinicId: id.optional(),
  serviceId: id.optional(),
  status: z.enum(appointmentStatuses).optional(),
  from: day.optional(),
  to: day.optional(),
  patient: z.string().trim().min(1).max(100).optional(),
})

export type AppointmentFilters = z.infer<typeof AppointmentFiltersSchema>

/** The filters of the URL; a malformed one is left out rather than failing the page. */
export function filtersOf(url: URL) {
  const raw = Object.fromEntries([...url.searchParams].filter(([, value]) => value !== ''))
  const parsed = AppointmentFiltersSchema.safeParse(raw)
  if (parsed.success) return parsed.data
  const bad = new Set(parsed.error.issues.map((issue) => String(issue.path[0])))
  return AppointmentFiltersSchema.parse(Object.fromEntries(Object.entries(raw).filter(([name]) => !bad.has(name))))
}
