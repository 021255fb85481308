import { useId } from 'react'
import { useTranslations } from 'use-intl'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'

export interface FilterSelect {
  /** The query parameter. */
  name: string
  label: string
  /** The value chosen, or null for "any". */
  value: string | null
  options: { value: string; label: string }[]
}

/**
 * A list page's filters (issue 31): a plain GET form of selects with an
 * "Apply" button, so it works without JavaScript and the whole state lives in
 * the URL. It keeps the search (`q`); the search form keeps the filters.
 */
export function ListFilters({ query, selects, clearTo }: { query: string; selects: FilterSelect[]; clearTo: string | null }) {
  const t = useTranslations('filters')
  const id = useId()
  return (
    <form method="get" aria-labelledby={`${id}-title`} className="rounded-2xl border border-line bg-surface p-4 sm:p-5">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <Icon name="lucide:filter" className="text-accent" />
        {t('title')}
      </h2>
      {query && <input type="hidden" name="q" value={query} />}
      <div className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
        {selects.map((select) => (
          <div key={select.name} className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-${select.name}`} className="text-sm font-medium">
              {select.label}
            </label>
            <select
              id={`${id}-${select.name}`}
              name={select.name}
              defaultValue={select.value ?? ''}
              className="w-full rounded-xl border border-line bg-surface px-3 py-2.5 text-ink"
            >
              <option value="">{t('any')}</option>
              {select.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div className="flex flex-wrap items-center gap-4 sm:col-span-2 lg:col-span-1">
          <button type="submit" className={buttonStyles.solid}>
            {t('apply')}
          </button>
          {clearTo !== null && (
            <a href={clearTo} className="font-semibold text-accent underline-offset-4 hover:underline">
              {t('clear')}
            </a>
          )}
        </div>
      </div>
    </form>
  )
}
