import { parseWithZod } from '@conform-to/zod/v4'
import { useActionData } from 'react-router'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { requirePatientSession } from '~/accounts/patient-session.server'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { FormError } from '~/forms/fields'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { untypedTranslator } from '~/http/problem.server'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { acceptQuote } from '~/quotes/accept-quote.server'
import { declineQuote } from '~/quotes/decline-quote.server'
import { QuoteDecisionSchema } from '~/quotes/quote-decision-form'
import { patientQuoteId } from '~/quotes/quote-requests.server'
import { assessmentBookingPath, patientQuotePage } from '~/quotes/patient-quotes.server'
import type { PatientQuoteState } from '~/quotes/patient-quote-state'
import { AcceptOption, ConfirmSection, DeclineQuote, quotePath, resultFor } from '~/quotes/ui/quote-decision'
import { QuoteOptions } from '~/quotes/ui/quote-options'
import { QuoteStatusBadge } from '~/quotes/ui/quote-status-badge'
import { useQuoteDay } from '~/quotes/ui/use-quote-day'
import { requireFormData } from '~/security/request-body.server'
import { now } from '~/time/clock.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import type { Route } from './+types/account-quote'

/*
 * A personal quote (issue 30), as the patient compares and decides: its
 * options side by side with every figure in both currencies, the PDF, and,
 * while it is open, accept one option (under its terms: the plan is made and
 * the assessment's booking opens at that clinic), decline it, or ask first.
 * Only the patient's own, never a draft: anything else is the site's 404.
 */

