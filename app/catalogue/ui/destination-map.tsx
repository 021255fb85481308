/** A destination's locator map: a cached SVG image drawn by the server (routes/maps.ts). */
export function DestinationMapImage({
  slug,
  alt,
  size = 'card',
  className,
  loading = 'lazy',
}: {
  slug: string
  alt: string
  size?: 'card' | 'large'
  className?: string
  loading?: 'lazy' | 'eager'
}) {
  const [width, height] = size === 'card' ? [480, 270] : [960, 600]
  return (
    <img
      src={size === 'card' ? `/maps/${slug}.svg` : `/maps/${slug}.svg?size=large`}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      className={`h-auto w-full bg-[#bfe3ee] dark:brightness-[0.8] ${className ?? ''}`}
    />
  )
}
