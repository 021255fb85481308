import { useFormatter, useTranslations } from 'use-intl'
import { documentChanges } from '../document-diff'
import type { ContentDocument } from '../fields'
import type { ContentKind } from '../kinds'
import { ChangeTable, type ChoiceLabels } from './change-table'

/**
 * Shown when someone else saved the record while this editor was open: who
 * and when, and field by field what they saved beside what this form holds.
 * The form keeps this editor's work; saving again replaces theirs, knowingly.
 */
export function ConflictPanel({
  kind,
  conflict,
  yours,
  labels,
}: {
  kind: ContentKind
  conflict: { theirs: ContentDocument; by: string | null; at: Date | string }
  yours: ContentDocument
  /** The names of the choices (records' titles) by field. */
  labels?: ChoiceLabels
}) {
  const t = useTranslations('console.content.conflict')
  const format = useFormatter()
  const changes = documentChanges(kind, conflict.theirs, yours, labels)
  return (
    <section role="alert" aria-labelledby="conflict-heading" className="mb-6 rounded-xl border border-warning/60 bg-warning/10 p-4">
      <h2 id="conflict-heading" className="font-semibold">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm">
        {t('detail', {
          name: conflict.by ?? t('someone'),
          time: format.dateTime(new Date(conflict.at), { dateStyle: 'medium', timeStyle: 'short' }),
        })}
      </p>
      {changes.length === 0 ? (
        <p className="mt-2 text-sm">{t('same')}</p>
      ) : (
        <ChangeTable changes={changes} beforeLabel={t('theirs')} afterLabel={t('yours')} caption={t('caption')} labels={labels} />
      )}
    </section>
  )
}