async function ownQuoteId(context: Route.LoaderArgs['context'], url: URL, param: string) {
  const session = requirePatientSession(context, url)
  const id = parseId(param)
  invariantParam(id, url)
  return { session, id }
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { session, id } = await ownQuoteId(context, url, params.id)
  const page = await patientQuotePage(database(), session.user.id, id, pageLocale(context), now())
  if (!page) notFound(url, 'unmatched')
  // Without JavaScript the confirmations are sections of this page, asked for in its address.
  const accept = parseId(url.searchParams.get('accept'))
  const confirm =
    page.state !== 'open'
      ? null
      : accept !== undefined && page.quote.options.some((option) => option.id === accept)
        ? { kind: 'accept' as const, optionId: accept }
        : url.searchParams.get('decline') === '1'
          ? { kind: 'decline' as const }
          : null
  return { ...page, confirm }
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { session, id } = await ownQuoteId(context, url, params.id)
  const db = database()
  // Another patient's quote, or a draft, does not exist for them: the same 404 as the page.
  if ((await patientQuoteId(db, session.user.id, id)) === undefined) notFound(url, 'unmatched')
  const locale = pageLocale(context)
  const t = untypedTranslator(locale)
  const submission = parseWithZod(await requireFormData(request), { schema: QuoteDecisionSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const decision = submission.value
  const acting = { ...actionContext(context, locale, db), session }
  if (decision.intent === 'accept') {
    const accepted = await acceptQuote(acting, { quoteId: id, optionId: decision.optionId, version: decision.version, termsAccepted: decision.terms })
    // Only the box is a field of the form; any other refusal is the form's.
    if (!accepted.ok) return refusalFailure(submission, { ...accepted, field: accepted.field === 'terms' ? 'terms' : undefined })
    const booking = await assessmentBookingPath(db, accepted)
    return redirectWithToast(localizePath(booking, locale), { title: t('account_quotes.quote.accepted_toast'), color: 'success' }, { status: 303 })
  }
  const declined = await declineQuote(acting, { quoteId: id, version: decision.version, reason: decision.reason })
  if (!declined.ok) return refusalFailure(submission, { ...declined, field: undefined })
  return redirectWithToast(
    localizePath(quotePath(id), locale),
    { title: t('account_quotes.quote.declined_toast'), color: 'success' },
    { status: 303 },
  )
}

export default function AccountQuote({ loaderData }: Route.ComponentProps) {
  const { quote, state, daysLeft, coordinatorName, newestQuoteId, bookingPaths, confirm } = loaderData
  const t = useTranslations('account_quotes')
  const q = useTranslations('account_quotes.quote')
  const pdf = useTranslations('quotes.pdf')
  const format = useFormatter()
  const locale = useLocale()
  const localize = useLocalizePath()
  const day = useQuoteDay()
  const result = useActionData<typeof action>()?.result
  const title = q('title', { service: quote.service.name })
  const accepted = quote.options.find((option) => option.id === quote.acceptedOptionId)
  const written = quote.locale !== locale ? quote.locale : undefined
  const converts = quote.options.some((option) => option.currency !== quote.patientCurrency && option.rate !== null)
  const askAbout = `/account/care-team?about=quote-${quote.requestId}#care-team-form-title`
  return (
    <div>
      <PageMeta title={title} />
      <LocalizedLink to="/account/quotes" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {q('back')}
      </LocalizedLink>

      <header className="mt-4">
        <p className="text-sm font-medium text-ink-muted">{t('number', { requestId: quote.requestId, number: quote.number })}</p>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          <QuoteStatusBadge status={state === 'open' ? 'sent' : state} />
        </div>
        <p className="mt-2 text-ink-muted">
          {quote.sentAt && q('sent_on', { date: format.dateTime(new Date(quote.sentAt), { dateStyle: 'long' }) })}
          {quote.validUntil && state === 'open' && (
            <>
              {' · '}
              <span className="font-medium text-ink">{q('valid_until', { date: day(quote.validUntil) })}</span>
              {daysLeft !== null && ` (${q('days_left', { days: daysLeft })})`}
            </>
          )}
        </p>
        <div className="mt-4 flex flex-wrap items-center gap-3">
          {/* A file, not a page: the browser downloads it (reloadDocument, never a client navigation). */}
          <a href={localize(`${quotePath(quote.id)}/pdf`)} download className={buttonStyles.outline}>
            <Icon name="lucide:file-down" className="size-4" />
            {q('download_pdf')}
          </a>
          <LocalizedLink to={askAbout} className={buttonStyles.outline}>
            <Icon name="lucide:message-circle" className="size-4" />
            {q('ask')}
          </LocalizedLink>
          <LocalizedLink to={`/account/quote-requests/${quote.requestId}`} className="text-sm font-medium text-accent hover:underline">
            {q('see_request')}
          </LocalizedLink>
        </div>
        <p className="mt-2 text-xs text-ink-muted">{q('download_hint')}</p>
      </header>

      {/* A refusal whose form is gone (the quote moved on meanwhile) is said here. */}
      {state !== 'open' && result && (
        <div className="mt-6">
          <FormError id="quote-decision-error" errors={result.error?.[''] ?? undefined} />
        </div>
      )}

      <StateBanner state={state} quote={quote} acceptedClinic={accepted?.clinic.name} position={accepted?.position}>
        {state === 'accepted' && accepted && (
          <div className="mt-3 flex flex-wrap gap-3">
            {bookingPaths[accepted.id] && (
              <LocalizedLink to={bookingPaths[accepted.id]!} className={buttonStyles.solid}>
                <Icon name="lucide:calendar-check" className="size-4" />
                {q('book_assessment')}
              </LocalizedLink>
            )}
            {quote.treatmentId !== null && (
              <LocalizedLink to={`/account/treatments/${quote.treatmentId}`} className={buttonStyles.outline}>
                {q('see_plan')}
              </LocalizedLink>
            )}
          </div>
        )}
        {state === 'replaced' && newestQuoteId !== null && (
          <LocalizedLink to={quotePath(newestQuoteId)} className={`mt-3 ${buttonStyles.solid}`}>
            {q('see_newest')}
          </LocalizedLink>
        )}
      </StateBanner>

      {quote.note.trim() && (
        <section aria-labelledby="quote-note-title" className="mt-8 rounded-2xl border border-line bg-surface p-5 sm:p-6">
          <h2 id="quote-note-title" className="flex items-center gap-2 font-semibold">
            <Icon name="lucide:message-circle" className="size-5 text-accent" />
            {pdf('note_heading')}
          </h2>
          <p lang={written} className="mt-2 max-w-prose whitespace-pre-line">
            {quote.note}
          </p>
          {coordinatorName && <p className="mt-3 text-sm text-ink-muted">— {q('note_by', { name: coordinatorName })}</p>}
        </section>
      )}

      {confirm && <ConfirmSection quote={quote} confirm={confirm} lastResult={result} />}

      <QuoteOptions
        quote={quote}
        decision={(option) =>
          state === 'open' ? (
            <AcceptOption
              quote={quote}
              option={option}
              // A refusal of the confirmation section's form is shown there, not in a dialog.
              lastResult={confirm ? undefined : resultFor(result, { intent: 'accept', optionId: option.id })}
            />
          ) : null
        }
      />

      {written && (
        <p className="mt-4 text-xs text-ink-muted">
          {q('text_language', { language: new Intl.DisplayNames(locale, { type: 'language' }).of(quote.locale) ?? quote.locale })}
        </p>
      )}

      {converts && (
        <section aria-labelledby="quote-amounts-title" className="mt-8 max-w-prose">
          <h2 id="quote-amounts-title" className="text-sm font-semibold">
            {pdf('conversion_heading')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">
            {pdf('rounding', { patientCurrency: quote.patientCurrency })} {pdf('price_currency')}
          </p>
        </section>
      )}

      {state === 'open' && (
        <section aria-labelledby="quote-decision-title" className="mt-12 rounded-2xl border border-line bg-surface p-5 sm:p-6">
          <h2 id="quote-decision-title" className="text-2xl font-semibold tracking-tight">
            {q('decision_heading')}
          </h2>
          {quote.validUntil && <p className="mt-2 max-w-prose text-ink-muted">{q('decision_lead', { date: day(quote.validUntil) })}</p>}
          <h3 className="mt-6 font-semibold">{q('how_heading')}</h3>
          <ol className="mt-3 grid gap-3 sm:grid-cols-3">
            {(['how_1', 'how_2', 'how_3'] as const).map((step, index) => (
              <li key={step} className="flex gap-3 rounded-xl bg-surface-muted/60 p-4 text-sm">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-accent text-sm font-semibold text-on-accent"
                >
                  {index + 1}
                </span>
                <span>{q(step)}</span>
              </li>
            ))}
          </ol>
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <LocalizedLink to={askAbout} className={buttonStyles.outline}>
              <Icon name="lucide:message-circle" className="size-4" />
              {q('ask')}
            </LocalizedLink>
            <DeclineQuote quote={quote} lastResult={confirm ? undefined : resultFor(result, { intent: 'decline' })} />
          </div>
        </section>
      )}
    </div>
  )
}

function StateBanner({
  state,
  quote,
  acceptedClinic,
  position,
  children,
}: {
  state: PatientQuoteState
  quote: Route.ComponentProps['loaderData']['quote']
  acceptedClinic: string | undefined
  position: number | undefined
  children?: React.ReactNode
}) {
  const q = useTranslations('account_quotes.quote')
  const format = useFormatter()
  const day = useQuoteDay()
  if (state === 'open') return null
  const decided = quote.decidedAt ? format.dateTime(new Date(quote.decidedAt), { dateStyle: 'long' }) : ''
  const accepted = state === 'accepted'
  return (
    <div
      role="status"
      className={`mt-6 rounded-2xl border p-5 ${accepted ? 'border-accent/40 bg-accent-soft dark:bg-primary-950' : 'border-line bg-surface-muted/60'}`}
    >
      <p className="flex items-start gap-2 font-medium">
        <Icon
          name={accepted ? 'lucide:circle-check' : state === 'declined' ? 'lucide:circle-x' : 'lucide:timer'}
          className={`mt-0.5 size-5 shrink-0 ${accepted ? 'text-accent' : 'text-ink-muted'}`}
        />
        <span>
          {accepted && q('state_accepted', { position: position ?? 1, clinic: acceptedClinic ?? '', date: decided })}
          {state === 'declined' && q('state_declined', { date: decided })}
          {state === 'expired' && q('state_expired', { date: quote.validUntil ? day(quote.validUntil) : '' })}
          {state === 'replaced' && q('state_replaced')}
        </span>
      </p>
      {accepted && <p className="mt-1 pl-7 text-sm">{q('state_accepted_next')}</p>}
      {state === 'declined' && quote.declineReason && (
        <p className="mt-1 pl-7 text-sm whitespace-pre-line text-ink-muted">{q('state_declined_reason', { reason: quote.declineReason })}</p>
      )}
      <div className="pl-7">{children}</div>
    </div>
  )
}
