import type { ActionContext } from '~/accounts/action-context.server'
import { addClinicClosure } from '~/booking/add-clinic-closure.server'
import { loadSchedule } from '~/booking/availability.server'
import { BookingRulesSchema, ClinicClosureSchema, ClinicHoursSchema, type OpeningRange } from '~/booking/clinic-availability-schemas'
import {
  previewFreeHours,
  withClosure,
  withHours,
  withRules,
  type AffectedAppointment,
  type ScheduleChange,
} from '~/booking/clinic-schedule-change.server'
import { updateBookingRules } from '~/booking/update-booking-rules.server'
import { updateClinicHours } from '~/booking/update-clinic-hours.server'
import { refusalMessage, type Refusal } from '~/errors/outcomes'
import { messageKey } from '~/forms/form-result.server'
import { PREVIEW_DAYS, rangeField, RANGES_PER_DAY, WEEKDAYS, type AvailabilityAnswer, type AvailabilityForm } from './availability-form-fields'

/*
 * The console's availability page posts one of three forms (hours, a closure,
 * booking rules), each either to preview the next 14 days or to save. This
 * reads a form into its schema's input, and runs the preview or the action,
 * answering what the page shows: field errors, the stranded appointments, or
 * the preview.
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

/** Previews or saves one availability form of `clinicId`. */
export async function submitAvailabilityForm(
  context: ActionContext,
  clinicId: number,
  form: AvailabilityForm,
  data: FormData,
  mode: 'preview' | 'save',
): Promise<AvailabilityAnswer> {
  const values = Object.fromEntries(
    [...data.entries()].filter(([name]) => !['csrf', 'intent', 'form'].includes(name)).map(([name, value]) => [name, String(value)]),
  )
  const { schema, read } = forms[form]
  const { input, fieldOf } = read(clinicId, data)
  const parsed = schema.safeParse(input)
  if (!parsed.success) {
    const errors: Record<string, string> = {}
    for (const issue of parsed.error.issues) errors[fieldOf(issue.path)] ??= issue.message
    return { form, values, errors }
  }
  if (mode === 'preview') {
    const preview = await previewFreeHours(context.db, clinicId, changeOf(form, parsed.data), { days: PREVIEW_DAYS, now: context.now })
    if (!preview) return { form, values, formError: 'clinic_availability.clinic_not_found' }
    return {
      form,
      values,
      conflicts: preview.affected,
      preview: { timeZone: preview.timeZone, days: preview.days.map((day) => ({ date: day.date, times: day.slots.map((slot) => slot.localTime) })) },
    }
  }
  const outcome = await save(context, form, parsed.data)
  if (outcome.ok) return { form, values, saved: true }
  const refusal = outcome as Refusal & { appointments?: AffectedAppointment[] }
  const { key, values: params } = refusalMessage(refusal)
  const message = messageKey(key, params)
  if (refusal.field) return { form, values, errors: { [fieldOf(refusal.field.replace(/\]/g, '').split(/[[.]/))]: message } }
  return { form, values, formError: message, conflicts: refusal.appointments }
}

function changeOf(form: AvailabilityForm, input: unknown): ScheduleChange {
  if (form === 'hours') return withHours((input as { ranges: OpeningRange[] }).ranges)
  if (form === 'closure') return withClosure(input as Parameters<typeof withClosure>[0])
  return withRules(input as Parameters<typeof withRules>[0])
}

function save(context: ActionContext, form: AvailabilityForm, input: unknown) {
  if (form === 'hours') return updateClinicHours(context, input as Parameters<typeof updateClinicHours>[1])
  if (form === 'closure') return addClinicClosure(context, input as Parameters<typeof addClinicClosure>[1])
  return updateBookingRules(context, input as Parameters<typeof updateBookingRules>[1])
}

/** The page's current state: the week, the coming closures and the rules. */
export async function clinicAvailability(context: Pick<ActionContext, 'db' | 'now'>, clinicId: number) {
  const schedule = await loadSchedule(context.db, clinicId)
  if (!schedule) return undefined
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: schedule.timeZone }).format(context.now)
  const closures = await context.db
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
