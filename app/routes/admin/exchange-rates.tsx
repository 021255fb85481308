import { parseWithZod } from '@conform-to/zod/v4'
import { data, useActionData } from 'react-router'
import { useTranslations } from 'use-intl'
import { requirePermission } from '~/access/door.server'
import { actionContext } from '~/accounts/action-context.server'
import { database } from '~/db/db.server'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { pageLocale } from '~/http/request-scope.server'
import { PageMeta } from '~/navigation/seo-links'
import { enterExchangeRate, latestDayBegun } from '~/quotes/enter-exchange-rate.server'
import { exchangeRateOverview } from '~/quotes/exchange-rate-overview.server'
import { EnterExchangeRateSchema, ImportEcbCsvSchema, MAX_ECB_FORM_BYTES, STALE_AFTER_DAYS } from '~/quotes/exchange-rate-forms'
import { importEcbFile } from '~/quotes/import-ecb-file.server'
import { formatRate } from '~/quotes/quote-rate-format'
import { requireFormData } from '~/security/request-body.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { EnterRateForm, ImportEcbForm } from '~/staff-console/ui/exchange-rate-forms'
import { QuoteRatesTable, RatesSummary, StoredRatesTable } from '~/staff-console/ui/exchange-rate-tables'
import { now } from '~/time/clock.server'
import type { Route } from './+types/exchange-rates'

/*
 * The reference exchange rates quotes convert with (issue 30; admins only):
 * what a quote sent today would use for each clinic currency into each
 * patient currency (missing and stale ones marked), the newest stored rate of
 * each pair, and two plain forms: enter one rate, import the ECB's CSV.
 */

const PAGE = '/admin/exchange-rates'

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, url, 'exchange_rates.manage')
  const at = now()
  const today = at.toISOString().slice(0, 10)
  const overview = await exchangeRateOverview(database(), { today, locale: pageLocale(context) })
  return { ...overview, latestDay: latestDayBegun(at), staleAfterDays: STALE_AFTER_DAYS }
}

/** A form's failure, named so that only that form (of the two on the page) shows it. */
function named(form: 'enter-rate' | 'import-ecb', failure: ReturnType<typeof formFailure>) {
  return data({ form, ...failure.data }, failure.init ?? undefined)
}

/** A day (YYYY-MM-DD) as the toast says it, in the page's language. */
function dayIn(locale: string, date: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`))
}

export async function action({ context, url, request }: Route.ActionArgs) {
  await requirePermission(context, url, 'exchange_rates.manage')
  const form = await requireFormData(request, MAX_ECB_FORM_BYTES)
  const locale = pageLocale(context)
  const acting = actionContext(context, locale)
  const back = backToPage(context, PAGE)

  if (form.get('intent') === 'import-ecb') {
    const submission = parseWithZod(form, { schema: ImportEcbCsvSchema })
    if (submission.status !== 'success') return named('import-ecb', formFailure(submission.reply({ hideFields: ['file'] })))
    const outcome = await importEcbFile(acting, await submission.value.file.text())
    if (!outcome.ok) return named('import-ecb', refusalFailure(submission, outcome, ['file']))
    const { firstDate, lastDate, inserted, updated, unchanged } = outcome.imported
    if (!firstDate || !lastDate) return back.done('console.exchange_rates.imported_nothing')
    const counts = { inserted, updated, unchanged }
    return firstDate === lastDate
      ? back.done('console.exchange_rates.imported_day', { day: dayIn(locale, firstDate), ...counts })
      : back.done('console.exchange_rates.imported_days', { first: dayIn(locale, firstDate), last: dayIn(locale, lastDate), ...counts })
  }

  const submission = parseWithZod(form, { schema: EnterExchangeRateSchema })
  if (submission.status !== 'success') return named('enter-rate', formFailure(submission.reply()))
  const outcome = await enterExchangeRate(acting, submission.value)
  if (!outcome.ok) return named('enter-rate', refusalFailure(submission, outcome))
  const { base, quote, rate, rateDate, replaced } = outcome.entered
  const said = { base, quote, rate: formatRate(rate, locale), date: dayIn(locale, rateDate) }
  return replaced
    ? back.done('console.exchange_rates.replaced', { ...said, before: formatRate(replaced.rate, locale) })
    : back.done('console.exchange_rates.entered', said)
}

export default function ConsoleExchangeRates({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('console.exchange_rates')
  const { today, latestDay, stored, clinicCurrencies, staleAfterDays } = loaderData
  const answer = useActionData<typeof action>()
  const newest = stored.reduce((latest, row) => (row.enteredAt > latest ? row.enteredAt : latest), '')
  const resultFor = (form: string) => (answer && 'form' in answer && answer.form === form ? answer.result : undefined)
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      <RatesSummary clinicCurrencies={clinicCurrencies} staleAfterDays={staleAfterDays} />
      <div className="mb-6 grid gap-6 lg:grid-cols-2">
        {/* A fresh form after each rate saved (the list grew or changed). */}
        <EnterRateForm key={newest} today={today} latestDay={latestDay} lastResult={resultFor('enter-rate')} />
        <ImportEcbForm lastResult={resultFor('import-ecb')} />
      </div>
      <QuoteRatesTable clinicCurrencies={clinicCurrencies} today={today} />
      <StoredRatesTable stored={stored} />
    </>
  )
}
