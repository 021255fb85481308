import { useLocation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { requirePermission } from '~/access/door.server'
import { searchPatients } from '~/staff-console/patients-query.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { SearchForm, searchWords } from '~/staff-console/ui/filter-fields'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/patients'

export async function loader({ context, url }: Route.LoaderArgs) {
  const { scope } = await requirePermission(context, url, 'patients.view')
  const query = searchWords(url)
  const after = url.searchParams.get('after') ?? undefined
  const page = await searchPatients(database(), scope, { query, after: after && after.length <= 200 ? after : undefined })
  return { query, page }
}

export default function ConsolePatients({ loaderData: { query, page } }: Route.ComponentProps) {
  const t = useTranslations('console.patients')
  const format = useFormatter()
  const { search } = useLocation()
  const next = new URLSearchParams(search)
  if (page.nextCursor) next.set('after', page.nextCursor)
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      <SearchForm label={t('search')} submit={t('search_submit')} value={query} />
      {page.patients.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{query ? t('none_found', { query }) : t('none')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface" aria-label={t('results')}>
          {page.patients.map((patient) => (
            <li key={patient.id}>
              <LocalizedLink
                to={`/admin/patients/${patient.id}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-surface-muted"
              >
                <span className="min-w-0 flex-1">
                  <span className="block font-medium">{patient.name}</span>
                  <span className="block truncate text-sm text-ink-muted">{patient.email}</span>
                </span>
                <span className="text-sm text-ink-muted">
                  {t('since', { date: format.dateTime(new Date(patient.createdAt), { dateStyle: 'medium' }) })}
                </span>
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
      {page.nextCursor && (
        <p className="mt-6 text-right">
          <a href={`?${next}`} className={buttonStyles.outline} rel="next">
            {t('more')}
          </a>
        </p>
      )}
    </>
  )
}
