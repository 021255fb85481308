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

function catalogueFile(locale: Locale, area: MessageArea): CatalogueFile {
  const json = Buffer.from(JSON.stringify(pageMessages(locale, area)))
  const hash = createHash('sha256').update(json).digest('base64url').slice(0, 12)
  return { name: `${locale}-${area}.${hash}.json`, json }
}

const files = new Map<string, CatalogueFile>()
for (const locale of locales) {
  for (const area of MESSAGE_AREAS) {
    const file = catalogueFile(locale, area)
    files.set(`${locale}/${area}`, file)
    // The server renders from the very catalogue the file holds.
    keepCatalogue(`${CATALOGUE_PATH}/${file.name}`, pageMessages(locale, area))
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
