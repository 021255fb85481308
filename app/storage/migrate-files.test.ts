import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, type TestS3Server } from '../../tests/setup/s3-server'
import { IMAGE_FILE } from '~/media/image-store.server'
import { newStorageKey, readAllBytes } from './file-store.server'
import { localFileStore } from './local-file-store.server'
import { parseStorageUrl, s3FileStore } from './s3-file-store.server'

const run = promisify(execFile)

describe('npm run storage:migrate', () => {
  let s3: TestS3Server
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-migrate-'))
  const [documentsDir, imagesDir, conversationsDir] = [path.join(root, 'documents'), path.join(root, 'images'), path.join(root, 'conversations')]
  const documents = localFileStore(documentsDir)
  const images = localFileStore(imagesDir, IMAGE_FILE)
  const conversations = localFileStore(conversationsDir)
  const files = {
    documents: [newStorageKey(), newStorageKey(), newStorageKey()],
    images: [`${newStorageKey()}-480.webp`, `${newStorageKey()}-960.avif`],
    conversations: [newStorageKey(), newStorageKey()],
  }

  beforeAll(async () => {
    s3 = await startS3Server(['migrated'])
    for (const key of files.documents) await documents.put(key, randomBytes(200 * 1024))
    // One document over a multipart part, so the copy streams in parts.
    await documents.put(files.documents[0]!, randomBytes(6 * 1024 * 1024))
    for (const file of files.images) await images.put(file, randomBytes(30 * 1024))
    for (const key of files.conversations) await conversations.put(key, randomBytes(100 * 1024))
  })
  afterAll(async () => {
    await s3?.close()
    fs.rmSync(root, { recursive: true, force: true })
  })

  const migrate = (extra: Record<string, string> = {}) =>
    run('npx', ['tsx', 'scripts/storage-migrate.ts'], {
      env: {
        ...process.env,
        DOTENV_CONFIG_PATH: '/dev/null',
        DOCUMENTS_DIR: documentsDir,
        IMAGES_DIR: imagesDir,
        CONVERSATION_FILES_DIR: conversationsDir,
        ...s3.env('migrated', 'site'),
        ...extra,
      },
    })

  it('copies every file, verified by checksum, then finds them all there on a second run', async () => {
    const first = await migrate()
    expect(first.stdout).toMatch(/^documents: 3 copied \(6\.\d MB\), 0 already there, 0 failed/m)
    expect(first.stdout).toMatch(/^images: 2 copied \(0\.1 MB\), 0 already there, 0 failed/m)
    expect(first.stdout).toMatch(/^conversations: 2 copied \(0\.2 MB\), 0 already there, 0 failed .* to s3:\/\/migrated\/site\/conversations\/$/m)
    const target = s3FileStore({ client: s3.client(), ...parseStorageUrl('s3://migrated/site', 'documents') })
    for (const key of files.documents)
      expect(Buffer.from((await readAllBytes(target, key))!).equals(Buffer.from((await readAllBytes(documents, key))!))).toBe(true)
    // Conversation files go to an area of their own, never among the documents.
    const conversationTarget = s3FileStore({ client: s3.client(), ...parseStorageUrl('s3://migrated/site', 'conversations') })
    for (const key of files.conversations) {
      expect(Buffer.from((await readAllBytes(conversationTarget, key))!).equals(Buffer.from((await readAllBytes(conversations, key))!))).toBe(true)
      expect(await target.stat(key)).toBeUndefined()
    }

    // A copy spoiled in the bucket (same size, other bytes) is copied again; the rest is left alone.
    await target.put(files.documents[1]!, randomBytes(200 * 1024))
    const second = await migrate()
    expect(second.stdout).toMatch(/^documents: 1 copied \(0\.2 MB\), 2 already there, 0 failed/m)
    expect(second.stdout).toMatch(/^images: 0 copied \(0\.0 MB\), 2 already there, 0 failed/m)
    expect(second.stdout).toMatch(/^conversations: 0 copied \(0\.0 MB\), 2 already there, 0 failed/m)
    expect(
      Buffer.from((await readAllBytes(target, files.documents[1]!))!).equals(Buffer.from((await readAllBytes(documents, files.documents[1]!))!)),
    ).toBe(true)
  }, 120_000)

  it('without STORAGE_URL it says so and fails', async () => {
    const failed = await run('npx', ['tsx', 'scripts/storage-migrate.ts'], {
      env: {
        ...process.env,
        DOTENV_CONFIG_PATH: '/dev/null',
        STORAGE_URL: '',
        S3_ENDPOINT: '',
        S3_REGION: '',
        S3_ACCESS_KEY_ID: '',
        S3_SECRET_ACCESS_KEY: '',
        S3_FORCE_PATH_STYLE: '',
      },
    }).catch((error: { code: number; stderr: string }) => error)
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('STORAGE_URL is not set') })
  }, 60_000)
})
