import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { env } from '~/config/env.server'

/*
 * Where the bytes of patients' documents live. The database keeps who may
 * read a document; the store only keeps bytes under an unguessable key, and
 * nothing serves its folder publicly. Local disk (under data/) is the
 * default; an S3-compatible store can implement the same three calls.
 */
export interface DocumentStore {
  put(key: string, bytes: Uint8Array): Promise<void>
  /** The bytes, or undefined when there is nothing under the key. */
  read(key: string): Promise<Uint8Array<ArrayBuffer> | undefined>
  /** Removes the bytes; removing what is not there is not an error. */
  remove(key: string): Promise<void>
}

/** A new storage key: random, so knowing one document's key tells nothing of another's. */
export function newStorageKey() {
  return randomBytes(24).toString('base64url')
}

const KEY = /^[\w-]{32}$/

/** Files in `root`, spread over subfolders by the key's first two characters. */
export function localDiskStore(root: string, keyPattern = KEY): DocumentStore {
  const fileOf = (key: string) => {
    // Keys are ours, but a path is built from them: only the expected shape may reach the file system.
    if (!keyPattern.test(key)) throw new Error(`Not a storage key: ${key}`)
    return path.join(root, key.slice(0, 2), key)
  }
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await fs.mkdir(path.dirname(file), { recursive: true })
      // Written aside, then renamed: a reader never sees half a file.
      const partial = `${file}.partial`
      await fs.writeFile(partial, bytes, { flag: 'wx', mode: 0o600 })
      await fs.rename(partial, file)
    },
    async read(key) {
      try {
        return new Uint8Array(await fs.readFile(fileOf(key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
        throw error
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true })
    },
  }
}

let current: DocumentStore | undefined

/** This process's store: DOCUMENTS_DIR, by default data/documents. */
export function documentStore(): DocumentStore {
  current ??= localDiskStore(path.resolve(env().DOCUMENTS_DIR))
  return current
}
