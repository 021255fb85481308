/** A usual reply time told in one unit, rounded up: "within 2 hours" means it, never fewer than 5 minutes. */
export function replyTimeUnit(seconds: number): { unit: 'minutes' | 'hours' | 'days'; count: number } {
  const minutes = Math.max(5, Math.ceil(seconds / 60 / 5) * 5)
  if (minutes < 60) return { unit: 'minutes', count: minutes }
  const hours = Math.ceil(seconds / 3600)
  if (hours < 24) return { unit: 'hours', count: hours }
  return { unit: 'days', count: Math.ceil(seconds / 86_400) }
}
