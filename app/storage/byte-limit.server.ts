import { Transform } from 'node:stream'
import { FileTooLarge } from './file-store.server'

/** Counts the bytes passing through and fails the stream with FileTooLarge past `maxBytes`. */
export function byteLimit(maxBytes = Number.POSITIVE_INFINITY) {
  let byteSize = 0
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      byteSize += chunk.byteLength
      if (byteSize > maxBytes) callback(new FileTooLarge(maxBytes))
      else callback(null, chunk)
    },
  })
  return { counter, byteSize: () => byteSize }
}

/** Keeps a copy of the first `size` bytes passing through (to read a file's signature while it streams by). */
export function headCapture(size: number) {
  const chunks: Buffer[] = []
  let kept = 0
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      if (kept < size) {
        const part = chunk.subarray(0, size - kept)
        chunks.push(Buffer.from(part))
        kept += part.byteLength
      }
      callback(null, chunk)
    },
  })
  return { tap, head: () => new Uint8Array(Buffer.concat(chunks)) }
}
