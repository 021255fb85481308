import { Form } from 'react-router'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { REASONS } from '~/booking/staff-change-reason'
import { UNDO_SECONDS } from '~/booking/undo-window'
import { formatMinorMoney } from '~/i18n/money'
import { CsrfInput } from '~/security/csrf-input'
import { ConfirmButtons, ReasonFields, type ReasonFailure } from './confirm-reason-fields'

/*
 * The confirmation of a cancel, a move or a no-show (issue 27): one sentence
 * saying exactly what will happen (names, the clinic-time date in the
 * reader's language, amounts, the email and its language), whether it can be
 * undone, and the reason. The page's action answers it to the form's first
 * post; with script it shows in a modal dialog, without script as a step on
 * the page. Its form carries the first post's values and `confirm=1`.
 */

/** What the first post asked for, as the action answers it. */
export type Confirmation =
  | { intent: 'cancel'; refund: string; refundMinor: number; paidMinor: number; currency: string }
  | { intent: 'move'; startsAt: string }
  | { intent: 'no_show' }

/** The appointment as the sentence names it. */
export interface ConfirmAbout {
  patient: string
  firstName: string
  service: string
  startsAt: string
  timeZone: string
  /** The patient's own IANA zone, when known: a move also says the new hour on their clock. */
  patientTimeZone: string | null
  /** The language of the patient's emails about this appointment (the booking's). */
  patientLocale: string
}

/** What was typed in the confirmation, sent back with its error. */
export type ConfirmValues = NonNullable<ReasonFailure['values']> & { tell_patient?: boolean; notify?: boolean }

/** A confirmation posted without a good reason: the field, its message key and what was typed. */
export interface ConfirmFailure {
  error?: ReasonFailure['error']
  values?: ConfirmValues
}

export function ConfirmStep({
  confirmation,
  about,
  error,
  values = {},
  onBack,
  idPrefix,
}: {
  confirmation: Confirmation
  about: ConfirmAbout
  /** A message key for the reason (confirmation posted without a good one). */
  error?: { field: 'reason' | 'reason_text'; message: string }
  values?: ConfirmValues
  /** In the dialog: closes it. Without it, "Go back" is a link to the page. */
  onBack?: () => void
  idPrefix: string
}) {
  const t = useTranslations('console.appointments.confirm')
  const tc = useTranslations('console')
  const format = useFormatter()
  const locale = useLocale()
  const when = (iso: string, timeZone = about.timeZone) =>
    format.dateTime(new Date(iso), { weekday: 'short', day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone })
  const language = tc(`language_names.${about.patientLocale === 'es' ? 'es' : 'en'}`)
  const names = { patient: about.patient, service: about.service, name: about.firstName, language }
  const money = (minor: number) => (confirmation.intent === 'cancel' ? formatMinorMoney(minor, confirmation.currency, locale) : '')
  const id = (name: string) => `${idPrefix}-${name}`

  const sentences: string[] = []
  let final: string
  if (confirmation.intent === 'cancel') {
    const { refundMinor, paidMinor } = confirmation
    sentences.push(t('cancel_sentence', { ...names, when: when(about.startsAt) }))
    if (paidMinor === 0) sentences.push(t('unpaid_part'))
    else if (refundMinor > 0) sentences.push(t('refund_part', { refund: money(refundMinor), paid: money(paidMinor) }))
    else sentences.push(t('no_refund_part', { paid: money(paidMinor) }))
    sentences.push(t('email_part', names))
    final = refundMinor > 0 ? t('cancel_final_refund') : t('cancel_final')
  } else if (confirmation.intent === 'move') {
    sentences.push(t('move_sentence', { ...names, from: when(about.startsAt), to: when(confirmation.startsAt) }))
    const { patientTimeZone } = about
    if (patientTimeZone && when(confirmation.startsAt, patientTimeZone) !== when(confirmation.startsAt)) {
      sentences.push(t('move_patient_time', { ...names, when: when(confirmation.startsAt, patientTimeZone), zone: patientTimeZone }))
    }
    final = t('move_final')
  } else {
    sentences.push(t('no_show_sentence', { ...names, when: when(about.startsAt) }), t('no_show_tells', names))
    final = t('no_show_undo', { seconds: UNDO_SECONDS })
  }
  const reasons = REASONS[confirmation.intent]
  const canTell = confirmation.intent !== 'no_show'

  return (
    <Form method="post" className="mt-3 flex flex-col gap-4 text-sm">
      <CsrfInput />
      <input type="hidden" name="intent" value={confirmation.intent} />
      <input type="hidden" name="confirm" value="1" />
      {confirmation.intent === 'cancel' && <input type="hidden" name="refund" value={confirmation.refund} />}
      {confirmation.intent === 'move' && <input type="hidden" name="startsAt" value={confirmation.startsAt} />}
      <div id={id('what')} className="flex flex-col gap-1">
        <p className="font-medium">{sentences.join(' ')}</p>
        <p className="text-ink-muted">{final}</p>
      </div>
      {confirmation.intent === 'move' && (
        <div>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="notify" defaultChecked={values.notify ?? true} className="mt-0.5 size-4 accent-accent" />
            <span>{t('notify', names)}</span>
          </label>
          <p className="mt-1 ml-6 text-xs text-ink-muted">
            {t('move_tells', names)} {t('notify_hint')}
          </p>
        </div>
      )}
      <ReasonFields
        id={id}
        reasons={reasons.map((code) => ({ code, label: t(`reasons.${code}`) }))}
        texts={{ label: t('reason_label'), choose: t('reason_choose'), textLabel: t('reason_text_label'), textHint: t('reason_text_hint') }}
        error={error}
        values={values}
      />
      {canTell && (
        <div>
          <label className="flex items-start gap-2">
            <input type="checkbox" name="tell_patient" defaultChecked={values.tell_patient} className="mt-0.5 size-4 accent-accent" />
            <span>{t('tell_patient')}</span>
          </label>
          <p className="mt-1 ml-6 text-xs text-ink-muted">{t('tell_patient_hint')}</p>
        </div>
      )}
      <ConfirmButtons
        confirm={t(`confirm_${confirmation.intent}`)}
        back={t('back')}
        danger={confirmation.intent !== 'move'}
        describedBy={id('what')}
        onBack={onBack}
      />
    </Form>
  )
}
