/*
 * Links in a care-conversation message (issue 29), found in its plain text:
 * the text is cut into pieces that are either text or a link, and the page
 * draws them as React nodes (never as HTML). Only http and https addresses
 * written out in full become links; anything else (javascript:, data:, a
 * bare domain, an address with a user name in it, which could pass for
 * another site) stays text. Punctuation that ends a sentence, and a closing
 * bracket or quote the address did not open, stay out of the link.
 */

export type TextPiece = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

/** An address is at most this long; anything longer stays text. */
export const LONGEST_LINK = 2048

// After the start of the text or a character that cannot end a word (so "xhttp://" is no link).
const CANDIDATE = /(^|[^\p{L}\p{N}_])(https?:\/\/[^\s<>"\u00a0\u2028\u2029]+)/giu
const TRAILING_PUNCTUATION = /[.,;:!?'’”»…*_~]$/
const PAIRS: Record<string, string> = { ')': '(', ']': '[', '}': '{' }

/** The message's text in order, as text and link pieces; joined, they give the text back exactly. */
export function linkify(text: string): TextPiece[] {
  const pieces: TextPiece[] = []
  let last = 0
  const push = (piece: TextPiece) => {
    const previous = pieces.at(-1)
    if (piece.kind === 'text' && previous?.kind === 'text') previous.text += piece.text
    else if (piece.text !== '') pieces.push(piece)
  }
  for (const match of text.matchAll(CANDIDATE)) {
    const start = match.index + match[1]!.length
    const candidate = trimmed(match[2]!)
    const href = safeHref(candidate)
    if (!href) continue
    push({ kind: 'text', text: text.slice(last, start) })
    push({ kind: 'link', text: candidate, href })
    last = start + candidate.length
  }
  push({ kind: 'text', text: text.slice(last) })
  return pieces
}

/** The address without what most likely ends the sentence around it. */
function trimmed(candidate: string) {
  let address = candidate
  for (;;) {
    const end = address.at(-1)!
    if (TRAILING_PUNCTUATION.test(address)) address = address.slice(0, -1)
    else if (end in PAIRS && count(address, end) > count(address, PAIRS[end]!)) address = address.slice(0, -1)
    else return address
  }
}

const count = (text: string, character: string) => text.split(character).length - 1

/** The address to link to, if it is a complete http(s) address with a host and no credentials; else undefined. */
export function safeHref(address: string): string | undefined {
  if (address.length > LONGEST_LINK || !/^https?:\/\/[^/?#]/i.test(address)) return undefined
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return undefined
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
  if (url.username || url.password || !url.hostname) return undefined
  return url.href
}
