import { z } from 'zod'

/*
 * The staff console's availability forms (issue 12 item 3), shared by the
 * form in the browser and the actions on the server. Times are the clinic's
 * wall-clock "HH:MM"; "24:00" may end a span at midnight. Messages are
 * catalogue keys under clinic_availability.errors.
 */

const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

const time = () => z.string().trim().regex(TIME, { error: 'clinic_availability.errors.time_format' })

const clinicId = z.coerce.number().int().positive()

/** Bounds a coordinator would never need to pass: a year of lead time is a mistake, not a rule. */
export const BOOKING_RULE_LIMITS = {
  places: { min: 1, max: 20 },
  leadTimeHours: { min: 0, max: 24 * 30 },
  horizonDays: { min: 1, max: 730 },
} as const

export const OpeningRangeSchema = z.object({
  weekday: z.coerce.number().int().min(1).max(7),
  opens: time(),
  closes: time(),
})
export type OpeningRange = z.infer<typeof OpeningRangeSchema>

/** A clinic's whole week: every opening range, several a day allowed, each in order and none overlapping another. */
export const ClinicHoursSchema = z
  .object({
    clinicId,
    ranges: z.array(OpeningRangeSchema).max(7 * 12),
  })
  .superRefine(({ ranges }, context) => {
    ranges.forEach((range, index) => {
      if (minutes(range.opens) >= minutes(range.closes)) {
        context.addIssue({ code: 'custom', path: ['ranges', index, 'closes'], message: 'clinic_availability.errors.closes_before_opens' })
        return
      }
      const overlapping = ranges.some(
        (other, otherIndex) =>
          otherIndex < index &&
          other.weekday === range.weekday &&
          minutes(other.opens) < minutes(range.closes) &&
          minutes(range.opens) < minutes(other.closes),
      )
      if (overlapping) context.addIssue({ code: 'custom', path: ['ranges', index, 'opens'], message: 'clinic_availability.errors.ranges_overlap' })
    })
  })
export type ClinicHoursInput = z.infer<typeof ClinicHoursSchema>

/**
 * The form field (`ranges[1].closes`) of the first time off the clinic's slot
 * grid (slots start every `slotMinutes` from midnight), if any.
 */
export function offGridField(ranges: OpeningRange[], slotMinutes: number) {
  for (const [index, range] of ranges.entries()) {
    for (const end of ['opens', 'closes'] as const) {
      if (minutes(range[end]) % slotMinutes !== 0) return `ranges[${index}].${end}`
    }
  }
  return undefined
}

/** A closed day, or part of one when `starts` and `ends` are given. */
export const ClinicClosureSchema = z
  .object({
    clinicId,
    date: z.iso.date({ error: 'clinic_availability.errors.date_format' }),
    starts: time().optional(),
    ends: time().optional(),
  })
  .superRefine(({ starts, ends }, context) => {
    if ((starts === undefined) !== (ends === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [starts === undefined ? 'starts' : 'ends'],
        message: 'clinic_availability.errors.partial_day_needs_both',
      })
    } else if (starts !== undefined && ends !== undefined && minutes(starts) >= minutes(ends)) {
      context.addIssue({ code: 'custom', path: ['ends'], message: 'clinic_availability.errors.closes_before_opens' })
    }
  })
export type ClinicClosureInput = z.infer<typeof ClinicClosureSchema>

export const RemoveClinicClosureSchema = z.object({ clinicId, closureId: z.coerce.number().int().positive() })
export type RemoveClinicClosureInput = z.infer<typeof RemoveClinicClosureSchema>

const bounded = (limits: { min: number; max: number }) =>
  z.coerce
    .number()
    .int({ error: 'clinic_availability.errors.whole_number' })
    .min(limits.min, { error: `clinic_availability.errors.at_least?min=${limits.min}` })
    .max(limits.max, { error: `clinic_availability.errors.at_most?max=${limits.max}` })

/** Places in parallel, how soon (hours) and how far ahead (days) patients can book. */
export const BookingRulesSchema = z
  .object({
    clinicId,
    places: bounded(BOOKING_RULE_LIMITS.places),
    leadTimeHours: bounded(BOOKING_RULE_LIMITS.leadTimeHours),
    horizonDays: bounded(BOOKING_RULE_LIMITS.horizonDays),
  })
  .refine(({ leadTimeHours, horizonDays }) => leadTimeHours < horizonDays * 24, {
    path: ['horizonDays'],
    error: 'clinic_availability.errors.horizon_within_lead_time',
  })
export type BookingRulesInput = z.infer<typeof BookingRulesSchema>
