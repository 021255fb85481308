import { Form } from 'react-router'
import { useTranslations } from 'use-intl'
import { LocalizedLink } from '~/navigation/localized-link'
import { CsrfInput } from '~/security/csrf-input'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import type { ContentKind } from '../kinds'
import { ContentStatusBadge } from './content-status-badge'

interface RecordSummary {
  id: number
  status: 'draft' | 'published' | 'scheduled' | 'unpublished'
  version: number
  hasDraft: boolean
  updatedAt: Date | string
  updatedBy: string | null
  scheduledAt: Date | string | null
}

/** The editor's side panel: where the record stands, its previews, history, and taking it off the site. */
export function RecordStatusCard({
  kind,
  record,
  previewable,
  formatDate,
}: {
  kind: ContentKind
  record: RecordSummary
  previewable: boolean
  formatDate: (date: Date | string) => string
}) {
  const t = useTranslations('console.content')
  const base = `/admin/content/${kind.kind}/${record.id}`
  return (
    <ConsoleCard title={t('status_title')} id="status-heading">
      <div className="flex flex-col gap-3 text-sm">
        <p>
          <ContentStatusBadge status={record.status} />
          {record.hasDraft && record.status === 'published' && <span className="ml-2 text-ink-muted">{t('unpublished_changes')}</span>}
        </p>
        {record.scheduledAt && <p>{t('scheduled_for', { time: formatDate(record.scheduledAt) })}</p>}
        <p className="text-ink-muted">
          {record.updatedBy
            ? t('last_saved_by', { name: record.updatedBy, time: formatDate(record.updatedAt) })
            : t('last_saved', { time: formatDate(record.updatedAt) })}
        </p>
        {previewable && (
          <div>
            <p className="font-medium">{t('preview.title')}</p>
            <p className="text-ink-muted">{t('preview.hint')}</p>
            <p className="mt-1 flex gap-3">
              <a href={`${base}/preview?locale=en`} target="_blank" rel="noopener" className="text-accent-strong underline" hrefLang="en">
                {t('preview.english')}
              </a>
              <a href={`${base}/preview?locale=es`} target="_blank" rel="noopener" className="text-accent-strong underline" hrefLang="es">
                {t('preview.spanish')}
              </a>
            </p>
          </div>
        )}
        <LocalizedLink to={`${base}/history`} className="text-accent-strong underline">
          {t('history_link')}
        </LocalizedLink>
        {(record.status === 'scheduled' || (record.status === 'published' && !kind.fixedSet)) && (
          <Form method="post" className="border-t border-line pt-3">
            <CsrfInput />
            <input type="hidden" name="version" value={record.version} />
            <button type="submit" name="intent" value="unpublish" className="font-semibold text-red-700 underline dark:text-red-400">
              {record.status === 'scheduled' ? t('cancel_schedule') : t('unpublish')}
            </button>
          </Form>
        )}
      </div>
    </ConsoleCard>
  )
}
