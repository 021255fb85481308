// A personal quote sent to an existing patient, for the journeys (issue 30): the patient's request, a
// coordinator's draft and its sending, through the verbs (tests/setup/sent-quote.ts), against the
// database of DATABASE_URL. Prints { requestId, quoteId, optionIds } as JSON.
//   DATABASE_URL=file:/tmp/claravia-e2e-3199.db npx tsx tests/e2e/seed-quote.ts --email marta@example.com [--currency USD]
import { parseArgs } from 'node:util'
import { closeDatabase, database } from '../../app/db/db.server'
import { isLocale } from '../../app/i18n/locales'
import { isCurrencyCode } from '../../app/quotes/money'
import { sendTestQuote } from '../setup/sent-quote'

const { values } = parseArgs({ options: { email: { type: 'string' }, currency: { type: 'string', default: 'USD' } } })
if (!values.email || !isCurrencyCode(values.currency)) {
  console.error('Usage: tsx tests/e2e/seed-quote.ts --email <patient> [--currency USD]')
  process.exit(1)
}
const db = database()
try {
  const user = await db.selectFrom('users').select(['id', 'name', 'email', 'locale']).where('email', '=', values.email).executeTakeFirstOrThrow()
  const sent = await sendTestQuote(db, { ...user, locale: isLocale(user.locale) ? user.locale : 'en' }, { currency: values.currency })
  console.log(JSON.stringify({ requestId: sent.requestId, quoteId: sent.quoteId, optionIds: sent.optionIds }))
} finally {
  await closeDatabase()
}
