/** A text of the seed content, written natively in English and in Spanish (not translated word for word). */
export interface Bilingual {
  en: string
  es: string
}
