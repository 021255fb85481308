import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { RouterContextProvider } from 'react-router'
import { sessionSecret } from '~/config/session-secret.server'
import { database } from '~/db/db.server'
import type { Database } from '~/db/schema'
import { notFound } from '~/errors/not-found'
import { requirePermission } from '~/access/door.server'
import { showLive, writeLive } from './adapters/registry.server'
import type { ContentDocument } from './fields'
import { PREVIEW_PARAM } from './preview-param'

/*
 * Previewing a draft on the real public page (issue 13). The editor's
 * "Preview" opens the page with `?preview=<token>`: the token names the record
 * and an expiry, signed with the session secret, and is honoured only for a
 * signed-in content editor (anyone else gets the page's ordinary 404 or
 * published version). The page's own loader then runs inside a transaction in
 * which the draft has been written to the live tables, and the transaction
 * is rolled back: the preview is rendered by exactly the public code, and
 * nothing of the draft is ever committed.
 */

export { PREVIEW_PARAM }
const PREVIEW_MINUTES = 30

function signature(payload: string) {
  return createHmac('sha256', sessionSecret()).update(`content-preview:${payload}`).digest('base64url').slice(0, 32)
}

export function previewToken(recordId: number, now: Date) {
  const payload = `${recordId}.${Math.floor(now.getTime() / 1000) + PREVIEW_MINUTES * 60}`
  return `${payload}.${signature(payload)}`
}

/** The record a token previews, while it is valid. */
export function readPreviewToken(token: string, now = new Date()): number | undefined {
  const match = /^(\d{1,10})\.(\d{1,12})\.([\w-]{32})$/.exec(token)
  if (!match) return undefined
  const [, id, expires, given] = match
  const expected = Buffer.from(signature(`${id}.${expires}`))
  if (!timingSafeEqual(expected, Buffer.from(given!)) || Number(expires) * 1000 < now.getTime()) return undefined
  return Number(id)
}

class RolledBack<T> {
  constructor(readonly value: T) {}
}

export interface PreviewResult<T> {
  data: T
  /** Set when `data` shows a draft: the record, for the page's banner and the way back to the editor. */
  preview: { kind: string; recordId: number } | null
}

/**
 * A public loader's read, with the draft of the record the URL's preview
 * token names applied for a content editor; the ordinary read otherwise.
 */
export async function readWithPreview<T>(
  context: Readonly<RouterContextProvider>,
  url: URL,
  /** The kinds whose drafts this page can show (the FAQ page: questions and topics). */
  kinds: string | string[],
  read: (db: Kysely<Database>) => Promise<T>,
): Promise<PreviewResult<T>> {
  const token = url.searchParams.get(PREVIEW_PARAM)
  if (token === null) return { data: await read(database()), preview: null }
  await requirePermission(context, url, 'content.edit')
  const recordId = readPreviewToken(token)
  if (recordId === undefined) notFound(url, 'unmatched')
  const db = database()
  const record = await db.selectFrom('content_records').select(['kind', 'ref_id', 'draft']).where('id', '=', recordId).executeTakeFirst()
  if (!record || ![kinds].flat().includes(record.kind)) notFound(url, 'unmatched')
  const kind = record.kind
  try {
    await db.transaction().execute(async (trx) => {
      // Without a draft the live document is what publishing would show (a record taken off the site shows again).
      if (record.draft !== null) await writeLive(trx, kind, record.ref_id, JSON.parse(record.draft) as ContentDocument)
      else if (record.ref_id !== null) await showLive(trx, kind, record.ref_id)
      throw new RolledBack(await read(trx))
    })
  } catch (thrown) {
    if (thrown instanceof RolledBack) return { data: thrown.value as T, preview: { kind, recordId } }
    throw thrown
  }
  throw new Error('unreachable: the preview transaction always rolls back')
}
