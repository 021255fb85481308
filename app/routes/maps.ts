import { getDestinationPlace } from '~/catalogue/destinations.server'
import { locatorMapWebp } from '~/catalogue/locator-map-image.server'
import { locatorMapSvg, MAP_SIZES, type MapSize } from '~/catalogue/locator-map-svg.server'
import { MAP_WIDTHS, mapFingerprint } from '~/catalogue/map-url'
import { database } from '~/db/db.server'
import type { Route } from './+types/maps'

/**
 * GET /maps/{key}.webp?v={fingerprint}&w={width}[&size=large]: a destination's locator map as a
 * picture, at one of the widths the pages ask for; /maps/{key}.svg?v=…: the same map as SVG (what
 * pages linked before). Drawn from bundled geometry. Immutable when `v` is the current fingerprint
 * (catalogue/map-url.ts); any other (an old page, a hand-typed URL) gets the current map for a
 * short while only.
 */
export async function loader({ params, url }: Route.LoaderArgs) {
  const [, slug, format] = /^([a-z0-9-]{1,120})\.(svg|webp)$/.exec(params.file) ?? []
  const size = (url.searchParams.get('size') ?? 'card') as MapSize
  // Own keys only: `?size=toString` is no size.
  const known = slug && Object.hasOwn(MAP_SIZES, size)
  const width = known ? Number(url.searchParams.get('w') ?? MAP_SIZES[size].width) : NaN
  if (!known || (format === 'webp' && !MAP_WIDTHS[size].includes(width))) return notFound()
  const place = await getDestinationPlace(database(), slug)
  if (!place) return notFound()
  const cacheControl = url.searchParams.get('v') === mapFingerprint(place) ? 'public, max-age=31536000, immutable' : 'public, max-age=300'
  if (format === 'webp') {
    const picture = (await locatorMapWebp(place, size, width)) as Uint8Array<ArrayBuffer>
    return new Response(picture, { headers: { 'Content-Type': 'image/webp', 'Cache-Control': cacheControl } })
  }
  return new Response(locatorMapSvg(place, size), {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': cacheControl,
      // An image, never a document that could run anything.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
    },
  })
}

function notFound() {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } })
}
