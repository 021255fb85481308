import { describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locales'
import en from './emails.en.json'
import es from './emails.es.json'
import { renderEmail } from './email-layout.server'
import { passwordResetEmail } from './emails.server'

function keyPaths(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix]
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key))
}

function get(root: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], root)
}

function placeholders(message: string) {
  return [...new Set([...message.matchAll(/\{(\w+)(?=[,}])/g)].map((match) => match[1]))].sort()
}

describe('email catalogues', () => {
  const enKeys = keyPaths(en).sort()
  const esKeys = keyPaths(es).sort()

  it('have the same key paths in English and Spanish', () => {
    expect(esKeys).toEqual(enKeys)
  })

  it('keep the same placeholders and no empty texts', () => {
    for (const key of enKeys) {
      const [english, spanish] = [get(en, key), get(es, key)]
      expect(typeof english, key).toBe('string')
      expect(typeof spanish, key).toBe('string')
      expect(String(spanish).trim(), key).not.toBe('')
      expect(placeholders(String(spanish)), key).toEqual(placeholders(String(english)))
    }
  })
})

describe('the footer of every email', () => {
  it('has one tagline per language, written once in the catalogue (no email carries its own)', () => {
    expect(en.layout.tagline).toBe('Claravia — smart eye care and medical travel')
    expect(es.layout.tagline).toBe('Claravia — salud visual inteligente y turismo médico')
    for (const catalogue of [en, es]) {
      const taglines = keyPaths(catalogue).filter((key) => /^Claravia —/.test(String(get(catalogue, key))))
      expect(taglines).toEqual(['layout.tagline'])
    }
  })

  it.each(['en', 'es'] as const)('ends with the tagline in %s, after the email’s own note when it has one', (locale) => {
    const tagline = get(locale === 'en' ? en : es, 'layout.tagline') as string
    const plain = renderEmail({ locale, preheader: 'p', heading: 'h', paragraphs: ['x'] })
    const noted = renderEmail({ locale, preheader: 'p', heading: 'h', paragraphs: ['x'], note: 'Why you get this' })
    expect(plain.text.trimEnd().endsWith(tagline)).toBe(true)
    expect(plain.text.split(tagline)).toHaveLength(2)
    expect(noted.text.trimEnd().endsWith(`Why you get this\n\n${tagline}`)).toBe(true)
    expect(noted.html).toContain(`Why you get this<br>${tagline}`)
  })
})

describe('passwordResetEmail', () => {
  const link = 'https://claravia.example/reset-password/abc123?x=1&y=2'

  it.each([
    ['en', 'Reset your Claravia password', 'Hello Ana,', 'Choose a new password'],
    ['es', 'Restablece tu contraseña de Claravia', 'Hola, Ana:', 'Elige una nueva contraseña'],
  ] as const)('renders in %s', (locale: Locale, subject, greeting, action) => {
    const email = passwordResetEmail({ locale, name: 'Ana', link })
    expect(email.subject).toBe(subject)
    expect(email.html).toContain(`<html lang="${locale}">`)
    expect(email.html).toContain(greeting)
    expect(email.html).toContain(action)
    expect(email.html).toContain('#15803d')
    expect(email.text).toContain(greeting)
    expect(email.text).toContain(`${action}: ${link}`)
    expect(email.text).toContain(get(locale === 'en' ? en : es, 'layout.tagline'))
  })

  it('contains the link in both parts (HTML-escaped in the HTML part)', () => {
    const email = passwordResetEmail({ locale: 'en', name: 'Ana', link })
    expect(email.text).toContain(link)
    expect(email.html).toContain(`href="${link.replace(/&/g, '&amp;')}"`)
    expect(email.html).not.toContain('x=1&y=2')
  })

  it('escapes HTML in the name', () => {
    const name = '<script>alert("x")</script> & <b>Bob</b>'
    for (const locale of ['en', 'es'] as const) {
      const { html, text } = passwordResetEmail({ locale, name, link })
      expect(html).not.toContain('<script>')
      expect(html).not.toContain('<b>Bob')
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &lt;b&gt;Bob&lt;/b&gt;')
      // The plain-text part is not HTML: the name is shown as typed.
      expect(text).toContain(name)
    }
  })

  it('rejects links that are not absolute http(s) URLs', () => {
    expect(() => passwordResetEmail({ locale: 'en', name: 'Ana', link: 'javascript:alert(1)' })).toThrow()
    expect(() => passwordResetEmail({ locale: 'en', name: 'Ana', link: '/reset-password/abc' })).toThrow()
  })
})
