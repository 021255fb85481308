import path from 'node:path'
import type { S3Client } from '@aws-sdk/client-s3'
import { env, type Env } from '~/config/env.server'
import { STORAGE_KEY, type FileStore } from './file-store.server'
import { localFileStore } from './local-file-store.server'
import { parseStorageUrl, s3Client, s3FileStore } from './s3-file-store.server'

/*
 * This process's stores, chosen by configuration: local folders
 * (DOCUMENTS_DIR, IMAGES_DIR, CONVERSATION_FILES_DIR) by default, or with
 * STORAGE_URL=s3://bucket/prefix that bucket's <prefix>/documents/,
 * <prefix>/images/ and <prefix>/conversations/. No two areas share a store:
 * pictures are public, documents and conversation files never are
 * (docs/decisions/034-object-storage.md), and each area's files are owned by
 * one table (the orphan sweep and the backup go by it; decision 037).
 */

export type StorageArea = 'documents' | 'images' | 'conversations'

/** The local folder setting of each area (unused with STORAGE_URL). */
const AREA_FOLDERS = {
  documents: 'DOCUMENTS_DIR',
  images: 'IMAGES_DIR',
  conversations: 'CONVERSATION_FILES_DIR',
} as const satisfies Record<StorageArea, keyof Env>

const stores = new Map<StorageArea, FileStore>()
let client: S3Client | undefined

/** The S3 client of this process's configuration (one, shared by every area). */
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
  return localFileStore(path.resolve(config[AREA_FOLDERS[area]]), keyPattern)
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

/** Files sent with care-conversation messages: never public, read only through the conversation's access checks. */
export const conversationFileStore = () => fileStore('conversations', STORAGE_KEY)
