import { useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import type { FieldMeta } from '~/forms/public-form'

/*
 * Stars as a radio group (issue 31): a fieldset whose legend names it, one
 * radio per star count with its count in words for those who hear it, and,
 * for an optional score, "No score" first. Works without script: the stars up
 * to the one chosen fill by CSS alone (:has), the arrow keys move along the
 * group as in any radio group, and the focused star shows its ring.
 */

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.2 4.1 1 5.8L10 14.9l-5.3 2.7 1-5.8-4.2-4.1 5.9-.9z'

/** Star n fills while a count of n or more is chosen (written out: Tailwind reads class names as written). */
const FILLED = [
  'group-has-[input:is([value="1"],[value="2"],[value="3"],[value="4"],[value="5"]):checked]/stars:fill-current',
  'group-has-[input:is([value="2"],[value="3"],[value="4"],[value="5"]):checked]/stars:fill-current',
  'group-has-[input:is([value="3"],[value="4"],[value="5"]):checked]/stars:fill-current',
  'group-has-[input:is([value="4"],[value="5"]):checked]/stars:fill-current',
  'group-has-[input[value="5"]:checked]/stars:fill-current',
] as const

export function StarChoice({ meta, legend, optional = false }: { meta: FieldMeta; legend: string; optional?: boolean }) {
  const t = useTranslations('my_reviews.form')
  const chosen = typeof meta.initialValue === 'string' ? meta.initialValue : ''
  const describedBy = meta.errors ? meta.errorId : undefined
  return (
    <fieldset aria-describedby={describedBy} aria-invalid={meta.errors ? true : undefined}>
      <legend className="text-sm font-medium">
        {legend}
        {optional && <span className="font-normal text-ink-muted"> · {t('optional')}</span>}
      </legend>
      <div className="group/stars mt-1.5 flex flex-wrap items-center gap-1">
        {optional && (
          <label className="mr-2 inline-flex cursor-pointer items-center rounded-full border border-line px-3 py-1.5 text-sm text-ink-muted has-checked:border-accent has-checked:text-ink has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent">
            <input type="radio" name={meta.name} value="" defaultChecked={chosen === ''} className="sr-only" />
            {t('no_score')}
          </label>
        )}
        {FILLED.map((filled, index) => {
          const count = index + 1
          return (
            <label
              key={count}
              className="inline-flex cursor-pointer rounded-md p-0.5 text-amber-600 sm:p-1 has-focus-visible:outline-2 has-focus-visible:outline-offset-1 has-focus-visible:outline-accent dark:text-amber-400"
            >
              <input
                type="radio"
                name={meta.name}
                value={String(count)}
                id={count === 1 ? meta.id : undefined}
                defaultChecked={chosen === String(count)}
                required={!optional}
                className="sr-only"
              />
              <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false" className="size-7 sm:size-8">
                <path d={STAR} className={`fill-transparent stroke-current stroke-[1.5] ${filled}`} />
              </svg>
              <span className="sr-only">{t('stars', { count })}</span>
            </label>
          )
        })}
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </fieldset>
  )
}
