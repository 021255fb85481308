import { useId } from 'react'
import { useLocale, useTranslations } from 'use-intl'
import { useLocalizePath } from '~/navigation/localized-link'
import { buttonStyles } from '~/ui/button-styles'
import { NO_CURRENCY } from '../compare-query'

/**
 * The currency a patient reads the comparison's figures in, beside each
 * clinic's own: a GET form that keeps the clinics chosen (works without JavaScript).
 */
export function CurrencyChoice({
  treatment,
  clinics,
  currencies,
  value,
}: {
  treatment: string
  clinics: readonly string[]
  currencies: readonly string[]
  value: string | null
}) {
  const t = useTranslations('compare')
  const locale = useLocale()
  const localize = useLocalizePath()
  const id = useId()
  const names = new Intl.DisplayNames([locale], { type: 'currency', fallback: 'code' })
  return (
    <form method="get" action={localize('/compare')} className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="treatment" value={treatment} />
      <input type="hidden" name="clinics" value={clinics.join(',')} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('currency_label')}
        </label>
        <select id={id} name="currency" defaultValue={value ?? NO_CURRENCY} className="rounded-xl border border-line bg-surface px-3 py-2 text-ink">
          <option value={NO_CURRENCY}>{t('currency_none')}</option>
          {currencies.map((code) => (
            <option key={code} value={code}>
              {code} · {names.of(code)}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className={`${buttonStyles.outline} py-2 text-sm`}>
        {t('currency_submit')}
      </button>
    </form>
  )
}
