import { folded, wordForms, wordsOf, type WordMatch } from './word-forms'

/*
 * What the index holds and what a query asks, before any SQL.
 *
 * Synonym groups (content kind "search synonyms", edited in the console):
 * a group's words mean the same ("miopía", "myopia", "nearsighted"), and it
 * may also find treatments ("LASIK", "PRK"). A document that speaks of a
 * group (any of its words, in any form, an expression such as "vista
 * cansada" word after word; or one of its treatments in its title: the page
 * of that treatment, not every page that mentions it) is indexed with the
 * group's token; a query word of a group's words also accepts that token. So
 * "miopía" finds LASIK, while "lasik" finds only what names LASIK (the
 * treatments do not bring the words back). The query stays small, whatever
 * the size of the group: one token more per clause. Publishing or taking off
 * a group re-indexes.
 */

export interface SynonymGroup {
  id: number
  /** Words and expressions a patient may type, in either language, each meaning the others. */
  words: string[]
  /** What they also find (treatment names): searching for these does not bring the words back. */
  finds: string[]
}

/** A query's word (or expression) needs its words (all, by their forms), or the token of a group it belongs to. */
export interface Clause {
  words: WordMatch[]
  groups: string[]
}

const MAX_QUERY_WORDS = 8

/** The token a document gets for a group it speaks of: letters and digits like a word, and no word begins with it. */
export const groupToken = (id: number) => `zzsyn${id}`

interface Expression {
  group: number
  /** Each word's forms. */
  words: string[][]
  /** A treatment the group finds, not one of its words: indexed, not matched in queries. */
  found: boolean
}

/** The groups ready for matching: expressions by the forms of their first word. */
export interface SynonymIndex {
  byFirstForm: Map<string, Expression[]>
}

export function synonymIndex(groups: SynonymGroup[]): SynonymIndex {
  const byFirstForm = new Map<string, Expression[]>()
  for (const group of groups) {
    const expressions = [...group.words.map((text) => ({ text, found: false })), ...group.finds.map((text) => ({ text, found: true }))]
    for (const { text, found } of expressions) {
      const words = wordsOf(text).map((word) => wordForms(word).forms)
      if (words.length === 0) continue
      for (const form of new Set(words[0])) byFirstForm.set(form, [...(byFirstForm.get(form) ?? []), { group: group.id, words, found }])
    }
  }
  return { byFirstForm }
}

/** Two words are forms of each other when they share a form ("cataratas", "catarata": "catarat"). */
const sameWord = (a: string[], b: string[]) => a.some((form) => b.includes(form))

/** The expressions that the words (their forms) spell out from `at`. */
function expressionsAt(index: SynonymIndex, words: string[][], at: number): Expression[] {
  const found: Expression[] = []
  for (const form of words[at]!) {
    const starting = index.byFirstForm.get(form)
    if (!starting) continue
    for (const expression of starting) {
      if (found.includes(expression) || at + expression.words.length > words.length) continue
      if (expression.words.every((forms, offset) => sameWord(forms, words[at + offset]!))) found.push(expression)
    }
  }
  return found
}

/**
 * A text as the search index holds it: its words folded (counts kept, for
 * ranking), then once each the stems that do not begin their word, then the
 * tokens of the synonym groups it speaks of (by a group's treatments only in
 * a `title`).
 */
export function indexedText(text: string, index: SynonymIndex, part: 'title' | 'body'): string {
  const words = wordsOf(text).map(wordForms)
  const plain = words.map((word) => word.plain)
  const present = new Set(plain)
  const extra = new Set<string>()
  for (const word of words) for (const stem of word.unprefixed) if (!present.has(stem)) extra.add(stem)
  if (index.byFirstForm.size > 0) {
    const forms = words.map((word) => word.forms)
    for (let at = 0; at < forms.length; at++)
      for (const expression of expressionsAt(index, forms, at)) if (part === 'title' || !expression.found) extra.add(groupToken(expression.group))
  }
  return [...plain, ...extra].join(' ')
}

/** The clauses of a query, every one needed; none for a query without words. */
export function queryClauses(query: string, index: SynonymIndex): Clause[] {
  const words = wordsOf(query).slice(0, MAX_QUERY_WORDS).map(wordForms)
  const forms = words.map((word) => word.forms)
  const clauses: Clause[] = []
  for (let at = 0; at < words.length;) {
    // The longest expression of a group's words that the query spells out from here ("vista cansada" before "vista").
    const expressions = expressionsAt(index, forms, at).filter((expression) => !expression.found)
    const span = Math.max(1, ...expressions.map((expression) => expression.words.length))
    const groups = expressions.filter((expression) => expression.words.length === span).map((expression) => groupToken(expression.group))
    clauses.push({ words: words.slice(at, at + span).map((word) => word.match), groups: [...new Set(groups)] })
    at += span
  }
  return clauses
}

/** The folded words of a query, as typed (no forms, no synonyms). */
export function searchTerms(query: string): string[] {
  return wordsOf(query).map(folded).slice(0, MAX_QUERY_WORDS)
}
