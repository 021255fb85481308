import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { localFileStore } from '~/storage/local-file-store.server'
import { testActionContext } from '../../tests/setup/action-context'
import { documentFiles } from '../../tests/setup/document-files'
import { insertPatient, insertTreatment, specialistAt, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { readMessageForm } from './message-attachments.server'
import { sendPatientMessage } from './send-patient-message.server'

/*
 * A patient's message with files (issue 29): the files, already in the
 * store, get their rows in the message's transaction; a message refused (not
 * their plan, too many messages) lets its files go, so nothing is kept of it.
 */

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-patient-message-files-'))
let stores = 0

function newStore() {
  const folder = path.join(root, String(++stores))
  return {
    store: localFileStore(folder),
    files: () =>
      fs.existsSync(folder)
        ? fs.readdirSync(folder, { recursive: true }).filter((name) => fs.statSync(path.join(folder, String(name))).isFile())
        : [],
  }
}

async function twoFiles(store: ReturnType<typeof newStore>['store']) {
  const form = new FormData()
  form.append('body', 'Mis pruebas')
  form.append('attachments', new File([documentFiles.pdf], 'informe.pdf', { type: 'application/pdf' }))
  form.append('attachments', new File([documentFiles.png], 'ojo.png', { type: 'image/png' }))
  const read = await readMessageForm(new Request('http://localhost/account/care-team', { method: 'POST', body: form }), store)
  if (!read.ok) throw new Error(JSON.stringify(read))
  return read.attachments
}

describeEachDatabase('a patient’s message with files', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
  }, 60_000)

  beforeEach(() => closeRateLimits())

  async function patient() {
    const id = await insertPatient(db(), 'Marta Ruiz')
    const session = {
      sessionId: 0,
      token: 't',
      via: 'cookie',
      role: 'patient',
      user: { id, name: 'Marta Ruiz', email: `p${id}@example.com`, locale: 'es' },
    } as RequestSession
    return { id, context: () => ({ ...testActionContext(db(), { locale: 'es' }), session }) }
  }

  const filesOf = (messageId: number) =>
    db()
      .selectFrom('care_message_attachments')
      .select(['file_name', 'content_type', 'byte_size', 'storage_key'])
      .where('message_id', '=', messageId)
      .orderBy('id')
      .execute()

  it('keeps the files with the message, in the order sent', async () => {
    const { store, files } = newStore()
    const marta = await patient()
    const attachments = await twoFiles(store)
    const sent = await sendPatientMessage(marta.context(), { body: 'Mis pruebas', attachments }, store)
    if (!sent.ok) throw new Error(sent.code)
    expect(await filesOf(sent.messageId)).toEqual(
      attachments.map((file) => ({
        file_name: file.fileName,
        content_type: file.contentType,
        byte_size: file.byteSize,
        storage_key: file.storageKey,
      })),
    )
    expect(files()).toHaveLength(2)
  })

  it('a message refused lets its files go: about someone else’s plan, or one message too many', async () => {
    const { store, files } = newStore()
    const marta = await patient()
    const other = await patient()
    const theirs = await insertTreatment(db(), {
      user_id: other.id,
      clinic_id: ids.madrid,
      service_id: ids.icl,
      specialist_id: await specialistAt(db(), ids.madrid),
    })
    const refused = await sendPatientMessage(marta.context(), { body: 'Hola', treatmentId: theirs, attachments: await twoFiles(store) }, store)
    expect(refused).toMatchObject({ ok: false, code: 'treatment_not_found', field: 'treatmentId' })
    expect(files()).toEqual([])

    for (let sent = 0; sent < 29; sent++) expect(await sendPatientMessage(marta.context(), { body: `Mensaje ${sent}` })).toMatchObject({ ok: true })
    const limited = await sendPatientMessage(marta.context(), { body: 'Uno más', attachments: await twoFiles(store) }, store)
    expect(limited).toMatchObject({ ok: false, code: 'conversation_rate_limited', values: { minutes: 10 } })
    expect(files()).toEqual([])
  })
})
