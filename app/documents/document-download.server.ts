import { create as contentDisposition } from 'content-disposition'
import type { DocumentFile } from './treatment-documents.server'

/**
 * A document as a download: always an attachment (never rendered as a page
 * of ours), with the type decided at upload, never stored by any cache.
 */
export function documentDownload(file: DocumentFile) {
  return new Response(file.bytes, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': contentDisposition(file.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
