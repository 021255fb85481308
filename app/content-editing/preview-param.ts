/** The query parameter of a signed preview link (preview.server.ts); pages declare it among those they read. */
export const PREVIEW_PARAM = 'preview'
