import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { FileStore } from '~/storage/file-store.server'
import { copyMeasured } from './checksum.server'
import type { ManifestFile, StoreName } from './manifest.server'

/*
 * The file stores' side of a backup, through the storage interface only
 * (list, read and put as streams), so a local folder and a bucket are backed
 * up and restored alike, one file at a time in memory's worth of a chunk.
 */

export const filesFolder = (store: StoreName) => path.join('files', store)

/** Copies every file of `store` into `folder`/files/<name>/, measured as it is written. */
export async function copyStoreOut(store: FileStore, name: StoreName, folder: string): Promise<ManifestFile[]> {
  const relative = filesFolder(name)
  await fs.promises.mkdir(path.join(folder, relative), { recursive: true, mode: 0o700 })
  const copied: ManifestFile[] = []
  for await (const entry of store.list()) {
    const file = await store.read(entry.key)
    // Listed, then removed before it was read (a document deleted meanwhile): nothing to keep.
    if (!file) continue
    const filePath = path.join(relative, entry.key)
    const measured = await copyMeasured(Readable.fromWeb(file.body as NodeReadableStream<Uint8Array>), path.join(folder, filePath))
    copied.push({ store: name, key: entry.key, path: filePath, ...measured })
  }
  return copied
}

/** Writes the backup's files of one store into it (checksums were verified before). */
export async function copyStoreIn(store: FileStore, files: ManifestFile[], folder: string) {
  for (const file of files) await store.put(file.key, fs.createReadStream(path.join(folder, file.path)))
}

/** Whether the store holds any file at all. */
export async function hasAnyFile(store: FileStore) {
  const entries = store.list()[Symbol.asyncIterator]()
  const first = await entries.next()
  await entries.return?.()
  return !first.done
}
