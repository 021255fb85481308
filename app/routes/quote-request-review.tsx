import { data, redirect } from 'react-router'
import { actionContext } from '~/accounts/action-context.server'
import { currentSession, requireSession } from '~/accounts/session-middleware.server'
import { env } from '~/config/env.server'
import { database } from '~/db/db.server'
import { refusalHeaders, refusalMessage, refusalStatus } from '~/errors/outcomes'
import { formHeaders, messageKey } from '~/forms/form-result.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { discardVisitorRequest } from '~/quotes/discard-visitor-request.server'
import { clearQuoteDraftCookie, readQuoteDraftToken } from '~/quotes/quote-draft-cookie.server'
import { visitorDraftView } from '~/quotes/quote-request-page.server'
import { sendVisitorRequest } from '~/quotes/send-visitor-request.server'
import { findVisitorRequest } from '~/quotes/visitor-requests.server'
import { QuoteDraftReview } from '~/quotes/ui/quote-draft-review'
import { StaffQuoteNote } from '~/quotes/ui/staff-quote-note'
import { requireFormData } from '~/security/request-body.server'
import { now } from '~/time/clock.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import type { Route } from './+types/quote-request-review'

/*
 * A visitor's request, saved and not yet sent (issue 30), found by the token
 * in their cookie. Signed out: what it is about (never the medical answers)
 * and the two ways to go on, signing up or signing in, each bringing them
 * back here. Signed in: all of it, to send or discard. Sent, discarded or a
 * day old: gone, and the page says so.
 */

const REVIEW_PATH = '/quotes/new/review'

// A refused send's 429 keeps its Retry-After (see formHeaders).
export const headers = formHeaders

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = pageLocale(context)
  const session = currentSession(context)
  const staff = Boolean(session && session.role !== 'patient')
  const token = readQuoteDraftToken(request)
  const draft = token ? await findVisitorRequest(database(), token, now()) : undefined
  const back = localizePath(REVIEW_PATH, locale)
  const account = {
    signUp: `${localizePath('/sign-up', locale)}?redirectTo=${encodeURIComponent(back)}`,
    signIn: `${localizePath('/sign-in', locale)}?redirectTo=${encodeURIComponent(back)}`,
  }
  if (!draft) {
    // A cookie naming nothing any more is let go.
    const init = token ? { headers: { 'Set-Cookie': clearQuoteDraftCookie(env().SECURE_COOKIES) } } : undefined
    return data({ staff, signedIn: Boolean(session), draft: null, account }, init)
  }
  const view = await visitorDraftView(database(), draft, locale)
  // Signed out, the page shows what the request is about, never the answers: those are health data.
  const { answers, message, files, ...about } = view
  const counts = {
    answered: answers.filter((entry) => entry.answer !== '').length,
    questions: answers.length,
    files: files.length,
    message: message !== '',
  }
  const details = session && !staff ? { answers, message, files } : null
  return { staff, signedIn: Boolean(session), draft: { ...about, counts, details }, account }
}

const INTENTS = ['send', 'discard'] as const

export async function action({ request, context, url }: Route.ActionArgs) {
  const locale = pageLocale(context)
  const session = requireSession(context, url)
  const form = await requireFormData(request)
  const secure = env().SECURE_COOKIES
  const clear = { 'Set-Cookie': clearQuoteDraftCookie(secure) }
  const t = serverTranslator(locale)
  if (session.role !== 'patient') return data({ error: null }, { status: 403 })
  const intent = INTENTS.find((name) => name === form.get('intent'))
  const token = readQuoteDraftToken(request)
  if (!intent || !token) throw redirect(localizePath(REVIEW_PATH, locale), { status: 303 })
  if (intent === 'discard') {
    await discardVisitorRequest(database(), token, now())
    return redirectWithToast(
      localizePath('/quotes/new', locale),
      { title: t('quotes.request.review.discarded_toast') },
      { status: 303, headers: clear },
    )
  }
  const outcome = await sendVisitorRequest({ ...actionContext(context, locale), session }, token)
  if (outcome.ok)
    return redirectWithToast(
      localizePath('/account/quotes', locale),
      { title: t('quotes.request.sent_toast'), color: 'success' },
      { status: 303, headers: clear },
    )
  // Sent meanwhile (another tab) or past its day: the page says it is gone.
  if (outcome.code === 'quote_draft_gone') throw redirect(localizePath(REVIEW_PATH, locale), { status: 303, headers: clear })
  const { key, values } = refusalMessage(outcome)
  return data({ error: messageKey(key, values) }, { status: refusalStatus(outcome), headers: refusalHeaders(outcome) })
}

export default function QuoteRequestReview({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.staff) return <StaffQuoteNote />
  return <QuoteDraftReview {...loaderData} error={actionData?.error ?? null} />
}
