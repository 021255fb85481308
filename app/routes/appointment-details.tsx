import { getFormProps, getInputProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { DateTime } from 'luxon'
import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { requireSession } from '~/accounts/session.server'
import { clinicsForService, getAvailability } from '~/booking/availability.server'
import { stepOneUrl, type BookingNotice } from '~/booking/booking-url'
import { consumeHoldAttempt, offeredSlot, placeHold } from '~/booking/holds.server'
import { AppointmentDetailsSchema } from '~/booking/schemas'
import { BookingSteps } from '~/booking/ui/booking-steps'
import { database } from '~/db/db.server'
import { policyLink } from '~/consents/policy-link'
import { CheckboxField, FormError, TextAreaField, TextField } from '~/forms/fields'
import { formFailure, formHeaders, messageKey } from '~/forms/form-result.server'
import { requestInfoContext } from '~/http/request-context'
import { localeFromPath, localizePath } from '~/i18n/locales'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/appointment-details'

/** The chosen slot, if the clinic still offers it (hours, lead time; places are checked when holding). */
async function chosenSlot(url: URL) {
  const locale = localeFromPath(url.pathname)
  const service = url.searchParams.get('service') ?? ''
  const clinic = url.searchParams.get('clinic') ?? ''
  const startsAt = DateTime.fromISO(url.searchParams.get('startsAt') ?? '', { zone: 'utc' })
  if (!/^[a-z0-9-]{1,120}$/.test(service) || !/^[a-z0-9-]{1,120}$/.test(clinic) || !startsAt.isValid) return undefined
  // The clinic's own time zone decides which local day the hour belongs to.
  const offered = (await clinicsForService(database(), service, locale)).find((c) => c.slug === clinic)
  if (!offered) return undefined
  const date = startsAt.setZone(offered.timeZone).toISODate()!
  const availability = await getAvailability(database(), { serviceSlug: service, clinicSlug: clinic, from: date, to: date, locale })
  if (!availability) return undefined
  const slot = availability.days[0]?.slots.find((s) => s.startsAt === startsAt.toISO())
  return { ...availability, slot, date }
}

/** Back to step 1 on the same clinic and day, saying why (the hour was just taken, or is no longer offered). */
function backToStepOne(url: URL, chosen: { service: string; clinic: string; date: string }, notice: BookingNotice) {
  return redirect(localizePath(stepOneUrl({ ...chosen, notice }), localeFromPath(url.pathname)))
}

/** Why a chosen hour is missing from the free hours: every place is taken, or the clinic no longer offers it. */
async function whyMissing(chosen: { service: { slug: string }; clinic: { slug: string } }, startsAt: string, url: URL): Promise<BookingNotice> {
  const locale = localeFromPath(url.pathname)
  const offered = await offeredSlot(database(), { serviceSlug: chosen.service.slug, clinicSlug: chosen.clinic.slug, startsAt, locale })
  return offered ? 'taken' : 'not_offered'
}

// A refused post's 429 keeps its Retry-After (see formHeaders).
export const headers = formHeaders

export async function loader({ context, url }: Route.LoaderArgs) {
  const session = requireSession(context, url)
  const chosen = await chosenSlot(url)
  if (!chosen) throw redirect(localizePath('/medical-services', localeFromPath(url.pathname)))
  if (!chosen.slot) {
    const startsAt = url.searchParams.get('startsAt') ?? ''
    throw backToStepOne(url, { service: chosen.service.slug, clinic: chosen.clinic.slug, date: chosen.date }, await whyMissing(chosen, startsAt, url))
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
  const submission = parseWithZod(await requireFormData(request), { schema: AppointmentDetailsSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const { service, clinic, startsAt, firstName, lastName, email, phone, condition, healthDataConsent } = submission.value
  const attempt = await consumeHoldAttempt(session.user.id, context.get(requestInfoContext).ip)
  if (!attempt.allowed) {
    const minutes = Math.ceil(attempt.retryAfterSeconds / 60)
    return formFailure(submission.reply({ formErrors: [messageKey('booking.too_many_holds', { minutes })] }), 429, {
      'Retry-After': String(attempt.retryAfterSeconds),
    })
  }
  const result = await placeHold(database(), {
    userId: session.user.id,
    sessionId: session.sessionId,
    serviceSlug: service,
    clinicSlug: clinic,
    startsAt,
    locale: localeFromPath(url.pathname),
    patient: { firstName, lastName, email, phone, condition },
    healthDataConsent,
  })
  if (!result.ok) {
    // The day as the clinic counts it (its time zone), so step 1 opens on the day the patient chose.
    const stepTwo = new URL(url)
    stepTwo.search = new URLSearchParams({ service, clinic, startsAt }).toString()
    const date = (await chosenSlot(stepTwo))?.date
    return backToStepOne(url, { service, clinic, date: date ?? '' }, result.reason === 'slot_taken' ? 'taken' : 'not_offered')
  }
  throw redirect(`${localizePath('/stripe', localeFromPath(url.pathname))}?appointment=${result.appointmentId}`)
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
        <LocalizedLink to={stepOneUrl({ service: service.slug, clinic: clinic.slug, date: loaderData.date })} className="mt-2 inline-block text-sm font-medium text-accent hover:underline">
          {t('change_hour')}
        </LocalizedLink>
      </div>
      <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4">
        <CsrfInput />
        <input {...getInputProps(fields.service, { type: 'hidden' })} key={fields.service.key} />
        <input {...getInputProps(fields.clinic, { type: 'hidden' })} key={fields.clinic.key} />
        <input {...getInputProps(fields.startsAt, { type: 'hidden' })} key={fields.startsAt.key} />
        <FormError id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor="treatment" className="text-sm font-medium">{t('treatment')}</label>
          <input id="treatment" name="treatment" readOnly value={service.name} className="mt-1.5 block w-full rounded-xl border border-line bg-surface-muted px-3.5 py-2.5" />
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
