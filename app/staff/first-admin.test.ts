import { expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { inviteFirstAdmin } from './first-admin.server'

describeEachDatabase('the first admin (ADMIN_EMAIL)', (db) => {
  it('is invited once while no admin exists; a restart does not invite again', async () => {
    expect(await inviteFirstAdmin(db(), 'first-admin@claravia.example')).toMatchObject({ ok: true })
    expect(await inviteFirstAdmin(db(), 'first-admin@claravia.example')).toBeUndefined()
    const mail = await db().selectFrom('email_outbox').select('kind').where('recipient', '=', 'first-admin@claravia.example').execute()
    expect(mail).toEqual([{ kind: 'staff.invitation' }])
    const admin = await db()
      .selectFrom('users')
      .select(['role', 'locale'])
      .where('email', '=', 'first-admin@claravia.example')
      .executeTakeFirstOrThrow()
    expect(admin).toEqual({ role: 'admin', locale: 'en' })
  })
})
