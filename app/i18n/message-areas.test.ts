import { describe, expect, it } from 'vitest'
import { CONSOLE_NAMESPACES, messageArea, PATIENT_NAMESPACES } from './message-areas'
import { catalogues, pageMessages } from './messages.server'

describe('messageArea', () => {
  it.each([
    ['/', 'public'],
    ['/es', 'public'],
    ['/es/medical-services/lasik', 'public'],
    ['/sign-in/two-factor', 'public'],
    ['/admin/invitation/abc', 'public'],
    ['/administration', 'public'],
    ['/account', 'patient'],
    ['/es/account/treatments/3', 'patient'],
    ['/appointments/new/details', 'patient'],
    ['/payment', 'patient'],
    ['/es/stripe', 'patient'],
    ['/quotes/new', 'patient'],
    ['/es/quotes/new/review', 'patient'],
    ['/quotes/new.data', 'patient'],
    ['/quotes-of-the-day', 'public'],
    ['/account.data', 'patient'],
    ['/_root.data', 'public'],
    ['/admin', 'console'],
    ['/es/admin/content/services/1', 'console'],
    ['/admin/appointments.data', 'console'],
  ])('%s is %s', (path, area) => expect(messageArea(path)).toBe(area))
})

describe('pageMessages', () => {
  it('gives public pages neither the console nor the patient wording, but the draft-preview banner', () => {
    const part = pageMessages('es', 'public') as unknown as Record<string, unknown>
    for (const namespace of [...CONSOLE_NAMESPACES, ...PATIENT_NAMESPACES].filter((name) => name !== 'console'))
      expect(part).not.toHaveProperty(namespace)
    expect(Object.keys(part.console as object)).toEqual(['content'])
    expect(part).toHaveProperty('console.content.preview.banner')
    expect(part).toHaveProperty('nav')
  })

  it('gives patient pages their wording too, and the console everything', () => {
    expect(pageMessages('en', 'patient')).toHaveProperty('booking')
    expect(pageMessages('en', 'patient')).toHaveProperty('account_nav')
    expect(pageMessages('en', 'patient')).not.toHaveProperty('clinic_availability')
    expect(pageMessages('en', 'console')).toBe(catalogues.en)
  })
})
