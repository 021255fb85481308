import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { beforeAll } from 'vitest'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { adapterOf } from '~/content-editing/adapters/registry.server'
import { getContentRecord } from '~/content-editing/content-record-store.server'
import type { ContentDocument } from '~/content-editing/fields'
import type { Database, UserRole } from '~/db/schema'
import type { Refusal } from '~/errors/outcomes'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { seedDefaultSettings } from '~/settings/settings.server'
import { signedInStaff } from './staff-api'
import { describeEachDatabase } from './test-database'
import { insertTestUsers } from './test-users'

/*
 * What the content-editing tests share: the seeded site they edit, the
 * records they open, the live tables they compare before and after, and the
 * visitors (signed in or not) of the public pages a preview runs on. The seed
 * and the adapters are reached from here only, so moving them changes one
 * import.
 */

type Db = Kysely<Database>

/** The settings and the seeded catalogue, blog and pages, with a content record for each. */
export async function seedContent(db: Db) {
  await seedDefaultSettings(db)
  await syncCatalogue(db)
}

/** A suite run on each database (describeEachDatabase) that holds the seeded site before its first test. */
export function describeSeeded(name: string, suite: Parameters<typeof describeEachDatabase>[1]) {
  describeEachDatabase(name, (db, dialect) => {
    beforeAll(() => seedContent(db()), 60_000)
    suite(db, dialect)
  })
}

/** The value of an outcome that must have succeeded; a refusal fails the test with its code and field. */
export function accepted<T extends { ok: boolean }>(outcome: T | Refusal): T {
  if (!outcome.ok) throw new Error(`refused: ${(outcome as Refusal).code} ${(outcome as Refusal).field ?? ''}`)
  return outcome as T
}

/** A seeded record by its seed key: the content record's id and the live row's. */
export async function seededRecord(db: Db, kind: string, seedKey: string) {
  const row = await db
    .selectFrom('content_records')
    .select(['id', 'ref_id'])
    .where('kind', '=', kind)
    .where('seed_key', '=', seedKey)
    .executeTakeFirstOrThrow()
  return { id: row.id, refId: row.ref_id! }
}

/** A record as its editor opens it; fails when there is none. */
export async function openRecord(db: Db, kind: string, id: number) {
  const record = await getContentRecord(db, kind, id)
  if (!record) throw new Error(`No ${kind} record ${id}`)
  return record
}

/** A live record read as its kind's adapter reads it into the editor. */
export async function readLive(db: Db, kind: string, refId: number): Promise<ContentDocument> {
  const document = await adapterOf(kind).read(db, refId)
  if (!document) throw new Error(`No live ${kind} ${refId}`)
  return document
}

/** Writes `document` to a live record with its kind's adapter, then reads it back as the editor would. */
export async function writeAndRead(db: Db, kind: string, refId: number | null, document: ContentDocument) {
  const id = await adapterOf(kind).write(db, refId, document)
  return { id, read: await readLive(db, kind, id) }
}

/** The first of a table's rows, by id: a seeded record to point at. */
export async function firstId(db: Db, table: 'blog_categories' | 'team_members' | 'faq_topics' | 'destinations' | 'clinics' | 'specialists') {
  return (await db.selectFrom(table).select('id').orderBy('id').executeTakeFirstOrThrow()).id
}

let pictures = 0

/** A stored picture's row (no files: the public readers only need its key and sizes); returns its id. */
export async function insertPicture(db: Db) {
  pictures += 1
  const row = await db
    .insertInto('content_images')
    .values({
      storage_key: `test-picture-${pictures}`,
      width: 1600,
      height: 900,
      widths: JSON.stringify([480, 960, 1600]),
      original_name: `picture-${pictures}.jpg`,
      byte_size: 1000,
      uploaded_by: null,
      uploaded_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** Every table a published record lives in (rows plus their translations), and what publishing keeps beside them. */
export const LIVE_TABLES = [
  'services',
  'services_translations',
  'service_assessments',
  'service_specialists',
  'service_destinations',
  'destinations',
  'destinations_translations',
  'clinics',
  'clinics_translations',
  'clinic_booking_rules',
  'specialists',
  'specialists_translations',
  'team_members',
  'team_members_translations',
  'blog_categories',
  'blog_categories_translations',
  'blog_posts',
  'blog_posts_translations',
  'faq_topics',
  'faq_topics_translations',
  'faqs',
  'faqs_translations',
  'content_pages',
  'content_pages_translations',
  'search_synonyms',
  'search_synonyms_translations',
  'settings',
  'slug_redirects',
  'content_records',
  'content_revisions',
  'audit_log',
] as const satisfies readonly (keyof Database)[]

export type LiveTable = (typeof LIVE_TABLES)[number]
export type Snapshot = Record<LiveTable, Record<string, unknown>[]>

/** Every row of the live tables, in a stable order: compared before and after, it shows what a step wrote. */
export async function snapshot(db: Db): Promise<Snapshot> {
  const entries = await Promise.all(
    LIVE_TABLES.map(async (table) => {
      const rows = (await db.selectFrom(table).selectAll().execute()) as Record<string, unknown>[]
      const keyed = rows.map((row) => [JSON.stringify(row), row] as const)
      return [table, keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, row]) => row)] as const
    }),
  )
  return Object.fromEntries(entries) as Snapshot
}

/** A person with `role` signed in on the website (a patient, or staff: their second factor done unless said), as the session middleware puts them in a request. */
export async function signedIn(db: Db, role: UserRole, { twoFactorDone = true, disabled = false } = {}): Promise<RequestSession> {
  let session: RequestSession
  if (role === 'patient') {
    const [userId] = await insertTestUsers(db)
    const { token } = await createSession(db, userId!)
    session = { ...(await resolveSession(db, token))!, token, via: 'cookie' }
  } else {
    session = (await signedInStaff(db, role, { twoFactorDone, via: 'cookie' })).session
  }
  if (disabled) await db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', session.user.id).execute()
  return session
}

/** A public page's loader arguments for a GET of `path` (with its query) by `session` (null: anonymous). */
export async function pageRequest(path: string, session: RequestSession | null, params: Record<string, string> = {}) {
  const request = new Request(`http://localhost${path}`)
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'test', ip: '198.51.100.7' })
  context.set(sessionContext, session)
  const args = { request, context, params, url: new URL(request.url), pattern: '' }
  await requestScopeMiddleware(args, async () => new Response())
  return args
}
