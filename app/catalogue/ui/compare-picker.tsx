import { useId } from 'react'
import { useTranslations } from 'use-intl'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { comparePath, MAX_COMPARED, MIN_COMPARED } from '../compare-query'

export interface ComparePickerClinic {
  /** The clinic's slug in the page's language. */
  slug: string
  name: string
  city: string
}

/**
 * Choosing two or three clinics to compare for one treatment (issue 31): a
 * plain GET form to the compare page, so it works without JavaScript; the page
 * checks the number chosen and says what is wrong. Drop it on any page that
 * lists the clinics offering a treatment (with `compareCandidates`).
 */
export function ComparePicker({
  treatment,
  clinics,
  chosen = [],
  error,
  currency,
  title,
}: {
  /** The treatment's slug and name in the page's language. */
  treatment: { slug: string; name: string }
  clinics: ComparePickerClinic[]
  /** Slugs ticked (the comparison shown, or a refused choice). */
  chosen?: readonly string[]
  /** A message about the choice (too many, too few), shown with the boxes. */
  error?: string
  /** The currency the patient reads prices in, kept across the choice. */
  currency?: string | null
  /** The heading above the boxes (the legend); the default names the treatment. */
  title?: string
}) {
  const t = useTranslations('compare')
  const localize = useLocalizePath()
  const id = useId()
  if (clinics.length < MIN_COMPARED) return null
  return (
    <form method="get" action={localize('/compare')} className="rounded-2xl border border-line bg-surface p-5">
      <input type="hidden" name="treatment" value={treatment.slug} />
      {currency && <input type="hidden" name="currency" value={currency} />}
      <fieldset aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
        <legend className="flex items-center gap-2 font-semibold">
          <Icon name="lucide:scale" className="text-accent" />
          {title ?? t('picker_title', { treatment: treatment.name })}
        </legend>
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
          {t('picker_hint', { min: MIN_COMPARED, max: MAX_COMPARED })}
        </p>
        {error && (
          <p
            id={`${id}-error`}
            role="alert"
            className="mt-3 flex items-start gap-2 rounded-xl border border-warning/50 bg-warning/10 px-3 py-2 text-sm font-medium"
          >
            <Icon name="lucide:circle-alert" className="mt-0.5 shrink-0" />
            {error}
          </p>
        )}
        <ul className="mt-4 grid gap-2 sm:grid-cols-2">
          {clinics.map((clinic) => (
            <li key={clinic.slug}>
              <label
                htmlFor={`${id}-${clinic.slug}`}
                className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-line px-3 py-2.5 hover:border-accent has-[:checked]:border-accent has-[:checked]:bg-accent-soft"
              >
                <input
                  id={`${id}-${clinic.slug}`}
                  type="checkbox"
                  name="clinics"
                  value={clinic.slug}
                  defaultChecked={chosen.includes(clinic.slug)}
                  className="mt-0.5 size-5 shrink-0 rounded border-line accent-accent"
                />
                <span className="font-medium">
                  {clinic.name}
                  <span className="block text-sm font-normal text-ink-muted">{clinic.city}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <button type="submit" className={`mt-4 ${buttonStyles.solid}`}>
        <Icon name="lucide:scale" />
        {t('compare_button')}
      </button>
    </form>
  )
}

/**
 * "Compare with other clinics": a link to the compare page with this clinic
 * chosen (and the treatment, when the page is about one). For the clinic and
 * specialist profiles and the destination pages.
 */
export function CompareLink({ clinic, treatment, className }: { clinic: string; treatment?: string; className?: string }) {
  const t = useTranslations('compare')
  return (
    <LocalizedLink
      to={comparePath({ treatment, clinics: [clinic] })}
      className={className ?? 'inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline'}
    >
      <Icon name="lucide:scale" />
      {t('compare_with_others')}
    </LocalizedLink>
  )
}
