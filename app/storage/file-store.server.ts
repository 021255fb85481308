import { randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'

/*
 * Where the site keeps bytes: patients' documents and the public site's
 * pictures, each in a store of its own (file-stores.server.ts). The database
 * keeps what a file is and who may read it; a store only keeps bytes under a
 * key. Two implementations: a local folder (the default) and an S3-compatible
 * bucket. Bytes flow as streams both ways, so a file is never held whole.
 */

/** What may be written: a Node stream, a web stream, or bytes already in memory. */
export type FileBody = Readable | ReadableStream<Uint8Array> | Uint8Array

export interface PutOptions {
  /** Past this many bytes the write is abandoned, nothing is kept and `FileTooLarge` is thrown. */
  maxBytes?: number
  /** Stored with the object where the store keeps such things (S3); the database stays the authority. */
  contentType?: string
}

export interface StoredFile {
  /** The bytes; read it to the end or cancel it. */
  body: ReadableStream<Uint8Array>
  byteSize: number
}

export interface StoredEntry {
  key: string
  byteSize: number
  modifiedAt: Date
}

export interface FileStore {
  /** Writes the bytes under `key`; a reader never sees half a file. */
  put(key: string, body: FileBody, options?: PutOptions): Promise<{ byteSize: number }>
  /** The file as a stream, or undefined when there is nothing under the key. */
  read(key: string): Promise<StoredFile | undefined>
  /** Size and time of the file, or undefined when there is nothing under the key. */
  stat(key: string): Promise<StoredEntry | undefined>
  /** Removes the file; removing what is not there is not an error. */
  remove(key: string): Promise<void>
  /** Every key in the store (order unspecified): for migration, the orphan sweep and backups. */
  list(): AsyncIterable<StoredEntry>
}

/** A body that went past its `maxBytes`; nothing of it was kept. */
export class FileTooLarge extends Error {
  constructor(readonly maxBytes: number) {
    super(`File larger than ${maxBytes} bytes`)
  }
}

/** A key that is not of the store's shape: refused before any path or object name is built from it. */
export class BadStorageKey extends Error {
  constructor(key: string) {
    super(`Not a storage key: ${JSON.stringify(key.slice(0, 80))}`)
  }
}

/** A new storage key: random (192 bits), so knowing one file's key tells nothing of another's. */
export function newStorageKey() {
  return randomBytes(24).toString('base64url')
}

/** The shape of a key made by newStorageKey. */
export const STORAGE_KEY = /^[\w-]{32}$/

export function checkedKey(key: string, pattern: RegExp) {
  if (!pattern.test(key)) throw new BadStorageKey(key)
  return key
}

/** Any body as a Node stream. */
export function nodeStream(body: FileBody): Readable {
  if (body instanceof Readable) return body
  if (body instanceof Uint8Array) return Readable.from([body], { objectMode: false })
  return Readable.fromWeb(body as import('node:stream/web').ReadableStream<Uint8Array>)
}

/** A whole file in memory: for small files only (tests, pictures on their way to sharp). */
export async function readAllBytes(store: FileStore, key: string): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const file = await store.read(key)
  if (!file) return undefined
  return new Uint8Array(await new Response(file.body).arrayBuffer())
}
