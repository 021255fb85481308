import type { ContentDocument, LocalizedValue } from '../fields'

/* Typed reads of a document's values, for the adapters (the document was validated against its kind). */

export const texts = (document: ContentDocument, name: string) => document[name] as LocalizedValue<string>
export const lists = (document: ContentDocument, name: string) => document[name] as LocalizedValue<string[]>
export const text = (document: ContentDocument, name: string) => (document[name] as string | undefined) ?? ''
export const number = (document: ContentDocument, name: string) => document[name] as number
export const optionalNumber = (document: ContentDocument, name: string) => (typeof document[name] === 'number' ? (document[name] as number) : null)
export const ids = (document: ContentDocument, name: string) => (document[name] as number[] | undefined) ?? []
export const strings = (document: ContentDocument, name: string) => (document[name] as string[] | undefined) ?? []

/** "Title: description" lines (the editor's pairs) as objects, and back. */
export function fromPairs<K extends string, V extends string>(lines: string[], keys: [K, V]): Record<K | V, string>[] {
  return lines.map((line) => {
    const at = line.indexOf(':')
    return { [keys[0]]: line.slice(0, at).trim(), [keys[1]]: line.slice(at + 1).trim() } as Record<K | V, string>
  })
}

export function toPairs<T extends Record<string, string>>(items: T[], keys: [keyof T, keyof T]): string[] {
  return items.map((item) => `${item[keys[0]]}: ${item[keys[1]]}`)
}

export const json = (value: unknown) => JSON.stringify(value)
/** A list kept one item per line in a text column (a clinic's equipment, a specialist's education), and back. */
export const splitLines = (stored: string) => stored.split('\n').filter((line) => line.trim() !== '')
export const joinLines = (items: string[] | undefined) => (items ?? []).join('\n')
export const parseList = <T = string>(value: string): T[] => JSON.parse(value) as T[]

/** A record's picture as the live tables keep it: the image on the row, its description on each translation. */
export const imageId = (document: ContentDocument) => (typeof document.image === 'number' ? document.image : null)
export const imageAlt = (document: ContentDocument, locale: 'en' | 'es') =>
  (document.imageAlt as LocalizedValue<string> | undefined)?.[locale] || null
