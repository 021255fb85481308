import { data, type DataStrategyResult } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { isNetworkFailure, isNetworkFailureAnswer, keepFormsOnNetworkFailure, onNetworkFailure } from './network-failure'

type Results = Record<string, DataStrategyResult>

async function run(method: string, results: Results) {
  const request = new Request('http://localhost/es/contact-us', { method })
  const args = { request, params: {}, context: {} } as unknown as Parameters<typeof keepFormsOnNetworkFailure>[0]
  return (await keepFormsOnNetworkFailure(args, async () => results)) as Results
}

describe('forms sent while offline', () => {
  it('recognises the rejection of fetch in each browser, and nothing else', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true)
    expect(isNetworkFailure(new TypeError('NetworkError when attempting to fetch resource.'))).toBe(true)
    expect(isNetworkFailure(new TypeError('Load failed'))).toBe(true)
    expect(isNetworkFailure(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false)
    expect(isNetworkFailure(new Error('Failed to fetch'))).toBe(false)
  })

  it('turns a submission that never got through into an answer, and says so once', async () => {
    const heard = vi.fn()
    const stop = onNetworkFailure(heard)
    const results = await run('POST', { 'routes/contact-us': { type: 'error', result: data(new TypeError('Failed to fetch')) } })
    stop()
    const answer = results['routes/contact-us']!
    expect(answer.type).toBe('data')
    const wrapped = answer.result as { data: unknown; init: { status: number } }
    expect(isNetworkFailureAnswer(wrapped.data)).toBe(true)
    expect(wrapped.init.status).toBe(503)
    expect(heard).toHaveBeenCalledExactlyOnceWith('/es/contact-us')
  })

  it('leaves real errors and page loads alone', async () => {
    const bug = new TypeError('x is not a function')
    const posted = await run('POST', { 'routes/sign-up': { type: 'error', result: data(bug) } })
    expect(posted['routes/sign-up']).toMatchObject({ type: 'error' })
    const offlinePage = { type: 'error' as const, result: new TypeError('Failed to fetch') }
    const loaded = await run('GET', { 'routes/faqs': offlinePage })
    expect(loaded['routes/faqs']).toBe(offlinePage)
  })
})
