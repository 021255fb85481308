import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type MessageValues, type Outcome } from '~/errors/outcomes'
import { WriteConflict } from '~/db/transaction.server'
import { importExchangeRates, type ImportExchangeRatesProblem, type ImportExchangeRatesResult } from './import-exchange-rates.server'

/*
 * An admin imports the ECB's CSV from the console (issue 30): the staff verb
 * around importExchangeRates (docs/decisions/038), which checks its own
 * permission as every staff verb does (decision 031) and passes the admin as
 * the one importing. A file the import refuses comes back as a refusal whose
 * detail is the problem's code and whose values name its line (and, where the
 * problem says them, the currency or the day), for the page to say in the
 * admin's language.
 */

export type ImportedExchangeRates = Extract<ImportExchangeRatesResult, { ok: true }>

/** What a problem's message names besides its line: the currency of a bad rate, the day still to come. */
function problemValues(problem: ImportExchangeRatesProblem): MessageValues {
  const values: MessageValues = {}
  if (problem.line !== null) values.line = problem.line
  // parseEcbCsv's message starts with the currency ("USD on line 3 …"); the import's names the day.
  if (problem.code === 'rate') values.currency = /^([A-Z]{3}) on line/.exec(problem.message)?.[1] ?? '—'
  if (problem.code === 'future_date') values.date = /\d{4}-\d{2}-\d{2}/.exec(problem.message)?.[0] ?? '—'
  return values
}

export async function importEcbFile(context: ActionContext, csv: string): Promise<Outcome<{ imported: ImportedExchangeRates }>> {
  const caller = staffCaller(context, 'exchange_rates.manage')
  let result: ImportExchangeRatesResult
  try {
    result = await importExchangeRates(context.db, csv, { now: context.now, actorId: caller.member.id, request: context })
  } catch (error) {
    if (error instanceof WriteConflict) return refuse('write_conflict')
    throw error
  }
  if (!result.ok) {
    const { problem } = result
    return refuse('exchange_rates_file_invalid', { detail: problem.code, values: problemValues(problem), field: 'file' })
  }
  return { ok: true, imported: result }
}
