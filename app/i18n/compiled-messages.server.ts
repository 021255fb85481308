import compile from 'icu-minify/compile'
import format, { type CompiledMessage, type FormatOptions, type FormatValues } from 'icu-minify/format'
import type { _Translator } from 'use-intl'

/*
 * The catalogues are written as ICU strings (messages/*.json, messaging/emails.*.json)
 * and compiled once, when the server starts, into icu-minify's arrays. Pages
 * receive them compiled, and use-intl formats them with its small `format-only`
 * runtime (vite.config.ts points `use-intl/format-message` at it, in the browser
 * and the server bundle alike): no ICU parser ships to the browser, and none
 * runs while answering a request. Server code (actions, emails, API problems)
 * formats them with the same runtime through `compiledTranslator`, which works
 * outside Vite too (scripts run with tsx).
 * See docs/decisions/021-precompiled-messages.md.
 */

type Catalogue = { [key: string]: string | Catalogue }

/** The same tree with every message compiled. Typed as its source, whose keys the translators check. */
export function compileCatalogue<T extends object>(messages: T): T {
  const compileNode = (node: unknown): unknown => {
    if (typeof node === 'string') return compile(node)
    return Object.fromEntries(Object.entries(node as Catalogue).map(([key, child]) => [key, compileNode(child)]))
  }
  return compileNode(messages) as T
}

const formatterCache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>()

function memo<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.PluralRules>(kind: string, args: unknown[], create: () => T): T {
  const key = `${kind}:${JSON.stringify(args)}`
  let formatter = formatterCache.get(key)
  if (!formatter) formatterCache.set(key, (formatter = create()))
  return formatter as T
}

const options: FormatOptions = {
  timeZone: 'UTC',
  formatters: {
    getDateTimeFormat: (...args) => memo('date', args, () => new Intl.DateTimeFormat(...args)),
    getNumberFormat: (...args) => memo('number', args, () => new Intl.NumberFormat(...args)),
    getPluralRules: (...args) => memo('plural', args, () => new Intl.PluralRules(...args)),
  },
}

function lookUp(messages: unknown, key: string): CompiledMessage | undefined {
  let node = messages
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined
    node = (node as Record<string, unknown>)[part]
  }
  return typeof node === 'string' || Array.isArray(node) ? (node as CompiledMessage) : undefined
}

/**
 * A translator over a compiled catalogue, typed like use-intl's `createTranslator`. A key that
 * is not there shows as itself (as use-intl does), never as an error page.
 */
export function compiledTranslator<Messages extends object>(locale: string, messages: Messages): _Translator<Messages> {
  const translate = (key: string, values?: FormatValues) => {
    const message = lookUp(messages, key)
    if (message === undefined) return key
    const text = format(message, locale, values, options)
    return Array.isArray(text) ? text.join('') : String(text)
  }
  translate.has = (key: string) => lookUp(messages, key) !== undefined
  return translate as unknown as _Translator<Messages>
}
