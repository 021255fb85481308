import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

/*
 * Brotli (quality 11) and gzip (level 9) copies of text assets, written next
 * to each file as .br and .gz. The build makes them (a few seconds, spread over
 * libuv's threads), so the server only reads them at start-up instead of
 * spending seconds of CPU compressing before it can answer.
 */

export const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt'])
export const MIN_COMPRESS_BYTES = 1024

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
  const [br, gz] = await Promise.all([brotli(identity, brotliOptions()), gzip(identity, { level: 9 })])
  await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)])
}

export async function precompressDirectory(dir: string) {
  const files = (await fs.promises.readdir(dir, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile() && !/\.(br|gz)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
  await Promise.all(files.map(precompressFile))
}
