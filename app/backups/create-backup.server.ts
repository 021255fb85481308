import fs from 'node:fs/promises'
import path from 'node:path'
import { isPostgresUrl } from '~/db/dialect.server'
import type { FileStore } from '~/storage/file-store.server'
import { checksumOfFile } from './checksum.server'
import { DUMP_FILE, snapshotDatabase } from './database-snapshot.server'
import { copyStoreOut } from './file-copies.server'
import { MANIFEST_FORMAT, STORE_NAMES, writeManifest, type Manifest, type StoreName } from './manifest.server'

/** Where a backup is taken from, or restored into. */
export interface BackupSite {
  databaseUrl: string
  stores: Record<StoreName, FileStore>
}

export interface BackupOptions {
  /** The folder backups are kept in; this one goes into a subfolder named after its UTC time. */
  parent: string
  app: Manifest['app']
  now?: Date
}

/** `2026-05-04T030000Z`: sorts by time, and no colons (not allowed in file names everywhere). */
export const backupName = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '')

/**
 * The database snapshot, then every file of each store, then the manifest, in
 * `<parent>/<name>.partial`, renamed to `<parent>/<name>` only once all is
 * written: a folder without `.partial` and with a manifest is a whole backup.
 * The snapshot is taken first, so a file uploaded meanwhile may be copied
 * without its row (harmless); one deleted meanwhile is missing (the restore
 * counts rows whose file is absent).
 */
export async function createBackup(site: BackupSite, { parent, app, now = new Date() }: BackupOptions) {
  const folder = path.join(parent, backupName(now))
  if (await fs.stat(folder).catch(() => undefined)) throw new Error(`${folder} already exists.`)
  const partial = `${folder}.partial`
  await fs.mkdir(partial, { recursive: true, mode: 0o700 })
  try {
    const dumpName = DUMP_FILE[isPostgresUrl(site.databaseUrl) ? 'postgres' : 'sqlite']
    const snapshot = await snapshotDatabase(site.databaseUrl, path.join(partial, dumpName))
    await fs.chmod(path.join(partial, dumpName), 0o600)
    const dump = await checksumOfFile(path.join(partial, dumpName))
    const files = []
    for (const name of STORE_NAMES) files.push(...(await copyStoreOut(site.stores[name], name, partial)))
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      app,
      database: { ...snapshot, path: dumpName, ...dump },
      files,
    }
    await writeManifest(partial, manifest)
    await fs.rename(partial, folder)
    return { folder, manifest }
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true })
    throw error
  }
}
