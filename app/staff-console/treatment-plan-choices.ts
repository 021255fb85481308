/*
 * Which specialists a treatment plan may name (issue 27, item 4): those of the
 * chosen clinic who perform the chosen treatment. The form lists them (and
 * follows the selects as they change, with JavaScript); the page's action
 * refuses any other before calling the verb, so a form sent without
 * JavaScript gets a field error and the filtered list.
 */

export interface SpecialistChoice {
  id: number
  name: string
  clinicId: number
  serviceIds: number[]
}

const chosen = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

/**
 * The specialists to offer for the form's current clinic and treatment: with neither chosen, all of
 * them; with one chosen, those it allows.
 */
export function specialistsFor<Specialist extends SpecialistChoice>(specialists: Specialist[], clinicId: unknown, serviceId: unknown) {
  const clinic = chosen(clinicId)
  const service = chosen(serviceId)
  return specialists.filter(
    (specialist) => (clinic === undefined || specialist.clinicId === clinic) && (service === undefined || specialist.serviceIds.includes(service)),
  )
}

/** Whether the plan's specialist is one the form offers for its clinic and treatment. */
export function specialistFits(specialists: SpecialistChoice[], plan: { clinicId: number; serviceId: number; specialistId: number }) {
  return specialistsFor(specialists, plan.clinicId, plan.serviceId).some((specialist) => specialist.id === plan.specialistId)
}
