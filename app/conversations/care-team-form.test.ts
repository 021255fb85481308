import { describe, expect, it } from 'vitest'
import { askedAbout, messageInput } from './care-team-form'

describe('the care-team form’s "About"', () => {
  it('starts on the plan a link asked for only when it is one of the patient’s', () => {
    const plans = [{ id: 12 }, { id: 30 }]
    expect(askedAbout(plans, 'plan-12')).toBe('plan-12')
    expect(askedAbout(plans, 'plan-13')).toBeUndefined()
    expect(askedAbout(plans, 'appointment-12')).toBeUndefined()
    expect(askedAbout(plans, null)).toBeUndefined()
  })

  it('turns the choice into what the message is about', () => {
    expect(messageInput({ body: 'Hola', about: 'plan-12' })).toEqual({ body: 'Hola', treatmentId: 12 })
    expect(messageInput({ body: 'Hola', about: 'appointment-7' })).toEqual({ body: 'Hola', appointmentId: 7 })
    expect(messageInput({ body: 'Hola' })).toEqual({ body: 'Hola' })
  })
})
