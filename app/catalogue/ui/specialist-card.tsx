import { LocalizedLink } from '~/navigation/localized-link'
import type { PictureData } from '~/ui/content-picture'
import { SpecialistPortrait } from './specialist-portrait'

/** A specialist as a card linking to their profile (/specialists/{slug}): portrait, name, specialty and what else the caller adds. */
export function SpecialistCard({
  specialist,
  children,
}: {
  specialist: { slug: string; name: string; title: string; picture: PictureData | null }
  children?: React.ReactNode
}) {
  return (
    <div className="relative flex h-full gap-4 rounded-2xl border border-line bg-surface p-5 focus-within:border-accent hover:border-accent">
      <SpecialistPortrait name={specialist.name} picture={specialist.picture} />
      <div className="min-w-0">
        <p className="font-semibold">
          <LocalizedLink to={`/specialists/${specialist.slug}`} className="after:absolute after:inset-0 after:rounded-2xl hover:underline">
            {specialist.name}
          </LocalizedLink>
        </p>
        <p className="text-sm text-accent">{specialist.title}</p>
        {children}
      </div>
    </div>
  )
}

/** ISO 639-1 codes as one phrase in the page's language: "Spanish and English" / "Español e inglés". */
export function languageList(codes: string[], locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'language' })
  const phrase = new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }).format(codes.map((code) => names.of(code) ?? code))
  return phrase.charAt(0).toLocaleUpperCase(locale) + phrase.slice(1)
}
