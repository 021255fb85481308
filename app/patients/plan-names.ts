/*
 * A patient may have two plans of one treatment (a paid booking planned
 * "LASIK", then staff created another on purpose: issue 27, item 3). Wherever
 * plans are named — the patient's account and the console — such plans are
 * named apart: "LASIK · Clínica Visión Andina · from 27 Nov 2026", and, when
 * even clinic and start day are the same, numbered in the order they were
 * created ("… · plan 2"). A treatment the patient has once keeps its plain name.
 */

export interface PlanToName {
  id: number
  serviceId: number
  clinicId: number
  /** YYYY-MM-DD */
  startedOn: string
}

/** How a plan is told apart from its namesakes: null when it has none; number when clinic and day do not suffice. */
export type PlanApart = { number: number | null } | null

/** Each plan's PlanApart, by id, among all of one patient's plans. */
export function plansApart(plans: readonly PlanToName[]): Map<number, PlanApart> {
  const apart = new Map<number, PlanApart>()
  for (const plan of plans) {
    const namesakes = plans.filter((other) => other.serviceId === plan.serviceId)
    if (namesakes.length < 2) {
      apart.set(plan.id, null)
      continue
    }
    const twins = namesakes.filter((other) => other.clinicId === plan.clinicId && other.startedOn === plan.startedOn).sort((a, b) => a.id - b.id)
    apart.set(plan.id, { number: twins.length < 2 ? null : twins.findIndex((twin) => twin.id === plan.id) + 1 })
  }
  return apart
}

/** A plan's name in words: the service's, or, apart, with its clinic, start day (already formatted) and number. */
export function planName(
  plan: { service: string; clinic: string; startedOn: string; apart: PlanApart },
  words: { apart: (values: { service: string; clinic: string; date: string }) => string; number: (values: { number: number }) => string },
) {
  if (!plan.apart) return plan.service
  const name = words.apart({ service: plan.service, clinic: plan.clinic, date: plan.startedOn })
  return plan.apart.number === null ? name : `${name} · ${words.number({ number: plan.apart.number })}`
}
