import fs from 'node:fs/promises'
import path from 'node:path'
import { z } from 'zod'

/*
 * What a backup folder holds, written last: a folder without it (or with a
 * file that does not match it) is not a backup. Paths are relative to the
 * folder and checked on reading, so a crafted manifest cannot point a restore
 * outside it.
 */

export const MANIFEST_FILE = 'manifest.json'
export const MANIFEST_FORMAT = 'claravia-backup/1'

/** The file stores a backup copies: treatment documents, the public site's pictures, files sent in care conversations. */
export const STORE_NAMES = ['documents', 'images', 'conversations'] as const
export type StoreName = (typeof STORE_NAMES)[number]

const relativePath = z
  .string()
  .min(1)
  .refine((value) => !path.isAbsolute(value) && !value.split(/[\\/]/).includes('..'), { error: 'must stay inside the backup folder' })

const checkedFile = z.object({ path: relativePath, bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })
export type CheckedFile = z.infer<typeof checkedFile>

const manifestSchema = z.object({
  format: z.literal(MANIFEST_FORMAT),
  createdAt: z.iso.datetime(),
  app: z.object({ version: z.string().nullable(), commit: z.string().nullable() }),
  database: checkedFile.extend({
    dialect: z.enum(['sqlite', 'postgres']),
    /** The schema's last applied migration when the snapshot was taken. */
    lastMigration: z.string().min(1),
    tables: z.number().int().nonnegative(),
  }),
  files: z.array(checkedFile.extend({ store: z.enum(STORE_NAMES), key: z.string().min(1) })),
})
export type Manifest = z.infer<typeof manifestSchema>
export type ManifestFile = Manifest['files'][number]

export async function writeManifest(folder: string, manifest: Manifest) {
  await fs.writeFile(path.join(folder, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { flag: 'wx', mode: 0o600 })
}

export class BackupRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupRefused'
  }
}

/** The folder's manifest, or BackupRefused saying why there is none to trust. */
export async function readManifest(folder: string): Promise<Manifest> {
  let text: string
  try {
    text = await fs.readFile(path.join(folder, MANIFEST_FILE), 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    throw new BackupRefused(`${folder} has no ${MANIFEST_FILE}: not a backup, or one that never finished.`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new BackupRefused(`${MANIFEST_FILE} in ${folder} is not valid JSON: the backup is damaged.`)
  }
  const parsed = manifestSchema.safeParse(json)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    throw new BackupRefused(`${MANIFEST_FILE} in ${folder} is not a backup manifest (${issue.path.join('.') || 'root'}: ${issue.message}).`)
  }
  return parsed.data
}
