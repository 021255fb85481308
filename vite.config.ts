import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vitest/config'
import { eagerCompile } from './server/eager-compile'
import { iconFiles } from './server/icon-files'
import { precompressDirectory } from './server/precompress'

const isVitest = Boolean(process.env.VITEST)

/** Writes .br/.gz copies of the browser build, so the server does not compress at start-up. */
function precompressClientBuild(): Plugin {
  return {
    name: 'claravia:precompress',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async writeBundle(options) {
      if (options.dir) await precompressDirectory(options.dir)
    },
  }
}

/**
 * React Router's package exports only its development build, warnings included
 * (remix-run/react-router#14102); the browser gets the production one, which differs
 * only in that flag.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = fileURLToPath(new URL('./node_modules/react-router/dist/production/', import.meta.url))
  const files: Record<string, string> = { 'react-router': 'index.mjs', 'react-router/dom': 'dom-export.mjs' }
  return {
    name: 'claravia:react-router-production',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => (files[source] ? dist + files[source] : undefined),
  }
}

/** Modules of the page shell (what root.tsx and the default layout import), by path. The chat and the footer's
 * newsletter form are islands (ui/island.tsx), loaded after the page is interactive: not here. */
const shellModules = new RegExp(
  [
    '/app/(http/nonce|i18n/|toast/|navigation/|layouts/parts/|errors/lazy-error-page)',
    '/app/forms/network-failure',
    '/app/ui/(icon/icon|use-hydrated|button-styles)',
    '/node_modules/(use-intl|icu-minify|clsx|react-dom|scheduler)/',
  ].join('|'),
)

/** What the pages' forms share (fields, checks, the bot guard's and CSRF fields), in one chunk loaded with the first form. */
const formModules = /\/app\/(forms\/(fields|public-form|field-error|rule-messages|limits|csrf-input)|security\/bot-guard-(fields|forms))/

export default defineConfig({
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./app', import.meta.url)) },
      // Messages arrive compiled (app/i18n/compiled-messages.server.ts): use-intl formats them
      // with its small runtime, never the ICU parser (docs/decisions/021-precompiled-messages.md).
      { find: /^use-intl\/format-message$/, replacement: 'use-intl/format-message/format-only' },
    ],
  },
  // Bundled into the server build, so the alias above reaches use-intl's own import.
  ssr: { noExternal: ['use-intl'] },
  environments: {
    // The server bundle's entry is our Express app, which embeds the React
    // Router build; see server/app.ts and docs/decisions/001-server.md.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
    // The modules every page's shell loads (root, header, footer, toasts, icons) in one chunk with
    // React, react-dom and React Router, instead of some twenty small ones: 9.5 kB less gzip per
    // page. The forms' common parts likewise, in one chunk instead of eight.
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell', test: shellModules },
                { name: 'forms', test: formModules },
              ],
            },
          },
        },
      },
    },
  },
  // The React Router plugin breaks component rendering under Vitest.
  plugins: [reactRouterProductionBuild(), tailwindcss(), !isVitest && reactRouter(), iconFiles(), eagerCompile('shell'), precompressClientBuild()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    // With TEST_DATABASE_URL: the migrated PostgreSQL database the suites' own databases are copied from.
    globalSetup: ['./tests/setup/postgres-template.ts'],
    restoreMocks: true,
    // A busy machine (CI, or other work beside the suite) runs everything several times slower: the limits are
    // for a test that hangs, not a measure of speed. Slow integration suites set their own, longer ones.
    testTimeout: 30_000,
    // Both cores (Vitest's default leaves one idle): much of a file's time is spent waiting on PostgreSQL,
    // SQLite's disk syncs and the app servers' start, and the files share nothing (each database is its own).
    maxWorkers: 2,
    hookTimeout: 60_000,
    // Run through Vite, so the page catalogues' alias applies in tests as in the build.
    server: { deps: { inline: ['use-intl'] } },
  },
})
