import { useFormatter, useTranslations } from 'use-intl'

/** An indicative price range, formatted for the page's locale (no decimals for whole amounts). */
export function PriceRange({ from, to, currency }: { from: number; to: number; currency: string }) {
  const format = useFormatter()
  const t = useTranslations('services')
  const money = (value: number) => format.number(value, { style: 'currency', currency, maximumFractionDigits: 0 })
  return <>{from === to ? money(from) : t('price_range', { from: money(from), to: money(to) })}</>
}
