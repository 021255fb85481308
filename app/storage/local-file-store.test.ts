import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { fileStoreContract } from '../../tests/setup/file-store-contract'
import { newStorageKey, readAllBytes } from './file-store.server'
import { localFileStore } from './local-file-store.server'

describe('local folder store', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-store-'))
  const store = localFileStore(root)
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  fileStoreContract(() => store)

  it('keeps files private to the server user, spread by the key, with no partial file left', async () => {
    const key = newStorageKey()
    await store.put(key, new Uint8Array([1, 2, 3]))
    const file = path.join(root, key.slice(0, 2), key)
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
    expect(fs.readdirSync(path.dirname(file)).filter((name) => name.endsWith('.partial'))).toEqual([])
  })

  it('two writers of one key leave one of the two whole (each writes aside, then renames)', async () => {
    const key = newStorageKey()
    const [first, second] = [randomBytes(600 * 1024), randomBytes(600 * 1024)]
    await Promise.all([store.put(key, first), store.put(key, second)])
    const kept = Buffer.from((await readAllBytes(store, key))!)
    expect(kept.equals(first) || kept.equals(second)).toBe(true)
  })

  it('lists nothing of a folder that does not exist yet', async () => {
    const entries = []
    for await (const entry of localFileStore(path.join(root, 'never-made')).list()) entries.push(entry)
    expect(entries).toEqual([])
  })
})
