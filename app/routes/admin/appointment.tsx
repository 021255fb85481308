import { data, Form, useActionData, useNavigation } from 'react-router'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { requirePermission } from '~/access/door.server'
import type { Permission } from '~/access/permissions'
import { actionContext } from '~/accounts/action-context.server'
import { addAppointmentNote } from '~/booking/add-appointment-note.server'
import type { AppointmentNote } from '~/booking/appointment-notes.server'
import { recordAppointmentOutcome } from '~/booking/record-appointment-outcome.server'
import { staffCancelAppointment } from '~/booking/staff-cancel-appointment.server'
import { staffMoveAppointment } from '~/booking/staff-move-appointment.server'
import { database } from '~/db/db.server'
import { refuse, refusalMessage, refusalStatus } from '~/errors/outcomes'
import { invariantParam, notFound } from '~/errors/not-found'
import { FieldError } from '~/forms/field-error'
import { messageKey } from '~/forms/form-result.server'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { formatMinorMoney, minorUnitsPerUnit } from '~/i18n/money'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { appointmentDetail } from '~/staff-console/appointment-detail.server'
import { AppointmentActionSchema, refundCurrency, toMinorUnits } from '~/staff-console/appointment-forms'
import { appointmentPage } from '~/staff-console/appointment-page.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { AppointmentStatusBadge } from '~/staff-console/ui/appointment-status-badge'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { now } from '~/time/clock.server'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/appointment'

/** The appointment the address names, behind the door of `permission`; another clinic's is simply not found for clinic staff. */
async function appointmentAddress({ context, url, params }: Pick<Route.LoaderArgs, 'context' | 'url' | 'params'>, permission: Permission) {
  const { scope } = await requirePermission(context, url, permission)
  const id = parseId(params.id)
  invariantParam(id, url)
  return { scope, id }
}

export async function loader(args: Route.LoaderArgs) {
  const { scope, id } = await appointmentAddress(args, 'appointments.view')
  const page = await appointmentPage(database(), scope, id, pageLocale(args.context), now())
  if (!page) notFound(args.url, 'unmatched')
  return page
}

export async function action(args: Route.ActionArgs) {
  const { scope, id } = await appointmentAddress(args, 'appointments.manage')
  const { context, request, url } = args
  const appointment = await appointmentDetail(database(), scope, id, pageLocale(context))
  if (!appointment) notFound(url, 'unmatched')
  const acting = actionContext(context, pageLocale(context))
  const back = backToPage(context, `/admin/appointments/${appointment.id}`)
  const parsed = AppointmentActionSchema.safeParse(Object.fromEntries(await requireFormData(request)))
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    if (issue?.path[0] === 'refund') return data({ refundError: issue.message }, { status: 400 })
    if (issue?.path[0] === 'note') return data({ noteError: issue.message }, { status: 400 })
    if (issue?.path[0] === 'startsAt') return back.refused(refuse('slot_not_offered'))
    return back.refused(refuse('appointment_not_found'))
  }
  const form = parsed.data
  const appointmentId = appointment.id
  switch (form.intent) {
    case 'note': {
      const added = await addAppointmentNote(acting, { appointmentId, body: form.note })
      return added.ok ? back.done('console.appointments.note_added') : back.refused(added)
    }
    case 'move': {
      const moved = await staffMoveAppointment(acting, { appointmentId, startsAt: form.startsAt })
      return moved.ok ? backToPage(context, `/admin/appointments/${moved.newId}`).done('console.appointments.moved') : back.refused(moved)
    }
    case 'cancel': {
      const currency = refundCurrency(appointment)
      const refundMinor = form.refund === undefined ? undefined : toMinorUnits(form.refund, minorUnitsPerUnit(currency))
      const cancelled = await staffCancelAppointment(acting, { appointmentId, refundMinor })
      if (!cancelled.ok && cancelled.field === 'refund') {
        const { key, values } = refusalMessage(cancelled)
        const refundError = messageKey(key, values && { max: formatMinorMoney(Number(values.max), currency, acting.locale) })
        return data({ refundError }, { status: refusalStatus(cancelled) })
      }
      if (!cancelled.ok) return back.refused(cancelled)
      return back.done(cancelled.refundedMinor > 0 ? 'console.appointments.cancelled_refund' : 'console.appointments.cancelled', {
        amount: cancelled.currency ? formatMinorMoney(cancelled.refundedMinor, cancelled.currency, acting.locale) : '',
      })
    }
    default: {
      const recorded = await recordAppointmentOutcome(acting, { appointmentId, outcome: form.intent === 'complete' ? 'completed' : 'no_show' })
      return recorded.ok ? back.done(`console.appointments.marked.${form.intent}`) : back.refused(recorded)
    }
  }
}

