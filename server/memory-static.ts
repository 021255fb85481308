import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { RequestHandler } from 'express'
import { brotliOptions, shouldCompress } from './precompress'

/*
 * Serves build files from memory. Each file is compressed once (brotli and
 * gzip) instead of on every request: the build writes .br/.gz copies
 * (server/precompress.ts), read here; a file without them is compressed at
 * start-up. Vite's hashed assets are
 * cached by browsers for a year (a new build means new names); the few
 * unhashed public files (favicon, robots.txt) for an hour.
 */

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
}

export interface Asset {
  type: string
  etag: string
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
}

function listFiles(dir: string, skip?: string): string[] {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (full === skip || /\.(br|gz)$/.test(entry.name)) return []
    return entry.isDirectory() ? listFiles(full, skip) : [full]
  })
}

/** A precompressed copy, unless it is missing or older than its source. */
function readFresh(copy: string, source: string): Buffer | undefined {
  try {
    return fs.statSync(copy).mtimeMs >= fs.statSync(source).mtimeMs ? fs.readFileSync(copy) : undefined
  } catch {
    return undefined
  }
}

/** A file held in memory, with its compressed copies (given, or made here) when it is worth compressing. */
export function memoryAsset(name: string, identity: Buffer, copies: { br?: Buffer; gzip?: Buffer } = {}): Asset {
  const asset: Asset = {
    type: TYPES[path.extname(name)] ?? 'application/octet-stream',
    etag: `"${createHash('sha1').update(identity).digest('base64url')}"`,
    identity,
  }
  if (shouldCompress(name, identity.length)) {
    asset.br = copies.br ?? zlib.brotliCompressSync(identity, brotliOptions())
    asset.gzip = copies.gzip ?? zlib.gzipSync(identity, { level: 9 })
  }
  return asset
}

export function loadAssets(dir: string, skip?: string): Map<string, Asset> {
  const assets = new Map<string, Asset>()
  for (const file of listFiles(dir, skip)) {
    const copies = { br: readFresh(`${file}.br`, file), gzip: readFresh(`${file}.gz`, file) }
    assets.set(`/${path.relative(dir, file).split(path.sep).join('/')}`, memoryAsset(file, fs.readFileSync(file), copies))
  }
  return assets
}

interface ServeOptions {
  cacheControl: string
  /** '404': a missing file is a plain 404; 'next': let the app handle the path. */
  missing: '404' | 'next'
  /** A subfolder served by another handler. */
  skip?: string
}

export function memoryStatic(dir: string, options: ServeOptions): RequestHandler {
  return serveAssets(loadAssets(dir, options.skip), options)
}

/** Serves files held in memory, by path below where it is mounted. */
export function serveAssets(assets: Map<string, Asset>, options: Omit<ServeOptions, 'skip'>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const asset = assets.get(req.path)
    if (!asset) {
      if (options.missing === 'next') return next()
      // A missing hashed file is a 404, never the HTML page: the browser's
      // module loader must see the failure (see app/navigation).
      res.status(404).type('text/plain').send('Not found')
      return
    }
    const encoding = asset.br || asset.gzip ? req.acceptsEncodings('br', 'gzip', 'identity') : 'identity'
    const body = (encoding === 'br' && asset.br) || (encoding === 'gzip' && asset.gzip) || asset.identity
    res.setHeader('Content-Type', asset.type)
    res.setHeader('Cache-Control', options.cacheControl)
    res.setHeader('ETag', asset.etag)
    res.setHeader('Vary', 'Accept-Encoding')
    if (body !== asset.identity) res.setHeader('Content-Encoding', encoding as string)
    if (req.headers['if-none-match'] === asset.etag) {
      res.status(304).end()
      return
    }
    res.setHeader('Content-Length', body.length)
    res.end(req.method === 'HEAD' ? undefined : body)
  }
}

const IMMUTABLE = { cacheControl: 'public, max-age=31536000, immutable', missing: '404' } as const

/** Vite's hashed build output under /assets. */
export const immutableAssets = (dir: string) => memoryStatic(dir, IMMUTABLE)

/** Files named by a hash of their content, made at start-up (the page catalogues). */
export const immutableMemoryFiles = (assets: Map<string, Asset>) => serveAssets(assets, IMMUTABLE)

/** The unhashed files of public/ (favicon, robots.txt) at the site root. */
export const publicFiles = (dir: string) =>
  memoryStatic(dir, { cacheControl: 'public, max-age=3600', missing: 'next', skip: path.join(dir, 'assets') })
