import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { withContext, type FieldChange, type TextPart } from '../document-diff'

/** The names of a field's choices (a record's title for its id), where the page knows them. */
export type ChoiceLabels = Record<string, Record<string, string>>

const removedStyle = 'rounded-sm bg-alert/10 px-0.5 text-red-800 line-through decoration-2 dark:text-red-300'
const addedStyle = 'rounded-sm bg-success/15 px-0.5 text-green-900 underline decoration-2 underline-offset-2 dark:text-green-200'

/* Removed and added words are struck through and underlined (not told by colour alone), and named for screen readers. */
function Removed({ children }: { children: ReactNode }) {
  const t = useTranslations('console.content.diff')
  return (
    <del className={removedStyle}>
      <span className="sr-only">{t('removed_start')} </span>
      {children}
      <span className="sr-only"> {t('removed_end')}</span>
    </del>
  )
}

function Added({ children }: { children: ReactNode }) {
  const t = useTranslations('console.content.diff')
  return (
    <ins className={addedStyle}>
      <span className="sr-only">{t('added_start')} </span>
      {children}
      <span className="sr-only"> {t('added_end')}</span>
    </ins>
  )
}

/** One side of a text's change: the kept words, and that side's removed or added ones marked. */
function TextSide({ parts, side }: { parts: TextPart[]; side: 'before' | 'after' }) {
  const t = useTranslations('console.content.diff')
  const shown = withContext(parts.filter((part) => part.change === 'same' || part.change === (side === 'before' ? 'removed' : 'added')))
  if (shown.every((part) => part.change !== 'elided' && !part.text.trim())) return <span className="text-ink-muted">{t('empty')}</span>
  return (
    <>
      {shown.map((part, index) =>
        part.change === 'elided' ? (
          <span key={index} className="text-ink-muted">
            <span aria-hidden="true">{' … '}</span>
            <span className="sr-only">{t('elided')}</span>
          </span>
        ) : part.change === 'removed' ? (
          <Removed key={index}>{part.text}</Removed>
        ) : part.change === 'added' ? (
          <Added key={index}>{part.text}</Added>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  )
}

function ChangeSide({ change, side, labels }: { change: FieldChange; side: 'before' | 'after'; labels: Record<string, string> }) {
  const t = useTranslations('console.content.diff')
  const label = (value: string) => labels[value] ?? value
  if (change.type === 'text') return <TextSide parts={change.parts} side={side} />
  if (change.type === 'set') {
    const items = side === 'before' ? change.removed : change.added
    if (items.length === 0) return <span className="text-ink-muted">{side === 'before' ? t('none_removed') : t('none_added')}</span>
    const Mark = side === 'before' ? Removed : Added
    return (
      <ul className="flex flex-col gap-1">
        {items.map((item) => (
          <li key={item}>
            <Mark>{label(item)}</Mark>
          </li>
        ))}
      </ul>
    )
  }
  const value = side === 'before' ? change.before : change.after
  if (value === null) return <span className="text-ink-muted">{t('empty')}</span>
  return side === 'before' ? <Removed>{label(value)}</Removed> : <Added>{label(value)}</Added>
}

/** Changed fields, one row per field and language, the two versions side by side: removed words on the left, added ones on the right. */
export function ChangeTable({
  changes,
  beforeLabel,
  afterLabel,
  caption,
  labels = {},
}: {
  changes: FieldChange[]
  beforeLabel: string
  afterLabel: string
  caption: string
  labels?: ChoiceLabels
}) {
  const t = useTranslations('console.content')
  return (
    <div className="mt-3">
      <p className="text-xs text-ink-muted">
        {t.rich('diff.legend', {
          removed: (chunks) => <del className={removedStyle}>{chunks}</del>,
          added: (chunks) => <ins className={addedStyle}>{chunks}</ins>,
        })}
      </p>
      <div className="mt-2 overflow-x-auto">
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
                <td className="py-2 pr-3 whitespace-pre-wrap break-words" lang={change.locale ?? undefined}>
                  <ChangeSide change={change} side="before" labels={labels[change.field.name] ?? {}} />
                </td>
                <td className="py-2 whitespace-pre-wrap break-words" lang={change.locale ?? undefined}>
                  <ChangeSide change={change} side="after" labels={labels[change.field.name] ?? {}} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
