import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'kysely'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { openDatabase, type DialectName } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { newStorageKey } from '~/storage/file-store.server'
import { localFileStore } from '~/storage/local-file-store.server'
import { startAppServer, type AppServer } from '../../tests/setup/app-server'
import { documentFiles } from '../../tests/setup/document-files'
import { createTestDatabase, postgresAdminQuery, postgresDatabaseUrl } from '../../tests/setup/postgres-databases'
import { apiCaller, paidAppointment, staffBearerToken } from '../../tests/setup/staff-api'
import { testedDialects } from '../../tests/setup/test-database'

/*
 * The restore drill (issue 28, "A way back"), on each database, with the
 * operator's own commands: a site gets a patient who paid for a booking, a
 * document attached to their treatment, a picture and a content edit, all
 * through the application, and a file in the conversations store; `npm run
 * backup` copies it; the database and the file folders are destroyed; `npm
 * run restore` brings them back into a new database and new folders; every table has its rows again, every file its
 * bytes, and the site started on them lets the patient sign in and download
 * the document. A backup with one byte changed or one file missing is
 * refused and changes nothing.
 */

const root = path.resolve(import.meta.dirname, '../..')
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')
const SERVICE = 'comprehensive-eye-exam'
const PASSWORD = 'Claravia#2026'

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

interface Site {
  databaseUrl: string
  documents: string
  images: string
  conversations: string
}

/** `npm run backup` or `npm run restore` as an operator runs them, on `site`: exit code and output. */
async function operatorCommand(script: 'backup' | 'restore', site: Site, args: string[] = [], extraEnv: Record<string, string> = {}) {
  const env = {
    ...process.env,
    DATABASE_URL: site.databaseUrl,
    DOCUMENTS_DIR: site.documents,
    IMAGES_DIR: site.images,
    CONVERSATION_FILES_DIR: site.conversations,
    LOG_LEVEL: 'silent',
    // The drill's stores are its folders, whatever the machine running the tests is configured with.
    STORAGE_URL: '',
    ...extraEnv,
  }
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [tsx, `scripts/${script}.ts`, ...args], { cwd: root, env })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}

