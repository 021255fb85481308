import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import { Upload } from '@aws-sdk/lib-storage'
import { pipeline } from 'node:stream'
import { byteLimit } from './byte-limit.server'
import { checkedKey, FileTooLarge, nodeStream, STORAGE_KEY, type FileStore, type StoredEntry } from './file-store.server'

/*
 * A FileStore in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO,
 * Ceph), every object under `prefix`. Writes go through the SDK's multipart
 * Upload, which holds at most one part (5 MB) of a body in memory whatever
 * its size, and makes the object appear only once it is complete; a body
 * that fails or goes past its limit is aborted and leaves nothing.
 * Nothing here sets an ACL: objects are as private as the bucket.
 */

export interface S3Location {
  client: S3Client
  bucket: string
  /** Object names start with this ("" or ending in "/"). */
  prefix: string
}

/** The smallest part S3 accepts: also the most of a body held in memory at once. */
const PART_BYTES = 5 * 1024 * 1024

export function s3FileStore({ client, bucket, prefix }: S3Location, keyPattern: RegExp = STORAGE_KEY): FileStore {
  const objectOf = (key: string) => `${prefix}${checkedKey(key, keyPattern)}`

  async function stat(key: string): Promise<StoredEntry | undefined> {
    const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectOf(key) })).catch(missing)
    return head && { key, byteSize: head.ContentLength ?? 0, modifiedAt: head.LastModified ?? new Date(0) }
  }

  return {
    async put(key, body, options = {}) {
      const name = objectOf(key)
      const limit = byteLimit(options.maxBytes)
      const counted = pipeline(nodeStream(body), limit.counter, () => undefined)
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: name, Body: counted, ContentType: options.contentType ?? 'application/octet-stream' },
        partSize: PART_BYTES,
        queueSize: 1,
        // A failed upload is aborted: no parts are kept (or billed).
        leavePartsOnError: false,
      })
      try {
        await upload.done()
      } catch (error) {
        if (options.maxBytes !== undefined && limit.byteSize() > options.maxBytes) throw new FileTooLarge(options.maxBytes)
        throw error
      }
      return { byteSize: limit.byteSize() }
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectOf(key) })).catch(missing)
      if (!object?.Body) return undefined
      return { body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>, byteSize: object.ContentLength ?? 0 }
    },
    stat,
    async remove(key) {
      // Deleting a missing object succeeds in S3: nothing to tell apart.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectOf(key) }))
    },
    async *list() {
      let ContinuationToken: string | undefined
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken }))
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length)
          // Only this store's own keys: not a deeper prefix's objects, nor anything put there by hand.
          if (key && keyPattern.test(key)) yield { key, byteSize: object.Size ?? 0, modifiedAt: object.LastModified ?? new Date(0) }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (ContinuationToken)
    },
  }
}

/** "No such object" as undefined; any other failure (credentials, network) is thrown. */
function missing(error: unknown): undefined {
  if (error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404))
    return undefined
  throw error
}

export interface S3Settings {
  endpoint?: string
  region: string
  accessKeyId?: string
  secretAccessKey?: string
  forcePathStyle: boolean
}

export function s3Client(settings: S3Settings) {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Without keys, the SDK's own chain (instance or task role, AWS_* variables).
    credentials:
      settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: not every S3-compatible service knows the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  })
}

/** s3://bucket/prefix → the bucket and the prefix of the area's objects ("prefix/documents/"). */
export function parseStorageUrl(url: string, area: string) {
  const { hostname, pathname } = new URL(url)
  const base = pathname.replace(/^\/+|\/+$/g, '')
  return { bucket: hostname, prefix: `${base ? `${base}/` : ''}${area}/` }
}
