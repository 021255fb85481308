import { beforeAll, expect, it } from 'vitest'
import { sendContactMessage } from '~/contact/send-contact-message.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { testActionContext } from '../../tests/setup/action-context'
import { insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { findConversation } from './conversation-store.server'
import { patientConversation } from './patient-conversation.server'

/*
 * A patient's contact-form message joins their care conversation (issue 29):
 * signed in, or with their account's address (marked as not proven); a
 * visitor's stays in the Inbox. The acknowledgement carries nothing of it.
 */

describeEachDatabase('a patient writes through the contact form', (db) => {
  beforeAll(async () => {
    await staffConsoleCatalogue(db())
  }, 60_000)

  const message = (email: string) => ({
    name: 'Marta Ruiz',
    email,
    subject: 'Vuelo',
    message: 'Me operan de LASIK el lunes: ¿puedo volar el miércoles?',
    proof: { api: { website: '' } },
  })

  async function patient() {
    const id = await insertPatient(db(), 'Marta Ruiz')
    const { email } = await db().selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow()
    return { id, email }
  }

  const inbox = (email: string) => db().selectFrom('contact_messages').select('id').where('email', '=', email).execute()
  const acknowledgements = (email: string) =>
    db().selectFrom('email_outbox').select('payload').where('recipient', '=', email).where('kind', '=', 'conversation.contact_joined').execute()

  it('signed in: the message joins their conversation, waits for the team, and is acknowledged without its text', async () => {
    const marta = await patient()
    const session = {
      sessionId: 0,
      token: 't',
      via: 'cookie',
      role: 'patient',
      user: { id: marta.id, name: 'Marta Ruiz', email: marta.email, locale: 'es' },
    }
    // Typed with another address: the account they are signed in to is who wrote.
    const sent = await sendContactMessage({ ...testActionContext(db()), session: session as RequestSession }, message('otra@example.com'))
    expect(sent).toMatchObject({ ok: true })
    expect(await inbox('otra@example.com')).toEqual([])
    const thread = await patientConversation(db(), marta.id)
    expect(thread.messages.at(-1)).toMatchObject({ kind: 'message', event: 'contact_form', author: { id: marta.id } })
    expect(thread.messages.at(-1)!.body).toContain('¿puedo volar el miércoles?')
    expect((await findConversation(db(), marta.id))!.awaiting_reply_since).not.toBeNull()
    const [ack] = await acknowledgements(marta.email)
    expect(ack).toBeDefined()
    expect(JSON.stringify(ack)).not.toContain('LASIK')
    expect(JSON.stringify(ack)).not.toContain('volar')
  })

  it('signed out with a patient’s address: joins their conversation marked as not proven; a visitor’s stays in the Inbox', async () => {
    const marta = await patient()
    expect(await sendContactMessage(testActionContext(db()), message(marta.email.toUpperCase()))).toMatchObject({ ok: true })
    expect((await patientConversation(db(), marta.id)).messages.at(-1)).toMatchObject({ event: 'contact_form_unverified' })
    expect(await inbox(marta.email)).toEqual([])

    const visitor = `visitor-${Date.now()}@example.com`
    expect(await sendContactMessage(testActionContext(db()), message(visitor))).toMatchObject({ ok: true })
    expect(await inbox(visitor)).toHaveLength(1)
  })
})
