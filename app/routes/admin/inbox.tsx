import { useFormatter, useTranslations } from 'use-intl'
import { listInbox } from '~/contact/inbox.server'
import { CONTACT_MESSAGE_STATUSES, INBOX_ASSIGNEE_FILTERS, INBOX_SEARCH_MAX_LENGTH, InboxQuerySchema } from '~/contact/inbox-schemas'
import { database } from '~/db/db.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { requirePermission } from '~/access/door.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { FilterForm, FilterInput, SelectField } from '~/staff-console/ui/filter-fields'
import { MessageStatusBadge } from '~/staff-console/ui/message-status-badge'
import { Pager } from '~/staff-console/ui/pager'
import type { Route } from './+types/inbox'

export async function loader({ context, url }: Route.LoaderArgs) {
  const { member } = await requirePermission(context, url, 'inbox.answer')
  const query = InboxQuerySchema.parse(Object.fromEntries(url.searchParams))
  return { query, inbox: await listInbox(database(), query, member.id) }
}

export default function ConsoleInbox({ loaderData: { query, inbox } }: Route.ComponentProps) {
  const t = useTranslations('console.inbox')
  const format = useFormatter()
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      <FilterForm
        submit={t('filter')}
        className="mb-6 grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
      >
        <SelectField
          name="status"
          label={t('status')}
          value={query.status ?? ''}
          options={[
            { value: '', label: t('all_statuses', { count: Object.values(inbox.counts).reduce((sum, n) => sum + n, 0) }) },
            ...CONTACT_MESSAGE_STATUSES.map((status) => ({ value: status, label: `${t(`statuses.${status}`)} (${inbox.counts[status]})` })),
          ]}
        />
        <SelectField
          name="assignee"
          label={t('assignee')}
          value={query.assignee}
          options={INBOX_ASSIGNEE_FILTERS.map((filter) => ({ value: filter, label: t(`assignee_filters.${filter}`) }))}
        />
        <FilterInput name="search" label={t('search')} value={query.search ?? ''} maxLength={INBOX_SEARCH_MAX_LENGTH} />
      </FilterForm>
      {inbox.messages.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface" aria-label={t('list_label', { count: inbox.total })}>
          {inbox.messages.map((message) => (
            <li key={message.id}>
              <LocalizedLink
                to={`/admin/inbox/${message.id}`}
                className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-surface-muted"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{message.subject}</span>
                  <span className="block truncate text-sm text-ink-muted">
                    {message.name} · {message.email}
                  </span>
                </span>
                <span className="text-sm text-ink-muted">{message.assignee ? message.assignee.name : t('unassigned')}</span>
                <time dateTime={message.createdAt.toISOString()} className="text-sm text-ink-muted tabular-nums">
                  {format.dateTime(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
                </time>
                <MessageStatusBadge status={message.status} />
              </LocalizedLink>
            </li>
          ))}
        </ul>
      )}
      <Pager page={inbox.page} pageCount={inbox.pageCount} />
    </>
  )
}
