import { describe, expect, it } from 'vitest'
import { isValidCsrf } from './csrf.server'
import { MAX_UPLOAD_BYTES } from './request-body.server'

const token = 'T'.repeat(43)
const origin = 'http://localhost:3000'
const signedIn = { requireToken: true }
const anonymous = { requireToken: false }

function post(headers: Record<string, string>, body?: string) {
  return new Request(`${origin}/sign-in`, { method: 'POST', headers, body })
}

describe('a signed-in visitor (session cookie): the token is required as well', () => {
  it('accepts the cookie token echoed in the form or the header', async () => {
    const form = { Cookie: `csrf=${token}`, 'Content-Type': 'application/x-www-form-urlencoded' }
    expect(await isValidCsrf(post(form, `csrf=${token}&email=a`), origin, signedIn)).toBe(true)
    expect(await isValidCsrf(post({ Cookie: `csrf=${token}`, 'X-CSRF-Token': token, 'Sec-Fetch-Site': 'same-origin' }), origin, signedIn)).toBe(true)
  })

  it.each([
    ['no cookie', { 'Content-Type': 'application/x-www-form-urlencoded' }, `csrf=${token}`],
    ['no token', { Cookie: `csrf=${token}`, 'Content-Type': 'application/x-www-form-urlencoded' }, 'email=a'],
    ['a different token', { Cookie: `csrf=${token}`, 'X-CSRF-Token': 'U'.repeat(43) }, undefined],
    ['another origin', { Cookie: `csrf=${token}`, 'X-CSRF-Token': token, Origin: 'https://evil.example' }, undefined],
    ['another site, by Fetch Metadata', { Cookie: `csrf=${token}`, 'X-CSRF-Token': token, 'Sec-Fetch-Site': 'cross-site' }, undefined],
  ])('refuses %s', async (_label, headers, body) => {
    expect(await isValidCsrf(post(headers as Record<string, string>, body), origin, signedIn)).toBe(false)
  })

  it('leaves the body readable for the action', async () => {
    const request = post({ Cookie: `csrf=${token}`, 'Content-Type': 'application/x-www-form-urlencoded' }, `csrf=${token}&email=a`)
    await isValidCsrf(request, origin, signedIn)
    expect((await request.formData()).get('email')).toBe('a')
  })

  it('finds the token before an upload’s file without reading the file, and after one only within the upload limit', async () => {
    const upload = (size: number, tokenFirst = true) => {
      const form = new FormData()
      if (tokenFirst) form.set('csrf', token)
      form.set('file', new File([new Uint8Array(size)], 'scan.pdf', { type: 'application/pdf' }))
      if (!tokenFirst) form.set('csrf', token)
      return new Request(`${origin}/admin/patients/1/treatments/1`, { method: 'POST', headers: { Cookie: `csrf=${token}` }, body: form })
    }
    expect(await isValidCsrf(upload(5 * 1024 * 1024), origin, signedIn)).toBe(true)
    // Token first: answered from the first bytes (the HTTP layer holds the whole body to its limit as it streams).
    const big = upload(MAX_UPLOAD_BYTES + 1)
    expect(await isValidCsrf(big, origin, signedIn)).toBe(true)
    // The body is still whole for the action.
    expect(((await big.formData()).get('file') as File).size).toBe(MAX_UPLOAD_BYTES + 1)
    expect(await isValidCsrf(upload(5 * 1024 * 1024, false), origin, signedIn)).toBe(true)
    expect(await isValidCsrf(upload(MAX_UPLOAD_BYTES + 1, false), origin, signedIn)).toBe(false)
  })
})

describe('an anonymous visitor: where the browser says the request comes from decides', () => {
  const form = { 'Content-Type': 'application/x-www-form-urlencoded' }

  it.each([
    ['Sec-Fetch-Site: same-origin', { 'Sec-Fetch-Site': 'same-origin', Origin: origin }],
    ['our Origin (a browser without Fetch Metadata)', { Origin: origin }],
    ['neither header (not a browser)', {}],
  ])('accepts %s, without a token', async (_label, headers) => {
    expect(await isValidCsrf(post({ ...form, ...headers }, 'email=a'), origin, anonymous)).toBe(true)
  })

  it.each([
    ['Sec-Fetch-Site: cross-site', { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', { 'Sec-Fetch-Site': 'same-site', Origin: 'https://shop.localhost:3000' }],
    ['another Origin', { Origin: 'https://evil.example' }],
    ['Origin: null (a sandboxed frame)', { Origin: 'null' }],
    ['a cross-site request claiming our Origin', { 'Sec-Fetch-Site': 'cross-site', Origin: origin }],
  ])('refuses %s', async (_label, headers) => {
    expect(await isValidCsrf(post({ ...form, ...headers }, 'email=a'), origin, anonymous)).toBe(false)
  })
})
