import type { Kysely, Selectable } from 'kysely'
import type { Database, QuoteLinesTable, QuoteOptionsTable, QuotesTable } from '~/db/schema'
import { isAmountMinor } from './money'
import type { QuoteOptionInput } from './quote-builder-rules'

/*
 * A quote's rows as the verbs and views read them: the quote, its options in
 * order, each with its lines in order, amounts as numbers (PostgreSQL returns
 * bigint as text; every stored amount is within MAX_AMOUNT_MINOR, checked here).
 */

type Db = Kysely<Database>

export type QuoteRow = Selectable<QuotesTable>
export type QuoteLineRow = Omit<Selectable<QuoteLinesTable>, 'amount_minor'> & { amount_minor: number }
export type QuoteOptionRow = Omit<Selectable<QuoteOptionsTable>, 'may_change_max_minor' | 'assessment_fee_minor'> & {
  may_change_max_minor: number
  assessment_fee_minor: number
  lines: QuoteLineRow[]
}

/** A stored amount as a number: a bigint column read back as text (PostgreSQL) or number (SQLite). */
export function storedAmount(value: number | string | bigint): number {
  const amount = Number(value)
  if (!isAmountMinor(amount)) throw new RangeError(`Stored amount out of range: ${value}`)
  return amount
}

export async function quoteOptions(db: Db, quoteIds: readonly number[]): Promise<Map<number, QuoteOptionRow[]>> {
  const byQuote = new Map<number, QuoteOptionRow[]>(quoteIds.map((id) => [id, []]))
  if (quoteIds.length === 0) return byQuote
  const options = await db.selectFrom('quote_options').selectAll().where('quote_id', 'in', quoteIds).orderBy('quote_id').orderBy('position').execute()
  const lines = options.length
    ? await db
        .selectFrom('quote_lines')
        .selectAll()
        .where(
          'option_id',
          'in',
          options.map((option) => option.id),
        )
        .orderBy('option_id')
        .orderBy('position')
        .execute()
    : []
  const linesByOption = new Map<number, QuoteLineRow[]>()
  for (const line of lines) {
    const list = linesByOption.get(line.option_id) ?? []
    list.push({ ...line, amount_minor: storedAmount(line.amount_minor) })
    linesByOption.set(line.option_id, list)
  }
  for (const option of options)
    byQuote.get(option.quote_id)!.push({
      ...option,
      may_change_max_minor: storedAmount(option.may_change_max_minor),
      assessment_fee_minor: storedAmount(option.assessment_fee_minor),
      lines: linesByOption.get(option.id) ?? [],
    })
  return byQuote
}

/** A quote with its options and lines, or undefined. */
export async function loadQuote(db: Db, quoteId: number): Promise<(QuoteRow & { options: QuoteOptionRow[] }) | undefined> {
  const quote = await db.selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirst()
  if (!quote) return undefined
  return { ...quote, options: (await quoteOptions(db, [quote.id])).get(quote.id)! }
}

/** Writes a quote's options and lines (a draft's, replaced whole on every save). */
export async function insertOptions(db: Db, quoteId: number, options: readonly (QuoteOptionInput & { currency: string })[]) {
  for (const [index, option] of options.entries()) {
    const { id } = await db
      .insertInto('quote_options')
      .values({
        quote_id: quoteId,
        position: index + 1,
        clinic_id: option.clinicId,
        specialist_id: option.specialistId,
        currency: option.currency,
        not_included: option.notIncluded,
        may_change: option.mayChange,
        may_change_max_minor: option.mayChangeMaxMinor,
        assessment_fee_minor: option.assessmentFeeMinor,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (option.lines.length === 0) continue
    await db
      .insertInto('quote_lines')
      .values(
        option.lines.map((line, position) => ({
          option_id: id,
          position: position + 1,
          kind: line.kind,
          description: line.description,
          quantity: line.quantity,
          amount_minor: line.amountMinor,
          included: line.included ? 1 : 0,
        })),
      )
      .execute()
  }
}

/** A stored option as the builder's input (a reissue starts from the quote it replaces). */
export function optionInput(option: QuoteOptionRow): QuoteOptionInput & { currency: string } {
  return {
    clinicId: option.clinic_id,
    specialistId: option.specialist_id,
    currency: option.currency,
    notIncluded: option.not_included,
    mayChange: option.may_change,
    mayChangeMaxMinor: option.may_change_max_minor,
    assessmentFeeMinor: option.assessment_fee_minor,
    lines: option.lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      amountMinor: line.amount_minor,
      included: line.included === 1,
    })),
  }
}
