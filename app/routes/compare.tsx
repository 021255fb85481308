import { redirect } from 'react-router'
import { useTranslations } from 'use-intl'
import { currentSession } from '~/accounts/session-middleware.server'
import { compareSearch, MAX_COMPARED, MIN_COMPARED, NO_CURRENCY, parseCompareQuery } from '~/catalogue/compare-query'
import { patientCurrency, readComparison } from '~/catalogue/compare.server'
import { ComparePicker } from '~/catalogue/ui/compare-picker'
import { CompareTable } from '~/catalogue/ui/compare-table'
import { CurrencyChoice } from '~/catalogue/ui/currency-choice'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CURRENCY_CODES } from '~/quotes/money'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { now } from '~/time/clock.server'
import type { Route } from './+types/compare'

/*
 * Clinics side by side for one treatment (issue 31). Not kept by the page
 * cache: it shows each clinic's next free hour, and a signed-in patient's
 * currency. The choice lives in the URL, in one spelling (this language's
 * slugs, `clinics` once, comma-separated): any other is redirected to it.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = pageLocale(context)
  const db = database()
  const query = parseCompareQuery(url.searchParams)
  const session = currentSession(context)
  const currency =
    query.currency === NO_CURRENCY ? null : (query.currency ?? (session?.role === 'patient' ? await patientCurrency(db, session.user.id) : null))
  const comparison = await readComparison(db, { locale, query, currency, now: now() })
  const canonical =
    comparison.step === 'treatment'
      ? compareSearch({ treatment: comparison.unknownTreatment ? query.treatment : null, clinics: comparison.clinics, currency: query.currency })
      : compareSearch({ treatment: comparison.treatment.slug, clinics: comparison.chosen, currency: query.currency })
  if (!sameQuery(url.searchParams, new URLSearchParams(canonical))) throw redirect(`${localizePath('/compare', locale)}${canonical}`)
  return { comparison, currencies: CURRENCY_CODES, chosenCurrency: query.currency }
}

/** Whether two queries read the same, parameter by parameter in order (however each was encoded). */
function sameQuery(given: URLSearchParams, wanted: URLSearchParams) {
  const a = [...given]
  const b = [...wanted]
  return a.length === b.length && a.every(([name, value], index) => b[index]![0] === name && b[index]![1] === value)
}

export default function Compare({ loaderData: { comparison, currencies, chosenCurrency } }: Route.ComponentProps) {
  const t = useTranslations('compare')
  const localize = useLocalizePath()
  if (comparison.step === 'treatment') {
    return (
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <PageMeta title={t('title')} description={t('lead')} />
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="mt-3 text-lg text-ink-muted">{t('lead')}</p>
        {comparison.unknownTreatment && (
          <p role="alert" className="mt-6 flex items-start gap-2 rounded-xl border border-warning/50 bg-warning/10 px-4 py-3 font-medium">
            <Icon name="lucide:triangle-alert" className="mt-0.5 shrink-0" />
            {t('unknown_treatment')}
          </p>
        )}
        <form
          method="get"
          action={localize('/compare')}
          className="mt-8 flex flex-col gap-4 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-end"
        >
          {comparison.clinics.length > 0 && <input type="hidden" name="clinics" value={comparison.clinics.join(',')} />}
          {chosenCurrency && <input type="hidden" name="currency" value={chosenCurrency} />}
          <div className="flex grow flex-col gap-1.5">
            <label htmlFor="compare-treatment" className="font-semibold">
              {t('choose_treatment')}
            </label>
            <select id="compare-treatment" name="treatment" required className="w-full rounded-xl border border-line bg-surface px-3 py-2.5 text-ink">
              {comparison.treatments.map((treatment) => (
                <option key={treatment.slug} value={treatment.slug}>
                  {treatment.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonStyles.solid}>
            {t('continue')}
            <Icon name="lucide:arrow-right" />
          </button>
        </form>
      </div>
    )
  }
  const { treatment, candidates, chosen, tooMany, compared, patientCurrency } = comparison
  const names = compared.map((clinic) => clinic.name)
  const pickerError = tooMany
    ? t('too_many', { max: MAX_COMPARED, count: chosen.length })
    : chosen.length === 1
      ? t('one_more', { min: MIN_COMPARED })
      : undefined
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta
        title={t('title_for', { treatment: treatment.name })}
        description={names.length > 0 ? t('description', { treatment: treatment.name, clinics: names.join(' · ') }) : t('lead')}
      />
      <LocalizedLink
        to={`/medical-services/${treatment.slug}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline"
      >
        <Icon name="lucide:arrow-left" />
        {treatment.name}
      </LocalizedLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight sm:text-4xl">{t('title_for', { treatment: treatment.name })}</h1>
      {comparison.step === 'compare' ? (
        <>
          <p className="mt-3 max-w-3xl text-ink-muted">{t('compare_lead')}</p>
          <div className="mt-6">
            <CurrencyChoice treatment={treatment.slug} clinics={chosen} currencies={currencies} value={patientCurrency} />
          </div>
          <div className="mt-6">
            <CompareTable treatment={treatment} clinics={compared} currency={chosenCurrency} />
          </div>
          <p className="mt-3 text-sm text-ink-muted">{t('prices_note')}</p>
        </>
      ) : (
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t('lead')}</p>
      )}
      <section id="change-clinics" aria-label={t('change_clinics')} className="mt-10 max-w-3xl scroll-mt-24">
        {candidates.length < MIN_COMPARED ? (
          <p className="rounded-2xl border border-dashed border-line bg-surface p-6">{t('too_few_clinics')}</p>
        ) : (
          <ComparePicker
            treatment={treatment}
            clinics={candidates}
            chosen={chosen}
            error={pickerError}
            currency={chosenCurrency}
            title={comparison.step === 'compare' ? t('change_clinics') : undefined}
          />
        )}
      </section>
    </div>
  )
}
