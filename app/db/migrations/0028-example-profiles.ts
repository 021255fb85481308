import type { AnyKysely } from '../dialect.server'

/*
 * Which clinic and specialist profiles are examples (issue 31): the seeded
 * clinics and people are fictional, and so are their licence and
 * accreditation numbers, while the issuers and registers named are real. The
 * public profile says so where this is set; the seed sets it, staff clear it
 * in the editor once a profile describes a real partner.
 */
export async function up(db: AnyKysely) {
  for (const table of ['clinics', 'specialists'] as const) {
    await db.schema
      .alterTable(table)
      .addColumn('example', 'integer', (col) => col.notNull().defaultTo(0))
      .execute()
  }
}

export async function down(db: AnyKysely) {
  for (const table of ['clinics', 'specialists'] as const) await db.schema.alterTable(table).dropColumn('example').execute()
}
