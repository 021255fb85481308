import { createHash } from 'node:crypto'
import { Readable, Transform } from 'node:stream'
import type { FileStore } from './file-store.server'

/*
 * Copies every file of one store to another (the local folders to the
 * bucket: npm run storage:migrate) and proves each copy by SHA-256, read back
 * from the target. Idempotent: a file already there with the same checksum
 * is counted, not copied again; a different one is copied over.
 */

export interface MigrationSummary {
  copied: number
  alreadyThere: number
  failed: { key: string; reason: string }[]
  bytes: number
}

const webToNode = (body: ReadableStream<Uint8Array>) => Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>)

async function sha256Of(store: FileStore, key: string): Promise<string | undefined> {
  const file = await store.read(key)
  if (!file) return undefined
  const hash = createHash('sha256')
  for await (const chunk of webToNode(file.body)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Streams `key` from source to target, hashing the bytes as they pass; the source's SHA-256. */
async function copy(source: FileStore, target: FileStore, key: string): Promise<string> {
  const file = await source.read(key)
  if (!file) throw new Error('gone from the source while copying')
  const hash = createHash('sha256')
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk)
      callback(null, chunk)
    },
  })
  await target.put(key, webToNode(file.body).pipe(hashing))
  return hash.digest('hex')
}

export async function migrateFiles(source: FileStore, target: FileStore, onFile?: (key: string) => void): Promise<MigrationSummary> {
  const summary: MigrationSummary = { copied: 0, alreadyThere: 0, failed: [], bytes: 0 }
  for await (const entry of source.list()) {
    onFile?.(entry.key)
    try {
      const existing = await target.stat(entry.key)
      if (existing?.byteSize === entry.byteSize) {
        const [there, here] = await Promise.all([sha256Of(target, entry.key), sha256Of(source, entry.key)])
        if (there === here) {
          summary.alreadyThere++
          continue
        }
      }
      const sent = await copy(source, target, entry.key)
      const landed = await sha256Of(target, entry.key)
      if (landed !== sent) {
        summary.failed.push({ key: entry.key, reason: 'checksum differs after copy' })
        continue
      }
      summary.copied++
      summary.bytes += entry.byteSize
    } catch (error) {
      summary.failed.push({ key: entry.key, reason: error instanceof Error ? error.message : String(error) })
    }
  }
  return summary
}