export default function ConsoleAppointment({ loaderData: { appointment, audit, can, moveDays, notes } }: Route.ComponentProps) {
  const t = useTranslations('console.appointments')
  const tc = useTranslations('console')
  const format = useFormatter()
  const locale = useLocale()
  const inClinic = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'full', timeStyle: 'short', timeZone: appointment.clinic.timeZone })
  const money = (minor: number, currency: string) => formatMinorMoney(minor, currency, locale)
  const row = (label: string, value: React.ReactNode) => (
    <div className="grid grid-cols-[10rem_1fr] gap-2 py-1.5">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  )
  return (
    <>
      <PageMeta title={t('detail_title', { patient: appointment.patient.name })} />
      <p className="mb-2 text-sm">
        <LocalizedLink to="/admin/appointments" className="text-accent-strong underline">
          {t('back')}
        </LocalizedLink>
      </p>
      <ConsolePageHeader
        title={t('detail_title', { patient: appointment.patient.name })}
        lead={`${appointment.service.name} · ${appointment.clinic.name}`}
        actions={<AppointmentStatusBadge status={appointment.status} />}
      />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <ConsoleCard title={t('when')} id="when-heading">
            <dl className="text-sm">
              {row(t('clinic_time', { timeZone: appointment.clinic.timeZone }), inClinic(appointment.startsAt))}
              {row(t('utc_time'), format.dateTime(new Date(appointment.startsAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }))}
              {row(t('clinic'), `${appointment.clinic.name} · ${appointment.clinic.address}`)}
              {appointment.specialist && row(t('specialist'), appointment.specialist.name)}
            </dl>
          </ConsoleCard>
          <ConsoleCard title={t('patient_heading')} id="patient-heading">
            <dl className="text-sm">
              {row(t('name'), appointment.patient.name)}
              {row(
                t('email'),
                <a href={`mailto:${appointment.patient.email}`} className="text-accent-strong underline">
                  {appointment.patient.email}
                </a>,
              )}
              {appointment.patient.phone && row(t('phone'), appointment.patient.phone)}
              {appointment.patient.condition && row(t('condition'), appointment.patient.condition)}
              {row(t('language'), tc(`language_names.${appointment.patient.locale === 'es' ? 'es' : 'en'}`))}
            </dl>
          </ConsoleCard>
          <ConsoleCard title={t('payment')} id="payment-heading">
            {appointment.payment ? (
              <dl className="text-sm">
                {row(t('amount'), money(appointment.payment.amountMinor, appointment.payment.currency))}
                {row(t('provider'), t(`providers.${appointment.payment.provider}`))}
                {row(t('reference'), <code className="break-all">{appointment.payment.reference}</code>)}
                {appointment.payment.paidAt && row(t('paid_at'), inClinic(appointment.payment.paidAt))}
                {row(
                  t('refunded'),
                  appointment.payment.refundedMinor > 0 ? money(appointment.payment.refundedMinor, appointment.payment.currency) : t('no_refund'),
                )}
              </dl>
            ) : (
              <p className="text-sm text-ink-muted">{t('no_payment')}</p>
            )}
          </ConsoleCard>
          <ConsoleCard title={t('history')} id="history-heading">
            <ol className="flex flex-col gap-2 text-sm">
              <li>{t('booked', { at: inClinic(appointment.timestamps.createdAt) })}</li>
              {appointment.history.length > 1 &&
                appointment.history.map((step) => (
                  <li key={`step-${step.id}`}>
                    {t('history_step', { at: inClinic(step.startsAt) })} <AppointmentStatusBadge status={step.status} />
                  </li>
                ))}
              {audit.map((entry) => (
                <li key={entry.id}>
                  {t('audit_entry', { at: inClinic(entry.at), actor: entry.actor ?? '—' })} <code>{entry.action}</code>
                </li>
              ))}
            </ol>
          </ConsoleCard>
        </div>
        <div className="flex flex-col gap-6">
          {can.close && (
            <ConsoleCard title={t('outcome')} id="outcome-heading">
              <p className="mb-3 text-sm text-ink-muted">{t('outcome_hint')}</p>
              <Form method="post" className="flex flex-wrap gap-3">
                <CsrfInput />
                <button type="submit" name="intent" value="complete" className={buttonStyles.solid}>
                  {t('mark_completed')}
                </button>
                <button type="submit" name="intent" value="no_show" className={buttonStyles.outline}>
                  {t('mark_no_show')}
                </button>
              </Form>
            </ConsoleCard>
          )}
          {moveDays.length > 0 && <MoveCard days={moveDays} timeZone={appointment.clinic.timeZone} />}
          {can.cancel && (
            <CancelCard
              paidMinor={appointment.payment && appointment.status === 'confirmed' ? appointment.payment.amountMinor : 0}
              currency={refundCurrency(appointment)}
            />
          )}
          {!can.close && !can.cancel && (
            <ConsoleCard>
              <p className="text-sm text-ink-muted">{t('nothing_to_do')}</p>
            </ConsoleCard>
          )}
          <NotesCard notes={notes} timeZone={appointment.clinic.timeZone} />
        </div>
      </div>
    </>
  )
}

