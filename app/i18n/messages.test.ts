import { describe, expect, it } from 'vitest'
import en from './messages/en.json'
import es from './messages/es.json'

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

function placeholders(message: string) {
  return [...new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]))].sort()
}

describe('message catalogues', () => {
  const enKeys = keyPaths(en)
  const esKeys = keyPaths(es)

  it('every English key exists in Spanish', () => {
    expect(enKeys.filter((key) => !esKeys.includes(key))).toEqual([])
  })

  it('every Spanish key exists in English', () => {
    expect(esKeys.filter((key) => !enKeys.includes(key))).toEqual([])
  })

  it('translations keep the same placeholders and are not left empty', () => {
    const get = (root: unknown, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root)
    for (const key of enKeys) {
      const [english, spanish] = [get(en, key), get(es, key)]
      expect(typeof spanish, key).toBe('string')
      expect(String(spanish).trim(), key).not.toBe('')
      expect(placeholders(String(spanish)), key).toEqual(placeholders(String(english)))
    }
  })

  it('has the validation messages of the spec under form.field_error_messages', () => {
    expect(en.form.field_error_messages).toMatchObject({
      required: 'This field is required.',
      minLength: 'This field must have at least {minLength} characters.',
      min: 'This field must have at least {minLength} items.',
      email: 'This email is invalid.',
    })
  })
})
