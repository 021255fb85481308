import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/*
 * Brotli (quality 11) and gzip copies of text assets, written next to each
 * file as .br and .gz. The build makes them, so the server only reads them at
 * start-up instead of spending seconds of CPU compressing before it can answer.
 * The gzip copies of the files pages load (all but the few large, lazily loaded
 * ones such as the map library) are made with zopfli: still gzip, for any
 * browser, but 3.5 % smaller than zlib's level 9, for about ten seconds of
 * build (issue 14: first-load JavaScript counted in gzip bytes on the wire).
 */

// '.ico': the favicon is an uncompressed bitmap (root.tsx), 4.3 kB, 0.9 kB compressed.
export const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.ico'])
export const MIN_COMPRESS_BYTES = 256
/** Larger files are gzipped by zlib: zopfli would take seconds each for no page's first load. */
const ZOPFLI_MAX_BYTES = 512 * 1024

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export function brotliOptions(): zlib.BrotliOptions {
  return { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }
}

export function shouldCompress(file: string, size: number) {
  return COMPRESSIBLE.has(path.extname(file)) && size > MIN_COMPRESS_BYTES
}

export async function precompressFile(file: string) {
  const identity = await fs.promises.readFile(file)
  if (!shouldCompress(file, identity.length)) return
  const [br, gz] = await Promise.all([brotli(identity, brotliOptions()), smallestGzip(identity)])
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)])
}

async function smallestGzip(identity: Buffer) {
  if (identity.length > ZOPFLI_MAX_BYTES) return gzip(identity, { level: 9 })
  // Imported here: a build tool, never loaded by the server.
  const { gzipAsync } = await import('@gfx/zopfli')
  return Buffer.from(await gzipAsync(identity, { numiterations: 5 }))
}

export async function precompressDirectory(dir: string) {
  const files = (await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  await Promise.all(files.map(precompressFile))
}
