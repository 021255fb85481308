import type { BlogCategorySeed } from './types'

export const blogCategories: BlogCategorySeed[] = [
  {
    slug: 'eye-health',
    name: { en: 'Eye health', es: 'Salud visual' },
    description: {
      en: 'Everyday habits, screenings and warning signs that help you keep your eyes healthy at every age.',
      es: 'Hábitos diarios, exámenes preventivos y señales de alerta para cuidar tus ojos a cualquier edad.',
    },
  },
  {
    slug: 'refractive-surgery',
    name: { en: 'Refractive surgery', es: 'Cirugía refractiva' },
    description: {
      en: 'LASIK, PRK, SMILE, lens implants and cataract lenses explained clearly, including who they suit and what recovery involves.',
      es: 'LASIK, PRK, SMILE, lentes implantables y lentes para catarata explicados con claridad: para quién son y cómo es la recuperación.',
    },
  },
  {
    slug: 'medical-travel',
    name: { en: 'Medical travel', es: 'Turismo médico' },
    description: {
      en: 'Practical advice on planning, budgeting and recovering safely when you travel abroad for eye care.',
      es: 'Consejos prácticos para planear, presupuestar y recuperarte con tranquilidad cuando viajas al exterior para cuidar tus ojos.',
    },
  },
  {
    slug: 'patient-stories',
    name: { en: 'Patient stories', es: 'Historias de pacientes' },
    description: {
      en: 'Realistic journeys of people who travelled for eye care, told honestly: the doubts, the recovery and what changed.',
      es: 'Recorridos realistas de personas que viajaron para cuidar su visión, contados con honestidad: las dudas, la recuperación y lo que cambió.',
    },
  },
  {
    slug: 'technology-and-research',
    name: { en: 'Technology & research', es: 'Tecnología e investigación' },
    description: {
      en: 'The lasers, imaging tools and scientific findings shaping modern ophthalmology, without the hype.',
      es: 'Los láseres, las técnicas de imagen y los hallazgos científicos que están transformando la oftalmología, sin exageraciones.',
    },
  },
]
