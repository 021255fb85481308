import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { loadAssets } from './memory-static'
import { precompressDirectory } from './precompress'

let dir: string
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-assets-'))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

it('the build writes .br and .gz copies that the server serves instead of compressing again', async () => {
  const script = 'export const greeting = "hola";\n'.repeat(200)
  fs.mkdirSync(path.join(dir, 'assets'))
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), script)
  fs.writeFileSync(path.join(dir, 'tiny.txt'), 'too small to compress')
  await precompressDirectory(dir)

  expect(fs.existsSync(path.join(dir, 'assets', 'app-abc123.js.br'))).toBe(true)
  expect(fs.existsSync(path.join(dir, 'tiny.txt.br'))).toBe(false)
  const assets = loadAssets(dir)
  // The copies are not assets of their own.
  expect([...assets.keys()].sort()).toEqual(['/assets/app-abc123.js', '/tiny.txt'])
  const asset = assets.get('/assets/app-abc123.js')!
  expect(zlib.brotliDecompressSync(asset.br!).toString()).toBe(script)
  expect(zlib.gunzipSync(asset.gzip!).toString()).toBe(script)
})

it('a copy older than its source is ignored and the source compressed afresh', async () => {
  const file = path.join(dir, 'app.js')
  fs.writeFileSync(file, 'old '.repeat(500))
  await precompressDirectory(dir)
  const later = new Date(Date.now() + 5_000)
  fs.writeFileSync(file, 'new '.repeat(500))
  fs.utimesSync(file, later, later)
  const asset = loadAssets(dir).get('/app.js')!
  expect(zlib.brotliDecompressSync(asset.br!).toString()).toBe('new '.repeat(500))
})
