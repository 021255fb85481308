import fs from 'node:fs/promises'
import path from 'node:path'
import { checksumOfFile } from './checksum.server'
import { BackupRefused, readManifest, type CheckedFile, type Manifest } from './manifest.server'

/**
 * The backup's manifest once every file it lists is present with its size and
 * SHA-256; otherwise BackupRefused naming what is wrong. Read-only.
 */
export async function verifyBackup(folder: string): Promise<Manifest> {
  const manifest = await readManifest(folder)
  const problems: string[] = []
  for (const file of [manifest.database, ...manifest.files] as CheckedFile[]) {
    const problem = await checkFile(folder, file)
    if (problem) problems.push(problem)
  }
  if (problems.length > 0) {
    const shown = problems.slice(0, 10)
    if (problems.length > shown.length) shown.push(`… and ${problems.length - shown.length} more`)
    throw new BackupRefused(
      `The backup in ${folder} is damaged or incomplete (${problems.length} of ${manifest.files.length + 1} files): nothing was restored.\n${shown.map((line) => `  ${line}`).join('\n')}`,
    )
  }
  return manifest
}

async function checkFile(folder: string, file: CheckedFile): Promise<string | undefined> {
  const full = path.join(folder, file.path)
  const stat = await fs.stat(full).catch(() => undefined)
  if (!stat?.isFile()) return `${file.path}: missing`
  if (stat.size !== file.bytes) return `${file.path}: ${stat.size} bytes, the manifest says ${file.bytes}`
  const { sha256 } = await checksumOfFile(full)
  return sha256 === file.sha256 ? undefined : `${file.path}: checksum differs from the manifest`
}
