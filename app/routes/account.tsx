import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useActionData, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { UpdateAccountSchema } from '~/accounts/schemas'
import { requireSession } from '~/accounts/session-middleware.server'
import { updateAccount } from '~/accounts/update-account.server'
import { listConsents } from '~/consents/consents.server'
import { ConsentsSection } from '~/consents/consents-section'
import { getUser } from '~/accounts/users.server'
import { database } from '~/db/db.server'
import { FormError, TextField } from '~/forms/fields'
import { schemaCheck, usePublicForm } from '~/forms/public-form'
import { formFailure, formHeaders, refusalFailure } from '~/forms/form-result.server'
import { actionContext } from '~/accounts/action-context.server'
import { serverTranslator } from '~/i18n/messages.server'
import { PageMeta } from '~/navigation/seo-links'
import { listAppointments } from '~/patients/appointments.server'
import { listTreatments, patientPlansApart } from '~/patients/treatments.server'
import { AppointmentItem } from '~/patients/ui/appointment-item'
import { HeldAssessment } from '~/patients/ui/held-assessment'
import { TreatmentCard } from '~/patients/ui/treatment-card'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { buttonStyles } from '~/ui/button-styles'
import { PageSection } from '~/ui/page-section'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/account'

// A refused post's 429 keeps its Retry-After (see formHeaders).
export const headers = formHeaders

export async function loader({ context, url }: Route.LoaderArgs) {
  const session = requireSession(context, url)
  const locale = pageLocale(context)
  const db = database()
  const [user, treatments, appointments, consents, plansApart] = await Promise.all([
    getUser(db, session.user.id),
    listTreatments(db, session.user.id, locale),
    listAppointments(db, session.user.id, locale),
    listConsents(db, session.user.id),
    patientPlansApart(db, session.user.id),
  ])
  return { user: user!, treatments, appointments, consents, plansApart }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const session = requireSession(context, url)
  const formData = await requireFormData(request)
  const hideFields = ['password', 'repeatPassword', 'currentPassword']
  const submission = parseWithZod(formData, { schema: UpdateAccountSchema })
  if (submission.status !== 'success') return formFailure(submission.reply({ hideFields }))
  const locale = pageLocale(context)
  const outcome = await updateAccount({ ...actionContext(context, locale), session }, submission.value)
  if (!outcome.ok) return refusalFailure(submission, outcome, hideFields)
  return redirectWithToast(`${url.pathname}#update-information`, { title: serverTranslator(locale)('account.saved'), color: 'success' })
}

// Loaded when the form is first hovered or focused: conform and zod would be a tenth of the account's first load.
const checkUpdateAccount = schemaCheck(() => import('~/accounts/schemas').then((module) => module.UpdateAccountSchema))

export default function Account({ loaderData: { user, treatments, appointments, consents, plansApart } }: Route.ComponentProps) {
  const t = useTranslations('account')
  const auth = useTranslations('auth')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const held = appointments.upcoming.filter(
    (appointment): appointment is typeof appointment & { holdExpiresAt: string } =>
      appointment.kind === 'assessment' && appointment.holdExpiresAt !== null,
  )
  const { form, fields } = usePublicForm({
    id: 'account-form',
    fieldNames: ['name', 'email', 'password', 'repeatPassword', 'currentPassword'],
    lastResult: actionData?.result,
    loadCheck: checkUpdateAccount,
    defaultValue: { name: user.name, email: user.email },
  })
  return (
    <div>
      <PageMeta title={t('title')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('greeting', { name: user.name })}</h1>
      <p className="mt-2 text-ink-muted">{t('lead')}</p>

      <PageSection id="appointments" title={t('appointments')}>
        <h3 className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('upcoming')}</h3>
        {appointments.upcoming.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('no_upcoming')}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {appointments.upcoming.map((appointment) => (
              <AppointmentItem key={appointment.id} appointment={appointment} cancellable={appointment.kind === 'assessment'} />
            ))}
          </ul>
        )}
        <h3 className="mt-8 text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('past')}</h3>
        {appointments.past.length === 0 ? (
          <p className="mt-2 text-ink-muted">{t('no_past')}</p>
        ) : (
          <ul className="mt-3 grid gap-3">
            {appointments.past.map((appointment) => (
              <AppointmentItem key={appointment.id} appointment={appointment} />
            ))}
          </ul>
        )}
        {/* Apart from attended ones: these never took place, whatever their date. */}
        {appointments.cancelled.length > 0 && (
          <>
            <h3 className="mt-8 text-sm font-semibold tracking-wide text-ink-muted uppercase">{t('cancelled_list')}</h3>
            <ul className="mt-3 grid gap-3">
              {appointments.cancelled.map((appointment) => (
                <AppointmentItem key={appointment.id} appointment={appointment} />
              ))}
            </ul>
          </>
        )}
      </PageSection>

      <PageSection id="active-treatments" title={t('active_treatments')}>
        {/* A plan starts once the assessment is paid: until then, the hold waiting for its payment is what there is to say. */}
        {held.length > 0 && (
          <div className="mb-4 grid gap-3">
            {held.map((appointment) => (
              <HeldAssessment key={appointment.id} appointment={appointment} />
            ))}
          </div>
        )}
        {treatments.active.length === 0 && held.length > 0 ? null : treatments.active.length === 0 ? (
          <p className="text-ink-muted">{t('no_active')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {treatments.active.map((treatment) => (
              <li key={treatment.id}>
                <TreatmentCard treatment={treatment} apart={plansApart[treatment.id] ?? null} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection id="past-treatments" title={t('past_treatments')}>
        {treatments.past.length === 0 ? (
          <p className="text-ink-muted">{t('no_past_treatments')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {treatments.past.map((treatment) => (
              <li key={treatment.id}>
                <TreatmentCard treatment={treatment} apart={plansApart[treatment.id] ?? null} />
              </li>
            ))}
          </ul>
        )}
      </PageSection>

      <PageSection id="update-information" title={t('update_information')}>
        <p className="-mt-1 text-sm text-ink-muted">{t('update_lead')}</p>
        <Form method="post" {...form.props} className="mt-5 grid max-w-xl gap-4">
          <CsrfInput />
          <FormError id={form.errorId} errors={form.errors} />
          <TextField meta={fields.name} label={auth('name')} autoComplete="name" />
          <TextField meta={fields.email} label={auth('email')} type="email" autoComplete="email" />
          <TextField
            meta={fields.password}
            label={t('new_password_optional')}
            type="password"
            autoComplete="new-password"
            hint={auth('password_hint')}
          />
          <TextField meta={fields.repeatPassword} label={t('repeat_new_password')} type="password" autoComplete="new-password" />
          <TextField meta={fields.currentPassword} label={auth('current_password')} type="password" autoComplete="current-password" />
          <button type="submit" className={`justify-self-start ${buttonStyles.solid}`} disabled={navigation.state === 'submitting'}>
            {t('save')}
          </button>
        </Form>
      </PageSection>

      <ConsentsSection consents={consents} />
    </div>
  )
}
