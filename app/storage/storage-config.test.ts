import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startS3Server } from '../../tests/setup/s3-server'
import { EnvError, parseEnv } from '~/config/env.server'
import { newStorageKey, STORAGE_KEY, type FileStore } from './file-store.server'
import { configuredStore } from './file-stores.server'

/** The lines parseEnv refuses `source` with (none when it is accepted). */
function refusals(source: Record<string, string>) {
  try {
    parseEnv(source)
    return []
  } catch (error) {
    if (error instanceof EnvError) return error.lines
    throw error
  }
}

const complete = {
  STORAGE_URL: 's3://claravia-files/production',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'minioadmin',
  S3_SECRET_ACCESS_KEY: 'minioadmin-secret',
  S3_FORCE_PATH_STYLE: 'true',
  PUBLIC_MEDIA_URL: 'https://cdn.claravia.example/images',
}

describe('object storage settings', () => {
  it('accepts none (local folders), a complete set, and a bucket reached with the SDK’s own credentials', () => {
    expect(refusals({})).toEqual([])
    expect(refusals(complete)).toEqual([])
    expect(refusals({ STORAGE_URL: 's3://claravia-files', S3_REGION: 'eu-west-1' })).toEqual([])
  })

  it('refuses a partial configuration, naming what is missing', () => {
    expect(refusals({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1' })).toEqual([
      'Invalid environment variable STORAGE_URL: must be set (s3://bucket/prefix) when S3_ENDPOINT, S3_REGION are set',
    ])
    expect(refusals({ STORAGE_URL: 's3://claravia-files' })).toEqual([
      'Invalid environment variable S3_REGION: must be set when STORAGE_URL is set (e.g. eu-west-1; us-east-1 for MinIO)',
    ])
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = complete
    expect(refusals(withoutSecret)).toEqual(['Invalid environment variable S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID'])
  })

  it('refuses bad values one line each, never printing a secret whole', () => {
    const lines = refusals({
      ...complete,
      STORAGE_URL: 'https://bucket',
      S3_FORCE_PATH_STYLE: 'yes',
      PUBLIC_MEDIA_URL: 'cdn',
      S3_SECRET_ACCESS_KEY: 'a secret with spaces',
    })
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/^Invalid environment variable STORAGE_URL: must be s3:\/\/bucket/)
    expect(lines.join('\n')).not.toContain('a secret with spaces')
    expect(refusals({ ...complete, STORAGE_URL: 's3://claravia-files/../other' })).toHaveLength(1)
    expect(refusals({ ...complete, STORAGE_URL: 's3://Bad_Bucket' })).toHaveLength(1)
  })
})

describe('the conversations area (files sent with care-conversation messages)', () => {
  const keysOf = async (store: FileStore) => {
    const keys: string[] = []
    for await (const entry of store.list()) keys.push(entry.key)
    return keys
  }

  it('is a folder of its own, data/conversations unless CONVERSATION_FILES_DIR says otherwise (empty is the default)', async () => {
    expect(parseEnv({}).CONVERSATION_FILES_DIR).toBe('data/conversations')
    expect(parseEnv({ CONVERSATION_FILES_DIR: '' }).CONVERSATION_FILES_DIR).toBe('data/conversations')
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-conversation-files-'))
    try {
      const config = parseEnv({ CONVERSATION_FILES_DIR: folder, DOCUMENTS_DIR: path.join(folder, 'not-here') })
      const key = newStorageKey()
      await configuredStore(config, 'conversations', STORAGE_KEY).put(key, new Uint8Array([1, 2, 3]))
      expect(fs.existsSync(path.join(folder, key.slice(0, 2), key))).toBe(true)
      expect(await keysOf(configuredStore(config, 'documents', STORAGE_KEY))).toEqual([])
    } finally {
      fs.rmSync(folder, { recursive: true, force: true })
    }
  })

  it('is <prefix>/conversations/ of the bucket with STORAGE_URL, apart from the documents', async () => {
    const s3 = await startS3Server(['areas'])
    try {
      const config = parseEnv(s3.env('areas', 'site'))
      const key = newStorageKey()
      await configuredStore(config, 'conversations', STORAGE_KEY).put(key, new Uint8Array([1, 2, 3]))
      const listed = await s3.client().send(new ListObjectsV2Command({ Bucket: 'areas' }))
      expect(listed.Contents?.map((object) => object.Key)).toEqual([`site/conversations/${key}`])
      expect(await keysOf(configuredStore(config, 'documents', STORAGE_KEY))).toEqual([])
    } finally {
      await s3.close()
    }
  }, 30_000)
})
