/*
 * A picture staff uploaded (app/media): AVIF where the browser
 * reads it, else WebP, at the width the layout needs (srcset + sizes), with
 * its size given so nothing shifts while it loads.
 */

export interface PictureData {
  src: string
  width: number
  height: number
  srcset: { avif: string; webp: string }
  alt: string
}

export function ContentPicture({
  picture,
  sizes,
  className,
  eager = false,
}: {
  picture: PictureData
  /** How wide the picture is drawn, as the `sizes` attribute says it. */
  sizes: string
  className?: string
  /** Above the fold (the page's hero): loaded at once and first. */
  eager?: boolean
}) {
  return (
    <picture>
      <source type="image/avif" srcSet={picture.srcset.avif} sizes={sizes} />
      <source type="image/webp" srcSet={picture.srcset.webp} sizes={sizes} />
      <img
        src={picture.src}
        width={picture.width}
        height={picture.height}
        alt={picture.alt}
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  )
}
