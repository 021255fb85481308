import type { Bilingual } from '~/i18n/bilingual'

/*
 * The search synonym groups the site starts with (content kind "search
 * synonyms"; coordinators add and change them in the console). A patient who
 * types any of a group's words, in either language and on either site, also
 * finds its other words and the treatments in `finds`; searching for those
 * treatments does not bring the group's words back ("lasik" finds LASIK, not
 * every page that mentions myopia). An expression ("vista cansada") is met
 * when all its words are there.
 */

export interface SeedSynonymGroup {
  /** Its key (seed_key and slug). */
  slug: string
  /** What the console's lists call it. */
  name: Bilingual
  words: { en: string[]; es: string[] }
  finds: string[]
}

const LASER_TREATMENTS = ['LASIK', 'PRK', 'SMILE', 'ICL']

export const synonymGroups: SeedSynonymGroup[] = [
  {
    slug: 'myopia',
    name: { en: 'Short-sightedness', es: 'Miopía' },
    words: {
      en: ['myopia', 'myopic', 'nearsighted', 'near-sighted', 'nearsightedness', 'short-sighted', 'shortsighted', 'short-sightedness'],
      es: ['miopía', 'miope', 'vista corta'],
    },
    finds: LASER_TREATMENTS,
  },
  {
    slug: 'hyperopia',
    name: { en: 'Long-sightedness', es: 'Hipermetropía' },
    words: { en: ['hyperopia', 'farsighted', 'far-sighted', 'long-sighted', 'longsighted'], es: ['hipermetropía', 'hipermétrope'] },
    finds: ['LASIK', 'PRK', 'ICL'],
  },
  {
    slug: 'astigmatism',
    name: { en: 'Astigmatism', es: 'Astigmatismo' },
    words: { en: ['astigmatism', 'astigmatic'], es: ['astigmatismo', 'astigmático', 'astigmata'] },
    finds: LASER_TREATMENTS,
  },
  {
    slug: 'glasses',
    name: { en: 'Glasses and contact lenses', es: 'Gafas y lentes de contacto' },
    words: {
      en: ['glasses', 'spectacles', 'contact lenses', 'laser eye surgery', 'refractive surgery'],
      es: ['gafas', 'anteojos', 'lentes de contacto', 'lentillas', 'operarse la vista', 'cirugía refractiva'],
    },
    finds: LASER_TREATMENTS,
  },
  {
    slug: 'cataract',
    name: { en: 'Cataract', es: 'Catarata' },
    words: { en: ['cataract', 'cloudy lens', 'clouded lens', 'cloudy vision'], es: ['catarata', 'cristalino opaco', 'vista nublada'] },
    finds: [],
  },
  {
    slug: 'presbyopia',
    name: { en: 'Presbyopia', es: 'Presbicia' },
    words: {
      en: ['presbyopia', 'reading glasses', 'ageing eyes', 'aging eyes'],
      es: ['presbicia', 'vista cansada', 'gafas de lectura', 'gafas de cerca'],
    },
    finds: ['multifocal'],
  },
  {
    slug: 'keratoconus',
    name: { en: 'Keratoconus', es: 'Queratocono' },
    words: { en: ['keratoconus', 'conical cornea', 'thin cornea'], es: ['queratocono', 'córnea cónica', 'córnea delgada'] },
    finds: ['cross-linking', 'crosslinking'],
  },
  {
    slug: 'glaucoma',
    name: { en: 'Glaucoma', es: 'Glaucoma' },
    words: {
      en: ['glaucoma', 'eye pressure', 'intraocular pressure', 'ocular hypertension'],
      es: ['glaucoma', 'presión ocular', 'presión intraocular', 'tensión ocular', 'hipertensión ocular'],
    },
    finds: ['SLT', 'MIGS'],
  },
  {
    slug: 'retina',
    name: { en: 'Retina', es: 'Retina' },
    words: {
      en: ['retina', 'retinal', 'retinal detachment', 'detached retina', 'macular degeneration', 'diabetic retinopathy', 'floaters'],
      es: ['retina', 'desprendimiento', 'desprendimiento de retina', 'degeneración macular', 'retinopatía diabética', 'moscas volantes'],
    },
    finds: ['vitrectomy', 'vitrectomía'],
  },
  {
    slug: 'eyelids',
    name: { en: 'Eyelids', es: 'Párpados' },
    words: {
      en: ['eyelid', 'droopy eyelids', 'eyelid lift', 'eye bags', 'blepharoplasty'],
      es: ['párpado', 'párpados caídos', 'bolsas en los ojos', 'blefaroplastia'],
    },
    finds: [],
  },
  {
    slug: 'pterygium',
    name: { en: 'Pterygium', es: 'Pterigión' },
    words: { en: ['pterygium', 'surfer eye'], es: ['pterigión', 'carnosidad', 'carnosidad en el ojo'] },
    finds: [],
  },
  {
    slug: 'teeth',
    name: { en: 'Teeth', es: 'Dientes' },
    words: {
      en: ['teeth', 'tooth', 'dentist', 'missing teeth', 'dentures', 'dental'],
      es: ['dientes', 'diente', 'muela', 'muelas', 'dentista', 'dentadura', 'dental'],
    },
    finds: ['dental implants', 'implantes dentales'],
  },
  {
    slug: 'knee',
    name: { en: 'Knee', es: 'Rodilla' },
    words: { en: ['knee', 'knee prosthesis', 'knee arthroplasty'], es: ['rodilla', 'prótesis de rodilla', 'artroplastia de rodilla'] },
    finds: [],
  },
  {
    slug: 'check-up',
    name: { en: 'Health check-up', es: 'Chequeo médico' },
    words: {
      en: ['check-up', 'checkup', 'health check', 'medical check', 'physical exam'],
      es: ['chequeo', 'revisión médica', 'examen médico', 'reconocimiento médico'],
    },
    finds: [],
  },
  {
    slug: 'eye-exam',
    name: { en: 'Eye exam', es: 'Examen de la vista' },
    words: {
      en: ['eye exam', 'eye test', 'vision test', 'eye check'],
      es: ['examen visual', 'examen de la vista', 'revisión de la vista', 'graduarse la vista'],
    },
    finds: [],
  },
]
