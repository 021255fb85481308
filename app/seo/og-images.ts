/*
 * Open Graph images: 1200×630 PNGs (social sites refuse SVG), drawn from our
 * own art by scripts/og-images.ts and shipped in public/og/. Pages with art of
 * their own (a service's icon, a blog category's style, a destination's map)
 * point at theirs; every other page shares the default. The file names are
 * derived here, for both the script and the pages, so they cannot drift.
 */

export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const

export const DEFAULT_OG_IMAGE = '/og/default.png'

/** Services sharing an icon and category share their art, so they share the image. */
export function serviceOgImage(service: { icon: string; category: string }) {
  return `/og/service-${service.category}-${service.icon.replace(':', '-')}.png`
}

export function blogCategoryOgImage(categorySlug: string) {
  return `/og/blog-${categorySlug}.png`
}

export function destinationOgImage(destinationSlug: string) {
  return `/og/destination-${destinationSlug}.png`
}
