import { format } from 'node:util'
import { afterEach, beforeEach } from 'vitest'

/*
 * A test that logs with console.error fails: an error nobody expected (a React
 * warning, an exception caught and logged) is a bug even when the assertions
 * pass. A test that expects one says so with allowConsoleError().
 */

let logged: string[] = []
let allowed = false

/** For a test that expects an error log: it is still printed, but no longer fails the test. */
export function allowConsoleError() {
  allowed = true
}

/** Installed once by vitest.setup.ts for every test. */
export function failOnConsoleError() {
  const original = console.error
  beforeEach(() => {
    logged = []
    allowed = false
    console.error = (...args: unknown[]) => {
      logged.push(format(...args))
      original(...args)
    }
  })
  afterEach(() => {
    console.error = original
    if (logged.length === 0 || allowed) return
    throw new Error(
      `console.error was called ${logged.length} time(s); fix the cause, or call allowConsoleError() if the test expects it. First:\n${logged[0]}`,
    )
  })
}
