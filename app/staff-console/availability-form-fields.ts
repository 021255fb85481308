import type { AffectedAppointment } from '~/booking/clinic-schedule-change.server'

/* The console availability page's form fields and answer, shared by the page and its action. */

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
/** Ranges a day the form offers (a morning and an afternoon). */
export const RANGES_PER_DAY = 2
export const PREVIEW_DAYS = 14

export type AvailabilityForm = 'hours' | 'closure' | 'rules'

/** Field name of one end of a weekday's range in the hours form. */
export const rangeField = (weekday: number, index: number, end: 'opens' | 'closes') => `${end}-${weekday}-${index}`

export interface AvailabilityAnswer {
  form: AvailabilityForm
  /** What was typed, to show the form again as it was. */
  values: Record<string, string>
  errors?: Record<string, string>
  formError?: string
  conflicts?: AffectedAppointment[]
  preview?: { timeZone: string; days: { date: string; times: string[] }[] }
  saved?: boolean
}
