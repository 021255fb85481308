import { describe, expect, it } from 'vitest'
import { planName, plansApart } from './plan-names'

const words = {
  apart: ({ service, clinic, date }: { service: string; clinic: string; date: string }) => `${service} · ${clinic} · from ${date}`,
  number: ({ number }: { number: number }) => `plan ${number}`,
}

describe('plans of one treatment named apart', () => {
  it('a treatment the patient has once keeps its plain name', () => {
    const apart = plansApart([
      { id: 1, serviceId: 10, clinicId: 5, startedOn: '2026-11-27' },
      { id: 2, serviceId: 11, clinicId: 5, startedOn: '2026-11-27' },
    ])
    expect([...apart]).toEqual([
      [1, null],
      [2, null],
    ])
    expect(planName({ service: 'LASIK', clinic: 'Clínica Visión Andina', startedOn: '27 Nov 2026', apart: apart.get(1)! }, words)).toBe('LASIK')
  })

  it('two plans of one treatment name their clinic and start day; the same clinic and day are numbered by creation', () => {
    const apart = plansApart([
      { id: 7, serviceId: 10, clinicId: 5, startedOn: '2026-11-27' },
      { id: 3, serviceId: 10, clinicId: 5, startedOn: '2026-11-27' },
      { id: 4, serviceId: 10, clinicId: 6, startedOn: '2026-11-27' },
    ])
    expect(apart.get(3)).toEqual({ number: 1 })
    expect(apart.get(7)).toEqual({ number: 2 })
    expect(apart.get(4)).toEqual({ number: null })
    const name = (id: number, clinic: string) => planName({ service: 'LASIK', clinic, startedOn: '27 Nov 2026', apart: apart.get(id)! }, words)
    expect(name(7, 'Clínica Visión Andina')).toBe('LASIK · Clínica Visión Andina · from 27 Nov 2026 · plan 2')
    expect(name(4, 'Clínica Montesol')).toBe('LASIK · Clínica Montesol · from 27 Nov 2026')
  })
})
