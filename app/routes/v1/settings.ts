import { methodNotAllowed } from '~/api-v1/route.server'
import { json, problem } from '~/api-v1/respond.server'
import { database } from '~/db/db.server'
import { isPublicSettingKey, readSettings } from '~/settings/settings.server'
import type { Route } from './+types/settings'

/** GET /v1/settings?setting=general.whatsapp_number → {"general.whatsapp_number": "…"} */
export async function loader({ request, url }: Route.LoaderArgs) {
  const keys = [...new Set(url.searchParams.getAll('setting'))]
  if (keys.length === 0 || keys.length > 20) return problem(400, 'Pass between 1 and 20 "setting" query parameters.')
  const invalid = keys.find((key) => !isPublicSettingKey(key))
  if (invalid) return problem(404, `No public setting is named "${invalid}".`)
  const settings = await readSettings(database(), keys)
  const missing = keys.find((key) => !(key in settings))
  if (missing) return problem(404, `No public setting is named "${missing}".`)
  return json(request, settings, 'public, max-age=60')
}

export const action = methodNotAllowed
