import { expect, it } from 'vitest'
import { renderMarkdown } from './markdown.server'
import { fillPlaceholders } from './placeholders'

it('fills the company address and keeps it plain text through Markdown', () => {
  const markdown = fillPlaceholders('- **Address:** {{company_address}}', { company_address: 'Carrera 7 # 71-21, Torre B, Bogotá, Colombia' })
  expect(renderMarkdown(markdown)).toBe('<ul>\n<li><strong>Address:</strong> Carrera 7 # 71-21, Torre B, Bogotá, Colombia</li>\n</ul>\n')
})

it('escapes Markdown syntax in a value', () => {
  const html = renderMarkdown(fillPlaceholders('{{company_address}}', { company_address: '*Calle* [1](https://x.example)' }))
  expect(html).not.toContain('<em>')
  expect(html).not.toContain('<a ')
})

it('refuses to publish a placeholder without a value', () => {
  expect(() => fillPlaceholders('At {{company_address}}', {})).toThrow('{{company_address}}')
  expect(() => fillPlaceholders('At {{unknown}}', { company_address: 'x' })).toThrow('{{unknown}}')
})
