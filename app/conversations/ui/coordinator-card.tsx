import { useTranslations } from 'use-intl'
import { Portrait } from '~/content/ui/portrait'
import { useLocale } from '~/navigation/localized-link'
import { ContentPicture } from '~/ui/content-picture'
import { Icon } from '~/ui/icon/icon'
import type { CoordinatorProfile } from '../coordinator-profile.server'
import { replyTimeUnit } from './reply-time'

/** Languages by their code ("es"), named in the reader's language and listed as a sentence ("Spanish and English"). */
function useLanguageList() {
  const locale = useLocale()
  return (codes: string[]) => {
    const names = new Intl.DisplayNames([locale], { type: 'language' })
    const named = codes.map((code) => {
      try {
        return names.of(code) ?? code
      } catch {
        return code
      }
    })
    return new Intl.ListFormat(locale, { type: 'conjunction' }).format(named)
  }
}

/**
 * Who looks after the patient (issue 29): their coordinator's name, photo (the team record's, else
 * drawn initials), title, languages and usual reply time; before one is assigned, the team.
 */
export function CoordinatorCard({ coordinator }: { coordinator: CoordinatorProfile | null }) {
  const t = useTranslations('care_team')
  const languages = useLanguageList()
  if (!coordinator) {
    return (
      <section aria-labelledby="care-team-coordinator" className="flex gap-4 rounded-2xl border border-line bg-surface p-5">
        <span className="grid size-16 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
          <Icon name="lucide:users" className="size-7" />
        </span>
        <div className="min-w-0">
          <h2 id="care-team-coordinator" className="text-lg font-semibold">
            {t('team_heading')}
          </h2>
          <p className="mt-1 text-sm text-ink-muted">{t('team_lead')}</p>
        </div>
      </section>
    )
  }
  const reply = coordinator.usualReplySeconds === null ? null : replyTimeUnit(coordinator.usualReplySeconds)
  return (
    <section aria-labelledby="care-team-coordinator" className="rounded-2xl border border-line bg-surface p-5">
      <h2 id="care-team-coordinator" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        {t('coordinator_heading')}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        {coordinator.picture ? (
          <ContentPicture picture={coordinator.picture} sizes="96px" className="size-20 shrink-0 rounded-full object-cover sm:size-24" />
        ) : (
          <span className="shrink-0 [&>svg]:size-20 sm:[&>svg]:size-24">
            <Portrait name={coordinator.name} label={t('portrait', { name: coordinator.name })} />
          </span>
        )}
        <div className="min-w-0">
          <p className="text-lg font-semibold">{coordinator.name}</p>
          <p className="text-sm font-medium text-accent">{coordinator.title ?? t('default_title')}</p>
          <ul className="mt-2 grid gap-1 text-sm text-ink-muted">
            {coordinator.languages.length > 0 && (
              <li className="flex items-start gap-2">
                <Icon name="lucide:languages" className="mt-0.5 size-4 shrink-0" />
                {t('speaks', { languages: languages(coordinator.languages) })}
              </li>
            )}
            {reply && (
              <li className="flex items-start gap-2">
                <Icon name="lucide:clock" className="mt-0.5 size-4 shrink-0" />
                {t('usual_reply', { duration: t(`duration_${reply.unit}`, { count: reply.count }) })}
              </li>
            )}
          </ul>
        </div>
      </div>
    </section>
  )
}
