import { now } from '~/time/clock.server'
import { useFormatter, useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { notFound } from '~/errors/not-found'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { parseId } from '~/http/params'
import { clinicCalendar } from '~/staff-console/appointments-query.server'
import { isLocalDate, localDate } from '~/staff-console/clinic-days'
import { clinicsInScope } from '~/access/clinic-scope.server'
import { requirePermission } from '~/access/door.server'
import { AppointmentStatusBadge } from '~/staff-console/ui/appointment-status-badge'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { FilterForm, FilterInput, SelectField } from '~/staff-console/ui/filter-fields'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/appointments-calendar'

export async function loader({ context, url }: Route.LoaderArgs) {
  const { scope } = await requirePermission(context, url, 'appointments.view')
  const clinics = await clinicsInScope(database(), scope)
  if (clinics.length === 0) return { clinics: [], calendar: null, view: 'week' as const, date: '' }
  const clinic = clinics.find((candidate) => candidate.id === parseId(url.searchParams.get('clinic'))) ?? clinics[0]!
  const asked = url.searchParams.get('date') ?? ''
  const date = isLocalDate(asked) ? asked : localDate(now(), clinic.timeZone)
  const view = url.searchParams.get('view') === 'day' ? ('day' as const) : ('week' as const)
  const calendar = await clinicCalendar(database(), scope, { clinicId: clinic.id, date, span: view }, pageLocale(context))
  if (!calendar) notFound(url, 'unmatched')
  return { clinics: clinics.map(({ id, name }) => ({ id, name })), calendar, view, date }
}

/** The same view moved by `days` (a week back or forward, or a day). */
const shifted = (date: string, days: number) => new Date(Date.parse(`${date}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

export default function ConsoleCalendar({ loaderData: { clinics, calendar, view, date } }: Route.ComponentProps) {
  const t = useTranslations('console.appointments')
  const format = useFormatter()
  if (!calendar) return <p className="text-ink-muted">{t('no_clinics')}</p>
  const step = view === 'day' ? 1 : 7
  const link = (target: string) => `/admin/appointments/calendar?clinic=${calendar.clinic.id}&view=${view}&date=${target}`
  return (
    <>
      <PageMeta title={t('calendar')} />
      <ConsolePageHeader
        title={t('calendar_title', { clinic: calendar.clinic.name })}
        lead={t('calendar_lead', { timeZone: calendar.clinic.timeZone })}
        actions={
          <LocalizedLink to="/admin/appointments" className={buttonStyles.outline}>
            {t('list')}
          </LocalizedLink>
        }
      />
      <FilterForm
        submit={t('show')}
        className="mb-4 grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
      >
        <SelectField
          name="clinic"
          label={t('clinic')}
          value={String(calendar.clinic.id)}
          options={clinics.map((c) => ({ value: String(c.id), label: c.name }))}
        />
        <SelectField
          name="view"
          label={t('view')}
          value={view}
          options={[
            { value: 'week', label: t('week') },
            { value: 'day', label: t('day') },
          ]}
        />
        <FilterInput name="date" label={t('date')} value={date} type="date" />
      </FilterForm>
      <nav aria-label={t('calendar_pages')} className="mb-4 flex justify-between">
        {/* `[` and `]` follow these links (the console's shortcuts, console-shortcuts.tsx). */}
        <LocalizedLink to={link(shifted(date, -step))} aria-keyshortcuts="[" className="text-accent-strong underline">
          {view === 'day' ? t('previous_day') : t('previous_week')}
        </LocalizedLink>
        <LocalizedLink to={link(shifted(date, step))} aria-keyshortcuts="]" className="text-accent-strong underline">
          {view === 'day' ? t('next_day') : t('next_week')}
        </LocalizedLink>
      </nav>
      <div className={`grid gap-3 ${view === 'week' ? 'sm:grid-cols-2 lg:grid-cols-4 xl:grid-cols-7' : ''}`}>
        {calendar.days.map((day) => (
          <section key={day.date} aria-labelledby={`day-${day.date}`} className="rounded-xl border border-line bg-surface p-3">
            <h2 id={`day-${day.date}`} className="mb-2 text-sm font-semibold">
              {format.dateTime(new Date(`${day.date}T12:00:00Z`), { weekday: 'long', day: 'numeric', month: 'short', timeZone: 'UTC' })}
            </h2>
            {day.appointments.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('no_appointments')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {day.appointments.map((appointment) => (
                  <li key={appointment.id}>
                    <LocalizedLink
                      to={`/admin/appointments/${appointment.id}`}
                      className="block rounded-lg border border-line p-2 text-sm hover:bg-surface-muted"
                    >
                      <time dateTime={appointment.startsAt} className="font-mono tabular-nums">
                        {format.dateTime(new Date(appointment.startsAt), {
                          hour: '2-digit',
                          minute: '2-digit',
                          hourCycle: 'h23',
                          timeZone: calendar.clinic.timeZone,
                        })}
                      </time>{' '}
                      <span className="font-medium">{appointment.patient.name}</span>
                      <span className="block text-ink-muted">{appointment.service.name}</span>
                      <AppointmentStatusBadge status={appointment.status} />
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    </>
  )
}
