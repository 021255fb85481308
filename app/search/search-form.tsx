import { useEffect, useId, useRef } from 'react'
import { Form, useNavigation, useSubmit } from 'react-router'
import { useTranslations } from 'use-intl'
import { Icon } from '~/ui/icon/icon'

const LIVE_DELAY_MS = 250

/**
 * Search that lives in the URL (?q=…): a plain GET form that works without
 * JavaScript and can be shared; with JavaScript, results update as you type
 * (replacing the history entry, so Back leaves the page rather than each letter).
 */
export function SearchForm({
  query,
  placeholder,
  hidden = {},
}: {
  query: string
  placeholder: string
  /** Other list filters the search keeps (e.g. the blog's category). */
  hidden?: Record<string, string>
}) {
  const t = useTranslations('search')
  const submit = useSubmit()
  const navigation = useNavigation()
  const input = useRef<HTMLInputElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const id = useId()
  const searching = navigation.state === 'loading' && navigation.location.search.includes('q=')

  // Back/forward: keep the field in step with the URL.
  useEffect(() => {
    if (input.current && input.current !== document.activeElement) input.current.value = query
  }, [query])
  useEffect(() => () => clearTimeout(timer.current), [])

  return (
    <Form method="get" role="search" className="relative w-full max-w-xl" onSubmit={() => clearTimeout(timer.current)}>
      {Object.entries(hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      <label htmlFor={id} className="sr-only">
        {t('label')}
      </label>
      <Icon
        name={searching ? 'lucide:loader-circle' : 'lucide:search'}
        className={`pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-muted ${searching ? 'animate-spin' : ''}`}
      />
      <input
        ref={input}
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={100}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => {
          const form = event.currentTarget.form
          clearTimeout(timer.current)
          timer.current = setTimeout(() => submit(form, { replace: true, preventScrollReset: true }), LIVE_DELAY_MS)
        }}
        className="w-full rounded-full border border-line bg-surface py-3 pr-28 pl-12 text-ink shadow-sm placeholder:text-ink-muted [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        className="absolute top-1/2 right-1.5 -translate-y-1/2 rounded-full bg-accent px-4 py-2 text-sm font-semibold text-on-accent hover:bg-accent-strong"
      >
        {t('submit')}
      </button>
    </Form>
  )
}

/** The empty result (spec §8), with a way back to everything. */
export function NoResults({ clearTo }: { clearTo: string }) {
  const t = useTranslations('search')
  return (
    <div role="status" className="rounded-2xl border border-dashed border-line bg-surface px-6 py-12 text-center">
      <Icon name="lucide:search" className="mx-auto size-8 text-ink-muted" />
      <p className="mt-3 text-lg font-semibold">{t('empty')}</p>
      <p className="mt-1 text-ink-muted">{t('empty_hint')}</p>
      <a href={clearTo} className="mt-4 inline-block font-semibold text-accent underline-offset-4 hover:underline">
        {t('clear')}
      </a>
    </div>
  )
}

/** The number of results for a query or for the list's filters, announced politely to screen readers. */
export function ResultCount({ count, query, filtered = false }: { count: number; query: string; filtered?: boolean }) {
  const t = useTranslations('search')
  if (!query && !filtered) return null
  return (
    <p role="status" className="text-sm text-ink-muted">
      {query ? t('results', { count, query }) : t('filtered_results', { count })}
    </p>
  )
}
