import type { Kysely } from 'kysely'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { PERMISSION_NAMES, PERMISSIONS, roleMay, type Permission } from '~/access/permissions'
import { STAFF_ROLES, type StaffRole } from '~/access/roles'
import type { Database } from '~/db/schema'
import routes from '~/routes'
import { loader as apiNotFound } from '~/routes/v1/not-found'
import { consoleRoutes } from '../tests/setup/console-routes'
import {
  addressOf,
  answerOf,
  bringWalkStaffIn,
  clinicRecordSets,
  consoleFrames,
  handlerArgs,
  isApiRoute,
  knockers,
  namesClinicRecord,
  pageFormsOf,
  requestOf,
  seedWalk,
  type Answer,
  type ClinicRecords,
  type Knocker,
  type Method,
  type Records,
  type Seed,
  type WalkedRoute,
} from '../tests/setup/permission-walk'
import { describeEachDatabase } from '../tests/setup/test-database'

/*
 * The permission walk (issue 26). DOORS below says, apart from the routes,
 * which permission of the table (app/access/permissions.ts) each console
 * address asks for: the /admin and /es/admin pages, the console's frame and
 * the /v1/admin endpoints. The walk finds every console route in the route
 * list and checks that each of its handlers (loader; action, for /v1 by
 * method, for a page by form) asks the door (requirePermission) for exactly
 * that, and that every row of the table is asked for. Then, for every
 * handler, everyone knocks:
 * - outsiders (a visitor, a patient, an admin before two-factor, a disabled
 *   admin) and each role the permission leaves out (wrong role) get the
 *   ordinary 404: the not-found page, or /v1's "no such endpoint" problem;
 * - each role holding it (right role) is let in at real records, and is not
 *   answered 404; the staff verbs behind the door check the same permission;
 * - clinic staff of another clinic (wrong clinic) meet a clinic's record as
 *   they would meet a record that does not exist.
 * The door is the real one, wrapped only to write down what it was asked and
 * whether it let the caller in (and so are the verbs' own checks, staffCaller).
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))
// Documents go to a throwaway folder, read through DOCUMENTS_DIR when the store is first used.
await vi.hoisted(async () => {
  const [{ mkdtempSync }, { tmpdir }, { join }] = await Promise.all([import('node:fs'), import('node:os'), import('node:path')])
  process.env.DOCUMENTS_DIR = mkdtempSync(join(tmpdir(), 'claravia-permission-walk-'))
  process.env.CONVERSATION_FILES_DIR = mkdtempSync(join(tmpdir(), 'claravia-permission-walk-conversations-'))
})

/** What the door was asked in the current call (and whether it let the caller in), and what the staff verbs checked. */
const asked = vi.hoisted(() => ({ door: [] as { permission: string; letIn: boolean }[], verbs: [] as string[] }))

vi.mock('~/access/door.server', async (importActual) => {
  const actual = await importActual<typeof import('~/access/door.server')>()
  return {
    ...actual,
    requirePermission: async (...args: Parameters<typeof actual.requirePermission>) => {
      const call = { permission: args[2], letIn: false }
      asked.door.push(call)
      const caller = await actual.requirePermission(...args)
      call.letIn = true
      return caller
    },
  }
})

vi.mock('~/access/caller.server', async (importActual) => {
  const actual = await importActual<typeof import('~/access/caller.server')>()
  return {
    ...actual,
    staffCaller: (...args: Parameters<typeof actual.staffCaller>) => {
      asked.verbs.push(args[1])
      return actual.staffCaller(...args)
    },
  }
})

/** A route's permission: one for all it does, or one for its reads (loader) and one for its writes (action). */
type Door = Permission | { read: Permission; write: Permission }

/**
 * Who may use which console address, by route (pages without their /es
 * prefix). Written here, not read from the routes, so that a route asking the
 * door for another permission fails the walk; a new console route fails it
 * until it has its line.
 */
