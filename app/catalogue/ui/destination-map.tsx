import { mapSrcSet, mapUrl, type MapLocation } from '~/catalogue/map-url'

/** How wide a card's map is shown: a column of three from 768 px, the screen's width below. */
const CARD_SIZES = '(min-width: 768px) 400px, 100vw'

/**
 * A destination's locator map: a WebP picture the server draws (routes/maps.ts), kept by browsers for good. Not the
 * SVG: an SVG image costs the page's main thread a document of its own (catalogue/locator-map-image.server.ts).
 */
export function DestinationMapImage({
  place,
  alt,
  size = 'card',
  sizes = CARD_SIZES,
  className,
  loading = 'lazy',
}: {
  place: MapLocation
  alt: string
  size?: 'card' | 'large'
  /** How wide the map is shown, for the browser's choice of picture (`sizes`). */
  sizes?: string
  className?: string
  loading?: 'lazy' | 'eager'
}) {
  const [width, height] = size === 'card' ? [480, 270] : [960, 600]
  return (
    <img
      src={mapUrl(place, size)}
      srcSet={mapSrcSet(place, size)}
      // A lazy image's own width where browsers know it (`auto`), else the caller's estimate.
      sizes={loading === 'lazy' ? `auto, ${sizes}` : sizes}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={`h-auto w-full bg-[#bfe3ee] dark:brightness-[0.8] ${className ?? ''}`}
    />
  )
}
