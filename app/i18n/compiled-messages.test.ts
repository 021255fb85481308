import { describe, expect, it } from 'vitest'
import { compileCatalogue, compiledTranslator } from './compiled-messages.server'
import { catalogues, serverTranslator } from './messages.server'
import en from './messages/en.json'
import es from './messages/es.json'

const source = {
  greeting: 'Hello {name}!',
  nested: { plain: 'Plain text' },
  count: '{count, plural, =0 {No messages} one {# message} other {# messages}}',
  kind: '{kind, select, follow_up {Follow-up} other {Assessment}}',
  price: 'Total {amount, number}',
}

describe('compiled catalogues', () => {
  const t = compiledTranslator('en', compileCatalogue(source))

  it('keeps plain messages as strings and compiles the rest', () => {
    const compiled = compileCatalogue(source)
    expect(compiled.nested.plain).toBe('Plain text')
    expect(Array.isArray(compiled.greeting)).toBe(true)
  })

  it('formats arguments, plurals, selects and numbers in the locale', () => {
    expect(t('greeting', { name: 'Ana' })).toBe('Hello Ana!')
    expect(t('count', { count: 0 })).toBe('No messages')
    expect(t('count', { count: 1 })).toBe('1 message')
    expect(t('count', { count: 1200 })).toBe('1,200 messages')
    expect(t('kind', { kind: 'follow_up' })).toBe('Follow-up')
    expect(t('kind', { kind: 'other' })).toBe('Assessment')
    expect(compiledTranslator('es', compileCatalogue(source))('price', { amount: 1234.5 })).toBe('Total 1234,5')
  })

  it('answers a missing key with the key itself, and says whether a key exists', () => {
    expect(t('nested.absent' as 'nested.plain')).toBe('nested.absent')
    expect(t.has('nested.plain')).toBe(true)
    expect(t.has('nested' as 'nested.plain')).toBe(false)
  })

  it('has no named date or time styles in the catalogues (the compiled runtime knows none: format dates in code)', () => {
    expect(JSON.stringify([en, es])).not.toMatch(/\{\w+, (date|time), /)
  })

  it('formats every message of the real catalogues to a string', () => {
    for (const locale of ['en', 'es'] as const) {
      const translate = serverTranslator(locale) as unknown as (key: string, values: object) => unknown
      for (const [key, message] of leaves(catalogues[locale])) expect(typeof translate(key, sampleValues(message)), key).toBe('string')
    }
  })
})

function leaves(node: object, prefix = ''): [string, unknown][] {
  return Object.entries(node).flatMap(([key, child]) =>
    typeof child === 'object' && !Array.isArray(child) ? leaves(child as object, `${prefix}${key}.`) : [[`${prefix}${key}`, child]],
  )
}

/** A value of the right kind for each argument of a compiled message (icu-minify's node types). */
function sampleValues(message: unknown, values: Record<string, unknown> = {}) {
  if (!Array.isArray(message)) return values
  for (const node of message) {
    if (!Array.isArray(node)) continue
    const [name, type, ...rest] = node as [string, unknown, ...unknown[]]
    if (type === undefined) values[name] = 'x'
    else if (type === 1) values[name] = 'x'
    else if (type === 2 || type === 3 || type === 4) values[name] = 1
    else if (type === 5 || type === 6) values[name] = new Date(0)
    else values[name] = (chunks: string[]) => chunks.join('')
    const children = typeof type === 'number' ? rest : [type, ...rest]
    for (const child of children) {
      if (Array.isArray(child)) sampleValues(child, values)
      else if (child && typeof child === 'object') for (const option of Object.values(child)) sampleValues(option, values)
    }
  }
  return values
}
