import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { locatorMapSvg } from './locator-map-svg.server'
import { MAP_DRAWING, mapFingerprint, mapSrcSet, mapUrl } from './map-url'

const bogota = { key: 'bogota', latitude: 4.711, longitude: -74.0721, countryCode: 'CO' }

describe('map URLs', () => {
  it('name the destination, the fingerprint and the size', () => {
    expect(mapUrl(bogota)).toBe(`/maps/bogota.webp?v=${mapFingerprint(bogota)}&w=480`)
    expect(mapUrl(bogota, 'large')).toBe(`/maps/bogota.webp?v=${mapFingerprint(bogota)}&size=large&w=960`)
    expect(mapUrl(bogota, 'card', 720)).toBe(`/maps/bogota.webp?v=${mapFingerprint(bogota)}&w=720`)
  })

  it('offer the picture at its own width and for denser screens', () => {
    const v = mapFingerprint(bogota)
    expect(mapSrcSet(bogota)).toBe(`/maps/bogota.webp?v=${v}&w=480 480w, /maps/bogota.webp?v=${v}&w=720 720w, /maps/bogota.webp?v=${v}&w=960 960w`)
    expect(mapSrcSet(bogota, 'large')).toContain(`/maps/bogota.webp?v=${v}&size=large&w=1920 1920w`)
  })

  it('change when what the map is drawn from changes', () => {
    const fingerprints = new Set([
      mapFingerprint(bogota),
      mapFingerprint({ ...bogota, latitude: 4.712 }),
      mapFingerprint({ ...bogota, longitude: -74.0722 }),
      mapFingerprint({ ...bogota, countryCode: 'PA' }),
    ])
    expect(fingerprints.size).toBe(4)
    expect(mapFingerprint(bogota)).toBe(mapFingerprint({ ...bogota }))
  })

  it('change with the drawing: MAP_DRAWING is raised whenever the drawing changes', () => {
    // If this fails, the drawing changed: raise MAP_DRAWING (so browsers fetch the maps again),
    // then record the new digest here.
    const digest = createHash('sha256')
      .update(locatorMapSvg({ slug: bogota.key, ...bogota }, 'card'))
      .update(locatorMapSvg({ slug: bogota.key, ...bogota }, 'large'))
      .digest('hex')
      .slice(0, 16)
    expect({ drawing: MAP_DRAWING, digest }).toEqual({ drawing: 1, digest: 'd0a8ad6a61ba84a6' })
  })
})