/** Rows per table, every table of the schema (the migrations' own included). */
async function rowCounts(databaseUrl: string, dialect: DialectName) {
  const handle = openDatabase<Database>(databaseUrl)
  try {
    const { rows: tables } =
      dialect === 'postgres'
        ? await sql<{
            name: string
          }>`select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(
            handle.db,
          )
        : await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(handle.db)
    const counts: Record<string, number> = {}
    for (const { name } of tables) {
      const { rows } = await sql<{ count: number | string }>`select count(*) as count from ${sql.table(name)}`.execute(handle.db)
      counts[name] = Number(rows[0]!.count)
    }
    return counts
  } finally {
    await handle.destroy()
  }
}

/** Every file under `folder` (relative path → SHA-256). */
function filesUnder(folder: string) {
  if (!fs.existsSync(folder)) return {}
  const entries = fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
  return Object.fromEntries(
    entries.map((entry) => {
      const file = path.join(entry.parentPath, entry.name)
      return [path.relative(folder, file), sha256(fs.readFileSync(file))]
    }),
  )
}

/** Every file of each of the site's folders. */
const filesOf = (site: Site) => ({
  documents: filesUnder(site.documents),
  images: filesUnder(site.images),
  conversations: filesUnder(site.conversations),
})

for (const dialect of testedDialects) {
  describe(`restore drill [${dialect}]`, () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-drill-'))
    const backups = path.join(work, 'backups')
    const postgresDatabases: string[] = []
    let dropOriginal: (() => Promise<void>) | undefined

    /** A site in `name`'s folders on a database of its own: an empty one, or (`migrated`) one ready to start. */
    async function newSite(name: string, { migrated }: { migrated: boolean }): Promise<Site> {
      const folders = {
        documents: path.join(work, name, 'documents'),
        images: path.join(work, name, 'images'),
        conversations: path.join(work, name, 'conversations'),
      }
      if (dialect === 'sqlite') return { databaseUrl: `file:${path.join(work, name, 'claravia.db')}`, ...folders }
      if (migrated) {
        const database = await createTestDatabase('drill')
        dropOriginal = database.drop
        return { databaseUrl: database.url, ...folders }
      }
      // What a new machine's operator makes: an empty database (named so the end of the run finds it if left over).
      const database = `${inject('postgresTemplate')}_drill_${randomBytes(6).toString('hex')}`
      await postgresAdminQuery(process.env.TEST_DATABASE_URL!, `create database ${database}`)
      postgresDatabases.push(database)
      return { databaseUrl: postgresDatabaseUrl(process.env.TEST_DATABASE_URL!, database), ...folders }
    }

    /** The site as it runs: the whole application on `site`'s database and folders. */
    const startSite = (site: Site) =>
      startAppServer(dialect, {
        DATABASE_URL: site.databaseUrl,
        DOCUMENTS_DIR: site.documents,
        IMAGES_DIR: site.images,
        CONVERSATION_FILES_DIR: site.conversations,
      })

    let original: Site
    let restored: Site
    let server: AppServer | undefined
    const patient = { email: `drill-${randomBytes(4).toString('hex')}@example.com`, treatmentId: 0, appointmentId: 0 }
    const documentBytes = new Uint8Array(Buffer.concat([Buffer.from(documentFiles.pdf), randomBytes(300_000)]))
    const conversationFile = new Uint8Array(Buffer.concat([Buffer.from(documentFiles.pdf), randomBytes(20_000)]))
    const editedSummary = `Cirugía láser, resumen del simulacro ${randomBytes(3).toString('hex')}.`
    let picturePath: string
    let before: Record<string, number>
    let backupFolder: string

    beforeAll(async () => {
      original = await newSite('original', { migrated: true })
      // startAppServer makes a database of its own; DATABASE_URL here points it at the drill's instead.
      server = await startSite(original)
      const call = apiCaller(server.origin)
      const paid = await paidAppointment(server.origin, { email: patient.email, service: SERVICE })
      patient.appointmentId = paid.appointmentId
      const treatments = (await (await call('/v1/me/treatments', paid.patientToken)).json()) as { active: { id: number }[] }
      patient.treatmentId = treatments.active[0]!.id
      const admin = (await staffBearerToken(original.databaseUrl, 'admin')).token

      const found = (await (await call(`/v1/admin/patients?q=${encodeURIComponent(patient.email)}`, admin)).json()) as { patients: { id: number }[] }
      const form = new FormData()
      form.set('file', new File([documentBytes], 'informe-preoperatorio.pdf'))
      const attached = await fetch(
        new URL(`/v1/admin/patients/${found.patients[0]!.id}/treatments/${patient.treatmentId}/documents`, server.origin),
        {
          method: 'POST',
          headers: { Authorization: `Bearer ${admin}` },
          body: form,
        },
      )
      expect(attached.status).toBe(201)

      const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#0f766e' } })
        .png()
        .toBuffer()
      const pictureForm = new FormData()
      pictureForm.set('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'clinica.png')
      const picture = await fetch(new URL('/v1/admin/content/images', server.origin), {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}` },
        body: pictureForm,
      })
      expect(picture.status).toBe(201)
      picturePath = ((await picture.json()) as { src: string }).src

      const list = (await (await call('/v1/admin/content/service?q=lasik', admin)).json()) as { records: { id: number; title: string }[] }
      const recordId = list.records.find((record) => record.title === 'LASIK')!.id
      const record = (await (await call(`/v1/admin/content/service/${recordId}`, admin)).json()) as {
        version: number
        document: Record<string, unknown>
      }
      const summary = { ...(record.document.summary as object), es: editedSummary }
      const saved = await call(`/v1/admin/content/service/${recordId}`, admin, {
        method: 'POST',
        body: { version: record.version, document: { ...record.document, summary } },
      })
      expect(saved.status).toBe(200)
      const draft = (await saved.json()) as { version: number }
      expect((await call(`/v1/admin/content/service/${recordId}/publish`, admin, { method: 'POST', body: { version: draft.version } })).status).toBe(
        200,
      )
      // Stopped before the copy, so the rows counted are the rows backed up (the site's workers write on their own).
      await server.close()
      server = undefined
      // A file sent in a care conversation, in the site's conversations folder (its store of its own).
      await localFileStore(original.conversations).put(newStorageKey(), conversationFile)
    }, 240_000)

    afterAll(async () => {
      await server?.close()
      await dropOriginal?.()
      for (const database of postgresDatabases)
        await postgresAdminQuery(process.env.TEST_DATABASE_URL!, `drop database if exists ${database}`).catch(() => {})
      fs.rmSync(work, { recursive: true, force: true })
    })

    it('backup, destroy, restore into a new database and folders: every row and file is back, the patient signs in and downloads the document', async () => {
      before = await rowCounts(original.databaseUrl, dialect)
      const filesBefore = filesOf(original)
      expect(Object.values(filesBefore.documents)).toEqual([sha256(documentBytes)])
      expect(Object.values(filesBefore.conversations)).toEqual([sha256(conversationFile)])
      expect(Object.keys(filesBefore.images).length).toBeGreaterThan(0)

      const backup = await operatorCommand('backup', original, [], { BACKUP_DIR: backups })
      expect(backup, backup.stderr).toMatchObject({ code: 0 })
      backupFolder = backup.stdout.trim().split('\n').at(-1)!
      expect(fs.readdirSync(backups)).toEqual([path.basename(backupFolder)])
      console.log(`[${dialect}] ${backup.stdout.trim().split('\n')[0]}`)

      // The bad day: the database and every folder are gone.
      if (dialect === 'sqlite') {
        for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${original.databaseUrl.slice('file:'.length)}${suffix}`, { force: true })
      } else {
        await dropOriginal!()
        dropOriginal = undefined
      }
      fs.rmSync(original.documents, { recursive: true })
      fs.rmSync(original.images, { recursive: true })
      fs.rmSync(original.conversations, { recursive: true })

      restored = await newSite('restored', { migrated: false })
      const restore = await operatorCommand('restore', restored, [backupFolder])
      expect(restore, restore.stderr).toMatchObject({ code: 0 })
      expect(restore.stdout).toContain('every checksum verified')
      expect(restore.stdout).not.toContain('warning')
      console.log(`[${dialect}] ${restore.stdout.trim().split('\n')[0]}`)

      expect(await rowCounts(restored.databaseUrl, dialect)).toEqual(before)
      expect(filesOf(restored)).toEqual(filesBefore)

      server = await startSite(restored)
      const call = apiCaller(server.origin)
      const signIn = await call('/v1/auth/sign-in', undefined, { method: 'POST', body: { email: patient.email, password: PASSWORD } })
      expect(signIn.status).toBe(200)
      const { token } = (await signIn.json()) as { token: string }
      const treatment = (await (await call(`/v1/me/treatments/${patient.treatmentId}`, token)).json()) as { documents: { download: string }[] }
      expect(treatment.documents).toHaveLength(1)
      const download = await call(treatment.documents[0]!.download, token)
      expect(download.status).toBe(200)
      expect(sha256(new Uint8Array(await download.arrayBuffer()))).toBe(sha256(documentBytes))
      const appointments = (await (await call('/v1/me/appointments', token)).json()) as { upcoming: { id: number; status: string }[] }
      expect(appointments.upcoming).toContainEqual(expect.objectContaining({ id: patient.appointmentId, status: 'confirmed' }))
      expect(await (await call('/v1/services/lasik?locale=es')).json()).toMatchObject({ summary: editedSummary })
      expect((await fetch(new URL(picturePath, server.origin))).status).toBe(200)
      await server.close()
      server = undefined
    }, 240_000)

    it('a backup with one byte changed, or a file missing, is refused and changes nothing', async () => {
      const manifest = JSON.parse(fs.readFileSync(path.join(backupFolder, 'manifest.json'), 'utf8')) as { files: { path: string }[] }
      const damaged = path.join(work, 'damaged')
      fs.cpSync(backupFolder, damaged, { recursive: true })
      const document = path.join(damaged, manifest.files.find((file) => file.path.startsWith('files/documents/'))!.path)
      const bytes = fs.readFileSync(document)
      bytes[1000] = bytes[1000]! ^ 0xff
      fs.writeFileSync(document, bytes)

      const restoredFiles = filesOf(restored)
      const restoredRows = await rowCounts(restored.databaseUrl, dialect)
      const fresh = await newSite('fresh', { migrated: false })
      for (const [site, args] of [
        [fresh, [damaged]],
        // --force overrides the check of an empty target, never the checksums.
        [restored, [damaged, '--force']],
      ] as const) {
        const refused = await operatorCommand('restore', site, [...args])
        expect(refused.code).toBe(1)
        expect(refused.stderr).toMatch(/damaged or incomplete .*nothing was restored/)
        expect(refused.stderr).toContain(`${path.relative(damaged, document)}: checksum differs from the manifest`)
      }
      // SQLite: not even an empty file was made. PostgreSQL: the database the operator made is still empty.
      if (dialect === 'sqlite') expect(fs.existsSync(fresh.databaseUrl.slice('file:'.length))).toBe(false)
      else expect(await rowCounts(fresh.databaseUrl, dialect)).toEqual({})
      expect(filesOf(fresh)).toEqual({ documents: {}, images: {}, conversations: {} })
      expect(await rowCounts(restored.databaseUrl, dialect)).toEqual(restoredRows)
      expect(filesOf(restored)).toEqual(restoredFiles)

      fs.writeFileSync(document, Buffer.from(bytes.map((byte, index) => (index === 1000 ? byte ^ 0xff : byte))))
      const picture = path.join(damaged, manifest.files.find((file) => file.path.startsWith('files/images/'))!.path)
      fs.rmSync(picture)
      const incomplete = await operatorCommand('restore', fresh, [damaged])
      expect(incomplete.code).toBe(1)
      expect(incomplete.stderr).toContain(`${path.relative(damaged, picture)}: missing`)
      expect(filesUnder(fresh.documents)).toEqual({})
    }, 120_000)
  })
}
