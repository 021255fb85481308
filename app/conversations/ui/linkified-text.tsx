import { useTranslations } from 'use-intl'
import { linkify } from '../linkify'

/**
 * A message's plain text with its http(s) addresses as links (linkify.ts): React nodes only, never
 * HTML. Links open in a new tab, without handing the page over (noopener), without saying where the
 * reader came from (noreferrer), and without vouching for the site (nofollow). Line breaks are the
 * caller's to keep (white-space: pre-wrap).
 */
export function LinkifiedText({ text }: { text: string }) {
  const t = useTranslations('care_team')
  return linkify(text).map((piece, index) =>
    piece.kind === 'text' ? (
      piece.text
    ) : (
      <a
        // The pieces never move: their place in the text is their identity.
        key={index}
        href={piece.href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium break-all underline underline-offset-2"
      >
        {piece.text}
        <span className="sr-only"> {t('opens_new_tab')}</span>
      </a>
    ),
  )
}
