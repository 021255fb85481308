import { sql, type Expression, type RawBuilder } from 'kysely'

/*
 * Case- and accent-insensitive substring search that both engines run the
 * same way, without extensions: the stored text is lower-cased and its
 * Spanish accented letters replaced by plain ones in SQL, the typed text
 * the same way in JavaScript ("perez" finds "Pérez", "MUÑOZ" finds "Muñoz").
 * SQLite's lower() knows only ASCII, hence the upper-case accented letters
 * in the list; letters outside it (ç, à, ã…) stay accent-sensitive.
 * Folding costs fourteen replace() calls a row, so a cheap LIKE runs first,
 * with a one-character wildcard for each letter an accent could hide
 * ("nunez" → "n_n_z"), and only the rows it lets through are folded.
 */

const FOLDED_LETTERS: ReadonlyArray<readonly [string, string]> = [
  ['á', 'a'],
  ['é', 'e'],
  ['í', 'i'],
  ['ó', 'o'],
  ['ú', 'u'],
  ['ü', 'u'],
  ['ñ', 'n'],
  ['Á', 'a'],
  ['É', 'e'],
  ['Í', 'i'],
  ['Ó', 'o'],
  ['Ú', 'u'],
  ['Ü', 'u'],
  ['Ñ', 'n'],
]

/** The typed text as the SQL side folds stored text. */
export function foldForSearch(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .trim()
}

function folded(expression: Expression<string | null>): RawBuilder<string> {
  const replaced = FOLDED_LETTERS.reduce<RawBuilder<unknown>>(
    (inner, [from, to]) => sql`replace(${inner}, ${sql.lit(from)}, ${sql.lit(to)})`,
    sql`${expression}`,
  )
  return sql<string>`lower(${replaced})`
}

/** LIKE's wildcards typed by someone are matched as themselves. */
function likePattern(foldedText: string) {
  return `%${foldedText.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
}

const ACCENTED_IN_SOME_SPELLING = /[aeioun]/g

/** True when the folded `expression` contains the typed text. */
export function containsFolded(expression: Expression<string | null>, typed: string) {
  const text = foldForSearch(typed)
  const prefilter = likePattern(text).replace(ACCENTED_IN_SOME_SPELLING, '_')
  return sql<boolean>`(lower(${expression}) like ${prefilter} escape '\\' and ${folded(expression)} like ${likePattern(text)} escape '\\')`
}

/** For text stored lower-cased and unaccented (emails): the typed text folded, no folding of the column. */
export function containsLowerCase(expression: Expression<string | null>, typed: string) {
  return sql<boolean>`${expression} like ${likePattern(foldForSearch(typed))} escape '\\'`
}
