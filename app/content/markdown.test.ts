import { expect, it } from 'vitest'
import { readingMinutes, renderMarkdown } from './markdown.server'

it('renders paragraphs, headings, lists and emphasis', () => {
  const html = renderMarkdown('## Recovery\n\nRest **two** days.\n\n- Drops\n- Sunglasses')
  expect(html).toContain('<h2>Recovery</h2>')
  expect(html).toContain('<strong>two</strong>')
  expect(html).toContain('<li>Drops</li>')
})

it('never lets HTML or script links through', () => {
  const html = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>\n\n[x](javascript:alert(1)) [y](https://example.com)')
  expect(html).not.toContain('<script')
  expect(html).not.toContain('<img')
  expect(html).not.toMatch(/href="javascript/)
  expect(html).toContain('<a href="https://example.com" rel="noopener noreferrer">y</a>')
})

it('estimates reading time', () => {
  expect(readingMinutes('word '.repeat(50))).toBe(1)
  expect(readingMinutes('word '.repeat(1000))).toBe(5)
})
