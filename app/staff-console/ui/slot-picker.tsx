import { Form, Link, useNavigation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'

/*
 * Moving an appointment (issue 27): the week's clinic days as links (the
 * address keeps the day, ?day=YYYY-MM-DD, so it works without script), the
 * chosen day's free hours as radio buttons in the clinic's zone, and a button
 * that asks for the confirmation (the page's action answers it).
 */

export interface SlotPickerData {
  days: { date: string; free: number }[]
  chosen: string
  hours: { startsAt: string; localTime: string }[]
  previousWeek: string | null
  nextWeek: string | null
}

/** A clinic date (YYYY-MM-DD) at noon UTC, formatted without a zone shift. */
const noon = (date: string) => new Date(`${date}T12:00:00Z`)

/** The patient's first name and own zone (null when they booked without telling it). */
export interface SlotPickerPatient {
  name: string
  timeZone: string | null
}

export function SlotPicker({ picker, timeZone, patient }: { picker: SlotPickerData; timeZone: string; patient: SlotPickerPatient }) {
  const t = useTranslations('console.appointments')
  const format = useFormatter()
  const navigation = useNavigation()
  const dayLink = (date: string) => `?day=${date}#move-heading`
  const chosenDay = format.dateTime(noon(picker.chosen), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' })
  // The patient's clock only where it reads differently (a zone with the clinic's offset adds nothing).
  const patientZone = patient.timeZone && patient.timeZone !== timeZone ? patient.timeZone : null
  const patientTime = (startsAt: string, localTime: string) => {
    if (!patientZone) return null
    const at = new Date(startsAt)
    const time = format.dateTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: patientZone })
    const sameDay = format.dateTime(at, { day: 'numeric', timeZone: patientZone }) === format.dateTime(at, { day: 'numeric', timeZone })
    if (time === localTime && sameDay) return null
    return sameDay ? time : `${format.dateTime(at, { weekday: 'short', timeZone: patientZone })} ${time}`
  }
  return (
    <>
      <p className="mb-3 text-sm text-ink-muted">
        {t('confirm.picker_zone', { timeZone })}{' '}
        {patient.timeZone
          ? patientZone && t('confirm.picker_patient_zone', { name: patient.name, patientTimeZone: patientZone })
          : t('confirm.picker_patient_zone_unknown', { name: patient.name })}
      </p>
      <nav aria-label={t('confirm.picker_days')} className="mb-4">
        <ul className="grid grid-cols-4 gap-2 sm:grid-cols-7 lg:grid-cols-4">
          {picker.days.map((day) => {
            const label = (
              <>
                <span className="block font-semibold">{format.dateTime(noon(day.date), { weekday: 'short', timeZone: 'UTC' })}</span>
                <span className="block">{format.dateTime(noon(day.date), { day: 'numeric', month: 'short', timeZone: 'UTC' })}</span>
                <span className="block text-xs">{day.free > 0 ? t('confirm.picker_free', { count: day.free }) : t('confirm.picker_none')}</span>
              </>
            )
            return (
              <li key={day.date}>
                {day.free > 0 ? (
                  <Link
                    to={dayLink(day.date)}
                    preventScrollReset
                    replace
                    aria-current={day.date === picker.chosen ? 'date' : undefined}
                    className="block rounded-lg border border-line px-2 py-1.5 text-center text-sm hover:bg-surface-muted aria-[current=date]:border-accent aria-[current=date]:bg-accent aria-[current=date]:text-on-accent"
                  >
                    {label}
                  </Link>
                ) : (
                  <span className="block rounded-lg border border-dashed border-line px-2 py-1.5 text-center text-sm text-ink-muted">{label}</span>
                )}
              </li>
            )
          })}
        </ul>
        <div className="mt-2 flex justify-between text-sm">
          {picker.previousWeek ? (
            <Link to={dayLink(picker.previousWeek)} preventScrollReset replace className="text-accent-strong underline">
              {t('previous_week')}
            </Link>
          ) : (
            <span />
          )}
          {picker.nextWeek && (
            <Link to={dayLink(picker.nextWeek)} preventScrollReset replace className="text-accent-strong underline">
              {t('next_week')}
            </Link>
          )}
        </div>
      </nav>
      <Form method="post" className="flex flex-col gap-3" key={picker.chosen}>
        <CsrfInput />
        <fieldset>
          <legend className="mb-2 text-sm font-medium">{t('confirm.picker_hours', { day: chosenDay })}</legend>
          <div className="flex flex-wrap gap-2">
            {picker.hours.map((hour) => {
              const theirs = patientTime(hour.startsAt, hour.localTime)
              return (
                <label
                  key={hour.startsAt}
                  className="group cursor-pointer rounded-2xl border border-line px-3 py-1.5 text-center text-sm tabular-nums hover:bg-surface-muted has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
                >
                  <input type="radio" name="startsAt" value={hour.startsAt} required className="sr-only" />
                  {hour.localTime}
                  {theirs && (
                    <span className="block text-xs text-ink-muted group-has-checked:text-on-accent">
                      {t('confirm.picker_patient_time', { time: theirs, name: patient.name })}
                    </span>
                  )}
                </label>
              )
            })}
          </div>
        </fieldset>
        <button
          type="submit"
          name="intent"
          value="move"
          id="move-submit"
          aria-haspopup="dialog"
          className={`${buttonStyles.outline} self-start`}
          disabled={navigation.state === 'submitting'}
        >
          {t('confirm.picker_review')}
        </button>
      </Form>
    </>
  )
}
