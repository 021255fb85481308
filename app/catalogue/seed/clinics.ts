import type { ClinicSeed } from './types'

/*
 * The seeded clinics are fictional (the site is a demonstration): their
 * names, addresses, numbers and prices are examples, and the sync marks each
 * as an example profile (clinics.example) so its public page says so. What
 * is real: the cities, the airports and how to get from them, the equipment
 * platforms, the accreditation schemes and the issuers' public registers
 * (where a scheme has one; ISO 9001 has none). The accreditation numbers and
 * dates are examples in each issuer's usual form: no register lists them.
 * Prices are whole units of the clinic's destination's currency (COP, MXN,
 * EUR, CRC), for the treatments its specialists perform.
 */

/** Joint Commission International's search of accredited organizations. */
const JCI_REGISTER = 'https://www.jointcommissioninternational.org/who-we-are/accredited-organizations/'
/** Colombia's Sistema Único de Acreditación en Salud, run by ICONTEC: the accredited institutions. */
const ICONTEC_REGISTER = 'https://acreditacionensalud.org.co/'
/** Mexico's Consejo de Salubridad General: the certified establishments. */
const CSG_REGISTER = 'https://www.gob.mx/csg'
/** Fundación IDIS's QH recognition: the recognised centres. */
const QH_REGISTER = 'https://www.reconocimientoqh.com/'

