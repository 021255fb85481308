import { now } from '~/time/clock.server'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { filtersOf } from '~/staff-console/appointment-filters'
import { appointmentsCsv, csvDownload } from '~/staff-console/appointments-csv.server'
import { requirePermission } from '~/access/door.server'
import type { Route } from './+types/appointments-export'

/** The filtered appointment list as a CSV file, streamed page by page (never outside the member's clinics). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { scope } = await requirePermission(context, url, 'appointments.view')
  const pieces = appointmentsCsv(database(), scope, filtersOf(url), pageLocale(context))
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { value, done } = await pieces.next()
      if (done) controller.close()
      else controller.enqueue(encoder.encode(value))
    },
  })
  return csvDownload(body, `appointments-${now().toISOString().slice(0, 10)}.csv`)
}
