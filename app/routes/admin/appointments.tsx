import { now } from '~/time/clock.server'
import { useState } from 'react'
import { Button, DialogTrigger } from 'react-aria-components'
import { data, useActionData, useLocation } from 'react-router'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { markAppointmentsCompleted, type MarkedCompleted } from '~/booking/mark-appointments-completed.server'
import { untypedTranslator } from '~/http/problem.server'
import { localizePath } from '~/i18n/locales'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { readAppointmentSelection } from '~/staff-console/appointment-selection'
import type { StaffAppointment } from '~/staff-console/appointment-rows.server'
import { csvDownload, selectedAppointmentsCsv } from '~/staff-console/appointments-csv.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { ModalDialog } from '~/ui/modal-dialog'
import { useHydrated } from '~/ui/use-hydrated'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { formatMinorMoney } from '~/i18n/money'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { appointmentStatuses } from '~/patients/treatment-steps'
import { filtersOf } from '~/staff-console/appointment-filters'
import { listStaffAppointments, staffAppointmentsByIds } from '~/staff-console/appointments-query.server'
import { clinicsInScope } from '~/access/clinic-scope.server'
import { localDate } from '~/staff-console/clinic-days'
import { requirePermission } from '~/access/door.server'
import { serviceOptions } from '~/staff-console/filter-options.server'
import { AppointmentStatusBadge } from '~/staff-console/ui/appointment-status-badge'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { FilterForm, FilterInput, SelectField } from '~/staff-console/ui/filter-fields'
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
  return { filters, page, clinics: clinics.map(({ id, name }) => ({ id, name })), services, now: now().toISOString() }
}

/**
 * The list's bulk form: the chosen rows as a CSV file, or marked completed.
 * Marking asks first: the dialog with JavaScript, without it this answer
 * (the chosen appointments, to confirm on the page); then each goes through
 * the single mark's verb, and the list comes back with what was done.
 */
export async function action({ context, url, request }: Route.ActionArgs) {
  const { scope } = await requirePermission(context, url, 'appointments.manage')
  const locale = pageLocale(context)
  const selection = readAppointmentSelection(await requireFormData(request))
  if (!selection.ok) return data({ bulkError: selection.error }, { status: 400 })
  const { intent, appointmentIds } = selection
  if (intent === 'export') {
    const csv = await selectedAppointmentsCsv(database(), scope, appointmentIds, locale)
    return csvDownload(csv, `appointments-selection-${now().toISOString().slice(0, 10)}.csv`)
  }
  if (intent === 'complete') return { confirm: await staffAppointmentsByIds(database(), scope, appointmentIds, locale) }
  const marked = await markAppointmentsCompleted(actionContext(context, locale), { appointmentIds })
  return redirectWithToast(localizePath(`/admin/appointments${url.search}`, locale), {
    title: bulkSummary(marked, untypedTranslator(locale)),
    color: marked.completed.length > 0 ? 'success' : 'warning',
  })
}

/** "3 marked completed, 1 skipped: not started yet". */
function bulkSummary({ completed, skipped }: MarkedCompleted, t: ReturnType<typeof untypedTranslator>) {
  const reasons = new Map<string, number>()
  for (const { reason } of skipped) reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
  return [
    t('console.appointments.bulk.completed', { count: completed.length }),
    ...[...reasons].map(([reason, count]) => t(`console.appointments.bulk.skipped.${reason}`, { count })),
  ].join(', ')
}

