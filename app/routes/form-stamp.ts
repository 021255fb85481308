import { isGuardedForm } from '~/security/bot-guard-forms'
import { formStampCookie, issueFormStamp } from '~/security/bot-guard.server'
import { env } from '~/config/env.server'
import type { Route } from './+types/form-stamp'

/** A transparent 1×1 GIF. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64')

/**
 * A fresh bot-guard stamp for one public form on a page served from the cache (which holds none,
 * security/bot-guard-fields.tsx): `/form-stamp.json?form=contact` for the page's early script, when
 * the form is first seen or touched (security/form-stamp-script.ts); `/form-stamp.gif?form=contact`,
 * an image in the form's <noscript>, sets it as a cookie for a browser without JavaScript, whose
 * post then carries it. Either is signed with the server's time of asking.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const form = url.searchParams.get('form')
  if (!isGuardedForm(form)) throw new Response(null, { status: 404 })
  const stamp = issueFormStamp(form)
  if (url.pathname.endsWith('.json')) return Response.json({ stamp }, { headers: { 'Cache-Control': 'no-store' } })
  return new Response(PIXEL, {
    headers: { 'Content-Type': 'image/gif', 'Cache-Control': 'no-store', 'Set-Cookie': formStampCookie(form, stamp, env().SECURE_COOKIES) },
  })
}
