import { LRUCache } from 'lru-cache'
import sharp from 'sharp'
import { locatorMapSvg, MAP_SIZES, type MapSize } from './locator-map-svg.server'

/*
 * A destination's map as a WebP picture, drawn from its SVG by sharp. Pages show this one, not the SVG: a browser
 * gives each SVG image a document of its own, parsed, styled, laid out and painted on the page's main thread
 * (10–30 ms per map on this machine, in the middle of a page's start), where a WebP is decoded off it.
 * Flat colours keep it smaller than the compressed SVG (a card's 480 px: 3–4 kB against 5–10 kB).
 */

type Place = Parameters<typeof locatorMapSvg>[0]

// Each is 3–25 kB; a promise per key, so two requests for a new map draw it once.
const pictures = new LRUCache<string, Promise<Buffer>>({ max: 400 })

export function locatorMapWebp(place: Place, size: MapSize, width: number): Promise<Buffer> {
  const key = `${place.slug}:${place.latitude}:${place.longitude}:${place.countryCode}:${size}:${width}`
  const cached = pictures.get(key)
  if (cached) return cached
  const svg = Buffer.from(locatorMapSvg(place, size))
  // Drawn at the width asked for, not drawn small and scaled up: sharp's density is the SVG's pixels per inch.
  const density = (72 * width) / MAP_SIZES[size].width
  const picture = sharp(svg, { density }).resize(width).webp({ quality: 70, effort: 6 }).toBuffer()
  pictures.set(key, picture)
  picture.catch(() => pictures.delete(key))
  return picture
}
