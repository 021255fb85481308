import { locatorMap } from './locator-map.server'

export const MAP_SIZES = {
  card: { width: 480, height: 270, span: 28 },
  large: { width: 960, height: 600, span: 40 },
} as const
export type MapSize = keyof typeof MAP_SIZES

const svgCache = new Map<string, string>()

/** A destination's map as a standalone SVG image (colours chosen to read well in both themes). */
export function locatorMapSvg(place: { slug: string; latitude: number; longitude: number; countryCode: string }, size: MapSize) {
  // Keyed by position too: an edited destination is drawn afresh.
  const key = `${place.slug}:${place.latitude}:${place.longitude}:${place.countryCode}:${size}`
  const cached = svgCache.get(key)
  if (cached) return cached
  const map = locatorMap({ ...place, ...MAP_SIZES[size] })
  const radius = size === 'card' ? 7 : 9
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${map.width} ${map.height}" width="${map.width}" height="${map.height}">`,
    `<rect width="${map.width}" height="${map.height}" fill="#bfe3ee"/>`,
    ...map.shapes.map(
      (shape) =>
        `<path d="${shape.d}" fill="${shape.highlighted ? '#22a55a' : '#e6e8eb'}" stroke="#ffffff" stroke-width="0.8" stroke-linejoin="round"/>`,
    ),
    `<circle cx="${map.marker.x}" cy="${map.marker.y}" r="${radius + 6}" fill="#dc3545" fill-opacity="0.25"/>`,
    `<circle cx="${map.marker.x}" cy="${map.marker.y}" r="${radius}" fill="#dc3545" stroke="#ffffff" stroke-width="3"/>`,
    '</svg>',
  ].join('')
  svgCache.set(key, svg)
  return svg
}
