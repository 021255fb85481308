import type { Transaction } from 'kysely'
import { env } from '~/config/env.server'
import type { Database } from '~/db/schema'
import { isLocale, localizePath, type Locale } from '~/i18n/locales'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import { enqueueEmail } from '~/messaging/outbox.server'

/**
 * "A new document for you", in the patient's language, queued in the
 * attachment's transaction. The file itself is never attached: it is a
 * medical record, and mail is not the place for it.
 */
export async function enqueueDocumentSharedEmail(trx: Transaction<Database>, treatmentId: number, fileName: string, now: Date) {
  const row = await trx
    .selectFrom('treatments as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['u.name', 'u.email', 'u.locale', 't.service_id'])
    .where('t.id', '=', treatmentId)
    .executeTakeFirstOrThrow()
  const locale: Locale = isLocale(row.locale) ? row.locale : 'en'
  const service = await trx
    .selectFrom('services_translations')
    .select('name')
    .where('owner_id', '=', row.service_id)
    .where('locale', '=', locale)
    .executeTakeFirst()
  const t = emailTranslator(locale)
  const values = { file: fileName, service: service?.name ?? '', name: row.name }
  const { html, text } = renderEmail({
    locale,
    preheader: t('treatment.document_shared.preheader', values),
    heading: t('treatment.document_shared.heading'),
    paragraphs: [t('treatment.document_shared.greeting', values), t('treatment.document_shared.body', values)],
    action: {
      label: t('treatment.document_shared.action'),
      url: `${env().PUBLIC_BASE_URL}${localizePath(`/account/treatments/${treatmentId}`, locale)}#documents`,
    },
    note: t('treatment.document_shared.footer'),
  })
  await enqueueEmail(
    trx,
    { kind: 'treatment.document_shared', to: row.email, subject: t('treatment.document_shared.subject', values), html, text },
    now,
  )
}
