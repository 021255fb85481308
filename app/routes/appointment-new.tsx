import { DateTime } from 'luxon'
import { Form, Link, redirect } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { clinicsForService, getAvailability } from '~/booking/availability.server'
import { stepOneUrl } from '~/booking/booking-url'
import { BookingSteps } from '~/booking/ui/booking-steps'
import { isSlug } from '~/catalogue/slug'
import { database } from '~/db/db.server'
import { notFound } from '~/errors/not-found'
import { localeFromPath, localizePath } from '~/i18n/locales'
import { useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { buttonStyles } from '~/ui/button-styles'
import { useHydrated } from '~/ui/use-hydrated'
import type { Route } from './+types/appointment-new'

const WINDOW_DAYS = 35

/** Step 1: the clinic, the day and the hour (open to visitors; works without JavaScript). */
export async function loader({ url }: Route.LoaderArgs) {
  const locale = localeFromPath(url.pathname)
  const service = url.searchParams.get('service') ?? ''
  if (!isSlug(service)) throw redirect(localizePath('/medical-services', locale))
  const clinics = await clinicsForService(database(), service, locale)
  if (clinics.length === 0) notFound(url, 'unmatched')
  const clinic = clinics.find((c) => c.slug === url.searchParams.get('clinic')) ?? clinics[0]!
  const today = DateTime.now().setZone(clinic.timeZone)
  const availability = await getAvailability(database(), {
    serviceSlug: service,
    clinicSlug: clinic.slug,
    from: today.toISODate()!,
    to: today.plus({ days: WINDOW_DAYS - 1 }).toISODate()!,
    locale,
  })
  if (!availability) notFound(url, 'unmatched')
  const requested = availability.days.find((day) => day.date === url.searchParams.get('date'))
  const selected = requested ?? availability.days.find((day) => day.slots.length > 0) ?? availability.days[0]!
  return {
    service: availability.service,
    clinic: availability.clinic,
    clinics: clinics.map(({ slug, name, destination }) => ({ slug, name, destination })),
    days: availability.days.map((day) => ({ date: day.date, open: day.slots.length > 0 })),
    selected,
  }
}

export default function AppointmentNew({ loaderData }: Route.ComponentProps) {
  const { service, clinic, clinics, days, selected } = loaderData
  const t = useTranslations('booking')
  const format = useFormatter()
  const localize = useLocalizePath()
  const money = format.number(service.feeMinor / 100, { style: 'currency', currency: service.currency })
  const dayLabel = (date: string, style: 'short' | 'full') =>
    format.dateTime(new Date(`${date}T12:00:00Z`), style === 'full' ? { dateStyle: 'full', timeZone: 'UTC' } : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageMeta title={t('title')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-lg text-ink-muted">
        {service.name} · {t('duration', { minutes: service.durationMinutes })} · {t('fee', { amount: money })}
      </p>
      <BookingSteps current={1} />

      <section aria-labelledby="clinic-title" className="mt-8">
        <h2 id="clinic-title" className="text-lg font-semibold">{t('clinic')}</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {clinics.map((option) => (
            <li key={option.slug}>
              <Link
                to={localize(stepOneUrl({ service: service.slug, clinic: option.slug }))}
                aria-current={option.slug === clinic.slug ? 'true' : undefined}
                className={`inline-flex rounded-full border px-4 py-2 text-sm ${option.slug === clinic.slug ? 'border-accent bg-accent text-on-accent' : 'border-line bg-surface hover:border-accent'}`}
              >
                {option.name}, {option.destination}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="date-title" className="mt-8">
        <h2 id="date-title" className="text-lg font-semibold">{t('date')}</h2>
        <ul className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-7">
          {days.map((day) => (
            <li key={day.date}>
              <Link
                to={localize(stepOneUrl({ service: service.slug, clinic: clinic.slug, date: day.date }))}
                preventScrollReset
                aria-current={day.date === selected.date ? 'date' : undefined}
                className={`block rounded-xl border px-2 py-2 text-center text-sm ${
                  day.date === selected.date
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

      <section aria-labelledby="hours-title" className="mt-8">
        <h2 id="hours-title" className="text-lg font-semibold">
          {t('hours')} · {dayLabel(selected.date, 'full')}
        </h2>
        <p className="mt-1 text-sm text-ink-muted">{t('clinic_time', { zone: clinic.timeZone })}</p>
        {selected.slots.length === 0 ? (
          <p role="status" className="mt-4 rounded-xl border border-dashed border-line p-6 text-center text-ink-muted">
            {t('no_hours')}
          </p>
        ) : (
          // Keyed by clinic and day: a new list of hours starts fresh with its first hour chosen.
          <Form key={`${clinic.slug}-${selected.date}`} method="get" action={localize('/appointments/new/details')} className="mt-4">
            <input type="hidden" name="service" value={service.slug} />
            <input type="hidden" name="clinic" value={clinic.slug} />
            <fieldset>
              <legend className="sr-only">{t('hours')}</legend>
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-6">
                {selected.slots.map((slot, index) => (
                  <label
                    key={slot.startsAt}
                    className="cursor-pointer rounded-xl border border-line bg-surface px-3 py-2 text-center font-medium has-checked:border-accent has-checked:bg-accent has-checked:text-on-accent has-focus-visible:outline-2 has-focus-visible:outline-focus"
                  >
                    <input type="radio" name="startsAt" value={slot.startsAt} required defaultChecked={index === 0} className="sr-only" />
                    {slot.localTime}
                    <PatientTime startsAt={slot.startsAt} clinicTimeZone={clinic.timeZone} />
                  </label>
                ))}
              </div>
            </fieldset>
            <button type="submit" className={`mt-6 ${buttonStyles.solid}`}>
              {t('continue')}
            </button>
          </Form>
        )}
      </section>
    </div>
  )
}

/** The patient's own clock beside the clinic's, when their time zones differ (known only in the browser). */
function PatientTime({ startsAt, clinicTimeZone }: { startsAt: string; clinicTimeZone: string }) {
  const t = useTranslations('booking')
  const format = useFormatter()
  const hydrated = useHydrated()
  if (!hydrated) return null
  const own = Intl.DateTimeFormat().resolvedOptions().timeZone
  const at = new Date(startsAt)
  const time = (timeZone: string) => format.dateTime(at, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })
  if (time(own) === time(clinicTimeZone)) return null
  return <span className="block text-xs font-normal opacity-80">{t('your_time', { time: time(own) })}</span>
}
