import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestRecord } from './request-observer.server'

/*
 * Optional OpenTelemetry export (OTEL_EXPORTER_OTLP_ENDPOINT): each request
 * becomes one server span, with the ids the request was already given
 * (trace-context.server.ts), sent in batches over OTLP/HTTP. The SDK is
 * imported only when the variable is set, so the default start pays nothing.
 */

interface Exporter {
  record(record: RequestRecord, name: string, attributes: Record<string, string | number>, seconds: number): void
  shutdown(): Promise<void>
}

let exporter: Exporter | undefined

/** Loads the SDK and starts exporting to `endpoint` (the collector's base URL; spans go to /v1/traces). */
export async function startTraceExport(endpoint: string, serviceName = 'claravia') {
  if (exporter) return
  const [api, sdk, { OTLPTraceExporter }, { Resource }] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ])
  // The SDK numbers spans itself; ours already have ids (logged, answered in traceparent): it is handed them.
  let next = { traceId: '', spanId: '' }
  const provider = new sdk.BasicTracerProvider({
    resource: new Resource({ 'service.name': serviceName }),
    idGenerator: { generateTraceId: () => next.traceId, generateSpanId: () => next.spanId },
    spanProcessors: [new sdk.BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }))],
  })
  const tracer = provider.getTracer('claravia')
  exporter = {
    record({ trace }, name, attributes, seconds) {
      const end = Date.now()
      const parent = trace.parentSpanId
        ? api.trace.setSpanContext(api.ROOT_CONTEXT, {
            traceId: trace.traceId,
            spanId: trace.parentSpanId,
            traceFlags: Number.parseInt(trace.flags, 16) & 1,
            isRemote: true,
          })
        : api.ROOT_CONTEXT
      next = { traceId: trace.traceId, spanId: trace.spanId }
      const span = tracer.startSpan(name, { kind: api.SpanKind.SERVER, startTime: end - seconds * 1000, attributes }, parent)
      if (Number(attributes['http.response.status_code']) >= 500) span.setStatus({ code: api.SpanStatusCode.ERROR })
      span.end(end)
    },
    shutdown: () => provider.shutdown(),
  }
}

/** One finished request as a span (nothing unless export was started). The route pattern names it, never the URL. */
export function exportRequestSpan(record: RequestRecord, req: IncomingMessage, res: ServerResponse, seconds: number, route: string) {
  if (!exporter) return
  const method = req.method ?? 'GET'
  exporter.record(
    record,
    `${method} ${route}`,
    { 'http.request.method': method, 'http.route': route, 'http.response.status_code': res.statusCode },
    seconds,
  )
}

/** Sends what is still batched (graceful stop). */
export async function stopTraceExport() {
  await exporter?.shutdown()
  exporter = undefined
}
