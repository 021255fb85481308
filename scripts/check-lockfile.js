// `npm ci` refuses a package-lock.json that lacks an entry for any optional
// dependency, even one for another platform. The registry mirror on our
// machines lags behind npmjs.org for some platform binaries, and `npm install`
// then silently leaves them out of the lock file (see docs/decisions/009).
// This check names the missing entries before CI trips over them.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const { packages } = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'))

function resolves(fromPath, name) {
  // Walks up node_modules folders the way Node resolves a package.
  let base = fromPath
  while (true) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`
    if (packages[candidate]) return true
    if (!base) return false
    const cut = base.lastIndexOf('/node_modules/')
    base = cut === -1 ? '' : base.slice(0, cut)
  }
}

const missing = []
for (const [location, entry] of Object.entries(packages)) {
  for (const name of Object.keys(entry.optionalDependencies ?? {})) {
    if (!resolves(location, name)) missing.push(`${name} (wanted by ${location || 'package.json'})`)
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json lacks ${missing.length} optional package(s), so \`npm ci\` would fail:`)
  for (const line of missing) console.error(`  - ${line}`)
  console.error('Pin the parent to a version whose platform packages the registry has, then regenerate the lock file.')
  process.exit(1)
}
console.log('package-lock.json lists every optional dependency.')
