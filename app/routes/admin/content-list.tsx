import { useFormatter, useTranslations } from 'use-intl'
import { listContentRecords } from '~/content-editing/content-list.server'
import { contentKind } from '~/content-editing/kinds'
import { ContentStatusBadge } from '~/content-editing/ui/content-status-badge'
import { database } from '~/db/db.server'
import { notFound } from '~/errors/not-found'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { requirePermission } from '~/access/door.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { SearchForm, searchWords } from '~/staff-console/ui/filter-fields'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/content-list'

export async function loader({ context, url, params }: Route.LoaderArgs) {
  await requirePermission(context, url, 'content.edit')
  const kind = contentKind(params.kind)
  if (!kind) notFound(url, 'unmatched')
  const query = searchWords(url)
  return {
    kindName: kind.kind,
    fixedSet: Boolean(kind.fixedSet),
    query,
    records: await listContentRecords(database(), kind.kind, pageLocale(context), query),
  }
}

export default function ConsoleContentList({ loaderData: { kindName, fixedSet, query, records } }: Route.ComponentProps) {
  const t = useTranslations('console.content')
  const format = useFormatter()
  const plural = t(`kinds.${kindName}.other` as 'kinds.service.other')
  return (
    <>
      <PageMeta title={plural} />
      <p className="mb-2 text-sm">
        <LocalizedLink to="/admin/content" className="text-accent-strong underline">
          {t('back_to_content')}
        </LocalizedLink>
      </p>
      <ConsolePageHeader
        title={plural}
        actions={
          fixedSet ? undefined : (
            <LocalizedLink to={`/admin/content/${kindName}/new`} className={buttonStyles.solid}>
              {t('new', { kind: t(`kinds.${kindName}.one` as 'kinds.service.one') })}
            </LocalizedLink>
          )
        }
      />
      <SearchForm label={t('search')} submit={t('search_submit')} value={query} />
      {records.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{query ? t('none_found', { query }) : t('none')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface" aria-label={plural}>
          {records.map((record) => (
            <li key={record.id}>
              <LocalizedLink
                to={`/admin/content/${kindName}/${record.id}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-surface-muted"
              >
                <span className="min-w-0 flex-1 font-medium">{record.title || record.fallbackTitle || t('untitled')}</span>
                <ContentStatusBadge status={record.status} />
                {record.hasDraft && record.status === 'published' && <span className="text-xs text-ink-muted">{t('unpublished_changes')}</span>}
                <span className="text-sm text-ink-muted">{format.dateTime(new Date(record.updatedAt), { dateStyle: 'medium' })}</span>
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
