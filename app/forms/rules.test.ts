import { createTranslator } from 'use-intl'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { catalogues } from '~/i18n/messages.server'
import { email, hasControlCharacters, isPresent, minItems, minLength, parseRuleMessage, password, required, requiredText } from './rules'
import { emailRuleError } from './rule-messages'

function firstError(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value)
  return result.success ? undefined : result.error.issues[0]?.message
}

function translate(message: string, locale: 'en' | 'es') {
  const t = createTranslator({ locale, messages: catalogues[locale], namespace: 'form.field_error_messages' })
  const { key, params } = parseRuleMessage(message)
  return t(key, params)
}

describe('required', () => {
  it.each([['a'], ['  x ']])('passes %j', (value) => expect(firstError(requiredText(), value)).toBeUndefined())
  it.each([[''], ['   '], [undefined]])('fails %j with the required message', (value) => {
    const message = firstError(requiredText(), value)!
    expect(translate(message, 'en')).toBe('This field is required.')
    expect(translate(message, 'es')).toBe('Este campo es obligatorio.')
  })
  it('accepts non-empty lists, dates and objects; refuses empty ones', () => {
    expect(isPresent([1])).toBe(true)
    expect(isPresent(new Date())).toBe(true)
    expect(isPresent({ a: 1 })).toBe(true)
    expect(isPresent([])).toBe(false)
    expect(isPresent({})).toBe(false)
    expect(isPresent(new Date('invalid'))).toBe(false)
    expect(firstError(required(z.array(z.string())), [])).toBe('required')
  })
})

describe('minLength', () => {
  it('counts characters', () => {
    expect(firstError(minLength(3), 'abc')).toBeUndefined()
    const message = firstError(minLength(3), 'ab')!
    expect(translate(message, 'en')).toBe('This field must have at least 3 characters.')
    expect(translate(message, 'es')).toBe('Este campo debe tener al menos 3 caracteres.')
  })
})

describe('min', () => {
  it('passes when empty or long enough', () => {
    expect(firstError(minItems(z.string(), 2), [])).toBeUndefined()
    expect(firstError(minItems(z.string(), 2), ['a', 'b'])).toBeUndefined()
    const message = firstError(minItems(z.string(), 2), ['a'])!
    expect(translate(message, 'en')).toBe('This field must have at least 2 items.')
    expect(translate(message, 'es')).toBe('Este campo debe tener al menos 2 elementos.')
  })
})

describe('email', () => {
  it.each(['ana@example.com', 'a.b+c@clinic.co', 'ANA@Example.COM', "o'brien@clinica-sur.com.mx", 'x_y-z@a1.b2.example'])('accepts %s', (value) => {
    expect(firstError(email(), value)).toBeUndefined()
  })
  it.each([
    'ana',
    'ana@example',
    'ana @example.com',
    '@example.com',
    'ana@.com x',
    // Display names, groups and lists: a mailer would read another recipient out of these.
    'a<victim@target.example>',
    'a <victim@target.example>',
    '<victim@target.example>',
    '"a"@target.example',
    '"x@y.com"<victim@target.example>',
    'a@b.com,victim@target.example',
    'a@b.com;victim@target.example',
    'group:victim@target.example;',
    'victim@target.example(comment)',
    'a\\b@target.example',
    'victim@[127.0.0.1].com',
  ])('refuses %j', (value) => {
    const message = firstError(email(), value)!
    expect(translate(message, 'en')).toBe('This email is invalid.')
    expect(translate(message, 'es')).toBe('Este correo electrónico no es válido.')
  })
  it('normalises case and surrounding space', () => {
    expect(email().parse('  Ana@Example.COM ')).toBe('ana@example.com')
  })
})

describe('password', () => {
  it('accepts a strong password', () => expect(firstError(password(), 'Claravia#2026')).toBeUndefined())
  it.each(['Sh0rt!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSymbol123'])('refuses %j', (value) => {
    const message = firstError(password(), value)!
    expect(translate(message, 'en')).toMatch(/at least 8 characters/)
    expect(translate(message, 'es')).toMatch(/al menos 8 caracteres/)
  })
  it('does not trim or otherwise change a password', () => {
    expect(password().parse(' Claravia#2026 ')).toBe(' Claravia#2026 ')
  })
})

it('unknown keys fall back to the default message', () => {
  expect(translate('something-else', 'en')).toBe('This field is not valid.')
  expect(translate('something-else', 'es')).toBe('Este campo no es válido.')
})

describe('control characters (issue 9 item 11)', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['ESC', '\u001b[31m'],
    ['DEL', 'a\u007f'],
    ['C1 next line', 'a\u0085b'],
    ['lone high surrogate', 'a\ud800b'],
    ['lone low surrogate', 'a\udc00'],
  ])('refuses %s everywhere', (_name, value) => {
    expect(hasControlCharacters(value)).toBe(true)
    expect(hasControlCharacters(value, { multiline: true })).toBe(true)
  })
  it('allows tab and line breaks only in multi-line text; emoji and accents everywhere', () => {
    for (const value of ['a\tb', 'a\nb', 'a\r\nb']) {
      expect(hasControlCharacters(value)).toBe(true)
      expect(hasControlCharacters(value, { multiline: true })).toBe(false)
    }
    expect(hasControlCharacters('Ñandú 👁️ café ß')).toBe(false)
  })
  it('every text rule says so, in both languages', () => {
    for (const schema of [requiredText(), email(), password(), minLength(3, { multiline: true })]) {
      const message = firstError(schema, 'Abc#1234\u0000x@example.com')!
      expect(translate(message, 'en')).toBe('This field contains invisible control characters that are not allowed. Remove them and try again.')
      expect(translate(message, 'es')).toBe('Este campo contiene caracteres de control invisibles que no se admiten. Quítalos y vuelve a intentarlo.')
    }
    expect(emailRuleError('a\u0000b@example.com')).toBe('characters')
  })
})
