import { useFormatter, useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { requirePermission } from '~/access/door.server'
import { roleMay } from '~/access/permissions'
import { patientConversationForStaff } from '~/conversations/conversation-access.server'
import { patientDetail } from '~/staff-console/patient-detail.server'
import { patientQuoteRequests } from '~/quotes/quote-requests.server'
import { QuoteRequestStatusBadge } from '~/staff-console/ui/quote-badges'
import { AppointmentStatusBadge } from '~/staff-console/ui/appointment-status-badge'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { useTreatmentPlanNames } from '~/staff-console/ui/treatment-plan-name'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/patient'

export async function loader({ context, url, params }: Route.LoaderArgs) {
  const caller = await requirePermission(context, url, 'patients.view')
  const id = parseId(params.id)
  invariantParam(id, url)
  // A patient with nothing at the clinic staff member's clinics is not found for them.
  const detail = await patientDetail(database(), caller.scope, id, pageLocale(context))
  if (!detail) notFound(url, 'unmatched')
  // Their care conversation, when there is one the caller may open.
  const conversation = roleMay(caller.member.role, 'conversations.view') ? await patientConversationForStaff(database(), caller, id) : undefined
  // Their quote requests, for those who answer them (coordinators and admins).
  const quoteRequests = roleMay(caller.member.role, 'quotes.manage') ? await patientQuoteRequests(database(), id, pageLocale(context)) : null
  return { ...detail, conversationId: conversation?.id ?? null, quoteRequests }
}

export default function ConsolePatient({
  loaderData: { patient, appointments, treatments, contactMessages, conversationId, quoteRequests },
}: Route.ComponentProps) {
  const t = useTranslations('console')
  const format = useFormatter()
  const planName = useTreatmentPlanNames(treatments)
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <>
      <PageMeta title={patient.name} />
      <p className="mb-2 text-sm">
        <LocalizedLink to="/admin/patients" className="text-accent-strong underline">
          {t('patients.back')}
        </LocalizedLink>
      </p>
      <ConsolePageHeader
        title={patient.name}
        lead={[patient.email, ...patient.phones, t(`language_names.${patient.locale === 'es' ? 'es' : 'en'}`)].join(' · ')}
        actions={
          <div className="flex flex-wrap gap-3">
            {conversationId !== null && (
              <LocalizedLink to={`/admin/conversations/${conversationId}`} className={buttonStyles.outline}>
                {t('conversations.open')}
              </LocalizedLink>
            )}
            <LocalizedLink to={`/admin/patients/${patient.id}/treatments/new`} className={buttonStyles.solid}>
              {t('treatments.new')}
            </LocalizedLink>
          </div>
        }
      />
      <div className="grid gap-6 xl:grid-cols-2">
        <ConsoleCard title={t('patients.treatments')} id="treatments-heading">
          {treatments.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('patients.no_treatments')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {treatments.map((treatment) => (
                <li key={treatment.id} className="py-3">
                  <LocalizedLink to={`/admin/patients/${patient.id}/treatments/${treatment.id}`} className="font-medium text-accent-strong underline">
                    {planName(treatment)}
                  </LocalizedLink>
                  <span className="block text-sm text-ink-muted">
                    {treatment.clinic.name} · {treatment.specialist.name} · {t(`treatments.statuses.${treatment.status}`)} ·{' '}
                    {day(treatment.startedOn)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </ConsoleCard>
        <ConsoleCard title={t('patients.appointments')} id="appointments-heading">
          {appointments.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('patients.no_appointments')}</p>
          ) : (
            <ul className="divide-y divide-line">
              {appointments.map((appointment) => (
                <li key={appointment.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
                  <LocalizedLink to={`/admin/appointments/${appointment.id}`} className="font-medium text-accent-strong underline">
                    {format.dateTime(new Date(appointment.startsAt), {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                      timeZone: appointment.clinic.timeZone,
                    })}
                  </LocalizedLink>
                  <span className="flex-1 text-ink-muted">
                    {appointment.service.name} · {appointment.clinic.name}
                  </span>
                  <AppointmentStatusBadge status={appointment.status} />
                </li>
              ))}
            </ul>
          )}
        </ConsoleCard>
        {quoteRequests && (
          <ConsoleCard title={t('quotes.patient_requests')} id="quote-requests-heading">
            {quoteRequests.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('quotes.patient_no_requests')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {quoteRequests.map((request) => (
                  <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3 text-sm">
                    <LocalizedLink to={`/admin/quotes/${request.id}`} className="font-medium text-accent-strong underline">
                      {t('quotes.request_name', { service: request.serviceName, id: request.id })}
                    </LocalizedLink>
                    <span className="flex-1 text-ink-muted">
                      {format.dateTime(new Date(request.requestedAt), { dateStyle: 'medium' })}
                      {request.quote && ` · ${t('quotes.quote_number', { id: request.id, number: request.quote.number })}`}
                    </span>
                    <QuoteRequestStatusBadge status={request.status} />
                  </li>
                ))}
              </ul>
            )}
          </ConsoleCard>
        )}
        {contactMessages && (
          <ConsoleCard title={t('patients.messages')} id="messages-heading">
            {contactMessages.length === 0 ? (
              <p className="text-sm text-ink-muted">{t('patients.no_messages')}</p>
            ) : (
              <ul className="divide-y divide-line">
                {contactMessages.map((message) => (
                  <li key={message.id} className="py-3 text-sm">
                    <LocalizedLink to={`/admin/inbox/${message.id}`} className="font-medium text-accent-strong underline">
                      {message.subject}
                    </LocalizedLink>
                    <span className="block text-ink-muted">{format.dateTime(new Date(message.createdAt), { dateStyle: 'medium' })}</span>
                  </li>
                ))}
              </ul>
            )}
          </ConsoleCard>
        )}
      </div>
    </>
  )
}
