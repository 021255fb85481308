/*
 * What a picture may be, for the browser (a warning before sending) and the
 * server (the rule) alike, and the files it is made into.
 */

/** The largest picture staff may upload: 10 MB (the browser warns before sending; the server decides). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/** The widths pages choose from (srcset): cards, a column, a wide hero. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const
export const IMAGE_FORMATS = ['avif', 'webp'] as const
export type ImageFormat = (typeof IMAGE_FORMATS)[number]
