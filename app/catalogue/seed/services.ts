import type { ServiceSeed } from './types'

/** What a laser corneal surgery (LASIK, SMILE) asks before a quote: the same intake for both. */
const LASER_CORNEA_QUESTIONS = {
  en: [
    'How old are you?',
    'Prescription of your right eye (sphere, cylinder, axis), if you know it',
    'Prescription of your left eye (sphere, cylinder, axis), if you know it',
    'How long has your prescription been stable? When did it last change?',
    'Do you wear contact lenses (soft or rigid)? When did you last wear them?',
    'Have you had eye surgery or laser treatment before? Which, and when?',
    'Do you have dry eye, keratoconus, glaucoma, a lazy eye or any other eye condition?',
    'Do you have diabetes, an autoimmune disease (such as lupus or rheumatoid arthritis) or any other health condition?',
    'Are you pregnant or breastfeeding, or planning a pregnancy in the coming months?',
    'Which medicines do you take, including eye drops? Mention isotretinoin or hormone treatment if you use them.',
    'What do you do for work and sport, and what would you most like to see without glasses?',
  ],
  es: [
    '¿Qué edad tienes?',
    'Graduación del ojo derecho (esfera, cilindro y eje), si la conoces',
    'Graduación del ojo izquierdo (esfera, cilindro y eje), si la conoces',
    '¿Desde cuándo es estable tu graduación? ¿Cuándo cambió por última vez?',
    '¿Usas lentes de contacto (blandos o rígidos)? ¿Cuándo los usaste por última vez?',
    '¿Te han operado de los ojos o te han hecho algún tratamiento láser? ¿Cuál y cuándo?',
    '¿Tienes ojo seco, queratocono, glaucoma, ojo vago u otra enfermedad de los ojos?',
    '¿Tienes diabetes, alguna enfermedad autoinmune (como lupus o artritis reumatoide) u otro problema de salud?',
    '¿Estás embarazada o en periodo de lactancia, o planeas un embarazo en los próximos meses?',
    '¿Qué medicamentos tomas, incluidas gotas para los ojos? Menciona la isotretinoína o los tratamientos hormonales si los usas.',
    '¿A qué te dedicas, qué deportes practicas y qué te gustaría ver sin gafas?',
  ],
}

