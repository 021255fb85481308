import { Form } from 'react-router'
import { useTranslations } from 'use-intl'
import { locales } from '~/i18n/locales'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { ConsoleCard, SelectField } from './filter-fields'

export interface StaffProfileView {
  languages: string[]
  teamMemberId: number | null
}

/**
 * What patients see beside a staff member's name (issue 29): the languages they answer in, and the
 * public team record whose photo and title patients see in "My care team". A plain post.
 */
export function StaffProfileForm({ profile, teamRecords }: { profile: StaffProfileView; teamRecords: { id: number; name: string }[] }) {
  const t = useTranslations('console.staff.profile')
  const tc = useTranslations('console')
  return (
    <ConsoleCard title={t('title')} id="profile-heading">
      <Form method="post" className="flex flex-col gap-4" key={`${profile.languages.join()}-${profile.teamMemberId}`}>
        <CsrfInput />
        <input type="hidden" name="intent" value="profile" />
        <fieldset>
          <legend className="text-sm font-medium">{t('languages')}</legend>
          <p className="text-xs text-ink-muted">{t('languages_hint')}</p>
          <div className="mt-2 flex flex-wrap gap-4">
            {locales.map((locale) => (
              <label key={locale} className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="languages" value={locale} defaultChecked={profile.languages.includes(locale)} className="size-4" />
                {tc(`language_names.${locale}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          name="teamMemberId"
          id="profile-team-record"
          label={t('team_record')}
          value={profile.teamMemberId === null ? '' : String(profile.teamMemberId)}
          options={[{ value: '', label: t('no_team_record') }, ...teamRecords.map((record) => ({ value: String(record.id), label: record.name }))]}
        />
        <p className="-mt-2 text-xs text-ink-muted">{t('team_record_hint')}</p>
        <button type="submit" className={`${buttonStyles.outline} self-start`}>
          {t('save')}
        </button>
      </Form>
    </ConsoleCard>
  )
}
