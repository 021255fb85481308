/*
 * Keyset page cursors: the sort key of a page's last row, opaque to the
 * browser (base64url JSON). A cursor that does not parse starts from the top.
 */

export function pageCursor(key: string, id: number) {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url')
}

function decode(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0 && (value as number) <= 2_147_483_647

/** An appointment cursor: its start (ISO 8601 UTC) and id. */
export function readCursor(cursor: string): { startsAt: string; id: number } | undefined {
  const key = textCursor(cursor)
  return key && !Number.isNaN(Date.parse(key.key)) ? { startsAt: new Date(key.key).toISOString(), id: key.id } : undefined
}

/** A cursor whose key is text (a name, a start). */
export function textCursor(cursor: string): { key: string; id: number } | undefined {
  const value = decode(cursor)
  if (!Array.isArray(value) || value.length !== 2) return undefined
  const [key, id] = value as unknown[]
  return typeof key === 'string' && key.length <= 300 && isId(id) ? { key, id } : undefined
}