const DOORS: Record<string, Door> = {
  'admin (console frame)': 'console.open',
  admin: 'console.open',
  'admin/search': 'console.open',
  'admin/appointments': { read: 'appointments.view', write: 'appointments.manage' },
  'admin/appointments/export.csv': 'appointments.view',
  'admin/appointments/calendar': 'appointments.view',
  'admin/appointments/:id': { read: 'appointments.view', write: 'appointments.manage' },
  'admin/availability': 'availability.manage',
  'admin/availability/:clinicId': 'availability.manage',
  'admin/patients': 'patients.view',
  'admin/patients/:id': 'patients.view',
  'admin/patients/:id/treatments/new': 'treatment_plans.manage',
  'admin/patients/:id/treatments/:treatmentId': 'treatment_plans.manage',
  'admin/patients/:id/treatments/:treatmentId/documents/:documentId': 'documents.manage',
  'admin/conversations': 'conversations.view',
  'admin/conversations/:id': 'conversations.view',
  'admin/conversations/:id/updates': 'conversations.view',
  'admin/conversations/:id/attachments/:attachmentId': 'conversations.view',
  'admin/quotes': 'quotes.manage',
  'admin/quotes/:requestId': 'quotes.manage',
  'admin/quotes/:requestId/attachments/:attachmentId': 'quotes.manage',
  'admin/reviews': 'reviews.moderate',
  'admin/inbox': 'inbox.answer',
  'admin/inbox/:id': 'inbox.answer',
  'admin/staff': 'staff.invite_clinic_staff',
  'admin/staff/:id': 'staff.manage',
  'admin/audit': 'audit.view',
  'admin/exchange-rates': 'exchange_rates.manage',
  'admin/content': 'content.edit',
  'admin/content/markdown-preview': 'content.edit',
  'admin/content/:kind': 'content.edit',
  'admin/content/:kind/:id': 'content.edit',
  'admin/content/:kind/:id/history': 'content.edit',
  'admin/content/:kind/:id/preview': 'content.edit',

  'v1/admin/today': 'console.open',
  'v1/admin/calendar': 'appointments.view',
  'v1/admin/appointments': 'appointments.view',
  'v1/admin/appointments/:id': 'appointments.view',
  'v1/admin/appointments/:id/complete': 'appointments.manage',
  'v1/admin/appointments/:id/no-show': 'appointments.manage',
  'v1/admin/appointments/:id/cancel': 'appointments.manage',
  'v1/admin/appointments/:id/move': 'appointments.manage',
  'v1/admin/appointments/:id/notes': { read: 'appointments.view', write: 'appointments.manage' },
  'v1/admin/availability/:clinicId': 'availability.manage',
  'v1/admin/availability/:clinicId/hours': 'availability.manage',
  'v1/admin/availability/:clinicId/closures': 'availability.manage',
  'v1/admin/availability/:clinicId/rules': 'availability.manage',
  'v1/admin/availability/:clinicId/closures/:closureId': 'availability.manage',
  'v1/admin/patients': 'patients.view',
  'v1/admin/patients/:id': 'patients.view',
  'v1/admin/patients/:id/treatments': 'treatment_plans.manage',
  'v1/admin/patients/:id/treatments/:treatmentId': 'treatment_plans.manage',
  'v1/admin/patients/:id/treatments/:treatmentId/steps': 'treatment_plans.manage',
  'v1/admin/patients/:id/treatments/:treatmentId/steps/:stepId': 'treatment_plans.manage',
  'v1/admin/patients/:id/treatments/:treatmentId/documents': 'documents.manage',
  'v1/admin/patients/:id/treatments/:treatmentId/documents/:documentId': 'documents.manage',
  'v1/admin/conversations': 'conversations.view',
  'v1/admin/conversations/:id': 'conversations.view',
  'v1/admin/conversations/:id/messages': 'conversations.reply',
  'v1/admin/conversations/:id/notes': 'conversations.note',
  'v1/admin/conversations/:id/assign': 'conversations.assign',
  'v1/admin/conversations/:id/members': 'conversations.assign',
  'v1/admin/conversations/:id/status': 'conversations.reply',
  'v1/admin/conversations/:id/read': 'conversations.reply',
  'v1/admin/conversations/:id/attachments/:attachmentId': 'conversations.view',
  'v1/admin/quotes': 'quotes.manage',
  'v1/admin/quotes/:id': 'quotes.manage',
  'v1/admin/quotes/:id/send': 'quotes.manage',
  'v1/admin/quote-requests/:id': 'quotes.manage',
  'v1/admin/quote-requests/:id/quotes': 'quotes.manage',
  'v1/admin/reviews': 'reviews.moderate',
  'v1/admin/reviews/:id/reply': 'reviews.moderate',
  'v1/admin/reviews/:id/hide': 'reviews.moderate',
  'v1/admin/reviews/:id/unhide': 'reviews.moderate',
  'v1/admin/inbox': 'inbox.answer',
  'v1/admin/inbox/:id': 'inbox.answer',
  'v1/admin/inbox/:id/reply': 'inbox.answer',
  'v1/admin/inbox/:id/status': 'inbox.answer',
  'v1/admin/inbox/:id/assign': 'inbox.answer',
  'v1/admin/staff': { read: 'staff.manage', write: 'staff.invite_clinic_staff' },
  'v1/admin/staff/:id': 'staff.manage',
  'v1/admin/staff/:id/access': 'staff.manage',
  'v1/admin/staff/:id/disable': 'staff.manage',
  'v1/admin/staff/:id/enable': 'staff.manage',
  'v1/admin/staff/:id/reset-two-factor': 'staff.manage',
  'v1/admin/audit': 'audit.view',
  'v1/admin/content': 'content.edit',
  'v1/admin/content/images': 'content.edit',
  'v1/admin/content/:kind': 'content.edit',
  'v1/admin/content/:kind/:id': 'content.edit',
  'v1/admin/content/:kind/:id/publish': 'content.edit',
  'v1/admin/content/:kind/:id/schedule': 'content.edit',
  'v1/admin/content/:kind/:id/unpublish': 'content.edit',
  'v1/admin/content/:kind/:id/revisions': 'content.edit',
  'v1/admin/content/:kind/:id/revisions/:revisionId': 'content.edit',
  'v1/admin/content/:kind/:id/revisions/:revisionId/restore': 'content.edit',
}