function CancelCard({ paidMinor, currency }: { paidMinor: number; currency: string }) {
  const t = useTranslations('console.appointments')
  const locale = useLocale()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const refundError = answer && 'refundError' in answer ? answer.refundError : undefined
  const full = (paidMinor / minorUnitsPerUnit(currency)).toFixed(minorUnitsPerUnit(currency) === 1 ? 0 : 2)
  return (
    <ConsoleCard title={t('cancel')} id="cancel-heading">
      <p className="mb-3 text-sm text-ink-muted">{t('cancel_hint')}</p>
      <Form method="post" className="flex flex-col gap-3">
        <CsrfInput />
        {paidMinor > 0 ? (
          <div>
            <label htmlFor="refund" className="text-sm font-medium">
              {t('refund_label', { currency })}
            </label>
            <input
              id="refund"
              name="refund"
              inputMode="decimal"
              defaultValue={full}
              aria-invalid={refundError ? true : undefined}
              aria-describedby={`refund-hint${refundError ? ' refund-error' : ''}`}
              className="mt-1 block w-40 rounded-lg border border-line bg-surface px-3 py-2 text-ink aria-invalid:border-alert"
            />
            <p id="refund-hint" className="mt-1 text-xs text-ink-muted">
              {t('refund_hint', { paid: formatMinorMoney(paidMinor, currency, locale) })}
            </p>
            <FieldError id="refund-error" errors={refundError ? [refundError] : undefined} />
          </div>
        ) : (
          <input type="hidden" name="refund" value="" />
        )}
        <button
          type="submit"
          name="intent"
          value="cancel"
          className={`${buttonStyles.danger} self-start`}
          disabled={navigation.state === 'submitting'}
        >
          {t('cancel_submit')}
        </button>
      </Form>
    </ConsoleCard>
  )
}

function MoveCard({ days, timeZone }: { days: { date: string; hours: { startsAt: string; localTime: string }[] }[]; timeZone: string }) {
  const t = useTranslations('console.appointments')
  const format = useFormatter()
  const navigation = useNavigation()
  return (
    <ConsoleCard title={t('move')} id="move-heading">
      <p className="mb-3 text-sm text-ink-muted">{t('move_hint', { timeZone })}</p>
      <Form method="post" className="flex flex-col gap-3">
        <CsrfInput />
        <label htmlFor="move-to" className="text-sm font-medium">
          {t('move_to')}
        </label>
        <select id="move-to" name="startsAt" className="block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink">
          {days.map((day) => (
            <optgroup key={day.date} label={format.dateTime(new Date(`${day.date}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' })}>
              {day.hours.map((hour) => (
                <option key={hour.startsAt} value={hour.startsAt}>
                  {hour.localTime}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <button
          type="submit"
          name="intent"
          value="move"
          className={`${buttonStyles.outline} self-start`}
          disabled={navigation.state === 'submitting'}
        >
          {t('move_submit')}
        </button>
      </Form>
    </ConsoleCard>
  )
}

function NotesCard({ notes, timeZone }: { notes: AppointmentNote[]; timeZone: string }) {
  const t = useTranslations('console.appointments')
  const format = useFormatter()
  const answer = useActionData<typeof action>()
  const navigation = useNavigation()
  const noteError = answer && 'noteError' in answer ? answer.noteError : undefined
  return (
    <ConsoleCard title={t('notes')} id="notes-heading">
      <p className="mb-3 text-sm text-ink-muted">{t('notes_hint')}</p>
      {notes.length === 0 ? (
        <p className="mb-3 text-sm text-ink-muted">{t('no_notes')}</p>
      ) : (
        <ol className="mb-4 flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-surface-muted p-3 text-sm">
              <p className="whitespace-pre-line">{note.body}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {t('note_by', { author: note.author, at: format.dateTime(new Date(note.at), { dateStyle: 'medium', timeStyle: 'short', timeZone }) })}
              </p>
            </li>
          ))}
        </ol>
      )}
      {/* Keyed by the count: a note sent clears the box. */}
      <Form method="post" className="flex flex-col gap-3" key={notes.length}>
        <CsrfInput />
        <label htmlFor="note" className="text-sm font-medium">
          {t('note_label')}
        </label>
        <textarea
          id="note"
          name="note"
          rows={3}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? 'note-error' : undefined}
          className="block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-alert"
        />
        <FieldError id="note-error" errors={noteError ? [noteError] : undefined} />
        <button
          type="submit"
          name="intent"
          value="note"
          className={`${buttonStyles.outline} self-start`}
          disabled={navigation.state === 'submitting'}
        >
          {t('note_submit')}
        </button>
      </Form>
    </ConsoleCard>
  )
}
