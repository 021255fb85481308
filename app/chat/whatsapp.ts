/*
 * The chat widget hands the conversation to WhatsApp: its send link holds the
 * support phone (digits only), the typed text and the `type` parameter.
 */
export const WHATSAPP_SEND_URL = 'https://api.whatsapp.com/send/'

export function phoneDigits(phone: string) {
  return phone.replace(/\D/g, '')
}

export function whatsappLink(phone: string, text: string) {
  const url = new URL(WHATSAPP_SEND_URL)
  url.searchParams.set('phone', phoneDigits(phone))
  url.searchParams.set('text', text)
  url.searchParams.set('type', 'phone_number')
  url.searchParams.set('app_absent', '0')
  return url.toString()
}

export type Greeting = 'morning' | 'afternoon' | 'evening'

/** Morning until noon, afternoon until 18:00, evening after (the person's own clock). */
export function greetingFor(hour: number): Greeting {
  if (hour >= 5 && hour < 12) return 'morning'
  if (hour >= 12 && hour < 18) return 'afternoon'
  return 'evening'
}
