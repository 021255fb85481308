/*
 * An exchange rate as people read it in their language ("4,150.25", "4150,25",
 * "1.234.567,5"), exactly: its digits as stored, only the separators the
 * locale's (the integer part is grouped as Intl groups a BigInt, so no float
 * ever holds it). What staff type stays a plain decimal with a point.
 */

/** Intl.NumberFormat is costly to create: one per locale, with its decimal separator. */
const formats = new Map<string, { integer: Intl.NumberFormat; point: string }>()

function formatOf(locale: string) {
  let format = formats.get(locale)
  if (!format) {
    const integer = new Intl.NumberFormat(locale)
    const point = integer.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
    formats.set(locale, (format = { integer, point }))
  }
  return format
}

/** A rate's exact decimal text ("4150.25") in `locale`'s separators. */
export function formatRate(rate: string, locale: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate)
  if (!match) return rate
  const { integer, point } = formatOf(locale)
  const whole = integer.format(BigInt(match[1]!))
  return match[2] ? `${whole}${point}${match[2]}` : whole
}
