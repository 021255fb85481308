import { stemmer as englishStem } from '@orama/stemmers/english'
import { stemmer as spanishStem } from '@orama/stemmers/spanish'

/*
 * Word forms for search (docs/decisions/041-search-word-forms.md). Both
 * engines index the same text, made here: every word lower case without its
 * accents, each followed by its stems, Spanish and English alike, since a
 * patient mixes the languages ("cataratas" and "catarata" share "catarat",
 * "cataracts" and "cataract" share "cataract"). A query word then matches a
 * document's word by its beginning (as-you-type: "las" finds "LASIK") or by
 * one of its stems.
 *
 * The Spanish stemmer reads accents ("operación" gives "oper", "operacion"
 * gives "operacion"): a word gets the stems of its folded form and of its
 * accented one, so typing with or without accents finds the same words.
 * Words shorter than four letters get no stems: a stem of "las" would be
 * "la", the article.
 */

const MIN_STEMMED_LENGTH = 4
const MIN_STEM_LENGTH = 3

/** A word without its accents ("miopía" → "miopia"). */
export const folded = (word: string) => word.normalize('NFD').replace(/[\p{M}\p{Diacritic}]/gu, '')

/** The words of a text, lower case, accents kept: runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => word.length > 0)
}

// Texts repeat their words: a bounded memo spares re-stemming them (10,000 documents index in a fraction of the time).
const MEMO_SIZE = 50_000
const memo = new Map<string, string[]>()

/** A word's stems that differ from its folded form (none for short words). */
export function stemsOf(word: string): string[] {
  const known = memo.get(word)
  if (known) return known
  const plain = folded(word)
  let stems: string[] = []
  if (plain.length >= MIN_STEMMED_LENGTH) {
    const candidates = [spanishStem(plain), folded(spanishStem(word)), englishStem(plain)]
    stems = [...new Set(candidates)].filter((stem) => stem !== plain && stem.length >= MIN_STEM_LENGTH && /^[\p{L}\p{N}]+$/u.test(stem))
  }
  if (memo.size >= MEMO_SIZE) memo.clear()
  memo.set(word, stems)
  return stems
}

/** The folded word and its stems: what a word is indexed as, and what it is known by. */
export const formsOf = (word: string) => [folded(word), ...stemsOf(word)]

/** A text as the search index holds it: each word folded, followed by its stems, separated by spaces. */
export function indexedText(text: string): string {
  return wordsOf(text).flatMap(formsOf).join(' ')
}
