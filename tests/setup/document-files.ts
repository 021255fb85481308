/*
 * Small real files for document tests: each starts with its format's
 * signature, which is what the upload checks. And impostors named like them.
 */
const pngBase64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='

export const documentFiles = {
  pdf: new TextEncoder().encode('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  png: new Uint8Array(Buffer.from(pngBase64, 'base64')),
  jpeg: new Uint8Array([
    0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0xff, 0xd9,
  ]),
  /** An HTML page that would run script if served as a page: named scan.jpg in the tests. */
  html: new TextEncoder().encode('<!doctype html><html><body><script>alert(1)</script></body></html>'),
  svg: new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
}
