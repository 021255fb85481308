import type { TeamMemberSeed } from './types'

export const team: TeamMemberSeed[] = [
  {
    slug: 'valentina-rios',
    name: 'Valentina Ríos',
    role: { en: 'Founder & CEO', es: 'Fundadora y directora ejecutiva' },
    bio: {
      en: 'Valentina spent ten years in hospital management in Bogotá, most recently running an international patient office, where she saw how hard it was for people to find trustworthy care abroad. She founded Claravia to make that journey clear, safe and fair, and she still talks to patients every week.',
      es: 'Valentina trabajó diez años en gestión hospitalaria en Bogotá, los últimos al frente de una oficina de atención a pacientes internacionales, donde vio lo difícil que era encontrar atención confiable en otro país. Fundó Claravia para que ese camino fuera claro, seguro y justo, y todavía habla con pacientes cada semana.',
    },
  },
  {
    slug: 'dr-andres-salazar',
    name: 'Dr. Andrés Salazar',
    role: { en: 'Medical Director, Ophthalmologist', es: 'Director médico, oftalmólogo' },
    bio: {
      en: 'Dr. Salazar is an ophthalmologist specialising in cornea and refractive surgery, with more than 20 years of clinical practice in Colombia and a fellowship completed in Spain. He sets the clinical criteria every partner clinic must meet, reviews complex cases and signs off our medical content. He does not operate on Claravia patients himself, so he can judge partner clinics independently.',
      es: 'El Dr. Salazar es oftalmólogo especialista en córnea y cirugía refractiva, con más de 20 años de práctica clínica en Colombia y una subespecialización realizada en España. Define los criterios clínicos que debe cumplir cada clínica aliada, revisa los casos complejos y aprueba nuestro contenido médico. No opera a pacientes de Claravia, lo que le permite evaluar a las clínicas aliadas con total independencia.',
    },
  },
  {
    slug: 'lucia-fernandez',
    name: 'Lucía Fernández',
    role: { en: 'Medical Editor', es: 'Editora médica' },
    bio: {
      en: 'Lucía trained as an optometrist in Madrid and worked in clinical practice before moving into health journalism. She writes and edits our guides, checks every article against current clinical guidance with Dr. Salazar, and makes sure complex topics are explained in plain language, risks included.',
      es: 'Lucía se formó como optometrista en Madrid y trabajó en consulta antes de dedicarse al periodismo de salud. Escribe y edita nuestras guías, revisa cada artículo con el Dr. Salazar para que esté al día con las recomendaciones clínicas vigentes y se asegura de que los temas complejos se expliquen con palabras sencillas, riesgos incluidos.',
    },
  },
  {
    slug: 'mateo-herrera',
    name: 'Mateo Herrera',
    role: { en: 'Patient Care Coordinator', es: 'Coordinador de atención al paciente' },
    bio: {
      en: 'Mateo is a nurse from Guadalajara with several years of experience in ophthalmic surgery units. Based in Mexico City, he guides patients from their first message to their last follow-up call, and he is the person who answers when something doesn’t feel right after treatment.',
      es: 'Mateo es enfermero, nacido en Guadalajara, con varios años de experiencia en quirófanos de oftalmología. Desde la Ciudad de México acompaña a los pacientes desde su primer mensaje hasta la última llamada de seguimiento, y es quien responde cuando algo no se siente bien después del tratamiento.',
    },
  },
  {
    slug: 'daniela-castano',
    name: 'Daniela Castaño',
    role: { en: 'Patient Care Coordinator', es: 'Coordinadora de atención al paciente' },
    bio: {
      en: 'Daniela looks after patients treated in Colombia, Panama and Costa Rica from her base in Medellín. With a background in healthcare administration and hospitality, she makes sure appointments, medication plans and reports are in order, so patients can focus on resting.',
      es: 'Daniela acompaña desde Medellín a los pacientes que se tratan en Colombia, Panamá y Costa Rica. Con experiencia en administración en salud y en hotelería, se encarga de que las citas, los medicamentos y los informes estén en orden para que los pacientes solo tengan que preocuparse por descansar.',
    },
  },
  {
    slug: 'diego-navarro',
    name: 'Diego Navarro',
    role: { en: 'Travel Logistics Lead', es: 'Jefe de logística de viajes' },
    bio: {
      en: 'Diego spent a decade in airline operations in Cancún before joining Claravia. He plans flights, hotels and transfers around each patient’s clinical schedule, and he specialises in making trips work for older travellers and people with reduced mobility.',
      es: 'Diego trabajó una década en operaciones aeroportuarias y de aerolíneas en Cancún antes de unirse a Claravia. Organiza vuelos, hoteles y traslados según el calendario clínico de cada paciente, y es especialista en que el viaje sea cómodo para personas mayores y con movilidad reducida.',
    },
  },
  {
    slug: 'carmen-ibanez',
    name: 'Carmen Ibáñez',
    role: { en: 'Head of Partnerships', es: 'Directora de alianzas' },
    bio: {
      en: 'Carmen spent twelve years auditing quality and patient safety in private hospitals in Barcelona. She leads the visits and reviews every clinic goes through before joining our network, and she negotiates the clear, all-in prices we show to patients.',
      es: 'Carmen pasó doce años auditando la calidad y la seguridad del paciente en hospitales privados de Barcelona. Dirige las visitas y evaluaciones por las que pasa cada clínica antes de entrar en nuestra red, y negocia los precios claros y completos que mostramos a los pacientes.',
    },
  },
]
