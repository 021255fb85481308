import Busboy from '@fastify/busboy'
import { PassThrough, Readable } from 'node:stream'

/*
 * Multipart forms read as they arrive (@fastify/busboy), for forms that carry
 * a file too big to hold whole: the file part is handed on as a stream while
 * the rest of the body is still coming, and only the small fields are kept.
 * The HTTP layer already caps the whole body (server/bounded-body.ts).
 */

const FIELD_LIMITS = { fields: 50, fieldSize: 64 * 1024, parts: 60 }

export const isMultipart = (request: Request) => /^multipart\/form-data\s*;/i.test(request.headers.get('Content-Type') ?? '')

function bodyStream(request: Request) {
  return Readable.fromWeb(request.body! as import('node:stream/web').ReadableStream<Uint8Array>)
}

export type StreamedForm<T> = { ok: true; fields: Map<string, string>; file: T | undefined } | { ok: false; reason: 'malformed' }

/**
 * Reads a multipart form: its fields, and its one file part (named
 * `fileField`) passed to `onFile` with the fields seen before it. What
 * `onFile` does not read of the file is drained, so the form's later fields
 * still arrive. Any other file part is drained unread.
 */
export async function readStreamedForm<T>(
  request: Request,
  fileField: string,
  onFile: (file: { fileName: string; body: Readable; fieldsBefore: Map<string, string> }) => Promise<T>,
): Promise<StreamedForm<T>> {
  if (!request.body || !isMultipart(request)) return { ok: false, reason: 'malformed' }
  const fields = new Map<string, string>()
  let handled: Promise<T> | undefined
  const source = bodyStream(request)
  try {
    await new Promise<void>((resolve, reject) => {
      const parser = Busboy({ headers: { 'content-type': request.headers.get('Content-Type')! }, limits: { ...FIELD_LIMITS, files: 1 } })
      parser.on('field', (name, value) => fields.set(name, value))
      parser.on('file', (name, stream, fileName) => {
        if (name !== fileField || handled) return void stream.resume()
        const body = new PassThrough()
        stream.pipe(body)
        // If the reader stops (a refusal), the rest of the part is drained so the parser goes on.
        body.on('close', () => {
          stream.unpipe(body)
          stream.resume()
        })
        handled = onFile({ fileName, body, fieldsBefore: new Map(fields) })
        // Settled at the end; a rejection is not left unhandled meanwhile.
        handled.catch(() => undefined)
      })
      parser.on('finish', resolve)
      parser.on('error', reject)
      source.on('error', reject)
      source.pipe(parser)
    })
  } catch {
    if (handled) await handled.catch(() => undefined)
    return { ok: false, reason: 'malformed' }
  }
  return { ok: true, fields, file: handled ? await handled : undefined }
}

export type StreamedFiles<T> = { ok: true; fields: [name: string, value: string][]; files: T[] } | { ok: false; reason: 'malformed' }

/**
 * Reads a multipart form whose file parts named `fileField` may be several
 * (an `<input type="file" multiple>`): each is passed to `onFile` as it
 * arrives, with its position among them (its file name "" when it has none),
 * and what `onFile` does not read of it is drained so the next part still
 * comes. Their results come back in the order sent. Any other file part is
 * drained unread. Every `onFile` started has settled before this answers,
 * malformed or not (so a caller can undo what they did); on a well-formed
 * body, the first that failed is thrown.
 */
export async function readStreamedFiles<T>(
  request: Request,
  fileField: string,
  onFile: (file: { fileName: string; body: Readable; index: number }) => Promise<T>,
): Promise<StreamedFiles<T>> {
  if (!request.body || !isMultipart(request)) return { ok: false, reason: 'malformed' }
  const fields: [string, string][] = []
  const handled: Promise<T>[] = []
  const open = new Set<PassThrough>()
  const source = bodyStream(request)
  const parsed = await new Promise<boolean>((resolve) => {
    const broken = () => {
      // A body cut short: a file part still arriving ends in an error, so its reader stops too.
      for (const body of open) body.destroy(new Error('The request ended inside a file part'))
      resolve(false)
    }
    const parser = Busboy({ headers: { 'content-type': request.headers.get('Content-Type')! }, limits: FIELD_LIMITS })
    parser.on('field', (name, value) => fields.push([name, value]))
    parser.on('file', (name, stream, fileName) => {
      if (name !== fileField) return void stream.resume()
      const body = new PassThrough()
      open.add(body)
      stream.pipe(body)
      stream.on('error', (error) => body.destroy(error))
      body.on('end', () => open.delete(body))
      // If the reader stops (a refusal), the rest of the part is drained so the parser goes on.
      body.on('close', () => {
        open.delete(body)
        stream.unpipe(body)
        stream.resume()
      })
      // A file input with nothing chosen comes as a part without a file name (busboy: undefined).
      const done = onFile({ fileName: fileName ?? '', body, index: handled.length })
      // Settled at the end; a rejection is not left unhandled meanwhile.
      done.catch(() => undefined)
      handled.push(done)
    })
    parser.on('finish', () => resolve(true))
    parser.on('error', broken)
    source.on('error', broken)
    source.pipe(parser)
  })
  const settled = await Promise.allSettled(handled)
  // A broken body is malformed, whatever its readers made of the parts cut short.
  if (!parsed) return { ok: false, reason: 'malformed' }
  const failed = settled.find((result) => result.status === 'rejected')
  if (failed) throw failed.reason
  return { ok: true, fields, files: settled.map((result) => (result as PromiseFulfilledResult<T>).value) }
}

/**
 * One text field of a multipart form, read only as far as it: a form that
 * puts it before its file (the CSRF token) is answered without the file being
 * read. Past a file part it goes on reading, draining the file, up to `maxBytes`.
 */
export async function multipartField(request: Request, name: string, maxBytes: number): Promise<string | undefined> {
  if (!request.body) return undefined
  const source = bodyStream(request)
  try {
    return await new Promise<string | undefined>((resolve) => {
      let received = 0
      source.on('data', (chunk: Buffer) => {
        received += chunk.byteLength
        if (received > maxBytes) resolve(undefined)
      })
      const parser = Busboy({ headers: { 'content-type': request.headers.get('Content-Type') ?? '' }, limits: FIELD_LIMITS })
      parser.on('field', (field, value) => {
        if (field === name) resolve(value)
      })
      parser.on('file', (_field, stream) => stream.resume())
      parser.on('finish', () => resolve(undefined))
      parser.on('error', () => resolve(undefined))
      source.on('error', () => resolve(undefined))
      source.pipe(parser)
    })
  } catch {
    return undefined
  } finally {
    // What is left unread of this copy of the body is let go.
    source.unpipe()
    source.destroy()
  }
}
