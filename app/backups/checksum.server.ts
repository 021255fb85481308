import { createHash } from 'node:crypto'
import fs from 'node:fs'
import { Transform, type Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'

/** SHA-256 and size of what passes through, counted on the way (no second read of the file). */
export function measuring() {
  const hash = createHash('sha256')
  let bytes = 0
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk)
      bytes += chunk.length
      done(null, chunk)
    },
  })
  return { stream, result: () => ({ bytes, sha256: hash.digest('hex') }) }
}

/** SHA-256 and size of a file on disk. */
export async function checksumOfFile(file: string) {
  return checksumOfStream(fs.createReadStream(file))
}

export async function checksumOfStream(source: Readable) {
  const hash = createHash('sha256')
  let bytes = 0
  for await (const chunk of source) {
    hash.update(chunk as Buffer)
    bytes += (chunk as Buffer).length
  }
  return { bytes, sha256: hash.digest('hex') }
}

/** Copies `source` into a new file, returning what was written's SHA-256 and size. */
export async function copyMeasured(source: Readable, file: string) {
  const measure = measuring()
  await pipeline(source, measure.stream, fs.createWriteStream(file, { flags: 'wx', mode: 0o600 }))
  return measure.result()
}
