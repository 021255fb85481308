/** The `q` search parameter's value (as the page's declared query reads it), trimmed and bounded (longer input is cut, never an error). */
export function searchQuery(value: string | null): string {
  return (value ?? '').trim().slice(0, 100)
}
