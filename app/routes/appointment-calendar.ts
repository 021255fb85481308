import { currentSession } from '~/accounts/session-middleware.server'
import { calendarFile, loadBookedAppointment } from '~/booking/appointment.server'
import { database } from '~/db/db.server'
import { parseId } from '~/http/params'
import type { Route } from './+types/appointment-calendar'

/** GET /appointments/{id}/calendar.ics: the patient's own confirmed appointment as a calendar file. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const session = currentSession(context)
  const id = parseId(params.id)
  const appointment = session && id ? await loadBookedAppointment(database(), id, session.user.id, session.user.locale) : undefined
  if (!session || !appointment || appointment.status !== 'confirmed')
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return new Response(calendarFile(appointment, session.user.locale), {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="claravia-appointment-${appointment.id}.ics"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
