import { isSlug } from '~/http/params'
import { isCurrencyCode, type CurrencyCode } from '~/quotes/money'

/*
 * The compare page's choice lives in its URL (issue 31):
 *   /compare?treatment=lasik&clinics=clinica-vision-andina,clinica-montesol[&currency=EUR]
 * The picker is a plain GET form whose checkboxes send `clinics` once per
 * clinic; the page answers that with a redirect to the one-parameter form
 * above. Shared by the page, the picker and the links to it (no server code).
 */

export const MIN_COMPARED = 2
export const MAX_COMPARED = 3
/** More than this many slugs in a URL is not a comparison anyone asked for: the rest is ignored. */
const MAX_SLUGS_READ = 12

/** `currency=none`: the clinics' currencies only, even for a signed-in patient whose currency the site knows. */
export const NO_CURRENCY = 'none'

export interface CompareQuery {
  /** The treatment's slug as given (either language's, or its key), or null. */
  treatment: string | null
  /** The clinics' slugs as given, in order, each once. */
  clinics: string[]
  /** The currency the patient chose to read prices in; NO_CURRENCY for the clinics' own only (over a signed-in patient's); null when not said. */
  currency: CurrencyCode | typeof NO_CURRENCY | null
}

/** Reads the query; a value that is not a slug or a known currency is dropped (never an error page). */
export function parseCompareQuery(params: URLSearchParams): CompareQuery {
  const treatment = params.get('treatment')?.trim().toLowerCase() ?? ''
  const clinics = params
    .getAll('clinics')
    .flatMap((value) => value.split(','))
    .map((slug) => slug.trim().toLowerCase())
    .filter((slug) => isSlug(slug))
    .slice(0, MAX_SLUGS_READ)
  const currency = params.get('currency')?.trim() ?? ''
  return {
    treatment: isSlug(treatment) ? treatment : null,
    clinics: [...new Set(clinics)],
    currency: currency === NO_CURRENCY ? NO_CURRENCY : isCurrencyCode(currency.toUpperCase()) ? (currency.toUpperCase() as CurrencyCode) : null,
  }
}

/** The query of a comparison, in its one canonical spelling. */
export function compareSearch({
  treatment,
  clinics,
  currency,
}: {
  treatment?: string | null
  clinics?: readonly string[]
  currency?: string | null
}): string {
  const parts: string[] = []
  if (treatment) parts.push(`treatment=${encodeURIComponent(treatment)}`)
  // Commas between slugs are kept as they are: slugs never contain one, and the URL stays readable.
  if (clinics && clinics.length > 0) parts.push(`clinics=${clinics.map(encodeURIComponent).join(',')}`)
  if (currency) parts.push(`currency=${encodeURIComponent(currency)}`)
  return parts.length > 0 ? `?${parts.join('&')}` : ''
}

/** The (unlocalized) path of a comparison: pass it through LocalizedLink or localizePath. */
export function comparePath(choice: { treatment?: string | null; clinics?: readonly string[]; currency?: string | null }): string {
  return `/compare${compareSearch(choice)}`
}
