import { RouterContextProvider } from 'react-router'
import { expect } from 'vitest'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { expectMatches } from './openapi-contract'

/*
 * A /v1 route module's loader or action called as React Router calls it, for
 * the contract tests that drive a flow through the route modules themselves:
 * a session (Bearer or none), the request's id and language (the root
 * middleware), and a thrown Response taken as its answer.
 */

export type RouteFunction = (args: never) => unknown

export interface RouteCall {
  session: RequestSession | null
  params?: Record<string, string>
  method?: string
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
}

/** A caller whose requests are numbered `<name>-1`, `<name>-2`… from the client address `ip`. */
export function routeCaller(name: string, ip: string) {
  let requests = 0
  return async function call(
    run: RouteFunction,
    path: string,
    { session, params = {}, method = 'GET', json, body, headers = {} }: RouteCall,
  ): Promise<Response> {
    const url = new URL(path, 'http://localhost')
    const sent = new Headers(headers)
    if (json !== undefined) sent.set('Content-Type', 'application/json')
    const request = new Request(url, { method, headers: sent, body: json !== undefined ? JSON.stringify(json) : body })
    const context = new RouterContextProvider()
    context.set(requestInfoContext, { nonce: '', requestId: `${name}-${++requests}`, ip })
    context.set(sessionContext, session)
    const args = { request, url, params, context, pattern: url.pathname }
    await requestScopeMiddleware(args as never, async () => new Response())
    try {
      const answer = await run(args as never)
      if (!(answer instanceof Response)) throw new Error(`${method} ${path} did not answer a Response`)
      return answer
    } catch (thrown) {
      if (thrown instanceof Response) return thrown
      throw thrown
    }
  }
}

/** The answer's JSON, checked against the OpenAPI document's schema `schema`. */
export async function matching<T>(response: Response, status: number, schema: string): Promise<T> {
  const text = await response.text()
  expect(response.status, text).toBe(status)
  expect(response.headers.get('Content-Type')).toMatch(status < 400 ? /^application\/json/ : /^application\/problem\+json/)
  const body = JSON.parse(text) as T
  expectMatches(schema, body)
  return body
}
