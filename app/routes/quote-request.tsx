import { data, redirect } from 'react-router'
import { actionContext } from '~/accounts/action-context.server'
import { currentSession } from '~/accounts/session-middleware.server'
import { env } from '~/config/env.server'
import { discardAttachments, readMessageForm } from '~/conversations/message-attachments.server'
import { MAX_DOCUMENT_BYTES } from '~/documents/document-upload'
import { database } from '~/db/db.server'
import { notFound } from '~/errors/not-found'
import { formHeaders, isScriptRequest } from '~/forms/form-result.server'
import { isSlug } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { quoteDraftCookie, readQuoteDraftToken } from '~/quotes/quote-draft-cookie.server'
import { countryFromAcceptLanguage } from '~/quotes/quote-request-form'
import {
  localizedSlug,
  quoteCountryChoices,
  quoteCurrencyChoices,
  quoteDestination,
  quoteServiceChoices,
  quoteServiceForm,
} from '~/quotes/quote-request-page.server'
import { QUOTE_COUNTRIES, QUOTE_REQUEST_LIMITS, TRAVEL_HORIZON_DAYS } from '~/quotes/quote-request-rules'
import { quoteSubmission, refusedQuoteRequest } from '~/quotes/quote-request-submission.server'
import { requestQuote } from '~/quotes/request-quote.server'
import { saveVisitorRequest } from '~/quotes/save-visitor-request.server'
import { findVisitorRequest } from '~/quotes/visitor-requests.server'
import { QuoteRequestForm } from '~/quotes/ui/quote-request-form'
import { QuoteServiceStep } from '~/quotes/ui/quote-service-step'
import { StaffQuoteNote } from '~/quotes/ui/staff-quote-note'
import { unreadableForm } from '~/security/request-body.server'
import { now } from '~/time/clock.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import type { Route } from './+types/quote-request'

/*
 * "Get a personal quote" (issue 30): `?service=<slug>` opens the form for that
 * treatment (`&destination=<slug>` ticks that destination); without a service,
 * a first step lists the treatments (those offered in the destination, if one
 * is named). Anyone may fill it in: a signed-in patient's request is sent at
 * once; a visitor's is kept as a draft (its token in a cookie) and the review
 * page asks them to sign up or sign in before it is sent, because the answers
 * are health data. Staff accounts are not patients: they get a note. A plain
 * multipart form: the files stream to the store as it arrives, without
 * JavaScript too.
 */

// A refused post's 429 keeps its Retry-After (see formHeaders).
export const headers = formHeaders

const day = (date: Date) => date.toISOString().slice(0, 10)

export async function loader({ request, context, url }: Route.LoaderArgs) {
  const locale = pageLocale(context)
  const db = database()
  const session = currentSession(context)
  const staff = Boolean(session && session.role !== 'patient')
  const serviceSlug = url.searchParams.get('service')
  const destinationSlug = url.searchParams.get('destination')
  if ((serviceSlug !== null && !isSlug(serviceSlug)) || (destinationSlug !== null && !isSlug(destinationSlug))) notFound(url, 'invalid-param')
  // A link from the other language (the language switch keeps the query): the same page with this language's slugs.
  const [service, destination] = await Promise.all([
    serviceSlug ? quoteServiceForm(db, locale, serviceSlug) : undefined,
    destinationSlug ? quoteDestination(db, locale, destinationSlug) : undefined,
  ])
  if ((serviceSlug && !service) || (destinationSlug && !destination)) {
    const [otherService, otherDestination] = await Promise.all([
      serviceSlug && !service ? localizedSlug(db, 'service', serviceSlug, locale) : serviceSlug,
      destinationSlug && !destination ? localizedSlug(db, 'destination', destinationSlug, locale) : destinationSlug,
    ])
    if (!otherService || (destinationSlug && !otherDestination)) notFound(url, 'unmatched')
    const query = new URLSearchParams({
      ...(otherService ? { service: otherService } : {}),
      ...(otherDestination ? { destination: otherDestination } : {}),
    })
    throw redirect(`${url.pathname}?${query}`)
  }
  const token = readQuoteDraftToken(request)
  const pendingDraft = token ? Boolean(await findVisitorRequest(db, token, now())) : false
  const common = { staff, signedIn: Boolean(session), pendingDraft }
  if (!service) {
    const services = await quoteServiceChoices(db, locale, destination?.id)
    return { ...common, step: 'service' as const, services, destination: destination ? { slug: destination.slug, name: destination.name } : null }
  }
  const today = now()
  const horizon = new Date(today)
  horizon.setUTCDate(horizon.getUTCDate() + TRAVEL_HORIZON_DAYS)
  return {
    ...common,
    step: 'form' as const,
    service,
    // A destination that does not offer this treatment is simply not ticked.
    destinationId: service.destinations.find((offered) => offered.id === destination?.id)?.id ?? null,
    countries: quoteCountryChoices(locale),
    currencies: quoteCurrencyChoices(locale),
    defaultCountry: countryFromAcceptLanguage(request.headers.get('Accept-Language'), QUOTE_COUNTRIES),
    dates: { min: day(today), max: day(horizon) },
    limits: { ...QUOTE_REQUEST_LIMITS, megabytes: MAX_DOCUMENT_BYTES / 1024 / 1024 },
  }
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(context)
  const session = currentSession(context)
  // The files stream to the store as the form arrives; a file refused leaves nothing stored.
  const read = await readMessageForm(request)
  if (!read.ok && !('refusal' in read)) throw unreadableForm(read.reason)
  if (session && session.role !== 'patient') {
    // Staff accounts are not patients: nothing is kept, and the page says so instead of showing the form.
    if (read.ok) await discardAttachments(read.attachments)
    return data(null, { status: 403 })
  }
  const script = isScriptRequest(request)
  const submission = await quoteSubmission(read, { script })
  if (!submission.ok) return data(submission.failure, { status: submission.status, headers: submission.headers })
  const hadFiles = submission.attachments.length > 0
  const base = actionContext(context, locale)
  if (session) {
    const outcome = await requestQuote({ ...base, session }, submission.input, submission.attachments)
    if (!outcome.ok) {
      const refused = refusedQuoteRequest(read.form, outcome, { script, hadFiles })
      return data(refused.failure, { status: refused.status, headers: refused.headers })
    }
    return redirectWithToast(
      localizePath('/account/quotes', locale),
      { title: serverTranslator(locale)('quotes.request.sent_toast'), color: 'success' },
      { status: 303 },
    )
  }
  const outcome = await saveVisitorRequest(base, submission.input, submission.attachments)
  if (!outcome.ok) {
    const refused = refusedQuoteRequest(read.form, outcome, { script, hadFiles })
    return data(refused.failure, { status: refused.status, headers: refused.headers })
  }
  // The token only in the cookie, never in the address: the review page reads it from there.
  throw redirect(localizePath('/quotes/new/review', locale), {
    status: 303,
    headers: { 'Set-Cookie': quoteDraftCookie(outcome.token, env().SECURE_COOKIES) },
  })
}

export default function QuoteRequest({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.staff) return <StaffQuoteNote />
  if (loaderData.step === 'service') return <QuoteServiceStep {...loaderData} />
  return <QuoteRequestForm {...loaderData} failure={actionData ?? undefined} />
}
