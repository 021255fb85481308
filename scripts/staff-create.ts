// Invites a staff member by email (issue 12): the first admin, or anyone when
// the console is out of reach. The account has no password until the emailed
// link (single-use, 48 hours) is opened.
//   npm run staff:create -- --email ana@claravia.example --role admin [--clinic slug …] [--name "Ana Pérez"] [--locale es]
import 'dotenv/config'
import { parseArgs } from 'node:util'
import { closeDatabase, database } from '../app/db/db.server'
import { refusalMessage } from '../app/errors/outcomes'
import { parseRuleMessage } from '../app/forms/rule-messages'
import { untypedTranslator } from '../app/http/problem.server'
import { drainOutbox } from '../app/messaging/outbox.server'
import { inviteStaffAsSystem } from '../app/staff/invite-staff.server'
import { STAFF_ROLES } from '../app/access/roles'
import { InviteStaffSchema } from '../app/staff/schemas'
import { prepareDatabase } from '../server/prepare-database'

const USAGE = `Usage: npm run staff:create -- --email <address> --role <${STAFF_ROLES.join('|')}> [--clinic <slug> …] [--name <name>] [--locale en|es]`
const t = untypedTranslator('en')

/** A schema message in words: a rule key (forms/rule-messages) or a catalogue key. */
function explain(message: string) {
  return message.includes('.') ? t(message) : t(`form.field_error_messages.${parseRuleMessage(message).key}`, parseRuleMessage(message).params)
}

function fail(lines: string[]): never {
  for (const line of lines) console.error(line)
  process.exit(1)
}

let options
try {
  options = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      clinic: { type: 'string', multiple: true },
      name: { type: 'string' },
      locale: { type: 'string' },
    },
  }).values
} catch (error) {
  fail([(error as Error).message, USAGE])
}

const input = InviteStaffSchema.safeParse({ ...options, clinics: options.clinic ?? [] })
if (!input.success) {
  fail([
    ...input.error.issues.map((issue) => `--${issue.path[0] === 'clinics' ? 'clinic' : String(issue.path[0])}: ${explain(issue.message)}`),
    USAGE,
  ])
}

await prepareDatabase()
const outcome = await inviteStaffAsSystem(database(), input.data)
if (!outcome.ok) {
  await closeDatabase()
  const { key, values } = refusalMessage(outcome)
  fail([`${input.data.email}: ${t(key, values)}`])
}
// Sent now rather than by the server's outbox worker, which may not be running.
await drainOutbox(database())
await closeDatabase()
console.log(`Invited ${input.data.email} as ${input.data.role}: the invitation link (single-use, valid 48 hours) is in the email.`)