/** Page forms whose action asks the door once more, after the page's own permission (so both are needed). */
const FORM_DOORS: Record<string, Permission> = {
  // A treatment's document forms answer to the documents' permission, as their download and /v1/admin do.
  'admin/patients/:id/treatments/:treatmentId · attach-document': 'documents.manage',
  'admin/patients/:id/treatments/:treatmentId · remove-document': 'documents.manage',
  // A conversation's page is one door (reading it); each of its forms asks for its own verb's permission.
  'admin/conversations/:id · reply': 'conversations.reply',
  'admin/conversations/:id · note': 'conversations.note',
  'admin/conversations/:id · no-reply-needed': 'conversations.reply',
  'admin/conversations/:id · assign': 'conversations.assign',
  'admin/conversations/:id · bring-in': 'conversations.assign',
}

/** Handlers whose answer is the site's 404 even past the door (there, the door's verdict is what the walk checks). */
const ANSWERS_404_PAST_THE_DOOR = new Set([
  // The editor's live markdown preview is POST only; a typed address gets the 404 page.
  'admin/content/markdown-preview · loader',
])

/** The one console address meant for people not signed in: the invitation's token is its check. */
const OPEN_BY_TOKEN = /(^|\/)admin\/invitation\/:token$/

type RouteFunction = (args: object) => unknown

interface Handler {
  route: WalkedRoute
  /** Its route's line in DOORS. */
  key: string
  /** "loader", "action", "action (note)" (a page's form); for /v1, with the method ("action DELETE"): its action answers each its own way. */
  label: string
  method: Method
  /** The page form it is posted (named in tests/setup/permission-walk.ts). */
  form?: string
  run: RouteFunction
  /** What the door was asked when a visitor called it. */
  asks: string[]
}

interface HandlerKind {
  name: 'loader' | 'action'
  method: Method
  label: string
  form?: string
}

const handlerKinds = (route: WalkedRoute): HandlerKind[] =>
  isApiRoute(route)
    ? [
        { name: 'loader', method: 'GET', label: 'loader GET' },
        { name: 'action', method: 'POST', label: 'action POST' },
        { name: 'action', method: 'DELETE', label: 'action DELETE' },
      ]
    : [
        { name: 'loader', method: 'GET', label: 'loader' },
        ...pageFormsOf(route).map((form): HandlerKind => ({ name: 'action', method: 'POST', label: form ? `action (${form})` : 'action', form })),
      ]

/** What the handler must ask the door for, in turn (undefined: its route has no line in DOORS). */
function doorsOf(handler: Pick<Handler, 'key' | 'method' | 'form'>): Permission[] | undefined {
  const door = DOORS[handler.key]
  if (!door) return undefined
  const own = typeof door === 'string' ? door : handler.method === 'GET' ? door.read : door.write
  const more = handler.form === undefined ? undefined : FORM_DOORS[`${handler.key} · ${handler.form}`]
  return more ? [own, more] : [own]
}

/** Ids for the first call, which only a visitor makes (the door stops them before any record is read). */
const ANY_RECORDS: Records = {
  clinic: 1,
  appointment: 1,
  patient: 1,
  treatment: 1,
  step: 1,
  document: 1,
  closure: 1,
  message: 1,
  conversation: 1,
  attachment: 1,
  staffMember: 1,
  contentKind: 'faq',
  contentRecord: 1,
  revision: 1,
  quoteRequest: 1,
  quoteAttachment: 1,
  quote: 1,
  review: 1,
}
const ANY_SEED = { clinic: 1, otherClinic: 2, service: 1, specialist: 1 }

