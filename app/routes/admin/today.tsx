import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { formatMinorMoney } from '~/i18n/money'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { requirePermission } from '~/access/door.server'
import type { StaffAppointment } from '~/staff-console/appointment-rows.server'
import type { CalendarDay } from '~/staff-console/appointments-query.server'
import { todayOverview, type ClinicToday } from '~/staff-console/today.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { AppointmentStatusBadge } from '~/staff-console/ui/appointment-status-badge'
import type { Route } from './+types/today'

export async function loader({ context, url }: Route.LoaderArgs) {
  const { scope } = await requirePermission(context, url, 'console.open')
  return todayOverview(database(), scope, pageLocale(context))
}

export default function ConsoleToday({ loaderData: { clinics, newContactMessages } }: Route.ComponentProps) {
  const t = useTranslations('console.today')
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      {newContactMessages !== null && (
        <LocalizedLink
          to="/admin/inbox?status=new"
          className="mb-6 inline-flex items-center gap-2 rounded-lg border border-line bg-surface px-4 py-3 text-sm font-medium hover:bg-surface-muted"
        >
          {t('new_messages', { count: newContactMessages })}
        </LocalizedLink>
      )}
      {clinics.length === 0 ? (
        <p className="text-ink-muted">{t('no_clinics')}</p>
      ) : (
        <div className="grid gap-6 xl:grid-cols-2">
          {clinics.map((clinic) => (
            <ClinicCard key={clinic.clinic.id} overview={clinic} />
          ))}
        </div>
      )}
    </>
  )
}

function ClinicCard({ overview }: { overview: ClinicToday }) {
  const t = useTranslations('console.today')
  const locale = useLocale()
  const { clinic, week } = overview
  return (
    <section aria-labelledby={`clinic-${clinic.id}`} className="rounded-xl border border-line bg-surface p-5">
      <h2 id={`clinic-${clinic.id}`} className="text-lg font-semibold">
        {clinic.name}
      </h2>
      <p className="text-sm text-ink-muted">{clinic.timeZone}</p>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-lg bg-surface-muted p-3">
          <dt className="text-ink-muted">{t('week_bookings')}</dt>
          <dd className="text-xl font-semibold">{week.bookings}</dd>
        </div>
        <div className="rounded-lg bg-surface-muted p-3">
          <dt className="text-ink-muted">{t('week_revenue')}</dt>
          <dd className="text-xl font-semibold">
            {week.revenue.length === 0
              ? '—'
              : week.revenue.map((sum) => (
                  <span key={sum.currency} className="block">
                    {formatMinorMoney(sum.amountMinor, sum.currency, locale)}
                  </span>
                ))}
          </dd>
        </div>
      </dl>
      {overview.today.appointments.length + overview.tomorrow.appointments.length === 0 ? (
        <p className="mt-4 text-sm text-ink-muted">{t('quiet')}</p>
      ) : (
        <>
          <DayList heading={t('today')} day={overview.today} timeZone={clinic.timeZone} />
          <DayList heading={t('tomorrow')} day={overview.tomorrow} timeZone={clinic.timeZone} />
        </>
      )}
      {overview.expiringHolds.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold">{t('expiring_holds')}</h3>
          <AppointmentLines appointments={overview.expiringHolds} timeZone={clinic.timeZone} />
        </>
      )}
    </section>
  )
}

function DayList({ heading, day, timeZone }: { heading: string; day: CalendarDay; timeZone: string }) {
  const t = useTranslations('console.today')
  const format = useFormatter()
  return (
    <>
      <h3 className="mt-5 text-sm font-semibold">
        {heading} · {format.dateTime(new Date(`${day.date}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' })}
      </h3>
      {day.appointments.length === 0 ? (
        <p className="mt-1 text-sm text-ink-muted">{t('none')}</p>
      ) : (
        <AppointmentLines appointments={day.appointments} timeZone={timeZone} />
      )}
    </>
  )
}

function AppointmentLines({ appointments, timeZone }: { appointments: StaffAppointment[]; timeZone: string }) {
  const format = useFormatter()
  return (
    <ul className="mt-2 divide-y divide-line rounded-lg border border-line">
      {appointments.map((appointment) => (
        <li key={appointment.id}>
          <LocalizedLink
            to={`/admin/appointments/${appointment.id}`}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 text-sm hover:bg-surface-muted"
          >
            <time dateTime={appointment.startsAt} className="w-12 font-mono tabular-nums">
              {format.dateTime(new Date(appointment.startsAt), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone })}
            </time>
            <span className="min-w-0 flex-1 truncate font-medium">{appointment.patient.name}</span>
            <span className="text-ink-muted">{appointment.service.name}</span>
            <AppointmentStatusBadge status={appointment.status} />
          </LocalizedLink>
        </li>
      ))}
    </ul>
  )
}
