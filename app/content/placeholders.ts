/*
 * Content written once in the seed can name facts that live in the settings
 * (the company address), so a change in the settings shows everywhere at once
 * and legal pages never drift from the contact page. `{{name}}` in Markdown is
 * replaced at render time; the value is escaped so it stays plain text.
 */

/** Placeholder name → settings key. */
export const CONTENT_PLACEHOLDERS = {
  company_address: 'general.address',
} as const

export type PlaceholderName = keyof typeof CONTENT_PLACEHOLDERS

/** Escapes what Markdown would read as syntax, so a setting is always shown as written. */
function escapeMarkdown(text: string) {
  return text.replace(/[\\`*_{}[\]()<>#+\-.!|~]/g, (char) => `\\${char}`)
}

/** The placeholders a text names that do not exist (the console refuses such a text before it can break a page). */
export function unknownPlaceholders(markdown: string): string[] {
  return [...markdown.matchAll(/\{\{\s*([a-z_]+)\s*\}\}/g)].map((match) => match[1]!).filter((name) => !(name in CONTENT_PLACEHOLDERS))
}

/**
 * Fills every known placeholder. An unknown name, or one without a value, is an
 * authoring mistake: it throws rather than publishing "{{…}}" to patients.
 */
export function fillPlaceholders(markdown: string, values: Partial<Record<PlaceholderName, string>>): string {
  return markdown.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_match, name: string) => {
    const value = values[name as PlaceholderName]
    if (value === undefined) throw new Error(`Content placeholder {{${name}}} has no value`)
    return escapeMarkdown(value)
  })
}
