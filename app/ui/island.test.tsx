// @vitest-environment happy-dom
import { afterEach, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

it('starts listening for the page to be awake after its module has run, not while it runs', async () => {
  // A call a trace records with its stack, made while the shell chunk is evaluated, costs a re-parse of the whole
  // chunk (docs/decisions/043). Called from the module's evaluation, the stack holds the module runner's frames.
  Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
  const stacks: string[] = []
  vi.stubGlobal('requestIdleCallback', () => stacks.push(String(new Error().stack)))
  await import('./island')
  await Promise.resolve()
  expect(stacks).toHaveLength(1)
  expect(stacks[0]).toContain('pageAwake')
  expect(stacks[0]).not.toMatch(/ModuleRunner|ModuleEvaluator/)
})