export const services: ServiceSeed[] = [
  {
    slug: 'lasik',
    category: 'eye',
    icon: 'lucide:eye',
    name: { en: 'LASIK', es: 'LASIK' },
    summary: {
      en: 'Laser vision correction for myopia, hyperopia and astigmatism, with a quick recovery for people with a stable prescription and healthy corneas.',
      es: 'Cirugía láser para corregir miopía, hipermetropía y astigmatismo, con una recuperación rápida si tu fórmula es estable y tu córnea está sana.',
    },
    about: {
      en: `LASIK (laser-assisted in situ keratomileusis) corrects myopia, hyperopia and astigmatism by reshaping the cornea. A femtosecond laser creates a thin flap in the outer cornea, an excimer laser reshapes the tissue underneath, and the flap is laid back in place, where it seals on its own without stitches.

It suits adults with a stable prescription who want to rely less on glasses or contact lenses, and whose corneas are thick and regular enough. It does not prevent presbyopia, the age-related need for reading glasses that usually appears after 40–45.

Whether LASIK is right for you is decided at the preoperative assessment: corneal topography and tomography, thickness measurements, a tear-film check and a dilated eye examination. If your corneas are thin or irregular, your surgeon may suggest PRK, SMILE or an implantable lens instead.`,
      es: `El LASIK modifica la curvatura de la córnea para corregir la miopía, la hipermetropía y el astigmatismo. Un láser de femtosegundo crea una capa muy delgada (el *flap*) en la parte externa de la córnea, el láser excímer remodela el tejido que queda debajo y, al final, el flap vuelve a su sitio y se adhiere solo, sin puntos.

Es una buena opción para adultos con una fórmula estable que quieren depender menos de las gafas o de los lentes de contacto, siempre que la córnea tenga el grosor y la forma adecuados. Eso sí: no evita la presbicia (vista cansada), que suele aparecer a partir de los 40 o 45 años.

La valoración prequirúrgica es la que define si el LASIK es para ti. Incluye topografía y tomografía corneal, medición del grosor de la córnea, estudio de la lágrima y un examen de fondo de ojo con dilatación. Si tu córnea es delgada o irregular, es posible que tu cirujano te proponga PRK, SMILE o un lente intraocular fáquico.`,
    },
    requirements: {
      en: [
        'Aged 18 or over',
        'A prescription that has been stable for at least 12 months',
        'Sufficient corneal thickness and a regular corneal shape, with no signs of keratoconus',
        'No uncontrolled autoimmune disease, active eye infection or severe dry eye',
        'Not pregnant or breastfeeding',
        'Realistic expectations: less dependence on glasses, not guaranteed perfect vision',
      ],
      es: [
        'Tener 18 años o más',
        'Fórmula estable durante al menos 12 meses',
        'Córnea con grosor suficiente y forma regular, sin signos de queratocono',
        'No tener enfermedades autoinmunes descontroladas, infecciones oculares activas ni ojo seco severo',
        'No estar embarazada ni en periodo de lactancia',
        'Expectativas realistas: el objetivo es depender menos de las gafas, no una visión perfecta garantizada',
      ],
    },
    results: {
      en: `Most suitable patients end up seeing 20/20 or close to it without glasses, and many are back at a desk job within one to three days. Vision keeps settling over the first few weeks.

Dry eye is the most common side effect and usually improves within a few months. Some people notice halos or glare around lights at night, especially early on, and a small number are under- or over-corrected and may need an enhancement. Flap complications and infection are rare. Your surgeon will talk you through your own risks at the assessment.`,
      es: `La mayoría de los pacientes con buena indicación logran una visión de 20/20, o muy cercana, sin gafas, y muchos vuelven a un trabajo de oficina en uno a tres días. La visión se sigue afinando durante las primeras semanas.

El efecto secundario más frecuente es el ojo seco, que suele mejorar en unos meses. Algunas personas ven halos o destellos alrededor de las luces por la noche, sobre todo al principio, y en pocos casos queda una hipocorrección o una hipercorrección que puede requerir un retoque. Las complicaciones del flap y las infecciones son raras. En la valoración, tu cirujano te explicará cuáles son tus riesgos particulares.`,
    },
    procedure: {
      en: [
        'A final check of your measurements and a short talk with your surgeon',
        'Numbing eye drops; you stay awake and a small clip keeps your eyelids open',
        'The femtosecond laser creates the flap and the excimer laser reshapes the cornea, about 15–20 minutes in total for both eyes',
        'A short rest at the clinic, then back to your hotel with protective shields',
        'A check-up the next day; most people return to desk work within 1–3 days',
        'Drops for several weeks, and no eye rubbing, swimming or contact sports for as long as your surgeon advises',
      ],
      es: [
        'Revisión final de tus mediciones y una breve conversación con tu cirujano',
        'Gotas anestésicas; permaneces consciente todo el tiempo y un pequeño separador mantiene tus párpados abiertos',
        'El láser de femtosegundo crea el flap y el excímer remodela la córnea: unos 15 a 20 minutos en total para ambos ojos',
        'Reposo corto en la clínica y regreso al hotel con protectores oculares',
        'Control al día siguiente; la mayoría retoma el trabajo de oficina en uno a tres días',
        'Gotas durante varias semanas, sin frotarte los ojos, nadar ni hacer deportes de contacto durante el tiempo que indique tu cirujano',
      ],
    },
    quoteQuestions: LASER_CORNEA_QUESTIONS,
    priceFrom: 1500,
    priceTo: 3000,
    currency: 'USD',
    durationMinutes: 20,
    recoveryDaysMin: 1,
    recoveryDaysMax: 3,
    specialists: ['valentina-rojas', 'marc-ferrer', 'emilio-garza'],
    destinations: ['bogota', 'barcelona', 'mexico-city'],
  },
  {
    slug: 'prk',
    category: 'eye',
    icon: 'lucide:eye',
    name: { en: 'PRK (surface laser)', es: 'PRK (láser de superficie)' },
    summary: {
      en: 'Flap-free laser correction on the surface of the cornea, a good option for thinner corneas or contact sports, with a slower first week.',
      es: 'Corrección láser sobre la superficie de la córnea, sin flap: una buena opción si tu córnea es delgada o practicas deportes de contacto.',
    },
    about: {
      en: `PRK (photorefractive keratectomy) was the first laser vision correction technique and is still widely used. Instead of cutting a flap, the surgeon removes the thin surface layer of the cornea (the epithelium), the excimer laser reshapes the cornea, and a bandage contact lens protects the eye while the epithelium grows back over three to five days.

Because there is no flap, PRK is often chosen for people with thinner corneas, those who do contact sports or martial arts, and jobs where an eye injury is more likely. It corrects myopia, hyperopia and astigmatism within similar ranges to LASIK.

The trade-off is a less comfortable and slower start. Your preoperative assessment, with corneal mapping and thickness measurements, will show whether PRK, LASIK or another option is the safest for your eyes.`,
      es: `El PRK (queratectomía fotorrefractiva) fue la primera técnica de corrección visual con láser y se sigue usando mucho. En lugar de crear un flap, el cirujano retira la capa más superficial de la córnea (el epitelio), el láser excímer la remodela y se coloca un lente de contacto terapéutico que protege el ojo mientras el epitelio se regenera, en tres a cinco días.

Como no hay flap, suele recomendarse cuando la córnea es más delgada, si practicas deportes de contacto o artes marciales, o si tu trabajo implica más riesgo de golpes en los ojos. Corrige miopía, hipermetropía y astigmatismo en rangos parecidos a los del LASIK.

A cambio, los primeros días son más incómodos y la recuperación es más lenta. La valoración prequirúrgica, con mapas y medición del grosor de la córnea, mostrará si el PRK, el LASIK u otra alternativa es lo más seguro para tus ojos.`,
    },
    requirements: {
      en: [
        'Aged 18 or over',
        'A prescription that has been stable for at least 12 months',
        'A healthy cornea with enough thickness for the planned correction and no keratoconus',
        'No uncontrolled autoimmune disease or active eye infection',
        'Not pregnant or breastfeeding',
        'Able to take about a week off work and screen-heavy tasks',
      ],
      es: [
        'Tener 18 años o más',
        'Fórmula estable durante al menos 12 meses',
        'Córnea sana, con grosor suficiente para la corrección prevista y sin queratocono',
        'No tener enfermedades autoinmunes descontroladas ni infecciones oculares activas',
        'No estar embarazada ni en periodo de lactancia',
        'Poder tomarte alrededor de una semana libre del trabajo y de las pantallas',
      ],
    },
    results: {
      en: `Long-term results are very similar to LASIK: most suitable patients see 20/20 or close to it without glasses. Expect gritty, light-sensitive eyes for the first two to four days; vision improves over one to two weeks and can take one to three months to fully stabilise.

Possible side effects include dry eye, halos or glare at night, and under- or over-correction that may need an enhancement. A faint corneal haze can appear, particularly after higher corrections; it usually fades, and steroid drops help prevent it.`,
      es: `A largo plazo, los resultados son muy parecidos a los del LASIK: la mayoría de los pacientes con buena indicación ve 20/20, o casi, sin gafas. Los primeros dos a cuatro días vas a sentir arenilla y sensibilidad a la luz; la visión mejora en una a dos semanas y puede tardar de uno a tres meses en estabilizarse por completo.

Entre los posibles efectos secundarios están el ojo seco, los halos o destellos nocturnos y una corrección por debajo o por encima de lo esperado, que podría requerir un retoque. También puede aparecer una leve opacidad (*haze*) en la córnea, sobre todo en correcciones altas; por lo general desaparece, y las gotas con corticoide ayudan a prevenirla.`,
    },
    procedure: {
      en: [
        'A final check of your measurements and numbing eye drops',
        'The epithelium is gently removed, by the laser itself or with a fine instrument',
        'The excimer laser reshapes the cornea; both eyes take about 15–20 minutes',
        'A bandage contact lens is placed and you go back to your hotel to rest',
        'Check-ups over the following days; the bandage lens is removed at around day 4–5',
        'Drops for several weeks, sunglasses outdoors and no swimming until your surgeon says so',
      ],
      es: [
        'Revisión final de tus mediciones y gotas anestésicas',
        'Se retira con cuidado el epitelio, con el mismo láser o con un instrumento fino',
        'El láser excímer remodela la córnea; ambos ojos toman unos 15 a 20 minutos',
        'Se coloca un lente de contacto terapéutico y vuelves al hotel a descansar',
        'Controles en los días siguientes; el lente terapéutico se retira hacia el cuarto o quinto día',
        'Gotas durante varias semanas, gafas de sol al aire libre y nada de piscina hasta que tu cirujano lo autorice',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'Prescription of your right eye (sphere, cylinder, axis), if you know it',
        'Prescription of your left eye (sphere, cylinder, axis), if you know it',
        'How long has your prescription been stable? When did it last change?',
        'Do you wear contact lenses (soft or rigid)? When did you last wear them?',
        'Have you had eye surgery or laser treatment before? Which, and when?',
        'Do you have dry eye, keratoconus, glaucoma, a lazy eye or any other eye condition?',
        'Do you have diabetes, an autoimmune disease (such as lupus or rheumatoid arthritis) or any other health condition?',
        'Are you pregnant or breastfeeding, or planning a pregnancy in the coming months?',
        'Which medicines do you take, including eye drops? Mention isotretinoin or hormone treatment if you use them.',
        'What do you do for work and sport (contact sports, diving, armed forces)? Can you take about a week off after surgery?',
      ],
      es: [
        '¿Qué edad tienes?',
        'Graduación del ojo derecho (esfera, cilindro y eje), si la conoces',
        'Graduación del ojo izquierdo (esfera, cilindro y eje), si la conoces',
        '¿Desde cuándo es estable tu graduación? ¿Cuándo cambió por última vez?',
        '¿Usas lentes de contacto (blandos o rígidos)? ¿Cuándo los usaste por última vez?',
        '¿Te han operado de los ojos o te han hecho algún tratamiento láser? ¿Cuál y cuándo?',
        '¿Tienes ojo seco, queratocono, glaucoma, ojo vago u otra enfermedad de los ojos?',
        '¿Tienes diabetes, alguna enfermedad autoinmune (como lupus o artritis reumatoide) u otro problema de salud?',
        '¿Estás embarazada o en periodo de lactancia, o planeas un embarazo en los próximos meses?',
        '¿Qué medicamentos tomas, incluidas gotas para los ojos? Menciona la isotretinoína o los tratamientos hormonales si los usas.',
        '¿A qué te dedicas y qué deportes practicas (de contacto, buceo, fuerzas armadas)? ¿Puedes tomarte una semana libre después de la cirugía?',
      ],
    },
    priceFrom: 1300,
    priceTo: 2600,
    currency: 'USD',
    durationMinutes: 20,
    recoveryDaysMin: 4,
    recoveryDaysMax: 7,
    specialists: ['valentina-rojas', 'marc-ferrer'],
    destinations: ['bogota', 'barcelona'],
  },
  {
    slug: 'smile',
    category: 'eye',
    icon: 'lucide:scan-eye',
    name: { en: 'SMILE laser eye surgery', es: 'Cirugía láser SMILE' },
    summary: {
      en: 'Keyhole laser correction for myopia and astigmatism through a tiny incision, with no flap and a quick return to daily life.',
      es: 'Corrección láser de miopía y astigmatismo a través de una incisión mínima, sin flap y con un regreso rápido a tu rutina.',
    },
    about: {
      en: `SMILE (small incision lenticule extraction) uses a femtosecond laser to shape a thin disc of tissue, the lenticule, inside the cornea. The surgeon then removes it through an opening of just 2–4 mm, which changes the curvature of the cornea without creating a flap.

With a smaller opening, fewer corneal nerves are cut, so some people have less dryness in the first months than after LASIK, and there is no flap that could move after a blow to the eye. SMILE is mainly used for myopia, with or without astigmatism; for hyperopia, LASIK or PRK are usually the options.

Not everyone is a candidate. Your preoperative assessment will check your prescription, corneal thickness and shape, and tear film before your surgeon recommends SMILE or another technique.`,
      es: `El SMILE (extracción de lentículo por incisión pequeña) usa un láser de femtosegundo para formar, dentro de la córnea, un disco muy delgado de tejido llamado lentículo. Luego el cirujano lo retira por una abertura de apenas 2 a 4 mm, lo que cambia la curvatura de la córnea sin necesidad de crear un flap.

Como la incisión es tan pequeña, se cortan menos nervios de la córnea, por lo que algunas personas tienen menos sequedad en los primeros meses que con el LASIK, y no hay un flap que pueda desplazarse con un golpe. Se usa sobre todo para la miopía, con o sin astigmatismo; si tienes hipermetropía, lo habitual es recurrir al LASIK o al PRK.

No todas las personas son candidatas. En la valoración prequirúrgica se estudian tu fórmula, el grosor y la forma de tu córnea y la calidad de tu lágrima antes de que el cirujano te recomiende el SMILE u otra técnica.`,
    },
    requirements: {
      en: [
        'Aged 18 or over',
        'Myopia, with or without astigmatism, within the range the laser can treat',
        'A prescription that has been stable for at least 12 months',
        'Sufficient corneal thickness and a regular corneal shape, with no keratoconus',
        'No uncontrolled autoimmune disease or active eye infection',
        'Not pregnant or breastfeeding',
      ],
      es: [
        'Tener 18 años o más',
        'Miopía, con o sin astigmatismo, dentro del rango que el láser puede tratar',
        'Fórmula estable durante al menos 12 meses',
        'Córnea con grosor suficiente y forma regular, sin queratocono',
        'No tener enfermedades autoinmunes descontroladas ni infecciones oculares activas',
        'No estar embarazada ni en periodo de lactancia',
      ],
    },
    results: {
      en: `Final results are comparable to LASIK for the prescriptions SMILE treats, with most suitable patients seeing 20/20 or close to it. Vision is usually good enough for daily life within a day or two, although it can be a little hazier than after LASIK in the first days and keeps sharpening over several weeks.

As with any laser correction, dry eye, halos or glare at night, and under-correction are possible. If an enhancement is needed, it is usually done with surface laser (PRK).`,
      es: `Para las fórmulas que trata, los resultados finales son comparables a los del LASIK: la mayoría de los pacientes con buena indicación ve 20/20, o casi. En uno o dos días la visión suele ser suficiente para tu vida diaria, aunque en los primeros días puede estar algo más borrosa que después del LASIK y se sigue aclarando durante varias semanas.

Como en cualquier corrección con láser, puede haber ojo seco, halos o destellos nocturnos y una corrección insuficiente. Si hace falta un retoque, por lo general se hace con láser de superficie (PRK).`,
    },
    procedure: {
      en: [
        'A final review of your measurements and numbing eye drops',
        'The femtosecond laser shapes the lenticule inside the cornea in under a minute per eye',
        'The surgeon removes the lenticule through the small incision; both eyes take about 20 minutes',
        'A short rest, then back to your hotel to sleep or keep your eyes closed',
        'A check-up the next day; most people resume normal activities within 1–3 days',
        'Antibiotic and anti-inflammatory drops for a few weeks, and no eye rubbing',
      ],
      es: [
        'Revisión final de tus mediciones y gotas anestésicas',
        'El láser de femtosegundo forma el lentículo dentro de la córnea en menos de un minuto por ojo',
        'El cirujano extrae el lentículo por la pequeña incisión; ambos ojos toman unos 20 minutos',
        'Reposo corto y regreso al hotel para dormir o mantener los ojos cerrados',
        'Control al día siguiente; la mayoría retoma sus actividades normales en uno a tres días',
        'Gotas antibióticas y antiinflamatorias durante unas semanas, sin frotarte los ojos',
      ],
    },
    quoteQuestions: LASER_CORNEA_QUESTIONS,
    priceFrom: 2200,
    priceTo: 3800,
    currency: 'USD',
    durationMinutes: 20,
    recoveryDaysMin: 1,
    recoveryDaysMax: 3,
    specialists: ['emilio-garza', 'marc-ferrer', 'valentina-rojas'],
    destinations: ['mexico-city', 'barcelona', 'bogota'],
  },
  {
    slug: 'icl',
    category: 'eye',
    icon: 'lucide:glasses',
    name: { en: 'Implantable collamer lens (ICL)', es: 'Lente intraocular fáquico (ICL)' },
    summary: {
      en: 'A thin lens placed inside the eye to correct high myopia and astigmatism when laser surgery is not suitable, without removing corneal tissue.',
      es: 'Un lente delgado que se coloca dentro del ojo para corregir miopía alta y astigmatismo cuando el láser no es una opción, sin tocar la córnea.',
    },
    about: {
      en: `An implantable collamer lens (ICL) is a thin, flexible lens placed inside the eye, behind the iris and in front of your natural lens. Nothing is removed from the cornea, so it can correct high myopia, and astigmatism with a toric ICL, beyond the safe range for laser surgery or in corneas that are too thin.

It is usually considered for people aged roughly 21 to 45. Because your natural lens stays in place, you keep your near focus until presbyopia arrives, and the ICL can be removed or exchanged if ever needed.

Before surgery, the clinic measures the space in the front of your eye (anterior chamber depth), the cells lining the back of the cornea (endothelial cell count) and the size of your eye, so the lens can be sized precisely. These results decide whether an ICL is safe for you.`,
      es: `El ICL es un lente delgado y flexible que se coloca dentro del ojo, detrás del iris y delante de tu cristalino natural. No se retira tejido de la córnea, así que permite corregir miopías altas, y también astigmatismo con un ICL tórico, que quedan fuera del rango seguro del láser o en córneas demasiado delgadas.

Suele plantearse entre los 21 y los 45 años, aproximadamente. Como tu cristalino se conserva, mantienes el enfoque de cerca hasta que llegue la presbicia, y el lente se puede retirar o cambiar si algún día hace falta.

Antes de la cirugía se mide el espacio de la parte delantera del ojo (profundidad de la cámara anterior), el conteo de células que recubren la cara interna de la córnea (endotelio) y el tamaño del ojo, para elegir la medida exacta del lente. Estos resultados son los que definen si el ICL es seguro en tu caso.`,
    },
    requirements: {
      en: [
        'Usually aged between 21 and 45',
        'A prescription that has been stable for at least 12 months',
        'Enough space in the front of the eye and a healthy endothelial cell count',
        'No glaucoma, uveitis, cataract or diabetic eye disease',
        'Not pregnant or breastfeeding',
        'Typically a prescription too high, or corneas too thin, for laser correction',
      ],
      es: [
        'Tener, por lo general, entre 21 y 45 años',
        'Fórmula estable durante al menos 12 meses',
        'Espacio suficiente en la parte delantera del ojo y un conteo endotelial sano',
        'No tener glaucoma, uveítis, catarata ni retinopatía diabética',
        'No estar embarazada ni en periodo de lactancia',
        'Por lo general, una fórmula demasiado alta o una córnea demasiado delgada para el láser',
      ],
    },
    results: {
      en: `Vision after an ICL is often very sharp, especially in high myopia, and many people notice the change the morning after surgery. The lens is designed to stay in place for good, but it can be taken out if your eyes change.

Possible risks include a rise in eye pressure, halos around lights at night and, rarely, infection, an early cataract or a lens that needs repositioning or resizing. A yearly eye check is recommended for life to keep an eye on pressure and the corneal endothelium.`,
      es: `La visión con un ICL suele ser muy nítida, sobre todo en miopías altas, y muchas personas notan el cambio desde la mañana siguiente. El lente está pensado para quedarse de forma permanente, aunque se puede retirar si tus ojos cambian.

Entre los posibles riesgos están el aumento de la presión ocular, los halos alrededor de las luces por la noche y, con poca frecuencia, una infección, una catarata temprana o la necesidad de reposicionar o cambiar el lente. Se recomienda un control oftalmológico anual de por vida para vigilar la presión y el endotelio.`,
    },
    procedure: {
      en: [
        'Dilating and numbing drops, with light sedation if you prefer',
        'The folded lens goes in through a 3 mm incision and unfolds behind the iris, about 15–20 minutes per eye',
        'Your eye pressure is checked a few hours later, before you return to your hotel',
        'A check-up the next day; the second eye is treated the same day or shortly after, as your surgeon advises',
        'Drops for several weeks; most people return to desk work within 2–5 days',
        'No eye rubbing, swimming or strenuous exercise for the first one to two weeks',
      ],
      es: [
        'Gotas para dilatar la pupila y anestesiar el ojo, con sedación leve si lo prefieres',
        'El lente entra plegado por una incisión de 3 mm y se despliega detrás del iris: unos 15 a 20 minutos por ojo',
        'Unas horas después se mide la presión ocular, antes de que vuelvas al hotel',
        'Control al día siguiente; el segundo ojo se opera el mismo día o poco después, según indique tu cirujano',
        'Gotas durante varias semanas; la mayoría vuelve al trabajo de oficina en dos a cinco días',
        'Sin frotarte los ojos, nadar ni hacer ejercicio intenso durante las primeras una o dos semanas',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'Prescription of your right eye (sphere, cylinder, axis), if you know it',
        'Prescription of your left eye (sphere, cylinder, axis), if you know it',
        'How long has your prescription been stable? When did it last change?',
        'Do you wear contact lenses (soft or rigid)? When did you last wear them?',
        'Have you had eye surgery or laser treatment before? Which, and when?',
        'Have you been told that laser surgery is not right for you (thin or irregular corneas, a prescription too high)?',
        'Do you have glaucoma, uveitis, a cataract, a retinal tear or detachment, dry eye or any other eye condition?',
        'Do you have diabetes, an autoimmune disease or any other health condition?',
        'Are you pregnant or breastfeeding, or planning a pregnancy in the coming months?',
        'Which medicines do you take, including eye drops? Are you allergic to any medicine?',
        'Do you have recent eye tests (corneal topography, endothelial cell count, anterior chamber depth)? When were they done? You can attach them.',
      ],
      es: [
        '¿Qué edad tienes?',
        'Graduación del ojo derecho (esfera, cilindro y eje), si la conoces',
        'Graduación del ojo izquierdo (esfera, cilindro y eje), si la conoces',
        '¿Desde cuándo es estable tu graduación? ¿Cuándo cambió por última vez?',
        '¿Usas lentes de contacto (blandos o rígidos)? ¿Cuándo los usaste por última vez?',
        '¿Te han operado de los ojos o te han hecho algún tratamiento láser? ¿Cuál y cuándo?',
        '¿Te han dicho que la cirugía láser no es para ti (córneas delgadas o irregulares, graduación demasiado alta)?',
        '¿Tienes glaucoma, uveítis, catarata, un desgarro o desprendimiento de retina, ojo seco u otra enfermedad de los ojos?',
        '¿Tienes diabetes, alguna enfermedad autoinmune u otro problema de salud?',
        '¿Estás embarazada o en periodo de lactancia, o planeas un embarazo en los próximos meses?',
        '¿Qué medicamentos tomas, incluidas gotas para los ojos? ¿Tienes alergia a algún medicamento?',
        '¿Tienes exámenes recientes (topografía corneal, recuento endotelial, profundidad de la cámara anterior)? ¿De cuándo son? Puedes adjuntarlos.',
      ],
    },
    priceFrom: 4000,
    priceTo: 7000,
    currency: 'USD',
    durationMinutes: 40,
    recoveryDaysMin: 2,
    recoveryDaysMax: 5,
    specialists: ['emilio-garza', 'valentina-rojas', 'marc-ferrer'],
    destinations: ['mexico-city', 'bogota', 'barcelona'],
  },
  {
    slug: 'cataract-surgery-premium-lenses',
    category: 'eye',
    icon: 'lucide:microscope',
    name: { en: 'Cataract surgery with premium lenses', es: 'Cirugía de catarata con lentes premium' },
    summary: {
      en: 'Replace a cloudy lens with a multifocal, EDOF or toric implant to see clearly again and rely less on glasses after surgery.',
      es: 'Cambia el cristalino opaco por un lente multifocal, EDOF o tórico para volver a ver con claridad y depender menos de las gafas.',
    },
    about: {
      en: `A cataract is the gradual clouding of the eye’s natural lens, which makes vision blurry, dull and glary. Surgery removes the cloudy lens through a tiny incision, breaking it up with ultrasound (phacoemulsification), and replaces it with a clear artificial lens, an intraocular lens (IOL).

A standard monofocal lens gives sharp vision at one distance, usually far, so you still need reading glasses. Premium lenses aim to reduce that: **multifocal** lenses cover distance, intermediate and near vision; **EDOF** (extended depth of focus) lenses give a continuous range from distance to arm’s length with fewer halos; and **toric** lenses also correct astigmatism.

The right lens depends on your eyes and your daily life. Biometry, corneal topography and a retina scan at the preoperative assessment show whether a premium lens is a good fit; with some conditions, such as macular disease or advanced glaucoma, a monofocal lens is the better choice.`,
      es: `La catarata es la opacidad progresiva del cristalino, el lente natural del ojo, y hace que la visión se vuelva borrosa, apagada y con destellos. En la cirugía se retira el cristalino opaco por una incisión muy pequeña, fragmentándolo con ultrasonido (facoemulsificación), y se reemplaza por un lente intraocular transparente.

Un lente monofocal estándar da una visión nítida a una sola distancia, por lo general de lejos, así que vas a seguir necesitando gafas para leer. Los lentes premium buscan reducir esa dependencia: los **multifocales** cubren lejos, distancia intermedia y cerca; los **EDOF** (de profundidad de foco extendida) ofrecen un rango continuo de lejos hasta la distancia del brazo, con menos halos; y los **tóricos** corrigen además el astigmatismo.

El lente adecuado depende de tus ojos y de tu estilo de vida. En la valoración prequirúrgica, la biometría, la topografía corneal y un estudio de la retina muestran si un lente premium te conviene; ante algunas condiciones, como enfermedades de la mácula o un glaucoma avanzado, la mejor elección es un lente monofocal.`,
    },
    requirements: {
      en: [
        'A cataract that affects your daily life, or a lens replacement agreed with your surgeon',
        'A healthy retina and optic nerve if you want a multifocal or EDOF lens',
        'A regular cornea and stable tear film, so the lens power can be calculated accurately',
        'Well-controlled diabetes and blood pressure',
        'Able to lie flat and still for about 30 minutes',
        'Accepting that multifocal lenses can cause some halos at night',
      ],
      es: [
        'Una catarata que afecte tu vida diaria, o un cambio de cristalino acordado con tu cirujano',
        'Retina y nervio óptico sanos si quieres un lente multifocal o EDOF',
        'Córnea regular y lágrima estable, para calcular con precisión la potencia del lente',
        'Diabetes y presión arterial bien controladas',
        'Poder permanecer en reposo, boca arriba y sin moverte, durante unos 30 minutos',
        'Aceptar que los lentes multifocales pueden producir algunos halos de noche',
      ],
    },
    results: {
      en: `Cataract surgery is one of the most successful operations in medicine, and most people see clearly again within a few days. With a premium lens, many manage most everyday tasks without glasses, although some still use readers for fine print or in dim light. Halos around lights at night are common with multifocal lenses at first and usually become less noticeable over a few months.

Months or years later, the capsule that holds the lens can turn cloudy; a quick, painless YAG laser treatment clears it. Serious complications such as infection, retinal detachment or swelling of the macula are uncommon.`,
      es: `La cirugía de catarata es una de las operaciones más exitosas de la medicina, y la mayoría de las personas vuelve a ver con claridad en pocos días. Con un lente premium, muchos hacen casi todas sus actividades diarias sin gafas, aunque algunos siguen usando gafas de lectura para la letra pequeña o con poca luz. Al principio es frecuente ver halos alrededor de las luces nocturnas con los lentes multifocales; suelen notarse menos con el paso de los meses.

Meses o años después, la cápsula que sostiene el lente puede volverse opaca; se resuelve con un láser YAG, rápido e indoloro. Las complicaciones graves, como infección, desprendimiento de retina o inflamación de la mácula, son poco frecuentes.`,
    },
    procedure: {
      en: [
        'Dilating and numbing drops, with light sedation if you need it',
        'The cloudy lens is removed through a tiny incision and the new lens is placed, 15–30 minutes per eye',
        'A short rest and a shield over the eye before you return to your hotel',
        'A check-up the next day; the second eye is usually operated on a few days to a week later',
        'Drops for about four weeks; most people are back to light activities within a few days',
        'No eye rubbing, swimming or heavy lifting for the first couple of weeks',
      ],
      es: [
        'Gotas para dilatar y anestesiar el ojo, con sedación leve si la necesitas',
        'Se retira el cristalino opaco por una incisión mínima y se coloca el nuevo lente: de 15 a 30 minutos por ojo',
        'Un breve reposo y un protector sobre el ojo antes de regresar al hotel',
        'Control al día siguiente; el segundo ojo suele operarse entre unos días y una semana después',
        'Gotas durante unas cuatro semanas; la mayoría retoma actividades suaves en pocos días',
        'Sin frotarte el ojo, nadar ni levantar peso durante las primeras dos semanas',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'Which eye or eyes have a cataract, and when was it diagnosed?',
        'What do you find hardest to see now: reading, screens, driving at night, glare?',
        'Your glasses prescription for each eye, if you know it',
        'After surgery, would you like to see without glasses far away, up close or both?',
        'Do you wear contact lenses? When did you last wear them?',
        'Have you had eye surgery before, including laser vision correction (LASIK, PRK, RK)? Which, and when?',
        'Do you have glaucoma, macular degeneration, diabetic retinopathy, dry eye or any other eye condition?',
        'Do you have diabetes or high blood pressure? Are they under control?',
        'Do you take, or have you ever taken, tamsulosin or another medicine for the prostate or urine flow?',
        'Which other medicines do you take, including blood thinners? Are you allergic to any medicine?',
        'Can you lie flat and still for about 30 minutes?',
      ],
      es: [
        '¿Qué edad tienes?',
        '¿En qué ojo o en qué ojos tienes catarata y cuándo te la diagnosticaron?',
        '¿Qué te cuesta más ver ahora: leer, las pantallas, conducir de noche, los reflejos?',
        'La graduación de tus gafas en cada ojo, si la conoces',
        'Después de la cirugía, ¿te gustaría ver sin gafas de lejos, de cerca o a todas las distancias?',
        '¿Usas lentes de contacto? ¿Cuándo los usaste por última vez?',
        '¿Te han operado antes de los ojos, incluida la cirugía refractiva con láser (LASIK, PRK, RK)? ¿Cuál y cuándo?',
        '¿Tienes glaucoma, degeneración macular, retinopatía diabética, ojo seco u otra enfermedad de los ojos?',
        '¿Tienes diabetes o hipertensión? ¿Están controladas?',
        '¿Tomas o has tomado alguna vez tamsulosina u otro medicamento para la próstata o para orinar mejor?',
        '¿Qué otros medicamentos tomas, incluidos anticoagulantes? ¿Tienes alergia a algún medicamento?',
        '¿Puedes permanecer boca arriba, sin moverte, durante unos 30 minutos?',
      ],
    },
    priceFrom: 2000,
    priceTo: 4500,
    currency: 'USD',
    durationMinutes: 30,
    recoveryDaysMin: 2,
    recoveryDaysMax: 7,
    specialists: ['javier-ortega', 'eduardo-barrios', 'fernanda-orozco'],
    destinations: ['madrid', 'cartagena', 'guadalajara'],
  },
  {
    slug: 'corneal-cross-linking',
    category: 'eye',
    icon: 'lucide:shield-check',
    name: { en: 'Corneal cross-linking', es: 'Crosslinking corneal' },
    summary: {
      en: 'Riboflavin and UV light to strengthen the cornea and slow or stop the progression of keratoconus, ideally before vision is badly affected.',
      es: 'Riboflavina y luz ultravioleta para reforzar la córnea y frenar el avance del queratocono, idealmente antes de que tu visión empeore mucho.',
    },
    about: {
      en: `Corneal cross-linking (CXL) is the standard treatment to stop keratoconus from getting worse. Riboflavin (vitamin B2) drops are applied to the cornea and activated with a controlled dose of ultraviolet-A light, which creates new bonds between the collagen fibres and makes the cornea stiffer, so it is less likely to keep thinning and bulging.

It is recommended when keratoconus, or another corneal ectasia such as one after LASIK, is shown to be progressing, ideally early while vision is still good. Teenagers and young adults benefit most, because that is when keratoconus tends to advance fastest.

In the standard “epi-off” technique, the surface layer of the cornea is removed first so the riboflavin can soak in. Your cornea specialist will compare tomography scans taken over time to confirm progression and check that your cornea is thick enough to treat safely.`,
      es: `El crosslinking corneal es el tratamiento de referencia para evitar que el queratocono siga avanzando. Se aplican gotas de riboflavina (vitamina B2) sobre la córnea y luego se activan con una dosis controlada de luz ultravioleta A. Así se forman nuevos enlaces entre las fibras de colágeno y la córnea se vuelve más rígida, con menos tendencia a adelgazarse y deformarse.

Se indica cuando se demuestra que el queratocono, u otra ectasia corneal como la que puede aparecer después de un LASIK, está progresando, y lo ideal es hacerlo a tiempo, mientras la visión todavía es buena. Los adolescentes y adultos jóvenes son quienes más se benefician, porque a esas edades el queratocono suele avanzar más rápido.

En la técnica habitual, llamada *epi-off*, primero se retira la capa superficial de la córnea para que la riboflavina penetre bien. Tu especialista comparará tomografías tomadas en distintos momentos para confirmar la progresión y verificar que tu córnea tenga el grosor necesario para tratarla con seguridad.`,
    },
    requirements: {
      en: [
        'Keratoconus or corneal ectasia with progression documented on serial scans',
        'A corneal thickness of about 400 microns or more once the epithelium is removed',
        'No deep corneal scarring or active eye infection',
        'Any past herpes eye infection discussed with your surgeon beforehand',
        'Not pregnant or breastfeeding',
        'Rigid contact lenses left out for the time your specialist indicates before the scans',
      ],
      es: [
        'Queratocono o ectasia corneal con progresión comprobada en estudios sucesivos',
        'Grosor corneal de unas 400 micras o más después de retirar el epitelio',
        'No tener cicatrices corneales profundas ni infecciones oculares activas',
        'Haber comentado con tu cirujano cualquier antecedente de herpes ocular',
        'No estar embarazada ni en periodo de lactancia',
        'Dejar de usar lentes de contacto rígidos el tiempo que indique tu especialista antes de los estudios',
      ],
    },
    results: {
      en: `Cross-linking stops progression in the large majority of treated eyes, and in some the cornea flattens slightly over the following year. It is not a way to get rid of glasses: the aim is to keep your vision from getting worse, and you will probably still need glasses or specialty contact lenses.

The first three to five days are uncomfortable while the surface heals, and vision can be hazier than before for one to three months. Risks include infection, slow healing, corneal haze and, occasionally, the need for a second treatment.`,
      es: `El crosslinking detiene la progresión en la gran mayoría de los ojos tratados y, en algunos casos, la córnea se aplana un poco durante el año siguiente. No es un tratamiento para dejar las gafas: su objetivo es que tu visión no empeore, y lo más probable es que sigas necesitando gafas o lentes de contacto especiales.

Los primeros tres a cinco días son molestos mientras cicatriza la superficie, y la visión puede estar más borrosa que antes durante uno a tres meses. Entre los riesgos están la infección, una cicatrización lenta, la opacidad corneal y, en algunos casos, la necesidad de repetir el tratamiento.`,
    },
    procedure: {
      en: [
        'Numbing drops, then gentle removal of the central epithelium',
        'Riboflavin drops every few minutes for about 20–30 minutes',
        'Ultraviolet-A light for 10–30 minutes depending on the protocol; about an hour in total',
        'A bandage contact lens, antibiotic and anti-inflammatory drops, and pain relief to take at the hotel',
        'Check-ups over the following days; the bandage lens is removed after 4–5 days',
        'Follow-up scans at 3, 6 and 12 months, which your eye doctor at home can do',
      ],
      es: [
        'Gotas anestésicas y retiro cuidadoso del epitelio central',
        'Gotas de riboflavina cada pocos minutos durante unos 20 a 30 minutos',
        'Luz ultravioleta A durante 10 a 30 minutos, según el protocolo; cerca de una hora en total',
        'Lente de contacto terapéutico, gotas antibióticas y antiinflamatorias, y analgésicos para tomar en el hotel',
        'Controles en los días siguientes; el lente terapéutico se retira a los cuatro o cinco días',
        'Tomografías de control a los 3, 6 y 12 meses, que puede hacerte tu oftalmólogo en casa',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'When was keratoconus (or corneal ectasia) diagnosed, and in which eye or eyes?',
        'Has it progressed on repeat scans? When were your last corneal scans done? You can attach them.',
        'Your glasses prescription for each eye, and how well you see with it',
        'Do you wear rigid, scleral or soft contact lenses? When did you last wear them?',
        'Have you had eye surgery before (laser correction, ring segments, cross-linking)? Which, and when?',
        'Have you ever had a herpes infection of the eye, or a scar on the cornea?',
        'Do you have eye allergies, eczema or asthma? Do you rub your eyes often?',
        'Do you have any other eye or general health condition?',
        'Are you pregnant or breastfeeding?',
        'Which medicines do you take, including eye drops?',
      ],
      es: [
        '¿Qué edad tienes?',
        '¿Cuándo te diagnosticaron el queratocono (o la ectasia corneal) y en qué ojo o en qué ojos?',
        '¿Ha avanzado en los controles con tomografía? ¿Cuándo te hiciste los últimos estudios de córnea? Puedes adjuntarlos.',
        'La graduación de tus gafas en cada ojo y cómo ves con ellas',
        '¿Usas lentes de contacto rígidos, esclerales o blandos? ¿Cuándo los usaste por última vez?',
        '¿Te han operado antes de los ojos (láser, anillos intracorneales, crosslinking)? ¿De qué y cuándo?',
        '¿Has tenido alguna vez herpes en el ojo o una cicatriz en la córnea?',
        '¿Tienes alergia en los ojos, dermatitis atópica o asma? ¿Te frotas los ojos a menudo?',
        '¿Tienes alguna otra enfermedad de los ojos o algún otro problema de salud?',
        '¿Estás embarazada o en periodo de lactancia?',
        '¿Qué medicamentos tomas, incluidas gotas para los ojos?',
      ],
    },
    priceFrom: 1200,
    priceTo: 2500,
    currency: 'USD',
    durationMinutes: 60,
    recoveryDaysMin: 4,
    recoveryDaysMax: 7,
    specialists: ['andres-cardenas', 'montserrat-puig'],
    destinations: ['bogota', 'barcelona'],
  },
  {
    slug: 'keratoconus-treatment',
    category: 'eye',
    icon: 'lucide:scan-eye',
    name: {
      en: 'Keratoconus treatment (corneal ring segments)',
      es: 'Tratamiento del queratocono (anillos intracorneales)',
    },
    summary: {
      en: 'Intracorneal ring segments, often combined with cross-linking, to make a cone-shaped cornea more regular and improve vision.',
      es: 'Anillos intracorneales, a menudo junto con crosslinking, para regularizar la córnea con queratocono y mejorar tu visión.',
    },
    about: {
      en: `Keratoconus is a condition in which the cornea gradually thins and bulges into a cone, causing blurry, distorted vision that glasses correct less and less well. It usually begins in the teens or twenties.

When rigid contact lenses are not tolerated, or vision stays poor, intracorneal ring segments can help. These small arcs of acrylic are inserted into channels made inside the cornea with a femtosecond laser; they flatten the cone and make the cornea more regular. They are often combined with cross-linking to stabilise the result, and some patients later benefit from topography-guided laser or a phakic lens.

The plan depends on the stage of your keratoconus, your corneal thickness and whether there is scarring. Advanced cases with a scarred central cornea may need a corneal transplant instead, and your specialist will be clear about this at the assessment.`,
      es: `El queratocono es una enfermedad en la que la córnea se adelgaza poco a poco y se abomba en forma de cono. Eso produce una visión borrosa y distorsionada que las gafas corrigen cada vez peor. Suele empezar en la adolescencia o en los veintitantos.

Si no toleras los lentes de contacto rígidos o tu visión sigue siendo mala, los anillos intracorneales pueden ayudarte. Son pequeños segmentos de acrílico que se introducen en túneles creados dentro de la córnea con láser de femtosegundo; aplanan el cono y hacen que la córnea sea más regular. Con frecuencia se combinan con crosslinking para estabilizar el resultado, y más adelante algunas personas se benefician de un láser guiado por topografía o de un lente fáquico.

El plan depende de la etapa de tu queratocono, del grosor de la córnea y de si hay cicatrices. En los casos avanzados, con la zona central de la córnea cicatrizada, puede ser necesario un trasplante de córnea, y tu especialista te lo dirá con franqueza en la valoración.`,
    },
    requirements: {
      en: [
        'Keratoconus with poor vision in glasses, or intolerance to rigid or scleral contact lenses',
        'A clear central cornea without deep scarring',
        'Enough corneal thickness where the segments will sit, usually at least 400–450 microns',
        'No active eye infection or uncontrolled eye allergy',
        'Not pregnant or breastfeeding',
        'Realistic expectations: better vision with glasses or lenses, not perfect vision without them',
      ],
      es: [
        'Queratocono con mala visión con gafas, o intolerancia a los lentes de contacto rígidos o esclerales',
        'Zona central de la córnea transparente, sin cicatrices profundas',
        'Grosor corneal suficiente donde irán los anillos, en general de al menos 400 a 450 micras',
        'No tener infecciones oculares activas ni alergia ocular descontrolada',
        'No estar embarazada ni en periodo de lactancia',
        'Expectativas realistas: ver mejor con gafas o lentes de contacto, no una visión perfecta sin ellos',
      ],
    },
    results: {
      en: `Ring segments usually reduce the steepness of the cornea and the irregular astigmatism, so many patients see better with glasses or find contact lenses easier to wear. How much vision improves varies a lot between people and is hard to predict exactly; some notice a change within days, and vision keeps settling for several months.

Possible problems include halos or glare at night, movement or exposure of a segment, infection and under- or over-correction. Segments can be repositioned or removed if needed.`,
      es: `Los anillos suelen disminuir la curvatura de la córnea y el astigmatismo irregular, por lo que muchas personas ven mejor con gafas o toleran mejor los lentes de contacto. La mejoría varía mucho de una persona a otra y es difícil predecirla con exactitud: algunos notan el cambio en pocos días, y la visión se sigue ajustando durante varios meses.

Entre los posibles problemas están los halos o destellos nocturnos, el desplazamiento o la exposición de un anillo, la infección y una corrección menor o mayor de la esperada. Si hace falta, los anillos se pueden reposicionar o retirar.`,
    },
    procedure: {
      en: [
        'Numbing drops and, if you prefer, light sedation',
        'The femtosecond laser creates a fine channel inside the cornea',
        'One or two segments are inserted; the operation takes about 20–30 minutes per eye',
        'Cross-linking is done the same day or a few weeks later, as your surgeon plans',
        'A check-up the next day; most people return to light activities within 2–5 days',
        'Drops for several weeks, and new glasses or contact lenses fitted after about three months',
      ],
      es: [
        'Gotas anestésicas y, si lo prefieres, sedación leve',
        'El láser de femtosegundo crea un túnel fino dentro de la córnea',
        'Se introducen uno o dos anillos; la cirugía dura unos 20 a 30 minutos por ojo',
        'El crosslinking se hace el mismo día o unas semanas después, según lo planee tu cirujano',
        'Control al día siguiente; la mayoría retoma actividades suaves en dos a cinco días',
        'Gotas durante varias semanas y adaptación de gafas o lentes de contacto nuevos a los tres meses, aproximadamente',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'When was keratoconus diagnosed, and in which eye or eyes?',
        'Have you had cross-linking? In which eye, and when?',
        'How well do you see with glasses in each eye? Your prescription, if you know it',
        'Do you wear rigid or scleral contact lenses? Do you tolerate them, and when did you last wear them?',
        'When were your last corneal scans (topography or tomography) done? You can attach them.',
        'Have you had any other eye surgery? Which, and when?',
        'Have you had a sudden clouding of the cornea (hydrops), a corneal scar or a herpes infection of the eye?',
        'Do you have eye allergies, eczema or asthma? Do you rub your eyes often?',
        'Do you have any other eye or general health condition?',
        'Are you pregnant or breastfeeding?',
        'Which medicines do you take, including eye drops?',
      ],
      es: [
        '¿Qué edad tienes?',
        '¿Cuándo te diagnosticaron el queratocono y en qué ojo o en qué ojos?',
        '¿Te han hecho crosslinking? ¿En qué ojo y cuándo?',
        '¿Cómo ves con gafas en cada ojo? Tu graduación, si la conoces',
        '¿Usas lentes de contacto rígidos o esclerales? ¿Los toleras bien y cuándo los usaste por última vez?',
        '¿Cuándo te hiciste los últimos estudios de córnea (topografía o tomografía)? Puedes adjuntarlos.',
        '¿Te han hecho alguna otra cirugía de los ojos? ¿Cuál y cuándo?',
        '¿Has tenido un empañamiento repentino de la córnea (hidrops corneal), una cicatriz en la córnea o herpes en el ojo?',
        '¿Tienes alergia en los ojos, dermatitis atópica o asma? ¿Te frotas los ojos a menudo?',
        '¿Tienes alguna otra enfermedad de los ojos o algún otro problema de salud?',
        '¿Estás embarazada o en periodo de lactancia?',
        '¿Qué medicamentos tomas, incluidas gotas para los ojos?',
      ],
    },
    priceFrom: 1800,
    priceTo: 3500,
    currency: 'USD',
    durationMinutes: 30,
    recoveryDaysMin: 2,
    recoveryDaysMax: 5,
    specialists: ['andres-cardenas', 'montserrat-puig'],
    destinations: ['bogota', 'barcelona'],
  },
  {
    slug: 'glaucoma-treatment',
    category: 'eye',
    icon: 'lucide:activity',
    name: { en: 'Glaucoma treatment (SLT and MIGS)', es: 'Tratamiento del glaucoma (SLT y MIGS)' },
    summary: {
      en: 'Laser and minimally invasive surgery to lower eye pressure and protect the optic nerve, often with fewer daily drops.',
      es: 'Láser y cirugía mínimamente invasiva para bajar la presión ocular y proteger el nervio óptico, muchas veces con menos gotas al día.',
    },
    about: {
      en: `Glaucoma damages the optic nerve, usually because the pressure inside the eye is higher than the nerve can tolerate. It often causes no symptoms until a large part of the visual field is lost, and that loss cannot be recovered, so treatment aims to lower the pressure and protect the sight you still have.

**Selective laser trabeculoplasty (SLT)** is a short, painless laser treatment that improves drainage through the eye’s natural outflow channels; it can be used first or to reduce the number of drops you need. **Minimally invasive glaucoma surgery (MIGS)** places a tiny stent or opens the drainage pathway through a micro-incision, and is often combined with cataract surgery.

The right option depends on the type and stage of your glaucoma, your target pressure and whether you also have a cataract. Advanced or angle-closure glaucoma may call for other treatments, such as laser iridotomy or trabeculectomy.`,
      es: `El glaucoma daña el nervio óptico, casi siempre porque la presión dentro del ojo es más alta de lo que ese nervio puede tolerar. Con frecuencia no da síntomas hasta que se ha perdido una buena parte del campo visual, y esa pérdida no se recupera; por eso el tratamiento busca bajar la presión y proteger la visión que conservas.

La **trabeculoplastia láser selectiva (SLT)** es un láser rápido e indoloro que mejora el drenaje por los canales naturales del ojo; puede ser el primer tratamiento o servir para reducir la cantidad de gotas que usas. La **cirugía de glaucoma mínimamente invasiva (MIGS)** coloca un microimplante o abre la vía de drenaje a través de una incisión diminuta, y suele combinarse con la cirugía de catarata.

La mejor opción depende del tipo y la etapa de tu glaucoma, de la presión que se quiere alcanzar y de si también tienes catarata. En el glaucoma avanzado o de ángulo cerrado pueden hacer falta otros tratamientos, como la iridotomía láser o la trabeculectomía.`,
    },
    requirements: {
      en: [
        'Diagnosed open-angle glaucoma or ocular hypertension, with recent visual field and OCT tests',
        'Eye pressure above target despite drops, or trouble using or tolerating them',
        'An open drainage angle on examination (gonioscopy) for SLT',
        'Mild to moderate glaucoma for MIGS, often at the time of cataract surgery',
        'Any blood-thinning medication reviewed with your surgeon beforehand',
        'Commitment to lifelong follow-up with an eye doctor at home',
      ],
      es: [
        'Diagnóstico de glaucoma de ángulo abierto o hipertensión ocular, con campo visual y OCT recientes',
        'Presión ocular por encima de la meta a pesar de las gotas, o dificultad para usarlas o tolerarlas',
        'Para la SLT, un ángulo de drenaje abierto en el examen (gonioscopia)',
        'Para la MIGS, glaucoma leve o moderado, a menudo en el momento de operar la catarata',
        'Revisar con tu cirujano cualquier medicamento anticoagulante antes del procedimiento',
        'Compromiso de seguir con controles de por vida con tu oftalmólogo en casa',
      ],
    },
    results: {
      en: `SLT lowers eye pressure in most people, typically by around 20–30%, and the effect can last several years; it can also be repeated. MIGS usually brings a moderate fall in pressure and fewer drops, with a quicker and safer recovery than traditional glaucoma surgery. Neither reverses damage that has already happened, and many patients still need some drops.

Risks include a temporary rise in pressure, inflammation, a little bleeding inside the eye that usually clears in days and, after MIGS, the device becoming blocked. Glaucoma is a lifelong condition, so regular check-ups remain essential.`,
      es: `La SLT baja la presión ocular en la mayoría de las personas, por lo general entre un 20 y un 30 %, y el efecto puede durar varios años; además, se puede repetir. La MIGS suele lograr un descenso moderado de la presión y menos gotas, con una recuperación más rápida y segura que la cirugía de glaucoma tradicional. Ninguna de las dos revierte el daño ya causado, y muchos pacientes siguen necesitando alguna gota.

Entre los riesgos están un aumento pasajero de la presión, inflamación, un pequeño sangrado dentro del ojo que suele desaparecer en días y, después de la MIGS, que el implante se obstruya. El glaucoma es una enfermedad para toda la vida, así que los controles periódicos siguen siendo indispensables.`,
    },
    procedure: {
      en: [
        'A full glaucoma work-up: eye pressure, gonioscopy, visual field and optic nerve OCT',
        'Numbing drops; SLT takes 5–10 minutes at the laser, MIGS about 15–30 minutes in theatre',
        'Your eye pressure is checked about an hour after treatment',
        'Back to your hotel the same day and a check-up the next day',
        'Anti-inflammatory drops for a few days after SLT or a few weeks after MIGS, with your glaucoma drops adjusted as advised',
        'A pressure check after 4–8 weeks, which your eye doctor at home can do',
      ],
      es: [
        'Estudio completo de glaucoma: presión ocular, gonioscopia, campo visual y OCT del nervio óptico',
        'Gotas anestésicas; la SLT toma de 5 a 10 minutos en el láser y la MIGS, unos 15 a 30 minutos en quirófano',
        'Alrededor de una hora después se revisa tu presión ocular',
        'Regreso al hotel el mismo día y control al día siguiente',
        'Gotas antiinflamatorias durante unos días tras la SLT o unas semanas tras la MIGS, ajustando tus gotas para el glaucoma según te indiquen',
        'Control de presión a las 4 a 8 semanas, que puede hacerte tu oftalmólogo en casa',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'What type of glaucoma (or ocular hypertension) were you diagnosed with, in which eye, and when?',
        'Your latest eye pressure readings, and your target pressure if you know it',
        'Which drops do you use and how often? Do they cause side effects, or are they hard to use?',
        'Have you had glaucoma laser (SLT) or glaucoma surgery? Which, when, and how did it work?',
        'Do you also have a cataract, or have you had cataract surgery?',
        'When were your last visual field and OCT tests done? You can attach them.',
        'Do you have any other eye condition, such as dry eye, uveitis or a past eye injury?',
        'Do you have diabetes, high blood pressure, asthma, a heart condition or any other health condition?',
        'Which other medicines do you take, including blood thinners? Are you allergic to any medicine?',
      ],
      es: [
        '¿Qué edad tienes?',
        '¿Qué tipo de glaucoma (o hipertensión ocular) te diagnosticaron, en qué ojo y cuándo?',
        'Tus últimas mediciones de la presión ocular y tu presión objetivo, si la conoces',
        '¿Qué gotas usas y con qué frecuencia? ¿Te causan efectos secundarios o te cuesta aplicarlas?',
        '¿Te han hecho láser (SLT) o cirugía para el glaucoma? ¿Cuál, cuándo y con qué resultado?',
        '¿Tienes también catarata o ya te operaron de catarata?',
        '¿Cuándo te hiciste el último campo visual y la última OCT? Puedes adjuntarlos.',
        '¿Tienes alguna otra enfermedad de los ojos, como ojo seco, uveítis o una lesión antigua en el ojo?',
        '¿Tienes diabetes, hipertensión, asma, alguna enfermedad del corazón u otro problema de salud?',
        '¿Qué otros medicamentos tomas, incluidos anticoagulantes? ¿Tienes alergia a algún medicamento?',
      ],
    },
    priceFrom: 800,
    priceTo: 4000,
    currency: 'USD',
    durationMinutes: 20,
    recoveryDaysMin: 1,
    recoveryDaysMax: 7,
    specialists: ['ana-sofia-villasenor', 'pablo-navarro'],
    destinations: ['mexico-city', 'madrid'],
  },
  {
    slug: 'retina-care',
    category: 'eye',
    icon: 'lucide:syringe',
    name: { en: 'Retina care (injections and vitrectomy)', es: 'Atención de retina (inyecciones y vitrectomía)' },
    summary: {
      en: 'Diagnosis and treatment of macular degeneration, diabetic retinopathy and retinal detachment with injections, laser or vitrectomy.',
      es: 'Diagnóstico y tratamiento de degeneración macular, retinopatía diabética y desprendimiento de retina con inyecciones, láser o vitrectomía.',
    },
    about: {
      en: `The retina is the light-sensitive layer at the back of the eye. Wet age-related macular degeneration, diabetic retinopathy and macular oedema, retinal vein occlusion, macular holes and retinal detachment can all threaten central vision and need a retina specialist.

Treatment depends on the diagnosis. **Intravitreal injections** of anti-VEGF medicines take a few minutes and are usually given monthly at first, then spaced out. **Laser** seals leaking vessels or retinal tears. **Vitrectomy** removes the vitreous gel to repair detachments, holes or bleeding, and takes about one to two hours.

Everything starts with a full examination and retinal imaging (OCT and, when needed, angiography). Because injections are an ongoing treatment, the specialist agrees a plan with your eye doctor at home so it continues after you travel back.`,
      es: `La retina es la capa sensible a la luz que recubre el fondo del ojo. La degeneración macular húmeda, la retinopatía y el edema macular diabéticos, las oclusiones venosas, los agujeros maculares y el desprendimiento de retina pueden poner en riesgo la visión central y requieren un especialista en retina.

El tratamiento depende del diagnóstico. Las **inyecciones intravítreas** de medicamentos anti-VEGF duran pocos minutos y, por lo general, se aplican cada mes al principio y luego se van espaciando. El **láser** sella vasos que filtran o desgarros de la retina. La **vitrectomía** retira el gel vítreo para reparar desprendimientos, agujeros o hemorragias, y dura entre una y dos horas.

Todo empieza con un examen completo y estudios de imagen de la retina (OCT y, si hace falta, angiografía). Como las inyecciones son un tratamiento continuo, el especialista acuerda un plan con tu oftalmólogo en casa para que puedas seguirlo al volver.`,
    },
    requirements: {
      en: [
        'A retinal diagnosis, or symptoms such as distorted or blurred central vision, new floaters or flashes',
        'Recent retinal imaging, or an OCT examination at the clinic',
        'Well-controlled blood sugar and blood pressure, especially with diabetic eye disease',
        'No active infection of the eye or eyelids on the day of treatment',
        'For vitrectomy with a gas bubble: no flying until the bubble has gone, often 2–6 weeks',
        'A plan to continue injections or follow-up at home',
      ],
      es: [
        'Un diagnóstico de retina, o síntomas como visión central distorsionada o borrosa, moscas volantes nuevas o destellos',
        'Estudios recientes de la retina, o una OCT en la clínica',
        'Glucosa y presión arterial bien controladas, sobre todo si tienes retinopatía diabética',
        'No tener infecciones en el ojo ni en los párpados el día del tratamiento',
        'En la vitrectomía con burbuja de gas: no volar hasta que la burbuja desaparezca, a menudo de 2 a 6 semanas',
        'Un plan para continuar las inyecciones o los controles en tu país',
      ],
    },
    results: {
      en: `Anti-VEGF injections stabilise vision in most people with wet macular degeneration and often improve it, but they control the disease rather than cure it, so treatment usually continues for years. Vitrectomy repairs most retinal detachments in a single operation, although final vision depends on whether the macula was affected and for how long.

Injections can leave a red spot on the eye and, rarely, cause raised pressure or infection. After vitrectomy a cataract often develops sooner, and a detachment can come back. If a gas bubble is used, you may need to keep your head in a set position for several days and must not fly until your surgeon clears you.`,
      es: `Las inyecciones anti-VEGF estabilizan la visión en la mayoría de las personas con degeneración macular húmeda y con frecuencia la mejoran, pero controlan la enfermedad, no la curan, así que el tratamiento suele mantenerse durante años. La vitrectomía resuelve la mayoría de los desprendimientos de retina en una sola cirugía, aunque la visión final depende de si la mácula se afectó y durante cuánto tiempo.

Las inyecciones pueden dejar una mancha roja en el ojo y, con poca frecuencia, subir la presión o causar una infección. Después de una vitrectomía, la catarata suele aparecer antes, y el desprendimiento puede repetirse. Si se usa una burbuja de gas, tal vez debas mantener la cabeza en una posición determinada durante varios días, y no podrás volar hasta que tu cirujano lo autorice.`,
    },
    procedure: {
      en: [
        'An examination and OCT scan to confirm the diagnosis and plan treatment',
        'For injections: numbing and antiseptic drops; the injection itself takes a few seconds',
        'For vitrectomy: local anaesthetic with sedation and about 1–2 hours in theatre',
        'Back to your hotel the same day in most cases, with a check-up the next day',
        'After vitrectomy with gas: head positioning as instructed and no flying until cleared',
        'A written report and treatment schedule for your eye doctor at home',
      ],
      es: [
        'Examen y OCT para confirmar el diagnóstico y planear el tratamiento',
        'En las inyecciones: gotas anestésicas y antisépticas; la inyección en sí dura unos segundos',
        'En la vitrectomía: anestesia local con sedación y entre una y dos horas en quirófano',
        'En la mayoría de los casos regresas al hotel el mismo día, con control al día siguiente',
        'Después de una vitrectomía con gas: la posición de la cabeza que te indiquen y nada de vuelos hasta tener autorización',
        'Un informe escrito y un calendario de tratamiento para tu oftalmólogo en casa',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'What is your diagnosis (macular degeneration, diabetic retinopathy, retinal detachment, macular hole…), and in which eye?',
        'When did your symptoms start, and are they getting worse?',
        'Have you had injections, laser or surgery in either eye? Which, how many, and when was the last?',
        'When were your last retinal scans (OCT, angiography) done? You can attach them.',
        'How well do you see with glasses in each eye?',
        'If you have diabetes: which type, your latest HbA1c, and is your blood pressure under control?',
        'Do you have glaucoma, a cataract, or have you had any other eye surgery?',
        'Which medicines do you take, including blood thinners?',
        'Are you allergic to any medicine, to iodine or to the dyes used in eye scans?',
        'When do you need to fly home? After a vitrectomy with a gas bubble, flying has to wait for weeks.',
      ],
      es: [
        '¿Qué edad tienes?',
        '¿Cuál es tu diagnóstico (degeneración macular, retinopatía diabética, desprendimiento de retina, agujero macular…) y en qué ojo?',
        '¿Cuándo empezaron tus síntomas y están empeorando?',
        '¿Te han puesto inyecciones o te han hecho láser o cirugía en algún ojo? ¿Cuáles, cuántas y cuándo fue la última?',
        '¿Cuándo te hiciste los últimos estudios de retina (OCT, angiografía)? Puedes adjuntarlos.',
        '¿Cómo ves con gafas en cada ojo?',
        'Si tienes diabetes: ¿de qué tipo, cuál es tu última hemoglobina glicosilada (HbA1c) y tienes la presión arterial controlada?',
        '¿Tienes glaucoma o catarata, o te han hecho alguna otra cirugía de los ojos?',
        '¿Qué medicamentos tomas, incluidos anticoagulantes?',
        '¿Tienes alergia a algún medicamento, al yodo o a los contrastes que se usan en los estudios de los ojos?',
        '¿Cuándo necesitas volar de regreso? Después de una vitrectomía con burbuja de gas hay que esperar semanas para volar.',
      ],
    },
    priceFrom: 300,
    priceTo: 6000,
    currency: 'USD',
    durationMinutes: 45,
    recoveryDaysMin: 1,
    recoveryDaysMax: 14,
    specialists: ['isabel-arango', 'elena-moreno'],
    destinations: ['medellin', 'madrid'],
  },
  {
    slug: 'pterygium-surgery',
    category: 'eye',
    icon: 'lucide:eye-off',
    name: { en: 'Pterygium surgery', es: 'Cirugía de pterigión' },
    summary: {
      en: 'Removal of a pterygium, a sun-related growth on the white of the eye, with a conjunctival graft to lower the chance of it returning.',
      es: 'Retiro del pterigión, una carnosidad en el ojo ligada al sol, con injerto de conjuntiva para reducir la probabilidad de que vuelva a salir.',
    },
    about: {
      en: `A pterygium is a wedge-shaped growth of fleshy tissue that spreads from the white of the eye onto the cornea, usually on the side nearest the nose. It is linked to years of sun, wind and dust, which is why it is so common in tropical and high-altitude places. It can cause redness, irritation and a gritty feeling and, as it grows, it can create astigmatism or, rarely, cover the centre of vision.

Surgery is recommended when the pterygium is growing towards the centre of the cornea, affects your vision or stays uncomfortable despite lubricating drops. The growth is removed and the area is covered with a thin graft of your own conjunctiva, usually fixed with tissue glue instead of stitches, which makes a recurrence much less likely than leaving the area bare.

At the assessment, your surgeon measures the pterygium and its effect on your cornea, and rules out other growths that can look similar.`,
      es: `El pterigión, que muchos conocen como carnosidad, es un crecimiento de tejido en forma de triángulo que avanza desde la parte blanca del ojo hacia la córnea, casi siempre del lado de la nariz. Se relaciona con años de exposición al sol, el viento y el polvo, por eso es tan frecuente en zonas tropicales y de altura. Puede causar enrojecimiento, irritación y sensación de arenilla y, a medida que crece, producir astigmatismo o, en pocos casos, tapar el centro de la visión.

Se recomienda operarlo cuando avanza hacia el centro de la córnea, afecta tu visión o sigue molestando a pesar de las lágrimas artificiales. Se retira el tejido y la zona se cubre con un injerto delgado de tu propia conjuntiva, que por lo general se fija con pegamento biológico en lugar de puntos. Así, la probabilidad de que vuelva a salir es mucho menor que si la zona se deja descubierta.

En la valoración, tu cirujano mide el pterigión y su efecto sobre la córnea, y descarta otras lesiones que pueden parecerse.`,
    },
    requirements: {
      en: [
        'A pterygium that is growing, affects your vision or causes ongoing discomfort',
        'An eye examination, ideally with corneal topography to measure any astigmatism it causes',
        'No active eye infection',
        'Well-controlled diabetes and blood pressure',
        'Willingness to protect your eyes from sun and dust afterwards, with sunglasses and a hat',
      ],
      es: [
        'Un pterigión que crece, afecta tu visión o te causa molestias persistentes',
        'Un examen oftalmológico, idealmente con topografía corneal para medir el astigmatismo que produce',
        'No tener infecciones oculares activas',
        'Diabetes y presión arterial bien controladas',
        'Disposición para proteger tus ojos del sol y el polvo después de la cirugía, con gafas de sol y sombrero',
      ],
    },
    results: {
      en: `Once healed, the eye usually looks whiter and feels more comfortable, and astigmatism caused by the pterygium often decreases. With a conjunctival graft, recurrence is uncommon but possible, especially with continued heavy sun exposure.

Expect a gritty, watery, red eye for the first week or two; it can take a few weeks for the redness to fade completely. Possible complications include swelling or displacement of the graft, raised eye pressure from steroid drops and, rarely, infection.`,
      es: `Una vez que cicatriza, el ojo suele verse más blanco y sentirse más cómodo, y el astigmatismo que causaba el pterigión con frecuencia disminuye. Con el injerto de conjuntiva es poco común que vuelva a salir, aunque puede pasar, sobre todo si sigues con mucha exposición al sol.

La primera o las dos primeras semanas vas a notar el ojo rojo, lloroso y con sensación de arenilla; el enrojecimiento puede tardar unas semanas en desaparecer del todo. Entre las posibles complicaciones están la inflamación o el desplazamiento del injerto, el aumento de la presión ocular por las gotas con corticoide y, rara vez, una infección.`,
    },
    procedure: {
      en: [
        'Numbing drops and local anaesthetic around the eye, with light sedation if needed',
        'The pterygium is removed from the cornea and the white of the eye',
        'A thin graft of conjunctiva from under the upper lid covers the area, fixed with tissue glue or fine stitches; about 30–45 minutes',
        'A patch over the eye for the first night, and back to your hotel',
        'Check-ups the next day and at about one week',
        'Antibiotic and steroid drops for several weeks, sunglasses outdoors and no swimming for two weeks',
      ],
      es: [
        'Gotas anestésicas y anestesia local alrededor del ojo, con sedación leve si hace falta',
        'Se retira el pterigión de la córnea y de la parte blanca del ojo',
        'Un injerto delgado de conjuntiva, tomado de debajo del párpado superior, cubre la zona y se fija con pegamento biológico o puntos finos: unos 30 a 45 minutos',
        'Un parche sobre el ojo la primera noche y regreso al hotel',
        'Controles al día siguiente y a la semana, aproximadamente',
        'Gotas antibióticas y con corticoide durante varias semanas, gafas de sol al aire libre y nada de piscina durante dos semanas',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'Which eye is affected, and on which side (towards the nose or the ear)?',
        'Has it been growing? Does it blur your vision, or cause redness or discomfort?',
        'Has it been removed before? When, and was a graft used?',
        'Do you wear glasses or contact lenses? Your prescription, if you know it',
        'Do you have dry eye, glaucoma or any other eye condition, or have you had eye surgery?',
        'Do you have diabetes, high blood pressure or any other health condition?',
        'Which medicines do you take, including blood thinners? Are you allergic to any medicine?',
        'How much time do you spend outdoors, in sun, wind or dust, for work or leisure?',
      ],
      es: [
        '¿Qué edad tienes?',
        '¿Qué ojo tienes afectado y de qué lado (hacia la nariz o hacia la oreja)?',
        '¿Ha ido creciendo? ¿Te nubla la vista o te causa enrojecimiento o molestias?',
        '¿Te lo han quitado antes? ¿Cuándo y con injerto o sin él?',
        '¿Usas gafas o lentes de contacto? Tu graduación, si la conoces',
        '¿Tienes ojo seco, glaucoma u otra enfermedad de los ojos, o te han operado de los ojos?',
        '¿Tienes diabetes, hipertensión u otro problema de salud?',
        '¿Qué medicamentos tomas, incluidos anticoagulantes? ¿Tienes alergia a algún medicamento?',
        '¿Cuánto tiempo pasas al aire libre, al sol, con viento o con polvo, por trabajo o por ocio?',
      ],
    },
    priceFrom: 700,
    priceTo: 1500,
    currency: 'USD',
    durationMinutes: 40,
    recoveryDaysMin: 5,
    recoveryDaysMax: 10,
    specialists: ['eduardo-barrios', 'fernanda-orozco', 'andres-cardenas'],
    destinations: ['cartagena', 'guadalajara', 'bogota'],
  },
  {
    slug: 'blepharoplasty',
    category: 'eye',
    icon: 'lucide:sparkles',
    name: { en: 'Blepharoplasty (eyelid surgery)', es: 'Blefaroplastia (cirugía de párpados)' },
    summary: {
      en: 'Eyelid surgery to remove excess skin and fat from the upper or lower lids, for a more rested look or a clearer upper field of vision.',
      es: 'Cirugía de párpados que retira el exceso de piel y grasa para lograr una mirada más descansada o despejar la parte superior de tu visión.',
    },
    about: {
      en: `Blepharoplasty removes excess skin and, when needed, fat from the upper or lower eyelids. With age, the upper lids can become heavy and hooded, sometimes enough to block the top of your field of vision, while the lower lids can develop bags that make you look tired.

Upper blepharoplasty is done through an incision hidden in the natural eyelid crease, usually under local anaesthetic. Lower blepharoplasty uses an incision just below the lashes or on the inside of the lid, often with sedation. Some people have both at the same time.

Because the eyelids protect the eye, an oculoplastic surgeon first checks how your lids close, your tear production and any signs of a drooping lid (ptosis) or a low brow. Sometimes ptosis repair or a brow lift is the better treatment, instead of or as well as blepharoplasty.`,
      es: `La blefaroplastia retira el exceso de piel y, cuando hace falta, de grasa de los párpados superiores o inferiores. Con los años, los párpados superiores pueden volverse pesados y caídos, a veces hasta tapar la parte de arriba del campo visual, y en los inferiores pueden aparecer bolsas que dan un aspecto cansado.

La blefaroplastia superior se hace a través de una incisión escondida en el pliegue natural del párpado, casi siempre con anestesia local. La inferior se hace por una incisión justo debajo de las pestañas o por la cara interna del párpado, a menudo con sedación. Algunas personas se operan ambas en el mismo tiempo quirúrgico.

Como los párpados protegen el ojo, una cirujana o un cirujano oculoplástico revisa primero cómo cierran, cuánta lágrima produces y si hay caída del párpado (ptosis) o de la ceja. En ocasiones, lo más indicado es corregir la ptosis o elevar la ceja, en lugar de la blefaroplastia o además de ella.`,
    },
    requirements: {
      en: [
        'Excess eyelid skin or bags that bother you or limit your vision',
        'Good general health, with blood pressure under control',
        'No significant untreated dry eye or active thyroid eye disease',
        'Stopping smoking and blood-thinning medicines as advised before and after surgery',
        'Staying at the destination for at least a week, until the stitches come out',
        'Realistic expectations: a natural, rested look rather than a different face',
      ],
      es: [
        'Exceso de piel o bolsas en los párpados que te molestan o limitan tu visión',
        'Buena salud general, con la presión arterial controlada',
        'No tener ojo seco importante sin tratar ni enfermedad ocular tiroidea activa',
        'Dejar de fumar y suspender los anticoagulantes según te indiquen, antes y después de la cirugía',
        'Quedarte en el destino al menos una semana, hasta que te retiren los puntos',
        'Expectativas realistas: una mirada natural y descansada, no una cara distinta',
      ],
    },
    results: {
      en: `Most people look fresher and more rested, and upper blepharoplasty can widen the top of the visual field. Results usually last many years, although the skin keeps ageing naturally.

Swelling and bruising peak in the first two or three days and fade over one to two weeks, and the scar in the lid crease usually becomes hard to see within a few months. Possible complications include temporary dry eye, asymmetry, difficulty closing the eyes fully and, very rarely, bleeding behind the eye that needs urgent care.`,
      es: `La mayoría de las personas se ve con una mirada más fresca y descansada, y la blefaroplastia superior puede ampliar la parte de arriba del campo visual. Los resultados suelen durar muchos años, aunque la piel sigue envejeciendo de forma natural.

La hinchazón y los moretones son mayores en los primeros dos o tres días y desaparecen en una a dos semanas; la cicatriz del pliegue suele volverse casi invisible en pocos meses. Entre las posibles complicaciones están el ojo seco pasajero, la asimetría, la dificultad para cerrar bien los ojos y, muy rara vez, un sangrado detrás del ojo que requiere atención urgente.`,
    },
    procedure: {
      en: [
        'The skin to be removed is marked while you sit upright',
        'Local anaesthetic, with sedation for lower lids or combined surgery',
        'Excess skin, and fat if needed, is removed and closed with fine stitches: 45–60 minutes for upper lids, up to two hours for both',
        'Cold compresses and rest with your head raised, back at your hotel the same day',
        'Stitches removed after 5–7 days',
        'No strenuous exercise, bending or eye make-up for about two weeks, and sunglasses outdoors',
      ],
      es: [
        'Se marca la piel que se va a retirar mientras estás en una silla, mirando al frente',
        'Anestesia local, con sedación si se operan los párpados inferiores o ambos',
        'Se retira el exceso de piel, y de grasa si hace falta, y se cierra con puntos finos: de 45 a 60 minutos para los superiores y hasta dos horas para ambos',
        'Compresas frías y reposo con la cabeza elevada; regresas al hotel el mismo día',
        'Retiro de puntos a los cinco a siete días',
        'Nada de ejercicio intenso, agacharte ni maquillaje en los ojos durante unas dos semanas, y gafas de sol al aire libre',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'Upper eyelids, lower eyelids or both? What bothers you most?',
        'Does the skin of your upper eyelids get in the way of your vision, for example when reading or driving?',
        'Have you had eyelid or face surgery, fillers or botulinum toxin around the eyes? When?',
        'Have you had laser vision correction (LASIK, PRK) or other eye surgery?',
        'Do you have dry eye, thyroid eye disease or a drooping eyelid (ptosis)?',
        'Do you have high blood pressure, diabetes, a bleeding or clotting problem, or any other health condition?',
        'Which medicines and supplements do you take, including aspirin, blood thinners, fish oil, ginkgo or vitamin E?',
        'Do you smoke or vape? How much?',
        'Are you allergic to any medicine or anaesthetic?',
      ],
      es: [
        '¿Qué edad tienes?',
        '¿Párpados superiores, inferiores o ambos? ¿Qué es lo que más te molesta?',
        '¿La piel de los párpados superiores te tapa la visión, por ejemplo al leer o al conducir?',
        '¿Te has hecho cirugía de párpados o de cara, rellenos o toxina botulínica alrededor de los ojos? ¿Cuándo?',
        '¿Te has operado de la vista con láser (LASIK, PRK) o te han hecho otra cirugía de los ojos?',
        '¿Tienes ojo seco, enfermedad ocular tiroidea o el párpado caído (ptosis)?',
        '¿Tienes hipertensión, diabetes, problemas de sangrado o de coagulación u otro problema de salud?',
        '¿Qué medicamentos y suplementos tomas, incluidos aspirina, anticoagulantes, omega 3, ginkgo o vitamina E?',
        '¿Fumas o vapeas? ¿Cuánto?',
        '¿Tienes alergia a algún medicamento o anestésico?',
      ],
    },
    priceFrom: 1500,
    priceTo: 3500,
    currency: 'USD',
    durationMinutes: 60,
    recoveryDaysMin: 7,
    recoveryDaysMax: 14,
    specialists: ['mariana-bustillo', 'nuria-casals'],
    destinations: ['cartagena', 'barcelona'],
  },
  {
    slug: 'comprehensive-eye-exam',
    category: 'eye',
    icon: 'lucide:stethoscope',
    name: { en: 'Comprehensive eye exam', es: 'Examen visual completo' },
    summary: {
      en: 'A complete eye check with an updated prescription, eye pressure, a dilated retina exam and scans, easy to fit into your trip.',
      es: 'Un chequeo completo de tus ojos con fórmula actualizada, presión ocular, fondo de ojo con dilatación y estudios, fácil de sumar a tu viaje.',
    },
    about: {
      en: `A comprehensive eye exam goes well beyond checking your glasses. An ophthalmologist measures your prescription and eye pressure, examines the front of the eye with a slit lamp and looks at the retina and optic nerve through dilated pupils. Depending on your age and findings, it can include an OCT scan, corneal topography or a visual field test.

It is worth having every one to two years after 40, and earlier if you have diabetes, high blood pressure, high myopia or a family history of glaucoma. Glaucoma and diabetic retinopathy, among others, often cause no symptoms until they are advanced.

It is also the first step if you are considering laser, lens or cataract surgery, and it fits easily into a trip for an executive check-up or another treatment. You leave with a written report in English or Spanish.`,
      es: `Un examen visual completo va mucho más allá de revisar tus gafas. Un oftalmólogo mide tu fórmula y tu presión ocular, examina la parte delantera del ojo con la lámpara de hendidura y revisa la retina y el nervio óptico con las pupilas dilatadas. Según tu edad y lo que encuentre, puede incluir una OCT, una topografía corneal o un campo visual.

Vale la pena hacértelo cada uno o dos años a partir de los 40, y antes si tienes diabetes, presión alta, miopía alta o antecedentes de glaucoma en la familia. El glaucoma y la retinopatía diabética, entre otras enfermedades, muchas veces no dan síntomas hasta que están avanzados.

También es el primer paso si estás pensando en una cirugía láser, de lentes intraoculares o de catarata, y se acomoda fácilmente en un viaje para un chequeo ejecutivo u otro tratamiento. Te llevas un informe escrito en español o en inglés.`,
    },
    requirements: {
      en: [
        'No special preparation: bring your current glasses, contact lenses and any previous eye reports',
        'Soft contact lenses left out for a day or two, and rigid lenses for longer if surgery is being considered',
        'A list of your medicines and eye drops',
        'Someone to drive, or a taxi booked, as dilation blurs vision for 4–6 hours',
        'Sunglasses for afterwards, as your eyes will be sensitive to light',
      ],
      es: [
        'No requiere preparación especial: trae tus gafas, tus lentes de contacto y los informes oftalmológicos que tengas',
        'No usar lentes de contacto blandos uno o dos días antes, y los rígidos por más tiempo si se está evaluando una cirugía',
        'Una lista de tus medicamentos y gotas para los ojos',
        'Alguien que maneje o un taxi reservado, porque la dilatación nubla la vista entre 4 y 6 horas',
        'Gafas de sol para después, ya que tus ojos estarán sensibles a la luz',
      ],
    },
    results: {
      en: `You get a clear picture of your eye health: an up-to-date prescription, your eye pressure and the state of your retina and optic nerve. Most exams find nothing serious, but when they do, catching it early is what makes treatment work best.

The ophthalmologist explains the results in plain language and, if something needs treatment or monitoring, tells you what and how soon. Dilation blurs near vision and causes light sensitivity for a few hours; beyond that, the exam carries no real risk.`,
      es: `Sales con una imagen clara de la salud de tus ojos: fórmula actualizada, presión ocular y el estado de la retina y del nervio óptico. En la mayoría de los exámenes no aparece nada grave, pero cuando sí, detectarlo a tiempo es lo que permite que el tratamiento funcione mejor.

El oftalmólogo te explica los resultados con palabras sencillas y, si algo necesita tratamiento o seguimiento, te dice qué hacer y con qué urgencia. La dilatación nubla la visión de cerca y da sensibilidad a la luz durante unas horas; fuera de eso, el examen no tiene riesgos reales.`,
    },
    procedure: {
      en: [
        'A short questionnaire about your health, medicines and family eye history',
        'Vision and prescription testing, and eye pressure measurement',
        'Slit-lamp examination of the front of the eye',
        'Dilating drops, then examination of the retina and optic nerve, with OCT or other scans if needed',
        'A conversation with the ophthalmologist about your results and next steps',
        'A written report to take home; allow about 1–2 hours in total',
      ],
      es: [
        'Un breve cuestionario sobre tu salud, tus medicamentos y los antecedentes oculares de tu familia',
        'Medición de la agudeza visual, de la fórmula y de la presión ocular',
        'Examen de la parte delantera del ojo con la lámpara de hendidura',
        'Gotas para dilatar las pupilas y revisión de la retina y el nervio óptico, con OCT u otros estudios si hacen falta',
        'Una conversación con el oftalmólogo sobre tus resultados y los pasos a seguir',
        'Un informe escrito para llevar a casa; calcula entre una y dos horas en total',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'Why do you want the exam: a check-up, a symptom, or to know whether you are a candidate for surgery (which one)?',
        'Do you wear glasses or contact lenses? Your current prescription, if you know it',
        'Do you have any symptoms now: blurred vision, pain, redness, flashes, floaters or headaches?',
        'Have you had eye surgery, an eye injury or an eye condition (glaucoma, lazy eye, keratoconus)?',
        'Do you have diabetes, high blood pressure or any other health condition?',
        'Does anyone in your family have glaucoma, macular degeneration or keratoconus?',
        'Which medicines do you take, including eye drops?',
      ],
      es: [
        '¿Qué edad tienes?',
        '¿Por qué quieres el examen: un control, algún síntoma o saber si puedes operarte (de qué)?',
        '¿Usas gafas o lentes de contacto? Tu graduación actual, si la conoces',
        '¿Tienes ahora algún síntoma: visión borrosa, dolor, enrojecimiento, destellos, moscas volantes o dolor de cabeza?',
        '¿Te han operado de los ojos o has tenido alguna lesión o enfermedad de los ojos (glaucoma, ojo vago, queratocono)?',
        '¿Tienes diabetes, hipertensión u otro problema de salud?',
        '¿Alguien en tu familia tiene glaucoma, degeneración macular o queratocono?',
        '¿Qué medicamentos tomas, incluidas gotas para los ojos?',
      ],
    },
    priceFrom: 60,
    priceTo: 150,
    currency: 'USD',
    durationMinutes: 60,
    recoveryDaysMin: 0,
    recoveryDaysMax: 0,
    specialists: ['fernanda-orozco', 'ana-sofia-villasenor', 'eduardo-barrios'],
    destinations: ['guadalajara', 'mexico-city', 'cartagena'],
  },
  {
    slug: 'dental-implants',
    category: 'other',
    icon: 'lucide:smile',
    name: { en: 'Dental implants', es: 'Implantes dentales' },
    summary: {
      en: 'A titanium implant and crown to replace a missing tooth, planned over two trips a few months apart while the bone heals.',
      es: 'Un implante de titanio y una corona para reemplazar un diente perdido, en dos viajes separados por unos meses mientras el hueso cicatriza.',
    },
    about: {
      en: `A dental implant is a small titanium screw placed in the jawbone to act as the root of a missing tooth. Once the bone has bonded to it (osseointegration), a crown is fixed on top, giving a tooth that looks, feels and chews much like a natural one. Implants can also support bridges or a full arch of teeth.

They suit adults who have lost one or more teeth and have enough healthy bone and gum. When bone is lacking, a bone graft or sinus lift may be needed first, which adds time to the treatment.

For travelling patients, treatment usually takes two trips: one to place the implant and another three to six months later for the final crown. A 3D scan (cone-beam CT) at the first visit shows whether you can go ahead and whether you need a graft.`,
      es: `Un implante dental es un pequeño tornillo de titanio que se coloca en el hueso maxilar y hace las veces de raíz de un diente perdido. Cuando el hueso se une a él (oseointegración), se fija encima una corona, y el resultado es un diente que se ve, se siente y mastica de forma muy parecida a uno natural. Los implantes también pueden sostener puentes o una arcada completa.

Son una opción para adultos que han perdido uno o más dientes y tienen hueso y encías sanos en cantidad suficiente. Si falta hueso, primero puede ser necesario un injerto óseo o una elevación de seno, lo que alarga el tratamiento.

Si vienes del exterior, el tratamiento suele organizarse en dos viajes: uno para colocar el implante y otro, de tres a seis meses después, para la corona definitiva. En la primera cita, una tomografía 3D (cone beam) muestra si se puede avanzar y si necesitas un injerto.`,
    },
    requirements: {
      en: [
        'Adults with one or more missing teeth and a fully developed jaw',
        'Enough bone height and width, or willingness to have a graft first',
        'Healthy gums, with any gum disease or decay treated beforehand',
        'Well-controlled diabetes and no recent radiotherapy to the jaw',
        'Not smoking, or willing to stop around the time of surgery',
        'Osteoporosis medicines and blood thinners discussed with your dentist in advance',
      ],
      es: [
        'Adultos con uno o más dientes perdidos y el desarrollo de los maxilares completo',
        'Altura y grosor de hueso suficientes, o disposición para hacerte un injerto antes',
        'Encías sanas, con la enfermedad periodontal o las caries tratadas previamente',
        'Diabetes bien controlada y no haber recibido radioterapia reciente en la zona',
        'No fumar, o poder dejarlo en las semanas alrededor de la cirugía',
        'Comentar con anticipación los medicamentos para la osteoporosis y los anticoagulantes',
      ],
    },
    results: {
      en: `Implants have high long-term success rates, above 90% at ten years in healthy non-smokers, and the crown restores normal chewing and appearance. How long they last depends heavily on daily cleaning and regular dental check-ups.

Expect swelling and mild pain for a few days after placement. Risks include infection, an implant that fails to bond and has to be replaced, irritation of a nerve causing numbness of the lower lip or chin and, later on, inflammation around the implant (peri-implantitis), which is more common in smokers.`,
      es: `Los implantes tienen altas tasas de éxito a largo plazo, por encima del 90 % a diez años en personas sanas que no fuman, y la corona devuelve la masticación y la estética normales. Cuánto duran depende en gran medida de la higiene diaria y de tus controles odontológicos.

Después de la colocación es normal tener hinchazón y un dolor leve durante unos días. Entre los riesgos están la infección, que el implante no se integre y haya que reemplazarlo, la irritación de un nervio con adormecimiento del labio inferior o del mentón y, con el tiempo, la inflamación alrededor del implante (periimplantitis), más frecuente en fumadores.`,
    },
    procedure: {
      en: [
        'Examination, 3D scan and a written treatment plan on your first day',
        'Local anaesthetic and placement of the implant, about 30–60 minutes per implant',
        'A temporary tooth where suitable, and instructions for a soft diet',
        'A check-up after 7–10 days; most people can fly home a few days after surgery',
        'Three to six months of healing at home while the bone bonds to the implant',
        'A second trip of about 5–7 days for impressions and fitting of the final crown',
      ],
      es: [
        'Examen, tomografía 3D y plan de tratamiento por escrito el primer día',
        'Anestesia local y colocación del implante: de 30 a 60 minutos por implante',
        'Un diente provisional cuando es posible, e indicaciones para una dieta blanda',
        'Control a los 7 a 10 días; la mayoría puede volar de regreso pocos días después de la cirugía',
        'De tres a seis meses de cicatrización en casa mientras el hueso se une al implante',
        'Un segundo viaje de unos 5 a 7 días para tomar las impresiones y colocar la corona definitiva',
      ],
    },
    quoteQuestions: {
      en: [
        'How old are you?',
        'How many teeth are missing, which ones, and since when?',
        'Do you wear a denture or a bridge now?',
        'Do you have a recent panoramic X-ray or CBCT scan? When was it taken? You can attach it.',
        'Have you been told you need a bone graft or a sinus lift?',
        'Do you have gum disease, bleeding gums, loose teeth or any tooth that hurts now?',
        'Do you smoke or vape? How much?',
        'Do you have diabetes (your latest HbA1c), a heart condition or any other health condition?',
        'Have you ever taken osteoporosis medicines (such as alendronate or denosumab), or had radiotherapy to the head or neck?',
        'Which medicines do you take, including blood thinners?',
        'Are you allergic to any medicine, local anaesthetic or metal?',
      ],
      es: [
        '¿Qué edad tienes?',
        '¿Cuántos dientes te faltan, cuáles y desde cuándo?',
        '¿Usas ahora una prótesis removible o un puente?',
        '¿Tienes una radiografía panorámica o una tomografía dental (CBCT) reciente? ¿De cuándo es? Puedes adjuntarla.',
        '¿Te han dicho que necesitas un injerto de hueso o una elevación de seno maxilar?',
        '¿Tienes enfermedad de las encías, encías que sangran, dientes flojos o algún diente que te duela ahora?',
        '¿Fumas o vapeas? ¿Cuánto?',
        '¿Tienes diabetes (tu última hemoglobina glicosilada, HbA1c), alguna enfermedad del corazón u otro problema de salud?',
        '¿Has tomado alguna vez medicamentos para la osteoporosis (como alendronato o denosumab) o recibido radioterapia en la cabeza o el cuello?',
        '¿Qué medicamentos tomas, incluidos anticoagulantes?',
        '¿Tienes alergia a algún medicamento, anestésico local o metal?',
      ],
    },
    priceFrom: 900,
    priceTo: 1800,
    currency: 'USD',
    durationMinutes: 60,
    recoveryDaysMin: 2,
    recoveryDaysMax: 5,
    specialists: ['esteban-solis'],
    destinations: ['san-jose', 'medellin', 'guadalajara'],
  },
  {
    slug: 'knee-replacement',
    category: 'other',
    icon: 'lucide:bone',
    name: { en: 'Total knee replacement', es: 'Reemplazo total de rodilla' },
    summary: {
      en: 'Knee replacement for advanced arthritis, with physiotherapy from the day after surgery and a stay planned around a safe flight home.',
      es: 'Prótesis de rodilla para la artrosis avanzada, con fisioterapia desde el día siguiente y una estancia pensada para que vueles a casa con seguridad.',
    },
    about: {
      en: `Total knee replacement (arthroplasty) replaces the worn joint surfaces of the knee with metal and medical-grade plastic components. It is recommended for advanced osteoarthritis or other joint damage that causes persistent pain and stiffness, limiting walking, sleep and daily life, once medicines, physiotherapy, weight loss and injections are no longer enough.

The operation is done under spinal or general anaesthetic and usually takes one to two hours. Most patients stand and walk with support the day after surgery, stay in hospital for two to four days and then continue daily physiotherapy.

Because long flights raise the risk of blood clots, we plan a stay of about two weeks at the destination. Before confirming that surgery abroad is safe for you, the surgeon reviews your X-rays, your general health and any heart or lung conditions.`,
      es: `El reemplazo total de rodilla (artroplastia) sustituye las superficies desgastadas de la articulación por componentes de metal y de plástico de grado médico. Se recomienda en la artrosis avanzada u otros daños de la articulación que causan dolor y rigidez persistentes y limitan tu capacidad para caminar, dormir y hacer tu vida diaria, cuando los medicamentos, la fisioterapia, la pérdida de peso y las infiltraciones ya no son suficientes.

La cirugía se hace con anestesia raquídea o general y suele durar entre una y dos horas. La mayoría de los pacientes se pone de pie y camina con apoyo al día siguiente, permanece de dos a cuatro días en el hospital y luego continúa con fisioterapia diaria.

Como los vuelos largos aumentan el riesgo de trombosis, planeamos una estancia de unas dos semanas en el destino. Antes de confirmar que operarte en el exterior es seguro para ti, el cirujano revisa tus radiografías, tu estado de salud general y cualquier problema cardíaco o pulmonar.`,
    },
    requirements: {
      en: [
        'Advanced knee arthritis on X-rays, with pain that limits daily life despite conservative treatment',
        'Fit for anaesthesia, confirmed with blood tests, an ECG and a preoperative assessment',
        'Well-controlled diabetes and blood pressure, and a weight your surgeon considers safe',
        'No active infection anywhere in the body, including teeth and skin',
        'Able to stay at the destination for about two weeks, ideally with a companion',
        'Commitment to several months of physiotherapy once back home',
      ],
      es: [
        'Artrosis de rodilla avanzada en las radiografías, con dolor que limita tu vida diaria a pesar del tratamiento conservador',
        'Aptitud para la anestesia, confirmada con análisis de sangre, electrocardiograma y valoración prequirúrgica',
        'Diabetes y presión arterial bien controladas, y un peso que tu cirujano considere seguro',
        'No tener infecciones activas en ninguna parte del cuerpo, incluidos los dientes y la piel',
        'Poder quedarte unas dos semanas en el destino, idealmente con un acompañante',
        'Compromiso de hacer varios meses de fisioterapia al volver a casa',
      ],
    },
    results: {
      en: `Most people have much less pain and walk better after a knee replacement, and modern implants commonly last 15–20 years or more. Recovery is gradual: walking with a stick or unaided usually takes four to six weeks, and full recovery three to twelve months. Kneeling and high-impact sports may stay difficult.

Risks include blood clots, infection, stiffness, persistent pain in a minority of patients and, over the years, loosening or wear that may need revision surgery. Blood thinners, early movement and compression stockings help prevent clots, especially on the flight home.`,
      es: `La mayoría de las personas tiene mucho menos dolor y camina mejor después de un reemplazo de rodilla, y las prótesis actuales suelen durar de 15 a 20 años o más. La recuperación es gradual: caminar con bastón o sin apoyo suele tomar de cuatro a seis semanas, y la recuperación completa, de tres a doce meses. Arrodillarte o practicar deportes de impacto puede seguir siendo difícil.

Entre los riesgos están la trombosis, la infección, la rigidez, el dolor persistente en una minoría de pacientes y, con los años, el aflojamiento o el desgaste de la prótesis, que podría requerir una cirugía de revisión. Los anticoagulantes, moverte pronto y las medias de compresión ayudan a prevenir coágulos, sobre todo durante el vuelo de regreso.`,
    },
    procedure: {
      en: [
        'Admission on the morning of surgery, after preoperative tests and a meeting with the anaesthetist',
        'Spinal or general anaesthetic; the operation takes about 1–2 hours',
        'Physiotherapy and walking with a frame from the day after surgery',
        'Two to four days in hospital, then recovery at a nearby hotel with daily physiotherapy',
        'A wound check and removal of stitches or staples at about 10–14 days, and clearance to fly',
        'Several months of physiotherapy at home, with a full report for your own doctor',
      ],
      es: [
        'Ingreso la mañana de la cirugía, después de los exámenes prequirúrgicos y una consulta con el anestesiólogo',
        'Anestesia raquídea o general; la cirugía dura entre una y dos horas',
        'Fisioterapia y caminata con andadera desde el día siguiente',
        'De dos a cuatro días en el hospital y luego recuperación en un hotel cercano, con fisioterapia diaria',
        'Revisión de la herida y retiro de puntos o grapas a los 10 a 14 días, y autorización para volar',
        'Varios meses de fisioterapia en casa, con un informe completo para tu médico',
      ],
    },
    quoteQuestions: {
      en: [
        'Your age, height and weight',
        'Which knee (or both), and what is the diagnosis: osteoarthritis, rheumatoid arthritis, an old injury?',
        'How far can you walk, and does the pain wake you at night?',
        'What treatment have you had so far: physiotherapy, injections, arthroscopy or other knee surgery?',
        'When were your latest knee X-rays (standing) taken? You can attach them.',
        'Do you have a heart or lung condition, high blood pressure, diabetes (your latest HbA1c) or kidney disease?',
        'Have you ever had a blood clot (deep vein thrombosis or pulmonary embolism) or a problem with anaesthesia?',
        'Which medicines do you take, including blood thinners and painkillers?',
        'Are you allergic to any medicine, to metals such as nickel, or to latex?',
        'Do you have an infection now (skin, teeth, urine), or dental work still to be done?',
        'Do you smoke? How much?',
        'Will someone travel with you, and who will help you at home afterwards?',
      ],
      es: [
        'Tu edad, estatura y peso',
        '¿Qué rodilla (o las dos) y cuál es el diagnóstico: artrosis, artritis reumatoide, una lesión antigua?',
        '¿Cuánto puedes caminar y te despierta el dolor por la noche?',
        '¿Qué tratamientos has recibido hasta ahora: fisioterapia, infiltraciones, artroscopia u otra cirugía de rodilla?',
        '¿Cuándo te hiciste las últimas radiografías de rodilla (de pie)? Puedes adjuntarlas.',
        '¿Tienes alguna enfermedad del corazón o del pulmón, hipertensión, diabetes (tu última HbA1c) o enfermedad renal?',
        '¿Has tenido alguna vez un coágulo (trombosis venosa profunda o embolia pulmonar) o algún problema con la anestesia?',
        '¿Qué medicamentos tomas, incluidos anticoagulantes y analgésicos?',
        '¿Tienes alergia a algún medicamento, a metales como el níquel o al látex?',
        '¿Tienes ahora alguna infección (en la piel, los dientes o la orina) o algún tratamiento dental pendiente?',
        '¿Fumas? ¿Cuánto?',
        '¿Viajará alguien contigo y quién te ayudará en casa después?',
      ],
    },
    priceFrom: 8000,
    priceTo: 15000,
    currency: 'USD',
    durationMinutes: 90,
    recoveryDaysMin: 42,
    recoveryDaysMax: 90,
    specialists: ['santiago-echeverri'],
    destinations: ['medellin', 'guadalajara', 'san-jose'],
  },
  {
    slug: 'executive-health-checkup',
    category: 'other',
    icon: 'lucide:heart-pulse',
    name: { en: 'Executive health check-up', es: 'Chequeo médico ejecutivo' },
    summary: {
      en: 'A one-morning health check with blood tests, heart studies, imaging and age-based screening, reviewed with a physician the same day.',
      es: 'Un chequeo de salud en una mañana, con análisis, estudios del corazón, imágenes y tamizajes según tu edad, revisados con un médico el mismo día.',
    },
    about: {
      en: `An executive health check-up brings a full set of preventive tests together in one visit: a detailed medical history and physical examination, blood and urine tests, heart studies and imaging, plus screening suited to your age and sex. The aim is to find risk factors such as high blood pressure, diabetes or high cholesterol, and early disease, while they are easiest to treat.

A typical programme includes an ECG and often an exercise stress test or echocardiogram, an abdominal ultrasound and a chest X-ray. Depending on your age, it can add mammography, cervical screening, a conversation about prostate testing, bone density or a referral for colonoscopy. Many patients add an eye exam or a dental review on the same trip.

Most tests are completed in a single morning. A physician goes through the results with you in person and gives you a written report with clear priorities to share with your own doctor.`,
      es: `El chequeo médico ejecutivo reúne en una sola visita un conjunto completo de pruebas preventivas: historia clínica detallada y examen físico, análisis de sangre y orina, estudios del corazón e imágenes, además de los tamizajes que correspondan a tu edad y sexo. El objetivo es detectar factores de riesgo como la presión alta, la diabetes o el colesterol elevado, y enfermedades en etapas tempranas, cuando son más fáciles de tratar.

Un programa típico incluye electrocardiograma y, con frecuencia, prueba de esfuerzo o ecocardiograma, ecografía abdominal y radiografía de tórax. Según tu edad, puede sumar mamografía, citología, una conversación sobre el examen de próstata, densitometría ósea o la remisión para una colonoscopia. Muchos pacientes aprovechan el viaje para hacerse también un examen visual o una revisión odontológica.

La mayoría de las pruebas se hacen en una sola mañana. Un médico revisa los resultados contigo en persona y te entrega un informe escrito con prioridades claras para compartir con tu médico de cabecera.`,
    },
    requirements: {
      en: [
        'Adults, especially from 40 onwards or with risk factors such as smoking, high blood pressure, diabetes or a family history of heart disease',
        'Fasting for 8–12 hours before the blood tests',
        'Comfortable clothes and trainers if a stress test is included',
        'A list of your medicines, allergies and previous results',
        'Any preparation for imaging, such as a full bladder, as the clinic explains beforehand',
      ],
      es: [
        'Adultos, sobre todo a partir de los 40 años o con factores de riesgo como tabaquismo, presión alta, diabetes o antecedentes familiares de enfermedad cardíaca',
        'Ayuno de 8 a 12 horas antes de los análisis de sangre',
        'Ropa cómoda y zapatos deportivos si se incluye la prueba de esfuerzo',
        'Una lista de tus medicamentos, alergias y resultados anteriores',
        'La preparación que indique la clínica para algunas imágenes, como ir con la vejiga llena',
      ],
    },
    results: {
      en: `You leave knowing where you stand. Most results are ready the same day, and the physician explains what is normal, what needs watching and what needs action; any finding can be followed up with a specialist at the clinic or with your doctor at home.

A check-up lowers risk but cannot rule out every disease, and some tests give borderline or false-positive results that lead to further investigations. The tests themselves carry very little risk.`,
      es: `Te vas sabiendo cómo está tu salud. La mayoría de los resultados están listos el mismo día, y el médico te explica qué está normal, qué hay que vigilar y qué requiere acción; cualquier hallazgo puede seguirse con un especialista en la clínica o con tu médico en casa.

Un chequeo reduce riesgos, pero no puede descartar todas las enfermedades, y algunas pruebas dan resultados dudosos o falsos positivos que llevan a estudios adicionales. Las pruebas en sí tienen muy pocos riesgos.`,
    },
    procedure: {
      en: [
        'Arrival early in the morning, fasting, and a health questionnaire with a nurse',
        'Blood and urine samples, vital signs and body measurements',
        'A physical examination by an internist or cardiologist',
        'ECG, stress test or echocardiogram, and imaging such as ultrasound and a chest X-ray',
        'Breakfast, then the screening tests for your age and sex',
        'A results review with the physician and a written report, usually the same day',
      ],
      es: [
        'Llegada temprano en la mañana, en ayunas, y un cuestionario de salud con enfermería',
        'Toma de muestras de sangre y orina, signos vitales y medidas corporales',
        'Examen físico con un internista o un cardiólogo',
        'Electrocardiograma, prueba de esfuerzo o ecocardiograma, e imágenes como ecografía y radiografía de tórax',
        'Desayuno y, después, los tamizajes que correspondan a tu edad y sexo',
        'Revisión de resultados con el médico e informe escrito, por lo general el mismo día',
      ],
    },
    quoteQuestions: {
      en: [
        'Your age and sex (the screening tests depend on them)',
        'Do you have symptoms or concerns you would like checked, such as chest pain, breathlessness, tiredness or weight change?',
        'Do you have high blood pressure, diabetes, high cholesterol, a heart or thyroid condition, or any other health condition?',
        'Has anyone in your family had heart disease, a stroke, diabetes or cancer? Which, and at what age?',
        'Do you smoke or drink alcohol? How much?',
        'Which medicines and supplements do you take?',
        'Are you allergic to any medicine or to the contrast dyes used in scans?',
        'When was your last check-up, and have you had a colonoscopy, mammogram or prostate test? You can attach the results.',
        'Can you walk briskly on a treadmill for a stress test, or does a joint or back problem stop you?',
        'Could you be pregnant? Some tests and scans are not done during pregnancy.',
      ],
      es: [
        'Tu edad y sexo (las pruebas preventivas dependen de ellos)',
        '¿Tienes síntomas o dudas que quieras revisar, como dolor en el pecho, falta de aire, cansancio o cambios de peso?',
        '¿Tienes hipertensión, diabetes, colesterol alto, alguna enfermedad del corazón o de la tiroides u otro problema de salud?',
        '¿Alguien en tu familia ha tenido enfermedades del corazón, un accidente cerebrovascular, diabetes o cáncer? ¿Cuál y a qué edad?',
        '¿Fumas o bebes alcohol? ¿Cuánto?',
        '¿Qué medicamentos y suplementos tomas?',
        '¿Tienes alergia a algún medicamento o a los contrastes que se usan en las pruebas de imagen?',
        '¿Cuándo fue tu último chequeo y te has hecho colonoscopia, mamografía o pruebas de próstata? Puedes adjuntar los resultados.',
        '¿Puedes caminar a paso rápido en una cinta para una prueba de esfuerzo, o te lo impide algún problema de articulaciones o de espalda?',
        '¿Podrías estar embarazada? Algunas pruebas de imagen no se hacen durante el embarazo.',
      ],
    },
    priceFrom: 400,
    priceTo: 1200,
    currency: 'USD',
    durationMinutes: 240,
    recoveryDaysMin: 0,
    recoveryDaysMax: 0,
    specialists: ['rodrigo-ibarra', 'carolina-vargas'],
    destinations: ['guadalajara', 'san-jose'],
  },
]
