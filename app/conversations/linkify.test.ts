import { describe, expect, it } from 'vitest'
import { linkify, LONGEST_LINK, safeHref, type TextPiece } from './linkify'

const text = (value: string): TextPiece => ({ kind: 'text', text: value })
const link = (value: string, href = value): TextPiece => ({ kind: 'link', text: value, href })

describe('linkify', () => {
  it('plain text is one text piece; empty text is none', () => {
    expect(linkify('Can I fly two days after LASIK?\nThanks')).toEqual([text('Can I fly two days after LASIK?\nThanks')])
    expect(linkify('')).toEqual([])
  })

  it('finds http and https addresses anywhere in the text, line breaks kept around them', () => {
    expect(linkify('See https://claravia.example/faq and\nhttp://example.com/a?b=1#c\nthanks')).toEqual([
      text('See '),
      link('https://claravia.example/faq'),
      text(' and\n'),
      link('http://example.com/a?b=1#c'),
      text('\nthanks'),
    ])
    expect(linkify('https://example.com/')).toEqual([link('https://example.com/')])
  })

  it('joined again, the pieces are exactly the text', () => {
    const message = 'Mira (https://es.wikipedia.org/wiki/LASIK_(cirugía)), y https://example.com. ¿Vale?\r\nhttps://x.example/ruta,'
    expect(
      linkify(message)
        .map((piece) => piece.text)
        .join(''),
    ).toBe(message)
  })

  it('leaves sentence punctuation and unopened brackets or quotes out of the link', () => {
    expect(linkify('Read https://example.com/guide.')).toEqual([text('Read '), link('https://example.com/guide'), text('.')])
    expect(linkify('(see https://example.com/a)')).toEqual([text('(see '), link('https://example.com/a'), text(')')])
    expect(linkify('“https://example.com/a”, ok?')).toEqual([text('“'), link('https://example.com/a'), text('”, ok?')])
    expect(linkify('<https://example.com/a>')).toEqual([text('<'), link('https://example.com/a'), text('>')])
    expect(linkify('¿Es https://example.com/a?')).toEqual([text('¿Es '), link('https://example.com/a'), text('?')])
  })

  it('keeps brackets the address opens itself', () => {
    expect(linkify('https://en.wikipedia.org/wiki/LASIK_(surgery) is good')).toEqual([
      link('https://en.wikipedia.org/wiki/LASIK_(surgery)'),
      text(' is good'),
    ])
  })

  it('links to the address as a browser reads it (host lower-cased, spaces and accents encoded)', () => {
    expect(linkify('https://Example.COM/ñ')).toEqual([link('https://Example.COM/ñ', 'https://example.com/%C3%B1')])
  })

  it('never links another scheme, a bare domain, an address inside a word, or one with a user name in it', () => {
    for (const message of [
      'javascript:alert(1)',
      'JavaScript://%0aalert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'ftp://example.com/file',
      'www.example.com',
      'example.com/page',
      'xhttps://example.com',
      'https://',
      'https:///path',
      'https://google.com@evil.example/login',
      'https://user:secret@example.com/',
    ]) {
      expect(linkify(message), message).toEqual([text(message)])
    }
  })

  it('HTML in a message stays text: the link ends where markup would start', () => {
    expect(linkify('<a href="https://evil.example">x</a>')).toEqual([
      text('<a href="'),
      link('https://evil.example', 'https://evil.example/'),
      text('">x</a>'),
    ])
    expect(linkify('https://example.com/"onmouseover="alert(1)')).toEqual([link('https://example.com/'), text('"onmouseover="alert(1)')])
  })

  it('an address longer than any real one stays text', () => {
    const long = `https://example.com/${'a'.repeat(LONGEST_LINK)}`
    expect(linkify(long)).toEqual([text(long)])
  })

  it('several addresses in a row, and the same one twice', () => {
    expect(linkify('https://a.example https://b.example\nhttps://a.example')).toEqual([
      link('https://a.example', 'https://a.example/'),
      text(' '),
      link('https://b.example', 'https://b.example/'),
      text('\n'),
      link('https://a.example', 'https://a.example/'),
    ])
  })
})

describe('safeHref', () => {
  it('answers the address to link to, or nothing', () => {
    expect(safeHref('https://claravia.example/es/faqs')).toBe('https://claravia.example/es/faqs')
    expect(safeHref('HTTP://EXAMPLE.com')).toBe('http://example.com/')
    expect(safeHref('javascript:alert(1)')).toBeUndefined()
    expect(safeHref('https://exa mple.com')).toBeUndefined()
    expect(safeHref('https://a:b@example.com')).toBeUndefined()
  })
})
