// Copies the files of the local folders (DOCUMENTS_DIR, IMAGES_DIR, CONVERSATION_FILES_DIR) to the bucket of STORAGE_URL,
// verifying each by SHA-256; safe to run again (files already there are checked, not copied).
//   STORAGE_URL=s3://bucket/prefix S3_REGION=… npm run storage:migrate
// Then start the site with the same settings. Local files are left in place (remove them once satisfied).
import 'dotenv/config'
import path from 'node:path'
import { env } from '../app/config/env.server'
import { IMAGE_FILE } from '../app/media/image-store.server'
import { STORAGE_KEY } from '../app/storage/file-store.server'
import { configuredStore } from '../app/storage/file-stores.server'
import { localFileStore } from '../app/storage/local-file-store.server'
import { migrateFiles } from '../app/storage/migrate-files.server'

const config = env()
if (!config.STORAGE_URL) {
  console.error('STORAGE_URL is not set: nothing to migrate to (set STORAGE_URL=s3://bucket/prefix and the S3_* settings).')
  process.exit(1)
}

let failures = 0
for (const [area, folder, pattern] of [
  ['documents', config.DOCUMENTS_DIR, STORAGE_KEY],
  ['images', config.IMAGES_DIR, IMAGE_FILE],
  ['conversations', config.CONVERSATION_FILES_DIR, STORAGE_KEY],
] as const) {
  const source = localFileStore(path.resolve(folder), pattern)
  const summary = await migrateFiles(source, configuredStore(config, area, pattern))
  const megabytes = (summary.bytes / 1024 / 1024).toFixed(1)
  console.log(
    `${area}: ${summary.copied} copied (${megabytes} MB), ${summary.alreadyThere} already there, ${summary.failed.length} failed — from ${folder} to ${config.STORAGE_URL}/${area}/`,
  )
  for (const { key, reason } of summary.failed) console.error(`  ${area}/${key}: ${reason}`)
  failures += summary.failed.length
}
process.exit(failures > 0 ? 1 : 0)
