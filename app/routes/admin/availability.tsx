import { useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { clinicsInScope } from '~/access/clinic-scope.server'
import { requirePermission } from '~/access/door.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import type { Route } from './+types/availability'

export async function loader({ context, url }: Route.LoaderArgs) {
  const { scope } = await requirePermission(context, url, 'availability.manage')
  return { clinics: await clinicsInScope(database(), scope) }
}

export default function ConsoleAvailability({ loaderData: { clinics } }: Route.ComponentProps) {
  const t = useTranslations('console.availability')
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {clinics.map((clinic) => (
          <li key={clinic.id}>
            <LocalizedLink
              to={`/admin/availability/${clinic.id}`}
              className="block rounded-xl border border-line bg-surface p-5 hover:border-accent hover:bg-surface-muted"
            >
              <span className="block font-semibold">{clinic.name}</span>
              <span className="block text-sm text-ink-muted">{clinic.timeZone}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </>
  )
}
