import { useFormatter, useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'

/**
 * Publishing later: a date and time in the editor's time zone (the browser's,
 * once the page runs; a choice in any case), and the button that schedules.
 */
export function ScheduleFields({
  errors,
  scheduledAt,
  disabled,
  timeZones,
  zone,
}: {
  errors?: string[]
  scheduledAt: Date | string | null
  disabled: boolean
  /** From the server, so the page hydrates with the list it was drawn with. */
  timeZones: string[]
  /** Where the select starts: the editor's zone. */
  zone: string
}) {
  const t = useTranslations('console.content.schedule')
  const format = useFormatter()
  return (
    <fieldset className="mt-5 border-t border-line pt-4">
      <legend className="text-sm font-semibold">{t('title')}</legend>
      {scheduledAt && (
        <p className="mt-1 text-sm text-ink-muted">
          {t('current', { time: format.dateTime(new Date(scheduledAt), { dateStyle: 'full', timeStyle: 'short' }) })}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="publish-at" className="text-sm font-medium">
            {t('when')}
          </label>
          <input
            id="publish-at"
            name="publishAt"
            type="datetime-local"
            aria-invalid={errors ? true : undefined}
            aria-describedby={errors ? 'publish-at-error' : undefined}
            className="mt-1 block rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          />
        </div>
        <div>
          <label htmlFor="publish-zone" className="text-sm font-medium">
            {t('time_zone')}
          </label>
          <select
            id="publish-zone"
            name="timeZone"
            key={zone}
            defaultValue={zone}
            className="mt-1 block max-w-56 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          >
            {timeZones.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <button
          type="submit"
          name="intent"
          value="schedule"
          disabled={disabled}
          className="rounded-full border border-line px-4 py-2 text-sm font-semibold hover:bg-surface-muted"
        >
          {t('submit')}
        </button>
      </div>
      <FieldError id="publish-at-error" errors={errors} />
    </fieldset>
  )
}
