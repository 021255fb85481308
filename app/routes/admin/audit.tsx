import { Form } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { toDate } from '~/db/dialect.server'
import { PageMeta } from '~/navigation/seo-links'
import { auditChanges, auditFilterOf, AuditQuerySchema } from '~/staff-console/audit-query'
import { requirePermission } from '~/access/door.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { FilterInput } from '~/staff-console/ui/filter-fields'
import { Pager } from '~/staff-console/ui/pager'
import { listAuditEntries } from '~/staff/audit.server'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/audit'

const parsed = (json: string | null) => (json === null ? undefined : (JSON.parse(json) as unknown))

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, url, 'audit.view')
  const query = AuditQuerySchema.parse(Object.fromEntries(url.searchParams))
  const { entries, hasMore } = await listAuditEntries(database(), auditFilterOf(query), query.page)
  return {
    query,
    hasMore,
    entries: entries.map((entry) => ({
      id: entry.id,
      at: toDate(entry.at),
      actor: entry.actor_email,
      action: entry.action,
      entity: `${entry.entity_type} #${entry.entity_id}`,
      requestId: entry.request_id,
      changes: auditChanges(parsed(entry.before), parsed(entry.after)),
    })),
  }
}

export default function ConsoleAudit({ loaderData: { query, entries, hasMore } }: Route.ComponentProps) {
  const t = useTranslations('console.audit')
  const format = useFormatter()
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      <Form
        method="get"
        className="mb-6 grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-[2fr_2fr_1fr_1fr_auto] lg:items-end"
      >
        <FilterInput name="actor" label={t('actor')} value={query.actor ?? ''} maxLength={120} />
        <FilterInput name="action" label={t('action')} value={query.action ?? ''} maxLength={80} />
        <FilterInput name="from" label={t('from')} value={query.from ?? ''} type="date" />
        <FilterInput name="to" label={t('to')} value={query.to ?? ''} type="date" />
        <button type="submit" className={buttonStyles.outline}>
          {t('filter')}
        </button>
      </Form>
      {entries.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{t('empty')}</p>
      ) : (
        <ol className="divide-y divide-line rounded-xl border border-line bg-surface" aria-label={t('title')}>
          {entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3 text-sm">
              <p className="flex flex-wrap gap-x-3 gap-y-1">
                <time dateTime={entry.at.toISOString()} className="tabular-nums text-ink-muted">
                  {format.dateTime(entry.at, { dateStyle: 'medium', timeStyle: 'medium' })}
                </time>
                <span className="font-medium">{entry.actor ?? t('system')}</span>
                <code className="rounded bg-surface-muted px-1.5">{entry.action}</code>
                <span className="text-ink-muted">{entry.entity}</span>
              </p>
              {entry.changes.length > 0 && (
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
              )}
              {entry.requestId && <p className="mt-1 font-mono text-xs text-ink-muted">{t('request', { id: entry.requestId })}</p>}
            </li>
          ))}
        </ol>
      )}
      <Pager page={query.page} hasNext={hasMore} />
    </>
  )
}
