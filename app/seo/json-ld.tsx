import { useNonce } from '~/http/nonce'
import type { ContactDetails } from '~/settings/settings.server'

/** Structured data for search engines; `<` is escaped so content can never close the script. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce()
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c') }}
    />
  )
}

/**
 * The company as search engines see it. Its email, phone and address come from
 * the settings, like the contact page's, so no page states other facts; as a
 * provider or publisher inside other data, name and links are enough.
 */
export const organization = (origin: string, contact: ContactDetails = {}) => ({
  '@type': 'Organization',
  name: 'Claravia',
  url: origin,
  logo: `${origin}/favicon.svg`,
  email: contact['general.contact_email'],
  telephone: contact['general.contact_phone'],
  address: contact['general.address'],
})
