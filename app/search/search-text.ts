import { folded, formsOf, stemsOf, wordsOf } from './word-forms'

/*
 * What a query asks, before any SQL: one clause per word a patient typed (or
 * per expression of a synonym group: "vista cansada"), every clause needed.
 * A clause is met by any of its alternatives: the typed words themselves (by
 * their beginning or a stem), or, when they are words of a synonym group, any
 * word of that group or any treatment it leads to ("miopía" → "myopia",
 * "nearsighted", …, "lasik", "prk"). Groups are edited in the console
 * (content kind "search synonyms"); a query reads them as they are, so a new
 * word works from the moment it is published, without re-indexing.
 */

export interface SynonymGroup {
  /** Words and expressions a patient may type, in either language, each meaning the others. */
  words: string[]
  /** What they also find (treatment names): searching for these does not bring the words back. */
  finds: string[]
}

/** One word of an alternative: any of its forms as a whole word, or (typed words) any word beginning with `prefix`. */
export interface WordMatch {
  forms: string[]
  prefix?: string
}

/** Every word of it, anywhere in the document. */
export type Alternative = WordMatch[]
/** Any one of its alternatives. */
export type Clause = Alternative[]

const MAX_QUERY_WORDS = 8
/** A clause's alternatives are bounded: a large group still makes a query of bounded cost. */
const MAX_ALTERNATIVES = 40

interface Entry {
  group: number
  words: string[][]
}

/** Whether two words are forms of one another: the same once folded, or a stem in common ("cataratas", "catarata"). */
function sameWord(forms: string[], typed: string[]) {
  return forms.some((form) => typed.includes(form))
}

const exact = (text: string): Alternative => wordsOf(text).map((word) => ({ forms: formsOf(word) }))

/** The clauses of a query; none for a query without words. */
export function queryClauses(query: string, groups: SynonymGroup[]): Clause[] {
  const typed = wordsOf(query)
    .map((word) => ({ word, forms: formsOf(word) }))
    .filter(({ forms }) => forms[0]!.length > 0)
    .slice(0, MAX_QUERY_WORDS)
  const entries: Entry[] = groups.flatMap((group, index) =>
    group.words.map((text) => ({ group: index, words: wordsOf(text).map(formsOf) })).filter((entry) => entry.words.length > 0),
  )
  const clauses: Clause[] = []
  for (let at = 0; at < typed.length;) {
    // The longest expression of a group that the words from here spell out ("vista cansada" before "vista").
    let span = 0
    let matched = new Set<number>()
    for (const entry of entries) {
      const length = entry.words.length
      if (length < span || at + length > typed.length) continue
      if (!entry.words.every((forms, offset) => sameWord(forms, typed[at + offset]!.forms))) continue
      if (length > span) [span, matched] = [length, new Set()]
      matched.add(entry.group)
    }
    const own = typed.slice(at, at + Math.max(span, 1))
    const alternatives: Clause = [own.map(({ word, forms }) => ({ prefix: forms[0], forms: stemsOf(word) }))]
    for (const group of matched) alternatives.push(...[...groups[group]!.words, ...groups[group]!.finds].map(exact))
    clauses.push(unique(alternatives.filter((alternative) => alternative.length > 0)).slice(0, MAX_ALTERNATIVES))
    at += own.length
  }
  return clauses
}

function unique(alternatives: Clause): Clause {
  const seen = new Set<string>()
  return alternatives.filter((alternative) => {
    const key = JSON.stringify(alternative)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** The folded words of a query, as typed (no forms, no synonyms). */
export function searchTerms(query: string): string[] {
  return wordsOf(query)
    .map(folded)
    .filter((term) => term.length > 0)
    .slice(0, MAX_QUERY_WORDS)
}
