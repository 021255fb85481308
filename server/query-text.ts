import type { RequestHandler } from 'express'
import { hasControlCharacters } from '~/forms/rule-messages'
import { isApiPath } from '~/http/paths'
import { refuse } from './refusal'

/*
 * Query parameters are single-line text, for every page and endpoint, the
 * console included (issue 25 item 4; PostgreSQL answered a NUL in a search with
 * a 500). Checked once, before any route reads them:
 * - /v1 refuses a parameter holding a control character (C0, DEL, C1) with a
 *   translated 400 naming it, as its JSON fields are refused;
 * - a page reads the parameters cleaned: a tab or line break becomes a space
 *   (pasted into a search box), any other control character is dropped. Only
 *   a hand-made address holds those, and it gets the page, never an error.
 * A lone surrogate cannot reach a route: URL decoding makes it U+FFFD.
 * See docs/decisions/026-half-signed-in-sessions-and-query-text.md.
 */

const SPACING = /[\t\n\v\f\r\u0085]/g
// eslint-disable-next-line no-control-regex -- control characters are what this drops
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g

/** A parameter's text as a page reads it: spacing controls become spaces, the others are dropped. */
export function cleanQueryText(text: string) {
  return text.replace(SPACING, ' ').replace(CONTROLS, '')
}

export function queryText(): RequestHandler {
  return (req, res, next) => {
    const mark = req.originalUrl.indexOf('?')
    if (mark === -1) return next()
    const params = [...new URLSearchParams(req.originalUrl.slice(mark))]
    const offending = params.find(([name, value]) => hasControlCharacters(name) || hasControlCharacters(value))
    if (!offending) return next()
    if (isApiPath(req.path)) {
      const name = cleanQueryText(offending[0]).slice(0, 40)
      return refuse(req, res, 400, { detail: { key: 'errors.api.query_characters', values: { name } } })
    }
    const search = new URLSearchParams(params.map(([name, value]) => [cleanQueryText(name), cleanQueryText(value)])).toString()
    const cleaned = `${req.originalUrl.slice(0, mark)}${search ? `?${search}` : ''}`
    req.url = cleaned
    req.originalUrl = cleaned
    next()
  }
}
