import { useTranslations } from 'use-intl'
import type { FieldChange } from '../document-diff'

/** Changed fields, one row per field and language, the two versions side by side. */
export function ChangeTable({
  changes,
  beforeLabel,
  afterLabel,
  caption,
}: {
  changes: FieldChange[]
  beforeLabel: string
  afterLabel: string
  caption: string
}) {
  const t = useTranslations('console.content')
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full min-w-[36rem] table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="w-40 py-2 pr-3 font-medium">
              {t('field')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {beforeLabel}
            </th>
            <th scope="col" className="py-2 font-medium">
              {afterLabel}
            </th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={`${change.field.name}-${change.locale ?? ''}`} className="border-b border-line align-top">
              <th scope="row" className="py-2 pr-3 font-medium">
                {t(`fields.${change.field.name}` as 'fields.name')}
                {change.locale && <span className="block text-xs font-normal text-ink-muted">{t(`languages.${change.locale}`)}</span>}
              </th>
              <td className="py-2 pr-3">
                <del className="block whitespace-pre-wrap break-words bg-alert/10 px-2 py-1 no-underline">{change.before || '—'}</del>
              </td>
              <td className="py-2">
                <ins className="block whitespace-pre-wrap break-words bg-success/10 px-2 py-1 no-underline">{change.after || '—'}</ins>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
