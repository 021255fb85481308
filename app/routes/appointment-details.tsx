import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { DateTime } from 'luxon'
import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { requireSession } from '~/accounts/session-middleware.server'
import { getAvailability } from '~/booking/availability.server'
import { stepOneUrl, type BookingNotice } from '~/booking/booking-url'
import { offeredSlot, type OfferedSlot } from '~/booking/holds.server'
import { placeHold } from '~/booking/place-hold.server'
import { AppointmentDetailsSchema } from '~/booking/schemas'
import { BookingSteps } from '~/booking/ui/booking-steps'
import { PatientTimeZoneInput } from '~/booking/ui/patient-time-zone-input'
import { database } from '~/db/db.server'
import { policyLink } from '~/consents/policy-link'
import { CheckboxField, FormError, TextAreaField, TextField } from '~/forms/fields'
import { formFailure, formHeaders, refusalFailure } from '~/forms/form-result.server'
import { actionContext } from '~/accounts/action-context.server'
import { isSlug } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath, type Locale } from '~/i18n/locales'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/appointment-details'

/**
 * The chosen hour (step 2's URL) with the service and clinic as step 1 lists
 * them: `slot` when it is still free, `offered` when the clinic offers it at
 * all (free or taken), and the day step 1 opens on. Undefined for a service
 * or clinic that does not exist.
 */
async function chosenSlot(url: URL, locale: Locale) {
  const serviceSlug = url.searchParams.get('service') ?? ''
  const clinicSlug = url.searchParams.get('clinic') ?? ''
  if (!isSlug(serviceSlug) || !isSlug(clinicSlug)) return undefined
  const offered = await offeredSlot(database(), { serviceSlug, clinicSlug, startsAt: url.searchParams.get('startsAt') ?? '', locale })
  const date = stepOneDate(offered)
  const availability = await getAvailability(database(), { serviceSlug, clinicSlug, from: date, to: date, locale })
  if (!availability) return undefined
  const slot = offered && availability.days[0]?.slots.find((free) => free.startsAt === offered.start.toISO())
  return { ...availability, slot, offered: Boolean(offered), date }
}

/** The day step 1 opens on: the hour's day as the clinic counts it (its time zone), or today (UTC) for an hour it does not offer. */
const stepOneDate = (offered: OfferedSlot | undefined) => (offered ? offered.start.setZone(offered.timeZone) : DateTime.utc()).toISODate()!

/** Back to step 1 on the same clinic and day, saying why (the hour was just taken, or is no longer offered). */
function backToStepOne(locale: Locale, chosen: { service: string; clinic: string; date: string }, notice: BookingNotice) {
  return redirect(localizePath(stepOneUrl({ ...chosen, notice }), locale))
}

// A refused post's 429 keeps its Retry-After (see formHeaders).
export const headers = formHeaders

export async function loader({ context, url }: Route.LoaderArgs) {
  const session = requireSession(context, url)
  const chosen = await chosenSlot(url, pageLocale(context))
  if (!chosen) throw redirect(localizePath('/medical-services', pageLocale(context)))
  if (!chosen.slot) {
    const back = { service: chosen.service.slug, clinic: chosen.clinic.slug, date: chosen.date }
    throw backToStepOne(pageLocale(context), back, chosen.offered ? 'taken' : 'not_offered')
  }
  const [firstName = '', ...rest] = session.user.name.split(' ')
  return {
    service: chosen.service,
    clinic: chosen.clinic,
    slot: chosen.slot,
    date: chosen.date,
    prefill: { firstName, lastName: rest.join(' '), email: session.user.email },
  }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const session = requireSession(context, url)
  const locale = pageLocale(context)
  const submission = parseWithZod(await requireFormData(request), { schema: AppointmentDetailsSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const outcome = await placeHold(actionContext(context, locale), { ...submission.value, userId: session.user.id, sessionId: session.sessionId })
  if (outcome.ok) throw redirect(`${localizePath('/stripe', locale)}?appointment=${outcome.appointment.id}`)
  if (outcome.code !== 'slot_taken' && outcome.code !== 'slot_not_offered') return refusalFailure(submission, outcome)
  const { service, clinic, startsAt } = submission.value
  const offered = await offeredSlot(database(), { serviceSlug: service, clinicSlug: clinic, startsAt, locale })
  return backToStepOne(pageLocale(context), { service, clinic, date: stepOneDate(offered) }, outcome.code === 'slot_taken' ? 'taken' : 'not_offered')
}

export default function AppointmentDetails({ loaderData }: Route.ComponentProps) {
  const { service, clinic, slot, prefill } = loaderData
  const t = useTranslations('booking')
  const format = useFormatter()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'appointment-details',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { ...prefill, service: service.slug, clinic: clinic.slug, startsAt: slot.startsAt, treatment: service.name },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AppointmentDetailsSchema }),
  })
  const when = format.dateTime(new Date(slot.startsAt), { dateStyle: 'full', timeStyle: 'short', timeZone: clinic.timeZone })
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageMeta title={t('details_title')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('details_title')}</h1>
      <BookingSteps current={2} />
      <div className="mt-6 rounded-2xl border border-line bg-surface p-5">
        <p className="font-semibold">{t('summary', { service: service.name, clinic: clinic.name, destination: clinic.destination })}</p>
        <p className="mt-1 text-ink-muted">{t('when', { date: when })}</p>
        <LocalizedLink
          to={stepOneUrl({ service: service.slug, clinic: clinic.slug, date: loaderData.date })}
          className="mt-2 inline-block text-sm font-medium text-accent hover:underline"
        >
          {t('change_hour')}
        </LocalizedLink>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <CsrfInput />
        <input {...getInputProps(fields.service, { type: 'hidden' })} key={fields.service.key} />
        <input {...getInputProps(fields.clinic, { type: 'hidden' })} key={fields.clinic.key} />
        <input {...getInputProps(fields.startsAt, { type: 'hidden' })} key={fields.startsAt.key} />
        <PatientTimeZoneInput />
        <FormError id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor="treatment" className="text-sm font-medium">
            {t('treatment')}
          </label>
          <input
            id="treatment"
            name="treatment"
            readOnly
            value={service.name}
            className="mt-1.5 block w-full rounded-xl border border-line bg-surface-muted px-3.5 py-2.5"
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.firstName} label={t('first_name')} autoComplete="given-name" />
          <TextField meta={fields.lastName} label={t('last_name')} autoComplete="family-name" />
        </div>
        <TextField meta={fields.email} label={t('email')} type="email" autoComplete="email" />
        <TextField meta={fields.phone} label={t('phone')} autoComplete="tel" hint={t('phone_hint')} />
        <TextAreaField meta={fields.condition} label={t('condition')} hint={t('condition_hint')} rows={4} />
        <CheckboxField meta={fields.healthDataConsent} label={t.rich('health_consent', { privacy: policyLink('health_data') })} />
        <p className="text-sm text-ink-muted">{t('hold_note')}</p>
        <button type="submit" className={`justify-self-start ${buttonStyles.solid}`} disabled={navigation.state === 'submitting'}>
          {t('continue_to_pay')}
        </button>
      </Form>
    </div>
  )
}
