import { data, Form, useActionData, useNavigation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { actionContext, type ActionContext } from '~/accounts/action-context.server'
import { addClinicClosure } from '~/booking/add-clinic-closure.server'
import { RemoveClinicClosureSchema } from '~/booking/clinic-availability-schemas'
import { removeClinicClosure } from '~/booking/remove-clinic-closure.server'
import { updateBookingRules } from '~/booking/update-booking-rules.server'
import { updateClinicHours } from '~/booking/update-clinic-hours.server'
import { database } from '~/db/db.server'
import { refusalStatus, refuse, type Refusal } from '~/errors/outcomes'
import { invariantParam, notFound } from '~/errors/not-found'
import { FieldError } from '~/forms/field-error'
import { FormError } from '~/forms/fields'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { rangeField, RANGES_PER_DAY, WEEKDAYS, type AvailabilityAnswer, type AvailabilityForm } from '~/staff-console/availability-form-fields'
import {
  clinicAvailability,
  previewAvailabilityForm,
  readAvailabilityForm,
  savedAvailabilityAnswer,
  type AvailabilityChange,
} from '~/staff-console/availability-forms.server'
import { clinicsInScope } from '~/access/clinic-scope.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { requirePermission } from '~/access/door.server'
import { now } from '~/time/clock.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/clinic-availability'

async function openClinic({ context, url, params }: Pick<Route.LoaderArgs, 'context' | 'url' | 'params'>) {
  const clinicId = parseId(params.clinicId)
  invariantParam(clinicId, url)
  // Clinic staff of another clinic get the same 404 as for a clinic that does not exist.
  const { scope } = await requirePermission(context, url, 'availability.manage', { clinicId })
  const [clinic] = await clinicsInScope(database(), scope, clinicId)
  if (!clinic) notFound(url, 'unmatched')
  return clinic
}

export async function loader(args: Route.LoaderArgs) {
  const clinic = await openClinic(args)
  const availability = await clinicAvailability(database(), clinic.id, now())
  if (!availability) notFound(args.url, 'unmatched')
  return { clinic, availability }
}

const FORMS: AvailabilityForm[] = ['hours', 'closure', 'rules']

export async function action(args: Route.ActionArgs) {
  const clinic = await openClinic(args)
  const { context, request } = args
  const fields = await requireFormData(request)
  const acting = actionContext(context, pageLocale(context))
  const back = backToPage(context, `/admin/availability/${clinic.id}`)
  const intent = String(fields.get('intent') ?? '')
  if (intent === 'remove-closure') {
    const parsed = RemoveClinicClosureSchema.safeParse({ clinicId: clinic.id, closureId: fields.get('closureId') })
    const outcome = parsed.success ? await removeClinicClosure(acting, parsed.data) : refuse('closure_not_found')
    return outcome.ok ? back.done('console.availability.closure_removed') : back.refused(outcome)
  }
  const form = FORMS.find((name) => name === fields.get('form'))
  if (!form || !['preview', 'save'].includes(intent)) return back.refused(refuse('clinic_not_found'))
  const read = readAvailabilityForm(clinic.id, form, fields)
  // Invalid fields answer 400 and a refused save its refusal's status (a change that would strand appointments: 409), as /v1 does.
  if (!read.ok) return reply(read.answer, 400)
  if (intent === 'preview') return previewAvailabilityForm(acting.db, read, acting.now)
  const outcome = await save(acting, read.change)
  if (outcome.ok) return back.done(`console.availability.saved.${form}`)
  return reply(savedAvailabilityAnswer(read, outcome), refusalStatus(outcome as Refusal))
}

const reply = (answer: AvailabilityAnswer, status: number) => data(answer, { status })

/** Each form's save is its verb. */
function save(acting: ActionContext, change: AvailabilityChange) {
  if (change.form === 'hours') return updateClinicHours(acting, change.input)
  if (change.form === 'closure') return addClinicClosure(acting, change.input)
  return updateBookingRules(acting, change.input)
}

export default function ConsoleClinicAvailability({ loaderData: { clinic, availability } }: Route.ComponentProps) {
  const t = useTranslations('console.availability')
  const answer = useActionData<typeof action>() as AvailabilityAnswer | undefined
  const mine = (form: AvailabilityForm) => (answer?.form === form ? answer : undefined)
  return (
    <>
      <PageMeta title={t('clinic_title', { clinic: clinic.name })} />
      <p className="mb-2 text-sm">
        <LocalizedLink to="/admin/availability" className="text-accent-strong underline">
          {t('back')}
        </LocalizedLink>
      </p>
      <ConsolePageHeader title={t('clinic_title', { clinic: clinic.name })} lead={t('clinic_lead', { timeZone: clinic.timeZone })} />
      <div className="flex flex-col gap-6">
        <HoursForm hours={availability.hours} slotMinutes={availability.slotMinutes} answer={mine('hours')} />
        <div className="grid gap-6 lg:grid-cols-2">
          <ClosuresCard closures={availability.closures} slotMinutes={availability.slotMinutes} answer={mine('closure')} />
          <RulesForm rules={availability.rules} slotMinutes={availability.slotMinutes} answer={mine('rules')} />
        </div>
      </div>
    </>
  )
}

/** The buttons every availability form ends with: preview first, save when sure. */
function FormButtons({ form }: { form: AvailabilityForm }) {
  const t = useTranslations('console.availability')
  const navigation = useNavigation()
  return (
    <div className="flex flex-wrap gap-3">
      <input type="hidden" name="form" value={form} />
      <button type="submit" name="intent" value="preview" className={buttonStyles.outline} disabled={navigation.state === 'submitting'}>
        {t('preview')}
      </button>
      <button type="submit" name="intent" value="save" className={buttonStyles.solid} disabled={navigation.state === 'submitting'}>
        {t('save')}
      </button>
    </div>
  )
}

/** What a preview or a refusal says: the stranded appointments, then the free hours. */
function AnswerPanel({ answer, slotMinutes }: { answer?: AvailabilityAnswer; slotMinutes: number }) {
  const t = useTranslations('console.availability')
  const format = useFormatter()
  if (!answer) return null
  return (
    <div className="mt-4 flex flex-col gap-4" aria-live="polite">
      {answer.formError && <FormError id={`${answer.form}-error`} errors={[answer.formError]} />}
      {answer.conflicts && answer.conflicts.length > 0 && (
        <div className="rounded-lg border border-alert p-4">
          {/* A refused save already says it in its alert; a preview says it here. */}
          {!answer.formError && <h3 className="font-semibold">{t('stranded', { count: answer.conflicts.length })}</h3>}
          <ul className="mt-2 flex flex-col gap-1 text-sm" aria-label={t('stranded_list')}>
            {answer.conflicts.map((appointment) => (
              <li key={appointment.id}>
                <LocalizedLink to={`/admin/appointments/${appointment.id}`} className="text-accent-strong underline">
                  {appointment.patientName}
                </LocalizedLink>{' '}
                ·{' '}
                <time dateTime={appointment.startsAt}>
                  {format.dateTime(new Date(appointment.startsAt), {
                    weekday: 'short',
                    day: 'numeric',
                    month: 'short',
                    hour: '2-digit',
                    minute: '2-digit',
                    timeZone: appointment.timeZone,
                  })}
                </time>{' '}
                · {t(`stranded_reason.${appointment.reason}`)}
              </li>
            ))}
          </ul>
        </div>
      )}
      {answer.preview && (
        <div className="@container">
          <h3 className="font-semibold">{t('preview_title')}</h3>
          <ul className="mt-2 grid gap-1 text-sm @2xl:grid-cols-2">
            {answer.preview.days.map((day) => (
              <li key={day.date} className="flex gap-2">
                <span className="w-28 shrink-0 font-medium">
                  {format.dateTime(new Date(`${day.date}T12:00:00Z`), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })}
                </span>
                <span className="text-ink-muted">
                  {day.times.length === 0
                    ? t('no_free_hours')
                    : t('free_hours', {
                        count: day.times.length,
                        length: t('slot_length', { minutes: slotMinutes }),
                        first: day.times[0]!,
                        last: day.times.at(-1)!,
                      })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  )
}

function TimeInput({ name, label, value, error }: { name: string; label: string; value: string; error?: string }) {
  return (
    <div>
      <label htmlFor={name} className="sr-only">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type="time"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        className="block w-28 rounded-lg border border-line bg-surface px-2 py-1.5 text-sm text-ink aria-invalid:border-alert"
      />
      <FieldError id={`${name}-error`} errors={error ? [error] : undefined} />
    </div>
  )
}

function HoursForm({
  hours,
  slotMinutes,
  answer,
}: {
  hours: Record<string, { opens: string; closes: string }[]>
  slotMinutes: number
  answer?: AvailabilityAnswer
}) {
  const t = useTranslations('console.availability')
  const value = (weekday: number, index: number, end: 'opens' | 'closes') =>
    answer ? (answer.values[rangeField(weekday, index, end)] ?? '') : (hours[weekday]?.[index]?.[end] ?? '')
  return (
    <ConsoleCard title={t('hours')} id="hours-heading">
      <p className="mb-4 text-sm text-ink-muted">{t('hours_hint', { minutes: slotMinutes })}</p>
      <Form method="post" key={answer ? 'answered' : 'saved'}>
        <CsrfInput />
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-ink-muted">
              <th scope="col" className="pb-2 font-medium">
                {t('day')}
              </th>
              {Array.from({ length: RANGES_PER_DAY }, (_, index) => (
                <th key={index} scope="col" className="pb-2 font-medium">
                  {t('range', { n: index + 1 })}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {WEEKDAYS.map((weekday) => (
              <tr key={weekday} className="border-t border-line align-top">
                <th scope="row" className="py-2 pr-3 text-left font-medium">
                  {t(`weekdays.${weekday}`)}
                </th>
                {Array.from({ length: RANGES_PER_DAY }, (_, index) => (
                  <td key={index} className="py-2 pr-3">
                    <div className="flex flex-wrap items-start gap-1">
                      {(['opens', 'closes'] as const).map((end) => (
                        <TimeInput
                          key={end}
                          name={rangeField(weekday, index, end)}
                          label={t(`range_${end}`, { day: t(`weekdays.${weekday}`), n: index + 1 })}
                          value={value(weekday, index, end)}
                          error={answer?.errors?.[rangeField(weekday, index, end)]}
                        />
                      ))}
                    </div>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <p className="my-4 text-xs text-ink-muted">{t('closed_hint')}</p>
        <FormButtons form="hours" />
      </Form>
      <AnswerPanel answer={answer} slotMinutes={slotMinutes} />
    </ConsoleCard>
  )
}

function PlainField({
  name,
  label,
  type,
  value,
  hint,
  error,
}: {
  name: string
  label: string
  type: 'date' | 'time' | 'number'
  value: string
  hint?: string
  error?: string
}) {
  const described = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={name} className="text-sm font-medium">
        {label}
      </label>
      <input
        id={name}
        name={name}
        type={type}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-alert"
      />
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={`${name}-error`} errors={error ? [error] : undefined} />
    </div>
  )
}

function ClosuresCard({
  closures,
  slotMinutes,
  answer,
}: {
  closures: { id: number; date: string; starts: string | null; ends: string | null }[]
  slotMinutes: number
  answer?: AvailabilityAnswer
}) {
  const t = useTranslations('console.availability')
  const format = useFormatter()
  const field = (name: string) => ({ value: answer?.values[name] ?? '', error: answer?.errors?.[name] })
  return (
    <ConsoleCard title={t('closures')} id="closures-heading">
      {closures.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('no_closures')}</p>
      ) : (
        <ul className="mb-4 divide-y divide-line">
          {closures.map((closure) => (
            <li key={closure.id} className="flex items-center justify-between gap-3 py-2 text-sm">
              <span>
                {format.dateTime(new Date(`${closure.date}T12:00:00Z`), { dateStyle: 'full', timeZone: 'UTC' })} ·{' '}
                {closure.starts && closure.ends ? `${closure.starts}–${closure.ends}` : t('whole_day')}
              </span>
              <Form method="post">
                <CsrfInput />
                <input type="hidden" name="closureId" value={closure.id} />
                <button
                  type="submit"
                  name="intent"
                  value="remove-closure"
                  aria-label={t('remove_closure', {
                    date: format.dateTime(new Date(`${closure.date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }),
                  })}
                  className="text-accent-strong underline"
                >
                  {t('remove')}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-2 mb-3 font-semibold">{t('add_closure')}</h3>
      <Form method="post" className="flex flex-col gap-3" key={answer ? 'answered' : 'saved'}>
        <CsrfInput />
        <PlainField name="date" label={t('date')} type="date" {...field('date')} />
        <div className="grid grid-cols-2 gap-3">
          <PlainField name="starts" label={t('starts')} type="time" {...field('starts')} />
          <PlainField name="ends" label={t('ends')} type="time" {...field('ends')} />
        </div>
        <p className="text-xs text-ink-muted">{t('closure_hint')}</p>
        <FormButtons form="closure" />
      </Form>
      <AnswerPanel answer={answer} slotMinutes={slotMinutes} />
    </ConsoleCard>
  )
}

function RulesForm({
  rules,
  slotMinutes,
  answer,
}: {
  rules: { places: number; leadTimeHours: number; horizonDays: number }
  slotMinutes: number
  answer?: AvailabilityAnswer
}) {
  const t = useTranslations('console.availability')
  const field = (name: keyof typeof rules) => ({ value: answer?.values[name] ?? String(rules[name]), error: answer?.errors?.[name] })
  return (
    <ConsoleCard title={t('rules')} id="rules-heading">
      <Form method="post" className="flex flex-col gap-3" key={answer ? 'answered' : 'saved'}>
        <CsrfInput />
        <PlainField name="places" label={t('places')} type="number" hint={t('places_hint')} {...field('places')} />
        <PlainField name="leadTimeHours" label={t('lead_time')} type="number" hint={t('lead_time_hint')} {...field('leadTimeHours')} />
        <PlainField name="horizonDays" label={t('horizon')} type="number" hint={t('horizon_hint')} {...field('horizonDays')} />
        <FormButtons form="rules" />
      </Form>
      <AnswerPanel answer={answer} slotMinutes={slotMinutes} />
    </ConsoleCard>
  )
}
