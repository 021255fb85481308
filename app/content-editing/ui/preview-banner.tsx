import { useMatches } from 'react-router'
import { useTranslations } from 'use-intl'
import { LocalizedLink } from '~/navigation/localized-link'

/** The page's draft preview, when a loader says it shows one (content-editing/preview.server.ts). */
function usePreview() {
  for (const match of useMatches()) {
    const preview = (match.loaderData as { preview?: { kind: string; recordId: number } | null } | undefined)?.preview
    if (preview) return preview
  }
  return null
}

/** Says, above a public page showing a draft, that only staff see it, with the way back to the editor. */
export function PreviewBanner() {
  const t = useTranslations('console.content.preview')
  const preview = usePreview()
  if (!preview) return null
  return (
    <div role="status" className="border-b border-warning/40 bg-warning/15 px-4 py-2 text-center text-sm text-ink">
      <strong className="font-semibold">{t('banner')}</strong> {t('banner_detail')}{' '}
      <LocalizedLink to={`/admin/content/${preview.kind}/${preview.recordId}`} className="font-medium underline">
        {t('back_to_editor')}
      </LocalizedLink>
    </div>
  )
}
