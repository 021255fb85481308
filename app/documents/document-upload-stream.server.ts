import type { Readable } from 'node:stream'
import { refuse, type Outcome } from '~/errors/outcomes'
import { readStreamedForm } from '~/security/multipart-stream.server'

export type StreamedUpload = { ok: true; form: FormData; outcome: Outcome<{ documentId: number }> } | { ok: false; reason: 'malformed' }

/**
 * A document upload form read as it arrives: its `file` part is handed to
 * `attach` (which streams it to the store) while the rest of the body is
 * still coming. The form's other fields come back for its answer. The upload
 * form sends its intent before its file, so only an upload's file is ever
 * read; no file part at all is the missing-file refusal.
 */
export async function readDocumentUpload(
  request: Request,
  attach: (fileName: string, body: Readable) => Promise<Outcome<{ documentId: number }>>,
  { intent }: { intent?: string } = {},
): Promise<StreamedUpload> {
  const read = await readStreamedForm(request, 'file', ({ fileName, body, fieldsBefore }) => {
    if (intent !== undefined && fieldsBefore.get('intent') !== intent) {
      body.destroy()
      return Promise.resolve(refuse('document_missing', { field: 'file' }))
    }
    return attach(fileName, body)
  })
  if (!read.ok) return read
  const form = new FormData()
  for (const [name, value] of read.fields) form.set(name, value)
  if (intent !== undefined && read.fields.get('intent') !== intent) return { ok: false, reason: 'malformed' }
  return { ok: true, form, outcome: read.file ?? refuse('document_missing', { field: 'file' }) }
}
