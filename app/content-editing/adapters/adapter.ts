import type { Kysely, Selectable } from 'kysely'
import type { Database } from '~/db/schema'
import type { SearchKind } from '~/db/full-text.server'
import type { Locale } from '~/i18n/locales'
import type { ContentDocument } from '../fields'

/** A live table: a row per record (its `published` flag) and a translation row per language beside it (`<table>_translations`). */
export type LiveTable = { [T in keyof Database]: `${T}_translations` extends keyof Database ? T : never }[keyof Database]

/** A live table's translation row, as read. */
export type TranslationRow<T extends LiveTable> = Selectable<Database[`${T}_translations` & keyof Database]>

/*
 * How one kind of content lives in the public site's tables: read a live
 * record as a document, write a document into them (publishing, and the
 * preview, which writes inside a transaction it then rolls back).
 */
export interface ContentAdapter {
  /** The live table (its `published` flag hides or shows the record); none for the settings, always live. */
  table?: LiveTable
  /** The search index kinds a change to this content affects. */
  searchKinds: SearchKind[]
  read(db: Kysely<Database>, refId: number): Promise<ContentDocument | undefined>
  /** Writes the document; `refId` null creates the live record. Returns its id. */
  write(db: Kysely<Database>, refId: number | null, document: ContentDocument): Promise<number>
  /** The public list showing the kind's records, for kinds without a page of their own (FAQs: /faqs). */
  listPath?: string
  /** The public page of a document in one language, when the kind has one (`key`: the live row's own slug). */
  publicPath?(document: ContentDocument, locale: Locale, key: string | undefined): string
}
