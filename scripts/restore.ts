/*
 * npm run restore -- <backup folder> [--force]: brings this machine's
 * database (DATABASE_URL) and file stores back from a backup made by
 * npm run backup. Stop the site first. Checks every checksum before changing
 * anything; refuses a database or store that is not empty unless --force.
 */
import 'dotenv/config'
import path from 'node:path'
import { parseArgs } from 'node:util'
import { configuredSite } from '../app/backups/configured-site.server'
import { BackupRefused } from '../app/backups/manifest.server'
import { restoreBackup } from '../app/backups/restore-backup.server'

const USAGE = 'Usage: npm run restore -- <backup folder> [--force]'

let parsed
try {
  parsed = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true })
} catch (error) {
  console.error((error as Error).message)
  console.error(USAGE)
  process.exit(2)
}
if (parsed.positionals.length !== 1) {
  console.error(USAGE)
  process.exit(2)
}

const folder = path.resolve(parsed.positionals[0]!)
const megabytes = (bytes: number) => `${(bytes / 1_048_576).toFixed(1)} MB`
const started = performance.now()
try {
  const summary = await restoreBackup(folder, configuredSite(), { force: parsed.values.force })
  const { manifest } = summary
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  console.log(`Restored the backup of ${manifest.createdAt} (commit ${manifest.app.commit ?? 'unknown'}) in ${seconds} s:`)
  console.log(
    `  database: ${manifest.database.dialect}, ${manifest.database.tables} tables, ${megabytes(manifest.database.bytes)}, at migration ${manifest.database.lastMigration}`,
  )
  console.log(`  newer migrations applied: ${summary.appliedMigrations.length ? summary.appliedMigrations.join(', ') : 'none'}`)
  console.log(`  files: ${summary.files} (${megabytes(summary.fileBytes)}), every checksum verified`)
  if (summary.documentsWithoutFile || summary.imagesWithoutFile || summary.attachmentsWithoutFile) {
    console.log(
      `  warning: ${summary.documentsWithoutFile} documents, ${summary.imagesWithoutFile} pictures and ${summary.attachmentsWithoutFile} conversation and quote-request attachments have no file (deleted while the backup ran)`,
    )
  }
} catch (error) {
  // A refusal changed nothing; a failure past the checks may have left some of the backup's files in the stores.
  console.error(
    error instanceof BackupRefused
      ? error.message
      : `Restore failed: ${(error as Error).message}\nFix the cause, then run the same command again with --force.`,
  )
  process.exitCode = 1
}
