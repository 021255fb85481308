import type { Kysely, Transaction } from 'kysely'
import { logger } from '~/observability/logger.server'
import { isTransactionConflict } from './dialect.server'

/** PostgreSQL rolled a transaction back twice in a row (deadlock or serialization failure): the action refuses with `write_conflict` (409). */
export class WriteConflict extends Error {}

/**
 * Runs `work` in a transaction. When PostgreSQL rolls it back because it ran
 * into another one (a deadlock, a serialization failure), it runs once more,
 * from the start, on what the other committed; a second such rollback throws
 * WriteConflict, which the action answers as a refusal, never a 500
 * (docs/decisions/027). `work` may run twice: it must only write to the database.
 */
export async function transactionWithRetry<DB, Result>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<Result>): Promise<Result> {
  try {
    return await db.transaction().execute(work)
  } catch (error) {
    if (!isTransactionConflict(error)) throw error
    const { code, message } = error as Error & { code: string }
    logger.warn({ code, reason: message }, 'transaction rolled back by a concurrent one: running it once more')
  }
  try {
    return await db.transaction().execute(work)
  } catch (error) {
    if (isTransactionConflict(error)) throw new WriteConflict('rolled back twice by concurrent transactions', { cause: error })
    throw error
  }
}
