import { staffCaller } from '~/access/caller.server'
import { scopeIncludes } from '~/access/clinic-scope.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { recordAudit } from '~/staff/audit.server'
import { refuse } from '~/errors/outcomes'
import type { ClinicSchedule } from './availability'
import { offGridField, type ClinicHoursInput, type OpeningRange } from './clinic-availability-schemas'
import { changeClinicSchedule, withHours, type ScheduleChanged } from './clinic-schedule-change.server'

export type ClinicHoursUpdated = ScheduleChanged<{ before: OpeningRange[]; after: OpeningRange[] }>

/**
 * Staff replace the weekly hours of a clinic they serve (the console's hours
 * form; another clinic is not found). Refused when a time is off the clinic's
 * slot grid, or when a confirmed appointment or live hold would fall outside
 * the new hours (listed in the refusal). Audited.
 */
export async function updateClinicHours(context: ActionContext, { clinicId, ranges }: ClinicHoursInput): Promise<ClinicHoursUpdated> {
  const { scope } = staffCaller(context, 'availability.manage')
  if (!scopeIncludes(scope, clinicId)) return refuse('clinic_not_found')
  return changeClinicSchedule(context.db, clinicId, context.now, {
    refusal: ({ slotMinutes }) => {
      const field = offGridField(ranges, slotMinutes)
      return field ? refuse('hours_off_slot_grid', { field, values: { minutes: slotMinutes } }) : undefined
    },
    change: withHours(ranges),
    write: async (trx, current) => {
      await trx.deleteFrom('clinic_opening_hours').where('clinic_id', '=', clinicId).execute()
      if (ranges.length > 0)
        await trx
          .insertInto('clinic_opening_hours')
          .values(ranges.map((range) => ({ clinic_id: clinicId, ...range })))
          .execute()
      const change = { before: rangesOf(current), after: rangesOf(withHours(ranges)(current)) }
      await recordAudit(trx, context, { action: 'clinic.hours', entityType: 'clinic', entityId: clinicId, ...change })
      return change
    },
  })
}

/** The week as ranges, by weekday then opening time. */
function rangesOf({ hours }: ClinicSchedule): OpeningRange[] {
  return [...hours.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([weekday, intervals]) => intervals.map(({ opens, closes }) => ({ weekday, opens, closes })))
}
