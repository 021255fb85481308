import type { ClinicSeed } from './types'

export const clinics: ClinicSeed[] = [
  {
    slug: 'clinica-vision-andina',
    name: 'Clínica Visión Andina',
    destination: 'bogota',
    address: 'Carrera 16 # 86A-32, Chicó, Bogotá, Colombia',
    timeZone: 'America/Bogota',
    accreditations: ['ICONTEC', 'ISO 9001'],
    description: {
      en: 'An eye clinic in northern Bogotá devoted to refractive surgery and corneal disease, from LASIK and SMILE to keratoconus care. Diagnostics, surgery and follow-up visits all happen under one roof, and an English-speaking coordinator looks after international patients.',
      es: 'Clínica oftalmológica del norte de Bogotá dedicada a la cirugía refractiva y a las enfermedades de la córnea, desde LASIK y SMILE hasta el manejo del queratocono. Los exámenes, la cirugía y los controles se hacen en la misma sede, y una coordinadora bilingüe acompaña a los pacientes que vienen del exterior.',
    },
  },
  {
    slug: 'clinica-montesol',
    name: 'Clínica Montesol',
    destination: 'medellin',
    address: 'Carrera 43A # 12 Sur-84, El Poblado, Medellín, Colombia',
    timeZone: 'America/Bogota',
    accreditations: ['JCI', 'ICONTEC'],
    description: {
      en: 'A general hospital in El Poblado with departments for orthopaedics, dentistry, preventive medicine and ophthalmology, including a dedicated retina unit. Its international patient office handles medical records, hotel transfers and follow-up calls once you are back home.',
      es: 'Hospital general en El Poblado con servicios de ortopedia, odontología, medicina preventiva y oftalmología, incluida una unidad especializada en retina. Su oficina de pacientes internacionales se encarga de la historia clínica, los traslados al hotel y el seguimiento cuando ya estás de vuelta en casa.',
    },
  },
  {
    slug: 'centro-oftalmologico-bahia',
    name: 'Centro Oftalmológico Bahía',
    destination: 'cartagena',
    address: 'Avenida San Martín # 7-45, Bocagrande, Cartagena, Colombia',
    timeZone: 'America/Bogota',
    accreditations: ['ISO 9001'],
    description: {
      en: 'A mid-sized eye centre in Bocagrande focused on cataract surgery, pterygium, eyelid surgery and general eye care. Its team sees a lot of sun-related eye conditions and knows how to plan a short, restful recovery close to the sea.',
      es: 'Centro oftalmológico de tamaño medio en Bocagrande, enfocado en cirugía de catarata, pterigión, cirugía de párpados y consulta general. Su equipo atiende a diario problemas oculares relacionados con el sol y sabe organizar una recuperación corta y tranquila cerca del mar.',
    },
  },
  {
    slug: 'instituto-de-la-vision-reforma',
    name: 'Instituto de la Visión Reforma',
    destination: 'mexico-city',
    address: 'Paseo de la Reforma 1045, Lomas de Chapultepec, Miguel Hidalgo, 11000 Ciudad de México, México',
    timeZone: 'America/Mexico_City',
    accreditations: ['Consejo de Salubridad General', 'ISO 9001'],
    description: {
      en: 'An ophthalmology institute in Lomas de Chapultepec offering laser vision correction, implantable lenses and a glaucoma clinic. Every surgical patient starts with a full corneal and retinal work-up, and the results are explained in plain language before any decision is made.',
      es: 'Instituto de oftalmología en Lomas de Chapultepec que ofrece corrección visual con láser, lentes intraoculares fáquicos y una clínica de glaucoma. Todo paciente quirúrgico empieza con un estudio completo de córnea y retina, y los resultados se explican con palabras claras antes de tomar cualquier decisión.',
    },
  },
  {
    slug: 'hospital-altavista',
    name: 'Hospital Altavista Guadalajara',
    destination: 'guadalajara',
    address: 'Avenida Américas 1930, Country Club, 44610 Guadalajara, Jalisco, México',
    timeZone: 'America/Mexico_City',
    accreditations: ['JCI', 'Consejo de Salubridad General'],
    description: {
      en: 'A private hospital in the Country Club district with orthopaedics, cardiology, dentistry and an ophthalmology department for cataract and general eye care. Executive health check-ups are completed in a single morning, with results reviewed by a physician the same day.',
      es: 'Hospital privado en la colonia Country Club con servicios de ortopedia, cardiología, odontología y un departamento de oftalmología para catarata y consulta general. Los chequeos ejecutivos se completan en una sola mañana y un médico revisa los resultados contigo ese mismo día.',
    },
  },
  {
    slug: 'clinica-oftalmologica-castellana',
    name: 'Clínica Oftalmológica Castellana',
    destination: 'madrid',
    address: 'Paseo de la Castellana 141, 28046 Madrid, España',
    timeZone: 'Europe/Madrid',
    accreditations: ['QH Quality Healthcare', 'ISO 9001'],
    description: {
      en: 'An ophthalmology clinic on Paseo de la Castellana with units for cataract and lens surgery, retina and glaucoma. It is used to treating patients from Latin America and elsewhere in Europe, and sends a detailed report in English or Spanish for your eye doctor at home.',
      es: 'Clínica oftalmológica en el Paseo de la Castellana con unidades de catarata y cristalino, retina y glaucoma. Recibe con frecuencia pacientes de Latinoamérica y del resto de Europa, y entrega un informe detallado en español o en inglés para tu oftalmólogo de cabecera.',
    },
  },
  {
    slug: 'centre-oftalmologic-diagonal',
    name: 'Centre Oftalmològic Diagonal',
    destination: 'barcelona',
    address: 'Avinguda Diagonal 530, 08006 Barcelona, España',
    timeZone: 'Europe/Madrid',
    accreditations: ['QH Quality Healthcare', 'ISO 9001'],
    description: {
      en: 'An eye centre on Avinguda Diagonal known for its cornea and keratoconus unit, alongside refractive surgery and oculoplastics. Patients are seen by the same surgeon from the first assessment to the final check-up.',
      es: 'Centro oftalmológico en la Avinguda Diagonal reconocido por su unidad de córnea y queratocono, que trabaja junto con las áreas de cirugía refractiva y oculoplastia. Cada paciente es atendido por el mismo cirujano desde la primera valoración hasta el último control.',
    },
  },
  {
    slug: 'centro-medico-los-laureles',
    name: 'Centro Médico Los Laureles',
    destination: 'san-jose',
    address: 'Autopista Próspero Fernández, 200 m oeste de Multiplaza, San Rafael de Escazú, San José, Costa Rica',
    timeZone: 'America/Costa_Rica',
    accreditations: ['JCI'],
    description: {
      en: 'A private medical centre in Escazú, just west of central San José, with dental implant, orthopaedic and preventive medicine teams. Many of its patients fly in from North America, so appointments are arranged to fit around short stays.',
      es: 'Centro médico privado en Escazú, al oeste del centro de San José, con equipos de implantología dental, ortopedia y medicina preventiva. Muchos de sus pacientes llegan desde Norteamérica, por eso organiza las citas pensando en estancias cortas.',
    },
  },
]
