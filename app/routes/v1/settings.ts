import { methodNotAllowed } from '~/api-v1/route.server'
import { json } from '~/api-v1/respond.server'
import { translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import { database } from '~/db/db.server'
import { isPublicSettingKey, readSettings } from '~/settings/settings.server'
import type { Route } from './+types/settings'

/** GET /v1/settings?setting=general.whatsapp_number → {"general.whatsapp_number": "…"} */
export async function loader({ request, url }: Route.LoaderArgs) {
  const locale = apiLocale(request)
  const keys = [...new Set(url.searchParams.getAll('setting'))]
  if (keys.length === 0 || keys.length > 20) return translatedProblem(400, locale, 'errors.api.settings_count')
  // Checked before the database: a key with a control character never reaches it.
  const unknown = keys.find((key) => !isPublicSettingKey(key))
  if (unknown) return translatedProblem(404, locale, 'errors.api.no_setting', { values: { key: unknown } })
  const settings = await readSettings(database(), keys)
  const missing = keys.find((key) => !(key in settings))
  if (missing) return translatedProblem(404, locale, 'errors.api.no_setting', { values: { key: missing } })
  return json(request, settings, 'public, max-age=60')
}

export const action = methodNotAllowed
