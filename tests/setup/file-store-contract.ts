import { createHash, randomBytes } from 'node:crypto'
import { Readable } from 'node:stream'
import { expect, it } from 'vitest'
import { BadStorageKey, FileTooLarge, newStorageKey, readAllBytes, type FileStore } from '~/storage/file-store.server'

/*
 * What every FileStore must do, run against each implementation
 * (app/storage/*.test.ts). `store()` is a store of its own, empty at first.
 */

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

/** `size` random bytes as a stream of 64 KB chunks, made as they are read (never whole in memory here). */
export function streamOf(size: number, seed = randomBytes(64 * 1024)) {
  const hash = createHash('sha256')
  let sent = 0
  const stream = new Readable({
    read() {
      if (sent >= size) return this.push(null)
      const chunk = seed.subarray(0, Math.min(seed.byteLength, size - sent))
      sent += chunk.byteLength
      hash.update(chunk)
      this.push(chunk)
    },
  })
  return { stream, digest: () => hash.digest('hex') }
}

async function keysOf(store: FileStore) {
  const keys: string[] = []
  for await (const entry of store.list()) keys.push(entry.key)
  return keys.sort()
}

export function fileStoreContract(store: () => FileStore) {
  it('puts, reads, stats, lists and removes a file', async () => {
    const key = newStorageKey()
    const bytes = randomBytes(1000)
    expect(await store().put(key, bytes)).toEqual({ byteSize: 1000 })
    const read = await store().read(key)
    expect(read?.byteSize).toBe(1000)
    expect(sha256(new Uint8Array(await new Response(read!.body).arrayBuffer()))).toBe(sha256(bytes))
    expect(await store().stat(key)).toMatchObject({ key, byteSize: 1000 })
    expect((await store().stat(key))!.modifiedAt.getTime()).toBeGreaterThan(Date.now() - 3_600_000)
    expect(await keysOf(store())).toContain(key)
    await store().remove(key)
    expect(await store().read(key)).toBeUndefined()
    expect(await keysOf(store())).not.toContain(key)
  })

  it('a missing key reads and stats as undefined, and removing it is no error', async () => {
    const key = newStorageKey()
    expect(await store().read(key)).toBeUndefined()
    expect(await store().stat(key)).toBeUndefined()
    await expect(store().remove(key)).resolves.toBeUndefined()
  })

  it('a key of another shape is refused before anything is built from it', async () => {
    for (const key of ['../../etc/passwd', 'a/b', '', 'x'.repeat(31), `${newStorageKey()}/..`, '%2e%2e%2fsecret-key-of-32-chars-']) {
      await expect(store().put(key, new Uint8Array([1]))).rejects.toBeInstanceOf(BadStorageKey)
      await expect(store().read(key)).rejects.toBeInstanceOf(BadStorageKey)
      await expect(store().remove(key)).rejects.toBeInstanceOf(BadStorageKey)
    }
  })

  it('streams a 5 MB file in and out byte for byte, from a Node stream and from a web stream', async () => {
    for (const toBody of [(stream: Readable) => stream, (stream: Readable) => Readable.toWeb(stream) as ReadableStream<Uint8Array>]) {
      const key = newStorageKey()
      const source = streamOf(5 * 1024 * 1024 + 7)
      expect(await store().put(key, toBody(source.stream))).toEqual({ byteSize: 5 * 1024 * 1024 + 7 })
      const read = await store().read(key)
      expect(read?.byteSize).toBe(5 * 1024 * 1024 + 7)
      const hash = createHash('sha256')
      for await (const chunk of Readable.fromWeb(read!.body as import('node:stream/web').ReadableStream<Uint8Array>)) hash.update(chunk as Buffer)
      expect(hash.digest('hex')).toBe(source.digest())
      await store().remove(key)
    }
  })

  it('a body past maxBytes throws FileTooLarge and leaves nothing under the key or in the listing', async () => {
    const before = await keysOf(store())
    const key = newStorageKey()
    await expect(store().put(key, streamOf(2 * 1024 * 1024).stream, { maxBytes: 1024 * 1024 })).rejects.toBeInstanceOf(FileTooLarge)
    expect(await store().read(key)).toBeUndefined()
    expect(await keysOf(store())).toEqual(before)
    // Exactly the limit is accepted.
    expect(await store().put(key, streamOf(1024 * 1024).stream, { maxBytes: 1024 * 1024 })).toEqual({ byteSize: 1024 * 1024 })
    await store().remove(key)
  })

  it('concurrent puts of different keys all land whole', async () => {
    // The site writes every key once (a new random key per file), so two writers of one key are not part
    // of the contract: s3rver, unlike S3, would interleave them.
    const files = Array.from({ length: 8 }, () => ({ key: newStorageKey(), bytes: randomBytes(300 * 1024) }))
    await Promise.all(files.map(({ key, bytes }) => store().put(key, bytes)))
    for (const { key, bytes } of files) expect(sha256((await readAllBytes(store(), key))!)).toBe(sha256(bytes))
    await Promise.all(files.map((file) => store().remove(file.key)))
  })
}
