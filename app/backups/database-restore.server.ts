import fs from 'node:fs/promises'
import path from 'node:path'
import { isPostgresUrl, sqlitePath } from '~/db/dialect.server'
import { clientMajorVersion, runPostgresTool } from './postgres-tools.server'

/**
 * Puts a snapshot in place of the database at `url`. PostgreSQL: pg_restore in
 * one transaction, so a failure leaves the database as it was; objects are
 * owned by the restoring user and carry no grants (the roles of the machine
 * the dump came from need not exist here). `replace` drops what the dump
 * recreates first (the caller's --force). SQLite: the file is copied beside
 * the target and renamed over it.
 */
export async function restoreDatabase(url: string, dumpFile: string, { replace }: { replace: boolean }) {
  if (isPostgresUrl(url)) {
    await clientMajorVersion('pg_restore')
    const clean = replace ? ['--clean', '--if-exists'] : []
    await runPostgresTool('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', ...clean, dumpFile], url)
    return
  }
  const target = sqlitePath(url)
  await fs.mkdir(path.dirname(target), { recursive: true })
  const aside = `${target}.restoring`
  await fs.copyFile(dumpFile, aside)
  try {
    // A write-ahead log left from the old file would be replayed onto the new one and corrupt it.
    for (const suffix of ['-wal', '-shm', '-journal']) await fs.rm(`${target}${suffix}`, { force: true })
    await fs.rename(aside, target)
  } catch (error) {
    await fs.rm(aside, { force: true })
    throw error
  }
}
