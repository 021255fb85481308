import { useFormatter, useTranslations } from 'use-intl'
import type { AppointmentSummary } from '~/patients/appointments.server'
import { Icon } from '~/ui/icon/icon'
import { LocalizedLink } from '~/navigation/localized-link'
import { CancelAppointment } from './cancel-appointment'
import { StatusBadge } from './status-badge'

/** One appointment: what, where, when in the clinic's time; upcoming ones can be cancelled. */
export function AppointmentItem({ appointment, cancellable = false }: { appointment: AppointmentSummary; cancellable?: boolean }) {
  const t = useTranslations('account')
  const format = useFormatter()
  const start = new Date(appointment.startsAt)
  const clinicTime = format.dateTime(start, { dateStyle: 'full', timeStyle: 'short', timeZone: appointment.timeZone })
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent">
          <Icon name={appointment.kind === 'follow_up' ? 'lucide:stethoscope' : 'lucide:calendar-check'} className="size-5" />
        </span>
        <div>
          <p className="font-semibold">
            {t(`kinds.${appointment.kind}`)} · {appointment.service.name}
          </p>
          <p className="text-sm text-ink-muted">
            {appointment.clinic.name}, {appointment.destination.name}
            {appointment.specialist && ` · ${t('with_specialist', { name: appointment.specialist.name })}`}
          </p>
          <p className="mt-1 text-sm">
            <time dateTime={appointment.startsAt}>{clinicTime}</time>{' '}
            <span className="text-ink-muted">· {t('local_time_note', { zone: appointment.timeZone })}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <StatusBadge
          tone={
            appointment.status === 'cancelled' || appointment.status === 'expired'
              ? 'muted'
              : appointment.status === 'confirmed'
                ? 'accent'
                : 'neutral'
          }
        >
          {t(`appointment_status.${appointment.status}`)}
        </StatusBadge>
        {appointment.status === 'pending_payment' && (
          <LocalizedLink to={`/stripe?appointment=${appointment.id}`} className="text-sm font-medium text-accent hover:underline">
            {t('complete_payment')}
          </LocalizedLink>
        )}
        {/* Only a booking made online can be moved online: a visit the clinic arranged (no online fee) is moved by the clinic. */}
        {cancellable && appointment.status === 'confirmed' && appointment.feeMinor !== null && (
          <LocalizedLink to={`/account/appointments/${appointment.id}/reschedule`} className="text-sm font-medium text-accent hover:underline">
            {t('reschedule')}
          </LocalizedLink>
        )}
        {cancellable && <CancelAppointment appointment={appointment} />}
      </div>
    </li>
  )
}
