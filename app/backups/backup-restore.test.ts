import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type DialectName } from '~/db/dialect.server'
import { migrateToLatest } from '~/db/migrate.server'
import type { Database } from '~/db/schema'
import { IMAGE_FILE } from '~/media/image-store.server'
import { newStorageKey, readAllBytes, type FileStore } from '~/storage/file-store.server'
import { localFileStore } from '~/storage/local-file-store.server'
import { parseStorageUrl, s3FileStore } from '~/storage/s3-file-store.server'
import { createTestDatabase, postgresAdminQuery, postgresDatabaseUrl } from '../../tests/setup/postgres-databases'
import { startS3Server, type TestS3Server } from '../../tests/setup/s3-server'
import { testedDialects } from '../../tests/setup/test-database'
import { createBackup, type BackupSite } from './create-backup.server'
import { BackupRefused } from './manifest.server'
import { restoreBackup } from './restore-backup.server'

/*
 * The backup and restore functions behind the commands (the drill,
 * restore-drill.test.ts, runs the commands themselves): what a restore
 * refuses before touching anything, --force over a database in use, and the
 * file stores backed up and restored through the storage interface alike,
 * from a bucket (s3rver) into local folders and back into another bucket.
 */

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const app = { version: null, commit: null }

async function keysOf(store: FileStore) {
  const keys: string[] = []
  for await (const entry of store.list()) keys.push(entry.key)
  return keys.sort()
}

async function patientsIn(databaseUrl: string) {
  const handle = openDatabase<Database>(databaseUrl)
  try {
    return (await handle.db.selectFrom('users').select('email').orderBy('email').execute()).map((row) => row.email)
  } finally {
    await handle.destroy()
  }
}

async function addPatient(databaseUrl: string, email: string) {
  const handle = openDatabase<Database>(databaseUrl)
  try {
    const at = new Date().toISOString()
    await handle.db
      .insertInto('users')
      .values({ name: 'Backup Patient', email, password_hash: 'x', locale: 'es', created_at: at, updated_at: at })
      .execute()
  } finally {
    await handle.destroy()
  }
}

