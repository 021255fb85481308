import { z } from 'zod'
import { MAX_IMAGE_BYTES } from '~/media/image-rules'
import { printable } from '~/forms/rules'
import { locales } from '~/i18n/locales'
import { named, Problem } from './schemas'

/*
 * The staff API's content editing (/v1/admin/content, coordinators and
 * admins): the kinds and their fields, the records of a kind, a record with
 * its document, and its history. A document is the editor's form as JSON:
 * fields by name, localized ones as {"en": …, "es": …}, prices in minor units;
 * it is validated with the same rules as the console's editor.
 */

const id = z.number().int()
const refId = id.nullable().describe('The id other records’ documents use to point at this one; null until it is first published.')
const when = z.string().describe('An ISO 8601 date and time (UTC).')
const status = z.enum(['draft', 'published', 'scheduled', 'unpublished'])
const perLanguage = <T extends z.ZodType>(value: T) =>
  z.object(Object.fromEntries(locales.map((locale) => [locale, value])) as Record<'en' | 'es', T>)
const version = z
  .number()
  .int()
  .min(0)
  .describe('The record’s version when it was read: a change saved since is refused (409, with the record as it now is).')
const contentDocument = z
  .record(z.string(), z.unknown())
  .describe('The record’s fields by name (see GET /v1/admin/content): localized ones as {"en": …, "es": …}, prices in minor units, lists as arrays.')

export const AdminContentListQuery = z.object({
  q: printable(z.string().trim().max(100)).default('').describe('Words of the title, in either language; accents and case are ignored.'),
})

export const ContentCreateRequest = named(
  'StaffContentCreateRequest',
  'A new record, saved as a draft (one language may still be blank).',
  z.object({ document: contentDocument }),
)

export const ContentSaveRequest = named(
  'StaffContentSaveRequest',
  'A record’s draft, saved over the version it was read at.',
  z.object({ version, document: contentDocument }),
)

export const ContentPublishRequest = named(
  'StaffContentPublishRequest',
  'Publish the record: the document given (saved first), or the stored draft when none is given. Both languages must be complete.',
  z.object({ version, document: contentDocument.optional() }),
)

export const ContentScheduleRequest = named(
  'StaffContentScheduleRequest',
  'Publish the record later: at `publishAt` (with its offset), checked complete now.',
  z.object({
    version,
    document: contentDocument.optional(),
    publishAt: z.iso.datetime({ offset: true }).describe('When it goes live, e.g. 2026-12-01T09:00:00+01:00; in the future.'),
  }),
)

export const ContentVersionRequest = named('StaffContentVersionRequest', 'The version the record was read at.', z.object({ version }))

named(
  'StaffContentKinds',
  'What can be edited: each kind, how many records it has, and its fields (a document’s keys).',
  z.object({
    kinds: z.array(
      z.object({
        kind: z.string(),
        count: z.number().int(),
        fixedSet: z.boolean().describe('A fixed set of records (legal pages, settings): none created, none unpublished.'),
        fields: z.array(
          z.object({
            name: z.string(),
            type: z.string(),
            localized: z.boolean(),
            required: z.boolean(),
            choices: z.array(z.string()).optional().describe('The allowed values, for a fixed choice.'),
            references: z.string().optional().describe('The kind whose records the field points at, by their `refId`.'),
          }),
        ),
      }),
    ),
  }),
)

named(
  'StaffContentList',
  'A kind’s records, by title in the asked language.',
  z.object({
    records: z.array(
      z.object({
        id,
        refId,
        title: z.string(),
        fallbackTitle: z.string().describe('The other language’s title, for when this one is blank.'),
        status,
        hasDraft: z.boolean(),
        scheduledAt: when.nullable(),
        updatedAt: when,
      }),
    ),
  }),
)

const marks = z.object({ missing: z.boolean(), outdated: z.boolean().describe('The other language changed after this one.') })

export const ContentRecord = named(
  'StaffContentRecord',
  'A record: its state, its document (the pending draft, else what is live), and per localized field what is missing or out of date in each language.',
  z.object({
    id,
    refId,
    kind: z.string(),
    status,
    version: z.number().int(),
    hasDraft: z.boolean().describe('The document differs from what the public site shows.'),
    scheduledAt: when.nullable(),
    updatedAt: when,
    updatedBy: z.string().nullable(),
    title: perLanguage(z.string()),
    document: contentDocument,
    languages: z.record(z.string(), perLanguage(marks)),
    publicPaths: perLanguage(z.string()).nullable().describe('Where it shows on the site, once published.'),
  }),
)

named(
  'StaffContentConflict',
  'Someone saved the record since it was read: nothing was changed; `current` is the record as it now is.',
  Problem.extend({ current: ContentRecord }),
)

const revision = z.object({ id, number: z.number().int(), publishedAt: when, publishedBy: z.string().nullable() })

named('StaffContentRevisions', 'Every published version of a record, newest first.', z.object({ revisions: z.array(revision) }))

named('StaffContentRevision', 'A published version with its document.', revision.extend({ document: contentDocument }))

named(
  'StaffContentImage',
  'An uploaded picture, resized: its id (a document’s `image`), its size, and its files as AVIF and WebP by width.',
  z.object({
    id,
    width: z.number().int(),
    height: z.number().int(),
    src: z.string(),
    srcset: z.object({ avif: z.string(), webp: z.string() }),
  }),
)

export const ContentImageUpload = z.object({
  file: z
    .file({ error: 'console.content.errors.image_missing' })
    .min(1, { error: 'console.content.errors.image_missing' })
    .max(MAX_IMAGE_BYTES, { error: 'console.content.errors.image_too_large' }),
})
