import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { browserTimeZone } from '~/i18n/time-zones'
import { useHydrated } from '~/ui/use-hydrated'

/*
 * The day strip and the hour grid of step 1, shared with rescheduling. Days
 * are links (a new day is a new page load without JavaScript); hours are radio
 * buttons inside the caller's form.
 */

export interface DayOption {
  date: string
  open: boolean
}

export interface HourOption {
  startsAt: string
  localTime: string
}

function useDayLabel() {
  const format = useFormatter()
  return (date: string, style: 'short' | 'full') =>
    format.dateTime(
      new Date(`${date}T12:00:00Z`),
      style === 'full' ? { dateStyle: 'full', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
    )
}

export function DayStrip({ days, selected, hrefFor }: { days: DayOption[]; selected: string; hrefFor: (date: string) => string }) {
  const t = useTranslations('booking')
  const dayLabel = useDayLabel()
  return (
    <section aria-labelledby="date-title" className="mt-8">
      <h2 id="date-title" className="text-lg font-semibold">
        {t('date')}
      </h2>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
        {days.map((day) => (
          <li key={day.date}>
            <Link
              to={hrefFor(day.date)}
              preventScrollReset
              aria-current={day.date === selected ? 'date' : undefined}
              className={`block rounded-xl border px-2 py-2 text-center text-sm ${
                day.date === selected
                  ? 'border-accent bg-accent text-on-accent'
                  : day.open
                    ? 'border-line bg-surface hover:border-accent'
                    : 'border-line bg-surface-muted text-ink-muted line-through'
              }`}
            >
              {dayLabel(day.date, 'short')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The free hours of one day; `children` is the form around the radio buttons (its fields and button). */
export function HourSection({
  date,
  slots,
  clinicTimeZone,
  form,
}: {
  date: string
  slots: HourOption[]
  clinicTimeZone: string
  form: (hours: ReactNode) => ReactNode
}) {
  const t = useTranslations('booking')
  const dayLabel = useDayLabel()
  return (
    <section aria-labelledby="hours-title" className="mt-8">
      <h2 id="hours-title" className="text-lg font-semibold">
        {t('hours')} · {dayLabel(date, 'full')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('clinic_time', { zone: clinicTimeZone })}</p>
      {slots.length === 0 ? (
        <p role="status" className="mt-4 rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">
          {t('no_hours')}
        </p>
      ) : (
        form(
          <fieldset>
            <legend className="sr-only">{t('hours')}</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
              {slots.map((slot, index) => (
                <label
                  key={slot.startsAt}
                  className="group cursor-pointer rounded-xl border border-line bg-surface px-3 py-2 text-center font-medium has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-2 has-focus-visible:outline-focus"
                >
                  <input type="radio" name="startsAt" value={slot.startsAt} required defaultChecked={index === 0} className="sr-only" />
                  {slot.localTime}
                  <PatientTime startsAt={slot.startsAt} clinicTimeZone={clinicTimeZone} />
                </label>
              ))}
            </div>
          </fieldset>,
        )
      )}
    </section>
  )
}

/** The patient's own clock beside the clinic's, when their time zones differ (known only in the browser). */
function PatientTime({ startsAt, clinicTimeZone }: { startsAt: string; clinicTimeZone: string }) {
  const t = useTranslations('booking')
  const format = useFormatter()
  const hydrated = useHydrated()
  const own = hydrated ? browserTimeZone() : undefined
  if (!own) return null
  const at = new Date(startsAt)
  const time = (timeZone: string) => format.dateTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
  if (time(own) === time(clinicTimeZone)) return null
  // Full-strength colours, never opacity: faded white on the selected hour's accent fell below 4.5:1.
  return <span className="block text-xs font-normal text-ink-muted group-has-checked:text-on-accent">{t('your_time', { time: time(own) })}</span>
}