export const clinics: ClinicSeed[] = [
  {
    slug: 'clinica-vision-andina',
    slugEs: 'clinica-vision-andina',
    name: 'Clínica Visión Andina',
    destination: 'bogota',
    address: 'Carrera 16 # 86A-32, Chicó, Bogotá, Colombia',
    languages: ['es', 'en'],
    timeZone: 'America/Bogota',
    accreditations: [
      { issuer: 'ICONTEC, Acreditación en Salud', number: 'AS-IPS-0742', validUntil: '2028-03-31', registerUrl: ICONTEC_REGISTER },
      { issuer: 'ISO 9001:2015', number: 'SC-CER-118406', validUntil: '2027-09-14', registerUrl: null },
    ],
    description: {
      en: 'An eye clinic in northern Bogotá devoted to refractive surgery and corneal disease, from LASIK and SMILE to keratoconus care. Diagnostics, surgery and follow-up visits all happen under one roof, and an English-speaking coordinator looks after international patients.',
      es: 'Clínica oftalmológica del norte de Bogotá dedicada a la cirugía refractiva y a las enfermedades de la córnea, desde LASIK y SMILE hasta el manejo del queratocono. Los exámenes, la cirugía y los controles se hacen en la misma sede, y una coordinadora bilingüe acompaña a los pacientes que vienen del exterior.',
    },
    gettingThere: {
      en: "Bogotá's airport is El Dorado International (BOG), about 14 km west of the clinic. A taxi or a ride-hailing app takes 30–50 minutes depending on traffic and costs roughly COP 35,000–55,000; ask for Chicó, Carrera 16 with Calle 86A. Evening rush hour (5–8 pm) can double the time.",
      es: 'El aeropuerto de Bogotá es El Dorado (BOG), a unos 14 km al occidente de la clínica. En taxi o por aplicación tardas entre 30 y 50 minutos según el tráfico y pagas más o menos entre COP 35.000 y 55.000; pide ir al Chicó, Carrera 16 con Calle 86A. En la hora pico de la tarde (5 a 8 p. m.) el trayecto puede tardar el doble.',
    },
    equipment: {
      en: [
        'WaveLight EX500 excimer laser',
        'WaveLight FS200 femtosecond laser (LASIK flaps)',
        'Zeiss VisuMax 800 (SMILE)',
        'Oculus Pentacam AXL corneal tomography',
        'Avedro KXL accelerated cross-linking system',
      ],
      es: [
        'Láser excímer WaveLight EX500',
        'Láser de femtosegundo WaveLight FS200 (colgajos de LASIK)',
        'Zeiss VisuMax 800 (SMILE)',
        'Tomógrafo corneal Oculus Pentacam AXL',
        'Sistema de crosslinking acelerado Avedro KXL',
      ],
    },
    prices: {
      lasik: { from: 6_500_000, to: 9_500_000 },
      prk: { from: 5_600_000, to: 8_200_000 },
      smile: { from: 9_800_000, to: 13_500_000 },
      icl: { from: 17_000_000, to: 26_000_000 },
      'corneal-cross-linking': { from: 4_800_000, to: 8_500_000 },
      'keratoconus-treatment': { from: 7_200_000, to: 13_000_000 },
      'pterygium-surgery': { from: 2_900_000, to: 5_200_000 },
    },
  },
  {
    slug: 'clinica-montesol',
    slugEs: 'clinica-montesol',
    name: 'Clínica Montesol',
    destination: 'medellin',
    address: 'Carrera 43A # 12 Sur-84, El Poblado, Medellín, Colombia',
    languages: ['es', 'en'],
    timeZone: 'America/Bogota',
    accreditations: [
      { issuer: 'Joint Commission International (JCI)', number: 'JCI-CO-H-2281', validUntil: '2027-11-30', registerUrl: JCI_REGISTER },
      { issuer: 'ICONTEC, Acreditación en Salud', number: 'AS-IPS-0519', validUntil: '2028-06-30', registerUrl: ICONTEC_REGISTER },
    ],
    description: {
      en: 'A general hospital in El Poblado with departments for orthopaedics, dentistry, preventive medicine and ophthalmology, including a dedicated retina unit. Its international patient office handles medical records, hotel transfers and follow-up calls once you are back home.',
      es: 'Hospital general en El Poblado con servicios de ortopedia, odontología, medicina preventiva y oftalmología, incluida una unidad especializada en retina. Su oficina de pacientes internacionales se encarga de la historia clínica, los traslados al hotel y el seguimiento cuando ya estás de vuelta en casa.',
    },
    gettingThere: {
      en: "Medellín's international airport, José María Córdova (MDE), is in Rionegro, up in the hills east of the city. Through the Túnel de Oriente a taxi reaches El Poblado in 40–60 minutes for roughly COP 100,000–130,000; the hospital's international office can book a driver who waits at arrivals with your name.",
      es: 'El aeropuerto internacional de Medellín, José María Córdova (MDE), está en Rionegro, en el altiplano al oriente de la ciudad. Por el Túnel de Oriente un taxi llega a El Poblado en 40 a 60 minutos y cuesta más o menos entre COP 100.000 y 130.000; la oficina internacional del hospital puede reservarte un conductor que te espera en llegadas con tu nombre.',
    },
    equipment: {
      en: [
        'Alcon Constellation Vision System (vitrectomy)',
        'Heidelberg Spectralis OCT and angiography',
        'Zeiss Clarus 700 widefield retinal camera',
        'Stryker Mako robotic-arm system (knee and hip replacement)',
      ],
      es: [
        'Alcon Constellation Vision System (vitrectomía)',
        'Heidelberg Spectralis, OCT y angiografía',
        'Retinógrafo de campo amplio Zeiss Clarus 700',
        'Sistema robótico Stryker Mako (reemplazo de rodilla y cadera)',
      ],
    },
    prices: {
      'retina-care': { from: 1_300_000, to: 24_000_000 },
      'knee-replacement': { from: 34_000_000, to: 52_000_000 },
    },
  },
  {
    slug: 'centro-oftalmologico-bahia',
    slugEs: 'centro-oftalmologico-bahia',
    name: 'Centro Oftalmológico Bahía',
    destination: 'cartagena',
    address: 'Avenida San Martín # 7-45, Bocagrande, Cartagena, Colombia',
    languages: ['es', 'en'],
    timeZone: 'America/Bogota',
    accreditations: [{ issuer: 'ISO 9001:2015', number: 'CO-SC-7730-1', validUntil: '2027-05-20', registerUrl: null }],
    description: {
      en: 'A mid-sized eye centre in Bocagrande focused on cataract surgery, pterygium, eyelid surgery and general eye care. Its team sees a lot of sun-related eye conditions and knows how to plan a short, restful recovery close to the sea.',
      es: 'Centro oftalmológico de tamaño medio en Bocagrande, enfocado en cirugía de catarata, pterigión, cirugía de párpados y consulta general. Su equipo atiende a diario problemas oculares relacionados con el sol y sabe organizar una recuperación corta y tranquila cerca del mar.',
    },
    gettingThere: {
      en: "Cartagena's Rafael Núñez International Airport (CTG) is only about 7 km from Bocagrande. The official taxi rank outside arrivals has fixed fares by zone: to Bocagrande it is 15–25 minutes and roughly COP 25,000–35,000. Confirm the fare before you get in.",
      es: 'El aeropuerto internacional Rafael Núñez (CTG) de Cartagena está a solo 7 km de Bocagrande. En la fila de taxis oficiales a la salida de llegadas las tarifas son fijas por zona: a Bocagrande tardas entre 15 y 25 minutos y pagas más o menos entre COP 25.000 y 35.000. Confirma la tarifa antes de subir.',
    },
    equipment: {
      en: ['Alcon Centurion Vision System (phacoemulsification)', 'Zeiss IOLMaster 700 biometer', 'Zeiss OPMI Lumera 700 surgical microscope'],
      es: ['Alcon Centurion Vision System (facoemulsificación)', 'Biómetro Zeiss IOLMaster 700', 'Microscopio quirúrgico Zeiss OPMI Lumera 700'],
    },
    prices: {
      'cataract-surgery-premium-lenses': { from: 7_800_000, to: 17_500_000 },
      'pterygium-surgery': { from: 2_600_000, to: 4_800_000 },
      blepharoplasty: { from: 6_000_000, to: 12_500_000 },
      'comprehensive-eye-exam': { from: 250_000, to: 520_000 },
    },
  },
  {
    slug: 'instituto-de-la-vision-reforma',
    slugEs: 'instituto-de-la-vision-reforma',
    name: 'Instituto de la Visión Reforma',
    destination: 'mexico-city',
    address: 'Paseo de la Reforma 1045, Lomas de Chapultepec, Miguel Hidalgo, 11000 Ciudad de México, México',
    languages: ['es', 'en'],
    timeZone: 'America/Mexico_City',
    accreditations: [
      { issuer: 'Consejo de Salubridad General', number: 'CSG-CDMX-2025-0417', validUntil: '2028-02-28', registerUrl: CSG_REGISTER },
      { issuer: 'ISO 9001:2015', number: 'MX-QMS-50321', validUntil: '2027-08-31', registerUrl: null },
    ],
    description: {
      en: 'An ophthalmology institute in Lomas de Chapultepec offering laser vision correction, implantable lenses and a glaucoma clinic. Every surgical patient starts with a full corneal and retinal work-up, and the results are explained in plain language before any decision is made.',
      es: 'Instituto de oftalmología en Lomas de Chapultepec que ofrece corrección visual con láser, lentes intraoculares fáquicos y una clínica de glaucoma. Todo paciente quirúrgico empieza con un estudio completo de córnea y retina, y los resultados se explican con palabras claras antes de tomar cualquier decisión.',
    },
    gettingThere: {
      en: "Mexico City's Benito Juárez International Airport (MEX) is about 20 km from Lomas de Chapultepec. Buy an authorised airport taxi ticket at the counters inside arrivals (roughly MXN 350–500) or use a ride-hailing app from the marked pick-up points; the ride along Circuito Interior and Reforma takes 40–70 minutes.",
      es: 'El Aeropuerto Internacional Benito Juárez (MEX) de la Ciudad de México está a unos 20 km de Lomas de Chapultepec. Compra un boleto de taxi autorizado en los módulos de la sala de llegadas (más o menos entre MXN 350 y 500) o pide un auto por aplicación en los puntos señalados; por Circuito Interior y Reforma el trayecto dura entre 40 y 70 minutos.',
    },
    equipment: {
      en: [
        'Zeiss VisuMax 800 (SMILE)',
        'Zeiss MEL 90 excimer laser',
        'Oculus Pentacam AXL corneal tomography',
        'Zeiss Cirrus 6000 OCT',
        'Selective laser trabeculoplasty (SLT) laser',
      ],
      es: [
        'Zeiss VisuMax 800 (SMILE)',
        'Láser excímer Zeiss MEL 90',
        'Tomógrafo corneal Oculus Pentacam AXL',
        'OCT Zeiss Cirrus 6000',
        'Láser para trabeculoplastia láser selectiva (SLT)',
      ],
    },
    prices: {
      lasik: { from: 28_000, to: 48_000 },
      smile: { from: 42_000, to: 62_000 },
      icl: { from: 72_000, to: 118_000 },
      'glaucoma-treatment': { from: 14_000, to: 70_000 },
      'comprehensive-eye-exam': { from: 1_400, to: 2_800 },
    },
  },
  {
    slug: 'hospital-altavista',
    slugEs: 'hospital-altavista-guadalajara',
    name: 'Hospital Altavista Guadalajara',
    destination: 'guadalajara',
    address: 'Avenida Américas 1930, Country Club, 44610 Guadalajara, Jalisco, México',
    languages: ['es', 'en'],
    timeZone: 'America/Mexico_City',
    accreditations: [
      { issuer: 'Joint Commission International (JCI)', number: 'JCI-MX-H-1964', validUntil: '2027-04-30', registerUrl: JCI_REGISTER },
      { issuer: 'Consejo de Salubridad General', number: 'CSG-JAL-2024-0236', validUntil: '2027-10-31', registerUrl: CSG_REGISTER },
    ],
    description: {
      en: 'A private hospital in the Country Club district with orthopaedics, cardiology, dentistry and an ophthalmology department for cataract and general eye care. Executive health check-ups are completed in a single morning, with results reviewed by a physician the same day.',
      es: 'Hospital privado en la colonia Country Club con servicios de ortopedia, cardiología, odontología y un departamento de oftalmología para catarata y consulta general. Los chequeos ejecutivos se completan en una sola mañana y un médico revisa los resultados contigo ese mismo día.',
    },
    gettingThere: {
      en: "Guadalajara's Miguel Hidalgo y Costilla International Airport (GDL) is about 20 km south of Country Club. Authorised taxis sell tickets inside the terminal (roughly MXN 400–550) and take 30–45 minutes along Avenida López Mateos; ride-hailing apps pick up from the parking area.",
      es: 'El Aeropuerto Internacional Miguel Hidalgo y Costilla (GDL) de Guadalajara está a unos 20 km al sur de la colonia Country Club. Los taxis autorizados venden boletos dentro de la terminal (más o menos entre MXN 400 y 550) y tardan de 30 a 45 minutos por la avenida López Mateos; los autos por aplicación recogen en el estacionamiento.',
    },
    equipment: {
      en: [
        'Alcon Centurion Vision System (phacoemulsification)',
        'Zeiss IOLMaster 700 biometer',
        'Siemens Healthineers MAGNETOM 3 T MRI',
        'Cardiac stress testing and echocardiography in the check-up unit',
      ],
      es: [
        'Alcon Centurion Vision System (facoemulsificación)',
        'Biómetro Zeiss IOLMaster 700',
        'Resonancia magnética Siemens Healthineers MAGNETOM de 3 T',
        'Prueba de esfuerzo y ecocardiograma en la unidad de chequeos',
      ],
    },
    prices: {
      'cataract-surgery-premium-lenses': { from: 36_000, to: 78_000 },
      'pterygium-surgery': { from: 12_000, to: 24_000 },
      'comprehensive-eye-exam': { from: 1_100, to: 2_300 },
      'executive-health-checkup': { from: 8_500, to: 19_000 },
    },
  },
  {
    slug: 'clinica-oftalmologica-castellana',
    slugEs: 'clinica-oftalmologica-castellana',
    name: 'Clínica Oftalmológica Castellana',
    destination: 'madrid',
    address: 'Paseo de la Castellana 141, 28046 Madrid, España',
    languages: ['es', 'en', 'fr'],
    timeZone: 'Europe/Madrid',
    accreditations: [
      { issuer: 'QH Quality Healthcare (Fundación IDIS)', number: 'QH-2025-0318', validUntil: '2027-06-30', registerUrl: QH_REGISTER },
      { issuer: 'ISO 9001:2015', number: 'ES-0512/2024', validUntil: '2027-03-15', registerUrl: null },
    ],
    description: {
      en: 'An ophthalmology clinic on Paseo de la Castellana with units for cataract and lens surgery, retina and glaucoma. It is used to treating patients from Latin America and elsewhere in Europe, and sends a detailed report in English or Spanish for your eye doctor at home.',
      es: 'Clínica oftalmológica en el Paseo de la Castellana con unidades de catarata y cristalino, retina y glaucoma. Recibe con frecuencia pacientes de Latinoamérica y del resto de Europa, y entrega un informe detallado en español o en inglés para tu oftalmólogo de cabecera.',
    },
    gettingThere: {
      en: "From Adolfo Suárez Madrid-Barajas Airport (MAD) a taxi to Paseo de la Castellana 141 takes 20–30 minutes at the fixed airport fare of €33 for anywhere inside the M-30 ring. By metro, take line 8 to Nuevos Ministerios and line 10 one stop north to Cuzco, two minutes' walk from the clinic (about 40 minutes in all).",
      es: 'Desde el aeropuerto Adolfo Suárez Madrid-Barajas (MAD) un taxi hasta el Paseo de la Castellana 141 tarda entre 20 y 30 minutos con la tarifa fija del aeropuerto, 33 €, para cualquier destino dentro de la M-30. En metro, toma la línea 8 hasta Nuevos Ministerios y la línea 10 una parada al norte hasta Cuzco, a dos minutos a pie de la clínica (unos 40 minutos en total).',
    },
    equipment: {
      en: [
        'Alcon LenSx femtosecond laser (cataract)',
        'Alcon Centurion Vision System (phacoemulsification)',
        'Zeiss IOLMaster 700 biometer',
        'Heidelberg Spectralis OCT',
        'Alcon Constellation Vision System (vitrectomy)',
      ],
      es: [
        'Láser de femtosegundo Alcon LenSx (catarata)',
        'Alcon Centurion Vision System (facoemulsificación)',
        'Biómetro Zeiss IOLMaster 700',
        'OCT Heidelberg Spectralis',
        'Alcon Constellation Vision System (vitrectomía)',
      ],
    },
    prices: {
      'cataract-surgery-premium-lenses': { from: 1_900, to: 4_100 },
      'glaucoma-treatment': { from: 800, to: 3_900 },
      'retina-care': { from: 280, to: 5_600 },
    },
  },
  {
    slug: 'centre-oftalmologic-diagonal',
    slugEs: 'centre-oftalmologic-diagonal',
    name: 'Centre Oftalmològic Diagonal',
    destination: 'barcelona',
    address: 'Avinguda Diagonal 530, 08006 Barcelona, España',
    languages: ['ca', 'es', 'en', 'fr'],
    timeZone: 'Europe/Madrid',
    accreditations: [
      { issuer: 'QH Quality Healthcare (Fundación IDIS)', number: 'QH-2024-0957', validUntil: '2026-12-31', registerUrl: QH_REGISTER },
      { issuer: 'ISO 9001:2015', number: 'ES-0287/2023', validUntil: '2026-11-30', registerUrl: null },
    ],
    description: {
      en: 'An eye centre on Avinguda Diagonal known for its cornea and keratoconus unit, alongside refractive surgery and oculoplastics. Patients are seen by the same surgeon from the first assessment to the final check-up.',
      es: 'Centro oftalmológico en la Avinguda Diagonal reconocido por su unidad de córnea y queratocono, que trabaja junto con las áreas de cirugía refractiva y oculoplastia. Cada paciente es atendido por el mismo cirujano desde la primera valoración hasta el último control.',
    },
    gettingThere: {
      en: "From Josep Tarradellas Barcelona-El Prat Airport (BCN) a taxi to Avinguda Diagonal 530 takes 25–35 minutes and costs roughly €35–45 with the airport supplement. The Aerobús runs every 5–10 minutes to Plaça d'Espanya and Plaça de Catalunya; from Plaça de Catalunya, metro line 3 to Diagonal and a 10-minute walk.",
      es: "Desde el aeropuerto Josep Tarradellas Barcelona-El Prat (BCN) un taxi hasta la Avinguda Diagonal 530 tarda entre 25 y 35 minutos y cuesta más o menos entre 35 y 45 € con el suplemento del aeropuerto. El Aerobús sale cada 5 a 10 minutos hacia la Plaça d'Espanya y la Plaça de Catalunya; desde la Plaça de Catalunya, línea 3 de metro hasta Diagonal y 10 minutos a pie.",
    },
    equipment: {
      en: [
        'WaveLight EX500 excimer laser',
        'WaveLight FS200 femtosecond laser',
        'Zeiss VisuMax 800 (SMILE)',
        'Oculus Pentacam AXL corneal tomography',
        'Avedro KXL accelerated cross-linking system',
      ],
      es: [
        'Láser excímer WaveLight EX500',
        'Láser de femtosegundo WaveLight FS200',
        'Zeiss VisuMax 800 (SMILE)',
        'Tomógrafo corneal Oculus Pentacam AXL',
        'Sistema de crosslinking acelerado Avedro KXL',
      ],
    },
    prices: {
      lasik: { from: 1_500, to: 2_700 },
      prk: { from: 1_300, to: 2_400 },
      smile: { from: 2_200, to: 3_500 },
      icl: { from: 3_900, to: 6_400 },
      'corneal-cross-linking': { from: 1_100, to: 2_200 },
      'keratoconus-treatment': { from: 1_700, to: 3_300 },
      blepharoplasty: { from: 1_800, to: 3_600 },
    },
  },
  {
    slug: 'centro-medico-los-laureles',
    slugEs: 'centro-medico-los-laureles',
    name: 'Centro Médico Los Laureles',
    destination: 'san-jose',
    address: 'Autopista Próspero Fernández, 200 m oeste de Multiplaza, San Rafael de Escazú, San José, Costa Rica',
    languages: ['es', 'en'],
    timeZone: 'America/Costa_Rica',
    accreditations: [
      { issuer: 'Joint Commission International (JCI)', number: 'JCI-CR-A-0876', validUntil: '2028-01-31', registerUrl: JCI_REGISTER },
    ],
    description: {
      en: 'A private medical centre in Escazú, just west of central San José, with dental implant, orthopaedic and preventive medicine teams. Many of its patients fly in from North America, so appointments are arranged to fit around short stays.',
      es: 'Centro médico privado en Escazú, al oeste del centro de San José, con equipos de implantología dental, ortopedia y medicina preventiva. Muchos de sus pacientes llegan desde Norteamérica, por eso organiza las citas pensando en estancias cortas.',
    },
    gettingThere: {
      en: "San José's Juan Santamaría International Airport (SJO) is in Alajuela, about 20 km from Escazú. The orange airport taxis (Taxi Aeropuerto) charge by meter, roughly CRC 18,000–25,000, and take 25–40 minutes along Route 27; ask for Multiplaza Escazú, the landmark everyone knows.",
      es: 'El aeropuerto internacional Juan Santamaría (SJO) está en Alajuela, a unos 20 km de Escazú. Los taxis anaranjados del aeropuerto (Taxi Aeropuerto) cobran por taxímetro, más o menos entre CRC 18.000 y 25.000, y tardan de 25 a 40 minutos por la Ruta 27; pide ir a Multiplaza Escazú, el punto de referencia que todos conocen.',
    },
    equipment: {
      en: ['Dentsply Sirona CEREC chairside crowns', 'Planmeca ProMax 3D cone-beam CT', 'Digital intraoral scanner for implant planning'],
      es: [
        'Coronas en el día con Dentsply Sirona CEREC',
        'Tomógrafo de haz cónico Planmeca ProMax 3D',
        'Escáner intraoral digital para planificar implantes',
      ],
    },
    prices: {
      'dental-implants': { from: 460_000, to: 920_000 },
      'executive-health-checkup': { from: 220_000, to: 600_000 },
    },
  },
]
