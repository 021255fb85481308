import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { AddressInfo } from 'node:net'
// @ts-expect-error s3rver ships no types
import S3rver from 's3rver'
import { s3Client } from '~/storage/s3-file-store.server'

/*
 * A real S3 API server (s3rver, on the file system) for tests and the bench:
 * on a free loopback port, in a temporary folder of its own, with the
 * buckets asked for. Its fixed credentials are S3RVER/S3RVER.
 */

export interface TestS3Server {
  endpoint: string
  /** The environment that points the site at `bucket` (under `prefix`). */
  env(bucket: string, prefix?: string): Record<string, string>
  client(): ReturnType<typeof s3Client>
  close(): Promise<void>
}

export async function startS3Server(buckets: string[]): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'claravia-s3-'))
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) })
  const { port } = (await server.run()) as AddressInfo
  const endpoint = `http://127.0.0.1:${port}`
  return {
    endpoint,
    env: (bucket, prefix = 'claravia') => ({
      STORAGE_URL: `s3://${bucket}/${prefix}`,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    }),
    client: () => s3Client({ endpoint, region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', forcePathStyle: true }),
    async close() {
      // The SDK keeps its connections open: closed here, or close() would wait for them.
      const closing = server.close()
      server.httpServer?.closeAllConnections()
      await closing
      await fs.rm(directory, { recursive: true, force: true })
    },
  }
}
