import { getDestinationPlace } from '~/catalogue/destinations.server'
import { locatorMapSvg, MAP_SIZES, type MapSize } from '~/catalogue/locator-map-svg.server'
import { database } from '~/db/db.server'
import { mapFingerprint } from '~/catalogue/map-url'
import type { Route } from './+types/maps'

/**
 * GET /maps/{key}.svg?v={fingerprint}[&size=large]: a destination's locator map, drawn from
 * bundled geometry. Immutable when `v` is the current fingerprint (catalogue/map-url.ts); any
 * other (an old page, a hand-typed URL) gets the current map for a short while only.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const slug = /^([a-z0-9-]{1,120})\.svg$/.exec(params.file)?.[1]
  const size = (url.searchParams.get('size') ?? 'card') as MapSize
  const place = slug && size in MAP_SIZES ? await getDestinationPlace(database(), slug) : undefined
  if (!place) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
  return new Response(locatorMapSvg(place, size), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': url.searchParams.get('v') === mapFingerprint(place) ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      // An image, never a document that could run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}
