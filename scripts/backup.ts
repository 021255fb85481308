/*
 * npm run backup: a consistent snapshot of the database and every file of the
 * file stores, with a manifest of checksums, into BACKUP_DIR/<UTC time>
 * (default data/backups). Safe while the site runs.
 */
import 'dotenv/config'
import { execFile } from 'node:child_process'
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { configuredSite } from '../app/backups/configured-site.server'
import { createBackup } from '../app/backups/create-backup.server'

const root = path.resolve(import.meta.dirname, '..')

/** The commit the running code came from, when this is a git checkout (a deployed image may not be one). */
async function gitCommit() {
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { cwd: root })
    return stdout.trim() || null
  } catch {
    return null
  }
}

const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`

const packageJson = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8')) as { version?: string }
const started = performance.now()
try {
  const { folder, manifest } = await createBackup(configuredSite(), {
    parent: path.resolve(process.env.BACKUP_DIR || 'data/backups'),
    app: { version: packageJson.version ?? null, commit: await gitCommit() },
  })
  const fileBytes = manifest.files.reduce((sum, file) => sum + file.bytes, 0)
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(
    `Backed up the ${manifest.database.dialect} database (${manifest.database.tables} tables, migration ${manifest.database.lastMigration}, ${megabytes(manifest.database.bytes)}) and ${manifest.files.length} files (${megabytes(fileBytes)}) in ${seconds} s.`,
  )
  console.log(folder)
} catch (error) {
  console.error(`Backup failed, nothing was kept: ${(error as Error).message}`)
  process.exitCode = 1
}
