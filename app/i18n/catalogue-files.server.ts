import { createHash } from 'node:crypto'
import { keepCatalogue } from './catalogue-store'
import { locales, type Locale } from './locales'
import { MESSAGE_AREAS, type MessageArea } from './message-areas'
import { pageMessages } from './messages.server'

/*
 * The page catalogues as files (catalogue-store.ts says why): one per locale
 * and area, named by a hash of its content, served by server/app.ts under
 * CATALOGUE_PATH and kept by browsers for a year.
 */

export const CATALOGUE_PATH = '/_catalogue'

interface CatalogueFile {
  /** The file's name under CATALOGUE_PATH. */
  name: string
  json: Buffer
}

const files = new Map<string, CatalogueFile>()
for (const locale of locales) {
  for (const area of MESSAGE_AREAS) {
    const messages = pageMessages(locale, area)
    const json = Buffer.from(JSON.stringify(messages))
    const name = `${locale}-${area}.${createHash('sha256').update(json).digest('base64url').slice(0, 12)}.json`
    files.set(`${locale}/${area}`, { name, json })
    // The server renders from the very catalogue the file holds.
    keepCatalogue(`${CATALOGUE_PATH}/${name}`, messages)
  }
}

/** Where a page of this locale and area finds its catalogue. */
export function catalogueHref(locale: Locale, area: MessageArea) {
  return `${CATALOGUE_PATH}/${files.get(`${locale}/${area}`)!.name}`
}

/** Every catalogue file, for the server to serve. */
export function catalogueFiles(): CatalogueFile[] {
  return [...files.values()]
}
