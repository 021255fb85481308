import MarkdownIt from 'markdown-it'
import sanitizeHtml from 'sanitize-html'

/*
 * Content is written in Markdown. Raw HTML in it is never passed through
 * (markdown-it escapes it), and the output is sanitised once more against an
 * allow-list, so content can never inject scripts or styles.
 */

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true })

const allowed: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'blockquote', 'code', 'pre', 'br', 'hr'],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  transformTags: {
    // Links in content leave the site safely.
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
}

export function renderMarkdown(source: string): string {
  return sanitizeHtml(markdown.render(source), allowed)
}

/** Reading time at 200 words a minute, never less than one minute. */
export function readingMinutes(source: string): number {
  const words = source.split(/\s+/).filter(Boolean).length
  return Math.max(1, Math.round(words / 200))
}
