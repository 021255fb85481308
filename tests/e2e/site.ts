import path from 'node:path'
import { baseURL, databaseFile, outboxDir } from '../../playwright.config'

/*
 * Where a journey's site runs: the shared e2e server, or servers of a
 * journey's own (the production shape's stack) passing their own.
 */
export interface E2ESite {
  /** Its public address (PUBLIC_BASE_URL): the one emails link to. */
  origin: string
  outboxDir: string
  databaseUrl: string
}

export const e2eSite: E2ESite = { origin: baseURL, outboxDir, databaseUrl: `file:${databaseFile}` }

/** tsx itself, for the journeys' command-line steps: through npx, each run took half a second longer. */
export const TSX = path.resolve('node_modules/.bin/tsx')
