import type { Bilingual } from '~/i18n/bilingual'

/*
 * The shape of the blog's seed content (synced by content-editing/seed-sync.server.ts).
 * Markdown fields allow paragraphs, **bold**, lists and links; no HTML.
 */

export interface BlogCategorySeed {
  slug: string
  name: Bilingual
  description: Bilingual
}

export interface BlogPostSeed {
  slug: string // English kebab-case
  category: string // BlogCategorySeed.slug
  author: string // TeamMemberSeed.slug
  publishedAt: string // ISO date, e.g. '2026-03-14'
  title: Bilingual
  excerpt: Bilingual // ≤ 200 chars
  body: Bilingual // markdown, 400–700 words each language, with ## subheadings
}
