import { sql, type Expression } from 'kysely'
import { accentFolded, type AnyKysely } from '~/db/dialect.server'

/*
 * Case- and accent-insensitive substring search on both engines, without
 * extensions: stored text is lower-cased and its Spanish accented letters
 * made plain in SQL (accentFolded, dialect.server.ts), typed text the same
 * way here ("perez" finds "Pérez", "MUÑOZ" finds "Muñoz"); letters outside
 * Spanish's (ç, à, ã…) stay accent-sensitive. Folding is the dear part, so a
 * cheap LIKE runs first with a one-character wildcard for each letter an
 * accent could hide ("nunez" → "n_n_z"), and only what it lets through is folded.
 */

/** The typed text as the SQL side folds stored text. */
export function foldForSearch(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim()
}

/** LIKE's wildcards typed by someone are matched as themselves. */
function likePattern(foldedText: string) {
  return `%${foldedText.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

const ACCENTED_IN_SOME_SPELLING = /[aeioun]/g

/** True when the folded `expression` contains the typed text. */
export function containsFolded(db: AnyKysely, expression: Expression<string | null>, typed: string) {
  const text = foldForSearch(typed)
  const prefilter = likePattern(text).replace(ACCENTED_IN_SOME_SPELLING, '_')
  return sql<boolean>`(lower(${expression}) like ${prefilter} escape '\\' and ${accentFolded(db, expression)} like ${likePattern(text)} escape '\\')`
}

/** For text stored lower-cased and unaccented (emails): the typed text folded, no folding of the column. */
export function containsLowerCase(expression: Expression<string | null>, typed: string) {
  return sql<boolean>`${expression} like ${likePattern(foldForSearch(typed))} escape '\\'`
}
