import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from '~/config/env.server'

/** The lines parseEnv refuses `source` with (none when it is accepted). */
function refusals(source: Record<string, string>) {
  try {
    parseEnv(source)
    return []
  } catch (error) {
    if (error instanceof EnvError) return error.lines
    throw error
  }
}

const complete = {
  STORAGE_URL: 's3://claravia-files/production',
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_REGION: 'us-east-1',
  S3_ACCESS_KEY_ID: 'minioadmin',
  S3_SECRET_ACCESS_KEY: 'minioadmin-secret',
  S3_FORCE_PATH_STYLE: 'true',
  PUBLIC_MEDIA_URL: 'https://cdn.claravia.example/images',
}

describe('object storage settings', () => {
  it('accepts none (local folders), a complete set, and a bucket reached with the SDK’s own credentials', () => {
    expect(refusals({})).toEqual([])
    expect(refusals(complete)).toEqual([])
    expect(refusals({ STORAGE_URL: 's3://claravia-files', S3_REGION: 'eu-west-1' })).toEqual([])
  })

  it('refuses a partial configuration, naming what is missing', () => {
    expect(refusals({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'us-east-1' })).toEqual([
      'Invalid environment variable STORAGE_URL: must be set (s3://bucket/prefix) when S3_ENDPOINT, S3_REGION are set',
    ])
    expect(refusals({ STORAGE_URL: 's3://claravia-files' })).toEqual([
      'Invalid environment variable S3_REGION: must be set when STORAGE_URL is set (e.g. eu-west-1; us-east-1 for MinIO)',
    ])
    const { S3_SECRET_ACCESS_KEY: _secret, ...withoutSecret } = complete
    expect(refusals(withoutSecret)).toEqual(['Invalid environment variable S3_SECRET_ACCESS_KEY: must be set together with S3_ACCESS_KEY_ID'])
  })

  it('refuses bad values one line each, never printing a secret whole', () => {
    const lines = refusals({
      ...complete,
      STORAGE_URL: 'https://bucket',
      S3_FORCE_PATH_STYLE: 'yes',
      PUBLIC_MEDIA_URL: 'cdn',
      S3_SECRET_ACCESS_KEY: 'a secret with spaces',
    })
    expect(lines).toHaveLength(4)
    expect(lines[0]).toMatch(/^Invalid environment variable STORAGE_URL: must be s3:\/\/bucket/)
    expect(lines.join('\n')).not.toContain('a secret with spaces')
    expect(refusals({ ...complete, STORAGE_URL: 's3://claravia-files/../other' })).toHaveLength(1)
    expect(refusals({ ...complete, STORAGE_URL: 's3://Bad_Bucket' })).toHaveLength(1)
  })
})
