/** The `q` search parameter, trimmed and bounded (longer input is cut, never an error). */
export function searchQuery(url: URL): string {
  return (url.searchParams.get('q') ?? '').trim().slice(0, 100)
}
