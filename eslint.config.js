import js from '@eslint/js'
import { defineConfig, globalIgnores } from 'eslint/config'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// `npm run lint`, one of the steps of `npm test`. Formatting is Prettier's job (`npm run format:check`).
export default defineConfig(
  globalIgnores(['build/', '.react-router/', 'test-results/', 'playwright-report/', 'public/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // A leading underscore names what is left out on purpose (`const { password: _, ...user } = row`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Focus goes where the person's action leads: into a dialog or popover they open (the WAI-ARIA
      // dialog pattern) or to the alert that refuses what they sent. No page autofocuses on load.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
)
