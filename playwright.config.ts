import os from 'node:os'
import path from 'node:path'
import { defineConfig, devices } from '@playwright/test'

/*
 * End-to-end journeys against the production build, served on its own port
 * with its own SQLite file, in Debian's Chromium headless shell (no browser download here).
 */
/** Debian's package chromium-headless-shell (scripts/test.js installs it when missing). */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const port = Number(process.env.E2E_PORT ?? 3199)
export const baseURL = `http://localhost:${port}`
export const databaseFile = path.join(os.tmpdir(), `claravia-e2e-${port}.db`)
/** Where the e2e server writes emails (no SMTP here); tests read the links from them. */
export const outboxDir = path.join(os.tmpdir(), `claravia-e2e-outbox-${port}`)
const documentsDir = path.join(os.tmpdir(), `claravia-e2e-documents-${port}`)
const conversationsDir = path.join(os.tmpdir(), `claravia-e2e-conversations-${port}`)
const imagesDir = path.join(os.tmpdir(), `claravia-e2e-images-${port}`)

export default defineConfig({
  testDir: './tests/e2e',
  // A folder of its own, emptied when the journeys start: the unit tests' report beside it is written meanwhile.
  outputDir: './test-results/e2e',
  fullyParallel: true,
  // One browser at a time: these machines have two cores, shared with the server under test.
  workers: 1,
  // Once more before failing: CI machines are shared, and some runs are three times slower than others.
  retries: 1,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-report.json' }]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'en-GB',
    timezoneId: 'Europe/Madrid',
    // Recorded on the retry of a failed test only: recording every test (its screenshots and snapshots) cost a
    // fifth of the journeys' time on these two cores (docs/decisions/036).
    trace: 'on-first-retry',
    launchOptions: {
      // Debian's Chromium in its headless shell, as Playwright itself runs headless Chromium (docs/decisions/036).
      executablePath: process.env.E2E_CHROMIUM ?? HEADLESS_SHELL,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `rm -rf ${databaseFile}* ${outboxDir} ${documentsDir} ${conversationsDir} ${imagesDir} && node server.js`,
    url: `${baseURL}/v1/settings?setting=general.whatsapp_number`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: `file:${databaseFile}`,
      PUBLIC_BASE_URL: baseURL,
      LOG_LEVEL: 'warn',
      // Comments are on in the journeys; the tests answer Disqus's script locally.
      DISQUS_SHORTNAME: 'claravia-e2e',
      // Mapbox is on too; with no network here, the dialog must fall back to the offline map.
      MAPBOX_TOKEN: 'pk.e2e-test-token',
      DEMO_CONTENT: 'true',
      MAIL_OUTBOX_DIR: outboxDir,
      DOCUMENTS_DIR: documentsDir,
      CONVERSATION_FILES_DIR: conversationsDir,
      IMAGES_DIR: imagesDir,
      TEST_CLOCK: 'true',
      // The first admin, invited at start-up (staff-identity.spec.ts).
      ADMIN_EMAIL: 'first-admin@claravia.example',
      // Journeys fill forms faster than people; the minimum fill time has its own tests (contact-smtp.spec.ts, bot-guard.test.ts).
      FORM_MIN_FILL_SECONDS: '0',
      OUTBOX_RETRY_SECONDS: '1',
    },
  },
})
