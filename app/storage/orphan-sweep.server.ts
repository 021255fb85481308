import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { IMAGE_FILE, imageStore } from '~/media/image-store.server'
import { logger } from '~/observability/logger.server'
import type { FileStore } from './file-store.server'
import { conversationFileStore, documentStore } from './file-stores.server'

/*
 * Files whose database row never came (a process that died between writing
 * the bytes and committing the row) or whose removal failed after the row
 * went are removed here, once they are a day old: a file younger than that
 * may belong to an upload whose transaction is still running.
 */

export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000
const SWEEP_EVERY_MS = 60 * 60 * 1000
/** Keys asked about in one query. */
const BATCH = 500

/** A store and the rows that own its files. */
export interface OwnedStore {
  store: FileStore
  /** Any of these rows owns a file (a conversation's files are its messages' and its quote requests'). */
  tables: readonly ('treatment_documents' | 'content_images' | 'care_message_attachments' | 'quote_request_attachments')[]
  /** The row's storage_key for a file of the store (several picture files share one key). */
  rowKey: (fileKey: string) => string | undefined
}

export const ownedStores = (): OwnedStore[] => [
  { store: documentStore(), tables: ['treatment_documents'], rowKey: (key) => key },
  { store: imageStore(), tables: ['content_images'], rowKey: (file) => IMAGE_FILE.exec(file)?.[1] },
  { store: conversationFileStore(), tables: ['care_message_attachments', 'quote_request_attachments'], rowKey: (key) => key },
]

/** Removes files older than a day that no row owns; returns how many went. */
export async function sweepOrphans(db: Kysely<Database>, owned: OwnedStore[], now: Date): Promise<number> {
  let removed = 0
  for (const { store, tables, rowKey } of owned) {
    let batch: { key: string; rowKey: string }[] = []
    const flush = async () => {
      const asked = [...new Set(batch.map((entry) => entry.rowKey))]
      const owners = new Set<string>()
      for (const table of asked.length ? tables : []) {
        const rows = await db.selectFrom(table).select('storage_key').where('storage_key', 'in', asked).execute()
        for (const row of rows) owners.add(row.storage_key)
      }
      for (const entry of batch.filter((candidate) => !owners.has(candidate.rowKey))) {
        await store.remove(entry.key)
        removed++
      }
      batch = []
    }
    for await (const entry of store.list()) {
      if (now.getTime() - entry.modifiedAt.getTime() < ORPHAN_AGE_MS) continue
      const key = rowKey(entry.key)
      if (key === undefined) continue
      batch.push({ key: entry.key, rowKey: key })
      if (batch.length >= BATCH) await flush()
    }
    await flush()
  }
  return removed
}

/** Every hour in each serving process (safe together: a removal twice is no error). */
export function startOrphanSweeper(db: () => Kysely<Database>, intervalMs = SWEEP_EVERY_MS) {
  let running = false
  const sweep = async () => {
    if (running) return
    running = true
    try {
      const removed = await sweepOrphans(db(), ownedStores(), new Date())
      if (removed > 0) logger.info({ removed }, 'orphan files removed')
    } catch (error) {
      logger.error({ err: error }, 'orphan file sweep failed')
    } finally {
      running = false
    }
  }
  const timer = setInterval(sweep, intervalMs)
  timer.unref()
  return { sweep, stop: () => clearInterval(timer) }
}
