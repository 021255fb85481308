import { PageMeta } from '~/navigation/seo-links'
import { ResultCount, SearchForm } from './search-form'

/**
 * The top of a searchable list page (services, destinations, blog, FAQs):
 * title, lead, the search form, the result count, and any extra filters.
 */
export function ListPageHeader({
  title,
  lead,
  query,
  placeholder,
  count,
  hidden,
  filtered,
  children,
}: {
  title: string
  lead: string
  query: string
  placeholder: string
  count: number
  hidden?: Record<string, string>
  /** Filters narrow the list: the count is announced even without a search. */
  filtered?: boolean
  children?: React.ReactNode
}) {
  return (
    <>
      <PageMeta title={title} description={lead} />
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="mt-4 text-lg text-ink-muted">{lead}</p>
      </header>
      <div className="mt-8 flex flex-col gap-4">
        <SearchForm query={query} placeholder={placeholder} hidden={hidden} />
        {children}
        <ResultCount count={count} query={query} filtered={filtered} />
      </div>
    </>
  )
}
