import type { SpecialistSeed } from './types'

/*
 * The seeded specialists are fictional people (the site is a demonstration),
 * and the sync marks each as an example profile (specialists.example) so its
 * public page says so. Their licence numbers are examples in the real issuing
 * body's usual form (no register lists them); the bodies, universities,
 * hospitals and training programmes named are real.
 */

export const specialists: SpecialistSeed[] = [
  // Clínica Visión Andina, Bogotá
  {
    slug: 'valentina-rojas',
    name: 'Dra. Valentina Rojas',
    title: { en: 'Refractive surgeon', es: 'Cirujana refractiva' },
    clinic: 'clinica-vision-andina',
    languages: ['es', 'en'],
    yearsOfExperience: 14,
    bio: {
      en: 'Dr Rojas performs LASIK, PRK, SMILE and implantable lens surgery, and spends as much time deciding who should not have surgery as operating. She completed a fellowship in cornea and refractive surgery after her ophthalmology residency in Bogotá.',
      es: 'La Dra. Rojas realiza LASIK, PRK, SMILE e implante de lentes fáquicos, y dedica tanto tiempo a definir quién no debe operarse como a operar. Hizo una subespecialización en córnea y cirugía refractiva después de su residencia de oftalmología en Bogotá.',
    },
    licenceNumber: 'RM 52.184.377',
    licenceBody: 'ReTHUS, Ministerio de Salud y Protección Social (Colombia)',
    proceduresPerYear: 1100,
    education: {
      en: ['Medicine, Pontificia Universidad Javeriana, Bogotá', 'Ophthalmology residency, Universidad Nacional de Colombia'],
      es: ['Medicina, Pontificia Universidad Javeriana, Bogotá', 'Residencia en Oftalmología, Universidad Nacional de Colombia'],
    },
    fellowships: {
      en: ['Cornea and refractive surgery fellowship, Fundación Oftalmológica Nacional, Bogotá'],
      es: ['Subespecialización en córnea y cirugía refractiva, Fundación Oftalmológica Nacional, Bogotá'],
    },
  },
  {
    slug: 'andres-cardenas',
    name: 'Dr. Andrés Felipe Cárdenas',
    title: { en: 'Cornea and keratoconus specialist', es: 'Especialista en córnea y queratocono' },
    clinic: 'clinica-vision-andina',
    languages: ['es', 'en'],
    yearsOfExperience: 19,
    bio: {
      en: 'Dr Cárdenas leads the cornea service at Visión Andina, where he treats keratoconus with cross-linking, intracorneal ring segments and topography-guided laser. He also operates on pterygium and follows many young patients with keratoconus over the long term.',
      es: 'El Dr. Cárdenas dirige el servicio de córnea de Visión Andina, donde trata el queratocono con crosslinking, anillos intracorneales y láser guiado por topografía. También opera pterigión y lleva el seguimiento a largo plazo de muchos pacientes jóvenes con queratocono.',
    },
    licenceNumber: 'RM 79.553.120',
    licenceBody: 'ReTHUS, Ministerio de Salud y Protección Social (Colombia)',
    proceduresPerYear: 450,
    education: {
      en: ['Medicine, Universidad del Rosario, Bogotá', 'Ophthalmology residency, Universidad Nacional de Colombia'],
      es: ['Medicina, Universidad del Rosario, Bogotá', 'Residencia en Oftalmología, Universidad Nacional de Colombia'],
    },
    fellowships: {
      en: ['Cornea and external disease fellowship, Instituto Barraquer de América, Bogotá'],
      es: ['Subespecialización en córnea y segmento anterior, Instituto Barraquer de América, Bogotá'],
    },
  },
  // Clínica Montesol, Medellín
  {
    slug: 'isabel-arango',
    name: 'Dra. Isabel Cristina Arango',
    title: { en: 'Retina specialist', es: 'Especialista en retina y vítreo' },
    clinic: 'clinica-montesol',
    languages: ['es', 'en'],
    yearsOfExperience: 16,
    bio: {
      en: 'Dr Arango treats macular degeneration, diabetic retinopathy and retinal detachment with intravitreal injections, laser and vitrectomy. She is known for taking the time to explain scans to patients and their families.',
      es: 'La Dra. Arango trata la degeneración macular, la retinopatía diabética y el desprendimiento de retina con inyecciones intravítreas, láser y vitrectomía. Sus pacientes valoran que se tome el tiempo de explicarles los exámenes a ellos y a sus familias.',
    },
    licenceNumber: 'RM 43.718.266',
    licenceBody: 'ReTHUS, Ministerio de Salud y Protección Social (Colombia)',
    proceduresPerYear: 900,
    education: {
      en: ['Medicine, Universidad de Antioquia, Medellín', 'Ophthalmology residency, Universidad de Antioquia'],
      es: ['Medicina, Universidad de Antioquia, Medellín', 'Residencia en Oftalmología, Universidad de Antioquia'],
    },
    fellowships: {
      en: ['Retina and vitreous fellowship, Asociación para Evitar la Ceguera en México (APEC), Mexico City'],
      es: ['Subespecialización en retina y vítreo, Asociación para Evitar la Ceguera en México (APEC), Ciudad de México'],
    },
  },
  {
    slug: 'santiago-echeverri',
    name: 'Dr. Santiago Echeverri',
    title: { en: 'Orthopaedic surgeon, knee and hip', es: 'Cirujano ortopedista de rodilla y cadera' },
    clinic: 'clinica-montesol',
    languages: ['es', 'en'],
    yearsOfExperience: 17,
    bio: {
      en: 'Dr Echeverri specialises in hip and knee replacement and works closely with the hospital’s physiotherapy team from the day after surgery. He plans each international patient’s stay so that stitches are checked and walking is safe before the flight home.',
      es: 'El Dr. Echeverri se especializa en reemplazos de cadera y rodilla, y trabaja de la mano con el equipo de fisioterapia del hospital desde el día siguiente a la cirugía. Planea la estancia de cada paciente internacional para que la herida esté revisada y pueda caminar con seguridad antes del vuelo de regreso.',
    },
    licenceNumber: 'RM 71.790.854',
    licenceBody: 'ReTHUS, Ministerio de Salud y Protección Social (Colombia)',
    proceduresPerYear: 220,
    education: {
      en: ['Medicine, Universidad CES, Medellín', 'Orthopaedics and traumatology residency, Universidad de Antioquia'],
      es: ['Medicina, Universidad CES, Medellín', 'Residencia en Ortopedia y Traumatología, Universidad de Antioquia'],
    },
    fellowships: {
      en: ['Adult hip and knee reconstruction fellowship, Hospital Italiano de Buenos Aires'],
      es: ['Subespecialización en reemplazos articulares de cadera y rodilla, Hospital Italiano de Buenos Aires'],
    },
  },
  // Centro Oftalmológico Bahía, Cartagena
  {
    slug: 'eduardo-barrios',
    name: 'Dr. Eduardo Barrios',
    title: { en: 'Cataract and anterior segment surgeon', es: 'Cirujano de catarata y segmento anterior' },
    clinic: 'centro-oftalmologico-bahia',
    languages: ['es', 'en'],
    yearsOfExperience: 22,
    bio: {
      en: 'Dr Barrios has performed cataract surgery for more than two decades, including multifocal, extended-depth-of-focus and toric lens implants. Working on the Caribbean coast, he also operates on pterygium regularly and always uses a conjunctival graft to lower the chance of recurrence.',
      es: 'El Dr. Barrios lleva más de veinte años operando catarata, incluido el implante de lentes multifocales, de foco extendido y tóricos. Como trabaja en el Caribe, también opera pterigión con frecuencia y siempre usa injerto de conjuntiva para reducir la probabilidad de que reaparezca.',
    },
    licenceNumber: 'RM 73.104.592',
    licenceBody: 'ReTHUS, Ministerio de Salud y Protección Social (Colombia)',
    proceduresPerYear: 850,
    education: {
      en: ['Medicine, Universidad de Cartagena', 'Ophthalmology residency, Universidad de Cartagena'],
      es: ['Medicina, Universidad de Cartagena', 'Residencia en Oftalmología, Universidad de Cartagena'],
    },
    fellowships: {
      en: ['Anterior segment and cataract surgery fellowship, Instituto Barraquer, Barcelona'],
      es: ['Subespecialización en segmento anterior y catarata, Instituto Barraquer, Barcelona'],
    },
  },
  {
    slug: 'mariana-bustillo',
    name: 'Dra. Mariana Bustillo',
    title: { en: 'Oculoplastic surgeon', es: 'Cirujana oculoplástica' },
    clinic: 'centro-oftalmologico-bahia',
    languages: ['es', 'en'],
    yearsOfExperience: 12,
    bio: {
      en: 'Dr Bustillo is an ophthalmologist who specialises in surgery of the eyelids, tear ducts and orbit. She checks eye dryness and eyelid function before any blepharoplasty, because a natural, comfortable result matters more to her than a dramatic one.',
      es: 'La Dra. Bustillo es oftalmóloga especializada en cirugía de párpados, vías lagrimales y órbita. Antes de cualquier blefaroplastia evalúa la sequedad ocular y el funcionamiento del párpado, porque le importa más un resultado natural y cómodo que uno llamativo.',
    },
    licenceNumber: 'RM 1.047.382.915',
    licenceBody: 'ReTHUS, Ministerio de Salud y Protección Social (Colombia)',
    proceduresPerYear: 300,
    education: {
      en: ['Medicine, Universidad del Norte, Barranquilla', 'Ophthalmology residency, Universidad de Cartagena'],
      es: ['Medicina, Universidad del Norte, Barranquilla', 'Residencia en Oftalmología, Universidad de Cartagena'],
    },
    fellowships: {
      en: ['Oculoplastic, orbit and lacrimal surgery fellowship, Instituto de Oftalmología Conde de Valenciana, Mexico City'],
      es: ['Subespecialización en oculoplástica, órbita y vías lagrimales, Instituto de Oftalmología Conde de Valenciana, Ciudad de México'],
    },
  },
  // Instituto de la Visión Reforma, Mexico City
  {
    slug: 'emilio-garza',
    name: 'Dr. Emilio Garza',
    title: { en: 'Refractive surgeon', es: 'Cirujano refractivo' },
    clinic: 'instituto-de-la-vision-reforma',
    languages: ['es', 'en'],
    yearsOfExperience: 15,
    bio: {
      en: 'Dr Garza focuses on SMILE and implantable collamer lenses for people with high myopia or thin corneas who are not good LASIK candidates. He teaches refractive surgery to ophthalmology residents in Mexico City.',
      es: 'El Dr. Garza se dedica sobre todo a SMILE y a los lentes intraoculares fáquicos (ICL) para personas con miopía alta o córneas delgadas que no son buenas candidatas a LASIK. Además, enseña cirugía refractiva a residentes de oftalmología en la Ciudad de México.',
    },
    licenceNumber: 'Cédula de especialidad 7345218',
    licenceBody: 'Dirección General de Profesiones (SEP), México; certificado por el Consejo Mexicano de Oftalmología',
    proceduresPerYear: 950,
    education: {
      en: [
        'Medicine, Universidad Autónoma de Nuevo León, Monterrey',
        'Ophthalmology residency, Instituto de Oftalmología Conde de Valenciana, Mexico City',
      ],
      es: [
        'Medicina, Universidad Autónoma de Nuevo León, Monterrey',
        'Residencia en Oftalmología, Instituto de Oftalmología Conde de Valenciana, Ciudad de México',
      ],
    },
    fellowships: {
      en: ['Cornea and refractive surgery fellowship, Instituto de Oftalmología Conde de Valenciana'],
      es: ['Alta especialidad en córnea y cirugía refractiva, Instituto de Oftalmología Conde de Valenciana'],
    },
  },
  {
    slug: 'ana-sofia-villasenor',
    name: 'Dra. Ana Sofía Villaseñor',
    title: { en: 'Glaucoma specialist', es: 'Especialista en glaucoma' },
    clinic: 'instituto-de-la-vision-reforma',
    languages: ['es', 'en'],
    yearsOfExperience: 18,
    bio: {
      en: 'Dr Villaseñor runs the glaucoma clinic at Instituto de la Visión Reforma, offering selective laser trabeculoplasty and minimally invasive glaucoma surgery. She also sees patients for full eye examinations, where many cases of glaucoma are first picked up.',
      es: 'La Dra. Villaseñor dirige la clínica de glaucoma del Instituto de la Visión Reforma, donde realiza trabeculoplastia láser selectiva y cirugía de glaucoma mínimamente invasiva. También atiende exámenes visuales completos, que es donde se detectan por primera vez muchos casos de glaucoma.',
    },
    licenceNumber: 'Cédula de especialidad 6128934',
    licenceBody: 'Dirección General de Profesiones (SEP), México; certificada por el Consejo Mexicano de Oftalmología',
    proceduresPerYear: 380,
    education: {
      en: ['Medicine, Universidad Nacional Autónoma de México (UNAM)', 'Ophthalmology residency, Hospital General de México'],
      es: ['Medicina, Universidad Nacional Autónoma de México (UNAM)', 'Residencia en Oftalmología, Hospital General de México'],
    },
    fellowships: {
      en: ['Glaucoma fellowship, Asociación para Evitar la Ceguera en México (APEC)'],
      es: ['Alta especialidad en glaucoma, Asociación para Evitar la Ceguera en México (APEC)'],
    },
  },
  // Hospital Altavista, Guadalajara
  {
    slug: 'fernanda-orozco',
    name: 'Dra. Fernanda Orozco',
    title: { en: 'Ophthalmologist, cataract and general eye care', es: 'Oftalmóloga, catarata y consulta general' },
    clinic: 'hospital-altavista',
    languages: ['es', 'en'],
    yearsOfExperience: 11,
    bio: {
      en: 'Dr Orozco looks after the ophthalmology department at Hospital Altavista, from routine eye examinations to cataract and pterygium surgery. Patients who come for an executive check-up are often referred to her for an eye screening on the same visit.',
      es: 'La Dra. Orozco está a cargo del departamento de oftalmología del Hospital Altavista, donde atiende desde exámenes visuales de rutina hasta cirugías de catarata y pterigión. Muchos pacientes que vienen a un chequeo ejecutivo aprovechan la misma visita para hacerse una revisión de los ojos con ella.',
    },
    licenceNumber: 'Cédula de especialidad 9871543',
    licenceBody: 'Dirección General de Profesiones (SEP), México; certificada por el Consejo Mexicano de Oftalmología',
    proceduresPerYear: 420,
    education: {
      en: ['Medicine, Universidad de Guadalajara', 'Ophthalmology residency, Hospital Civil de Guadalajara'],
      es: ['Medicina, Universidad de Guadalajara', 'Residencia en Oftalmología, Hospital Civil de Guadalajara'],
    },
    fellowships: { en: [], es: [] },
  },
  {
    slug: 'rodrigo-ibarra',
    name: 'Dr. Rodrigo Ibarra',
    title: { en: 'Cardiologist, executive check-up lead', es: 'Cardiólogo, coordinador de chequeos ejecutivos' },
    clinic: 'hospital-altavista',
    languages: ['es', 'en'],
    yearsOfExperience: 20,
    bio: {
      en: 'Dr Ibarra is a cardiologist who designed Hospital Altavista’s executive check-up programme. He reviews every set of results with the patient in person and writes a clear report with priorities to discuss with their own doctor.',
      es: 'El Dr. Ibarra es cardiólogo y diseñó el programa de chequeo ejecutivo del Hospital Altavista. Revisa personalmente los resultados con cada paciente y redacta un informe claro, con prioridades para conversar después con su médico de cabecera.',
    },
    licenceNumber: 'Cédula de especialidad 5093627',
    licenceBody: 'Dirección General de Profesiones (SEP), México; certificado por el Consejo Mexicano de Cardiología',
    proceduresPerYear: null,
    education: {
      en: [
        'Medicine, Universidad de Guadalajara',
        'Internal medicine residency, Centro Médico Nacional de Occidente (IMSS)',
        'Cardiology, Instituto Nacional de Cardiología Ignacio Chávez, Mexico City',
      ],
      es: [
        'Medicina, Universidad de Guadalajara',
        'Residencia en Medicina Interna, Centro Médico Nacional de Occidente (IMSS)',
        'Cardiología, Instituto Nacional de Cardiología Ignacio Chávez, Ciudad de México',
      ],
    },
    fellowships: {
      en: ['Preventive cardiology fellowship, Instituto Nacional de Cardiología Ignacio Chávez'],
      es: ['Alta especialidad en cardiología preventiva, Instituto Nacional de Cardiología Ignacio Chávez'],
    },
  },
  // Clínica Oftalmológica Castellana, Madrid
  {
    slug: 'javier-ortega',
    name: 'Dr. Javier Ortega Sanz',
    title: { en: 'Cataract and lens surgeon', es: 'Cirujano de catarata y cristalino' },
    clinic: 'clinica-oftalmologica-castellana',
    languages: ['es', 'en'],
    yearsOfExperience: 24,
    bio: {
      en: 'Dr Ortega heads the cataract and lens unit at Clínica Oftalmológica Castellana and has a particular interest in choosing the right premium lens for each patient’s eyes and lifestyle. He is frank about when a monofocal lens is the better choice.',
      es: 'El Dr. Ortega dirige la unidad de catarata y cristalino de la Clínica Oftalmológica Castellana y pone especial cuidado en elegir el lente premium que mejor se adapta a los ojos y al estilo de vida de cada paciente. Es franco cuando un lente monofocal es la mejor opción.',
    },
    licenceNumber: 'Colegiado n.º 282847315',
    licenceBody: 'Ilustre Colegio Oficial de Médicos de Madrid (ICOMEM)',
    proceduresPerYear: 1000,
    education: {
      en: ['Medicine, Universidad Complutense de Madrid', 'Ophthalmology residency (MIR), Hospital Clínico San Carlos, Madrid'],
      es: ['Medicina, Universidad Complutense de Madrid', 'Residencia de Oftalmología (MIR), Hospital Clínico San Carlos, Madrid'],
    },
    fellowships: {
      en: ['Cataract and refractive lens surgery fellowship, Moorfields Eye Hospital, London'],
      es: ['Fellowship en cirugía de catarata y cristalino, Moorfields Eye Hospital, Londres'],
    },
  },
  {
    slug: 'elena-moreno',
    name: 'Dra. Elena Moreno Ruiz',
    title: { en: 'Retina specialist', es: 'Especialista en retina' },
    clinic: 'clinica-oftalmologica-castellana',
    languages: ['es', 'en', 'fr'],
    yearsOfExperience: 17,
    bio: {
      en: 'Dr Moreno treats medical and surgical retinal conditions, including age-related macular degeneration, macular holes and retinal detachment. She coordinates injection schedules with patients’ eye doctors at home so treatment can continue after they leave Madrid.',
      es: 'La Dra. Moreno trata enfermedades médicas y quirúrgicas de la retina, como la degeneración macular asociada a la edad, el agujero macular y el desprendimiento de retina. Coordina el calendario de inyecciones con el oftalmólogo de cada paciente en su país para que el tratamiento continúe después de salir de Madrid.',
    },
    licenceNumber: 'Colegiado n.º 282853190',
    licenceBody: 'Ilustre Colegio Oficial de Médicos de Madrid (ICOMEM)',
    proceduresPerYear: 700,
    education: {
      en: ['Medicine, Universidad Autónoma de Madrid', 'Ophthalmology residency (MIR), Hospital Universitario La Paz, Madrid'],
      es: ['Medicina, Universidad Autónoma de Madrid', 'Residencia de Oftalmología (MIR), Hospital Universitario La Paz, Madrid'],
    },
    fellowships: {
      en: ['Medical and surgical retina fellowship, Hôpital Lariboisière, Paris'],
      es: ['Fellowship en retina médica y quirúrgica, Hôpital Lariboisière, París'],
    },
  },
  {
    slug: 'pablo-navarro',
    name: 'Dr. Pablo Navarro Gil',
    title: { en: 'Glaucoma specialist', es: 'Especialista en glaucoma' },
    clinic: 'clinica-oftalmologica-castellana',
    languages: ['es', 'en'],
    yearsOfExperience: 13,
    bio: {
      en: 'Dr Navarro treats open-angle and angle-closure glaucoma with laser, minimally invasive surgery and, when needed, trabeculectomy. He often combines glaucoma procedures with cataract surgery to reduce the number of operations a patient needs.',
      es: 'El Dr. Navarro trata el glaucoma de ángulo abierto y de ángulo cerrado con láser, cirugía mínimamente invasiva y, cuando hace falta, trabeculectomía. Con frecuencia combina la cirugía de glaucoma con la de catarata para que el paciente necesite menos intervenciones.',
    },
    licenceNumber: 'Colegiado n.º 282861447',
    licenceBody: 'Ilustre Colegio Oficial de Médicos de Madrid (ICOMEM)',
    proceduresPerYear: 350,
    education: {
      en: ['Medicine, Universidad de Navarra, Pamplona', 'Ophthalmology residency (MIR), Hospital Universitario Ramón y Cajal, Madrid'],
      es: ['Medicina, Universidad de Navarra, Pamplona', 'Residencia de Oftalmología (MIR), Hospital Universitario Ramón y Cajal, Madrid'],
    },
    fellowships: {
      en: ['Glaucoma fellowship, Hospital Clínico San Carlos, Madrid'],
      es: ['Fellowship en glaucoma, Hospital Clínico San Carlos, Madrid'],
    },
  },
  // Centre Oftalmològic Diagonal, Barcelona
  {
    slug: 'montserrat-puig',
    name: 'Dra. Montserrat Puig Vidal',
    title: { en: 'Cornea specialist', es: 'Especialista en córnea' },
    clinic: 'centre-oftalmologic-diagonal',
    languages: ['ca', 'es', 'en'],
    yearsOfExperience: 21,
    bio: {
      en: 'Dr Puig has spent most of her career treating keratoconus, from cross-linking in teenagers to ring segments and corneal transplants in advanced cases. She leads the cornea unit at Centre Oftalmològic Diagonal.',
      es: 'La Dra. Puig ha dedicado la mayor parte de su carrera al queratocono: desde el crosslinking en adolescentes hasta los anillos intracorneales y el trasplante de córnea en casos avanzados. Dirige la unidad de córnea del Centre Oftalmològic Diagonal.',
    },
    licenceNumber: 'Colegiada n.º 08/31742',
    licenceBody: 'Col·legi Oficial de Metges de Barcelona (COMB)',
    proceduresPerYear: 400,
    education: {
      en: ['Medicine, Universitat de Barcelona', 'Ophthalmology residency (MIR), Hospital Clínic de Barcelona'],
      es: ['Medicina, Universitat de Barcelona', 'Residencia de Oftalmología (MIR), Hospital Clínic de Barcelona'],
    },
    fellowships: {
      en: ['Cornea and external disease fellowship, Instituto Barraquer, Barcelona'],
      es: ['Fellowship en córnea y superficie ocular, Instituto Barraquer, Barcelona'],
    },
  },
  {
    slug: 'marc-ferrer',
    name: 'Dr. Marc Ferrer Soler',
    title: { en: 'Refractive surgeon', es: 'Cirujano refractivo' },
    clinic: 'centre-oftalmologic-diagonal',
    languages: ['ca', 'es', 'en'],
    yearsOfExperience: 14,
    bio: {
      en: 'Dr Ferrer performs LASIK, PRK, SMILE and implantable lens surgery, and chooses the technique after a full corneal assessment rather than the other way round. Many of his patients are athletes and people whose work makes contact lenses impractical.',
      es: 'El Dr. Ferrer realiza LASIK, PRK, SMILE e implante de lentes fáquicos, y elige la técnica después de un estudio completo de la córnea, no antes. Muchos de sus pacientes son deportistas o personas a las que su trabajo les impide usar lentes de contacto con comodidad.',
    },
    licenceNumber: 'Colegiado n.º 08/40519',
    licenceBody: 'Col·legi Oficial de Metges de Barcelona (COMB)',
    proceduresPerYear: 1000,
    education: {
      en: ['Medicine, Universitat Autònoma de Barcelona', "Ophthalmology residency (MIR), Hospital Universitari Vall d'Hebron, Barcelona"],
      es: ['Medicina, Universitat Autònoma de Barcelona', "Residencia de Oftalmología (MIR), Hospital Universitari Vall d'Hebron, Barcelona"],
    },
    fellowships: {
      en: ['Refractive surgery fellowship, Institut Català de Retina, Barcelona'],
      es: ['Fellowship en cirugía refractiva, Institut Català de Retina, Barcelona'],
    },
  },
  {
    slug: 'nuria-casals',
    name: 'Dra. Núria Casals Roig',
    title: { en: 'Oculoplastic surgeon', es: 'Cirujana oculoplástica' },
    clinic: 'centre-oftalmologic-diagonal',
    languages: ['ca', 'es', 'en', 'fr'],
    yearsOfExperience: 10,
    bio: {
      en: 'Dr Casals performs functional and cosmetic eyelid surgery, including upper and lower blepharoplasty and ptosis repair. She favours conservative techniques that keep the eyelids closing fully and the eyes comfortable.',
      es: 'La Dra. Casals realiza cirugía de párpados funcional y estética, como la blefaroplastia superior e inferior y la corrección de la ptosis. Prefiere técnicas conservadoras que permitan que el párpado siga cerrando bien y el ojo se mantenga cómodo.',
    },
    licenceNumber: 'Colegiada n.º 08/44906',
    licenceBody: 'Col·legi Oficial de Metges de Barcelona (COMB)',
    proceduresPerYear: 280,
    education: {
      en: ['Medicine, Universitat Pompeu Fabra, Barcelona', 'Ophthalmology residency (MIR), Hospital de la Santa Creu i Sant Pau, Barcelona'],
      es: ['Medicina, Universitat Pompeu Fabra, Barcelona', 'Residencia de Oftalmología (MIR), Hospital de la Santa Creu i Sant Pau, Barcelona'],
    },
    fellowships: {
      en: ['Oculoplastic and orbital surgery fellowship, Hôpital Fondation Adolphe de Rothschild, Paris'],
      es: ['Fellowship en cirugía oculoplástica y de órbita, Hôpital Fondation Adolphe de Rothschild, París'],
    },
  },
  // Centro Médico Los Laureles, San José
  {
    slug: 'esteban-solis',
    name: 'Dr. Esteban Solís Quesada',
    title: { en: 'Dental implant specialist', es: 'Odontólogo implantólogo' },
    clinic: 'centro-medico-los-laureles',
    languages: ['es', 'en'],
    yearsOfExperience: 16,
    bio: {
      en: 'Dr Solís places single and multiple dental implants and works with an in-house laboratory on the final crowns. He plans treatment around two trips, one to place the implant and one a few months later for the crown, and explains clearly when a bone graft is needed.',
      es: 'El Dr. Solís coloca implantes dentales unitarios y múltiples, y trabaja con un laboratorio propio para las coronas definitivas. Organiza el tratamiento en dos viajes, uno para colocar el implante y otro unos meses después para la corona, y explica con claridad cuándo hace falta un injerto de hueso.',
    },
    licenceNumber: 'Código CCD-4187',
    licenceBody: 'Colegio de Cirujanos Dentistas de Costa Rica',
    proceduresPerYear: 500,
    education: {
      en: ['Dentistry, Universidad de Costa Rica', 'Master in oral implantology, Universidad Complutense de Madrid'],
      es: ['Odontología, Universidad de Costa Rica', 'Máster en Implantología Oral, Universidad Complutense de Madrid'],
    },
    fellowships: { en: [], es: [] },
  },
  {
    slug: 'carolina-vargas',
    name: 'Dra. Carolina Vargas Jiménez',
    title: { en: 'Internal medicine physician', es: 'Médica internista' },
    clinic: 'centro-medico-los-laureles',
    languages: ['es', 'en'],
    yearsOfExperience: 12,
    bio: {
      en: 'Dr Vargas leads preventive medicine at Centro Médico Los Laureles, where she runs executive check-ups and reviews the results with each patient. She pays special attention to blood pressure, diabetes and cholesterol, which often go unnoticed for years.',
      es: 'La Dra. Vargas dirige el área de medicina preventiva del Centro Médico Los Laureles, donde coordina los chequeos ejecutivos y revisa los resultados con cada paciente. Presta especial atención a la presión arterial, la diabetes y el colesterol, que con frecuencia pasan inadvertidos durante años.',
    },
    licenceNumber: 'Código MED-11562',
    licenceBody: 'Colegio de Médicos y Cirujanos de Costa Rica',
    proceduresPerYear: null,
    education: {
      en: ['Medicine, Universidad de Costa Rica', 'Internal medicine residency, Hospital México (CCSS), San José'],
      es: ['Medicina, Universidad de Costa Rica', 'Residencia en Medicina Interna, Hospital México (CCSS), San José'],
    },
    fellowships: {
      en: ['Preventive medicine and cardiovascular risk fellowship, Hospital Clínico Universidad de Chile, Santiago'],
      es: ['Fellowship en medicina preventiva y riesgo cardiovascular, Hospital Clínico Universidad de Chile, Santiago'],
    },
  },
]
