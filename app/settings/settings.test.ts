import { expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { migrateToLatest } from '~/db/migrate.server'
import { DEFAULT_SETTINGS, isPublicSettingKey, readSettings, seedDefaultSettings, writeSetting } from './settings.server'

describeEachDatabase('settings', (db) => {
  it('migrations are idempotent: a second run applies nothing', async () => {
    expect(await migrateToLatest(db())).toEqual([])
  })

  it('seeds the WhatsApp number once and never overwrites a changed value', async () => {
    await seedDefaultSettings(db())
    expect(await readSettings(db(), ['general.whatsapp_number'])).toEqual({
      'general.whatsapp_number': DEFAULT_SETTINGS['general.whatsapp_number'],
    })
    await writeSetting(db(), 'general.whatsapp_number', '+34 600 000 000')
    await seedDefaultSettings(db())
    expect(await readSettings(db(), ['general.whatsapp_number'])).toEqual({
      'general.whatsapp_number': '+34 600 000 000',
    })
  })

  it('leaves unknown keys out of the result', async () => {
    expect(await readSettings(db(), ['general.nothing_here'])).toEqual({})
    expect(await readSettings(db(), [])).toEqual({})
  })
})

it('only general.* keys are public', () => {
  expect(isPublicSettingKey('general.whatsapp_number')).toBe(true)
  expect(isPublicSettingKey('stripe.secret')).toBe(false)
  expect(isPublicSettingKey('general.<script>')).toBe(false)
})
