import { lazy, Suspense, useState } from 'react'
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
import { REASON_TEXT_MAX, toStaffReason, type StaffReason } from '~/booking/staff-change-reason'
import { undoAppointmentOutcome } from '~/booking/undo-appointment-outcome.server'
import { database } from '~/db/db.server'
import { refuse, refusalMessage, refusalStatus, type Refusal } from '~/errors/outcomes'
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
import { AppointmentActionSchema, confirmationSchema, refundCurrency, toMinorUnits } from '~/staff-console/appointment-forms'
import { appointmentPage } from '~/staff-console/appointment-page.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { ConfirmStep, type ConfirmAbout, type Confirmation, type ConfirmFailure } from '~/staff-console/ui/appointment-confirm'
import { AppointmentStatusBadge } from '~/staff-console/ui/appointment-status-badge'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { SlotPicker } from '~/staff-console/ui/slot-picker'
import { UndoNotice } from '~/staff-console/ui/undo-notice'
import { now } from '~/time/clock.server'
import { buttonStyles } from '~/ui/button-styles'
import { useHydrated } from '~/ui/use-hydrated'
import { appointmentHistory } from '~/staff-console/appointment-history.server'
import { AppointmentHistory } from '~/staff-console/ui/appointment-history'
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
  const day = args.url.searchParams.get('day') ?? undefined
  const page = await appointmentPage(database(), scope, id, pageLocale(args.context), now(), day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined)
  if (!page) notFound(args.url, 'unmatched')
  return { ...page, history: await appointmentHistory(database(), page.appointment) }
}

/** The confirmation's answer: its step (dialog or page), with the reason's error and what was typed when there is one. */
function confirmStep(confirmation: Confirmation, failed?: Required<ConfirmFailure>) {
  const answer: { confirmation: Confirmation } & ConfirmFailure = { confirmation, ...failed }
  return data(answer, { status: failed ? 400 : 200 })
}

export async function action(args: Route.ActionArgs) {
  const { scope, id } = await appointmentAddress(args, 'appointments.manage')
  const { context, request, url } = args
  const appointment = await appointmentDetail(database(), scope, id, pageLocale(context))
  if (!appointment) notFound(url, 'unmatched')
  const acting = actionContext(context, pageLocale(context))
  const back = backToPage(context, `/admin/appointments/${appointment.id}`)
  const fields = Object.fromEntries(await requireFormData(request))
  const parsed = AppointmentActionSchema.safeParse(fields)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    if (issue?.path[0] === 'refund') return data({ refundError: issue.message }, { status: 400 })
    if (issue?.path[0] === 'note') return data({ noteError: issue.message }, { status: 400 })
    if (issue?.path[0] === 'startsAt') return back.refused(refuse('slot_not_offered'))
    return back.refused(refuse('appointment_not_found'))
  }
  const form = parsed.data
  const appointmentId = appointment.id
  const currency = refundCurrency(appointment)
  const refundFailure = (refusal: Refusal) => {
    const { key, values } = refusalMessage(refusal)
    const refundError = messageKey(key, values && { max: formatMinorMoney(Number(values.max), currency, acting.locale) })
    return data({ refundError }, { status: refusalStatus(refusal) })
  }

  // Cancel, move and no-show ask first: the first post answers what will happen; the confirmation posts again with a reason.
  let confirmation: Confirmation | undefined
  if (form.intent === 'cancel') {
    const paidMinor = appointment.payment && appointment.status === 'confirmed' ? appointment.payment.amountMinor : 0
    const refundMinor = form.refund === undefined ? paidMinor : toMinorUnits(form.refund, minorUnitsPerUnit(currency))
    if (refundMinor > paidMinor) return refundFailure(refuse('refund_too_large', { field: 'refund', values: { max: paidMinor } }))
    confirmation = { intent: 'cancel', refund: fields.refund?.toString() ?? '', refundMinor, paidMinor, currency }
  }
  if (form.intent === 'move') confirmation = { intent: 'move', startsAt: form.startsAt }
  if (form.intent === 'no_show') confirmation = { intent: 'no_show' }
  let reason: StaffReason | undefined
  let notify = true
  if (confirmation) {
    if (!('confirm' in form) || form.confirm !== '1') return confirmStep(confirmation)
    const confirmed = confirmationSchema(confirmation.intent).safeParse(fields)
    if (!confirmed.success) {
      const issue = confirmed.error.issues[0]!
      return confirmStep(confirmation, {
        error: { field: issue.path[0] === 'reason_text' ? 'reason_text' : 'reason', message: issue.message },
        values: {
          reason: fields.reason?.toString(),
          reason_text: fields.reason_text?.toString().slice(0, REASON_TEXT_MAX),
          tell_patient: fields.tell_patient === 'on',
          notify: fields.notify === 'on',
        },
      })
    }
    reason = toStaffReason(confirmed.data)
    notify = confirmed.data.notify
  }

  switch (form.intent) {
    case 'note': {
      const added = await addAppointmentNote(acting, { appointmentId, body: form.note })
      return added.ok ? back.done('console.appointments.note_added') : back.refused(added)
    }
    case 'move': {
      const moved = await staffMoveAppointment(acting, { appointmentId, startsAt: form.startsAt, notify, reason })
      return moved.ok
        ? backToPage(context, `/admin/appointments/${moved.newId}`).done(
            notify ? 'console.appointments.moved' : 'console.appointments.confirm.moved_quietly',
          )
        : back.refused(moved)
    }
    case 'cancel': {
      const refundMinor = confirmation?.intent === 'cancel' ? confirmation.refundMinor : undefined
      const cancelled = await staffCancelAppointment(acting, { appointmentId, refundMinor, reason })
      if (!cancelled.ok && cancelled.field === 'refund') return refundFailure(cancelled)
      if (!cancelled.ok) return back.refused(cancelled)
      return back.done(cancelled.refundedMinor > 0 ? 'console.appointments.cancelled_refund' : 'console.appointments.cancelled', {
        amount: cancelled.currency ? formatMinorMoney(cancelled.refundedMinor, cancelled.currency, acting.locale) : '',
      })
    }
    case 'undo': {
      const undone = await undoAppointmentOutcome(acting, { appointmentId })
      return undone.ok ? back.done('console.appointments.confirm.undone') : back.refused(undone)
    }
    default: {
      const outcome = form.intent === 'complete' ? 'completed' : 'no_show'
      const recorded = await recordAppointmentOutcome(acting, { appointmentId, outcome, reason })
      return recorded.ok ? back.done(`console.appointments.marked.${form.intent}`) : back.refused(recorded)
    }
  }
}

