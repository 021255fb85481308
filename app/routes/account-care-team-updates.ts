import { requirePatientSession } from '~/accounts/patient-session.server'
import { nextVersion, patientVersion } from '~/conversations/conversation-updates.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/account-care-team-updates'

/** Held until the patient's conversation changes from version `v` (or 20 s pass): the open page then reloads its data. */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const session = requirePatientSession(context, url)
  const known = (url.searchParams.get('v') ?? '').slice(0, 60)
  const version = await nextVersion(() => patientVersion(database(), session.user.id), known, { signal: request.signal })
  return Response.json({ version }, { headers: { 'Cache-Control': 'no-store' } })
}
