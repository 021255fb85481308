import path from 'node:path'
import { env } from '~/config/env.server'
import { STORAGE_KEY, type FileStore } from './file-store.server'
import { localFileStore } from './local-file-store.server'

/*
 * This process's stores, chosen by configuration: local folders
 * (DOCUMENTS_DIR, IMAGES_DIR) by default. Documents and pictures never
 * share a store: pictures are public, documents never are.
 */

export type StorageArea = 'documents' | 'images'

const stores = new Map<StorageArea, FileStore>()

function create(area: StorageArea, keyPattern: RegExp): FileStore {
  const config = env()
  return localFileStore(path.resolve(area === 'documents' ? config.DOCUMENTS_DIR : config.IMAGES_DIR), keyPattern)
}

/** The store of `area`, made once per process. */
export function fileStore(area: StorageArea, keyPattern: RegExp): FileStore {
  let store = stores.get(area)
  if (!store) {
    store = create(area, keyPattern)
    stores.set(area, store)
  }
  return store
}

/** Patients' documents: never public, read only through the site's access checks. */
export const documentStore = () => fileStore('documents', STORAGE_KEY)