/** A message of the patient's conversation with a row for each of `storageKeys` (its files, or not). */
async function addAttachments(databaseUrl: string, email: string, storageKeys: string[]) {
  const handle = openDatabase<Database>(databaseUrl)
  try {
    const at = new Date().toISOString()
    const patient = await handle.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    const conversation = await handle.db
      .insertInto('care_conversations')
      .values({ patient_id: patient.id, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    const message = await handle.db
      .insertInto('care_messages')
      .values({ conversation_id: conversation.id, author_id: patient.id, kind: 'message', body: 'Mis pruebas', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await handle.db
      .insertInto('care_message_attachments')
      .values(
        storageKeys.map((storage_key) => ({
          message_id: message.id,
          storage_key,
          file_name: 'prueba.pdf',
          content_type: 'application/pdf',
          byte_size: 1,
        })),
      )
      .execute()
  } finally {
    await handle.destroy()
  }
}

for (const dialect of testedDialects) {
  describe(`backup and restore [${dialect}]`, () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-backup-'))
    const cleanups: (() => Promise<void>)[] = []

    /** A migrated database of its own, or (`empty`) one with no table at all, as an operator creates it. */
    async function database(name: string, { empty = false } = {}) {
      if (dialect === 'sqlite') {
        const url = `file:${path.join(work, name, 'claravia.db')}`
        if (!empty) {
          const handle = openDatabase(url)
          await migrateToLatest(handle.db)
          await handle.destroy()
        }
        return url
      }
      if (!empty) {
        const created = await createTestDatabase('backup')
        cleanups.push(created.drop)
        return created.url
      }
      const named = `${inject('postgresTemplate')}_backup_${randomBytes(6).toString('hex')}`
      await postgresAdminQuery(process.env.TEST_DATABASE_URL!, `create database ${named}`)
      cleanups.push(() => postgresAdminQuery(process.env.TEST_DATABASE_URL!, `drop database if exists ${named}`).catch(() => {}))
      return postgresDatabaseUrl(process.env.TEST_DATABASE_URL!, named)
    }

    const localStores = (name: string) => ({
      documents: localFileStore(path.join(work, name, 'documents')),
      images: localFileStore(path.join(work, name, 'images'), IMAGE_FILE),
      conversations: localFileStore(path.join(work, name, 'conversations')),
    })

    let source: BackupSite
    let folder: string
    const document = randomBytes(50_000)
    const documentKey = newStorageKey()
    const attachment = randomBytes(20_000)
    const attachmentKey = newStorageKey()

    beforeAll(async () => {
      source = { databaseUrl: await database('source'), stores: localStores('source') }
      await addPatient(source.databaseUrl, 'kept@example.com')
      await source.stores.documents.put(documentKey, document)
      await source.stores.conversations.put(attachmentKey, attachment)
      // The second file was never stored (or gone while the backup ran): the restore counts its row.
      await addAttachments(source.databaseUrl, 'kept@example.com', [attachmentKey, newStorageKey()])
      ;({ folder } = await createBackup(source, { parent: path.join(work, 'backups'), app }))
    })
    afterAll(async () => {
      for (const cleanup of cleanups) await cleanup()
      fs.rmSync(work, { recursive: true, force: true })
    })

    it('a database in use is refused without --force and left as it was; with --force it is replaced by the backup', async () => {
      const target: BackupSite = { databaseUrl: await database('in-use'), stores: localStores('in-use') }
      await addPatient(target.databaseUrl, 'newer@example.com')
      await expect(restoreBackup(folder, target)).rejects.toThrow(/not empty .*nothing was restored.*--force/)
      expect(await patientsIn(target.databaseUrl)).toEqual(['newer@example.com'])
      expect(await keysOf(target.stores.documents)).toEqual([])

      const summary = await restoreBackup(folder, target, { force: true })
      expect(summary).toMatchObject({ files: 2, appliedMigrations: [], documentsWithoutFile: 0, imagesWithoutFile: 0, attachmentsWithoutFile: 1 })
      expect(await patientsIn(target.databaseUrl)).toEqual(['kept@example.com'])
      expect(sha256((await readAllBytes(target.stores.documents, documentKey))!)).toBe(sha256(document))
      // A conversation's file goes back to the conversations store, not among the documents.
      expect(await keysOf(target.stores.conversations)).toEqual([attachmentKey])
      expect(sha256((await readAllBytes(target.stores.conversations, attachmentKey))!)).toBe(sha256(attachment))
    })

    it('a store that holds files is refused without --force, the database untouched', async () => {
      const target: BackupSite = { databaseUrl: await database('store-in-use', { empty: true }), stores: localStores('store-in-use') }
      await target.stores.images.put(`${newStorageKey()}-640.webp`, randomBytes(10))
      await expect(restoreBackup(folder, target)).rejects.toThrow(/images store already holds files/)
      expect(await keysOf(target.stores.documents)).toEqual([])
      const withConversationFile: BackupSite = { databaseUrl: target.databaseUrl, stores: localStores('conversations-in-use') }
      await withConversationFile.stores.conversations.put(newStorageKey(), randomBytes(10))
      await expect(restoreBackup(folder, withConversationFile)).rejects.toThrow(/conversations store already holds files/)
      expect(await keysOf(withConversationFile.stores.documents)).toEqual([])
      if (dialect === 'sqlite') expect(fs.existsSync(path.join(work, 'store-in-use', 'claravia.db'))).toBe(false)
    })

    it('refuses a folder without a manifest, a schema newer than this build, and a backup of the other engine', async () => {
      const target: BackupSite = { databaseUrl: await database('refusals', { empty: true }), stores: localStores('refusals') }
      const unfinished = path.join(work, 'backups', 'unfinished.partial')
      fs.mkdirSync(unfinished)
      await expect(restoreBackup(unfinished, target)).rejects.toThrow(/no manifest\.json: not a backup, or one that never finished/)

      const edited = (change: (manifest: Record<string, Record<string, unknown>>) => void) => {
        const copy = path.join(work, 'backups', `edited-${randomBytes(3).toString('hex')}`)
        fs.cpSync(folder, copy, { recursive: true })
        const manifest = JSON.parse(fs.readFileSync(path.join(copy, 'manifest.json'), 'utf8')) as Record<string, Record<string, unknown>>
        change(manifest)
        fs.writeFileSync(path.join(copy, 'manifest.json'), JSON.stringify(manifest))
        return copy
      }
      const future = edited((manifest) => {
        manifest.database!.lastMigration = '9999-from-the-future'
      })
      await expect(restoreBackup(future, target)).rejects.toThrow(/9999-from-the-future, which this version of the site does not know/)
      const otherEngine: DialectName = dialect === 'sqlite' ? 'postgres' : 'sqlite'
      const foreign = edited((manifest) => {
        manifest.database!.dialect = otherEngine
      })
      await expect(restoreBackup(foreign, target)).rejects.toThrow(new RegExp(`This is a ${otherEngine} backup`))
      await expect(restoreBackup(future, target)).rejects.toBeInstanceOf(BackupRefused)
      expect(await keysOf(target.stores.documents)).toEqual([])
    })
  })
}

describe('backup and restore of bucket stores (s3rver)', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-backup-s3-'))
  let s3: TestS3Server
  const bucketStores = (url: string) => ({
    documents: s3FileStore({ client: s3.client(), ...parseStorageUrl(url, 'documents') }),
    images: s3FileStore({ client: s3.client(), ...parseStorageUrl(url, 'images') }, IMAGE_FILE),
    conversations: s3FileStore({ client: s3.client(), ...parseStorageUrl(url, 'conversations') }),
  })

  beforeAll(async () => {
    s3 = await startS3Server(['claravia-live', 'claravia-new'])
  })
  afterAll(async () => {
    await s3?.close()
    fs.rmSync(work, { recursive: true, force: true })
  })

  it('files in a bucket are backed up by stream and restored into local folders, or into another bucket, byte for byte', async () => {
    const databaseUrl = `file:${path.join(work, 'live.db')}`
    const handle = openDatabase(databaseUrl)
    await migrateToLatest(handle.db)
    await handle.destroy()
    const live = bucketStores('s3://claravia-live/site')
    // Over one 5 MB multipart part, so the copy goes through more than one request each way.
    const large = randomBytes(6 * 1024 * 1024)
    const picture = `${newStorageKey()}-1280.avif`
    const documentKey = newStorageKey()
    const attachmentKey = newStorageKey()
    await live.documents.put(documentKey, large)
    await live.images.put(picture, randomBytes(2000))
    await live.conversations.put(attachmentKey, randomBytes(3000))
    const { folder, manifest } = await createBackup({ databaseUrl, stores: live }, { parent: path.join(work, 'backups'), app })
    expect(manifest.files.map((file) => [file.store, file.key, file.bytes])).toEqual(
      expect.arrayContaining([
        ['documents', documentKey, large.byteLength],
        ['images', picture, 2000],
        ['conversations', attachmentKey, 3000],
      ]),
    )

    for (const [name, stores] of [
      [
        'folders',
        {
          documents: localFileStore(path.join(work, 'folders', 'documents')),
          images: localFileStore(path.join(work, 'folders', 'images'), IMAGE_FILE),
          conversations: localFileStore(path.join(work, 'folders', 'conversations')),
        },
      ],
      ['bucket', bucketStores('s3://claravia-new/restored')],
    ] as const) {
      await restoreBackup(folder, { databaseUrl: `file:${path.join(work, name, 'claravia.db')}`, stores })
      expect(await keysOf(stores.documents)).toEqual([documentKey])
      expect(await keysOf(stores.images)).toEqual([picture])
      expect(await keysOf(stores.conversations)).toEqual([attachmentKey])
      expect(sha256((await readAllBytes(stores.documents, documentKey))!)).toBe(sha256(large))
    }
  }, 60_000)
})
