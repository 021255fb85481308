import { useTranslations } from 'use-intl'
import { countContentRecords } from '~/content-editing/content-list.server'
import { contentKinds } from '~/content-editing/kinds'
import { database } from '~/db/db.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { requirePermission } from '~/access/door.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import type { Route } from './+types/content'

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, url, 'content.edit')
  const counts = await countContentRecords(database())
  return { kinds: contentKinds.map((kind) => ({ kind: kind.kind, count: counts[kind.kind] ?? 0 })) }
}

export default function ConsoleContent({ loaderData: { kinds } }: Route.ComponentProps) {
  const t = useTranslations('console.content')
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {kinds.map(({ kind, count }) => (
          <li key={kind}>
            <LocalizedLink to={`/admin/content/${kind}`} className="block rounded-xl border border-line bg-surface p-5 hover:bg-surface-muted">
              <span className="block text-lg font-semibold">{t(`kinds.${kind}.other` as 'kinds.service.other')}</span>
              <span className="mt-1 block text-sm text-ink-muted">{t('count', { count })}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
    </>
  )
}
