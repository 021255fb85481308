import { expect, it } from 'vitest'
import { greetingFor, whatsappLink } from './whatsapp'

it('builds the WhatsApp link with phone digits, text and type', () => {
  const url = new URL(whatsappLink('+57 310 555 0148', 'Hola, ¿precio de LASIK?'))
  expect(url.origin + url.pathname).toBe('https://api.whatsapp.com/send/')
  expect(url.searchParams.get('phone')).toBe('573105550148')
  expect(url.searchParams.get('text')).toBe('Hola, ¿precio de LASIK?')
  expect(url.searchParams.get('type')).toBe('phone_number')
})

it.each([
  [5, 'morning'],
  [11, 'morning'],
  [12, 'afternoon'],
  [17, 'afternoon'],
  [18, 'evening'],
  [23, 'evening'],
  [0, 'evening'],
  [4, 'evening'],
])('hour %i greets with %s', (hour, greeting) => {
  expect(greetingFor(hour)).toBe(greeting)
})
