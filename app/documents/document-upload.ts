import { z } from 'zod'

/*
 * The upload form's rules, shared by the page (a too-big file is refused
 * before it is sent) and the server, which also checks the bytes
 * (document-type.server.ts): a browser's word on a file's type proves nothing.
 */

/** The largest document staff may attach: 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024

/** What the file picker offers (the server decides by content). */
export const DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png'

export const DocumentUploadSchema = z.object({
  file: z
    .file({ error: 'console.documents.errors.missing' })
    .min(1, { error: 'console.documents.errors.missing' })
    .max(MAX_DOCUMENT_BYTES, { error: 'console.documents.errors.too_large' }),
})
