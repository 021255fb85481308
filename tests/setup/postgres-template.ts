import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '~/db/dialect.server'
import { migrateToLatest } from '~/db/migrate.server'
import { postgresAdminQuery, postgresDatabaseUrl } from './postgres-databases'

/*
 * Vitest global set-up: with TEST_DATABASE_URL, migrates one database once per run; every
 * PostgreSQL suite's database is a copy of it (tests/setup/postgres-databases.ts), instead of
 * running the migrations again on each (up to seconds per suite). Dropped at the end of the run.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return
  const name = `test_template_${randomBytes(6).toString('hex')}`
  await postgresAdminQuery(serverUrl, `create database ${name}`)
  const handle = openDatabase(postgresDatabaseUrl(serverUrl, name))
  try {
    await migrateToLatest(handle.db)
  } finally {
    // A template must have no connections while it is copied.
    await handle.destroy()
  }
  project.provide('postgresTemplate', name)
  return async () => {
    // The template, and the copies a test left connected (their workers have ended).
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      const { rows } = await client.query<{ name: string }>('select datname as name from pg_database where datname like $1', [`${name}%`])
      for (const row of rows) await client.query(`drop database if exists ${row.name} with (force)`)
    } finally {
      await client.end()
    }
  }
}
