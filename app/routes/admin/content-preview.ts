import { now } from '~/time/clock.server'
import { redirect } from 'react-router'
import { publicPathOf } from '~/content-editing/adapters/registry.server'
import { openContentEditor } from '~/content-editing/editor-actions.server'
import { PREVIEW_PARAM, previewToken } from '~/content-editing/preview.server'
import { database } from '~/db/db.server'
import { notFound } from '~/errors/not-found'
import { isLocale } from '~/i18n/locales'
import type { Route } from './+types/content-preview'

/** GET …/preview?locale=es: the record's public page in that language, showing its draft (a signed link that expires). */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const { kind, record } = await openContentEditor(context, url, params)
  const locale = url.searchParams.get('locale') ?? 'en'
  if (!record || !isLocale(locale)) notFound(url, 'unmatched')
  const path = await publicPathOf(database(), kind.kind, record.refId, record.document, locale)
  return redirect(`${path}?${PREVIEW_PARAM}=${previewToken(record.id, now())}`, { headers: { 'Cache-Control': 'no-store' } })
}
