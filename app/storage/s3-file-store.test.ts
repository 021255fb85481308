import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fileStoreContract, streamOf } from '../../tests/setup/file-store-contract'
import { startS3Server, type TestS3Server } from '../../tests/setup/s3-server'
import { FileTooLarge, newStorageKey, type FileStore } from './file-store.server'
import { parseStorageUrl, s3FileStore } from './s3-file-store.server'

describe('S3-compatible store (s3rver)', () => {
  let s3: TestS3Server
  let store: FileStore
  beforeAll(async () => {
    s3 = await startS3Server(['claravia-test'])
    store = s3FileStore({ client: s3.client(), ...parseStorageUrl('s3://claravia-test/site', 'documents') })
  })
  afterAll(() => s3?.close())

  fileStoreContract(() => store)

  it('keeps its objects under <prefix>/<area>/ and lists only its own keys', async () => {
    const key = newStorageKey()
    await store.put(key, new Uint8Array([1, 2, 3]))
    // An object of another area, and one put there by hand, are not this store's.
    const images = s3FileStore({ client: s3.client(), ...parseStorageUrl('s3://claravia-test/site', 'images') })
    await s3.client().send(new PutObjectCommand({ Bucket: 'claravia-test', Key: 'site/documents/notes.txt', Body: 'x' }))
    const names = (await s3.client().send(new ListObjectsV2Command({ Bucket: 'claravia-test', Prefix: 'site/' }))).Contents?.map(
      (object) => object.Key,
    )
    expect(names).toContain(`site/documents/${key}`)
    const listed = []
    for await (const entry of store.list()) listed.push(entry.key)
    expect(listed).toContain(key)
    expect(listed).not.toContain('notes.txt')
    for await (const entry of images.list()) expect(entry.key).not.toBe(key)
    await store.remove(key)
  })

  it('a multipart body (over one 5 MB part) past its limit is aborted: no object, no upload left open', async () => {
    const key = newStorageKey()
    await expect(store.put(key, streamOf(12 * 1024 * 1024).stream, { maxBytes: 10 * 1024 * 1024 })).rejects.toBeInstanceOf(FileTooLarge)
    expect(await store.stat(key)).toBeUndefined()
  })

  it('parses STORAGE_URL with or without a prefix', () => {
    expect(parseStorageUrl('s3://bucket', 'images')).toEqual({ bucket: 'bucket', prefix: 'images/' })
    expect(parseStorageUrl('s3://bucket/a/b/', 'documents')).toEqual({ bucket: 'bucket', prefix: 'a/b/documents/' })
  })
})
