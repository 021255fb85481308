import type { CompanySeed } from './types'

export const company: CompanySeed = {
  vision: {
    en: 'A world where good eye care does not depend on where you happen to live.',
    es: 'Que una buena atención oftalmológica no dependa del lugar donde te tocó vivir.',
  },
  mission: {
    en: 'We help you get safe, high-quality eye treatment abroad: we connect you with vetted specialists, give you clear prices and honest advice, and look after every step, from your first assessment to your follow-up at home.',
    es: 'Te ayudamos a recibir un tratamiento oftalmológico seguro y de calidad en otro país: te conectamos con especialistas verificados, te damos precios claros y una opinión honesta, y te acompañamos en cada paso, desde la primera valoración hasta el seguimiento en casa.',
  },
  values: [
    {
      icon: 'lucide:shield-check',
      title: { en: 'Safety first', es: 'La seguridad, primero' },
      description: {
        en: 'Every partner clinic meets our clinical criteria, and every treatment plan is decided by a surgeon after a full assessment, never by a sales target.',
        es: 'Cada clínica aliada cumple nuestros criterios clínicos, y cada plan de tratamiento lo decide un cirujano después de una valoración completa, nunca una meta de ventas.',
      },
    },
    {
      icon: 'lucide:handshake',
      title: { en: 'Honest advice', es: 'Consejo honesto' },
      description: {
        en: "We would rather tell you that surgery isn't right for you than sell you something you don't need. Realistic expectations, risks included, come with every plan.",
        es: 'Preferimos decirte que la cirugía no es para ti antes que venderte algo que no necesitas. Cada plan viene con expectativas realistas, riesgos incluidos.',
      },
    },
    {
      icon: 'lucide:scale',
      title: { en: 'Transparent prices', es: 'Precios transparentes' },
      description: {
        en: 'Itemised quotes in writing before you pay, no hidden fees, and clear terms if your plans change.',
        es: 'Cotizaciones detalladas y por escrito antes de que pagues, sin cargos ocultos y con condiciones claras si tus planes cambian.',
      },
    },
    {
      icon: 'lucide:heart',
      title: { en: 'Care from start to finish', es: 'Acompañamiento de principio a fin' },
      description: {
        en: 'A real person who knows your case, from your first message to your follow-up months after you get home.',
        es: 'Una persona de carne y hueso que conoce tu caso, desde tu primer mensaje hasta el seguimiento meses después de tu regreso.',
      },
    },
    {
      icon: 'lucide:badge-check',
      title: { en: 'Vetted partners', es: 'Aliados verificados' },
      description: {
        en: 'We visit and review every partner clinic regularly, and we stop working with any clinic that no longer meets our standards.',
        es: 'Visitamos y evaluamos con regularidad a cada clínica aliada, y dejamos de trabajar con las que ya no cumplen nuestros estándares.',
      },
    },
  ],
  story: {
    en: `Claravia started with a frustration. While running an international patient office in a Bogotá hospital, Valentina Ríos met patient after patient who had travelled for eye surgery with little more than a price from a website: no clear idea of who would operate, what was included or who would look after them once they were home. Many did well; some had been poorly advised. Almost all of them had been left to work things out on their own.

She founded Claravia to do it properly. With ophthalmologist Dr. Andrés Salazar as medical director, we set clear clinical criteria and visit every clinic before we work with it, checking its surgeons' credentials, equipment, hygiene and how it handles complications, and we keep reviewing our partners over time. Every patient gets an itemised, written quote before paying anything, and an honest opinion on whether surgery makes sense for them at all.

Today we coordinate eye treatment in Colombia, Mexico, Spain, Panama and Costa Rica, in English and Spanish. Our work doesn't end at the clinic door: we stay in touch after you fly home, share your medical reports with your local eye doctor and help you get answers from your surgeon whenever you need them. Good eye care shouldn't depend on where you live, and crossing a border to get it shouldn't mean doing it alone.`,
    es: `Claravia nació de una frustración. Cuando dirigía la oficina de pacientes internacionales de un hospital en Bogotá, Valentina Ríos conoció a muchísimas personas que habían viajado para operarse de los ojos casi sin más información que un precio visto en internet: no sabían bien quién las iba a operar, qué incluía el precio ni quién las atendería al volver a casa. A muchas les fue bien; a otras las habían asesorado mal. Casi todas habían tenido que arreglárselas solas.

Valentina fundó Claravia para hacer las cosas bien. Con el oftalmólogo Andrés Salazar como director médico, definimos criterios clínicos claros y visitamos cada clínica antes de trabajar con ella: revisamos la formación de sus cirujanos, sus equipos, su higiene y cómo maneja las complicaciones, y seguimos evaluando a nuestros aliados con el tiempo. Cada paciente recibe una cotización detallada y por escrito antes de pagar cualquier cosa, y una opinión honesta sobre si la cirugía tiene sentido en su caso.

Hoy coordinamos tratamientos oftalmológicos en Colombia, México, España, Panamá y Costa Rica, en español y en inglés. Nuestro trabajo no termina en la puerta de la clínica: seguimos en contacto cuando vuelves a casa, le compartimos tus informes médicos a tu oftalmólogo de confianza y te ayudamos a obtener respuestas de tu cirujano siempre que lo necesites. Una buena atención visual no debería depender de dónde vives, y cruzar una frontera para conseguirla no debería significar hacerlo en soledad.`,
  },
}
