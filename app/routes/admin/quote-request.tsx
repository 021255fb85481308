import { data, Form, type ShouldRevalidateFunctionArgs } from 'react-router'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { requirePermission } from '~/access/door.server'
import { actionContext } from '~/accounts/action-context.server'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { refuse, refusalMessage, refusalStatus, type Refusal } from '~/errors/outcomes'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { draftValues, postedValues, readBuilderForm, refusalField, type BuilderErrors, type BuilderValues } from '~/quotes/quote-builder-form'
import { quoteRequestPage, specialistChoices, usualAssessmentFee } from '~/quotes/quote-console.server'
import { quoteRequestOf, saveQuote } from '~/quotes/save-quote.server'
import { sendQuote } from '~/quotes/send-quote.server'
import { startQuote } from '~/quotes/start-quote.server'
import { FormError } from '~/forms/field-error'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { QUOTE_WAIT_AMBER_HOURS, QuoteRequestStatusBadge } from '~/staff-console/ui/quote-badges'
import { QuoteBuilder } from '~/staff-console/ui/quote-builder'
import { QuoteReadOnly } from '~/staff-console/ui/quote-read-only'
import { QuoteHistory, QuoteRequestSummary } from '~/staff-console/ui/quote-request-summary'
import { WaitingBadge } from '~/staff-console/ui/waiting-badge'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { now } from '~/time/clock.server'
import type { Route } from './+types/quote-request'

/*
 * A quote request in the console (issue 30): the request as the patient sent
 * it beside the quote answering it — the builder while it is a draft, the
 * quote as sent once it is. Every form is a plain post: "Prepare a quote"
 * (or reissue one), "Save draft", "Send to the patient". A refusal keeps
 * what was typed and says why by the field it is about.
 */

async function openRequest({ context, url, params }: Pick<Route.LoaderArgs, 'context' | 'url' | 'params'>) {
  const caller = await requirePermission(context, url, 'quotes.manage')
  const requestId = parseId(params.requestId)
  invariantParam(requestId, url)
  return { caller, requestId }
}

export async function loader(args: Route.LoaderArgs) {
  const { caller, requestId } = await openRequest(args)
  const { context, url } = args
  const at = now()
  const page = await quoteRequestPage(database(), caller, {
    requestId,
    shownQuoteId: parseId(url.searchParams.get('quote')),
    locale: pageLocale(context),
    now: at,
  })
  if (!page) notFound(url, 'unmatched')
  return { ...page, now: at }
}

/** The builder's answer when nothing was sent: its errors by field, and what was typed (null: draw the saved draft). */
type BuilderFailure = { errors: BuilderErrors; values: BuilderValues | null; saved: boolean }

const messageOf = (refusal: Refusal) => {
  // The patient's wording of a changed quote asks them to decide again; a coordinator reloads the draft.
  if (refusal.code === 'quote_changed') return 'console.quotes.errors.changed'
  const { key, values } = refusalMessage(refusal)
  return values ? `${key}?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}` : key
}

function builderFailure(status: number, failure: BuilderFailure) {
  return data(failure, { status })
}

export async function action(args: Route.ActionArgs) {
  const { requestId } = await openRequest(args)
  const { context, url, request } = args
  const db = database()
  const row = await db
    .selectFrom('quote_requests as r')
    .innerJoin('users as p', 'p.id', 'r.patient_id')
    .select(['r.service_id', 'p.name'])
    .where('r.id', '=', requestId)
    .executeTakeFirst()
  if (!row) notFound(url, 'unmatched')
  const form = await requireFormData(request)
  const acting = actionContext(context, pageLocale(context), db)
  const back = backToPage(context, `/admin/quotes/${requestId}`)
  const intent = form.get('intent')
  if (intent === 'start') {
    const outcome = await startQuote(acting, requestId)
    if (!outcome.ok) return back.refused(outcome)
    return back.done(outcome.created ? 'console.quotes.started' : 'console.quotes.draft_open')
  }
  if (intent !== 'save' && intent !== 'send') return back.refused(refuse('quote_changed'))

  const values = postedValues(form)
  const posted = values.options.flatMap((panel) => parseId(panel.specialistId) ?? [])
  const [choices, usualFee] = await Promise.all([
    specialistChoices(db, row.service_id, pageLocale(context), posted),
    usualAssessmentFee(db, row.service_id, acting.now.toISOString().slice(0, 10)),
  ])
  const parsed = readBuilderForm(form, choices, usualFee)
  if (!parsed.ok) return builderFailure(400, { errors: parsed.errors, values, saved: false })
  // The draft the form was drawn from must still be this request's draft (sent meanwhile, another is started).
  if ((await quoteRequestOf(db, parsed.quoteId)) !== requestId)
    return builderFailure(409, { errors: { '': ['console.quotes.errors.changed'] }, values, saved: false })
  const saved = await saveQuote(acting, parsed.quoteId, parsed.input)
  if (!saved.ok)
    return builderFailure(refusalStatus(saved), { errors: { [refusalField(saved.field, parsed.panels)]: [messageOf(saved)] }, values, saved: false })
  if (intent === 'save') return back.done('console.quotes.saved')
  const sent = await sendQuote(acting, parsed.quoteId, saved.version)
  // Saved but not sent: the page draws the saved draft (its options numbered as saved) with the reason by its field.
  if (!sent.ok) return builderFailure(refusalStatus(sent), { errors: { [refusalField(sent.field)]: [messageOf(sent)] }, values: null, saved: true })
  return back.done('console.quotes.sent', { patient: row.name })
}

