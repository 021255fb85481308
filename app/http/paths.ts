/** The JSON API lives under /v1; everything else is a page (or a file). */
export function isApiPath(pathname: string) {
  return pathname === '/v1' || pathname.startsWith('/v1/')
}
