import { useFormatter, useTranslations } from 'use-intl'
import { requirePermission } from '~/access/door.server'
import { clinicsInScope } from '~/access/clinic-scope.server'
import { listConversations, ConversationFiltersSchema, type ConversationListItem } from '~/conversations/conversation-list.server'
import { database } from '~/db/db.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { FilterForm, SelectField } from '~/staff-console/ui/filter-fields'
import { Pager } from '~/staff-console/ui/pager'
import { WaitingBadge } from '~/staff-console/ui/waiting-badge'
import type { Route } from './+types/conversations'

export async function loader({ context, url }: Route.LoaderArgs) {
  const caller = await requirePermission(context, url, 'conversations.view')
  const parsed = ConversationFiltersSchema.safeParse(Object.fromEntries(url.searchParams))
  // An address edited by hand (an unknown filter) shows the whole list rather than an error.
  const filters = parsed.success ? parsed.data : {}
  const db = database()
  const [list, clinics] = await Promise.all([listConversations(db, caller, filters), clinicsInScope(db, caller.scope)])
  // Waits are counted to the moment the page was made, so the server's and the browser's render agree.
  return { filters, list, clinics: clinics.map(({ id, name }) => ({ id, name })), now: new Date() }
}

export default function ConsoleConversations({ loaderData: { filters, list, clinics, now } }: Route.ComponentProps) {
  const t = useTranslations('console.conversations')
  const tc = useTranslations('console')
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      <FilterForm
        submit={t('filter')}
        className="mb-6 grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end"
      >
        <SelectField
          name="show"
          label={t('show')}
          value={filters.show ?? ''}
          options={[
            { value: '', label: t('shows.all') },
            { value: 'waiting', label: t('shows.waiting') },
            { value: 'mine', label: t('shows.mine') },
            { value: 'unassigned', label: t('shows.unassigned') },
          ]}
        />
        <SelectField
          name="clinic"
          label={t('clinic')}
          value={filters.clinic === undefined ? '' : String(filters.clinic)}
          options={[{ value: '', label: t('all_clinics') }, ...clinics.map((clinic) => ({ value: String(clinic.id), label: clinic.name }))]}
        />
        <SelectField
          name="language"
          label={t('language')}
          value={filters.language ?? ''}
          options={[
            { value: '', label: t('all_languages') },
            { value: 'en', label: tc('language_names.en') },
            { value: 'es', label: tc('language_names.es') },
          ]}
        />
      </FilterForm>
      {list.items.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{t('empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface" aria-label={t('list_label')}>
          {list.items.map((item) => (
            <ConversationRow key={item.id} item={item} now={now} />
          ))}
        </ul>
      )}
      <Pager page={filters.page ?? 1} hasNext={list.hasMore} />
    </>
  )
}

function ConversationRow({ item, now }: { item: ConversationListItem; now: Date }) {
  const t = useTranslations('console.conversations')
  const format = useFormatter()
  const last = item.lastMessage
  return (
    <li>
      <LocalizedLink to={`/admin/conversations/${item.id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-surface-muted">
        <span className="min-w-0 flex-1">
          <span className="flex items-center gap-2">
            {item.unread && <span className="size-2 shrink-0 rounded-full bg-accent" aria-hidden="true" />}
            <span className={item.unread ? 'truncate font-semibold' : 'truncate font-medium'}>{item.patient.name}</span>
            {item.unread && <span className="sr-only">{t('unread')}</span>}
          </span>
          <span className="block truncate text-sm text-ink-muted">
            {last === null
              ? t('no_messages')
              : last.kind === 'message'
                ? `${last.fromPatient ? '' : `${t('team_prefix')} `}${last.preview}`
                : t(`last_events.${last.kind === 'coordinator_assigned' || last.kind === 'colleague_joined' ? last.kind : 'other'}`)}
          </span>
        </span>
        <span className="text-sm text-ink-muted">{item.coordinator ? item.coordinator.name : t('unassigned')}</span>
        {item.waitingSince ? (
          <WaitingBadge since={item.waitingSince} now={now} />
        ) : (
          last && (
            <time dateTime={last.at.toISOString()} className="text-sm text-ink-muted tabular-nums">
              {format.dateTime(last.at, { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          )
        )}
      </LocalizedLink>
    </li>
  )
}
