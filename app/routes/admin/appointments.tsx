import { now } from '~/time/clock.server'
import { Form, useLocation } from 'react-router'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { formatMinorMoney } from '~/i18n/money'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { appointmentStatuses } from '~/patients/treatment-steps'
import { filtersOf } from '~/staff-console/appointment-filters'
import { listStaffAppointments } from '~/staff-console/appointments-query.server'
import { clinicsInScope } from '~/access/clinic-scope.server'
import { localDate } from '~/staff-console/clinic-days'
import { requirePermission } from '~/access/door.server'
import { serviceOptions } from '~/staff-console/filter-options.server'
import { AppointmentStatusBadge } from '~/staff-console/ui/appointment-status-badge'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { FilterInput, SelectField } from '~/staff-console/ui/filter-fields'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/appointments'

/** Today's date in the clinic whose day started last (time zones differ), so no clinic's today is cut off. */
function earliestToday(clinics: { timeZone: string }[]) {
  const today = now()
  return clinics
    .map((clinic) => localDate(today, clinic.timeZone))
    .reduce((earliest, day) => (day < earliest ? day : earliest), localDate(today, 'UTC'))
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const { scope } = await requirePermission(context, url, 'appointments.view')
  const locale = pageLocale(context)
  const clinics = await clinicsInScope(database(), scope)
  // A first visit (no query at all) starts at today, the day's work; clearing the field shows the past too.
  const filters = url.search === '' ? { from: earliestToday(clinics) } : filtersOf(url)
  const after = url.searchParams.get('after') ?? undefined
  const [page, services] = await Promise.all([
    listStaffAppointments(database(), scope, { filters, after: after && after.length <= 200 ? after : undefined }, locale),
    serviceOptions(database(), locale),
  ])
  return { filters, page, clinics: clinics.map(({ id, name }) => ({ id, name })), services }
}

export default function ConsoleAppointments({ loaderData: { filters, page, clinics, services } }: Route.ComponentProps) {
  const t = useTranslations('console')
  const format = useFormatter()
  const locale = useLocale()
  const { search } = useLocation()
  const localize = useLocalizePath()
  const params = new URLSearchParams(search)
  params.delete('after')
  const next = new URLSearchParams(params)
  if (page.nextCursor) next.set('after', page.nextCursor)
  const any = { value: '', label: t('appointments.any') }
  return (
    <>
      <PageMeta title={t('appointments.title')} />
      <ConsolePageHeader
        title={t('appointments.title')}
        lead={t('appointments.lead')}
        actions={
          <>
            <LocalizedLink to="/admin/appointments/calendar" className={buttonStyles.outline}>
              {t('appointments.calendar')}
            </LocalizedLink>
            <a href={`${localize('/admin/appointments/export.csv')}?${params}`} className={buttonStyles.outline} download>
              {t('appointments.export')}
            </a>
          </>
        }
      />
      <Form
        method="get"
        className="mb-6 grid gap-4 rounded-xl border border-line bg-surface p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-[repeat(6,minmax(0,1fr))_auto] xl:items-end"
      >
        <SelectField
          name="clinicId"
          label={t('appointments.clinic')}
          value={String(filters.clinicId ?? '')}
          options={[any, ...clinics.map((c) => ({ value: String(c.id), label: c.name }))]}
        />
        <SelectField
          name="serviceId"
          label={t('appointments.service')}
          value={String(filters.serviceId ?? '')}
          options={[any, ...services.map((s) => ({ value: String(s.id), label: s.name }))]}
        />
        <SelectField
          name="status"
          label={t('appointments.status')}
          value={filters.status ?? ''}
          options={[any, ...appointmentStatuses.map((status) => ({ value: status, label: t(`appointment_status.${status}`) }))]}
        />
        <FilterInput name="from" label={t('appointments.from')} value={filters.from ?? ''} type="date" />
        <FilterInput name="to" label={t('appointments.to')} value={filters.to ?? ''} type="date" />
        <FilterInput name="patient" label={t('appointments.patient')} value={filters.patient ?? ''} maxLength={100} />
        <button type="submit" className={buttonStyles.outline}>
          {t('appointments.filter')}
        </button>
      </Form>
      {page.appointments.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{t('appointments.empty')}</p>
      ) : (
        <div className="overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('appointments.title')}</caption>
            <thead className="border-b border-line text-ink-muted">
              <tr>
                {(['when', 'patient', 'service', 'clinic', 'fee', 'status'] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-medium">
                    {t(`appointments.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {page.appointments.map((appointment) => (
                <tr key={appointment.id} className="hover:bg-surface-muted">
                  <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                    <LocalizedLink to={`/admin/appointments/${appointment.id}`} className="font-medium text-accent-strong underline">
                      {format.dateTime(new Date(appointment.startsAt), {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                        timeZone: appointment.clinic.timeZone,
                      })}
                    </LocalizedLink>
                  </td>
                  <td className="px-4 py-3">
                    <span className="block font-medium">{appointment.patient.name}</span>
                    <span className="block text-ink-muted">{appointment.patient.email}</span>
                  </td>
                  <td className="px-4 py-3">{appointment.service.name}</td>
                  <td className="px-4 py-3">{appointment.clinic.name}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {appointment.amountMinor !== null && appointment.currency
                      ? formatMinorMoney(appointment.amountMinor, appointment.currency, locale)
                      : '—'}
                  </td>
                  <td className="px-4 py-3">
                    <AppointmentStatusBadge status={appointment.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {page.nextCursor && (
        <p className="mt-6 text-right">
          <a href={`?${next}`} className={buttonStyles.outline} rel="next">
            {t('pager.next')}
          </a>
        </p>
      )}
    </>
  )
}
