import { randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { byteLimit } from './byte-limit.server'
import { checkedKey, nodeStream, STORAGE_KEY, type FileStore, type StoredEntry } from './file-store.server'

const PARTIAL = /\.partial$/

/**
 * Files in `root`, spread over subfolders by the key's first two characters
 * (a folder of a million entries is slow to list). Only keys of
 * `keyPattern`'s shape reach the file system.
 */
export function localFileStore(root: string, keyPattern: RegExp = STORAGE_KEY): FileStore {
  const fileOf = (key: string) => path.join(root, checkedKey(key, keyPattern).slice(0, 2), key)

  async function stat(key: string): Promise<StoredEntry | undefined> {
    const found = await fs.stat(fileOf(key)).catch(notFound)
    return found && { key, byteSize: found.size, modifiedAt: found.mtime }
  }

  return {
    async put(key, body, options = {}) {
      const file = fileOf(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Written aside under a name of its own, then renamed: a reader never sees half a file, and two
      // writers of one key never write into the same partial file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`
      const limit = byteLimit(options.maxBytes)
      try {
        await pipeline(nodeStream(body), limit.counter, createWriteStream(partial, { flags: 'wx', mode: 0o600 }))
        await fs.rename(partial, file)
      } catch (error) {
        await fs.rm(partial, { force: true })
        throw error
      }
      return { byteSize: limit.byteSize() }
    },
    async read(key) {
      const file = fileOf(key)
      const found = await fs.stat(file).catch(notFound)
      if (!found) return undefined
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, byteSize: found.size }
    },
    stat,
    async remove(key) {
      await fs.rm(fileOf(key), { force: true })
    },
    async *list() {
      const folders = await fs.readdir(root).catch(notFound)
      for (const folder of folders ?? []) {
        const names = await fs.readdir(path.join(root, folder)).catch(notFound)
        for (const name of names ?? []) {
          if (PARTIAL.test(name) || !keyPattern.test(name) || name.slice(0, 2) !== folder) continue
          const entry = await stat(name)
          if (entry) yield entry
        }
      }
    },
  }
}

function notFound(error: unknown): undefined {
  const code = (error as NodeJS.ErrnoException).code
  if (code === 'ENOENT' || code === 'ENOTDIR') return undefined
  throw error
}
