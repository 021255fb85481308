import { AsyncLocalStorage } from 'node:async_hooks'
import { randomFillSync } from 'node:crypto'

/*
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): a request that
 * arrives with a valid `traceparent` continues that trace with a span of its
 * own; one without starts a trace. The context is kept for the request's whole
 * async life, so every log line written while serving it carries the ids
 * (logger.server.ts) and the calls it makes to other services pass it on.
 */

export interface TraceContext {
  traceId: string
  /** This server's span for the request. */
  spanId: string
  /** The caller's span, when the request continued a trace. */
  parentSpanId?: string
  /** Trace flags as sent (01: sampled). */
  flags: string
}

const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/
const ZERO_TRACE = '0'.repeat(32)
const ZERO_SPAN = '0'.repeat(16)

const storage = new AsyncLocalStorage<TraceContext>()

/*
 * Ids come from a pool of random bytes filled 4 KiB at a time: a call to the
 * system's generator per request (two, for a new trace) was about 1 % of the
 * server's CPU on a cached page (npm run bench's profile, issue 28).
 */
const POOL_BYTES = 4096
let pool = Buffer.alloc(0)
let used = 0

function randomHex(bytes: number) {
  if (used + bytes > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES))
    used = 0
  }
  const hex = pool.toString('hex', used, used + bytes)
  used += bytes
  return hex
}

const newSpanId = () => randomHex(8)

/** The request's trace: continued from a valid `traceparent`, else a new sampled one. */
export function traceFromHeader(header: string | string[] | undefined): TraceContext {
  const match = typeof header === 'string' ? TRACEPARENT.exec(header.trim()) : null
  if (match) {
    const [, version, traceId, parentSpanId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined]
    // Version ff is forbidden; version 00 has nothing after the flags; later versions may add fields.
    const validVersion = version !== 'ff' && (version !== '00' || rest === undefined)
    if (validVersion && traceId !== ZERO_TRACE && parentSpanId !== ZERO_SPAN) {
      return { traceId, spanId: newSpanId(), parentSpanId, flags }
    }
  }
  return { traceId: randomHex(16), spanId: newSpanId(), flags: '01' }
}

export function formatTraceparent({ traceId, spanId, flags }: Pick<TraceContext, 'traceId' | 'spanId' | 'flags'>) {
  return `00-${traceId}-${spanId}-${flags}`
}

/** Runs `work` (and everything it starts) inside the request's trace. */
export function runInTrace<T>(trace: TraceContext, work: () => T): T {
  return storage.run(trace, work)
}

export function currentTrace(): TraceContext | undefined {
  return storage.getStore()
}

/** The ids for a log line written inside a request (pino's mixin); nothing outside one. */
export function traceLogFields(): { trace_id?: string; span_id?: string } {
  const trace = storage.getStore()
  return trace ? { trace_id: trace.traceId, span_id: trace.spanId } : {}
}

/** Headers for a call to another service made while serving a request: the trace, with this server's span as parent. */
export function outgoingTraceHeaders(): Record<string, string> {
  const trace = storage.getStore()
  return trace ? { traceparent: formatTraceparent(trace) } : {}
}
