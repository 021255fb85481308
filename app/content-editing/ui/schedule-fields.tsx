import { useId, useState } from 'react'
import { useFormatter, useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import { useLocale } from '~/navigation/localized-link'

/** A zone as a person reads it: its place with spaces, and its offset from UTC now ("America/Mexico City · GMT-6"). */
export function zoneLabel(zone: string, locale: string, at: Date) {
  const place = zone.replace(/_/g, ' ')
  try {
    const offset = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'shortOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value
    return offset && zone !== 'UTC' ? `${place} · ${offset}` : place
  } catch {
    return place
  }
}

/**
 * Publishing later: a date and time, and the zone they are in, named beside
 * them. The zone starts on the editor's own (the browser's, once the page
 * runs; before that, the clinic network's usual zone), and the list offers
 * that one and the clinics' zones first, then every zone alphabetically (a
 * native select: typing a zone's first letters finds it). The select is
 * `publishZone`, apart from a record's own time zone field (a clinic's).
 */
export function ScheduleFields({
  errors,
  scheduledAt,
  disabled,
  zones,
  zone,
  now,
}: {
  errors?: string[]
  scheduledAt: Date | string | null
  disabled: boolean
  /** From the server, so the page hydrates with the list it was drawn with. */
  zones: { clinics: string[]; all: string[] }
  /** Where the select starts: the editor's zone. */
  zone: string
  /** The offsets shown are those of this moment (the page's, so server and browser draw the same). */
  now: Date | string
}) {
  const t = useTranslations('console.content.schedule')
  const format = useFormatter()
  const locale = useLocale()
  const noteId = useId()
  const at = new Date(now)
  // The zone shown beside the time follows the select (with JavaScript; without, the one it starts on).
  const [chosen, setChosen] = useState<{ from: string; zone: string }>({ from: zone, zone })
  const current = chosen.from === zone ? chosen.zone : zone
  const suggested = [...new Set([zone, ...zones.clinics, 'UTC'])]
  const rest = zones.all.filter((name) => !suggested.includes(name))
  return (
    <fieldset className="mt-5 border-t border-line pt-4">
      <legend className="text-sm font-semibold">{t('title')}</legend>
      {scheduledAt && (
        <p className="mt-1 text-sm text-ink-muted">
          {t('current', { time: format.dateTime(new Date(scheduledAt), { dateStyle: 'full', timeStyle: 'short', timeZone: current }) })}{' '}
          {t('in_zone', { zone: zoneLabel(current, locale, at) })}
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
            aria-describedby={[noteId, errors ? 'publish-at-error' : ''].filter(Boolean).join(' ')}
            className="mt-1 block rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          />
        </div>
        <div className="min-w-0">
          <label htmlFor="publish-zone" className="text-sm font-medium">
            {t('time_zone')}
          </label>
          <select
            id="publish-zone"
            name="publishZone"
            key={zone}
            defaultValue={zone}
            onChange={(event) => setChosen({ from: zone, zone: event.currentTarget.value })}
            className="mt-1 block w-full max-w-72 rounded-lg border border-line bg-surface px-3 py-2 text-sm"
          >
            <optgroup label={t('suggested_zones')}>
              {suggested.map((name) => (
                <option key={name} value={name}>
                  {zoneLabel(name, locale, at)}
                </option>
              ))}
            </optgroup>
            <optgroup label={t('all_zones')}>
              {rest.map((name) => (
                <option key={name} value={name}>
                  {name.replace(/_/g, ' ')}
                </option>
              ))}
            </optgroup>
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
      <p id={noteId} className="mt-2 text-sm text-ink-muted" data-testid="publish-zone-note">
        {t('zone_note', { zone: zoneLabel(current, locale, at) })}
      </p>
      <FieldError id="publish-at-error" errors={errors} />
    </fieldset>
  )
}
