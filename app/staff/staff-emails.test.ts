import { describe, expect, it } from 'vitest'
import { staffInvitationEmail } from './staff-emails.server'

const link = 'https://claravia.example/staff-invitation/abc'

describe('the invitation to the staff console', () => {
  it('in Spanish welcomes without a gendered word, by name when there is one', () => {
    const named = staffInvitationEmail({ locale: 'es', name: 'Lucía Gómez', role: 'coordinator', link })
    const unnamed = staffInvitationEmail({ locale: 'es', name: '', role: 'clinic_staff', link })
    for (const email of [named, unnamed]) {
      expect(email.text).toContain('Te damos la bienvenida al equipo de Claravia')
      expect(email.text).not.toMatch(/(?<!la )bienvenid[oa]\b|\/a\b|administrador|coordinador/i)
      expect(email.text).toContain('Claravia — salud visual inteligente y turismo médico')
    }
    expect(named.text).toContain('Hola, Lucía Gómez:')
    expect(named.text).toContain('con el rol de coordinación')
    expect(unnamed.text).toContain('Hola:')
    expect(unnamed.text).toContain('con el rol de personal de clínica')
  })

  it('in English says the same', () => {
    const email = staffInvitationEmail({ locale: 'en', name: 'Mark Evans', role: 'admin', link })
    expect(email.text).toContain('Welcome to the Claravia team')
    expect(email.text).toContain('Hello Mark Evans,')
    expect(email.text).toContain('as administrator')
    expect(email.text).toContain('Claravia — smart eye care and medical travel')
  })
})
