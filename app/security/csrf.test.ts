import { expect, it } from 'vitest'
import { isValidCsrf } from './csrf.server'
import { MAX_UPLOAD_BYTES } from './request-body.server'

const token = 'T'.repeat(43)
const origin = 'http://localhost:3000'

function post(headers: Record<string, string>, body?: string) {
  return new Request(`${origin}/sign-in`, { method: 'POST', headers, body })
}

it('accepts the cookie token echoed in the form or the header', async () => {
  const form = { Cookie: `csrf=${token}`, 'Content-Type': 'application/x-www-form-urlencoded' }
  expect(await isValidCsrf(post(form, `csrf=${token}&email=a`), origin)).toBe(true)
  expect(await isValidCsrf(post({ Cookie: `csrf=${token}`, 'X-CSRF-Token': token }), origin)).toBe(true)
})

it.each([
  ['no cookie', { 'Content-Type': 'application/x-www-form-urlencoded' }, `csrf=${token}`],
  ['no token', { Cookie: `csrf=${token}`, 'Content-Type': 'application/x-www-form-urlencoded' }, 'email=a'],
  ['a different token', { Cookie: `csrf=${token}`, 'X-CSRF-Token': 'U'.repeat(43) }, undefined],
  ['another origin', { Cookie: `csrf=${token}`, 'X-CSRF-Token': token, Origin: 'https://evil.example' }, undefined],
])('refuses %s', async (_label, headers, body) => {
  expect(await isValidCsrf(post(headers as Record<string, string>, body), origin)).toBe(false)
})

it('leaves the body readable for the action', async () => {
  const request = post({ Cookie: `csrf=${token}`, 'Content-Type': 'application/x-www-form-urlencoded' }, `csrf=${token}&email=a`)
  await isValidCsrf(request, origin)
  expect((await request.formData()).get('email')).toBe('a')
})

it('finds the token in an upload-sized multipart form, and not past the upload limit', async () => {
  const upload = (size: number) => {
    const form = new FormData()
    form.set('csrf', token)
    form.set('file', new File([new Uint8Array(size)], 'scan.pdf', { type: 'application/pdf' }))
    return new Request(`${origin}/admin/patients/1/treatments/1`, { method: 'POST', headers: { Cookie: `csrf=${token}` }, body: form })
  }
  expect(await isValidCsrf(upload(5 * 1024 * 1024), origin)).toBe(true)
  expect(await isValidCsrf(upload(MAX_UPLOAD_BYTES + 1), origin)).toBe(false)
})
