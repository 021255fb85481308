// `npm start`: build when the sources are newer than the build, then serve it.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const stamp = path.join(root, 'build', 'server', 'index.js')
const sources = ['app', 'server', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json']

function newestMtime(entry) {
  const full = path.join(root, entry)
  if (!fs.existsSync(full)) return 0
  const stat = fs.statSync(full)
  if (!stat.isDirectory()) return stat.mtimeMs
  return Math.max(stat.mtimeMs, ...fs.readdirSync(full).map((name) => newestMtime(path.join(entry, name))))
}

export function buildIfNeeded() {
  const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0
  if (built >= Math.max(...sources.map(newestMtime))) return
  console.log('Building Claravia…')
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // The Quick start shows the demo content (demo patient included); a real
  // deployment runs `node server.js` with DEMO_CONTENT unset or false.
  process.env.DEMO_CONTENT ??= 'true'
  buildIfNeeded()
  await import('../server.js')
}
