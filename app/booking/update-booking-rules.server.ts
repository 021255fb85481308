import { staffCaller } from '~/access/caller.server'
import { scopeIncludes } from '~/access/clinic-scope.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import type { BookingRulesInput } from './clinic-availability-schemas'
import { changeClinicSchedule, withRules, type ScheduleChanged } from './clinic-schedule-change.server'

export type BookingRules = Omit<BookingRulesInput, 'clinicId'>

export type BookingRulesUpdated = ScheduleChanged<{ before: BookingRules; after: BookingRules }>

/**
 * Staff set the places in parallel, lead time and horizon of a clinic they
 * serve (the console's rules form; another clinic is not found). Lead time and horizon only shape future bookings; fewer places
 * are refused while a live appointment holds a place that would go (listed).
 * The slot length is not editable: existing places are claimed on its grid.
 */
export async function updateBookingRules(context: ActionContext, { clinicId, ...rules }: BookingRulesInput): Promise<BookingRulesUpdated> {
  const { scope } = staffCaller(context, 'availability.manage')
  if (!scopeIncludes(scope, clinicId)) return refuse('clinic_not_found')
  return changeClinicSchedule(context.db, clinicId, context.now, {
    change: withRules(rules),
    write: async (trx, current) => {
      await trx
        .updateTable('clinic_booking_rules')
        .set({ places: rules.places, lead_time_hours: rules.leadTimeHours, horizon_days: rules.horizonDays })
        .where('clinic_id', '=', clinicId)
        .execute()
      const change = { before: { places: current.places, leadTimeHours: current.leadTimeHours, horizonDays: current.horizonDays }, after: rules }
      await recordAudit(trx, context, { action: 'clinic.booking_rules', entityType: 'clinic', entityId: clinicId, ...change })
      return change
    },
  })
}
