import type { RouterContextProvider } from 'react-router'
import { requirePatientSession } from '~/accounts/patient-session.server'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { patientReview } from '~/reviews/patient-reviews.server'
import { now } from '~/time/clock.server'

/** The signed-in patient's own review named by the route's `:id`; anyone else's (or none) is the site's 404. */
export async function ownReview(context: Readonly<RouterContextProvider>, url: URL, param: string | undefined) {
  const session = requirePatientSession(context, url)
  const id = parseId(param)
  invariantParam(id, url)
  const review = await patientReview(database(), session.user.id, id, pageLocale(context), now())
  if (!review) notFound(url, 'unmatched')
  return { session, review }
}
