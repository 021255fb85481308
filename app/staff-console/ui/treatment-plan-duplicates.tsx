import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useFormatter, useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import { LocalizedLink } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'
import type { DuplicatePlan } from '../treatment-plan-options.server'

/**
 * Creating a plan the patient already has (issue 27, item 3): the plans it would duplicate, each a link to
 * open it, the way staff usually want to go.
 */
export function DuplicatePlanWarning({ patient, duplicates }: { patient: { id: number; name: string }; duplicates: DuplicatePlan[] }) {
  const t = useTranslations('console.treatments')
  const format = useFormatter()
  // Named with clinic and start day, as the patient will see two plans of one treatment named.
  const planName = (plan: DuplicatePlan) =>
    t('plan_apart', {
      service: plan.service,
      clinic: plan.clinic,
      date: format.dateTime(new Date(`${plan.startedOn}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
    })
  return (
    <>
      <p className="font-medium">{t('duplicate.title', { patient: patient.name, count: duplicates.length })}</p>
      <ul className="mt-2 grid gap-1">
        {duplicates.map((plan) => (
          <li key={plan.id}>
            <LocalizedLink to={`/admin/patients/${patient.id}/treatments/${plan.id}`} className="font-medium text-accent-strong underline">
              {t('duplicate.open', { plan: planName(plan) })}
            </LocalizedLink>{' '}
            <span className="text-ink-muted">({t(`statuses.${plan.status}`)})</span>
          </li>
        ))}
      </ul>
    </>
  )
}

// Conform's metadata of the plan form's confirmDuplicate field.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>

/** The warning (when the page has it) and the box that confirms creating another plan anyway. */
export function DuplicateConfirm({ meta, children }: { meta: Meta; children?: ReactNode }) {
  const t = useTranslations('console.treatments')
  return (
    <div role="alert" className="rounded-lg border border-alert bg-surface p-4 text-sm">
      <div className="flex gap-3">
        <Icon name="lucide:triangle-alert" className="mt-0.5 size-5 shrink-0 text-alert" />
        <div className="min-w-0">
          {children}
          <div className="mt-3 flex items-start gap-3">
            <input
              id={meta.id}
              name={meta.name}
              type="checkbox"
              value="on"
              aria-describedby={meta.errors ? meta.errorId : undefined}
              className="mt-0.5 size-5 shrink-0 rounded border-line accent-accent"
            />
            <label htmlFor={meta.id} className="leading-relaxed">
              {t('duplicate.confirm')}
            </label>
          </div>
          <FieldError id={meta.errorId} errors={meta.errors} />
        </div>
      </div>
    </div>
  )
}
