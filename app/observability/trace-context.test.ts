import { describe, expect, it } from 'vitest'
import { formatTraceparent, traceFromHeader } from './trace-context.server'

describe('trace context', () => {
  it('a request without a traceparent starts a trace: ids of the right length, never zero, never repeated (pool refills included)', () => {
    const traces = Array.from({ length: 1000 }, () => traceFromHeader(undefined))
    for (const trace of traces) {
      expect(trace.traceId).toMatch(/^[0-9a-f]{32}$/)
      expect(trace.spanId).toMatch(/^[0-9a-f]{16}$/)
      expect(trace.traceId).not.toBe('0'.repeat(32))
    }
    // 1,000 traces take 24 KB of random bytes: six fills of the 4 KiB pool.
    expect(new Set(traces.map((trace) => trace.traceId)).size).toBe(1000)
    expect(new Set(traces.map((trace) => trace.spanId)).size).toBe(1000)
  })

  it('a valid traceparent is continued with a span of our own; an invalid one starts anew', () => {
    const parent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01'
    const continued = traceFromHeader(parent)
    expect(continued).toMatchObject({ traceId: '4bf92f3577b34da6a3ce929d0e0e4736', parentSpanId: '00f067aa0ba902b7', flags: '01' })
    expect(continued.spanId).not.toBe('00f067aa0ba902b7')
    expect(formatTraceparent(continued)).toMatch(/^00-4bf92f3577b34da6a3ce929d0e0e4736-[0-9a-f]{16}-01$/)
    expect(traceFromHeader('00-00000000000000000000000000000000-00f067aa0ba902b7-01').parentSpanId).toBeUndefined()
    expect(traceFromHeader('ff-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01').traceId).not.toBe('4bf92f3577b34da6a3ce929d0e0e4736')
  })
})
