import { z } from 'zod'

/** The audit page's filters from its URL; anything malformed is simply no filter. */
export const AuditQuerySchema = z.object({
  actor: z.string().trim().max(120).optional().catch(undefined),
  action: z.string().trim().max(80).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

/** The filter's days as instants: from the first moment of `from` to the last of `to` (UTC). */
export function auditFilterOf(query: AuditQuery) {
  return {
    actor: query.actor || undefined,
    action: query.action || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00.000Z`) : undefined,
    to: query.to ? new Date(`${query.to}T23:59:59.999Z`) : undefined,
  }
}

/** What changed between two recorded states, field by field (fields equal on both sides left out). */
export function auditChanges(before: unknown, after: unknown): { field: string; before: string; after: string }[] {
  const left = (before ?? {}) as Record<string, unknown>
  const right = (after ?? {}) as Record<string, unknown>
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])]
  const shown = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value))
  return fields
    .filter((field) => JSON.stringify(left[field]) !== JSON.stringify(right[field]))
    .map((field) => ({ field, before: shown(left[field]), after: shown(right[field]) }))
}