/** One call of a handler by `knocker` at `records` (or at records that do not exist); what the door and the verbs were asked is in `asked`. */
async function knock(handler: Handler, knocker: Knocker, seed: Omit<Seed, 'shared'>, records: Records, { missing = false } = {}) {
  const { url, params } = addressOf(handler.route, records, { missing })
  // A website session on pages, a Bearer token on /v1.
  const session = knocker.session && isApiRoute(handler.route) ? { ...knocker.session, via: 'bearer' as const } : knocker.session
  const args = await handlerArgs(requestOf(handler.route, url, handler.method, seed, records, handler.form), url, params, { session })
  asked.door.length = 0
  asked.verbs.length = 0
  return { url, args, answer: await answerOf(() => handler.run(args), url) }
}

/** What an address that does not exist answers: the not-found page's data, or /v1's "no such endpoint" problem. */
async function unknownAddress(route: WalkedRoute, url: URL, args: Awaited<ReturnType<typeof handlerArgs>>): Promise<Answer> {
  if (isApiRoute(route)) return answerOf(() => apiNotFound(args as never), url)
  return { status: 404, notFound: JSON.stringify({ reason: 'unmatched', path: '{path}' }) }
}

// The walk: each console route's handlers, and what each asks the door for (a visitor's call, stopped at the door).
const found = [...consoleRoutes(routes), ...consoleFrames(routes)].filter((route) => !OPEN_BY_TOKEN.test(route.path))
const keyOf = (route: WalkedRoute) => `${route.path.replace(/^es\//, '')}${route.file.startsWith('layouts/') ? ' (console frame)' : ''}`
const handlers: Handler[] = []
for (const route of found) {
  const module = (await import(/* @vite-ignore */ `../app/${route.file}`)) as Record<string, RouteFunction | undefined>
  for (const { name, ...kind } of handlerKinds(route)) {
    const run = module[name]
    if (!run) continue
    const handler: Handler = { route, key: keyOf(route), ...kind, run, asks: [] }
    await knock(handler, { session: null }, ANY_SEED, ANY_RECORDS)
    handler.asks = asked.door.map((call) => call.permission)
    handlers.push(handler)
  }
}

const nameOf = (handler: Handler) => `/${handler.route.path}${handler.route.file.startsWith('layouts/') ? ' (console frame)' : ''} · ${handler.label}`

describe('the permission walk: every console route asks the door for its permission of the table', () => {
  it('finds the console pages (English and Spanish), the console frame and the /v1/admin endpoints', () => {
    const paths = new Set(handlers.map((handler) => handler.route.path))
    expect(paths).toContain('admin')
    expect(paths).toContain('es/admin/inbox/:id')
    expect(paths).toContain('v1/admin/inbox/:id')
    expect(handlers.filter((handler) => handler.route.file.startsWith('layouts/'))).toHaveLength(2)
  })

  it('DOORS has a line for every console route, and none for an address that is not one', () => {
    const keys = new Set(found.map(keyOf))
    expect(
      [...keys].filter((key) => !(key in DOORS)),
      'console routes DOORS does not name',
    ).toEqual([])
    expect(
      Object.keys(DOORS).filter((key) => !keys.has(key)),
      'lines of DOORS no route has',
    ).toEqual([])
    expect(
      Object.keys(FORM_DOORS).filter((key) => !handlers.some((handler) => `${handler.key} · ${handler.form}` === key)),
      'forms of FORM_DOORS the walk does not post',
    ).toEqual([])
  })

  it.each(handlers.map((handler) => [nameOf(handler), handler] as const))('%s asks the door for its permission, once', (_, handler) => {
    const doors = doorsOf(handler)
    if (!doors) return // Failed above: its route has no line in DOORS.
    // A visitor is stopped at the first question (what is asked next is checked with the right roles).
    expect(handler.asks, 'what it asked the door for, stopping a visitor').toEqual([doors[0]])
  })

  it('every permission of the table is asked for by some route (a row no route asks for fails)', () => {
    const used = new Set(handlers.flatMap((handler) => [...handler.asks, ...(doorsOf(handler) ?? [])]))
    expect(PERMISSION_NAMES.filter((permission) => !used.has(permission))).toEqual([])
  })

  it('clinic staff hold only clinic-scoped permissions (they never see every clinic)', () => {
    expect(PERMISSION_NAMES.filter((permission) => roleMay('clinic_staff', permission) && !PERMISSIONS[permission].clinicScoped)).toEqual([])
  })
})

