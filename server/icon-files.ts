import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/*
 * Serves the icon files (app/ui/icon/svg, written by scripts/build-icons.js) at
 * /assets/icons/<set>--<name>.<version>.svg: the build writes them there, the
 * development server answers them from the source folder. The version is the
 * whole set's (icon-names.ts), so a page makes an icon's URL from its name and
 * needs no table of per-file hashes; a changed icon changes every URL.
 */

const sourceDir = path.resolve(import.meta.dirname, '../app/ui/icon/svg')
const ICON_URL_PREFIX = '/assets/icons/'

function iconSetVersion() {
  const names = fs.readFileSync(path.join(sourceDir, '../icon-names.ts'), 'utf8')
  const version = /export const iconSetVersion = '([0-9a-f]+)'/.exec(names)?.[1]
  if (!version) throw new Error('app/ui/icon/icon-names.ts has no iconSetVersion: run `npm run icons`')
  return version
}

export function iconFiles(): Plugin {
  return {
    name: 'claravia:icon-files',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const version = iconSetVersion()
      for (const file of fs.readdirSync(sourceDir)) {
        const name = `${ICON_URL_PREFIX.slice(1)}${path.basename(file, '.svg')}.${version}.svg`
        this.emitFile({ type: 'asset', fileName: name, source: fs.readFileSync(path.join(sourceDir, file)) })
      }
    },
    configureServer(server) {
      server.middlewares.use(ICON_URL_PREFIX, (req, res, next) => {
        const name = /^\/([a-z0-9-]+--[a-z0-9-]+)\.[0-9a-f]+\.svg$/.exec((req.url ?? '').split('?')[0] ?? '')?.[1]
        const file = name && path.join(sourceDir, `${name}.svg`)
        if (!file || !fs.existsSync(file)) return next()
        res.setHeader('Content-Type', 'image/svg+xml')
        res.end(fs.readFileSync(file))
      })
    },
  }
}
