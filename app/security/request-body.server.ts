import { MAX_DOCUMENT_BYTES } from '~/documents/document-upload'

/*
 * Request bodies are read with a byte limit before anything parses them: a
 * declared Content-Length over the limit is refused without reading, and a
 * body that keeps streaming past it is cut off.
 */

/** Forms: the longest contact message (5,000 characters, percent-encoded) fits with room to spare. */
export const MAX_FORM_BYTES = 64 * 1024
/** Forms that carry a document (multipart): the document's limit and the form's other fields. */
export const MAX_UPLOAD_BYTES = MAX_DOCUMENT_BYTES + MAX_FORM_BYTES
/** Content editors' forms: a legal page's markdown in two languages is more than a contact form. */
export const MAX_CONTENT_FORM_BYTES = 1024 * 1024

export type LimitedBody = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; reason: 'too_large' }

export async function readLimitedBody(request: Request, maxBytes: number): Promise<LimitedBody> {
  const declared = Number(request.headers.get('Content-Length') ?? 0)
  if (declared > maxBytes) return { ok: false, reason: 'too_large' }
  if (!request.body) return { ok: true, bytes: new Uint8Array() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      // Not awaited: a cloned body's cancel settles only once its twin is cancelled too.
      void reader.cancel().catch(() => undefined)
      return { ok: false, reason: 'too_large' }
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return { ok: true, bytes }
}

export type LimitedForm = { ok: true; form: FormData } | { ok: false; reason: 'too_large' | 'unsupported_type' | 'malformed' }

/** A form post (urlencoded or multipart) read within the limit. */
export async function readFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<LimitedForm> {
  const type = request.headers.get('Content-Type') ?? ''
  if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/i.test(type)) return { ok: false, reason: 'unsupported_type' }
  const body = await readLimitedBody(request, maxBytes)
  if (!body.ok) return body
  try {
    return { ok: true, form: await new Response(body.bytes, { headers: { 'Content-Type': type } }).formData() }
  } catch {
    return { ok: false, reason: 'malformed' }
  }
}

const refusalStatus = { too_large: 413, unsupported_type: 415, malformed: 400 } as const

/** What a page action throws for a body it cannot read: a 4xx error page instead of React Router's 500. */
export function unreadableForm(reason: (LimitedForm & { ok: false })['reason']) {
  return new Response(null, { status: refusalStatus[reason] })
}

/**
 * The one way a page action reads its form: within the size limit, and a
 * body that is no form (wrong type, broken multipart) ends the request with a
 * 4xx error page. Nothing of it is echoed.
 */
export async function requireFormData(request: Request, maxBytes = MAX_FORM_BYTES): Promise<FormData> {
  const body = await readFormData(request, maxBytes)
  if (body.ok) return body.form
  throw unreadableForm(body.reason)
}
