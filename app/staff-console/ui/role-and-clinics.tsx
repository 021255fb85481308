import type { FieldMetadata } from '@conform-to/react'
import { useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import { STAFF_ROLES, type StaffRole } from '~/access/roles'

const control = 'mt-1.5 block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-ink'

/**
 * A staff member's role and, for clinic staff, their clinics: the invite form
 * and the change-access form share it. The clinics only count for clinic staff
 * (the server ignores them for the other roles, who see every clinic).
 */
export function RoleAndClinics({
  role,
  clinics,
  allClinics,
  roles = STAFF_ROLES,
}: {
  // Conform's metadata of the two fields, of whichever form holds them.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  role: FieldMetadata<any, any, string[]>
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  clinics: FieldMetadata<any, any, string[]>
  allClinics: { slug: string; name: string }[]
  /** The roles the viewer may give (a coordinator invites clinic staff only: then the role is said, not chosen). */
  roles?: readonly StaffRole[]
}) {
  const t = useTranslations('console')
  const chosen = new Set([clinics.initialValue ?? []].flat())
  return (
    <>
      {roles.length === 1 ? (
        <div>
          <input type="hidden" name={role.name} value={roles[0]} />
          <p className="text-sm">
            <span className="font-medium">{t('staff.role')}:</span> {t(`roles.${roles[0]!}`)}
          </p>
          <FieldError id={role.errorId} errors={role.errors} />
        </div>
      ) : (
        <div>
          <label htmlFor={role.id} className="text-sm font-medium">
            {t('staff.role')}
          </label>
          <select
            id={role.id}
            name={role.name}
            defaultValue={String(role.initialValue ?? 'coordinator')}
            aria-invalid={role.errors ? true : undefined}
            aria-describedby={role.errors ? role.errorId : undefined}
            className={control}
          >
            {roles.map((name: StaffRole) => (
              <option key={name} value={name}>
                {t(`roles.${name}`)}
              </option>
            ))}
          </select>
          <FieldError id={role.errorId} errors={role.errors} />
        </div>
      )}
      <fieldset aria-describedby={[`${clinics.id}-hint`, clinics.errors ? clinics.errorId : ''].join(' ').trim()}>
        <legend className="text-sm font-medium">{t('staff.clinics')}</legend>
        <p id={`${clinics.id}-hint`} className="mt-1 text-xs text-ink-muted">
          {t('staff.clinics_hint')}
        </p>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {allClinics.map((clinic) => (
            <label key={clinic.slug} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={clinics.name}
                value={clinic.slug}
                defaultChecked={chosen.has(clinic.slug)}
                className="size-4 accent-accent"
              />
              {clinic.name}
            </label>
          ))}
        </div>
        <FieldError id={clinics.errorId} errors={clinics.errors} />
      </fieldset>
    </>
  )
}