/** The buttons whose first post opens each confirmation (focus returns to them when it closes). */
const CONFIRM_TRIGGERS = { cancel: 'cancel-submit', move: 'move-submit', no_show: 'no-show-submit' } as const

const ConfirmDialog = lazy(() => import('~/staff-console/ui/appointment-confirm-dialog'))

export default function ConsoleAppointment({ loaderData: { appointment, history, can, move, undo, emails, notes } }: Route.ComponentProps) {
  const t = useTranslations('console.appointments')
  const tc = useTranslations('console')
  const format = useFormatter()
  const locale = useLocale()
  const hydrated = useHydrated()
  const answer = useActionData<typeof action>()
  const asked = answer && 'confirmation' in answer ? answer : undefined
  // Each answer of the first post (or of a confirmation sent without a good reason) opens the dialog until it is closed.
  const [closedFor, setClosedFor] = useState<typeof asked>()
  const dialogOpen = asked !== undefined && closedFor !== asked
  const setDialogOpen = (open: boolean) => {
    setClosedFor(open ? undefined : asked)
    // The dialog opened from the action's answer, not from a trigger React Aria knows: give focus back to the form's button.
    if (!open && asked) requestAnimationFrame(() => document.getElementById(CONFIRM_TRIGGERS[asked.confirmation.intent])?.focus())
  }
  const about: ConfirmAbout = {
    patient: appointment.patient.name,
    firstName: emails.firstName,
    service: appointment.service.name,
    startsAt: appointment.startsAt,
    timeZone: appointment.clinic.timeZone,
    patientTimeZone: appointment.patient.timeZone,
    patientLocale: emails.locale,
  }
  const failed: ConfirmFailure = asked ? { error: asked.error, values: asked.values } : {}
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
      {undo && <UndoNotice key={undo.until} undo={undo} />}
      {asked &&
        (hydrated ? (
          <Suspense fallback={null}>
            <ConfirmDialog confirmation={asked.confirmation} about={about} isOpen={dialogOpen} onOpenChange={setDialogOpen} {...failed} />
          </Suspense>
        ) : (
          <section aria-labelledby="confirm-step-heading" className="mb-6 rounded-2xl border-2 border-alert bg-surface p-5">
            <h2 id="confirm-step-heading" className="text-lg font-semibold">
              {t(`confirm.title_${asked.confirmation.intent}`)}
            </h2>
            <ConfirmStep confirmation={asked.confirmation} about={about} idPrefix="confirm-step" {...failed} />
          </section>
        ))}
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="flex flex-col gap-6">
          <ConsoleCard title={t('when')} id="when-heading">
            <dl className="text-sm">
              {row(t('clinic_time', { timeZone: appointment.clinic.timeZone }), inClinic(appointment.startsAt))}
              {appointment.patient.timeZone && appointment.patient.timeZone !== appointment.clinic.timeZone
                ? row(
                    t('patient_time', { timeZone: appointment.patient.timeZone }),
                    format.dateTime(new Date(appointment.startsAt), {
                      dateStyle: 'full',
                      timeStyle: 'short',
                      timeZone: appointment.patient.timeZone,
                    }),
                  )
                : null}
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
            <AppointmentHistory events={history} timeZone={appointment.clinic.timeZone} />
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
                <button id="no-show-submit" type="submit" name="intent" value="no_show" className={buttonStyles.outline} aria-haspopup="dialog">
                  {t('mark_no_show')}
                </button>
              </Form>
            </ConsoleCard>
          )}
          {move && (
            <ConsoleCard title={t('move')} id="move-heading">
              <SlotPicker
                picker={move}
                timeZone={appointment.clinic.timeZone}
                patient={{ name: emails.firstName, timeZone: appointment.patient.timeZone }}
              />
            </ConsoleCard>
          )}
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
          id="cancel-submit"
          aria-haspopup="dialog"
          className={`${buttonStyles.danger} self-start`}
          disabled={navigation.state === 'submitting'}
        >
          {t('cancel_submit')}
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
