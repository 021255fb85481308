import { sql, type Expression, type RawBuilder } from 'kysely'

/*
 * Case- and accent-insensitive substring search that both engines run the
 * same way, without extensions: the stored text is lower-cased and its
 * Spanish accented letters replaced by plain ones in SQL, the typed text
 * the same way in JavaScript ("perez" finds "Pérez", "MUÑOZ" finds "Muñoz").
 * SQLite's lower() knows only ASCII, hence the upper-case accented letters
 * in the list; letters outside it (ç, à, ã…) stay accent-sensitive.
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

/** True when the folded `expression` contains the typed text. */
export function containsFolded(expression: Expression<string | null>, typed: string) {
  return sql<boolean>`${folded(expression)} like ${likePattern(foldForSearch(typed))} escape '\\'`
}
