// Document storage throughput: uploads (streamed puts) and downloads (streamed reads) of 5 MB
// documents, to the local folder and to S3-compatible storage (s3rver on loopback), in the same run,
// with the ratio S3 / local (issue 28: goal ≥ 0.5). s3rver runs in a process of its own, as a storage
// service would (in this process it would share one event loop with the client it serves).
// Run by `npm run bench`; alone: npx tsx scripts/bench-storage.ts
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { Readable } from 'node:stream'
import { newStorageKey, type FileStore } from '../app/storage/file-store.server'
import { localFileStore } from '../app/storage/local-file-store.server'
import { parseStorageUrl, s3Client, s3FileStore } from '../app/storage/s3-file-store.server'
import { startS3Service } from './stack/services'

const SIZE = 5 * 1024 * 1024
const FILES = 24
const CONCURRENCY = 4
const chunk = randomBytes(64 * 1024)

/** A 5 MB document as a stream of 64 KB chunks, as an upload arrives. */
const documentStream = () =>
  Readable.from(
    (function* () {
      for (let sent = 0; sent < SIZE; sent += chunk.byteLength) yield chunk
    })(),
  )

async function inParallel(keys: string[], run: (key: string) => Promise<unknown>) {
  const queue = [...keys]
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let key = queue.shift(); key; key = queue.shift()) await run(key)
    }),
  )
  return (keys.length * SIZE) / 1024 / 1024 / ((performance.now() - started) / 1000)
}

async function measure(store: FileStore) {
  const keys = Array.from({ length: FILES }, () => newStorageKey())
  // One round first, unmeasured: connections, folders, the JIT.
  await inParallel(keys.slice(0, CONCURRENCY), (key) => store.put(key, documentStream()))
  const upload = await inParallel(keys, (key) => store.put(key, documentStream()))
  const download = await inParallel(keys, async (key) => {
    const file = await store.read(key)
    for await (const _ of Readable.fromWeb(file!.body as import('node:stream/web').ReadableStream<Uint8Array>));
  })
  await Promise.all(keys.map((key) => store.remove(key)))
  return { upload, download }
}

/**
 * The S3 server's own ceiling: plain HTTP PUTs and GETs of the same documents, without the SDK, signing or
 * streaming from a store (s3rver takes anonymous requests). What our store reaches is read against it.
 */
async function serverCeiling(endpoint: string) {
  const keys = Array.from({ length: FILES }, () => newStorageKey())
  const body = Buffer.concat(Array.from({ length: SIZE / chunk.byteLength }, () => chunk))
  const put = (key: string) =>
    fetch(`${endpoint}/bench/ceiling/${key}`, { method: 'PUT', body }).then(async (answer) => {
      await answer.arrayBuffer()
      if (!answer.ok) throw new Error(`PUT ${answer.status}`)
    })
  await inParallel(keys.slice(0, CONCURRENCY), put)
  const upload = await inParallel(keys, put)
  const download = await inParallel(keys, async (key) => (await fetch(`${endpoint}/bench/ceiling/${key}`)).arrayBuffer())
  return { upload, download }
}

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-bench-storage-'))
const s3Folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-bench-s3-'))
const s3 = await startS3Service({ directory: s3Folder, port: 0, buckets: ['bench'] })
try {
  const local = await measure(localFileStore(folder))
  const client = s3Client({ endpoint: s3.url, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true })
  const bucket = await measure(s3FileStore({ client, ...parseStorageUrl('s3://bench/claravia', 'documents') }))
  const line = (name: string, figures: { upload: number; download: number }) =>
    `  ${name.padEnd(26)} upload ${figures.upload.toFixed(0).padStart(5)} MB/s   download ${figures.download.toFixed(0).padStart(5)} MB/s`
  console.log(`Document storage (${FILES} documents of 5 MB, ${CONCURRENCY} at a time, streamed both ways):`)
  console.log(line('local folder', local))
  console.log(line('S3 (s3rver, loopback)', bucket))
  const ceiling = await serverCeiling(s3.url)
  console.log(line('s3rver alone (plain HTTP)', ceiling))
  const ratio = (of: typeof local, to: typeof local) =>
    `upload ${(of.upload / to.upload).toFixed(2)}, download ${(of.download / to.download).toFixed(2)}`
  console.log(`  S3 / local: ${ratio(bucket, local)} (goal ≥ 0.5)`)
  // Below 1: time our side adds (SDK, signing, streaming); about 1: the S3 server is the limit, not the site.
  console.log(`  S3 / s3rver alone: ${ratio(bucket, ceiling)}`)
} finally {
  await s3.stop()
  for (const made of [folder, s3Folder]) fs.rmSync(made, { recursive: true, force: true })
}
