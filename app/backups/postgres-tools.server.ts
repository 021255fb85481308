import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import pg from 'pg'

/*
 * pg_dump and pg_restore, run with the connection's password in the
 * environment rather than on the command line (where `ps` shows it to every
 * user of the machine).
 */

const runProgram = promisify(execFile)

/** The libpq connection string without its password, and the environment that carries it. */
function connection(url: string) {
  const parsed = new URL(url)
  const password = decodeURIComponent(parsed.password)
  parsed.password = ''
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } }
}

/** Runs a PostgreSQL client program; a failure says which and what it wrote on stderr. */
export async function runPostgresTool(program: 'pg_dump' | 'pg_restore', args: string[], url: string) {
  const { dbname, env } = connection(url)
  try {
    await runProgram(program, [...args, `--dbname=${dbname}`], { env, maxBuffer: 16 * 1024 * 1024 })
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string }
    if (failure.code === 'ENOENT') throw new Error(`${program} is not installed on this machine (Debian: apt-get install postgresql-client).`)
    throw new Error(`${program} failed: ${(failure.stderr ?? failure.message).trim()}`, { cause: error })
  }
}

/** The major version of a client program (`pg_dump (PostgreSQL) 15.20` → 15). */
export async function clientMajorVersion(program: 'pg_dump' | 'pg_restore') {
  let stdout: string
  try {
    ;({ stdout } = await runProgram(program, ['--version']))
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error(`${program} is not installed on this machine (Debian: apt-get install postgresql-client).`)
    throw error
  }
  const major = /(\d+)(?:\.\d+)?/.exec(stdout)?.[1]
  if (!major) throw new Error(`Cannot read ${program}'s version from "${stdout.trim()}".`)
  return Number(major)
}

/** A connection of its own, for reads the dump must agree with. */
export async function withPostgresClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}
