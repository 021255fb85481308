import { now } from '~/time/clock.server'
import { DateTime } from 'luxon'
import { Form, redirect, useNavigation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { z } from 'zod'
import { requireSession } from '~/accounts/session-middleware.server'
import { bookingWindow } from '~/booking/availability.server'
import { bookingNoticeOf, type BookingNotice as Notice } from '~/booking/booking-url'
import { loadBookedAppointment } from '~/booking/appointment.server'
import { rescheduleAppointment } from '~/booking/reschedule.server'
import { BookingNotice } from '~/booking/ui/booking-notice'
import { DayStrip, HourSection } from '~/booking/ui/slot-chooser'
import { database } from '~/db/db.server'
import { refusalMessage, type RefusalCode } from '~/errors/outcomes'
import { actionContext } from '~/accounts/action-context.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { untypedTranslator } from '~/http/problem.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { parseId } from '~/http/params'
import type { Route } from './+types/account-appointment-reschedule'

/** The patient's own confirmed, upcoming assessment; anything else is simply not found. */
async function reschedulable(context: Route.LoaderArgs['context'], url: URL, id: string) {
  const session = requireSession(context, url)
  const appointmentId = parseId(id)
  invariantParam(appointmentId, url)
  const appointment = await loadBookedAppointment(database(), appointmentId, session.user.id, pageLocale(context))
  if (!appointment || appointment.status !== 'confirmed' || new Date(appointment.startsAt) <= now()) notFound(url, 'unmatched')
  return { session, appointment }
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { appointment } = await reschedulable(context, url, params.id)
  const booking = await bookingWindow(database(), {
    serviceSlug: appointment.serviceSlug,
    clinicSlug: appointment.clinicSlug,
    timeZone: appointment.timeZone,
    locale: pageLocale(context),
    requestedDate: url.searchParams.get('date'),
  })
  if (!booking) notFound(url, 'unmatched')
  // The current hour is not a choice: it is already theirs.
  const slots = booking.selected.slots.filter((slot) => slot.startsAt !== appointment.startsAt)
  return {
    appointment: {
      id: appointment.id,
      startsAt: appointment.startsAt,
      serviceName: appointment.serviceName,
      clinicName: appointment.clinicName,
      destination: appointment.destination,
    },
    clinic: booking.clinic,
    days: booking.days,
    selected: { date: booking.selected.date, slots },
    // Sent back here because the hour was just taken (or is gone, or is theirs already): said in place.
    notice: bookingNoticeOf(url),
  }
}

const RescheduleSchema = z.object({ startsAt: z.iso.datetime() })

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { session, appointment } = await reschedulable(context, url, params.id)
  const locale = pageLocale(context)
  const t = serverTranslator(locale)
  const account = `${localizePath('/account', locale)}#appointments`
  const parsed = RescheduleSchema.safeParse(Object.fromEntries(await requireFormData(request)))
  if (!parsed.success) return redirectWithToast(url.pathname + url.search, { title: t('booking.choose_hour'), color: 'warning' })
  const { startsAt } = parsed.data
  const moved = await rescheduleAppointment(actionContext(context, locale), { userId: session.user.id, appointmentId: appointment.id, startsAt })
  if (moved.ok) {
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: moved.appointment.timeZone }).format(
      new Date(moved.appointment.startsAt),
    )
    return redirectWithToast(account, { title: t('account.rescheduled', { when }), color: 'success' })
  }
  const notice = RESCHEDULE_NOTICES[moved.code]
  if (!notice) {
    // Changed by someone at the same moment (nothing moved) is said as such; anything else can no longer be moved.
    const title = moved.code === 'write_conflict' ? untypedTranslator(locale)(refusalMessage(moved).key) : t('account.not_reschedulable')
    return redirectWithToast(account, { title, color: 'warning' })
  }
  // Taken or gone meanwhile: the same day again (as the clinic counts days), with its hours refreshed.
  const date = DateTime.fromISO(startsAt, { zone: appointment.timeZone }).toISODate()!
  return redirect(`${url.pathname}?${new URLSearchParams({ date, notice })}`)
}

/** The refusals this page says in place, on the day's hours; any other sends the patient back to their appointments. */
const RESCHEDULE_NOTICES: Partial<Record<RefusalCode, Notice>> = {
  slot_taken: 'taken',
  reschedule_unchanged: 'unchanged',
  slot_not_offered: 'not_offered',
}

export default function RescheduleAppointment({ loaderData: { appointment, clinic, days, selected, notice } }: Route.ComponentProps) {
  const t = useTranslations('account')
  const booking = useTranslations('booking')
  const format = useFormatter()
  const navigation = useNavigation()
  const noticeMessage = (shown: Notice) =>
    shown === 'taken' ? t('reschedule_taken') : shown === 'unchanged' ? t('reschedule_unchanged') : booking('not_offered')
  const current = format.dateTime(new Date(appointment.startsAt), { dateStyle: 'full', timeStyle: 'short', timeZone: clinic.timeZone })
  return (
    <div>
      <PageMeta title={t('reschedule_title')} />
      <LocalizedLink to="/account#appointments" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('back')}
      </LocalizedLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('reschedule_title')}</h1>
      <p className="mt-2 text-ink-muted">
        {booking('summary', { service: appointment.serviceName, clinic: appointment.clinicName, destination: appointment.destination })}
      </p>
      <p className="mt-1">{t('reschedule_current', { when: current })}</p>
      <p className="mt-1 text-sm text-ink-muted">{t('reschedule_lead')}</p>
      {notice && <BookingNotice message={noticeMessage(notice)} />}
      <DayStrip days={days} selected={selected.date} hrefFor={(date) => `?date=${date}`} />
      <HourSection
        date={selected.date}
        slots={selected.slots}
        clinicTimeZone={clinic.timeZone}
        form={(hours) => (
          <Form key={selected.date} method="post" className="mt-4">
            <CsrfInput />
            {hours}
            <button type="submit" className={`mt-6 ${buttonStyles.solid}`} disabled={navigation.state === 'submitting'}>
              {t('reschedule_confirm')}
            </button>
          </Form>
        )}
      />
    </div>
  )
}
