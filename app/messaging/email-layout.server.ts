import type { Locale } from '~/i18n/locales'
import { emailTranslator } from './emails.server'

/*
 * One layout for every transactional email: a single centred column built
 * from tables with inline styles, because that is what mail clients (Outlook,
 * Gmail, Apple Mail…) render consistently. No external CSS, images or fonts.
 * Every interpolated value is escaped; callers pass plain text, never HTML.
 */

/** An email ready for the outbox: subject and both bodies, in one language. */
export interface RenderedEmail {
  subject: string
  html: string
  text: string
}

export interface EmailContent {
  locale: Locale
  /** Short summary that clients show next to the subject; hidden in the body. */
  preheader: string
  heading: string
  paragraphs: string[]
  /** The main button; its URL is also printed as text for clients that hide buttons. */
  action?: { label: string; url: string }
  /** Paragraphs after the action (e.g. "if you did not ask for this…"). */
  closing?: string[]
  /**
   * Why this person gets this email ("…because the team updated your plan"), printed in the
   * footer above the tagline. The tagline itself is the layout's: one in every email.
   */
  note?: string
  /** A small link under the footer (newsletter emails: unsubscribe in one click). */
  footerLink?: { label: string; url: string }
}

const GREEN = '#15803d'
const TEXT = '#1f2937'
const MUTED = '#6b7280'
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/** Only absolute http(s) links belong in an email (no javascript:, no relative paths). */
function checkedUrl(url: string): string {
  if (!URL.canParse(url) || !['http:', 'https:'].includes(new URL(url).protocol)) {
    throw new Error(`Email action URL must be an absolute http(s) URL, got "${url}"`)
  }
  return url
}

export function renderEmail({ locale, preheader, heading, paragraphs, action, closing = [], note, footerLink }: EmailContent): {
  html: string
  text: string
} {
  const tagline = emailTranslator(locale)('layout.tagline')
  const footer = note ? [note, tagline] : [tagline]
  const url = action ? checkedUrl(action.url) : undefined
  const footerUrl = footerLink ? checkedUrl(footerLink.url) : undefined
  const footerLinkHtml =
    footerLink && footerUrl
      ? `<br><a href="${escapeHtml(footerUrl)}" target="_blank" style="color:${MUTED};text-decoration:underline;">${escapeHtml(footerLink.label)}</a>`
      : ''

  const paragraphsHtml = (list: string[]) =>
    list
      .map(
        (paragraph) => `<p style="margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${TEXT};">${escapeHtml(paragraph)}</p>`,
      )
      .join('\n')

  const actionHtml =
    action && url
      ? `<table role="presentation" border="0" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;">
<tr><td align="center" bgcolor="${GREEN}" style="border-radius:6px;background-color:${GREEN};">
<a href="${escapeHtml(url)}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:16px;font-weight:600;line-height:24px;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(action.label)}</a>
</td></tr>
</table>
<p style="margin:0 0 16px;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};word-break:break-all;"><a href="${escapeHtml(url)}" target="_blank" style="color:${GREEN};">${escapeHtml(url)}</a></p>`
      : ''

  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${escapeHtml(heading)}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f4f6;">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;">${escapeHtml(preheader)}</div>
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="background-color:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" border="0" cellpadding="0" cellspacing="0" style="max-width:560px;background-color:#ffffff;border-radius:8px;">
<tr><td style="padding:24px 32px 0;font-family:${FONT};font-size:20px;font-weight:700;line-height:28px;color:${GREEN};">Claravia</td></tr>
<tr><td style="padding:16px 32px 8px;">
<h1 style="margin:0 0 16px;font-family:${FONT};font-size:24px;font-weight:700;line-height:32px;color:${TEXT};">${escapeHtml(heading)}</h1>
${paragraphsHtml(paragraphs)}
${actionHtml}
${paragraphsHtml(closing)}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-family:${FONT};font-size:13px;line-height:20px;color:${MUTED};">${footer.map(escapeHtml).join('<br>')}${footerLinkHtml}</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`

  const text = [
    heading,
    ...paragraphs,
    ...(action && url ? [`${action.label}: ${url}`] : []),
    ...closing,
    ...footer,
    ...(footerLink && footerUrl ? [`${footerLink.label}: ${footerUrl}`] : []),
  ]

  return { html, text: `${text.join('\n\n')}\n` }
}
