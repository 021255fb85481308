import type { Bilingual } from '~/i18n/bilingual'

/*
 * The shape of the site's page content: FAQs, legal pages, team and company
 * (synced by content-editing/seed-sync.server.ts). Markdown fields allow paragraphs,
 * **bold**, lists and links; no HTML.
 */

export interface FaqTopicSeed {
  slug: string
  name: Bilingual
}

export interface FaqSeed {
  topic: string // FaqTopicSeed.slug
  question: Bilingual
  answer: Bilingual // markdown, 1–3 short paragraphs
}

export interface TeamMemberSeed {
  slug: string
  name: string
  role: Bilingual
  bio: Bilingual // 2–3 sentences
}

export interface CompanySeed {
  vision: Bilingual
  mission: Bilingual
  values: { title: Bilingual; description: Bilingual; icon: string }[] // 4–6
  story: Bilingual // markdown, 2–3 paragraphs
}

export interface LegalPageSeed {
  slug: 'privacy-policies' | 'terms-and-conditions'
  title: Bilingual
  updatedAt: string // ISO date
  body: Bilingual // markdown with ## sections
}
