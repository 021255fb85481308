import { useNonce } from '~/http/nonce'

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

export const organization = (origin: string) => ({
  '@type': 'Organization',
  name: 'Claravia',
  url: origin,
  logo: `${origin}/favicon.svg`,
  email: 'hello@claravia.example',
})
