import type { FaqSeed, FaqTopicSeed } from './types'

export const faqTopics: FaqTopicSeed[] = [
  { slug: 'planning-your-trip', name: { en: 'Planning your trip', es: 'Planea tu viaje' } },
  { slug: 'treatments-and-candidacy', name: { en: 'Treatments and candidacy', es: 'Tratamientos y requisitos' } },
  { slug: 'costs-and-payments', name: { en: 'Costs and payments', es: 'Costos y pagos' } },
  { slug: 'booking-and-assessment', name: { en: 'Booking and assessment', es: 'Reserva y valoración' } },
  { slug: 'after-your-treatment', name: { en: 'After your treatment', es: 'Después del tratamiento' } },
]

export const faqs: FaqSeed[] = [
  // Planning your trip
  {
    topic: 'planning-your-trip',
    question: {
      en: 'How long should I stay after LASIK?',
      es: '¿Cuántos días debo quedarme después de un LASIK?',
    },
    answer: {
      en: `Plan on **at least four to five days** at your destination. A typical schedule is the assessment on day one, surgery on day two (sometimes on the same day as the assessment), a check-up the morning after surgery and a final review a few days later, before you fly home.

For PRK or other surface treatments, allow **about a week**: the surface of the eye takes three to five days to heal, and the protective contact lens is removed at the clinic. Your surgeon confirms the exact plan after your assessment, and we build your itinerary around it.`,
      es: `Calcula **al menos cuatro o cinco días** en el destino. Lo habitual es hacer la valoración el primer día, la cirugía el segundo (a veces el mismo día de la valoración), un control a la mañana siguiente y una última revisión unos días después, antes de tu vuelo de regreso.

Si te vas a hacer PRK u otra técnica de superficie, reserva **alrededor de una semana**: la superficie del ojo tarda entre tres y cinco días en cicatrizar, y el lente de contacto protector te lo retiran en la clínica. Tu cirujano confirma el plan exacto después de la valoración, y nosotros armamos tu itinerario a partir de ahí.`,
    },
  },
  {
    topic: 'planning-your-trip',
    question: {
      en: 'How long should I plan to stay for cataract surgery?',
      es: '¿Cuánto tiempo debo quedarme para una cirugía de cataratas?',
    },
    answer: {
      en: `For one eye, plan on **about a week**: the assessment and lens measurements, the surgery, a check-up the next day and another one around day five to seven.

If both eyes need surgery, most surgeons operate on one eye at a time, a few days to two weeks apart, so a stay of **two to three weeks** is common. Some patients prefer to have one eye done per trip. We'll go through the options with you and your surgeon before you book flights.`,
      es: `Para un ojo, calcula **alrededor de una semana**: la valoración con las mediciones del lente, la cirugía, un control al día siguiente y otro entre el quinto y el séptimo día.

Si hay que operar los dos ojos, la mayoría de los cirujanos lo hace de uno en uno, con unos días o hasta dos semanas de diferencia, así que es común quedarse **dos o tres semanas**. Hay pacientes que prefieren operarse un ojo en cada viaje. Antes de que compres los vuelos, revisamos las opciones contigo y con tu cirujano.`,
    },
  },
  {
    topic: 'planning-your-trip',
    question: {
      en: 'Do I need a visa?',
      es: '¿Necesito visa?',
    },
    answer: {
      en: `It depends on your nationality and where you're going. Citizens of many countries, including the United States, Canada, the United Kingdom and the European Union, can currently visit Colombia, Mexico, Panama and Costa Rica as tourists for short stays without a visa. Spain applies the Schengen rules, and the EU is introducing ETIAS, an online travel authorisation for visa-exempt visitors. Entry requirements change, and some nationalities do need a visa.

Always check the official sources before you book: the immigration authority or consulate of the country you're visiting, and your own government's travel advice. We recommend a passport valid for at least six months after your return date. We'll send you a letter from the clinic and your hotel confirmation in case immigration officers ask about the purpose of your trip.`,
      es: `Depende de tu nacionalidad y del país al que viajes. Hoy en día, los ciudadanos de muchos países, como Estados Unidos, Canadá, el Reino Unido y los de la Unión Europea, pueden entrar como turistas a Colombia, México, Panamá y Costa Rica sin visa para estadías cortas. España aplica las normas del espacio Schengen, y la Unión Europea está poniendo en marcha ETIAS, una autorización de viaje en línea para quienes no necesitan visa. Los requisitos cambian, y algunas nacionalidades sí necesitan visa.

Antes de reservar, consulta siempre las fuentes oficiales: la autoridad migratoria o el consulado del país de destino y las recomendaciones de viaje de tu propio gobierno. Te recomendamos que tu pasaporte tenga una vigencia de al menos seis meses después de la fecha de regreso. Te enviamos una carta de la clínica y la confirmación del hotel por si en migración te preguntan el motivo del viaje.`,
    },
  },
  {
    topic: 'planning-your-trip',
    question: {
      en: 'Can a companion travel with me?',
      es: '¿Puede acompañarme alguien en el viaje?',
    },
    answer: {
      en: `Yes, and we recommend it. On surgery day you can't drive and your vision may be blurry for several hours, so it helps to have someone with you. For cataract and other lens surgery, most clinics ask for an adult companion.

We can book a double or twin room, include your companion in all transfers and suggest things for them to do while you're at the clinic; their costs are listed separately in your quote. If you're travelling alone, your patient care coordinator will make sure someone accompanies you to and from the clinic on surgery day.`,
      es: `Sí, y te lo recomendamos. El día de la cirugía no puedes manejar y es posible que veas borroso durante varias horas, así que ayuda mucho tener a alguien al lado. Para la cirugía de cataratas y otras cirugías de cristalino, la mayoría de las clínicas piden que vayas con un adulto.

Podemos reservar una habitación doble o con dos camas, incluir a tu acompañante en todos los traslados y sugerirle planes mientras estás en la clínica; sus gastos aparecen por separado en tu cotización. Si viajas solo o sola, tu coordinador de atención al paciente se asegura de que alguien te acompañe a la clínica y de regreso el día de la cirugía.`,
    },
  },
  {
    topic: 'planning-your-trip',
    question: {
      en: 'How do I choose a destination?',
      es: '¿Cómo elijo el destino?',
    },
    answer: {
      en: `Start with the medical side: which clinics offer the treatment your eyes need, and which surgeons have the most experience with it. Then weigh the practical side: direct flights from your city, how many days you can be away, your budget, the season (rain, heat or hurricanes) and whether you'd like to add a few days of holiday.

Tell us what matters most to you and we'll suggest two or three options with a clear comparison. The right surgeon and technology for your eyes always come before the beach or the price.`,
      es: `Empieza por lo médico: qué clínicas ofrecen el tratamiento que necesitan tus ojos y qué cirujanos tienen más experiencia con él. Después piensa en lo práctico: si hay vuelos directos desde tu ciudad, cuántos días puedes ausentarte, tu presupuesto, la temporada (lluvias, calor o huracanes) y si te gustaría sumar unos días de vacaciones.

Cuéntanos qué es lo más importante para ti y te proponemos dos o tres opciones bien comparadas. El cirujano y la tecnología adecuados para tus ojos siempre van antes que la playa o el precio.`,
    },
  },
  {
    topic: 'planning-your-trip',
    question: {
      en: 'When should I book my flights?',
      es: '¿Cuándo debo comprar los vuelos?',
    },
    answer: {
      en: `Book once we've confirmed your assessment and surgery dates in writing, and choose a fare you can change if possible: now and then the assessment shows that surgery should be postponed or that a different treatment is better.

Arrive at least the day before your assessment. Long flights can leave your eyes dry, and a night's rest helps get accurate measurements. Never book your return before your surgeon's final check-up.`,
      es: `Compra los vuelos cuando te hayamos confirmado por escrito las fechas de la valoración y la cirugía y, si puedes, elige una tarifa que permita cambios: a veces la valoración muestra que conviene posponer la cirugía o que otro tratamiento es mejor para ti.

Llega por lo menos el día anterior a la valoración. Los vuelos largos resecan los ojos, y una noche de descanso ayuda a que las mediciones salgan precisas. Nunca programes el regreso antes del último control con tu cirujano.`,
    },
  },

  // Treatments and candidacy
  {
    topic: 'treatments-and-candidacy',
    question: {
      en: 'How do I know if I am a candidate for LASIK?',
      es: '¿Cómo sé si soy candidato para LASIK?',
    },
    answer: {
      en: `In general, good candidates are at least 18, have had a stable prescription for at least a year, have healthy eyes and corneas that are thick and regular enough, and have no conditions that affect healing, such as uncontrolled diabetes or some autoimmune diseases. Signs of keratoconus, severe dry eye, pregnancy and breastfeeding are reasons not to go ahead, or to wait.

Only a full in-person assessment can confirm it. Before you travel, send us your current prescription and any recent eye exams: a specialist will tell you whether the trip is worth it.`,
      es: `En general, un buen candidato tiene al menos 18 años, una graduación estable desde hace un año o más, ojos sanos y córneas con el grosor y la regularidad suficientes, y ninguna enfermedad que afecte la cicatrización, como la diabetes no controlada o algunas enfermedades autoinmunes. Los signos de queratocono, el ojo seco severo, el embarazo y la lactancia son motivos para no operarse o para esperar.

Solo una valoración presencial completa lo puede confirmar. Antes de viajar, envíanos tu graduación actual y tus exámenes recientes: un especialista te dirá si vale la pena hacer el viaje.`,
    },
  },
  {
    topic: 'treatments-and-candidacy',
    question: {
      en: 'What if I am not a candidate?',
      es: '¿Qué pasa si no soy candidato?',
    },
    answer: {
      en: `Then we'll tell you clearly. Not being suitable for LASIK doesn't always mean there's no option: depending on your eyes, PRK, an implantable contact lens (ICL) or lens replacement may be right for you. Sometimes the best advice is to stay with glasses or contact lenses, and we'll say so.

If the in-person assessment shows that you shouldn't have surgery, you pay only for the assessment and the travel services already used, such as hotel nights; we refund the rest of your deposit. Nobody will push you into a procedure that isn't right for you.`,
      es: `Te lo diremos con claridad. No ser candidato para LASIK no siempre significa que no haya alternativa: según tus ojos, el PRK, un lente intraocular fáquico (ICL) o el reemplazo del cristalino pueden ser una buena opción. Otras veces lo mejor es seguir con gafas o lentes de contacto, y también te lo diremos.

Si la valoración presencial muestra que no debes operarte, solo pagas la valoración y los servicios de viaje que ya hayas usado, como las noches de hotel; te devolvemos el resto del depósito. Nadie te va a presionar para hacerte un procedimiento que no te conviene.`,
    },
  },
  {
    topic: 'treatments-and-candidacy',
    question: {
      en: 'What is the difference between LASIK, PRK and lens surgery?',
      es: '¿En qué se diferencian el LASIK, el PRK y la cirugía de cristalino?',
    },
    answer: {
      en: `**LASIK** and **PRK** both reshape the cornea with a laser. LASIK works under a thin flap, so vision usually recovers within a day or two with little discomfort. PRK treats the surface directly: it suits thinner corneas, but the first few days are uncomfortable and recovery is slower. Some clinics also offer SMILE, a laser technique through a small incision.

**Lens-based procedures** work inside the eye. An implantable collamer lens (ICL) sits in front of your natural lens and is an option for high prescriptions or thin corneas. Cataract surgery and refractive lens exchange replace the natural lens with an artificial one, and are usually considered from middle age onwards or when a cataract has developed.`,
      es: `El **LASIK** y el **PRK** cambian la forma de la córnea con láser. El LASIK trabaja debajo de una capa muy fina (el *flap*), así que la visión suele recuperarse en uno o dos días con pocas molestias. El PRK trata directamente la superficie: es útil cuando la córnea es delgada, pero los primeros días son incómodos y la recuperación es más lenta. Algunas clínicas ofrecen también SMILE, una técnica láser que se hace a través de una pequeña incisión.

Los **procedimientos con lentes** trabajan dentro del ojo. El ICL es un lente que se coloca delante de tu cristalino natural y es una opción para graduaciones altas o córneas delgadas. La cirugía de cataratas y el cambio de cristalino con fines refractivos reemplazan tu cristalino por uno artificial, y suelen plantearse a partir de la mediana edad o cuando ya hay catarata.`,
    },
  },
  {
    topic: 'treatments-and-candidacy',
    question: {
      en: 'Can both eyes be treated on the same day?',
      es: '¿Me pueden operar los dos ojos el mismo día?',
    },
    answer: {
      en: `For laser vision correction (LASIK, PRK or SMILE), yes: both eyes are usually treated in the same session.

For cataract surgery and other lens procedures, most surgeons operate on one eye at a time, a few days to two weeks apart, to make sure the first eye has healed well and to fine-tune the plan for the second. Some surgeons offer same-day surgery on both eyes in selected cases. Your surgeon will explain what they recommend for you and why.`,
      es: `En la corrección visual con láser (LASIK, PRK o SMILE), sí: normalmente se tratan los dos ojos en la misma sesión.

En la cirugía de cataratas y otros procedimientos con lentes, la mayoría de los cirujanos opera un ojo a la vez, con unos días o hasta dos semanas de diferencia, para comprobar que el primero sanó bien y ajustar el plan del segundo. Algunos cirujanos operan ambos ojos el mismo día en casos seleccionados. Tu cirujano te explicará qué te recomienda y por qué.`,
    },
  },
  {
    topic: 'treatments-and-candidacy',
    question: {
      en: 'Is there an age limit?',
      es: '¿Hay un límite de edad?',
    },
    answer: {
      en: `For laser vision correction you need to be at least 18, with a prescription that has been stable for at least a year. There's no fixed upper limit, but from around 45 most people start needing reading glasses (presbyopia), and laser surgery for distance vision won't prevent that. From that age, lens-based options sometimes make more sense.

Cataract surgery has no upper age limit: what matters is your general health and the condition of your eyes.`,
      es: `Para la corrección visual con láser necesitas tener al menos 18 años y una graduación estable desde hace un año o más. No hay un límite superior fijo, pero a partir de los 45 años, más o menos, casi todo el mundo empieza a necesitar gafas para leer (presbicia), y el láser para la visión de lejos no lo evita. Desde esa edad, a veces tienen más sentido las opciones con lentes intraoculares.

La cirugía de cataratas no tiene límite de edad: lo que cuenta es tu salud general y el estado de tus ojos.`,
    },
  },
  {
    topic: 'treatments-and-candidacy',
    question: {
      en: 'Does eye surgery hurt?',
      es: '¿Duele la cirugía de los ojos?',
    },
    answer: {
      en: `Anaesthetic eye drops numb the eye, so most people feel pressure rather than pain, and you may be offered a mild sedative to help you relax. Laser treatment itself takes only a few minutes per eye.

Afterwards, it's normal to have grittiness, watering and sensitivity to light: for a few hours after LASIK, and for two to four days after PRK. After cataract surgery, most people feel only mild discomfort. The clinic gives you the drops you need and, if necessary, pain relief.`,
      es: `Las gotas anestésicas duermen el ojo, así que la mayoría de las personas siente presión y no dolor, y es posible que te ofrezcan un sedante suave para que estés más tranquilo. El láser en sí dura apenas unos minutos por ojo.

Después es normal sentir arenilla, lagrimeo y sensibilidad a la luz: unas horas tras un LASIK y de dos a cuatro días tras un PRK. Después de una cirugía de cataratas, la mayoría solo nota una molestia leve. La clínica te da las gotas que necesitas y, si hace falta, un analgésico.`,
    },
  },

  // Costs and payments
  {
    topic: 'costs-and-payments',
    question: {
      en: "What's included in the price?",
      es: '¿Qué incluye el precio?',
    },
    answer: {
      en: `Your written quote lists every item. Packages usually include the preoperative assessment, the procedure on one or both eyes, the standard check-ups at the clinic, your prescribed eye drops and protective shields, airport and clinic transfers, and support from our team in English and Spanish. Hotel nights can be included or left out, as you prefer.

Flights, meals, travel insurance and any additional tests or procedures your surgeon may recommend are not included unless your quote says so. If anything changes after your assessment, we send you an updated quote before you commit to anything.`,
      es: `Tu cotización por escrito detalla cada concepto. Los paquetes suelen incluir la valoración prequirúrgica, el procedimiento en uno o ambos ojos, los controles habituales en la clínica, las gotas recetadas y los protectores oculares, los traslados entre aeropuerto, hotel y clínica, y el acompañamiento de nuestro equipo en español e inglés. El hotel puede ir incluido o no, como prefieras.

Los vuelos, las comidas, el seguro de viaje y cualquier examen o procedimiento adicional que te recomiende tu cirujano no están incluidos, salvo que la cotización lo indique. Si algo cambia después de la valoración, te enviamos una cotización actualizada antes de que te comprometas a nada.`,
    },
  },
  {
    topic: 'costs-and-payments',
    question: {
      en: 'Which payment methods do you accept?',
      es: '¿Qué formas de pago aceptan?',
    },
    answer: {
      en: `You can pay by credit or debit card (Visa, Mastercard or American Express) or by bank transfer. A deposit reserves your assessment and surgery dates; the balance is due before the procedure, once your surgeon has confirmed that you're a suitable candidate.

Your quote shows the currency: usually US dollars, or euros for treatment in Spain. If you pay in a currency other than your own, your bank may add an exchange or foreign transaction fee, so it's worth checking with them beforehand.`,
      es: `Puedes pagar con tarjeta de crédito o débito (Visa, Mastercard o American Express) o por transferencia bancaria. Con un depósito reservas las fechas de la valoración y la cirugía; el saldo se paga antes del procedimiento, cuando tu cirujano haya confirmado que eres candidato.

En la cotización verás la moneda: por lo general, dólares estadounidenses, o euros si el tratamiento es en España. Si pagas en una moneda distinta a la tuya, tu banco puede cobrarte una comisión por cambio o por compras en el exterior, así que conviene preguntarle antes.`,
    },
  },
  {
    topic: 'costs-and-payments',
    question: {
      en: 'Why is treatment cheaper abroad? Is the quality lower?',
      es: '¿Por qué el tratamiento es más barato en otro país? ¿La calidad es menor?',
    },
    answer: {
      en: `Lower prices mostly reflect lower costs, such as salaries, rent and insurance, and competitive local markets, not cheaper technology: many clinics in our destinations use the same laser and lens platforms as clinics in the United States or Europe.

Quality varies from clinic to clinic in every country, including your own. That's why we only work with clinics we have visited and vetted, checking their surgeons' credentials, equipment, hygiene protocols and complication management, and why we're clear about exactly what each price includes.`,
      es: `Los precios más bajos se deben sobre todo a costos más bajos, como salarios, alquileres y seguros, y a mercados locales competitivos, no a una tecnología más barata: muchas clínicas de nuestros destinos usan las mismas plataformas de láser y lentes que las clínicas de Estados Unidos o Europa.

La calidad varía de una clínica a otra en cualquier país, también en el tuyo. Por eso solo trabajamos con clínicas que hemos visitado y evaluado, revisando la formación de sus cirujanos, sus equipos, sus protocolos de higiene y cómo manejan las complicaciones, y por eso te explicamos con claridad qué incluye cada precio.`,
    },
  },
  {
    topic: 'costs-and-payments',
    question: {
      en: 'Will my health insurance cover it?',
      es: '¿Mi seguro médico lo cubre?',
    },
    answer: {
      en: `Most insurers don't cover elective laser vision correction, at home or abroad. Cataract surgery is covered more often, but cover for treatment abroad varies widely. Ask your insurer before you travel and get their answer in writing. We provide itemised invoices and medical reports in English and Spanish for any claim.

We also recommend travel insurance that includes medical care abroad. Not every policy covers complications of planned treatment, so read the small print.`,
      es: `La mayoría de las aseguradoras no cubre la corrección visual con láser, que se considera electiva, ni en tu país ni en el exterior. La cirugía de cataratas se cubre con más frecuencia, pero la cobertura de tratamientos en otro país varía mucho. Consulta con tu aseguradora antes de viajar y pide la respuesta por escrito. Te damos facturas detalladas e informes médicos en español e inglés para cualquier reembolso.

También te recomendamos un seguro de viaje con cobertura médica en el exterior. No todas las pólizas cubren complicaciones de un tratamiento programado, así que lee la letra pequeña.`,
    },
  },
  {
    topic: 'costs-and-payments',
    question: {
      en: 'Do you charge a fee for your service?',
      es: '¿Cobran algo por sus servicios?',
    },
    answer: {
      en: `Our coordination is built into the package price in your quote. There are no separate booking or administration fees, and the price you see is the price you pay for the items listed.

The online pre-screening of your eye records before you decide to travel is free and doesn't commit you to anything.`,
      es: `Nuestra coordinación ya está incluida en el precio del paquete que aparece en tu cotización. No cobramos cargos aparte por reserva ni por gestión, y el precio que ves es el que pagas por los conceptos detallados.

La revisión previa en línea de tus exámenes, antes de que decidas viajar, es gratuita y no te compromete a nada.`,
    },
  },
  {
    topic: 'costs-and-payments',
    question: {
      en: 'What happens if I need to cancel or postpone?',
      es: '¿Qué pasa si tengo que cancelar o posponer?',
    },
    answer: {
      en: `Let us know as soon as possible. Dates can usually be moved free of charge with enough notice; the exact deadlines and any non-refundable items, such as some hotel rates, are set out in your quote before you pay.

If your surgeon postpones the treatment for medical reasons, for example an eye infection or a change in your measurements, we reschedule without any extra charge from us.`,
      es: `Avísanos lo antes posible. Por lo general, las fechas se pueden cambiar sin costo si nos avisas con suficiente anticipación; los plazos exactos y los conceptos no reembolsables, como algunas tarifas de hotel, aparecen en tu cotización antes de que pagues.

Si tu cirujano pospone el tratamiento por motivos médicos, por ejemplo una infección en el ojo o un cambio en tus mediciones, reprogramamos sin ningún cargo adicional de nuestra parte.`,
    },
  },

  // Booking and assessment
  {
    topic: 'booking-and-assessment',
    question: {
      en: 'What does the preoperative assessment include and cost?',
      es: '¿Qué incluye la valoración prequirúrgica y cuánto cuesta?',
    },
    answer: {
      en: `It's a complete eye examination that takes **two to three hours** and decides whether surgery is safe for you and which technique suits your eyes. It usually includes:

- visual acuity and a precise measurement of your prescription, with and without dilating drops
- corneal topography or tomography (shape) and pachymetry (thickness)
- a tear film test for dry eye
- eye pressure measurement
- a dilated examination of the retina and optic nerve
- for lens procedures, biometry to calculate the lens power, plus an endothelial cell count for ICL

The price depends on the city and the tests you need, typically USD 80 to 200, and it's shown in your quote. Some partner clinics deduct it from the surgery price if you go ahead. Bring sunglasses: after the dilating drops, light will bother you and reading will be blurry for a few hours.`,
      es: `Es un examen completo de los ojos que dura **entre dos y tres horas** y define si la cirugía es segura para ti y qué técnica se adapta mejor a tus ojos. Normalmente incluye:

- agudeza visual y medición precisa de tu graduación, con y sin gotas para dilatar la pupila
- topografía o tomografía corneal (forma) y paquimetría (grosor)
- evaluación de la película lagrimal para descartar ojo seco
- medición de la presión ocular
- revisión de la retina y el nervio óptico con la pupila dilatada
- en los procedimientos con lentes, biometría para calcular el poder del lente y, en el caso del ICL, un conteo de células endoteliales

El precio depende de la ciudad y de los exámenes que necesites; por lo general está entre 80 y 200 USD y aparece en tu cotización. Algunas clínicas aliadas lo descuentan del valor de la cirugía si decides operarte. Lleva gafas de sol: después de las gotas para dilatar, la luz te va a molestar y verás borroso de cerca durante unas horas.`,
    },
  },
  {
    topic: 'booking-and-assessment',
    question: {
      en: 'Can I get an opinion before I travel?',
      es: '¿Pueden darme una opinión antes de viajar?',
    },
    answer: {
      en: `Yes. Send us your current glasses or contact lens prescription, any recent eye exam reports and a short medical history. A partner specialist reviews them, often with a brief video call, and tells you whether the trip is worth making and which treatments might suit you. This pre-screening is free.

It can't replace the in-person assessment, though: the final decision is always made after a full examination at the clinic.`,
      es: `Sí. Envíanos tu graduación actual de gafas o lentes de contacto, los informes de tus exámenes de ojos recientes y un breve historial médico. Un especialista aliado los revisa, muchas veces con una videollamada corta, y te dice si vale la pena hacer el viaje y qué tratamientos podrían convenirte. Esta revisión previa es gratuita.

Eso sí, no reemplaza la valoración presencial: la decisión final siempre se toma después del examen completo en la clínica.`,
    },
  },
  {
    topic: 'booking-and-assessment',
    question: {
      en: 'Do I need to stop wearing contact lenses before the assessment?',
      es: '¿Tengo que dejar de usar lentes de contacto antes de la valoración?',
    },
    answer: {
      en: `Yes. Contact lenses temporarily change the shape of the cornea, which can distort the measurements. As a general guide, stop wearing **soft lenses one to two weeks** before your assessment (toric soft lenses, two to three weeks) and **rigid gas-permeable lenses three to four weeks** before.

Your clinic will confirm the exact time for your type of lens. Follow it even if it means wearing glasses for a while: accurate measurements are essential for a good result.`,
      es: `Sí. Los lentes de contacto cambian temporalmente la forma de la córnea, y eso puede alterar las mediciones. Como referencia general, deja los **lentes blandos entre una y dos semanas** antes de la valoración (los blandos tóricos, entre dos y tres semanas) y los **rígidos permeables al gas entre tres y cuatro semanas** antes.

Tu clínica te confirmará el tiempo exacto según tu tipo de lente. Respétalo aunque te toque usar gafas por un tiempo: unas mediciones precisas son clave para un buen resultado.`,
    },
  },
  {
    topic: 'booking-and-assessment',
    question: {
      en: 'How far in advance should I book?',
      es: '¿Con cuánta anticipación debo reservar?',
    },
    answer: {
      en: `Four to eight weeks ahead is ideal. It leaves time for the free pre-screening, for stopping contact lenses if needed and for finding reasonable flights.

Shorter notice is often possible, especially outside holiday periods such as Christmas, Easter and the European summer, when clinics and hotels fill up faster. Once you've chosen your dates, we confirm the clinic appointments first and then everything else.`,
      es: `Lo ideal es reservar con cuatro a ocho semanas de anticipación. Así hay tiempo para la revisión previa gratuita, para dejar los lentes de contacto si hace falta y para conseguir vuelos a buen precio.

Muchas veces se puede con menos tiempo, sobre todo fuera de temporadas como Navidad, Semana Santa o el verano europeo, cuando las clínicas y los hoteles se llenan más rápido. Cuando eliges tus fechas, confirmamos primero las citas en la clínica y después todo lo demás.`,
    },
  },
  {
    topic: 'booking-and-assessment',
    question: {
      en: 'Do you arrange translators?',
      es: '¿Ofrecen traductores?',
    },
    answer: {
      en: `Our patient care coordinators speak English and Spanish and stay in touch with you throughout your trip. Many of our partner surgeons speak English, and your medical reports are available in both languages.

If you'd rather communicate in another language, such as Portuguese, French or German, we can arrange a professional medical interpreter for your assessment and surgery day with a few days' notice. The cost is shown in your quote.`,
      es: `Nuestros coordinadores de atención al paciente hablan español e inglés y están en contacto contigo durante todo el viaje. Muchos de los cirujanos aliados hablan inglés, y tus informes médicos están disponibles en los dos idiomas.

Si prefieres comunicarte en otro idioma, como portugués, francés o alemán, podemos conseguir un intérprete médico profesional para la valoración y el día de la cirugía si nos avisas con unos días de anticipación. El costo aparece en tu cotización.`,
    },
  },
  {
    topic: 'booking-and-assessment',
    question: {
      en: 'What should I bring to my appointments?',
      es: '¿Qué debo llevar a mis citas?',
    },
    answer: {
      en: `- Your passport or ID
- Your current glasses, and your contact lenses and case if you still use them
- Previous eye reports, especially from any earlier eye surgery
- A list of your medicines, allergies and medical conditions
- Good wraparound sunglasses
- Your travel insurance details

On surgery day, wear comfortable clothes and skip makeup, face creams and perfume.`,
      es: `- Tu pasaporte o documento de identidad
- Tus gafas actuales y, si todavía los usas, tus lentes de contacto con su estuche
- Informes oftalmológicos anteriores, sobre todo si ya te operaron de los ojos
- Una lista de tus medicamentos, alergias y enfermedades
- Unas buenas gafas de sol envolventes
- Los datos de tu seguro de viaje

El día de la cirugía, ponte ropa cómoda y no uses maquillaje, cremas en la cara ni perfume.`,
    },
  },

  // After your treatment
  {
    topic: 'after-your-treatment',
    question: {
      en: 'Can I fly after cataract surgery?',
      es: '¿Puedo viajar en avión después de una cirugía de cataratas?',
    },
    answer: {
      en: `Usually yes, once your surgeon has seen you at the first check-up, normally the day after surgery, and is happy with how the eye is healing. Before a long-haul flight, many surgeons prefer to see you again a few days later, so we plan for that.

Changes in cabin pressure don't harm the eye after routine cataract surgery. The important exception is a **gas bubble**, used in some retinal operations: you must not fly until it has fully disappeared, which can take several weeks. On board, use your drops on schedule, since cabin air is very dry, and wear your eye shield if you plan to sleep.`,
      es: `Por lo general sí, después de que tu cirujano te vea en el primer control, normalmente al día siguiente de la cirugía, y esté conforme con la evolución del ojo. Antes de un vuelo largo, muchos cirujanos prefieren revisarte otra vez unos días después, así que lo dejamos previsto.

Los cambios de presión en la cabina no le hacen daño al ojo tras una cirugía de cataratas habitual. La excepción importante es una **burbuja de gas**, que se usa en algunas cirugías de retina: no puedes volar hasta que haya desaparecido por completo, y eso puede tardar varias semanas. Durante el vuelo, aplícate las gotas a sus horas, porque el aire de la cabina es muy seco, y ponte el protector ocular si vas a dormir.`,
    },
  },
  {
    topic: 'after-your-treatment',
    question: {
      en: 'Can I fly after LASIK or PRK?',
      es: '¿Puedo volar después de un LASIK o un PRK?',
    },
    answer: {
      en: `Yes. Flying doesn't affect the healing cornea, and most patients fly home a day or two after LASIK, once the first check-up is done. After PRK, wait until the protective contact lens has been removed and the surface has healed, usually after four or five days.

Cabin air is very dry, so use lubricating drops often during the flight, try not to rub your eyes and wear the protective shields if you sleep on board.`,
      es: `Sí. Volar no afecta la cicatrización de la córnea, y la mayoría de los pacientes regresa a casa uno o dos días después del LASIK, una vez hecho el primer control. Después de un PRK, espera a que te retiren el lente de contacto protector y a que la superficie haya cicatrizado, normalmente a los cuatro o cinco días.

El aire de la cabina es muy seco, así que usa lágrimas artificiales con frecuencia durante el vuelo, evita frotarte los ojos y ponte los protectores si vas a dormir.`,
    },
  },
  {
    topic: 'after-your-treatment',
    question: {
      en: 'When can I swim, exercise or go to the beach?',
      es: '¿Cuándo puedo nadar, hacer ejercicio o ir a la playa?',
    },
    answer: {
      en: `These are typical timelines; your surgeon's instructions always come first:

- **Walking and light activity:** from the next day.
- **Gym and running:** usually after about a week following laser surgery. After cataract or lens surgery, avoid heavy lifting and straining for one to two weeks.
- **Pools, hot tubs, the sea and lakes:** at least one to two weeks after laser surgery and usually two to four weeks after lens surgery, because of the risk of infection.
- **Eye makeup:** after about a week.
- **Contact sports and martial arts:** at least a month, then with protective eyewear.

You can enjoy the beach from the shade sooner, with UV-blocking sunglasses and a hat, as long as you keep sand, wind and water out of your eyes.`,
      es: `Estos son los plazos habituales; lo que te indique tu cirujano siempre tiene prioridad:

- **Caminar y actividad suave:** desde el día siguiente.
- **Gimnasio y correr:** en general, a partir de una semana después de la cirugía láser. Tras una cirugía de cataratas o de cristalino, evita levantar peso y hacer esfuerzos durante una o dos semanas.
- **Piscinas, jacuzzis, mar y lagos:** al menos una o dos semanas después de la cirugía láser y, por lo general, de dos a cuatro semanas después de una cirugía con lentes, por el riesgo de infección.
- **Maquillaje de ojos:** después de una semana, más o menos.
- **Deportes de contacto y artes marciales:** al menos un mes, y luego con gafas protectoras.

Puedes ir a la playa antes, a la sombra, con gafas de sol con filtro UV y sombrero, siempre que mantengas la arena, el viento y el agua lejos de tus ojos.`,
    },
  },
  {
    topic: 'after-your-treatment',
    question: {
      en: 'Is there follow-up when I am back home?',
      es: '¿Hay seguimiento cuando regreso a casa?',
    },
    answer: {
      en: `Yes. Before you leave, the clinic gives you a medical report with the details of your procedure and your medication plan, in English and Spanish. Your patient care coordinator then checks in with you by message or video call at around one week, one month and three months, and passes any questions on to your surgeon.

We also recommend a check-up with a local optometrist or ophthalmologist about one month and again three to six months after treatment; we'll share your report with them. If your surgeon advises an enhancement or another visit, we help you plan it.`,
      es: `Sí. Antes de que te vayas, la clínica te entrega un informe médico con los detalles del procedimiento y el plan de medicamentos, en español e inglés. Después, tu coordinador de atención al paciente te escribe o te hace una videollamada a la semana, al mes y a los tres meses, más o menos, y le lleva tus preguntas a tu cirujano.

También te recomendamos un control con un optómetra u oftalmólogo en tu ciudad alrededor del primer mes y otro entre los tres y los seis meses; le compartimos tu informe. Si tu cirujano recomienda un retoque u otra visita, te ayudamos a organizarla.`,
    },
  },
  {
    topic: 'after-your-treatment',
    question: {
      en: 'What should I do if I have a problem after I return home?',
      es: '¿Qué hago si tengo un problema después de volver a casa?',
    },
    answer: {
      en: `Some discomfort, dryness and fluctuating vision are normal in the first weeks. But see a local eye doctor or go to an emergency department straight away if you notice **severe or increasing pain, a sudden drop in vision, increasing redness, discharge, new flashes of light, a shower of floaters or a shadow spreading across your vision**. Don't wait to contact us first.

Then let us know: we'll send your medical report to the doctor treating you and put them in touch with your surgeon if needed. For anything that isn't urgent, message your coordinator at any time.`,
      es: `Es normal tener algunas molestias, resequedad y visión variable durante las primeras semanas. Pero acude de inmediato a un oftalmólogo o a urgencias si notas **dolor fuerte o que va en aumento, una pérdida repentina de visión, más enrojecimiento, secreción, destellos de luz nuevos, una lluvia de moscas volantes o una sombra que se extiende por tu campo visual**. No esperes a hablar primero con nosotros.

Después avísanos: le enviamos tu informe médico al médico que te atienda y, si hace falta, lo ponemos en contacto con tu cirujano. Para cualquier cosa que no sea urgente, escríbele a tu coordinador cuando quieras.`,
    },
  },
  {
    topic: 'after-your-treatment',
    question: {
      en: 'When can I go back to work and use screens?',
      es: '¿Cuándo puedo volver al trabajo y usar pantallas?',
    },
    answer: {
      en: `After LASIK, most people return to office work within one to three days; after PRK, after about a week. Screens are fine once your vision feels comfortable, but we blink less when looking at them, so take regular breaks and use your lubricating drops.

After cataract surgery, light desk work is usually possible within a few days. Physically demanding or dusty jobs may need longer. Don't drive until your surgeon confirms that your vision meets the legal standard.`,
      es: `Después de un LASIK, la mayoría vuelve a trabajar en oficina en uno a tres días; después de un PRK, en más o menos una semana. Puedes usar pantallas cuando te sientas cómodo, pero frente a ellas parpadeamos menos, así que haz pausas con frecuencia y usa tus gotas lubricantes.

Tras una cirugía de cataratas, el trabajo de escritorio suave suele ser posible en pocos días. Los trabajos físicos o en ambientes con polvo pueden requerir más tiempo. No manejes hasta que tu cirujano confirme que tu visión cumple el requisito legal.`,
    },
  },
]
