import { fileURLToPath } from 'node:url'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vitest/config'

const isVitest = Boolean(process.env.VITEST)

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
  plugins: [tailwindcss(), !isVitest && reactRouter()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./tests/setup/vitest.setup.ts'],
    restoreMocks: true,
  },
})
