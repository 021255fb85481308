import { describe, expect, it } from 'vitest'
import { MAX_FORM_BYTES, requireFormData } from './request-body.server'

function post(body: BodyInit | null, type?: string) {
  return new Request('http://localhost/sign-in', { method: 'POST', body, headers: type ? { 'Content-Type': type } : {} })
}

async function refusal(request: Request) {
  try {
    await requireFormData(request)
  } catch (error) {
    return error instanceof Response ? error.status : error
  }
  return 'read'
}

describe('requireFormData (the one way a page action reads its form)', () => {
  it('reads url-encoded and multipart forms', async () => {
    expect((await requireFormData(post('email=a%40b.example', 'application/x-www-form-urlencoded'))).get('email')).toBe('a@b.example')
    const multipart = new FormData()
    multipart.set('name', 'Ana')
    expect((await requireFormData(new Request('http://localhost/', { method: 'POST', body: multipart }))).get('name')).toBe('Ana')
  })

  it('refuses what is no form with a 4xx, never the 500 of request.formData()', async () => {
    expect(await refusal(post('{"email":"a@b.example"}', 'application/json'))).toBe(415)
    expect(await refusal(post('email=a', 'text/plain'))).toBe(415)
    expect(await refusal(post('email=a'))).toBe(415)
    expect(await refusal(post('--x\r\nbroken', 'multipart/form-data; boundary=x'))).toBe(400)
  })

  it('refuses a body over the limit', async () => {
    expect(await refusal(post(`email=${'a'.repeat(MAX_FORM_BYTES)}`, 'application/x-www-form-urlencoded'))).toBe(413)
  })
})
