import { Form, Link, redirect } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import { bookingWindow, clinicsForService } from '~/booking/availability.server'
import { bookingNoticeOf, stepOneUrl } from '~/booking/booking-url'
import { BookingNotice } from '~/booking/ui/booking-notice'
import { BookingSteps } from '~/booking/ui/booking-steps'
import { DayStrip, HourSection } from '~/booking/ui/slot-chooser'
import { isSlug } from '~/http/params'
import { database } from '~/db/db.server'
import { notFound } from '~/errors/not-found'
import { localizePath } from '~/i18n/locales'
import { formatMinorMoney } from '~/i18n/money'
import { useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { buttonStyles } from '~/ui/button-styles'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/appointment-new'

/** Step 1: the clinic, the day and the hour (open to visitors; works without JavaScript). */
export async function loader({ url, context }: Route.LoaderArgs) {
  const locale = pageLocale(context)
  const service = url.searchParams.get('service') ?? ''
  if (!isSlug(service)) throw redirect(localizePath('/medical-services', locale))
  const clinics = await clinicsForService(database(), service, locale)
  if (clinics.length === 0) notFound(url, 'unmatched')
  const clinic = clinics.find((c) => c.slug === url.searchParams.get('clinic')) ?? clinics[0]!
  const booking = await bookingWindow(database(), {
    serviceSlug: service,
    clinicSlug: clinic.slug,
    timeZone: clinic.timeZone,
    locale,
    requestedDate: url.searchParams.get('date'),
  })
  if (!booking) notFound(url, 'unmatched')
  return {
    ...booking,
    clinics: clinics.map(({ slug, name, destination }) => ({ slug, name, destination })),
    // Sent back here from step 2 (the hour was just taken…): said on this page, clinic and day kept.
    notice: bookingNoticeOf(url),
  }
}

export default function AppointmentNew({ loaderData }: Route.ComponentProps) {
  const { service, clinic, clinics, days, selected, notice } = loaderData
  const t = useTranslations('booking')
  const localize = useLocalizePath()
  const money = formatMinorMoney(service.feeMinor, service.currency, useLocale())
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageMeta title={t('title')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-lg text-ink-muted">
        {service.name} · {t('duration', { minutes: service.durationMinutes })} · {t('fee', { amount: money })}
      </p>
      <BookingSteps current={1} />
      {notice && notice !== 'unchanged' && <BookingNotice message={t(notice)} />}

      <section aria-labelledby="clinic-title" className="mt-8">
        <h2 id="clinic-title" className="text-lg font-semibold">
          {t('clinic')}
        </h2>
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

      <DayStrip days={days} selected={selected.date} hrefFor={(date) => localize(stepOneUrl({ service: service.slug, clinic: clinic.slug, date }))} />
      <HourSection
        date={selected.date}
        slots={selected.slots}
        clinicTimeZone={clinic.timeZone}
        form={(hours) => (
          // Keyed by clinic and day: a new list of hours starts fresh with its first hour chosen.
          <Form key={`${clinic.slug}-${selected.date}`} method="get" action={localize('/appointments/new/details')} className="mt-4">
            <input type="hidden" name="service" value={service.slug} />
            <input type="hidden" name="clinic" value={clinic.slug} />
            {hours}
            <button type="submit" className={`mt-6 ${buttonStyles.solid}`}>
              {t('continue')}
            </button>
          </Form>
        )}
      />
    </div>
  )
}
