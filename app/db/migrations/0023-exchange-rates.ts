import { idColumn, timestampType, type AnyKysely } from '../dialect.server'

/*
 * Exchange rates (issue 30; docs/decisions/038): the reference rates admins
 * enter or import (the ECB's daily CSV), one per currency pair and publication
 * date. Quotes never read them after sending: a sent quote keeps its own copy
 * of the rate, its date and its source, so changing a row here changes no quote.
 *
 * "base" and "quote" are the market's words for the two sides of a rate
 * (1 base = rate × quote; EUR→USD 1.0512), nothing to do with personal quotes.
 */
export async function up(db: AnyKysely) {
  const timestamp = timestampType(db)

  await db.schema
    .createTable('exchange_rates')
    .addColumn('id', 'integer', idColumn(db))
    .addColumn('base_currency', 'varchar(3)', (col) => col.notNull())
    .addColumn('quote_currency', 'varchar(3)', (col) => col.notNull())
    // An exact decimal as text ("4321.55"), never a float: read with parseRate (app/quotes/money.ts).
    .addColumn('rate', 'varchar(40)', (col) => col.notNull())
    // The day the source published it (YYYY-MM-DD), not the day it was entered.
    .addColumn('rate_date', 'varchar(10)', (col) => col.notNull())
    // Where it comes from: 'ecb' (the ECB's euro reference rates) or 'manual' (an admin typed it).
    .addColumn('source', 'varchar(20)', (col) => col.notNull())
    // The admin who entered or imported it (null for the system, or once their account is gone).
    .addColumn('entered_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    // When this value was written (an import that changes a rate writes it anew).
    .addColumn('created_at', timestamp, (col) => col.notNull())
    // Also the index of "the latest rate of this pair on or before a day".
    .addUniqueConstraint('exchange_rates_pair_date_unique', ['base_currency', 'quote_currency', 'rate_date'])
    .execute()
}

export async function down(db: AnyKysely) {
  await db.schema.dropTable('exchange_rates').ifExists().execute()
}
