import { mapUrl, type MapLocation } from '~/catalogue/map-url'

/** A destination's locator map: an SVG image drawn by the server (routes/maps.ts), kept by browsers for good. */
export function DestinationMapImage({
  place,
  alt,
  size = 'card',
  className,
  loading = 'lazy',
}: {
  place: MapLocation
  alt: string
  size?: 'card' | 'large'
  className?: string
  loading?: 'lazy' | 'eager'
}) {
  const [width, height] = size === 'card' ? [480, 270] : [960, 600]
  return (
    <img
      src={mapUrl(place, size)}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={`h-auto w-full bg-[#bfe3ee] dark:brightness-[0.8] ${className ?? ''}`}
    />
  )
}
