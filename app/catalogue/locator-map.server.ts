import { geoMercator, geoPath } from 'd3-geo'
import type { Feature, FeatureCollection, Geometry } from 'geojson'
import countries from 'i18n-iso-countries'
import { feature } from 'topojson-client'
import type { GeometryCollection, Topology } from 'topojson-specification'
import atlas from 'world-atlas/countries-50m.json'

/*
 * Maps drawn on the server from bundled Natural Earth geometry (world-atlas),
 * so a destination has a map without any map service or download: land as SVG
 * paths, the destination's country highlighted, and a marker on the city.
 */

export interface LocatorMap {
  width: number
  height: number
  /** Each country in view; `highlighted` for the destination's own country. */
  shapes: { d: string; highlighted: boolean }[]
  marker: { x: number; y: number }
}

const world = feature(atlas as unknown as Topology, (atlas as unknown as Topology).objects.countries as GeometryCollection) as FeatureCollection<
  Geometry,
  { name: string }
>

const cache = new Map<string, LocatorMap>()

export function locatorMap(options: {
  latitude: number
  longitude: number
  countryCode: string
  width: number
  height: number
  /** Degrees of longitude shown across the map. */
  span: number
}): LocatorMap {
  const key = JSON.stringify(options)
  const cached = cache.get(key)
  if (cached) return cached
  const { latitude, longitude, width, height, span } = options
  const projection = geoMercator()
    .center([longitude, latitude])
    .scale((width / (span * (Math.PI / 180))) * 1)
    .translate([width / 2, height / 2])
    .clipExtent([
      [0, 0],
      [width, height],
    ])
  const path = geoPath(projection).digits(1)
  const numeric = countries.alpha2ToNumeric(options.countryCode)
  const shapes = world.features
    .map((country: Feature<Geometry, { name: string }>) => ({
      d: path(country) ?? '',
      highlighted: numeric !== undefined && String(country.id) === numeric,
    }))
    .filter((shape) => shape.d.length > 0)
  const [x = width / 2, y = height / 2] = projection([longitude, latitude]) ?? []
  const map = { width, height, shapes, marker: { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10 } }
  cache.set(key, map)
  return map
}
