import { stemmer as englishStem } from '@orama/stemmers/english'
import { stemmer as spanishStem } from '@orama/stemmers/spanish'

/*
 * Word forms for search (docs/decisions/041-search-word-forms.md). Both
 * engines index the same text, made here, and read the same query words:
 * - a word is known by its folded form (lower case, no accents) and by its
 *   Spanish and English Snowball stems, both languages for every word since
 *   patients mix them: "cataratas" and "catarata" share "catarat",
 *   "cataracts" and "cataract" share "cataract";
 * - a query word matches a document's word when one of the query word's
 *   forms begins one of the document word's forms. That keeps as-you-type
 *   ("las" finds "LASIK") and, since a stem is mostly the beginning of its
 *   word, makes most query words a single prefix ("cataratas" → "catarat*");
 * - so the index holds the folded words and only those stems that do not
 *   begin their word (English "surgery" → "surgeri"): search-text.ts.
 * The Spanish stemmer reads accents ("operación" gives "oper", "operacion"
 * gives "operacion"): a word gets the stems of both spellings, so typing with
 * or without accents finds the same words. Stems shorter than four letters are
 * left out: as a beginning, "las" (of "laser") would match the article; a
 * four-letter plural keeps its three-letter singular as a whole word only
 * ("ojos" finds "ojo").
 */

const MIN_STEM_LENGTH = 4

/** A word in lower case without its accents ("Miopía" → "miopia"). */
export const folded = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\p{M}\p{Diacritic}]/gu, '')
    .toLowerCase()

/** The words of a text, lower case, accents kept: runs of letters and digits. */
export function wordsOf(text: string): string[] {
  return text
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}\p{M}]+/u)
    .filter((word) => /[\p{L}\p{N}]/u.test(word))
}

/** How a word is searched: words beginning with any of `prefixes`, or equal to one of `exact`. */
export interface WordMatch {
  prefixes: string[]
  exact: string[]
}

/** What search knows of a word (as wordsOf gives it). */
export interface WordForms {
  /** Folded: lower case, no accents. */
  plain: string
  /** Everything the word is known by: folded, its stems, a short singular. Two words sharing one are forms of each other. */
  forms: string[]
  /** The stems that do not begin the word: what the index holds beside it ("surgery" → "surgeri"). */
  unprefixed: string[]
  /** As a query word: the fewest beginnings covering it and its stems ("cirugías" → "cirug"), and its short singular. */
  match: WordMatch
}

// Texts repeat their words: a bounded memo spares stemming them again (10,000 documents index in seconds).
const MEMO_SIZE = 50_000
const memo = new Map<string, WordForms>()

export function wordForms(word: string): WordForms {
  const known = memo.get(word)
  if (known) return known
  const plain = folded(word)
  const candidates = [spanishStem(plain), folded(spanishStem(word.toLowerCase())), englishStem(plain)]
  const stems = [...new Set(candidates)].filter((stem) => stem !== plain && stem.length >= MIN_STEM_LENGTH && /^[\p{L}\p{N}]+$/u.test(stem))
  // A four-letter plural's singular ("ojos" → "ojo"), too short to be a stem.
  const singular = plain.length === MIN_STEM_LENGTH && plain.endsWith('s') ? [plain.slice(0, -1)] : []
  const beginnings = [plain, ...stems]
  const forms: WordForms = {
    plain,
    forms: [...beginnings, ...singular],
    unprefixed: stems.filter((stem) => !plain.startsWith(stem)),
    match: { prefixes: beginnings.filter((form) => !beginnings.some((other) => other !== form && form.startsWith(other))), exact: singular },
  }
  if (memo.size >= MEMO_SIZE) memo.clear()
  memo.set(word, forms)
  return forms
}