export default function ConsoleAppointments({ loaderData: { filters, page, clinics, services, now } }: Route.ComponentProps) {
  const t = useTranslations('console')
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
      <FilterForm
        submit={t('appointments.filter')}
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
      </FilterForm>
      {page.appointments.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{t('appointments.empty')}</p>
      ) : (
        <BulkForm appointments={page.appointments} formAction={`${localize('/admin/appointments')}${search}`} now={now} />
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

const BULK_FORM = 'bulk-appointments'

/** Whether marking it completed will be refused, and why (the server judges again). */
function skipReason(appointment: StaffAppointment, now: string) {
  if (appointment.status !== 'confirmed') return 'closed'
  if (appointment.startsAt > now) return 'not_started'
  return undefined
}

/**
 * The table in a form of its own: a checkbox per row and one for the whole
 * page, then "Export selection" and "Mark completed". A plain form: without
 * JavaScript the browser posts it, the export downloads and marking asks on
 * the next page; with it, marking asks in a dialog first.
 */
function BulkForm({ appointments, formAction, now }: { appointments: StaffAppointment[]; formAction: string; now: string }) {
  const t = useTranslations('console')
  const format = useFormatter()
  const locale = useLocale()
  const hydrated = useHydrated()
  const answer = useActionData<typeof action>()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const all = appointments.length > 0 && appointments.every((appointment) => selected.has(appointment.id))
  const chosen = appointments.filter((appointment) => selected.has(appointment.id))
  const toggle = (id: number, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const bulkError = answer && 'bulkError' in answer ? answer.bulkError : undefined
  const confirm = answer && 'confirm' in answer ? answer.confirm : undefined
  return (
    <>
      {confirm && <ConfirmPanel appointments={confirm} formAction={formAction} now={now} />}
      <form id={BULK_FORM} method="post" action={formAction} aria-labelledby="bulk-heading">
        <CsrfInput />
        {appointments.map((appointment) => (
          <input key={appointment.id} type="hidden" name="pageIds" value={appointment.id} />
        ))}
        <div className="mb-3 flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface px-4 py-3">
          <h2 id="bulk-heading" className="text-sm font-semibold">
            {hydrated ? t('appointments.bulk.selected', { count: selected.size }) : t('appointments.bulk.heading')}
          </h2>
          <div className="ml-auto flex flex-wrap gap-2">
            <button type="submit" name="intent" value="export" className={buttonStyles.outline} disabled={hydrated && selected.size === 0}>
              {t('appointments.bulk.export')}
            </button>
            {hydrated ? (
              <DialogTrigger>
                <Button className={buttonStyles.solid} isDisabled={selected.size === 0}>
                  {t('appointments.bulk.complete')}
                </Button>
                <ModalDialog title={t('appointments.bulk.confirm_title', { count: chosen.length })} size="large">
                  {(close) => (
                    <>
                      <ChosenList appointments={chosen} now={now} />
                      <ConfirmButtons count={chosen.filter((appointment) => !skipReason(appointment, now)).length}>
                        <Button autoFocus className={buttonStyles.outline} onPress={close}>
                          {t('appointments.bulk.keep')}
                        </Button>
                      </ConfirmButtons>
                    </>
                  )}
                </ModalDialog>
              </DialogTrigger>
            ) : (
              <button type="submit" name="intent" value="complete" className={buttonStyles.solid}>
                {t('appointments.bulk.complete')}
              </button>
            )}
          </div>
          {bulkError && (
            <p role="alert" className="w-full text-sm font-medium text-alert">
              {t(bulkError.replace('console.', '') as 'appointments.bulk.none_selected')}
            </p>
          )}
        </div>
        <div className="overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('appointments.title')}</caption>
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <th scope="col" className="w-10 px-4 py-3">
                  <input
                    type="checkbox"
                    name="all"
                    value="page"
                    aria-label={t('appointments.bulk.select_page')}
                    className="size-4 accent-primary-600"
                    checked={all}
                    onChange={(event) => setSelected(event.target.checked ? new Set(appointments.map((appointment) => appointment.id)) : new Set())}
                  />
                </th>
                {(['when', 'patient', 'service', 'clinic', 'fee', 'status'] as const).map((column) => (
                  <th key={column} scope="col" className="px-4 py-3 font-medium">
                    {t(`appointments.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {appointments.map((appointment) => (
                <tr key={appointment.id} className="hover:bg-surface-muted">
                  <td className="px-4 py-3">
                    <input
                      type="checkbox"
                      name="ids"
                      value={appointment.id}
                      aria-label={t('appointments.bulk.select_row', {
                        patient: appointment.patient.name,
                        when: format.dateTime(new Date(appointment.startsAt), {
                          dateStyle: 'medium',
                          timeStyle: 'short',
                          timeZone: appointment.clinic.timeZone,
                        }),
                      })}
                      className="size-4 accent-primary-600"
                      checked={selected.has(appointment.id)}
                      onChange={(event) => toggle(appointment.id, event.target.checked)}
                    />
                  </td>
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
      </form>
    </>
  )
}

/** Which appointments marking will touch, each with its time, and which it will leave and why. */
function ChosenList({ appointments, now }: { appointments: StaffAppointment[]; now: string }) {
  const t = useTranslations('console.appointments.bulk')
  const format = useFormatter()
  return (
    <ul className="mt-4 max-h-80 divide-y divide-line overflow-y-auto rounded-lg border border-line text-sm">
      {appointments.map((appointment) => {
        const skip = skipReason(appointment, now)
        return (
          <li key={appointment.id} className="flex flex-wrap items-baseline gap-x-3 px-3 py-2">
            <span className="font-medium">{appointment.patient.name}</span>
            <span className="text-ink-muted">
              {format.dateTime(new Date(appointment.startsAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: appointment.clinic.timeZone })} ·{' '}
              {appointment.clinic.name}
            </span>
            {skip && <span className="ml-auto font-medium text-amber-800 dark:text-amber-300">{t(`will_skip.${skip}`)}</span>}
          </li>
        )
      })}
    </ul>
  )
}

/** The dialog's and the confirmation panel's last line: what marking does, and the button doing it (none when nothing can be marked). */
function ConfirmButtons({ count, children }: { count: number; children: React.ReactNode }) {
  const t = useTranslations('console.appointments.bulk')
  return (
    <>
      <p className="mt-4 text-sm text-ink-muted">{count === 0 ? t('none_eligible') : t('confirm_hint')}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {children}
        {count > 0 && (
          <button type="submit" form={BULK_FORM} name="intent" value="complete-confirmed" className={buttonStyles.solid}>
            {t('confirm', { count })}
          </button>
        )}
      </div>
    </>
  )
}

/** Without JavaScript, "Mark completed" answers with this on the page: the same question as the dialog. */
function ConfirmPanel({ appointments, formAction, now }: { appointments: StaffAppointment[]; formAction: string; now: string }) {
  const t = useTranslations('console.appointments.bulk')
  const eligible = appointments.filter((appointment) => !skipReason(appointment, now)).length
  return (
    <section aria-labelledby="bulk-confirm-heading" className="mb-6 rounded-xl border border-primary-300 bg-surface p-5 dark:border-primary-800">
      <h2 id="bulk-confirm-heading" className="text-lg font-semibold">
        {t('confirm_title', { count: appointments.length })}
      </h2>
      <ChosenList appointments={appointments} now={now} />
      <form method="post" action={formAction}>
        <CsrfInput />
        {appointments.map((appointment) => (
          <input key={appointment.id} type="hidden" name="ids" value={appointment.id} />
        ))}
        <p className="mt-4 text-sm text-ink-muted">{eligible === 0 ? t('none_eligible') : t('confirm_hint')}</p>
        <div className="mt-4 flex flex-wrap justify-end gap-3">
          <a href={formAction} className={buttonStyles.outline}>
            {t('keep')}
          </a>
          {eligible > 0 && (
            <button type="submit" name="intent" value="complete-confirmed" className={buttonStyles.solid}>
              {t('confirm', { count: eligible })}
            </button>
          )}
        </div>
      </form>
    </section>
  )
}