/** A draft saved before its sending was refused has a new version: the page reads it again even though the answer is a 4xx. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if ((actionResult as BuilderFailure | undefined)?.saved) return true
  return defaultShouldRevalidate
}

export default function ConsoleQuoteRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { request, history, quote, rates, choices, usualFee, quoteLocale, today, conversationId, now } = loaderData
  const t = useTranslations('console.quotes')
  const locale = useLocale()
  const format = useFormatter()
  const failure = actionData as BuilderFailure | undefined
  const draft = quote?.status === 'draft' ? quote : null
  const values = draft ? (failure?.values ?? draftValues(draft, locale)) : null
  const waiting = request.status === 'requested' || request.status === 'in_preparation'
  const canAnswer = request.status !== 'accepted'
  return (
    <>
      <PageMeta title={t('page_title', { service: request.service.name, name: request.patient.name })} />
      <p className="mb-2 text-sm">
        <LocalizedLink to="/admin/quotes" className="text-accent-strong underline">
          {t('back')}
        </LocalizedLink>
      </p>
      <ConsolePageHeader
        title={t('page_title', { service: request.service.name, name: request.patient.name })}
        lead={t('page_lead', {
          id: request.id,
          when: format.dateTime(new Date(request.requestedAt), { dateStyle: 'medium', timeStyle: 'short' }),
        })}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <QuoteRequestStatusBadge status={request.status} />
            {waiting && <WaitingBadge since={new Date(request.requestedAt)} now={now} amberAfterHours={QUOTE_WAIT_AMBER_HOURS} />}
            <LocalizedLink to={`/admin/patients/${request.patient.id}`} className={buttonStyles.outline}>
              {t('patient_page')}
            </LocalizedLink>
            {conversationId !== null && (
              <LocalizedLink to={`/admin/conversations/${conversationId}`} className={buttonStyles.outline}>
                <Icon name="lucide:messages-square" className="size-4" />
                {t('conversation')}
              </LocalizedLink>
            )}
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[22rem_minmax(0,1fr)] xl:items-start">
        {/* Beside the builder, the request stays in sight while the options are written (its own scroll on a wide screen). */}
        <aside
          aria-label={t('request.title')}
          // It scrolls on its own on a wide screen: it takes the keyboard's focus, so it scrolls without a mouse (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="flex min-w-0 flex-col gap-6 rounded-xl outline-offset-4 xl:sticky xl:top-20 xl:max-h-[calc(100dvh-6rem)] xl:overflow-y-auto"
        >
          <QuoteRequestSummary request={request} />
          <QuoteHistory requestId={request.id} history={history} shownId={quote?.id ?? null} />
        </aside>
        <div className="flex min-w-0 flex-col gap-6">
          {draft && values ? (
            <QuoteBuilder
              key={`${draft.id}-${draft.version}`}
              values={values}
              errors={failure?.errors ?? {}}
              saved={failure?.saved}
              choices={choices}
              rates={rates}
              usualFee={usualFee}
              patientCurrency={draft.patientCurrency}
              patientName={request.patient.name}
              quoteLocale={quoteLocale}
              today={today}
            />
          ) : (
            <>
              {/* A save refused because the quote was sent meanwhile: the quote as it now is, and why. */}
              <FormError id="quote-form-error" errors={failure?.errors?.['']} />
              {quote && <QuoteReadOnly quote={quote} requestId={request.id} />}
              {canAnswer && (
                <StartQuote reissue={quote !== null} sent={quote?.status === 'sent'} shownIsNewest={!quote || quote.id === history[0]?.id} />
              )}
            </>
          )}
        </div>
      </div>
    </>
  )
}

/** "Prepare a quote" (none yet), or "Reissue the quote" (a copy of the newest to change and send again). */
function StartQuote({ reissue, sent, shownIsNewest }: { reissue: boolean; sent: boolean; shownIsNewest: boolean }) {
  const t = useTranslations('console.quotes')
  return (
    <ConsoleCard title={t(reissue ? 'reissue_title' : 'start_title')} id="start-heading">
      <p className="text-sm text-ink-muted">{t(reissue ? (sent ? 'reissue_sent_hint' : 'reissue_hint') : 'start_hint')}</p>
      {!shownIsNewest && <p className="mt-2 text-sm text-ink-muted">{t('reissue_newest')}</p>}
      <Form method="post" className="mt-4">
        <CsrfInput />
        <input type="hidden" name="intent" value="start" />
        <button type="submit" className={sent ? buttonStyles.outline : buttonStyles.solid}>
          <Icon name={reissue ? 'lucide:refresh-cw' : 'lucide:plus'} className="size-4" />
          {t(reissue ? 'reissue' : 'start')}
        </button>
      </Form>
    </ConsoleCard>
  )
}
