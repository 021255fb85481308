/*
 * The two shapes of identifiers in our URLs, one rule each, for pages, /v1
 * and the OpenAPI document alike. Anything else in their place is a 404 (a
 * page) or a 400/404 problem (the API), never a database query.
 */

/** A record id: 1 to 999,999,999, digits only (no sign, no leading zero, no exponent). */
const ID = /^[1-9]\d{0,8}$/

/** The id in a URL segment or query parameter, or undefined when it is not one. */
export function parseId(value: string | null | undefined): number | undefined {
  return typeof value === 'string' && ID.test(value) ? Number(value) : undefined
}

/** Slugs: lower-case letters, digits and single hyphens, at most 120 characters. */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$'
export const SLUG_MAX_LENGTH = 120
const SLUG = new RegExp(SLUG_PATTERN)

export function isSlug(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= SLUG_MAX_LENGTH && SLUG.test(value)
}
