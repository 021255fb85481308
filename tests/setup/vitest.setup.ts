import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach } from 'vitest'
import { failOnConsoleError } from './console-errors'

// Emails written by tests go to a throwaway folder, never the project's outbox/.
process.env.MAIL_OUTBOX_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'claravia-test-outbox-'))

failOnConsoleError()

// Component tests (happy-dom) start each test with an empty document.
if (typeof document !== 'undefined') {
  const { cleanup } = await import('@testing-library/react')
  afterEach(cleanup)
}
