import { fileTypeFromBuffer } from 'file-type'
import type { DocumentContentType } from '~/db/schema'

/*
 * What a file is, decided from its bytes (file-type reads the signatures), never
 * from its name or the type the browser claims: an HTML page named scan.jpg
 * is not an image, and is refused.
 */
const ACCEPTED: readonly DocumentContentType[] = ['application/pdf', 'image/jpeg', 'image/png']

export async function documentContentType(bytes: Uint8Array): Promise<DocumentContentType | undefined> {
  const found = await fileTypeFromBuffer(bytes)
  return ACCEPTED.find((type) => type === found?.mime)
}
