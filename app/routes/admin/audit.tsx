import { useFormatter, useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { auditChanges, auditFilterOf, AuditQuerySchema } from '~/staff-console/audit-query'
import { auditView } from '~/staff-console/audit-view.server'
import { requirePermission } from '~/access/door.server'
import { useHistorySentence } from '~/staff-console/ui/appointment-history'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { FilterForm, FilterInput } from '~/staff-console/ui/filter-fields'
import { Pager } from '~/staff-console/ui/pager'
import { listAuditEntries } from '~/staff/audit.server'
import type { Route } from './+types/audit'

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, url, 'audit.view')
  const query = AuditQuerySchema.parse(Object.fromEntries(url.searchParams))
  const { entries, hasMore } = await listAuditEntries(database(), auditFilterOf(query), query.page)
  const viewed = await auditView(database(), entries, pageLocale(context))
  return {
    query,
    hasMore,
    entries: viewed.map((entry) => ({ ...entry, changes: auditChanges(entry.before, entry.after) })),
  }
}

export default function ConsoleAudit({ loaderData: { query, entries, hasMore } }: Route.ComponentProps) {
  const t = useTranslations('console.audit')
  const th = useTranslations('console.history')
  const format = useFormatter()
  const sentence = useHistorySentence()
  const entityLabel = (entry: (typeof entries)[number]) =>
    entry.entityName ??
    (['appointment', 'treatment', 'treatment_step', 'treatment_document', 'contact_message', 'user', 'clinic'].includes(entry.entityType)
      ? th(`entities.${entry.entityType as 'appointment'}`, { id: entry.entityId })
      : th('entities.other', { type: entry.entityType, id: entry.entityId }))
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      <FilterForm
        submit={t('filter')}
        className="mb-6 grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end"
      >
        <FilterInput name="actor" label={t('actor')} value={query.actor ?? ''} maxLength={120} />
        <FilterInput name="action" label={t('action')} value={query.action ?? ''} maxLength={80} />
        <FilterInput name="from" label={t('from')} value={query.from ?? ''} type="date" />
        <FilterInput name="to" label={t('to')} value={query.to ?? ''} type="date" />
      </FilterForm>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{t('empty')}</p>
      ) : (
        <ol className="divide-y divide-line rounded-xl border border-line bg-surface" aria-label={t('title')}>
          {entries.map((entry) => {
            const entity = entityLabel(entry)
            return (
              <li key={entry.id} className="px-4 py-3 text-sm">
                <time dateTime={entry.at} className="block text-xs text-ink-muted tabular-nums">
                  {format.dateTime(new Date(entry.at), { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                <p className="mt-0.5">{sentence({ ...entry, entity })}</p>
                <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-ink-muted">
                  {entry.href ? (
                    <LocalizedLink to={entry.href} className="font-medium text-accent-strong underline">
                      {t('open', { entity })}
                    </LocalizedLink>
                  ) : null}
                  {entry.requestId && <span className="font-mono">{t('request', { id: entry.requestId })}</span>}
                </p>
                {entry.changes.length > 0 && (
                  <details className="mt-2">
                    <summary className="cursor-pointer text-xs font-medium text-ink-muted">{t('details', { action: entry.action })}</summary>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
                      {entry.changes.map((change) => (
                        <div key={change.field} className="contents">
                          <dt className="font-mono text-ink-muted">{change.field}</dt>
                          <dd className="break-all">
                            <span className="line-through decoration-ink-muted">{change.before}</span> → <span>{change.after}</span>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                )}
              </li>
            )
          })}
        </ol>
      )}
      <Pager page={query.page} hasNext={hasMore} />
    </>
  )
}
