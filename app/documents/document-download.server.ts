import { create as contentDisposition } from 'content-disposition'
import type { DocumentFile } from './treatment-documents.server'

/**
 * A document as a download, streamed from the store once the access check
 * has passed: always an attachment (never rendered as a page of ours), with
 * the type decided at upload, never stored by any cache.
 */
export function documentDownload(file: DocumentFile) {
  return new Response(file.body, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.byteSize),
      'Content-Disposition': contentDisposition(file.fileName),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
