import path from 'node:path'
import { sql, type Kysely } from 'kysely'
import { isPostgresUrl, openDatabase } from '~/db/dialect.server'
import { migrateToLatest } from '~/db/migrate.server'
import { migrations } from '~/db/migrations'
import type { Database } from '~/db/schema'
import type { BackupSite } from './create-backup.server'
import { restoreDatabase } from './database-restore.server'
import { tableCount } from './database-snapshot.server'
import { copyStoreIn, hasAnyFile } from './file-copies.server'
import { BackupRefused, STORE_NAMES, type Manifest, type StoreName } from './manifest.server'
import { verifyBackup } from './verify-backup.server'

export interface RestoreSummary {
  manifest: Manifest
  files: number
  fileBytes: number
  /** Migrations newer than the backup, applied after it was restored. */
  appliedMigrations: string[]
  /** Rows whose file is not in the store (a file deleted while the backup ran). */
  documentsWithoutFile: number
  imagesWithoutFile: number
  /** Files sent in care conversations. */
  attachmentsWithoutFile: number
}

/**
 * Brings `site` back from the backup in `folder`. Nothing is changed before
 * every check passed: each file's checksum, the engine, a schema this build
 * knows, and (without `force`) an empty database and empty stores. The files
 * go first: if the database step fails, the stores hold only copies nothing
 * refers to, and the same command with --force finishes the job.
 */
export async function restoreBackup(folder: string, site: BackupSite, { force = false } = {}): Promise<RestoreSummary> {
  const manifest = await verifyBackup(folder)
  await checkTarget(manifest, site, force)
  for (const name of STORE_NAMES) {
    await copyStoreIn(
      site.stores[name],
      manifest.files.filter((file) => file.store === name),
      folder,
    )
  }
  await restoreDatabase(site.databaseUrl, path.join(folder, manifest.database.path), { replace: force })
  const handle = openDatabase<Database>(site.databaseUrl)
  try {
    const restoredAt = await lastMigration(handle.db)
    if (restoredAt !== manifest.database.lastMigration) {
      throw new Error(`The restored database is at migration ${restoredAt ?? 'none'}, the manifest says ${manifest.database.lastMigration}.`)
    }
    const appliedMigrations = await migrateToLatest(handle.db)
    return {
      manifest,
      files: manifest.files.length,
      fileBytes: manifest.files.reduce((sum, file) => sum + file.bytes, 0),
      appliedMigrations,
      ...(await filesMissing(handle.db, site)),
    }
  } finally {
    await handle.destroy()
  }
}

async function checkTarget(manifest: Manifest, site: BackupSite, force: boolean) {
  const dialect = isPostgresUrl(site.databaseUrl) ? 'postgres' : 'sqlite'
  if (manifest.database.dialect !== dialect) {
    throw new BackupRefused(
      `This is a ${manifest.database.dialect} backup and DATABASE_URL is a ${dialect} database: restore it into ${manifest.database.dialect}.`,
    )
  }
  if (!(manifest.database.lastMigration in migrations)) {
    throw new BackupRefused(
      `The backup's schema is at migration ${manifest.database.lastMigration}, which this version of the site does not know: restore it with the version that made it (${manifest.app.commit ?? manifest.app.version ?? 'see the manifest'}) or newer.`,
    )
  }
  if (force) return
  const tables = await tableCount(site.databaseUrl)
  if (tables > 0) {
    throw new BackupRefused(
      `The database in DATABASE_URL is not empty (${tables} tables): nothing was restored. Add --force to replace what it holds.`,
    )
  }
  for (const name of STORE_NAMES) {
    if (await hasAnyFile(site.stores[name])) {
      throw new BackupRefused(`The ${name} store already holds files: nothing was restored. Add --force to restore into it anyway.`)
    }
  }
}

async function lastMigration(db: Kysely<Database>) {
  const { rows } = await sql<{ name: string | null }>`select max(name) as name from kysely_migration`.execute(db)
  return rows[0]?.name ?? undefined
}

/** Rows of the restored database whose bytes the stores do not have. */
async function filesMissing(db: Kysely<Database>, site: BackupSite) {
  const keys = async (name: StoreName) => {
    const found = new Set<string>()
    for await (const entry of site.stores[name].list()) found.add(entry.key)
    return found
  }
  const documents = await keys('documents')
  const rows = await db.selectFrom('treatment_documents').select('storage_key').execute()
  // A picture is kept in several widths and formats, each a file named `<key>-<width>.<format>`.
  const imageKeys = new Set([...(await keys('images'))].map((file) => file.replace(/-\d+\.\w+$/, '')))
  const images = await db.selectFrom('content_images').select('storage_key').execute()
  const attachmentKeys = await keys('conversations')
  // The conversations store holds messages' files and quote requests' (issue 30).
  const attachments = [
    ...(await db.selectFrom('care_message_attachments').select('storage_key').execute()),
    ...(await db.selectFrom('quote_request_attachments').select('storage_key').execute()),
  ]
  return {
    documentsWithoutFile: rows.filter((row) => !documents.has(row.storage_key)).length,
    imagesWithoutFile: images.filter((row) => !imageKeys.has(row.storage_key)).length,
    attachmentsWithoutFile: attachments.filter((row) => !attachmentKeys.has(row.storage_key)).length,
  }
}
