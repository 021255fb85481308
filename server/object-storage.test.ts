import { createHash, randomBytes } from 'node:crypto'
import { ListObjectsV2Command } from '@aws-sdk/client-s3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSession } from '~/accounts/session-store.server'
import { startAppServer, withAppDatabase, type AppServer } from '../tests/setup/app-server'
import { documentFiles } from '../tests/setup/document-files'
import { startS3Server, type TestS3Server } from '../tests/setup/s3-server'
import { staffBearerToken } from '../tests/setup/staff-api'
import { insertPatient, insertTreatment, specialistAt, staffConsoleCatalogue } from '../tests/setup/staff-console'
import { testedDialects } from '../tests/setup/test-database'

/*
 * Two instances of the site (as on two machines) on one database and one
 * S3-compatible bucket (issue 28): a document uploaded through one is
 * downloaded through the other, only by its patient and the clinic's staff,
 * never from the bucket directly, and its removal removes the object.
 */

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')

for (const dialect of testedDialects) {
  describe(`documents in object storage through two instances [${dialect}]`, () => {
    let s3: TestS3Server
    let one: AppServer
    let two: AppServer
    let staffToken: string
    let patientToken: string
    let strangerToken: string
    let patientId: number
    let treatmentId: number

    const objects = async () =>
      ((await s3.client().send(new ListObjectsV2Command({ Bucket: 'claravia', Prefix: 'site/documents/' }))).Contents ?? []).map(
        (object) => object.Key!,
      )
    const get = (server: AppServer, path: string, token?: string) =>
      fetch(new URL(path, server.origin), { headers: token ? { Authorization: `Bearer ${token}` } : {}, redirect: 'manual' })

    beforeAll(async () => {
      s3 = await startS3Server(['claravia'])
      one = await startAppServer(dialect, s3.env('claravia', 'site'))
      two = await startAppServer(dialect, s3.env('claravia', 'site'), one)
      staffToken = (await staffBearerToken(one.databaseUrl, 'coordinator')).token
      ;({ patientId, treatmentId, patientToken, strangerToken } = await withAppDatabase(one, async (db) => {
        const ids = await staffConsoleCatalogue(db)
        const patient = await insertPatient(db, 'Lucía Méndez')
        const stranger = await insertPatient(db, 'Someone Else')
        const treatment = await insertTreatment(db, {
          user_id: patient,
          clinic_id: ids.bogota,
          service_id: ids.lasik,
          specialist_id: await specialistAt(db, ids.bogota),
        })
        return {
          patientId: patient,
          treatmentId: treatment,
          patientToken: (await createSession(db, patient, new Date())).token,
          strangerToken: (await createSession(db, stranger, new Date())).token,
        }
      }))
    }, 180_000)
    afterAll(async () => {
      await two?.close()
      await one?.close()
      await s3?.close()
    }, 60_000)

    it('uploaded through A (streamed to the bucket), downloaded through B by the patient and staff; refused to anyone else', async () => {
      // 6 MB: more than one multipart part, under the 10 MB limit.
      const bytes = new Uint8Array(6 * 1024 * 1024)
      bytes.set(documentFiles.pdf)
      bytes.set(randomBytes(1024 * 1024), 4096)
      const form = new FormData()
      form.set('file', new Blob([bytes], { type: 'application/pdf' }), 'informe quirúrgico.pdf')
      const uploaded = await fetch(new URL(`/v1/admin/patients/${patientId}/treatments/${treatmentId}/documents`, one.origin), {
        method: 'POST',
        headers: { Authorization: `Bearer ${staffToken}` },
        body: form,
      })
      expect(uploaded.status).toBe(201)
      const { id } = (await uploaded.json()) as { id: number }
      expect(await objects()).toHaveLength(1)

      const mine = await get(two, `/v1/me/treatments/${treatmentId}/documents/${id}`, patientToken)
      expect(mine.status).toBe(200)
      expect(mine.headers.get('content-type')).toBe('application/pdf')
      expect(mine.headers.get('content-length')).toBe(String(bytes.byteLength))
      expect(mine.headers.get('cache-control')).toBe('private, no-store')
      expect(sha256(new Uint8Array(await mine.arrayBuffer()))).toBe(sha256(bytes))
      const staff = await get(two, `/v1/admin/patients/${patientId}/treatments/${treatmentId}/documents/${id}`, staffToken)
      expect(sha256(new Uint8Array(await staff.arrayBuffer()))).toBe(sha256(bytes))

      expect((await get(two, `/v1/me/treatments/${treatmentId}/documents/${id}`, strangerToken)).status).toBe(404)
      expect((await get(two, `/v1/me/treatments/${treatmentId}/documents/${id}`)).status).toBe(401)
      expect((await get(one, `/account/treatments/${treatmentId}/documents/${id}`)).status).toBe(302)
      // A document's key is no picture: the site's public media route does not serve it.
      const [object] = await objects()
      expect((await get(one, `/media/${object!.split('/').pop()}`)).status).toBe(404)
    }, 120_000)

    it('removed through B: the object leaves the bucket; a refused upload through A leaves nothing', async () => {
      const [document] = (
        (await (await get(one, `/v1/admin/patients/${patientId}/treatments/${treatmentId}/documents`, staffToken)).json()) as {
          documents: { id: number }[]
        }
      ).documents
      const removed = await fetch(new URL(`/v1/admin/patients/${patientId}/treatments/${treatmentId}/documents/${document!.id}`, two.origin), {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${staffToken}` },
      })
      expect(removed.status).toBe(200)
      expect(await objects()).toEqual([])
      expect((await get(one, `/v1/me/treatments/${treatmentId}/documents/${document!.id}`, patientToken)).status).toBe(404)

      const form = new FormData()
      form.set('file', new Blob([documentFiles.html], { type: 'application/pdf' }), 'scan.pdf')
      const refused = await fetch(new URL(`/v1/admin/patients/${patientId}/treatments/${treatmentId}/documents`, one.origin), {
        method: 'POST',
        headers: { Authorization: `Bearer ${staffToken}` },
        body: form,
      })
      expect(refused.status).toBe(415)
      expect(await objects()).toEqual([])

      // Over 10 MB: refused while it streams, in the caller's language, nothing kept.
      const big = new Uint8Array(10 * 1024 * 1024 + 1)
      big.set(documentFiles.pdf)
      const tooBig = new FormData()
      tooBig.set('file', new Blob([big], { type: 'application/pdf' }), 'big.pdf')
      const overLimit = await fetch(new URL(`/v1/admin/patients/${patientId}/treatments/${treatmentId}/documents?locale=es`, one.origin), {
        method: 'POST',
        headers: { Authorization: `Bearer ${staffToken}` },
        body: tooBig,
      })
      expect(overLimit.status).toBe(413)
      expect(JSON.stringify(await overLimit.json())).toContain('El archivo supera los 10 MB.')
      expect(await objects()).toEqual([])
    }, 60_000)
  })
}
