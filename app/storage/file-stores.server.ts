import path from 'node:path'
import type { S3Client } from '@aws-sdk/client-s3'
import { env, type Env } from '~/config/env.server'
import { STORAGE_KEY, type FileStore } from './file-store.server'
import { localFileStore } from './local-file-store.server'
import { parseStorageUrl, s3Client, s3FileStore } from './s3-file-store.server'

/*
 * This process's stores, chosen by configuration: local folders
 * (DOCUMENTS_DIR, IMAGES_DIR) by default, or with STORAGE_URL=s3://bucket/prefix
 * that bucket's <prefix>/documents/ and <prefix>/images/. Documents and
 * pictures never share a store: pictures are public, documents never are
 * (docs/decisions/034-object-storage.md).
 */

export type StorageArea = 'documents' | 'images'

const stores = new Map<StorageArea, FileStore>()
let client: S3Client | undefined

/** The S3 client of this process's configuration (one, shared by both areas). */
function configuredClient(config: Env) {
  client ??= s3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? 'us-east-1',
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE === 'true',
  })
  return client
}

/** The store of `area` as the configuration says (a bucket when STORAGE_URL is set, else the area's folder). */
export function configuredStore(config: Env, area: StorageArea, keyPattern: RegExp): FileStore {
  if (config.STORAGE_URL) return s3FileStore({ client: configuredClient(config), ...parseStorageUrl(config.STORAGE_URL, area) }, keyPattern)
  return localFileStore(path.resolve(area === 'documents' ? config.DOCUMENTS_DIR : config.IMAGES_DIR), keyPattern)
}

/** The store of `area`, made once per process. */
export function fileStore(area: StorageArea, keyPattern: RegExp): FileStore {
  let store = stores.get(area)
  if (!store) {
    store = configuredStore(env(), area, keyPattern)
    stores.set(area, store)
  }
  return store
}

/** Patients' documents: never public, read only through the site's access checks. */
export const documentStore = () => fileStore('documents', STORAGE_KEY)