const OUTSIDERS = ['visitor', 'patient', 'admin before two-factor', 'disabled admin'] as const

describeEachDatabase('the permission walk', (db) => {
  let seed: Seed
  let people: Awaited<ReturnType<typeof knockers>>

  /** Records of a clinic for each action call past the door at a clinic's record (it may change or remove them), made before the first test. */
  let fresh: ClinicRecords[] = []
  let freshNeeded = 0

  beforeAll(async () => {
    current.db = db()
    seed = await seedWalk(db())
    people = await knockers(db(), { clinic: seed.clinic, otherClinic: seed.otherClinic })
    fresh = await clinicRecordSets(db(), seed, freshNeeded)
    // Clinic staff read a conversation once a coordinator brings them in; the walk's own clinic staff are, to every one.
    await bringWalkStaffIn(db(), people.roles.clinic_staff.session!.user.id)
  }, 60_000)

  /** Records for a call past the door: a fresh set of a clinic's records for an action at one, the shared ones otherwise. */
  function recordsFor(handler: Handler): () => Records {
    if (handler.method === 'GET' || !namesClinicRecord(handler.route)) return () => seed.shared
    freshNeeded += 1
    return () => {
      const set = fresh.pop()
      if (!set) throw new Error('The walk made fewer sets of clinic records than its calls take')
      return { ...seed.shared, ...set }
    }
  }

  for (const handler of handlers) {
    const doors = doorsOf(handler)
    if (!doors) continue
    const name = (who: string) => `${doors.join(' + ')} · ${nameOf(handler)} · ${who}`
    const holds = (role: StaffRole) => doors.every((permission) => roleMay(role, permission))

    /** Refused at the door: asked in turn until a permission the knocker lacks, answered no there, and the answer of an address that does not exist. */
    async function expectRefused(knocker: Knocker, role?: StaffRole) {
      const held = role ? doors!.findIndex((permission) => !roleMay(role, permission)) : 0
      const { url, args, answer } = await knock(handler, knocker, seed, seed.shared)
      expect(asked.door, 'what the door was asked').toEqual(
        doors!.slice(0, held + 1).map((permission, index) => ({ permission, letIn: index < held })),
      )
      expect(answer).toEqual(await unknownAddress(handler.route, url, args))
    }

    for (const outsider of OUTSIDERS) {
      it(`${name(`${outsider} (outsider)`)} → 404`, () => expectRefused(people.outsiders[outsider]))
    }

    for (const role of STAFF_ROLES) {
      if (!holds(role)) {
        it(`${name(`${role} (wrong role)`)} → 404`, () => expectRefused(people.roles[role], role))
        continue
      }
      const records = recordsFor(handler)
      it(`${name(`${role} (right role)`)} → let in`, async () => {
        const { answer } = await knock(handler, people.roles[role], seed, records())
        expect(asked.door, 'what the door was asked').toEqual(doors.map((permission) => ({ permission, letIn: true })))
        expect(answer.error, 'what the handler threw').toBeUndefined()
        if (!ANSWERS_404_PAST_THE_DOOR.has(`${handler.key} · ${handler.label}`)) {
          expect(answer.status, `${role} holds ${doors.join(' and ')}, at a real record`).not.toBe(404)
        }
        expect(
          asked.verbs.filter((verb) => !(doors as string[]).includes(verb)),
          'the staff verbs behind the door check the permission the door checked',
        ).toEqual([])
      })
    }

    const clinicStaffs = doors.every((permission) => PERMISSIONS[permission].clinicScoped) && holds('clinic_staff')
    if (clinicStaffs && namesClinicRecord(handler.route)) {
      const recordsOf = recordsFor(handler)
      it(`${name('clinic_staff of another clinic (wrong clinic)')} → as for no record`, async () => {
        const records = recordsOf()
        const { answer } = await knock(handler, people.otherClinicStaff, seed, records)
        const questions = asked.door.map((call) => call.permission)
        expect(questions, 'what the door was asked').toEqual(doors.slice(0, questions.length))
        const { answer: none } = await knock(handler, people.otherClinicStaff, seed, records, { missing: true })
        expect(answer, 'another clinic’s record answers as a record that does not exist').toEqual(none)
        expect([404, 405], 'not found (or a method the address never takes)').toContain(answer.status)
      })
    }
  }
})
