/*
 * A destination's locator map (routes/maps.ts) is drawn from its position and country. Its URL
 * carries a fingerprint of those and of the drawing, so browsers may keep it for good and an edit
 * of the destination gives a new URL. Shared by the pages (which build the URL) and the server
 * (which serves it as immutable only when the fingerprint is the current one).
 */

/** Change with the drawing or its picture's encoding (locator-map*.server.ts); map-url.test.ts fails until it is changed. */
export const MAP_DRAWING = 1

export type MapLocation = { key: string; latitude: number; longitude: number; countryCode: string }

/** A place the map dialog shows: where, and its name for the dialog's title. */
export type MapPlace = MapLocation & { name: string }

export type MapSize = 'card' | 'large'

/** FNV-1a of what the map is drawn from, in base 36. */
export function mapFingerprint({ latitude, longitude, countryCode }: Omit<MapLocation, 'key'>) {
  let hash = 0x811c9dc5
  for (const char of `${MAP_DRAWING}:${latitude}:${longitude}:${countryCode}`) {
    hash ^= char.charCodeAt(0)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}

/** The widths a map's picture is drawn at: its own, and for screens of 1.5 and 2 device pixels per CSS pixel. */
export const MAP_WIDTHS: Record<MapSize, readonly number[]> = { card: [480, 720, 960], large: [960, 1440, 1920] }

/** The map as a WebP picture `width` pixels wide (its own width unless said). The SVG of the same URL is still served to pages made before. */
export function mapUrl(place: MapLocation, size: MapSize = 'card', width = MAP_WIDTHS[size][0]) {
  return `/maps/${place.key}.webp?v=${mapFingerprint(place)}${size === 'large' ? '&size=large' : ''}&w=${width}`
}

/** Every width of the map's picture, for an image's `srcset`. */
export function mapSrcSet(place: MapLocation, size: MapSize = 'card') {
  return MAP_WIDTHS[size].map((width) => `${mapUrl(place, size, width)} ${width}w`).join(', ')
}
