import { browserTimeZone } from '~/i18n/time-zones'
import { useHydrated } from '~/ui/use-hydrated'

/**
 * The patient's own time zone, sent with the booking once the page runs script (the
 * browser knows it, the server does not): their confirmation and the staff who move
 * the appointment then show their time beside the clinic's. Without script it is left out.
 */
export function PatientTimeZoneInput() {
  const hydrated = useHydrated()
  return hydrated ? <input type="hidden" name="timeZone" value={browserTimeZone() ?? ''} /> : null
}
