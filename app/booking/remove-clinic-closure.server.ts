import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import type { ClinicClosure } from './add-clinic-closure.server'
import type { RemoveClinicClosureInput } from './clinic-availability-schemas'

export type ClinicClosureRemoved = Outcome<{ before: ClinicClosure; after: null }>

/** Reopens what a closure closed. Opening hours strand no appointment, so nothing can refuse it but a wrong id. */
export async function removeClinicClosure({ db }: ActionContext, { clinicId, closureId }: RemoveClinicClosureInput): Promise<ClinicClosureRemoved> {
  const removed = await db
    .deleteFrom('clinic_closures')
    .where('id', '=', closureId)
    .where('clinic_id', '=', clinicId)
    .returning(['id', 'on_date', 'starts', 'ends'])
    .executeTakeFirst()
  if (!removed) return refuse('closure_not_found')
  return { ok: true, before: { id: removed.id, date: removed.on_date, starts: removed.starts, ends: removed.ends }, after: null }
}
