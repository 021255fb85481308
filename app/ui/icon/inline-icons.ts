/**
 * Each icon's drawing (`<svg viewBox>…</svg>`) by name, for the server to write icons into the page
 * itself: filled by inline-icons.server.ts at start-up, empty in the browser (icon.tsx).
 */
export const inlineIcons = new Map<string, string>()
