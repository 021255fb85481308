import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin } from 'vitest/config'
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

export default defineConfig({
  resolve: {
    alias: { '~': fileURLToPath(new URL('./app', import.meta.url)) },
  },
  environments: {
    // The server bundle's entry is our Express app, which embeds the React
    // Router build; see server/app.ts and docs/decisions/001-server.md.
    ssr: { build: { rollupOptions: { input: './server/app.ts' } } },
  },
  // The React Router plugin breaks component rendering under Vitest.
  plugins: [tailwindcss(), !isVitest && reactRouter(), precompressClientBuild()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
})
