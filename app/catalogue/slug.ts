/** Catalogue slugs: lower-case letters, digits and single hyphens. */
export function isSlug(value: string | undefined): value is string {
  return typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 120
}
