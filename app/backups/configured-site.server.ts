import { env } from '~/config/env.server'
import { imageStore } from '~/media/image-store.server'
import { conversationFileStore, documentStore } from '~/storage/file-stores.server'
import type { BackupSite } from './create-backup.server'

/** This machine's database and file stores, as the site's configuration names them (DATABASE_URL, the storage settings). */
export function configuredSite(): BackupSite {
  return { databaseUrl: env().DATABASE_URL, stores: { documents: documentStore(), images: imageStore(), conversations: conversationFileStore() } }
}
