/*
 * The questions a service asks in a request for a personal quote (issue 30):
 * part of the service's content, edited in both languages in the content
 * editor and kept one per line in services_translations.quote_questions. The
 * lines of the two languages correspond one to one (the third English
 * question is the third Spanish one), so a request can keep its answers with
 * the questions as the patient read them, in the patient's language. Shared
 * by the browser (the editor's rules) and the server.
 */

/** At most this many questions, each at most this many characters. */
export const QUOTE_QUESTION_LIMITS = { count: 12, length: 200 } as const

/** The questions as the column keeps them: trimmed, one per line, blank lines dropped. */
export function parseQuoteQuestions(text: string): string[] {
  return text
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
}

/** A list of questions as the column keeps them. */
export function formatQuoteQuestions(questions: readonly string[]): string {
  return parseQuoteQuestions(questions.join('\n')).join('\n')
}
