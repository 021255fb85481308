import type { Kysely } from 'kysely'
import { loadSchedule } from '~/booking/availability.server'
import {
  BookingRulesSchema,
  ClinicClosureSchema,
  ClinicHoursSchema,
  type BookingRulesInput,
  type ClinicClosureInput,
  type ClinicHoursInput,
} from '~/booking/clinic-availability-schemas'
import {
  previewFreeHours,
  withClosure,
  withHours,
  withRules,
  type AffectedAppointment,
  type ScheduleChange,
} from '~/booking/clinic-schedule-change.server'
import type { Database } from '~/db/schema'
import { refusalMessage, type Outcome, type Refusal } from '~/errors/outcomes'
import { messageKey } from '~/forms/form-result.server'
import { PREVIEW_DAYS, rangeField, RANGES_PER_DAY, WEEKDAYS, type AvailabilityAnswer, type AvailabilityForm } from './availability-form-fields'

/*
 * The console's availability page posts one of three forms (hours, a closure,
 * booking rules), each either to preview the next 14 days or to save. This
 * reads a form into its schema's input, previews it, and turns a save's
 * refusal into what the page shows: field errors, the stranded appointments,
 * or the preview. The save itself is the verb's (update-clinic-hours…), which
 * the page's action calls.
 */

interface ReadForm {
  input: unknown
  /** The form field behind a schema path (the hours form's fields are flattened). */
  fieldOf: (path: PropertyKey[]) => string
}

function readHours(clinicId: number, form: FormData): ReadForm {
  const ranges: { weekday: number; opens: string; closes: string }[] = []
  const fields: string[] = []
  for (const weekday of WEEKDAYS)
    for (let index = 0; index < RANGES_PER_DAY; index++) {
      const opens = String(form.get(rangeField(weekday, index, 'opens')) ?? '').trim()
      const closes = String(form.get(rangeField(weekday, index, 'closes')) ?? '').trim()
      if (!opens && !closes) continue
      ranges.push({ weekday, opens, closes })
      fields.push(`${weekday}-${index}`)
    }
  return {
    input: { clinicId, ranges },
    fieldOf: (path) => (path[0] === 'ranges' ? `${String(path[2] ?? 'opens')}-${fields[Number(path[1])]}` : String(path[0])),
  }
}

function readPlain(clinicId: number, form: FormData, names: string[]): ReadForm {
  const input: Record<string, unknown> = { clinicId }
  for (const name of names) {
    const value = String(form.get(name) ?? '').trim()
    if (value) input[name] = value
  }
  return { input, fieldOf: (path) => String(path[0]) }
}

const forms = {
  hours: { schema: ClinicHoursSchema, read: readHours },
  closure: { schema: ClinicClosureSchema, read: (clinicId: number, form: FormData) => readPlain(clinicId, form, ['date', 'starts', 'ends']) },
  rules: {
    schema: BookingRulesSchema,
    read: (clinicId: number, form: FormData) => readPlain(clinicId, form, ['places', 'leadTimeHours', 'horizonDays']),
  },
} as const

/** A form's input as its verb takes it. */
export type AvailabilityChange =
  { form: 'hours'; input: ClinicHoursInput } | { form: 'closure'; input: ClinicClosureInput } | { form: 'rules'; input: BookingRulesInput }

/** A form read and valid (what was typed, and its input), or the answer listing its field errors. */
export type ReadAvailabilityForm =
  { ok: true; values: Record<string, string>; change: AvailabilityChange; fieldOf: ReadForm['fieldOf'] } | { ok: false; answer: AvailabilityAnswer }

/** Reads one availability form of `clinicId` into its schema's input. */
export function readAvailabilityForm(clinicId: number, form: AvailabilityForm, data: FormData): ReadAvailabilityForm {
  const values = Object.fromEntries(
    [...data.entries()].filter(([name]) => !['csrf', 'intent', 'form'].includes(name)).map(([name, value]) => [name, String(value)]),
  )
  const { schema, read } = forms[form]
  const { input, fieldOf } = read(clinicId, data)
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= issue.message
    return { ok: false, answer: { form, values, errors } }
  }
  return { ok: true, values, fieldOf, change: { form, input: parsed.data } as AvailabilityChange }
}

/** The next days' free hours as they would be after the form's change, and the appointments it would strand. */
export async function previewAvailabilityForm(
  db: Kysely<Database>,
  { values, change }: Extract<ReadAvailabilityForm, { ok: true }>,
  now: Date,
): Promise<AvailabilityAnswer> {
  const { form, input } = change
  const preview = await previewFreeHours(db, input.clinicId, scheduleChangeOf(change), { days: PREVIEW_DAYS, now })
  if (!preview) return { form, values, formError: 'clinic_availability.clinic_not_found' }
  return {
    form,
    values,
    conflicts: preview.affected,
    preview: { timeZone: preview.timeZone, days: preview.days.map((day) => ({ date: day.date, times: day.slots.map((slot) => slot.localTime) })) },
  }
}

/** What the page shows after the form's save: saved, or its refusal on the field it names (or above the form, with the appointments in the way). */
export function savedAvailabilityAnswer(
  { values, change, fieldOf }: Extract<ReadAvailabilityForm, { ok: true }>,
  outcome: Outcome<object>,
): AvailabilityAnswer {
  const { form } = change
  if (outcome.ok) return { form, values, saved: true }
  const refusal = outcome as Refusal & { appointments?: AffectedAppointment[] }
  const { key, values: params } = refusalMessage(refusal)
  const message = messageKey(key, params)
  if (refusal.field) return { form, values, errors: { [fieldOf(refusal.field.replace(/\]/g, '').split(/[[.]/))]: message } }
  return { form, values, formError: message, conflicts: refusal.appointments }
}

function scheduleChangeOf({ form, input }: AvailabilityChange): ScheduleChange {
  if (form === 'hours') return withHours(input.ranges)
  if (form === 'closure') return withClosure(input)
  return withRules(input)
}

/** The page's current state at `now`: the week, the coming closures and the rules. */
export async function clinicAvailability(db: Kysely<Database>, clinicId: number, now: Date) {
  const schedule = await loadSchedule(db, clinicId)
  if (!schedule) return undefined
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: schedule.timeZone }).format(now)
  const closures = await db
    .selectFrom('clinic_closures')
    .select(['id', 'on_date as date', 'starts', 'ends'])
    .where('clinic_id', '=', clinicId)
    .where('on_date', '>=', today)
    .orderBy('on_date')
    .orderBy('id')
    .execute()
  return {
    timeZone: schedule.timeZone,
    slotMinutes: schedule.slotMinutes,
    rules: { places: schedule.places, leadTimeHours: schedule.leadTimeHours, horizonDays: schedule.horizonDays },
    hours: Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, schedule.hours.get(weekday) ?? []])),
    closures,
  }
}
