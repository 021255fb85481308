import { useLocale, useTranslations } from 'use-intl'
import { formatMoney } from '~/i18n/money'

/** An indicative price range in whole units, formatted for the page's locale (i18n/money: never a bare "$"). */
export function PriceRange({ from, to, currency }: { from: number; to: number; currency: string }) {
  const locale = useLocale()
  const t = useTranslations('services')
  const money = (value: number) => formatMoney(value, currency, locale)
  return <>{from === to ? money(from) : t('price_range', { from: money(from), to: money(to) })}</>
}
