import { useTranslations } from 'use-intl'
import { requireSession } from '~/accounts/session-middleware.server'
import { database } from '~/db/db.server'
import { listTreatmentDocuments } from '~/documents/treatment-documents.server'
import { useDocumentMeta } from '~/documents/ui/document-meta'
import { invariantParam, notFound } from '~/errors/not-found'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { getTreatment, patientPlansApart } from '~/patients/treatments.server'
import { AppointmentItem } from '~/patients/ui/appointment-item'
import { StatusBadge } from '~/patients/ui/status-badge'
import { useDay } from '~/patients/ui/treatment-card'
import { usePlanName } from '~/patients/ui/use-plan-name'
import { Icon } from '~/ui/icon/icon'
import { PageSection } from '~/ui/page-section'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/account-treatment'

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const session = requireSession(context, url)
  const id = parseId(params.id)
  invariantParam(id, url)
  // Another patient's treatment is simply not found: its existence is not revealed.
  const treatment = await getTreatment(database(), session.user.id, id, pageLocale(context))
  if (!treatment) notFound(url, 'unmatched')
  const [documents, plansApart] = await Promise.all([
    listTreatmentDocuments(database(), treatment.id),
    patientPlansApart(database(), session.user.id),
  ])
  return { treatment, documents, apart: plansApart[treatment.id] ?? null }
}

const stepIcons = {
  done: 'lucide:circle-check',
  upcoming: 'lucide:clock',
  next: 'lucide:clock',
  planned: 'lucide:clock',
  cancelled: 'lucide:circle-x',
} as const

export default function AccountTreatment({ loaderData: { treatment, documents, apart } }: Route.ComponentProps) {
  const t = useTranslations('account')
  const tDocuments = useTranslations('account.documents')
  const documentMeta = useDocumentMeta()
  const localize = useLocalizePath()
  const day = useDay()
  const name = usePlanName()({ service: treatment.service.name, clinic: treatment.clinic.name, startedOn: treatment.startedOn, apart })
  return (
    <div>
      <PageMeta title={name} />
      <LocalizedLink to="/account#active-treatments" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('back')}
      </LocalizedLink>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{name}</h1>
        <StatusBadge tone={treatment.status === 'completed' || treatment.status === 'cancelled' ? 'neutral' : 'accent'}>
          {t(`treatment_status.${treatment.status}`)}
        </StatusBadge>
      </div>
      <p className="mt-2 text-ink-muted">
        {t('started', { date: day(treatment.startedOn) })}
        {treatment.endedOn && ` · ${t('ended', { date: day(treatment.endedOn) })}`}
      </p>
      <LocalizedLink
        to={`/account/care-team?about=plan-${treatment.id}#care-team-form-title`}
        className="mt-3 inline-flex items-center gap-1.5 text-sm font-medium text-accent hover:underline"
      >
        <Icon name="lucide:message-circle" className="size-4" />
        {t('ask_care_team')}
      </LocalizedLink>

      <PageSection id="timeline" title={t('timeline')}>
        {/* A plan just booked has only its assessment so far: say what comes after it. */}
        {treatment.status === 'planned' && treatment.steps.every((step) => step.kind === 'pre_screening' || step.kind === 'assessment') && (
          <p className="-mt-1 mb-5 text-sm text-ink-muted">{t('plan_note')}</p>
        )}
        <ol className="relative grid gap-5 border-l-2 border-line pl-6">
          {treatment.steps.map((step) => (
            <li key={`${step.kind}-${step.title ?? ''}-${step.scheduledOn}`} className="relative">
              <span
                className={`absolute top-0.5 -left-[34px] grid size-6 place-items-center rounded-full bg-surface ${
                  step.status === 'done' ? 'text-accent' : 'text-ink-muted'
                }`}
              >
                <Icon name={stepIcons[step.status]} className="size-5" />
              </span>
              <p className="font-medium">{step.title ?? t(`steps.${step.kind}` as 'steps.assessment')}</p>
              <p className={`text-sm ${step.status === 'next' ? 'font-medium text-accent' : 'text-ink-muted'}`}>
                {day(step.scheduledOn)} · {t(`step_status.${step.status}`)}
              </p>
              {step.note && <p className="mt-1 text-sm whitespace-pre-line">{step.note}</p>}
            </li>
          ))}
        </ol>
      </PageSection>

      <PageSection id="documents" title={tDocuments('title')}>
        {documents.length === 0 ? (
          <p className="text-sm text-ink-muted">{tDocuments('none')}</p>
        ) : (
          <>
            <p className="-mt-1 mb-4 text-sm text-ink-muted">{tDocuments('lead')}</p>
            <ul className="grid gap-3 sm:grid-cols-2">
              {documents.map((document) => (
                <li key={document.id}>
                  <a
                    href={localize(`/account/treatments/${treatment.id}/documents/${document.id}`)}
                    download={document.fileName}
                    aria-label={tDocuments('download_label', { name: document.fileName })}
                    className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-accent"
                  >
                    <Icon name="lucide:file-down" className="size-6 shrink-0 text-accent" />
                    <span className="min-w-0">
                      <span className="block font-medium break-all">{document.fileName}</span>
                      <span className="block text-sm text-ink-muted">{documentMeta(document)}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </>
        )}
      </PageSection>

      <PageSection id="clinic" title={t('clinic_and_specialist')}>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="rounded-2xl border border-line bg-surface p-5">
            <p className="flex items-center gap-2 font-semibold">
              <Icon name="lucide:building-complex" className="text-accent" />
              {treatment.clinic.name}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{treatment.clinic.address}</p>
            <p className="mt-1 text-sm text-ink-muted">{treatment.destination.name}</p>
          </div>
          <div className="rounded-2xl border border-line bg-surface p-5">
            <p className="flex items-center gap-2 font-semibold">
              <Icon name="lucide:stethoscope" className="text-accent" />
              {treatment.specialist.name}
            </p>
            <p className="mt-1 text-sm text-ink-muted">{treatment.specialist.title}</p>
          </div>
        </div>
      </PageSection>

      <PageSection id="treatment-appointments" title={t('treatment_appointments')}>
        <ul className="grid gap-3">
          {treatment.appointments.map((appointment) => (
            <AppointmentItem key={appointment.id} appointment={appointment} />
          ))}
        </ul>
      </PageSection>
    </div>
  )
}
