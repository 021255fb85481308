// A personal quote sent to an existing patient, for the journeys (issue 30): the patient's request, a
// coordinator's draft and its sending, through the verbs (tests/setup/sent-quote.ts), against the
// database of DATABASE_URL. Prints { requestId, quoteId, optionIds, totals } as JSON (each option's included
// total in the clinic's currency and the patient's, formatted in the patient's language).
//   DATABASE_URL=file:/tmp/claravia-e2e-3199.db npx tsx tests/e2e/seed-quote.ts --email marta@example.com [--currency USD]
import { parseArgs } from 'node:util'
import { closeDatabase, database } from '../../app/db/db.server'
import { isLocale } from '../../app/i18n/locales'
import { isCurrencyCode } from '../../app/quotes/money'
import { formatQuoteMoney } from '../../app/quotes/quote-money-format'
import { quoteView } from '../../app/quotes/quote-view.server'
import { sendTestQuote } from '../setup/sent-quote'

const { values } = parseArgs({ options: { email: { type: 'string' }, currency: { type: 'string', default: 'USD' } } })
if (!values.email || !isCurrencyCode(values.currency)) {
  console.error('Usage: tsx tests/e2e/seed-quote.ts --email <patient> [--currency USD]')
  process.exit(1)
}
const db = database()
try {
  const user = await db.selectFrom('users').select(['id', 'name', 'email', 'locale']).where('email', '=', values.email).executeTakeFirstOrThrow()
  const locale = isLocale(user.locale) ? user.locale : 'en'
  const sent = await sendTestQuote(db, { ...user, locale }, { currency: values.currency })
  // Each option's included total as the patient reads it: the journeys compare the page with what the
  // server computed at the rates frozen on sending (other journeys may have added newer rates meanwhile).
  const view = (await quoteView(db, sent.quoteId, locale))!
  const totals = view.options.map((option) => ({
    clinic: formatQuoteMoney(option.figures.includedTotal.clinic, option.currency, locale),
    patient: formatQuoteMoney(option.figures.includedTotal.patient!, view.patientCurrency, locale),
  }))
  console.log(JSON.stringify({ requestId: sent.requestId, quoteId: sent.quoteId, optionIds: sent.optionIds, totals }))
} finally {
  await closeDatabase()
}
