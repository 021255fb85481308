import type { BlogPostSeed } from './types'

export const blogPosts: BlogPostSeed[] = [
  {
    slug: 'lasik-vs-prk-vs-smile-how-to-choose',
    category: 'refractive-surgery',
    author: 'dr-andres-salazar',
    publishedAt: '2025-09-08',
    title: {
      en: 'LASIK vs PRK vs SMILE: how to choose the right laser surgery',
      es: 'LASIK, PRK o SMILE: cómo elegir la cirugía láser adecuada para ti',
    },
    excerpt: {
      en: 'Three laser techniques, one goal: seeing clearly without glasses. How they differ, who suits each one and why the final word belongs to your eye exam.',
      es: 'Tres técnicas láser con un mismo objetivo: ver bien sin gafas. En qué se diferencian, a quién le conviene cada una y por qué la última palabra la tiene tu evaluación.',
    },
    body: {
      en: `If you are tired of glasses or contact lenses, you have probably heard of LASIK. It is the best-known laser eye surgery, but it is not the only one. PRK and SMILE correct the same kinds of problems in different ways, and for some eyes one of them is clearly the better fit.

All three reshape the cornea, the clear dome at the front of the eye, so that light focuses more precisely on the retina. What changes is how the surgeon reaches the tissue that needs reshaping.

## How each procedure works

- **LASIK**: a femtosecond laser creates a thin flap in the cornea. The surgeon lifts it, an excimer laser reshapes the tissue underneath, and the flap is laid back in place, where it adheres without stitches.
- **PRK**: there is no flap. The thin surface layer of the cornea, the epithelium, is removed, the excimer laser reshapes the surface, and the epithelium grows back over the following days under a bandage contact lens.
- **SMILE**: a femtosecond laser shapes a tiny disc of tissue, called a lenticule, inside the cornea. The surgeon removes it through an incision of a few millimetres, with no flap.

When it comes to recovery, LASIK and SMILE are usually fast. Many people see well enough to go about their day within 24 to 48 hours, although vision keeps settling for a few weeks.

PRK takes longer. The first three to five days are often uncomfortable, with light sensitivity, tearing and a gritty feeling, and sharp vision can take several weeks to arrive. In the long run, results are broadly comparable to LASIK.

## Who suits each technique

Your corneas, your prescription and your lifestyle matter more than any marketing label.

- **PRK** is often preferred when the cornea is thin or slightly irregular, and for people in contact sports or jobs where a blow to the eye is a real risk, because there is no flap that could be displaced.
- **LASIK** treats a wide range of short-sightedness, long-sightedness and astigmatism, and remains the most studied option.
- **SMILE** is mainly used for short-sightedness, with or without astigmatism. Because the incision is small, some studies suggest it disturbs fewer corneal nerves, although dry eye can still occur.

For any of them, you should be an adult whose prescription has been stable for at least a year, with otherwise healthy eyes. Keratoconus, uncontrolled dry eye or certain autoimmune diseases may rule out laser surgery, and people with very high prescriptions may be better served by an implantable lens (ICL).

## What the risks look like

Serious complications are uncommon with all three techniques, but no surgery is risk free. Possible side effects include dry eye, glare or halos at night, under- or overcorrection that may need an enhancement and, rarely, infection or flap problems in LASIK. Most people over 40 will still need reading glasses sooner or later, because laser surgery does not stop presbyopia.

## So how do you choose?

The honest answer is that you do not choose alone. A thorough evaluation, including corneal mapping, thickness measurements and a dry eye assessment, tells your surgeon which procedures are safe for you. From there, a good conversation about your work, hobbies and expectations points to the best option.

Be wary of any clinic that recommends a technique before examining your eyes. At Claravia, every patient has a full evaluation with the surgeon before any decision is made, and leaving that appointment knowing that surgery is not right for you is a perfectly good outcome too.`,
      es: `Si estás cansado de las gafas o de los lentes de contacto, seguro ya has oído hablar del LASIK. Es la cirugía láser más conocida, pero no la única: el PRK y el SMILE corrigen los mismos defectos por otros caminos, y para algunos ojos son la mejor opción.

Las tres técnicas modifican la curvatura de la córnea, esa cúpula transparente de la parte delantera del ojo, para que la luz se enfoque con precisión sobre la retina. La diferencia está en cómo llega el cirujano al tejido que hay que remodelar.

## Cómo funciona cada técnica

- **LASIK**: un láser de femtosegundo crea una lámina delgada en la córnea, el llamado *flap*. El cirujano la levanta, un láser excímer remodela el tejido de debajo y luego la lámina vuelve a su sitio, donde se adhiere sin puntos.
- **PRK**: no hay *flap*. Se retira el epitelio, la capa más superficial de la córnea, el láser excímer trabaja sobre la superficie y el epitelio se regenera en los días siguientes, protegido por un lente de contacto terapéutico.
- **SMILE**: un láser de femtosegundo talla un pequeño disco de tejido, llamado lentículo, dentro de la córnea. El cirujano lo extrae por una incisión de pocos milímetros, sin levantar ninguna lámina.

En cuanto a la recuperación, con LASIK y SMILE suele ser rápida. Muchas personas ven lo suficiente para retomar su rutina en 24 a 48 horas, aunque la visión sigue afinándose durante algunas semanas.

El PRK pide más paciencia. Los primeros tres a cinco días suelen ser molestos: sensibilidad a la luz, lagrimeo y sensación de arenilla. La visión nítida puede tardar varias semanas, pero a largo plazo los resultados son muy parecidos a los del LASIK.

## ¿Para quién es cada una?

Pesan más tus córneas, tu fórmula y tu estilo de vida que cualquier etiqueta comercial.

- **PRK**: suele preferirse si la córnea es delgada o algo irregular, y en quienes practican deportes de contacto o trabajan donde un golpe en el ojo es un riesgo real, porque no hay *flap* que se pueda desplazar.
- **LASIK**: trata un rango amplio de miopía, hipermetropía y astigmatismo, y es la técnica con más años de estudios.
- **SMILE**: se usa sobre todo para la miopía, con o sin astigmatismo. Como la incisión es pequeña, algunos estudios sugieren que afecta menos los nervios de la córnea, aunque el ojo seco también puede aparecer.

En cualquier caso, debes ser mayor de edad, tener una fórmula estable desde hace al menos un año y ojos sanos. El queratocono, un ojo seco no controlado o ciertas enfermedades autoinmunes pueden descartar el láser. Y si tu graduación es muy alta, quizá te convenga más un lente intraocular fáquico (ICL).

## Los riesgos, sin rodeos

Las complicaciones graves son poco frecuentes con las tres técnicas, pero ninguna cirugía está libre de riesgos. Puede haber ojo seco, halos o destellos de noche, una corrección por defecto o por exceso que requiera un retoque y, en raras ocasiones, infección o problemas con el *flap* en el LASIK. Además, si tienes más de 40 años, lo normal es que tarde o temprano necesites gafas para leer: el láser no detiene la presbicia.

## Entonces, ¿cómo elegir?

La respuesta honesta es que no eliges solo. Una evaluación completa, con mapa corneal, medición del grosor de la córnea y valoración del ojo seco, le indica a tu cirujano qué técnicas son seguras para ti. A partir de ahí, una buena conversación sobre tu trabajo, tus aficiones y tus expectativas marca el camino.

Desconfía de la clínica que te recomiende una técnica antes de examinarte. En Claravia, cada paciente pasa por una evaluación completa con el cirujano antes de decidir nada, y salir de esa cita sabiendo que la cirugía no es para ti también es un buen resultado.`,
    },
  },
  {
    slug: 'digital-eye-strain-20-20-20-rule',
    category: 'eye-health',
    author: 'lucia-fernandez',
    publishedAt: '2025-09-22',
    title: {
      en: 'The 20-20-20 rule and digital eye strain: small habits, real relief',
      es: 'La regla 20-20-20 y la fatiga visual digital: pequeños hábitos, gran alivio',
    },
    excerpt: {
      en: 'Tired, dry eyes after a day at the screen? Why it happens, how the 20-20-20 rule helps, and what to change in your workspace.',
      es: '¿Ojos cansados y secos después de un día frente a la pantalla? Por qué pasa, cómo ayuda la regla 20-20-20 y qué cambiar en tu espacio de trabajo.',
    },
    body: {
      en: `Most of us spend hours every day looking at a laptop, a phone or both. By late afternoon, many people notice tired, dry or burning eyes, blurred vision when they look up, headaches or a stiff neck. Eye doctors call this digital eye strain, or computer vision syndrome.

The good news is that it does not cause permanent damage to your eyes. The less good news is that it can make a working day miserable. Fortunately, a few simple habits make a real difference.

## Why screens tire your eyes

Screens are not harmful in themselves. The problem is how we use them.

- **We blink less.** When we concentrate on a screen, we blink far less often than usual, so the tear film evaporates and the eyes feel dry and gritty.
- **We focus at one distance for hours.** The muscles that focus the eye up close work without a break.
- **Our set-up is often poor.** Glare, a screen that is too close or too high, and small text all add up.
- **Uncorrected vision makes it worse.** A little astigmatism or the first signs of presbyopia after 40 can turn a long day at the computer into a struggle.

## The 20-20-20 rule

The American Academy of Ophthalmology suggests a simple habit: every 20 minutes, look at something about 20 feet (6 metres) away for at least 20 seconds. It gives your focusing muscles a rest and reminds you to blink.

It sounds almost too simple, but it works best when it becomes automatic:

- Set a quiet timer or a break reminder on your computer.
- Pick your distant spot in advance, such as a window, a plant across the room or the door at the end of the corridor.
- Add a few slow, complete blinks.

## Set up your workspace

- Keep the screen at roughly arm's length, with the top of the screen at or slightly below eye level.
- Reduce glare: avoid a bright window directly behind or in front of the screen, and match screen brightness to the room.
- Increase text size instead of leaning forward.
- Hold your phone a little farther away than feels natural.
- If an air conditioner blows at your face, redirect it. Preservative-free artificial tears can help now and then.

**What about blue-light glasses?** They are heavily marketed, but there is no good evidence that the blue light from screens damages the eyes or that these glasses reduce eye strain. The American Academy of Ophthalmology does not recommend them for computer use. Late-night screen use may affect your sleep, though, so a night mode, or simply putting the phone down earlier, makes more sense.

## When to see an eye doctor

Digital eye strain should ease with rest. Book an eye exam if your symptoms persist, if you have frequent headaches, if you notice double vision or if your vision stays blurry after you step away from the screen. Sometimes the answer is as simple as an up-to-date prescription or glasses designed for computer distance. Other times, the exam reveals dry eye disease that deserves proper treatment.

If you are considering refractive surgery, mention your screen habits during the evaluation. They help your doctor assess your tear film and plan your recovery.`,
      es: `Pasamos horas frente a la computadora, el celular o ambos. Al final de la tarde, muchas personas notan los ojos cansados, secos o ardorosos, visión borrosa al levantar la mirada, dolor de cabeza o el cuello rígido. Los oftalmólogos lo llaman fatiga visual digital o síndrome visual informático.

La buena noticia: no daña tus ojos de forma permanente. La no tan buena: puede arruinarte la jornada. Por suerte, unos cuantos hábitos sencillos marcan la diferencia.

## ¿Por qué se cansan los ojos frente a la pantalla?

Las pantallas no son dañinas en sí mismas. El problema es cómo las usamos.

- **Parpadeamos menos.** Cuando nos concentramos en una pantalla, parpadeamos mucho menos de lo habitual; la lágrima se evapora y aparece la sensación de sequedad y arenilla.
- **Enfocamos a la misma distancia durante horas.** Los músculos que nos permiten ver de cerca trabajan sin descanso.
- **Nuestro puesto de trabajo no ayuda.** Reflejos, una pantalla demasiado cerca o demasiado alta, letra pequeña… todo suma.
- **Un defecto visual sin corregir empeora las cosas.** Un poco de astigmatismo o los primeros signos de presbicia después de los 40 convierten un día largo frente a la computadora en una batalla.

## La regla 20-20-20

La Academia Americana de Oftalmología propone un hábito sencillo: cada 20 minutos, mira algo que esté a unos 6 metros (20 pies) durante al menos 20 segundos. Así tus músculos de enfoque descansan y te acuerdas de parpadear.

Parece demasiado simple, pero funciona mejor cuando se vuelve automático:

- Programa una alarma discreta o un recordatorio de pausas en tu computadora.
- Elige de antemano tu punto lejano: una ventana, una planta al otro lado de la oficina o la puerta del fondo del pasillo.
- Aprovecha para parpadear varias veces, despacio y por completo.

## Arregla tu espacio de trabajo

- Coloca la pantalla más o menos a la distancia de tu brazo extendido, con el borde superior a la altura de los ojos o un poco más abajo.
- Evita los reflejos: que no haya una ventana muy luminosa justo detrás o delante de la pantalla, y ajusta el brillo a la luz de la habitación.
- Aumenta el tamaño de la letra en lugar de inclinarte hacia adelante.
- Aleja el celular un poco más de lo que te resulta natural.
- Si el aire acondicionado te da directo en la cara, cámbialo de dirección. Las lágrimas artificiales sin conservantes pueden ayudarte de vez en cuando.

**¿Y las gafas con filtro de luz azul?** Se venden por todas partes, pero no hay pruebas sólidas de que la luz azul de las pantallas dañe los ojos ni de que estas gafas reduzcan la fatiga visual. La Academia Americana de Oftalmología no las recomienda para trabajar con la computadora. Eso sí, usar pantallas hasta muy tarde puede afectar el sueño: activar el modo nocturno o soltar el celular un rato antes de dormir tiene más sentido.

## ¿Cuándo consultar?

La fatiga visual digital debería aliviarse con descanso. Pide una cita con tu oftalmólogo si los síntomas no ceden, si tienes dolores de cabeza frecuentes, si ves doble o si la visión sigue borrosa después de alejarte de la pantalla. A veces basta con actualizar tu fórmula o usar gafas pensadas para la distancia de la computadora. Otras veces, el examen descubre un ojo seco que merece un tratamiento en serio.

Y si estás pensando en una cirugía refractiva, cuéntale al médico cuánto tiempo pasas frente a pantallas: le ayuda a valorar tu lágrima y a planear tu recuperación.`,
    },
  },
  {
    slug: 'planning-a-medical-trip-to-colombia-checklist',
    category: 'medical-travel',
    author: 'mateo-herrera',
    publishedAt: '2025-10-06',
    title: {
      en: 'Planning a medical trip to Colombia: the complete checklist',
      es: 'Cómo planear un viaje médico a Colombia: la lista completa',
    },
    excerpt: {
      en: 'Records, documents, contact lenses, altitude and what to pack: the checklist our patient care team goes through with everyone travelling to Colombia for eye care.',
      es: 'Historia clínica, documentos, lentes de contacto, altura y qué empacar: la lista que repasamos con cada paciente que viaja a Colombia para cuidar su visión.',
    },
    body: {
      en: `Travelling abroad for eye surgery is mostly about good planning. The procedure itself may take less than half an hour; what makes the trip smooth is everything around it. This is the checklist our patient care team goes through with every patient heading to Colombia.

## Before you book anything

- **Share your records early.** Send your latest eye exam, your glasses or contact lens prescription and any relevant medical history. A preliminary review helps rule out obvious issues before you spend money on flights.
- **Be open about your health.** Mention diabetes, autoimmune conditions, pregnancy or breastfeeding, previous eye surgery and every medication you take, including supplements.
- **Remember that the final decision happens in person.** Only the full evaluation at the clinic can confirm that you are a candidate. Keep your plans flexible in case the surgeon recommends a different procedure, or none at all.
- **Ask for costs in writing.** Know exactly what is included: evaluation, surgery, medication, follow-up visits and what happens if an enhancement is needed.

Then get your documents in order:

- A passport valid for your whole stay. Many nationalities can visit Colombia as tourists without a visa for short stays, but rules change, so check the official requirements for your nationality before you fly.
- Travel insurance that covers medical care abroad. Read the fine print on planned procedures and their complications.
- Digital and paper copies of your medical documents, prescriptions and the clinic's contact details.

## Timing your trip

- **Stop wearing contact lenses** before your evaluation, as the clinic instructs. Lenses change the shape of the cornea, and measurements need to reflect your natural eye. Rigid lenses usually need a longer break than soft ones.
- **Plan enough days.** For laser surgery, most people need about a week, allowing for the evaluation, the procedure and at least the first follow-up visits. Cataract surgery or lens implants may require longer, especially if each eye is treated on a different day.
- **Do not rush the flight home.** Your surgeon will tell you when it is safe to fly; do not book your return for the day after surgery without asking.

## Packing for recovery

- Good sunglasses and a hat.
- Comfortable clothes that you do not have to pull over your head.
- A small pouch for your eye drops, with a printed schedule.
- Downloaded podcasts or audiobooks: you will be resting your eyes, not reading.

## Arriving in Colombia

Bogotá sits at about 2,600 metres (8,600 feet). Some visitors feel short of breath, tired or headachy during the first day or two. Drink water, go easy on alcohol and caffeine, and keep your arrival day free of plans. Medellín is lower and milder. Either way, arrive a day or two before your evaluation if you can.

Bring a companion if you can. You should not travel back from the clinic alone on surgery day, and a familiar face makes the first days much easier. If no one can come with you, tell us early: we will arrange your transport and check in with you more often.

Finally, leave a little time for yourself. Once your doctor clears you, a walk in a park, a good coffee or a quiet museum are part of the recovery too.`,
      es: `Viajar al exterior para operarte los ojos es, sobre todo, cuestión de buena planeación. La cirugía puede durar menos de media hora; lo que hace que el viaje salga bien es todo lo que la rodea. Esta es la lista que repasamos en nuestro equipo de atención al paciente con cada persona que viaja a Colombia.

## Antes de reservar nada

- **Comparte tu historia clínica con tiempo.** Envía tu último examen visual, tu fórmula de gafas o lentes de contacto y tus antecedentes médicos relevantes. Una revisión preliminar ayuda a descartar problemas evidentes antes de que gastes en vuelos.
- **Habla con franqueza sobre tu salud.** Menciona si tienes diabetes o alguna enfermedad autoinmune, si estás embarazada o lactando, si te has operado los ojos antes y todos los medicamentos que tomas, incluidos los suplementos.
- **Ten claro que la decisión final se toma en persona.** Solo la evaluación completa en la clínica confirma si eres candidato. Mantén tus planes flexibles por si el cirujano recomienda otro procedimiento, o ninguno.
- **Pide los costos por escrito.** Asegúrate de saber qué incluye el precio: evaluación, cirugía, medicamentos, controles y qué pasa si hace falta un retoque.

Después, pon en orden tus documentos:

- Pasaporte vigente durante toda tu estadía. Muchas nacionalidades pueden visitar Colombia como turistas sin visa por periodos cortos, pero las normas cambian: revisa los requisitos oficiales para tu país antes de viajar.
- Un seguro de viaje que cubra atención médica en el exterior. Lee la letra pequeña sobre procedimientos programados y sus complicaciones.
- Copias digitales e impresas de tus documentos médicos, tus recetas y los datos de contacto de la clínica.

## Calcula bien los tiempos

- **Deja de usar lentes de contacto** antes de la evaluación, según te indique la clínica. Los lentes modifican la forma de la córnea y las mediciones deben reflejar tu ojo al natural. Los rígidos suelen requerir una pausa más larga que los blandos.
- **Reserva suficientes días.** Para una cirugía láser, la mayoría de las personas necesita alrededor de una semana, entre la evaluación, el procedimiento y al menos los primeros controles. La cirugía de catarata o los implantes de lente pueden pedir más tiempo, sobre todo si se opera cada ojo en un día distinto.
- **No te apresures con el regreso.** Tu cirujano te dirá cuándo puedes volar; no compres el vuelo de vuelta para el día siguiente a la cirugía sin consultarlo.

## Qué empacar para la recuperación

- Unas buenas gafas de sol y una gorra o un sombrero.
- Ropa cómoda que no tengas que pasar por la cabeza.
- Un estuche para tus gotas y el horario de aplicación impreso.
- Podcasts o audiolibros descargados: vas a descansar la vista, no a leer.

## La llegada a Colombia

Bogotá está a unos 2600 metros sobre el nivel del mar. Algunos visitantes sienten falta de aire, cansancio o dolor de cabeza el primer o el segundo día. Toma agua, modera el alcohol y el café, y no te llenes de actividades el día de llegada. Medellín está más abajo y tiene un clima más templado. En cualquier caso, si puedes, llega uno o dos días antes de la evaluación.

Si puedes, viaja acompañado. No deberías volver solo de la clínica el día de la cirugía, y una cara conocida hace mucho más llevaderos los primeros días. Si nadie puede acompañarte, avísanos con tiempo: organizaremos tu transporte y estaremos más pendientes de ti.

Por último, guarda un poco de tiempo para ti. Cuando tu médico lo autorice, un paseo por un parque, un buen café o un museo tranquilo también son parte de la recuperación.`,
    },
  },
  {
    slug: 'keratoconus-and-corneal-cross-linking',
    category: 'refractive-surgery',
    author: 'dr-andres-salazar',
    publishedAt: '2025-10-27',
    title: {
      en: 'What is keratoconus, and how does corneal cross-linking help?',
      es: '¿Qué es el queratocono y cómo ayuda el crosslinking corneal?',
    },
    excerpt: {
      en: 'Keratoconus makes the cornea thin and bulge, distorting vision. Learn the early signs and what cross-linking can, and cannot, do to stop it.',
      es: 'El queratocono adelgaza y deforma la córnea. Conoce las señales tempranas y lo que el crosslinking puede hacer, y lo que no, para frenarlo.',
    },
    body: {
      en: `Keratoconus is a condition in which the cornea, the clear front window of the eye, gradually thins and bulges forward into a cone shape. Because the cornea does most of the eye's focusing, even small changes in its shape distort vision.

It usually starts in the teenage years or early twenties and often progresses for a decade or more before stabilising. Both eyes are typically affected, although one is often worse than the other.

## Signs to watch for

In its early stages, keratoconus can look like ordinary short-sightedness and astigmatism. Clues that something more is going on include:

- Frequent changes in your glasses prescription, especially increasing astigmatism.
- Blurred or distorted vision that glasses do not fully correct.
- Ghosting or multiple images, particularly with lights at night.
- Increased sensitivity to glare and light.

The causes are not fully understood. Genetics plays a role, and the condition is more common in people with allergies, eczema or asthma. Frequent, vigorous eye rubbing is strongly associated with keratoconus and is thought to contribute to its progression, so stopping it is one of the first things your doctor will ask of you.

Diagnosis is made with corneal tomography or topography, which map the shape and thickness of the cornea in detail. That is one reason every refractive surgery evaluation includes these scans: laser vision correction can worsen keratoconus and is not recommended for eyes that have it.

## How cross-linking works

Corneal cross-linking is the only treatment designed to slow or stop the progression of keratoconus. During the procedure:

- The eye is numbed with drops.
- In the standard technique, the surface layer of the cornea, the epithelium, is gently removed.
- Riboflavin (vitamin B2) drops are applied for a while so they soak into the cornea.
- The cornea is exposed to a controlled dose of ultraviolet A light.

Together, riboflavin and UV light create new bonds between the collagen fibres of the cornea, making it stiffer and more resistant to further bulging. The procedure takes about an hour, and a bandage contact lens protects the eye while the surface heals.

## What to expect afterwards

The first few days are uncomfortable, much like after PRK: light sensitivity, tearing and a scratchy feeling are normal. Vision is often blurrier than before for several weeks and can take months to settle.

It is important to understand what cross-linking does and does not do. Its main goal is to **stabilise** the cornea, not to restore perfect vision. In many patients the shape improves slightly, but most still need glasses or contact lenses afterwards. Results vary, and in a minority of eyes the disease keeps progressing and a repeat treatment may be considered.

## Seeing clearly with keratoconus

Once the cornea is stable, vision can be improved in several ways:

- Glasses, in mild cases.
- Specialty contact lenses, such as rigid gas permeable or scleral lenses, which create a smooth optical surface over the irregular cornea.
- Intracorneal ring segments, small implants that flatten the cone in selected cases.
- A corneal transplant, reserved for advanced cases that other options cannot help.

The key message is timing. Cross-linking works best before the cornea has lost too much of its shape, so young people with changing astigmatism, and anyone with a family history of keratoconus, should have a proper corneal assessment.`,
      es: `El queratocono es una enfermedad en la que la córnea, la ventana transparente de la parte delantera del ojo, se adelgaza poco a poco y se abomba hacia adelante en forma de cono. Como la córnea se encarga de gran parte del enfoque del ojo, hasta un cambio pequeño en su forma distorsiona la visión.

Suele aparecer en la adolescencia o a principios de los veinte y con frecuencia avanza durante una década o más antes de estabilizarse. Casi siempre afecta los dos ojos, aunque uno suele estar peor que el otro.

## Señales de alerta

Al principio, el queratocono puede parecer una miopía con astigmatismo de lo más común. Estas pistas sugieren algo más:

- Cambios frecuentes en la fórmula de tus gafas, sobre todo un astigmatismo que no deja de subir.
- Visión borrosa o deformada que las gafas no corrigen del todo.
- Imágenes dobles o "fantasma", en especial al mirar luces de noche.
- Más sensibilidad al brillo y a la luz.

Sus causas no se conocen del todo. Influye la genética, y es más frecuente en personas con alergias, dermatitis atópica o asma. Frotarse los ojos con fuerza y a menudo está muy asociado al queratocono y se cree que favorece su avance; por eso, dejar de hacerlo es una de las primeras cosas que te pedirá tu oftalmólogo.

El diagnóstico se hace con tomografía o topografía corneal, estudios que trazan un mapa detallado de la forma y el grosor de la córnea. Por eso toda evaluación para cirugía refractiva los incluye: el láser puede empeorar el queratocono y no se recomienda en ojos que lo tienen.

## Cómo funciona el crosslinking

El crosslinking corneal, también llamado entrecruzamiento del colágeno, es el único tratamiento diseñado para frenar o detener la progresión del queratocono. El procedimiento es así:

- Se anestesia el ojo con gotas.
- En la técnica estándar, se retira con cuidado el epitelio, la capa superficial de la córnea.
- Se aplican gotas de riboflavina (vitamina B2) durante un rato para que penetren en la córnea.
- La córnea se expone a una dosis controlada de luz ultravioleta A.

Juntas, la riboflavina y la luz ultravioleta crean nuevos enlaces entre las fibras de colágeno de la córnea, que se vuelve más rígida y resistente a seguir deformándose. El procedimiento dura alrededor de una hora y, mientras la superficie cicatriza, un lente de contacto terapéutico protege el ojo.

## Qué esperar después

Los primeros días son molestos, como tras un PRK: la sensibilidad a la luz, el lagrimeo y la sensación de arenilla son normales. Durante varias semanas es habitual ver más borroso que antes, y la visión puede tardar meses en asentarse.

Conviene tener claro qué hace y qué no hace el crosslinking. Su objetivo principal es **estabilizar** la córnea, no devolverte una visión perfecta. En muchos pacientes la forma mejora un poco, pero la mayoría sigue necesitando gafas o lentes de contacto. Los resultados varían, y en una minoría de ojos la enfermedad sigue avanzando y puede plantearse repetir el tratamiento.

## Ver bien con queratocono

Una vez que la córnea está estable, hay varias formas de mejorar la visión:

- Gafas, en los casos leves.
- Lentes de contacto especiales, como los rígidos gas permeables o los esclerales, que crean una superficie óptica lisa sobre la córnea irregular.
- Anillos intracorneales, pequeños implantes que aplanan el cono en casos seleccionados.
- Un trasplante de córnea, reservado para los casos avanzados en los que nada más funciona.

El mensaje clave es no llegar tarde. El crosslinking funciona mejor antes de que la córnea pierda demasiado su forma, así que los jóvenes con un astigmatismo que cambia, y cualquier persona con antecedentes familiares de queratocono, deberían hacerse un estudio corneal completo.`,
    },
  },
  {
    slug: 'patient-story-texas-teacher-icl-bogota',
    category: 'patient-stories',
    author: 'mateo-herrera',
    publishedAt: '2025-11-17',
    title: {
      en: 'Patient story: Megan, a teacher from Texas, and her ICL surgery in Bogotá',
      es: 'Historia de paciente: Megan, una maestra de Texas, y su cirugía ICL en Bogotá',
    },
    excerpt: {
      en: 'Too short-sighted and with corneas too thin for LASIK, Megan looked into an implantable lens. A fictional but realistic account of her trip to Bogotá.',
      es: 'Demasiado miope y con córneas muy delgadas para el LASIK, Megan exploró un lente implantable. Un relato ficticio pero realista de su viaje a Bogotá.',
    },
    body: {
      en: `*This is a fictional story, based on the kind of journey we accompany every month. Every eye is different, and one person's experience does not predict another's.*

Megan has taught fourth grade in San Antonio for twelve years. She got her first glasses at eight, and by her thirties her prescription had reached about −9 in both eyes. Without glasses, she could not recognise her own students from the front of the classroom.

## "I assumed I'd just get LASIK"

Like many people, Megan started her research with LASIK. Two consultations at home ended the same way: her prescription was high and her corneas were on the thin side, so laser surgery would have to remove more tissue than her surgeons were comfortable with.

One of them mentioned an implantable collamer lens, or ICL. Instead of reshaping the cornea, a thin, flexible lens is placed inside the eye, behind the iris and in front of the natural lens. No corneal tissue is removed, and the lens can be taken out if needed.

The quotes she received at home were more than she could manage on a teacher's salary. A colleague who had had surgery abroad suggested she look at Colombia.

## Planning the trip

Megan sent us her records in March and had a video call with our team, where we explained that only an in-person evaluation could confirm whether ICL was right for her. She planned the trip for the summer break: ten days in Bogotá, with her sister Jenna as her companion.

The evaluation took most of a morning: corneal scans, measurements of the space inside her eye, a pressure check, a dilated retinal exam and a long conversation with her surgeon. He explained the risks plainly, including raised eye pressure, cataract formation over time, glare or halos and, rarely, infection, as well as the need for regular check-ups for years.

"He didn't sell me anything," Megan says. "He spent more time on what could go wrong than on what could go right. That's when I trusted him."

## Surgery days

Her two eyes were treated on different days. Each procedure took around 20 minutes under local anaesthesia with light sedation. She remembers bright lights, the surgeon's calm voice and, afterwards, Jenna's face, slightly blurry but there.

The first evening her eye felt scratchy and her vision was hazy. By the next morning's check-up it had cleared considerably. She noticed halos around lights at night during the first weeks, which her surgeon had warned her about; for her they faded gradually, though he was clear that some patients keep them to a degree.

## Back in the classroom

Megan had her last Bogotá check-up before flying home and continued her follow-up with an ophthalmologist in San Antonio, in coordination with the surgical team.

"The first morning I woke up and could read the alarm clock, I cried a little," she says. "I still use drops sometimes, and I still go to my check-ups. But I can see my kids' faces from the back of the room."

What we take from Megan's story:

- A high prescription or thin corneas do not always mean you are out of options, but they do mean you need a thorough evaluation.
- A good surgeon talks about risks as clearly as about benefits.
- An ICL requires long-term follow-up, wherever you live.`,
      es: `*Esta es una historia ficticia, basada en el tipo de recorrido que acompañamos cada mes. Cada ojo es distinto, y la experiencia de una persona no anticipa la de otra.*

Megan lleva doce años dando clases de cuarto grado en San Antonio, Texas. Le pusieron sus primeras gafas a los ocho años y, pasados los treinta, su fórmula rondaba las −9 dioptrías en ambos ojos. Sin gafas, no reconocía a sus propios alumnos desde el frente del salón.

## "Pensé que me haría el LASIK y ya"

Como tanta gente, Megan empezó por el LASIK. Dos consultas en su ciudad terminaron igual: su miopía era alta y sus córneas, más bien delgadas, así que el láser tendría que retirar más tejido del que sus cirujanos consideraban prudente.

Uno de ellos le habló del ICL, un lente intraocular fáquico. En lugar de remodelar la córnea, se coloca un lente delgado y flexible dentro del ojo, detrás del iris y delante del cristalino natural. No se retira tejido de la córnea y, si hace falta, el lente se puede extraer.

Los presupuestos que le dieron en Estados Unidos superaban lo que podía pagar con su sueldo de maestra. Una compañera que se había operado en el exterior le sugirió mirar hacia Colombia.

## La planeación del viaje

Megan nos envió su historia clínica en marzo y tuvo una videollamada con nuestro equipo, en la que le explicamos que solo la evaluación presencial podía confirmar si el ICL era adecuado para ella. Organizó el viaje para las vacaciones de verano: diez días en Bogotá, acompañada por su hermana Jenna.

La evaluación le tomó casi toda una mañana: estudios de la córnea, mediciones del espacio dentro del ojo, toma de la presión, examen de retina con dilatación y una larga conversación con su cirujano. Él le explicó los riesgos sin rodeos: aumento de la presión ocular, aparición de catarata con los años, halos o destellos y, en raras ocasiones, infección, además de la necesidad de controles periódicos durante años.

"No intentó venderme nada", cuenta Megan. "Dedicó más tiempo a lo que podía salir mal que a lo que podía salir bien. Ahí fue cuando confié en él".

## Los días de la cirugía

Le operaron los ojos en días distintos. Cada procedimiento duró unos 20 minutos, con anestesia local y sedación leve. Recuerda las luces intensas, la voz tranquila del cirujano y, al salir, la cara de Jenna, algo borrosa pero ahí.

La primera noche sentía el ojo rasposo y veía como entre niebla. En el control de la mañana siguiente, la visión había aclarado bastante. Durante las primeras semanas notó halos alrededor de las luces por la noche, algo que su cirujano le había anticipado; en su caso fueron desapareciendo poco a poco, aunque él le dejó claro que algunos pacientes los conservan en cierta medida.

## De vuelta al salón de clases

Megan tuvo su último control en Bogotá antes de volar a casa y siguió sus revisiones con un oftalmólogo en San Antonio, en coordinación con el equipo quirúrgico.

"La primera mañana que me desperté y pude leer el despertador, lloré un poquito", dice. "Todavía uso gotas a veces y sigo yendo a mis controles. Pero ahora veo las caras de mis alumnos desde el fondo del salón".

Lo que nos deja la historia de Megan:

- Una miopía alta o unas córneas delgadas no siempre significan que te quedaste sin opciones, pero sí que necesitas una evaluación a fondo.
- Un buen cirujano habla de los riesgos con la misma claridad que de los beneficios.
- El ICL requiere seguimiento a largo plazo, vivas donde vivas.`,
    },
  },
  {
    slug: 'sunglasses-and-uv-protection',
    category: 'eye-health',
    author: 'lucia-fernandez',
    publishedAt: '2025-12-09',
    title: {
      en: 'Sunglasses and UV protection: what actually protects your eyes',
      es: 'Gafas de sol y protección UV: lo que de verdad cuida tus ojos',
    },
    excerpt: {
      en: 'Dark lenses are not enough. How UV light affects your eyes, what to look for on the label and when the sun is stronger than you think.',
      es: 'Un lente oscuro no basta. Cómo afecta la radiación UV a tus ojos, qué buscar en la etiqueta y cuándo el sol pega más fuerte de lo que crees.',
    },
    body: {
      en: `We put sunscreen on our skin without thinking twice, yet many people still treat sunglasses as a fashion accessory. Your eyes deserve the same care as your skin, and choosing good protection is easier than it seems.

## What UV light does to the eyes

Ultraviolet (UV) radiation is invisible, and its effects build up over the years. Long-term exposure has been linked to:

- **Cataracts**, the clouding of the eye's natural lens.
- **Pterygium and pinguecula**, growths on the white of the eye that are common in sunny places and among people who work outdoors.
- **Skin cancer of the eyelids**, a delicate area that is easy to forget when applying sunscreen.
- **Photokeratitis**, a painful sunburn of the cornea that can follow a day on snow, on the water or in the mountains without protection.

Some research also suggests a possible link with age-related macular degeneration, although the evidence there is less clear.

## Choosing sunglasses that work

The price tag and the darkness of the lenses tell you very little. Look for these points instead:

- **100% UV protection.** The label should say the lenses block 100% of UVA and UVB rays, or "UV400". This is the single most important feature.
- **Coverage.** Large lenses or a wraparound style stop light from slipping in around the sides.
- **Dark is not the same as protective.** Dark lenses without UV filtering can be worse than none, because your pupils widen behind them and let more UV in.
- **Polarisation is about comfort.** Polarised lenses cut reflected glare from water, snow or roads, which is great for driving and outdoor sport, but polarisation alone does not mean UV protection.
- **Colour is personal.** Grey, brown and green tints can all offer full protection.

If you wear prescription glasses, ask for UV-blocking lenses or prescription sunglasses. Some contact lenses include UV filters, but they do not cover the whole eye, so sunglasses are still needed.

## When the sun is strongest

UV exposure is higher than many people assume:

- Around midday, usually between 10 a.m. and 4 p.m.
- At altitude. Bogotá and Mexico City both sit above 2,000 metres, and UV intensity increases with elevation.
- Near the equator, where the sun is high all year round.
- On snow, sand and water, which reflect UV towards your eyes.
- On cloudy days, because clouds block less UV than they appear to.

A wide-brimmed hat adds another layer of protection and, together with sunglasses, substantially reduces the UV that reaches your eyes.

## Children and recently operated eyes

Children spend more time outdoors than adults, and their eyes let more UV through to the inside of the eye. Choose sturdy sunglasses with full UV protection and a hat. Outdoor play is excellent for children's eyes in other ways, so the aim is to protect them, not to keep them indoors.

After refractive or cataract surgery, your eyes will be more sensitive to light for a while, and your surgeon will ask you to protect them. Pack a good pair of sunglasses before you travel.

Finally, never look directly at the sun, not even during an eclipse, without certified solar viewing glasses. Ordinary sunglasses are not safe for that.`,
      es: `Nos ponemos protector solar sin pensarlo dos veces, pero mucha gente todavía ve las gafas de sol como un simple accesorio de moda. Tus ojos merecen el mismo cuidado que tu piel, y elegir una buena protección es más fácil de lo que parece.

## Qué le hace la radiación ultravioleta a los ojos

La radiación ultravioleta (UV) es invisible y sus efectos se acumulan con los años. La exposición prolongada se ha relacionado con:

- **Cataratas**, la opacidad del cristalino, el lente natural del ojo.
- **Pterigión y pinguécula**, crecimientos sobre la parte blanca del ojo, frecuentes en lugares soleados y en quienes trabajan al aire libre.
- **Cáncer de piel en los párpados**, una zona delicada que solemos olvidar al aplicar el protector solar.
- **Fotoqueratitis**, una quemadura solar de la córnea, muy dolorosa, que puede aparecer tras un día en la nieve, en el agua o en la montaña sin protección.

Algunas investigaciones también sugieren una posible relación con la degeneración macular asociada a la edad, aunque aquí la evidencia es menos clara.

## Cómo elegir unas gafas de sol que sirvan

El precio y lo oscuro del lente dicen muy poco. Fíjate más bien en esto:

- **Protección UV del 100 %.** La etiqueta debe indicar que bloquean el 100 % de los rayos UVA y UVB, o decir "UV400". Es lo más importante de todo.
- **Cobertura.** Los lentes grandes o envolventes evitan que la luz se cuele por los lados.
- **Oscuro no es sinónimo de protector.** Un lente oscuro sin filtro UV puede ser peor que nada, porque detrás de él la pupila se dilata y deja entrar más radiación.
- **El polarizado es cuestión de comodidad.** Reduce los reflejos del agua, la nieve o la carretera, ideal para manejar o hacer deporte al aire libre, pero por sí solo no garantiza protección UV.
- **El color es cuestión de gusto.** Los tonos gris, café y verde pueden ofrecer protección completa.

Si usas gafas formuladas, pide lentes con filtro UV o unas gafas de sol con tu fórmula. Algunos lentes de contacto incluyen filtro UV, pero no cubren todo el ojo, así que las gafas de sol siguen siendo necesarias.

## Cuándo el sol pega más fuerte

La exposición a la radiación UV es mayor de lo que imaginamos:

- Alrededor del mediodía, por lo general entre las 10 de la mañana y las 4 de la tarde.
- En la altura. Bogotá y Ciudad de México están a más de 2000 metros, y la intensidad de la radiación UV aumenta con la altitud.
- Cerca de la línea del ecuador, donde el sol está alto todo el año.
- En la nieve, la arena y el agua, que reflejan la radiación hacia tus ojos.
- En días nublados, porque las nubes filtran menos radiación de lo que parece.

Un sombrero de ala ancha suma otra capa de protección y, junto con las gafas de sol, reduce mucho la radiación que llega a tus ojos.

## Los niños y los ojos recién operados

Los niños pasan más tiempo al aire libre que los adultos, y sus ojos dejan pasar más radiación UV hacia el interior. Elige para ellos gafas resistentes con protección UV completa y una gorra o un sombrero. Jugar al aire libre es muy bueno para sus ojos por otros motivos, así que la idea es protegerlos, no encerrarlos.

Tras una cirugía refractiva o de catarata, tus ojos estarán más sensibles a la luz durante un tiempo y tu cirujano te pedirá que los protejas. Mete unas buenas gafas de sol en la maleta antes de viajar.

Por último, nunca mires directamente al sol, ni siquiera durante un eclipse, sin gafas certificadas para observación solar. Las gafas de sol comunes no sirven para eso.`,
    },
  },
  {
    slug: 'how-much-does-lasik-cost-abroad',
    category: 'medical-travel',
    author: 'valentina-rios',
    publishedAt: '2026-01-13',
    title: {
      en: 'How much does LASIK cost abroad? An honest look at what drives the price',
      es: '¿Cuánto cuesta el LASIK en el exterior? Una mirada honesta a lo que define el precio',
    },
    excerpt: {
      en: 'Why prices vary so much, what a quote should include, the costs people forget and the questions to ask before comparing clinics.',
      es: 'Por qué los precios varían tanto, qué debe incluir una cotización, los gastos que se olvidan y las preguntas que debes hacer antes de comparar clínicas.',
    },
    body: {
      en: `It is the first question almost everyone asks us, and a fair one. The honest answer is that it depends, and anyone who gives you a precise figure before examining your eyes is guessing. What we can do is explain what goes into the price, so you can compare offers with clear eyes.

## A sense of scale

In the United States, LASIK is commonly quoted at a few thousand dollars per eye, and insurance rarely covers it because it is considered elective. In countries such as Colombia and Mexico, the same procedure, performed with comparable technology by experienced surgeons, often costs considerably less, even after adding flights and accommodation.

The reasons are mostly economic rather than medical: lower salaries, rents and insurance costs, and a different healthcare market. A lower price should never mean lower standards, and that is exactly what you need to check.

What actually changes the price:

- **The technique.** Conventional LASIK, LASIK with a femtosecond laser to create the flap (often sold as "all-laser" or "bladeless"), PRK and SMILE have different costs, partly because the equipment and disposable parts differ.
- **Customised treatments.** Topography-guided or wavefront-guided treatments tailor the laser to your cornea and may add to the price. They are not always necessary; your surgeon should tell you whether they would benefit you.
- **The surgeon and the clinic.** Accredited clinics with strict infection control and up-to-date, well-maintained lasers cost more to run.
- **What is included.** This is where offers differ the most.

## The questions to ask before you compare

A very low headline price sometimes hides extras. Ask every clinic, and get the answers in writing:

- Is the full pre-operative evaluation included, or charged separately?
- Does the price cover both eyes?
- Are post-operative medications and eye drops included?
- How many follow-up visits are included, and over what period?
- If an enhancement is needed in the first year or two, is it covered?
- What happens, and who pays, if there is a complication?
- Which laser platform will be used, and who exactly will perform the surgery?

## The costs people forget

When you travel for surgery, the clinic fee is only part of the budget:

- Flights, ideally with flexible dates.
- Accommodation for about a week for laser surgery, and longer for lens-based procedures.
- A companion's travel costs.
- Local transport, meals and travel insurance.
- Time off work and, possibly, a follow-up visit with an eye doctor at home.

Even with all of this, many patients find the total lower than at home. But the decision should never be made on price alone.

## How we do it at Claravia

Our service pages show indicative price ranges rather than a single tempting number, because the right procedure depends on your eyes. After we review your records, we send you a written quote listing what is included and what is not. If your evaluation shows that a different treatment, or no treatment, is right for you, the plan changes, and we will tell you so plainly.

A good result is worth more than a good deal. Choose a clinic you trust first, and compare prices second.`,
      es: `Es la primera pregunta que nos hace casi todo el mundo, y es muy válida. La respuesta honesta es que depende, y quien te dé una cifra exacta sin haber examinado tus ojos está adivinando. Lo que sí podemos hacer es explicarte qué hay detrás del precio, para que compares ofertas con claridad.

## Para hacerse una idea

En Estados Unidos, el LASIK suele cotizarse en varios miles de dólares por ojo, y los seguros rara vez lo cubren porque se considera un procedimiento electivo. En países como Colombia y México, el mismo procedimiento, hecho con tecnología comparable por cirujanos con experiencia, suele costar bastante menos, incluso sumando vuelos y alojamiento.

Las razones son sobre todo económicas, no médicas: salarios, alquileres y seguros más bajos, y un mercado de salud distinto. Un precio más bajo nunca debería significar estándares más bajos, y eso es justo lo que tienes que comprobar.

Lo que de verdad cambia el precio:

- **La técnica.** El LASIK convencional, el LASIK con láser de femtosegundo para crear el *flap* (el que se anuncia como "todo láser" o "sin bisturí"), el PRK y el SMILE tienen costos distintos, en parte porque cambian los equipos y los insumos desechables.
- **Los tratamientos personalizados.** Los guiados por topografía o por frente de onda adaptan el láser a tu córnea y pueden encarecer el procedimiento. No siempre hacen falta: tu cirujano debe decirte si te benefician.
- **El cirujano y la clínica.** Una clínica acreditada, con un control de infecciones riguroso y láseres actualizados y bien mantenidos, tiene costos más altos.
- **Lo que incluye la oferta.** Aquí es donde más se diferencian.

## Las preguntas que debes hacer antes de comparar

Un precio muy bajo en un anuncio a veces esconde cobros adicionales. Pregunta a cada clínica, y pide las respuestas por escrito:

- ¿Está incluida la evaluación prequirúrgica completa o se cobra aparte?
- ¿El precio cubre los dos ojos?
- ¿Incluye los medicamentos y las gotas del posoperatorio?
- ¿Cuántos controles incluye y durante cuánto tiempo?
- Si hace falta un retoque en el primer año o dos, ¿está cubierto?
- Si hay una complicación, ¿qué pasa y quién paga?
- ¿Qué plataforma láser se usará y quién exactamente te va a operar?

## Los gastos que se olvidan

Cuando viajas para operarte, la tarifa de la clínica es solo una parte del presupuesto:

- Los vuelos, idealmente con fechas flexibles.
- El alojamiento: alrededor de una semana para una cirugía láser y más tiempo para los procedimientos con lentes intraoculares.
- Los gastos de tu acompañante.
- Transporte local, comidas y seguro de viaje.
- Los días sin trabajar y, quizás, una consulta de control con un oftalmólogo en tu ciudad.

Aun sumando todo esto, muchos pacientes encuentran que el total es menor que en su país. Pero la decisión nunca debería tomarse solo por el precio.

## Cómo lo hacemos en Claravia

En nuestras páginas de servicios mostramos rangos de precios orientativos en lugar de una sola cifra tentadora, porque el procedimiento adecuado depende de tus ojos. Después de revisar tu historia clínica, te enviamos una cotización por escrito que detalla qué está incluido y qué no. Si la evaluación muestra que te conviene otro tratamiento, o ninguno, el plan cambia, y te lo diremos con franqueza.

Un buen resultado vale más que una buena oferta. Primero elige una clínica en la que confíes; después, compara precios.`,
    },
  },
  {
    slug: 'glaucoma-silent-thief-of-sight-screening',
    category: 'eye-health',
    author: 'dr-andres-salazar',
    publishedAt: '2026-01-29',
    title: {
      en: 'Glaucoma: the silent thief of sight, and why screening matters',
      es: 'Glaucoma: el ladrón silencioso de la visión y por qué importa detectarlo a tiempo',
    },
    excerpt: {
      en: 'Glaucoma often causes no symptoms until vision is lost for good. Who is at risk, what a proper check involves and how treatment protects your sight.',
      es: 'El glaucoma suele no dar síntomas hasta que la visión ya se perdió. Quién tiene más riesgo, qué incluye un buen estudio y cómo el tratamiento protege tu vista.',
    },
    body: {
      en: `Glaucoma is one of the leading causes of irreversible blindness worldwide. What makes it so dangerous is not how fast it progresses, but how quietly. In its most common form, it causes no pain and no noticeable symptoms until a large part of the optic nerve has already been damaged.

## What glaucoma is

Glaucoma is a group of diseases that damage the optic nerve, the cable that carries visual information from the eye to the brain. High pressure inside the eye is the main risk factor, but not the only one: some people develop glaucoma with normal pressure, and many people with somewhat high pressure never develop it.

The two main types behave very differently:

- **Open-angle glaucoma** is the most common. It develops slowly over years, usually affecting side (peripheral) vision first. The brain fills in the gaps so well that most people notice nothing until the damage is advanced.
- **Angle-closure glaucoma** happens when the eye's drainage angle becomes blocked. An acute attack can cause severe eye pain, headache, redness, blurred vision, halos around lights, nausea and vomiting. It is a medical emergency that needs treatment within hours.

## Who is at higher risk

Anyone can develop glaucoma, but the risk is higher if you:

- Are over 60, or over 40 and of African descent.
- Have a parent or sibling with glaucoma.
- Are of African, Hispanic or Asian ancestry.
- Have high eye pressure or thin corneas.
- Are very short-sighted or long-sighted.
- Have diabetes or high blood pressure, or have had a serious eye injury.
- Use corticosteroids for long periods, particularly as eye drops.

## Why screening matters

Vision lost to glaucoma cannot be restored. Treatment can, however, slow or stop further damage, which is why early detection is so valuable. The American Academy of Ophthalmology recommends that adults with no symptoms or risk factors have a baseline comprehensive eye exam at age 40, with follow-up at the intervals their ophthalmologist recommends. If you have risk factors, you may need to start earlier.

A proper glaucoma check is more than a pressure reading. It usually includes:

- Measuring eye pressure (tonometry).
- Examining the optic nerve, usually with the pupils dilated.
- Optical coherence tomography (OCT), a scan that measures the nerve fibre layer.
- A visual field test that maps your peripheral vision.
- Examining the drainage angle (gonioscopy) and measuring corneal thickness.

## How it is treated

Treatment aims to lower eye pressure to a level that protects the nerve:

- **Eye drops** are the most common first step and must be used every day, often for life.
- **Laser treatment**, such as selective laser trabeculoplasty, can improve drainage and is sometimes used as a first option.
- **Surgery**, including minimally invasive techniques, is considered when drops and laser are not enough.

Because glaucoma is a lifelong condition, regular follow-up is essential.

For patients who travel with us, it is worth knowing that every evaluation for refractive or cataract surgery at Claravia includes an eye pressure check and an examination of the optic nerve. Occasionally, someone who came for LASIK leaves with an unexpected diagnosis of glaucoma, or suspected glaucoma. It is never the news anyone wants, but catching it early is one of the best things an eye exam can do for you.`,
      es: `El glaucoma es una de las principales causas de ceguera irreversible en el mundo. Lo que lo hace tan peligroso no es la velocidad con la que avanza, sino el silencio con el que lo hace. En su forma más común no duele ni da síntomas evidentes hasta que una buena parte del nervio óptico ya está dañada.

## ¿Qué es el glaucoma?

El glaucoma es un grupo de enfermedades que dañan el nervio óptico, el cable que lleva la información visual del ojo al cerebro. La presión alta dentro del ojo es el principal factor de riesgo, pero no el único: hay personas que desarrollan glaucoma con la presión normal, y muchas con la presión algo elevada nunca lo desarrollan.

Los dos tipos principales se comportan de forma muy distinta:

- **Glaucoma de ángulo abierto.** Es el más frecuente. Avanza lentamente durante años y suele afectar primero la visión lateral (periférica). El cerebro rellena los huecos tan bien que la mayoría no nota nada hasta que el daño es avanzado.
- **Glaucoma de ángulo cerrado.** Ocurre cuando se bloquea el ángulo por donde drena el líquido del ojo. Un ataque agudo puede causar dolor ocular intenso, dolor de cabeza, enrojecimiento, visión borrosa, halos alrededor de las luces, náuseas y vómitos. Es una urgencia médica que requiere tratamiento en cuestión de horas.

## ¿Quién tiene más riesgo?

Cualquier persona puede tener glaucoma, pero el riesgo es mayor si:

- Tienes más de 60 años, o más de 40 si eres afrodescendiente.
- Tu padre, tu madre o algún hermano tiene glaucoma.
- Tienes ascendencia africana, latina o asiática.
- Tu presión ocular es alta o tus córneas son delgadas.
- Tienes miopía o hipermetropía altas.
- Tienes diabetes o hipertensión, o sufriste un golpe fuerte en el ojo.
- Usas corticoides durante mucho tiempo, sobre todo en gotas para los ojos.

## Por qué importa detectarlo a tiempo

La visión que se pierde por glaucoma no se recupera. El tratamiento, en cambio, sí puede frenar o detener el daño, y por eso la detección temprana vale tanto. La Academia Americana de Oftalmología recomienda que los adultos sin síntomas ni factores de riesgo se hagan un examen oftalmológico completo de referencia a los 40 años, con los controles posteriores que indique su oftalmólogo. Si tienes factores de riesgo, quizás debas empezar antes.

Un buen estudio de glaucoma es mucho más que medir la presión. Suele incluir:

- La medición de la presión ocular (tonometría).
- El examen del nervio óptico, normalmente con las pupilas dilatadas.
- Una tomografía de coherencia óptica (OCT), que mide la capa de fibras nerviosas.
- Un campo visual, que traza un mapa de tu visión periférica.
- La revisión del ángulo de drenaje (gonioscopia) y la medición del grosor de la córnea.

## ¿Cómo se trata?

El tratamiento busca bajar la presión ocular hasta un nivel que proteja el nervio:

- **Gotas.** Son el primer paso más habitual y hay que usarlas todos los días, muchas veces de por vida.
- **Láser.** Procedimientos como la trabeculoplastia láser selectiva mejoran el drenaje y a veces se usan como primera opción.
- **Cirugía.** Incluidas las técnicas mínimamente invasivas, se plantea cuando las gotas y el láser no bastan.

Como el glaucoma es una condición de por vida, los controles regulares son imprescindibles.

Si viajas con nosotros, conviene que sepas que toda evaluación para cirugía refractiva o de catarata en Claravia incluye la medición de la presión ocular y el examen del nervio óptico. De vez en cuando, alguien que vino por un LASIK se va con un diagnóstico inesperado de glaucoma o de sospecha de glaucoma. Nadie quiere recibir esa noticia, pero detectarlo a tiempo es uno de los mayores favores que puede hacerte un examen visual.`,
    },
  },
  {
    slug: 'femtosecond-lasers-explained',
    category: 'technology-and-research',
    author: 'dr-andres-salazar',
    publishedAt: '2026-02-18',
    title: {
      en: 'Femtosecond lasers explained: the precision tool behind modern eye surgery',
      es: 'Láser de femtosegundo: qué es y por qué cambió la cirugía ocular',
    },
    excerpt: {
      en: 'What a femtosecond laser actually does, how it differs from the excimer laser, where it is used and whether it always means better results.',
      es: 'Qué hace realmente un láser de femtosegundo, en qué se diferencia del excímer, dónde se usa y si siempre significa mejores resultados.',
    },
    body: {
      en: `If you have researched LASIK, SMILE or cataract surgery, you have probably come across the term "femtosecond laser". It sounds like science fiction, but the idea behind it is surprisingly simple, and understanding it will help you make sense of clinic brochures.

## What "femtosecond" means

A femtosecond is one quadrillionth of a second. A femtosecond laser delivers extremely short pulses of infrared light, each lasting only a few hundred femtoseconds.

Because each pulse is so brief, its energy can be concentrated in a tiny point at a precise depth inside transparent tissue such as the cornea or the lens. At that point the tissue separates and a microscopic bubble forms, with very little heat or damage to the surrounding area. By placing hundreds of thousands of these points side by side, the laser creates a clean cutting plane exactly where the surgeon planned it.

It is worth distinguishing it from the **excimer laser**, the other laser in refractive surgery. The excimer uses ultraviolet light to remove extremely thin layers of corneal tissue, and it is the laser that actually corrects the prescription in LASIK and PRK. The femtosecond laser, by contrast, is a cutting tool.

## Where it is used

- **LASIK.** The femtosecond laser creates the corneal flap, a task originally done with a mechanical blade called a microkeratome. The flap thickness is highly predictable. The excimer laser then does the reshaping.
- **SMILE.** Here the femtosecond laser does all the work: it shapes a thin disc of tissue, a lenticule, inside the cornea, which the surgeon removes through a small incision.
- **Cataract surgery.** In femtosecond laser-assisted cataract surgery, the laser can make the corneal incisions, open the front of the lens capsule in a precise circle and soften or fragment the cloudy lens before the surgeon removes it with ultrasound.
- **Corneal procedures.** It can create the tunnels for intracorneal ring segments in keratoconus and precise cuts in some corneal transplants.

## Does it mean better results?

For LASIK flaps, femtosecond lasers have largely replaced blades in many clinics thanks to their precision and predictability, although experienced surgeons also achieve good results with modern microkeratomes.

For cataract surgery, the picture is more nuanced. The laser makes some steps more reproducible, but large studies have generally found visual outcomes and safety similar to those of standard cataract surgery in skilled hands. It may offer advantages in some situations, and it adds cost. Your surgeon should explain whether it makes a real difference in your case.

## What it feels like for the patient

The femtosecond step is short: for a LASIK flap, usually well under a minute per eye. A suction ring or interface holds the eye still, and many patients feel pressure and notice their vision dimming for a few seconds. This is expected, and the surgical team will talk you through it.

A femtosecond laser is a remarkable tool, but it is still a tool. The surgeon's judgement, a careful evaluation and good follow-up matter at least as much as the technology. When a clinic tells you about its lasers, ask which platform it uses, how long it has been using it and who maintains it.`,
      es: `Si has investigado sobre LASIK, SMILE o cirugía de catarata, seguro te has cruzado con el término "láser de femtosegundo". Suena a ciencia ficción, pero la idea detrás es bastante sencilla, y entenderla te ayudará a descifrar los folletos de las clínicas.

## ¿Qué significa femtosegundo?

Un femtosegundo es la milbillonésima parte de un segundo. Un láser de femtosegundo emite pulsos de luz infrarroja extremadamente cortos, de apenas unos cientos de femtosegundos cada uno.

Como cada pulso es tan breve, su energía se concentra en un punto diminuto, a una profundidad exacta dentro de un tejido transparente como la córnea o el cristalino. En ese punto el tejido se separa y se forma una burbuja microscópica, casi sin calor ni daño alrededor. Al colocar cientos de miles de estos puntos uno junto a otro, el láser crea un plano de corte limpio justo donde el cirujano lo planeó.

Conviene no confundirlo con el **láser excímer**, el otro protagonista de la cirugía refractiva. El excímer usa luz ultravioleta para retirar capas finísimas de tejido corneal y es el que corrige realmente la graduación en el LASIK y el PRK. El de femtosegundo, en cambio, es una herramienta de corte.

## ¿Dónde se usa?

- **LASIK.** El láser de femtosegundo crea el *flap* corneal, una tarea que antes se hacía con una cuchilla mecánica llamada microqueratomo. El grosor del *flap* es muy predecible. Luego, el excímer se encarga de remodelar la córnea.
- **SMILE.** Aquí el femtosegundo lo hace todo: talla un disco delgado de tejido, un lentículo, dentro de la córnea, y el cirujano lo extrae por una pequeña incisión.
- **Cirugía de catarata.** En la cirugía asistida por láser de femtosegundo, el láser puede hacer las incisiones en la córnea, abrir la parte delantera de la cápsula del cristalino en un círculo preciso y fragmentar el cristalino opaco antes de que el cirujano lo retire con ultrasonido.
- **Procedimientos de córnea.** Permite crear los túneles para los anillos intracorneales en el queratocono y hacer cortes precisos en algunos trasplantes de córnea.

## ¿Significa mejores resultados?

En el LASIK, el láser de femtosegundo ha reemplazado en buena medida a la cuchilla en muchas clínicas por su precisión y predictibilidad, aunque los cirujanos con experiencia también obtienen buenos resultados con los microqueratomos modernos.

En la cirugía de catarata, el panorama tiene más matices. El láser hace algunos pasos más reproducibles, pero los grandes estudios han encontrado, en general, resultados visuales y de seguridad similares a los de la cirugía convencional en manos expertas. Puede aportar ventajas en algunas situaciones y, eso sí, encarece el procedimiento. Tu cirujano debería explicarte si en tu caso marca una diferencia real.

## ¿Qué siente el paciente?

El paso del femtosegundo es corto: para un *flap* de LASIK suele durar bastante menos de un minuto por ojo. Un anillo de succión o una interfaz mantiene el ojo quieto, y muchos pacientes sienten presión y notan que la visión se oscurece durante unos segundos. Es normal, y el equipo te irá explicando cada paso.

El láser de femtosegundo es una herramienta extraordinaria, pero sigue siendo eso: una herramienta. El criterio del cirujano, una evaluación cuidadosa y un buen seguimiento importan al menos tanto como la tecnología. Cuando una clínica te hable de sus láseres, pregunta qué equipo usa, desde cuándo y quién se encarga de su mantenimiento.`,
    },
  },
  {
    slug: 'cataract-surgery-choosing-a-premium-lens',
    category: 'refractive-surgery',
    author: 'dr-andres-salazar',
    publishedAt: '2026-03-10',
    title: {
      en: 'Cataract surgery: how to choose your lens (monofocal, multifocal, EDOF or toric)',
      es: 'Cirugía de catarata: cómo elegir tu lente intraocular (monofocal, multifocal, EDOF o tórico)',
    },
    excerpt: {
      en: 'The lens placed during cataract surgery stays for life. The trade-offs between monofocal, multifocal, EDOF and toric lenses, explained plainly.',
      es: 'El lente que se coloca en la cirugía de catarata es para toda la vida. Las ventajas y concesiones de los lentes monofocales, multifocales, EDOF y tóricos, sin tecnicismos.',
    },
    body: {
      en: `Cataract surgery is one of the most common and successful operations in medicine. The surgeon removes the eye's clouded natural lens and replaces it with a clear artificial one, called an intraocular lens (IOL). That lens stays in your eye for the rest of your life, so choosing it is one of the most important decisions you will make with your surgeon.

The good news is that there is no wrong answer among modern lenses, only trade-offs. The right one depends on your eyes, your habits and how you feel about wearing glasses.

## Monofocal lenses

A monofocal lens gives clear vision at one distance, usually far. Most people with monofocal lenses set for distance see well for driving and walking around, and use reading glasses for close work such as books or the phone.

- **Pros:** excellent quality of vision, very few halos or glare and, usually, the lowest cost.
- **Cons:** you will need glasses for near tasks, and often for intermediate distances such as a computer.

A variation is **monovision**, in which one eye is set for distance and the other for near. Many people adapt well, especially if they have used monovision contact lenses before, but it does not suit everyone, and it slightly reduces depth perception.

## Multifocal and EDOF lenses

Multifocal lenses, including trifocal designs, split light into several focal points so you can see far, intermediate and near with less dependence on glasses.

- **Pros:** many patients rarely need glasses afterwards.
- **Cons:** halos and glare around lights at night are common, especially in the first months, and contrast can be slightly lower. Most people adapt, but some find these effects bothersome.

They are usually not recommended if you have macular degeneration, advanced glaucoma or other conditions that already reduce the quality of your vision, or if you drive a lot at night for work.

**Extended depth of focus (EDOF) lenses** stretch one focal point into a continuous range, giving good distance and intermediate vision, for a car dashboard or a computer screen. They tend to cause fewer halos than most multifocal lenses, but many people still need reading glasses for fine print. They can be a good middle ground if you want more freedom than a monofocal lens offers but worry about night-time visual effects.

## Toric lenses for astigmatism

If you have significant corneal astigmatism, a toric lens corrects it at the same time as the cataract, and toric versions exist for monofocal, multifocal and EDOF designs. Without one, you would usually still need glasses to correct the astigmatism. The lens must sit at a precise angle; occasionally it rotates and needs repositioning.

## How to decide

Before surgery, your surgeon will measure your eye precisely and check your cornea, macula and optic nerve. Come to that appointment with honest answers to questions like these:

- What do you do most: drive, read, use a computer, sew, play sports?
- How much do you mind wearing glasses for some tasks?
- How would you feel about seeing rings around lights at night?

Premium lenses cost more and cannot guarantee complete independence from glasses. Sometimes, after hearing the trade-offs, a monofocal lens turns out to be the best choice, and that is a perfectly good decision.`,
      es: `La cirugía de catarata es una de las operaciones más frecuentes y exitosas de la medicina. El cirujano retira el cristalino, el lente natural del ojo que se ha vuelto opaco, y lo reemplaza por uno artificial y transparente, llamado lente intraocular. Ese lente te acompañará el resto de tu vida, así que elegirlo es una de las decisiones más importantes que tomarás con tu cirujano.

La buena noticia es que, entre los lentes modernos, no hay respuestas equivocadas: solo ventajas y concesiones. El más adecuado depende de tus ojos, de tus hábitos y de cuánto te molesta usar gafas.

## Lentes monofocales

Un lente monofocal da visión nítida a una sola distancia, normalmente la lejana. La mayoría de las personas con monofocales ajustados para lejos ve bien para manejar y moverse, y usa gafas para leer o mirar el celular.

- **A favor:** excelente calidad de visión, muy pocos halos o destellos y, por lo general, el costo más bajo.
- **En contra:** necesitarás gafas para ver de cerca y, con frecuencia, para distancias intermedias, como la de la computadora.

Una variante es la **monovisión**: un ojo se ajusta para lejos y el otro para cerca. Muchas personas se adaptan bien, sobre todo si ya usaron lentes de contacto con monovisión, pero no le sirve a todo el mundo y reduce un poco la percepción de profundidad.

## Lentes multifocales y EDOF

Los lentes multifocales, incluidos los trifocales, reparten la luz en varios puntos de enfoque para que veas de lejos, a distancia intermedia y de cerca, dependiendo menos de las gafas.

- **A favor:** muchos pacientes casi no vuelven a necesitar gafas.
- **En contra:** los halos y destellos alrededor de las luces por la noche son frecuentes, sobre todo los primeros meses, y el contraste puede ser algo menor. La mayoría se adapta, pero a algunas personas les resultan molestos.

Por lo general no se recomiendan si tienes degeneración macular, glaucoma avanzado u otras condiciones que ya restan calidad a tu visión, ni si manejas mucho de noche por trabajo.

**Los lentes de foco extendido (EDOF)** alargan un punto de enfoque hasta convertirlo en un rango continuo, con buena visión de lejos e intermedia: el tablero del auto, la pantalla de la computadora. Suelen producir menos halos que la mayoría de los multifocales, pero muchas personas siguen necesitando gafas para la letra pequeña. Pueden ser un buen punto medio si quieres más libertad de la que da un monofocal, pero te preocupan los efectos visuales nocturnos.

## Lentes tóricos para el astigmatismo

Si tienes un astigmatismo corneal importante, un lente tórico lo corrige al mismo tiempo que la catarata, y existen versiones tóricas de los diseños monofocales, multifocales y EDOF. Sin él, lo habitual sería seguir necesitando gafas para el astigmatismo. El lente debe quedar en un ángulo preciso; en ocasiones rota y hay que reposicionarlo.

## ¿Cómo decidir?

Antes de la cirugía, tu cirujano medirá tu ojo con precisión y revisará tu córnea, tu mácula y tu nervio óptico. Llega a esa cita con respuestas sinceras a preguntas como estas:

- ¿Qué haces más: manejar, leer, usar la computadora, coser, hacer deporte?
- ¿Cuánto te molesta usar gafas para algunas tareas?
- ¿Cómo te sentirías si vieras anillos alrededor de las luces por la noche?

Los lentes premium cuestan más y no pueden garantizar que te olvides por completo de las gafas. A veces, después de conocer las ventajas y desventajas, el monofocal resulta ser la mejor opción, y es una decisión perfectamente válida.`,
    },
  },
  {
    slug: 'patient-story-cataract-surgery-grandmother-guadalajara',
    category: 'patient-stories',
    author: 'mateo-herrera',
    publishedAt: '2026-03-31',
    title: {
      en: "Patient story: Carmen's cataract surgery in Guadalajara, with her family by her side",
      es: 'Historia de paciente: la cirugía de cataratas de doña Carmen en Guadalajara',
    },
    excerpt: {
      en: 'A grandmother from Chicago chose to have her cataracts treated in her hometown, in Spanish and close to family. A fictional story about choosing the lens that fits your life.',
      es: 'Una abuela que vive en Chicago decidió operarse de cataratas en su ciudad natal, en español y cerca de su familia. Una historia ficticia sobre elegir el lente que se ajusta a tu vida.',
    },
    body: {
      en: `*This is a fictional story, inspired by the families we work with. Every patient is different, and one person's experience does not predict another's.*

Carmen is 74, has six grandchildren and has lived in Chicago for almost forty years. Every winter, she spends two months with her younger sister in Guadalajara, the city where she grew up.

Over two or three years, her world had slowly been fading. Colours looked washed out, headlights at night turned into dazzling stars, and she had given up the crossword she loved. "I thought it was just age," she says. "I kept cleaning my glasses, and nothing changed."

## A granddaughter on a mission

It was her granddaughter Ana who noticed that Carmen had stopped driving at dusk and held her phone at arm's length to read messages. An eye exam in Chicago confirmed cataracts in both eyes, more advanced in the right.

Carmen had options at home. What she wanted, though, was to recover at her sister's house, surrounded by family, and to talk to her doctor in Spanish without anyone translating for her. Ana contacted us to plan the surgery during Carmen's winter stay.

## Careful preparation

Carmen has type 2 diabetes, so her evaluation in Guadalajara included a detailed examination of the retina, not just the cataract. Diabetes can affect the retina and influence both the surgical plan and the recovery. Her surgeon also asked her to keep her blood sugar well controlled in the weeks before surgery and coordinated with her family doctor.

Then came the lens conversation. The surgeon explained the differences between monofocal, multifocal and extended depth of focus lenses. Carmen listened to everything and answered without hesitation: "I want to see the road and my grandchildren's faces. I have worn reading glasses for thirty years, and I like them."

Her surgeon agreed that monofocal lenses set for distance suited her eyes and her habits.

## One eye at a time

Her right eye came first. The procedure took about twenty minutes under local anaesthesia with light sedation, and Carmen went home the same morning with a protective shield. The first day her vision was a little blurry and her eye felt scratchy, which her surgeon had said was normal.

The left eye followed two weeks later, once her check-ups showed the first eye was healing well. In between, her sister took charge of the eye drop schedule with a notebook and an alarm on the kitchen radio.

"The hardest part was not bending down to pick up my grandson," Carmen laughs. "They told me to be careful for a few days, so I sat down and let him climb onto my lap."

## What changed

Carmen says the first thing she noticed was the colour of her sister's bougainvillea: "It was pink all along, not brown." She still uses reading glasses for the crossword, as planned.

Her surgeon explained that some people develop a haze behind the new lens months or years later, called posterior capsule opacification, which is treated with a quick laser procedure. Carmen now has her check-ups in Chicago, with her surgical report in hand.

Why we share her story:

- The best lens is the one that fits your life, not the most expensive one.
- Conditions like diabetes call for careful planning, not necessarily a "no".
- Family support makes recovery easier, wherever it happens.`,
      es: `*Esta es una historia ficticia, inspirada en las familias con las que trabajamos. Cada paciente es distinto, y la experiencia de una persona no anticipa la de otra.*

Doña Carmen tiene 74 años, seis nietos y casi cuarenta años viviendo en Chicago. Cada invierno pasa dos meses con su hermana menor en Guadalajara, la ciudad donde creció.

En dos o tres años, su mundo se había ido apagando poco a poco. Los colores se veían deslavados, los faros de los carros de noche se convertían en estrellas que la encandilaban y había dejado los crucigramas que tanto le gustaban. "Pensé que era la edad", cuenta. "Limpiaba y limpiaba los lentes, y nada".

## Una nieta con una misión

Fue su nieta Ana quien se dio cuenta de que su abuela ya no manejaba al atardecer y de que alejaba el celular todo lo que le daba el brazo para leer los mensajes. Un examen en Chicago confirmó cataratas en ambos ojos, más avanzada en el derecho.

Doña Carmen tenía opciones allá. Pero lo que ella quería era recuperarse en casa de su hermana, rodeada de su familia, y hablar con su médico en español sin que nadie le tradujera. Ana nos contactó para planear la cirugía durante la temporada de invierno en Guadalajara.

## Una preparación cuidadosa

Doña Carmen tiene diabetes tipo 2, así que su evaluación en Guadalajara incluyó un examen detallado de la retina, no solo de la catarata. La diabetes puede afectar la retina e influir tanto en el plan quirúrgico como en la recuperación. Su cirujano también le pidió mantener la glucosa bien controlada en las semanas previas y se coordinó con su médico de cabecera.

Luego vino la conversación sobre el lente. El cirujano le explicó las diferencias entre los lentes monofocales, multifocales y de foco extendido. Ella escuchó todo y respondió sin dudar: "Yo quiero ver la carretera y la cara de mis nietos. Llevo treinta años con lentes para leer y me gustan".

Su cirujano estuvo de acuerdo en que unos lentes intraoculares monofocales para lejos encajaban bien con sus ojos y sus costumbres.

## Un ojo a la vez

Primero la operaron del ojo derecho. El procedimiento duró unos veinte minutos, con anestesia local y sedación leve, y esa misma mañana volvió a casa con un protector en el ojo. El primer día veía un poco borroso y sentía el ojo rasposo, tal como le habían dicho que era normal.

El ojo izquierdo se operó dos semanas después, cuando los controles mostraron que el primero estaba sanando bien. Mientras tanto, su hermana se hizo cargo del horario de las gotas, con una libreta y una alarma en el radio de la cocina.

"Lo más difícil fue no agacharme a cargar a mi nieto", dice entre risas. "Me pidieron cuidarme unos días, así que me sentaba y dejaba que él se me subiera a las piernas".

## Lo que cambió

Doña Carmen cuenta que lo primero que notó fue el color de la bugambilia de su hermana: "Siempre fue rosa, no café". Para el crucigrama sigue usando sus gafas de lectura, tal como lo había planeado.

Su cirujano le explicó que, meses o años después, algunas personas desarrollan una opacidad detrás del lente nuevo, llamada opacificación de la cápsula posterior, que se trata con un procedimiento láser rápido. Ahora hace sus controles en Chicago, con el informe quirúrgico en la mano.

Por qué compartimos su historia:

- El mejor lente es el que se ajusta a tu vida, no el más caro.
- Condiciones como la diabetes requieren una planeación cuidadosa, no necesariamente un "no".
- El apoyo de la familia hace más llevadera la recuperación, sea donde sea.`,
    },
  },
  {
    slug: 'flying-after-eye-surgery',
    category: 'medical-travel',
    author: 'dr-andres-salazar',
    publishedAt: '2026-04-21',
    title: {
      en: 'Flying after eye surgery: what your doctor will tell you',
      es: 'Volar después de una cirugía ocular: lo que te dirá tu médico',
    },
    excerpt: {
      en: 'After LASIK or cataract surgery, flying is usually fine once your doctor checks you. After retinal surgery with a gas bubble, it is not. Here is why.',
      es: 'Tras un LASIK o una cirugía de catarata, volar suele ser posible después del control. Tras una cirugía de retina con burbuja de gas, no. Te explicamos por qué.',
    },
    body: {
      en: `For patients who travel for treatment, one question comes up in almost every consultation: when can I fly home? The answer depends mostly on the type of surgery, and for one group of procedures it is a firm rule rather than a recommendation.

## After laser, cataract or lens implant surgery

Changes in cabin pressure do not affect the cornea after laser vision correction. Many surgeons allow flying a day or two after LASIK or SMILE, once the first check-up confirms that all is well. After PRK, flying is usually fine too, but the first days are more uncomfortable, so many patients prefer to wait until the surface of the eye has healed and the bandage contact lens has been removed.

Cataract surgery and implantable lenses (ICL) do not usually limit air travel either, provided there is no gas in the eye. Here, too, the limiting factor is follow-up: your surgeon needs to check eye pressure, inflammation and lens position in the first days, and most want to see you the day after surgery and again during the first week. If your eyes are treated on different days, your stay will be longer.

## After retinal surgery with a gas bubble: do not fly

This is the one absolute rule. In some retinal operations, such as repairs of a retinal detachment or a macular hole, the surgeon fills the eye with a gas bubble that holds the retina in place. At altitude, the gas expands. Inside a closed eye, this can raise the pressure dramatically and cause severe, permanent loss of vision.

- You must not fly until your surgeon confirms the gas has been absorbed, which can take from about two weeks to two months, depending on the gas used.
- The same applies to travelling by road through high mountains, and to nitrous oxide anaesthesia during that period.
- You will usually be given a wristband warning that there is gas in your eye. Keep it on.

If you are travelling to a high-altitude city such as Bogotá and there is any chance you might need retinal surgery, talk to your surgeon about altitude before you plan the trip.

## Comfort on the plane

Even when flying is safe, cabin air is very dry. A few simple habits help:

- Use lubricating drops often during the flight, and keep them in your hand luggage together with your prescribed drops and your surgeon's instructions.
- Wear your eye shield if you want to sleep, so you do not rub your eyes without noticing.
- Clean your hands before touching anything near your eyes.
- Point the air nozzle away from your face.
- Drink water and go easy on alcohol.

## When to seek help

Whether you are still near the clinic or already home, contact your surgeon or an eye doctor urgently if you notice increasing pain, worsening vision, growing redness, discharge, flashes of light or a shadow or curtain over part of your vision. Before you travel, make sure you have the clinic's contact details and a copy of your surgical report.

At Claravia, we confirm your return date with the surgeon before you book your flight, and we help you find an ophthalmologist at home for later check-ups.`,
      es: `Para quienes viajan para tratarse, hay una pregunta que aparece en casi todas las consultas: ¿cuándo puedo volar de regreso? La respuesta depende sobre todo del tipo de cirugía, y en un grupo de procedimientos es una regla estricta, no una simple recomendación.

## Después de una cirugía láser, de catarata o de implante de lente

Los cambios de presión en la cabina no afectan la córnea después de una corrección visual con láser. Muchos cirujanos permiten volar uno o dos días después de un LASIK o un SMILE, una vez que el primer control confirma que todo va bien. Tras un PRK, volar también suele ser posible, pero los primeros días son más molestos, así que muchos pacientes prefieren esperar a que la superficie del ojo cicatrice y les retiren el lente de contacto terapéutico.

La cirugía de catarata y los lentes implantables (ICL) tampoco suelen limitar los viajes en avión, siempre que no haya gas dentro del ojo. También aquí lo que marca los tiempos son los controles: tu cirujano necesita revisar la presión, la inflamación y la posición del lente en los primeros días, y la mayoría quiere verte al día siguiente de la cirugía y de nuevo durante la primera semana. Si se opera cada ojo en un día distinto, tu estadía será más larga.

## Después de una cirugía de retina con burbuja de gas: no vueles

Esta es la única regla absoluta. En algunas operaciones de retina, como la reparación de un desprendimiento o de un agujero macular, el cirujano llena el ojo con una burbuja de gas que mantiene la retina en su sitio. En la altura, ese gas se expande. Dentro de un ojo cerrado, esto puede disparar la presión y causar una pérdida de visión grave y permanente.

- No puedes volar hasta que tu cirujano confirme que el gas se reabsorbió, algo que puede tardar entre unas dos semanas y dos meses, según el gas que se haya usado.
- Lo mismo vale para viajar por carretera cruzando zonas de alta montaña y para la anestesia con óxido nitroso durante ese periodo.
- Normalmente te darán una pulsera que advierte que tienes gas en el ojo. No te la quites.

Si vas a viajar a una ciudad de gran altitud como Bogotá y existe alguna posibilidad de que necesites una cirugía de retina, habla con tu cirujano sobre la altura antes de planear el viaje.

## Comodidad a bordo

Aunque volar sea seguro, el aire de la cabina es muy seco. Algunos hábitos sencillos ayudan:

- Usa tus lágrimas artificiales con frecuencia durante el vuelo y llévalas en el equipaje de mano, junto con tus gotas recetadas y las indicaciones de tu cirujano.
- Ponte el protector ocular si quieres dormir, para no frotarte los ojos sin darte cuenta.
- Lávate las manos o usa gel antibacterial antes de tocar cualquier cosa cerca de los ojos.
- Dirige la salida de aire lejos de tu cara.
- Toma agua y modera el alcohol.

## Cuándo pedir ayuda

Ya sea que sigas cerca de la clínica o que hayas vuelto a casa, contacta de inmediato a tu cirujano o a un oftalmólogo si notas dolor creciente, visión cada vez peor, más enrojecimiento, secreción, destellos de luz o una sombra o cortina sobre parte de tu campo visual. Antes de viajar, asegúrate de tener los datos de contacto de la clínica y una copia de tu informe quirúrgico.

En Claravia confirmamos con el cirujano tu fecha de regreso antes de que compres el vuelo, y te ayudamos a encontrar un oftalmólogo en tu ciudad para los controles posteriores.`,
    },
  },
  {
    slug: 'contact-lens-hygiene',
    category: 'eye-health',
    author: 'lucia-fernandez',
    publishedAt: '2026-05-12',
    title: {
      en: 'Contact lens hygiene: the habits that protect your eyes',
      es: 'Higiene de los lentes de contacto: los hábitos que protegen tus ojos',
    },
    excerpt: {
      en: 'Most serious contact lens infections come from habits that are easy to fix. Clean hands, fresh solution, no water and no sleeping in lenses.',
      es: 'La mayoría de las infecciones graves por lentes de contacto vienen de hábitos fáciles de corregir: manos limpias, solución nueva, nada de agua y no dormir con ellos.',
    },
    body: {
      en: `Contact lenses are safe and convenient for millions of people, but they sit directly on the cornea, one of the most sensitive tissues in the body. Most serious lens-related infections are linked to habits that are easy to change, and the US Centers for Disease Control and Prevention (CDC) has long warned that many wearers skip at least one basic hygiene step.

## The everyday basics

- **Wash and dry your hands** before touching your lenses or your eyes, using a clean, lint-free towel.
- **Follow the replacement schedule.** Daily lenses are for one day; two-week and monthly lenses should be replaced on time, even if they still feel comfortable.
- **Use fresh solution every time.** Never top off old solution in the case.
- **Rub and rinse** your lenses with solution if your eye care provider recommends it, even with so-called no-rub solutions. It helps remove deposits.
- **Never use saliva, tap water or homemade saline** to clean or store lenses.
- **Do not sleep in your lenses**, not even for a short nap, unless your eye doctor has specifically approved it. Overnight wear significantly increases the risk of corneal infection, and even lenses approved for it carry a higher risk than daily wear.

## Keep water away from your lenses

Water may look clean, but tap water, pools, hot tubs, lakes and the sea can contain microorganisms. One of them, *Acanthamoeba*, can cause a rare but very serious corneal infection that is difficult to treat.

- Take your lenses out before swimming or showering, or wear tight-fitting goggles over them if you must swim.
- If your lenses get wet, throw them away or disinfect them thoroughly.
- Do not rinse your lens case with tap water. Rinse it with fresh solution, empty it and let it air-dry face down with the caps off.
- Replace your lens case at least every three months.

## Warning signs: remove and call

Take your lenses out and contact an eye care professional promptly if you have:

- Eye pain, or a feeling that something is in your eye that does not go away.
- Redness that persists after removing the lenses.
- Blurred vision or unusual sensitivity to light.
- Discharge or excessive tearing.

Do not put the lenses back in until you have been examined. Bring the lenses and the case with you, as they can help identify an infection.

## Contact lenses and refractive surgery

If you are planning laser surgery or a lens implant, your surgeon will ask you to stop wearing contact lenses for a period before your evaluation, because they change the shape of the cornea. Rigid lenses usually require a longer break than soft ones. Follow the exact instructions you receive: accurate measurements are the foundation of a good surgical plan.

Many people choose surgery partly because they are tired of the daily routine of lens care. Whatever you decide, a few careful minutes a day keep your eyes healthy.`,
      es: `Los lentes de contacto son seguros y prácticos para millones de personas, pero se apoyan directamente sobre la córnea, uno de los tejidos más sensibles del cuerpo. La mayoría de las infecciones graves relacionadas con ellos tienen que ver con hábitos fáciles de cambiar, y los Centros para el Control y la Prevención de Enfermedades de Estados Unidos (CDC) llevan años advirtiendo que muchos usuarios se saltan al menos un paso básico de higiene.

## Lo básico de todos los días

- **Lávate y sécate las manos** antes de tocar tus lentes o tus ojos, con una toalla limpia que no suelte pelusa.
- **Respeta el tiempo de reemplazo.** Los lentes diarios son para un solo día; los quincenales y los mensuales deben cambiarse a tiempo, aunque todavía se sientan cómodos.
- **Usa solución nueva cada vez.** Nunca rellenes la solución vieja del estuche.
- **Frota y enjuaga** los lentes con solución si tu especialista lo recomienda, incluso con las soluciones que supuestamente no requieren frotar. Ayuda a quitar los depósitos.
- **Nunca uses saliva, agua de la llave ni suero casero** para limpiar o guardar los lentes.
- **No duermas con los lentes puestos**, ni siquiera una siesta corta, salvo que tu oftalmólogo lo haya aprobado expresamente. Dormir con ellos aumenta bastante el riesgo de infección de la córnea, e incluso los lentes aprobados para uso nocturno implican más riesgo que el uso diario.

## Mantén el agua lejos de tus lentes

El agua puede parecer limpia, pero la de la llave, las piscinas, los jacuzzis, los lagos y el mar pueden contener microorganismos. Uno de ellos, la *Acanthamoeba*, puede causar una infección de la córnea poco frecuente pero muy grave y difícil de tratar.

- Quítate los lentes antes de nadar o bañarte, o usa gafas de natación bien ajustadas si no tienes otra opción.
- Si tus lentes se mojan, deséchalos o desinféctalos a fondo.
- No enjuagues el estuche con agua de la llave. Enjuágalo con solución nueva, vacíalo y déjalo secar al aire boca abajo y sin tapas.
- Cambia el estuche al menos cada tres meses.

## Señales de alarma: quítatelos y consulta

Retira tus lentes y contacta pronto a un profesional de la salud visual si tienes:

- Dolor en el ojo o una sensación de cuerpo extraño que no desaparece.
- Enrojecimiento que persiste después de quitarte los lentes.
- Visión borrosa o una sensibilidad a la luz fuera de lo normal.
- Secreción o lagrimeo excesivo.

No vuelvas a ponerte los lentes hasta que te examinen. Lleva los lentes y el estuche a la consulta: pueden ayudar a identificar una infección.

## Lentes de contacto y cirugía refractiva

Si estás planeando una cirugía láser o un implante de lente, tu cirujano te pedirá que dejes de usar lentes de contacto durante un tiempo antes de la evaluación, porque modifican la forma de la córnea. Los rígidos suelen requerir una pausa más larga que los blandos. Sigue al pie de la letra las indicaciones que te den: unas mediciones precisas son la base de un buen plan quirúrgico.

Mucha gente elige operarse, en parte, porque se cansa de la rutina diaria de cuidar sus lentes. Decidas lo que decidas, unos minutos de cuidado al día mantienen tus ojos sanos.`,
    },
  },
  {
    slug: 'ai-in-retinal-imaging',
    category: 'technology-and-research',
    author: 'valentina-rios',
    publishedAt: '2026-06-02',
    title: {
      en: 'AI in retinal imaging: promise, limits and what it means for patients',
      es: 'Inteligencia artificial en imágenes de retina: promesas, límites y lo que significa para ti',
    },
    excerpt: {
      en: 'Artificial intelligence can already screen retinal photos for diabetic eye disease. What it does well, where it falls short and why doctors stay in charge.',
      es: 'La inteligencia artificial ya puede analizar fotos de retina en busca de retinopatía diabética. Lo que hace bien, dónde se queda corta y por qué el médico sigue al mando.',
    },
    body: {
      en: `The retina is the only place in the body where doctors can look directly at blood vessels and nerve tissue without making a single incision. A photograph or scan of the back of the eye takes seconds and holds a remarkable amount of information. That has made retinal imaging one of the areas of medicine where artificial intelligence (AI) has advanced fastest.

## What AI is doing today

Most current systems use deep learning: algorithms trained on many thousands of labelled images until they can recognise patterns associated with disease.

- **Diabetic retinopathy screening.** This is the most established use. In 2018, the US Food and Drug Administration authorised the first autonomous AI system able to detect more than mild diabetic retinopathy in primary care, without an eye specialist interpreting the images. Similar tools are now used in several countries.
- **Optical coherence tomography (OCT).** AI can help measure retinal layers, flag fluid in age-related macular degeneration or diabetic macular oedema, and highlight changes between visits.
- **Glaucoma.** Algorithms can assess the optic nerve and nerve fibre layer, supporting earlier referral.
- **Image quality and triage.** Less glamorous but very useful: checking that a photo is good enough and putting the images that need urgent review first in line.

## Why it matters

The main promise is access. Diabetic retinopathy and glaucoma do most of their damage before symptoms appear, and many people never see an eye specialist. If a camera in a pharmacy, a family doctor's office or a rural clinic can screen people reliably, more disease can be caught in time, and specialists can focus on those who need them most.

Researchers are also studying whether retinal images can reveal information about general health, such as cardiovascular risk or kidney disease, an emerging field sometimes called "oculomics". The early results are intriguing, but this is still research, not routine care.

## The limits we take seriously

AI is a powerful tool, not a magic one. An honest list of its limitations includes:

- **It is only as good as its training data.** A system trained mostly on one population may perform worse in others, or with different cameras.
- **It works within a narrow task.** A tool designed to find diabetic retinopathy may not flag another condition in the same image.
- **It needs real-world validation.** Performance in a study does not always carry over to a busy clinic.
- **Responsibility remains human.** An algorithm can flag an image; a doctor makes the diagnosis and the treatment decision.
- **Privacy matters.** Retinal images are health data and must be protected as such.

## How we think about it at Claravia

We are excited about technology that helps doctors see more and miss less, and our partner clinics use advanced imaging in every evaluation. But when you travel with us, a specialist examines your eyes in person and reviews every scan. If AI-assisted tools are part of your evaluation, your doctor can explain what they do and how their results are checked.

Used well, AI will not replace your ophthalmologist. What it may do is help more people reach one in time.`,
      es: `La retina es el único lugar del cuerpo donde los médicos pueden observar directamente vasos sanguíneos y tejido nervioso sin hacer una sola incisión. Una fotografía o un escáner del fondo del ojo se toma en segundos y contiene una cantidad asombrosa de información. Por eso las imágenes de retina son uno de los campos de la medicina donde la inteligencia artificial (IA) ha avanzado más rápido.

## Lo que la IA ya hace hoy

La mayoría de los sistemas actuales usan aprendizaje profundo: algoritmos entrenados con miles y miles de imágenes etiquetadas hasta que aprenden a reconocer patrones asociados a enfermedades.

- **Tamizaje de retinopatía diabética.** Es el uso más consolidado. En 2018, la Administración de Alimentos y Medicamentos de Estados Unidos (FDA) autorizó el primer sistema autónomo de IA capaz de detectar una retinopatía diabética más que leve en atención primaria, sin que un especialista interpretara las imágenes. Hoy se usan herramientas similares en varios países.
- **Tomografía de coherencia óptica (OCT).** La IA ayuda a medir las capas de la retina, a señalar líquido en la degeneración macular asociada a la edad o en el edema macular diabético y a resaltar los cambios entre una consulta y otra.
- **Glaucoma.** Hay algoritmos que evalúan el nervio óptico y la capa de fibras nerviosas, lo que favorece una remisión más temprana al especialista.
- **Calidad de imagen y priorización.** Menos vistoso, pero muy útil: comprobar que una foto sirve y poner primero en la fila las imágenes que necesitan revisión urgente.

## ¿Por qué es importante?

La gran promesa es el acceso. La retinopatía diabética y el glaucoma causan la mayor parte de su daño antes de dar síntomas, y mucha gente nunca llega a ver a un oftalmólogo. Si una cámara en una farmacia, un consultorio de medicina general o un centro de salud rural puede hacer un tamizaje fiable, se detectarán más casos a tiempo y los especialistas podrán concentrarse en quienes más los necesitan.

Los investigadores también estudian si las imágenes de retina pueden revelar información sobre la salud general, como el riesgo cardiovascular o la enfermedad renal, un campo emergente que a veces se llama "oculómica". Los primeros resultados son prometedores, pero por ahora es investigación, no práctica clínica habitual.

## Los límites que nos tomamos en serio

La IA es una herramienta poderosa, no una varita mágica. Siendo honestos, tiene limitaciones:

- **Es tan buena como los datos con que se entrenó.** Un sistema entrenado sobre todo con una población puede funcionar peor en otras, o con otros modelos de cámara.
- **Resuelve tareas muy concretas.** Una herramienta diseñada para encontrar retinopatía diabética puede pasar por alto otra enfermedad en la misma imagen.
- **Necesita validarse en el mundo real.** Lo que funciona en un estudio no siempre funciona igual en una clínica con mucha demanda.
- **La responsabilidad sigue siendo humana.** Un algoritmo puede señalar una imagen; el diagnóstico y la decisión de tratamiento los toma un médico.
- **La privacidad importa.** Las imágenes de retina son datos de salud y deben protegerse como tales.

## Cómo lo vemos en Claravia

Nos entusiasma la tecnología que ayuda a los médicos a ver más y a pasar por alto menos, y nuestras clínicas aliadas usan imágenes avanzadas en cada evaluación. Pero cuando viajas con nosotros, un especialista examina tus ojos en persona y revisa cada estudio. Si en tu evaluación se usan herramientas con IA, tu médico puede explicarte qué hacen y cómo se verifican sus resultados.

Bien usada, la IA no va a reemplazar a tu oftalmólogo. Lo que sí puede lograr es que más personas lleguen a uno a tiempo.`,
    },
  },
  {
    slug: 'dry-eye-after-refractive-surgery',
    category: 'refractive-surgery',
    author: 'lucia-fernandez',
    publishedAt: '2026-06-23',
    title: {
      en: 'Dry eye after refractive surgery: why it happens and how to manage it',
      es: 'Ojo seco después de la cirugía refractiva: por qué ocurre y cómo manejarlo',
    },
    excerpt: {
      en: 'Dry eye is the most common side effect of laser vision correction. Why it happens, how long it usually lasts and what helps, before and after surgery.',
      es: 'El ojo seco es el efecto secundario más frecuente de la cirugía láser. Por qué aparece, cuánto suele durar y qué ayuda, antes y después de operarte.',
    },
    body: {
      en: `Dry eye is the most common side effect of laser vision correction. For most people it is mild and temporary, but it can be uncomfortable, and for a small group it lasts longer. Knowing what to expect, and preparing before surgery, makes a real difference.

## Why surgery dries the eyes

The cornea is packed with nerves. They do more than sense pain: they tell your brain when the surface is drying out, which triggers blinking and tear production. During LASIK, and to a lesser degree in PRK and SMILE, some of these nerves are cut or disturbed. Until they regenerate, this feedback loop works less well, so you blink less and produce fewer tears, even if your eyes do not feel dry at first.

Typical symptoms include:

- A gritty, burning or sandy feeling.
- Vision that fluctuates or blurs, then clears when you blink.
- Tired eyes by the end of the day, especially at the computer.
- Paradoxically, watery eyes, as the eye reacts to irritation.

For most patients, dryness is most noticeable in the first weeks and improves gradually over the following months as the nerves recover. In a minority, symptoms last longer, particularly in people who already had dry eye before surgery.

## Prevention starts before surgery

A good evaluation looks carefully at your tear film, your eyelids and the meibomian glands, which produce the oily layer of your tears. If you already have dry eye or gland dysfunction, it is best treated before surgery, not after. In some cases your surgeon may recommend a particular technique, such as PRK or SMILE, or advise against surgery altogether.

Tell your surgeon if you:

- Already use artificial tears regularly.
- Have an autoimmune disease, such as Sjögren's syndrome, rheumatoid arthritis or lupus.
- Take medications that can dry the eyes, such as antihistamines, some antidepressants or isotretinoin.
- Have struggled to tolerate contact lenses because of dryness.

## Managing dry eye after surgery

Your surgeon will tailor the plan to you, but it often includes:

- **Preservative-free artificial tears**, used frequently and regularly, not only when your eyes feel dry.
- **Warm compresses and lid hygiene** to keep the oil glands working.
- **Prescription anti-inflammatory drops**, such as cyclosporine or lifitegrast, in persistent cases.
- **Punctal plugs**, tiny devices that keep tears on the eye for longer.
- **Everyday adjustments**: screen breaks, a humidifier in dry rooms, keeping air vents away from your face and drinking enough water.

Some patients ask about omega-3 supplements. A large clinical trial did not find a clear benefit for dry eye, so discuss them with your doctor rather than relying on them.

## When to call your doctor

Dryness is expected; intense pain, a sudden drop in vision, increasing redness or discharge are not, and need prompt attention. Symptoms that persist beyond the first few months deserve a review too. Effective treatments exist, and you do not have to simply put up with the discomfort.

In short, dry eye after refractive surgery is common, usually temporary and treatable, and a careful pre-operative assessment is the best way to keep it that way.`,
      es: `El ojo seco es el efecto secundario más frecuente de la corrección visual con láser. En la mayoría de las personas es leve y pasajero, pero puede ser incómodo, y en un grupo pequeño dura más. Saber qué esperar, y prepararse antes de la cirugía, marca una gran diferencia.

## ¿Por qué la cirugía reseca los ojos?

La córnea está llena de nervios que no solo detectan el dolor: también le avisan al cerebro cuando la superficie se está secando, y así se activan el parpadeo y la producción de lágrima. Durante el LASIK, y en menor medida en el PRK y el SMILE, algunos de estos nervios se cortan o se alteran. Hasta que se regeneran, ese circuito funciona peor: parpadeas menos y produces menos lágrima, aunque al principio no sientas los ojos secos.

Los síntomas más habituales son:

- Sensación de arenilla, ardor o cuerpo extraño.
- Visión que fluctúa o se nubla y se aclara al parpadear.
- Ojos cansados al final del día, sobre todo frente a la computadora.
- Paradójicamente, lagrimeo, porque el ojo reacciona a la irritación.

En la mayoría de los pacientes, la sequedad se nota más durante las primeras semanas y mejora poco a poco en los meses siguientes, a medida que los nervios se recuperan. En una minoría, los síntomas duran más, sobre todo en quienes ya tenían ojo seco antes de operarse.

## La prevención empieza antes de la cirugía

Una buena evaluación revisa con detalle tu película lagrimal, tus párpados y las glándulas de Meibomio, que producen la capa grasa de la lágrima. Si ya tienes ojo seco o disfunción de estas glándulas, lo ideal es tratarlo antes de operarte, no después. En algunos casos, tu cirujano puede recomendarte una técnica en particular, como el PRK o el SMILE, o desaconsejarte la cirugía.

Cuéntale a tu cirujano si:

- Ya usas lágrimas artificiales con regularidad.
- Tienes una enfermedad autoinmune, como síndrome de Sjögren, artritis reumatoide o lupus.
- Tomas medicamentos que pueden resecar los ojos, como antihistamínicos, algunos antidepresivos o isotretinoína.
- Te ha costado tolerar los lentes de contacto por resequedad.

## Cómo se maneja después de la cirugía

Tu cirujano ajustará el plan a tu caso, pero suele incluir:

- **Lágrimas artificiales sin conservantes**, con frecuencia y de forma constante, no solo cuando sientas los ojos secos.
- **Compresas tibias e higiene de párpados**, para que las glándulas sigan funcionando bien.
- **Gotas antiinflamatorias con receta**, como la ciclosporina o el lifitegrast, en los casos persistentes.
- **Tapones lagrimales**, pequeños dispositivos que ayudan a que la lágrima permanezca más tiempo en el ojo.
- **Ajustes del día a día**: pausas frente a las pantallas, un humidificador en ambientes secos, evitar que el aire acondicionado te dé en la cara y tomar suficiente agua.

Algunos pacientes preguntan por los suplementos de omega 3. Un gran ensayo clínico no encontró un beneficio claro para el ojo seco, así que coméntalo con tu médico en lugar de confiar en ellos.

## ¿Cuándo llamar al médico?

La sequedad es esperable; el dolor intenso, una caída repentina de la visión, el enrojecimiento creciente o la secreción no lo son, y requieren atención inmediata. Si las molestias siguen después de los primeros meses, también vale la pena una revisión. Hay tratamientos eficaces, y no tienes por qué aguantarte.

En resumen, el ojo seco tras la cirugía refractiva es frecuente, suele ser temporal y tiene tratamiento, y una evaluación prequirúrgica cuidadosa es la mejor manera de que así siga siendo.`,
    },
  },
  {
    slug: 'myopia-control-in-children',
    category: 'technology-and-research',
    author: 'lucia-fernandez',
    publishedAt: '2026-07-14',
    title: {
      en: 'Myopia in children: what the research says about slowing it down',
      es: 'Miopía infantil: lo que dice la investigación sobre cómo frenarla',
    },
    excerpt: {
      en: 'Childhood myopia is rising worldwide. Why it matters beyond glasses, how outdoor time helps and which treatments can slow its progression.',
      es: 'La miopía infantil aumenta en todo el mundo. Por qué importa más allá de las gafas, cómo ayuda el tiempo al aire libre y qué tratamientos pueden frenar su avance.',
    },
    body: {
      en: `Short-sightedness, or myopia, is becoming much more common around the world, and it is appearing at younger ages. In parts of East Asia, a large majority of young adults are now myopic, and rates have risen in many other regions too. For parents, this raises two questions: why is it happening, and can anything be done?

## Why myopia matters beyond glasses

Myopia usually happens because the eye grows too long from front to back. In children it tends to progress during the school years and usually stabilises in early adulthood. The earlier it starts, the higher the final prescription tends to be.

Glasses and contact lenses correct the blur, but they do not change the length of the eye. That matters, because higher myopia is linked to a greater lifetime risk of:

- Retinal detachment.
- Myopic maculopathy, a degeneration of the central retina.
- Glaucoma.
- Cataracts at a younger age.

Slowing progression, even modestly, may reduce these risks later in life.

## Time outdoors: the simplest tool

Genetics and environment both play a role. Children of myopic parents are more likely to become myopic, but lifestyle matters too. Several studies suggest that more time outdoors in daylight helps delay the onset of myopia, and many researchers point to around two hours a day. The exact mechanism is still being studied; bright natural light is thought to be part of it.

Long periods of close work, such as reading or using tablets and phones, may also contribute. Sensible habits include:

- Regular breaks from close work.
- Holding books and screens at a comfortable distance.
- Outdoor play every day, with sun protection.

## Treatments that slow progression

Over the past decade, research has produced several options with evidence that they can slow, though not stop, myopia progression in many children:

- **Low-dose atropine eye drops**, used once a day at bedtime, at much lower concentrations than those used to dilate pupils. Results vary between studies and between children.
- **Myopia control soft contact lenses**, specially designed daily lenses that correct central vision while changing how light focuses on the peripheral retina.
- **Orthokeratology**, rigid lenses worn overnight to temporarily reshape the cornea so the child can see without glasses during the day. They demand excellent hygiene, because overnight lens wear carries a risk of infection.
- **Myopia control spectacle lenses**, glasses with special designs in the periphery of the lens, a practical option for younger children.

None of these treatments works the same way for every child, and all require regular follow-up to measure progression, ideally including the length of the eye.

**What about laser surgery?** Refractive surgery is not an option for children. Procedures such as LASIK are performed in adults whose prescription has been stable, usually for at least a year. Myopia control is about protecting the eye while it is still growing.

## A practical plan for parents

- Schedule regular eye exams, especially if one or both parents are myopic.
- Do not ignore signs such as squinting, sitting very close to the TV or frequent headaches.
- If your child is myopic, ask your eye doctor whether myopia control is appropriate.
- Encourage outdoor play, every day.`,
      es: `La miopía es cada vez más frecuente en todo el mundo y aparece a edades más tempranas. En algunas zonas del este de Asia, la gran mayoría de los adultos jóvenes ya es miope, y las cifras también han aumentado en muchas otras regiones. Para madres y padres, esto plantea dos preguntas: ¿por qué está pasando? ¿Se puede hacer algo?

## Por qué la miopía importa más allá de las gafas

La miopía suele deberse a que el ojo crece demasiado en longitud, de adelante hacia atrás. En los niños tiende a avanzar durante los años escolares y suele estabilizarse al comienzo de la edad adulta. Cuanto antes empieza, más alta suele ser la graduación final.

Las gafas y los lentes de contacto corrigen la visión borrosa, pero no cambian la longitud del ojo. Y eso importa, porque una miopía alta se asocia a un mayor riesgo, a lo largo de la vida, de:

- Desprendimiento de retina.
- Maculopatía miópica, una degeneración de la parte central de la retina.
- Glaucoma.
- Cataratas a una edad más temprana.

Frenar la progresión, aunque sea un poco, puede reducir esos riesgos en el futuro.

## Tiempo al aire libre: la herramienta más sencilla

Influyen tanto la genética como el entorno. Los hijos de padres miopes tienen más probabilidades de serlo, pero el estilo de vida también cuenta. Varios estudios sugieren que pasar más tiempo al aire libre, con luz natural, ayuda a retrasar la aparición de la miopía, y muchos investigadores hablan de unas dos horas al día. El mecanismo exacto todavía se estudia; se cree que la luz natural intensa tiene algo que ver.

Los periodos largos de trabajo de cerca, como leer o usar tabletas y celulares, también podrían contribuir. Algunos hábitos sensatos:

- Pausas frecuentes durante las tareas de cerca.
- Libros y pantallas a una distancia cómoda.
- Juego al aire libre todos los días, con protección solar.

## Tratamientos que frenan la progresión

En la última década, la investigación ha dado lugar a varias opciones con evidencia de que pueden frenar, aunque no detener, el avance de la miopía en muchos niños:

- **Gotas de atropina en dosis bajas**, que se aplican una vez al día, antes de dormir, en concentraciones mucho menores que las que se usan para dilatar la pupila. Los resultados varían entre estudios y entre niños.
- **Lentes de contacto blandos para el control de la miopía**, lentes diarios con un diseño especial que corrigen la visión central y, a la vez, modifican cómo se enfoca la luz en la retina periférica.
- **Ortoqueratología**, lentes rígidos que se usan por la noche para remodelar temporalmente la córnea, de modo que el niño vea sin gafas durante el día. Exigen una higiene impecable, porque dormir con lentes conlleva riesgo de infección.
- **Gafas para el control de la miopía**, con diseños especiales en la periferia del lente, una opción práctica para los más pequeños.

Ninguno de estos tratamientos funciona igual en todos los niños, y todos requieren controles periódicos para medir la progresión, idealmente incluida la longitud del ojo.

**¿Y la cirugía láser?** La cirugía refractiva no es una opción para niños. Procedimientos como el LASIK se hacen en adultos cuya graduación se ha mantenido estable, por lo general durante al menos un año. El control de la miopía busca proteger el ojo mientras todavía está creciendo.

## Un plan práctico para madres y padres

- Programa exámenes visuales periódicos, sobre todo si uno o ambos padres son miopes.
- No pases por alto señales como entrecerrar los ojos, sentarse muy cerca del televisor o los dolores de cabeza frecuentes.
- Si tu hijo o tu hija es miope, pregúntale a su oftalmólogo si el control de la miopía es adecuado en su caso.
- Fomenta el juego al aire libre, todos los días.`,
    },
  },
  {
    slug: 'patient-story-keratoconus-cross-linking-medellin',
    category: 'patient-stories',
    author: 'mateo-herrera',
    publishedAt: '2026-08-11',
    title: {
      en: 'Patient story: Daniel, keratoconus at 22 and cross-linking in Medellín',
      es: 'Historia de paciente: Daniel, queratocono a los 22 y crosslinking en Medellín',
    },
    excerpt: {
      en: 'A student from Miami learns he has keratoconus and travels to Medellín for cross-linking. A fictional story about stopping a disease, not chasing perfect vision.',
      es: 'Un estudiante de Miami descubre que tiene queratocono y viaja a Medellín para hacerse un crosslinking. Una historia ficticia sobre frenar una enfermedad, no buscar una visión perfecta.',
    },
    body: {
      en: `*This is a fictional story, based on the kind of journey we accompany. Every eye is different, and one person's experience does not predict another's.*

Daniel was 22 and in his final year of a computer science degree in Miami when his glasses stopped working. He had updated them twice in eighteen months, and still the words on lecture slides looked doubled, as if someone had traced each one a second time.

## A diagnosis he had never heard of

An optometrist noticed that his astigmatism had increased sharply and referred him to an ophthalmologist. A corneal tomography scan gave the answer: keratoconus in both eyes, progressing in the left.

"I had never heard the word," Daniel says. "I went home and read everything online, which was a mistake. I ended up convinced I'd need a transplant."

His ophthalmologist was calmer. She explained that his cornea was still at a relatively early stage and recommended corneal cross-linking to try to stop the progression. She was also clear about what cross-linking is for: stabilising the cornea, not giving him perfect vision.

## Why Medellín

Daniel's family is Colombian, and his grandmother lives in Medellín. His insurance would cover only part of the cost, and a long winter break was coming up, so his parents suggested doing it there. The family contacted us, and we shared his scans with a corneal specialist in Medellín before he bought a ticket.

At the clinic, his evaluation repeated the tomography and added a detailed eye exam. The specialist confirmed progression in the left eye and recommended treating it. The right eye was stable, so the plan was to monitor it closely rather than treat it straight away.

## The treatment and the hard days

The procedure took about an hour. After numbing drops, the surface layer of the cornea was removed, riboflavin drops were applied, and then came the UV light. "It didn't hurt during the procedure. It was mostly boring. I counted the ceiling tiles."

The following three days were harder. His eye was sore, sensitive to light and watery, and he spent most of the time in a dark room at his grandmother's house, listening to audiobooks and eating her soup. The bandage contact lens was removed at a check-up once the surface had healed.

For several weeks, his vision in that eye was blurrier than before. "Nobody hid that from me, but living it is different," he says. "I just had to trust the process."

## Where Daniel is now

Back in Miami, he continued his follow-up with his ophthalmologist, in coordination with the team in Medellín. Over the following months, his scans showed that the left cornea had stopped changing. His vision did not become perfect: he now wears scleral contact lenses, which give him sharp vision for studying and work.

He also stopped rubbing his eyes, which he admits was the hardest habit to break. His right eye is checked regularly, and cross-linking remains an option if it starts to progress.

What Daniel's story shows:

- Keratoconus caught early leaves more options open.
- Cross-linking aims to stop progression; it is not a way to get rid of glasses.
- The first days are uncomfortable, and recovery takes patience.
- Long-term follow-up matters as much as the treatment itself.`,
      es: `*Esta es una historia ficticia, basada en el tipo de recorrido que acompañamos. Cada ojo es distinto, y la experiencia de una persona no anticipa la de otra.*

Daniel tenía 22 años y cursaba el último año de Ingeniería de Sistemas en Miami cuando sus gafas dejaron de servirle. Las había cambiado dos veces en dieciocho meses y, aun así, las letras de las diapositivas se veían dobles, como si alguien hubiera repasado cada palabra con un segundo trazo.

## Un diagnóstico del que nunca había oído hablar

Una optómetra notó que su astigmatismo había aumentado mucho y lo remitió a una oftalmóloga. La tomografía corneal dio la respuesta: queratocono en ambos ojos, en progresión en el izquierdo.

"Nunca había escuchado esa palabra", cuenta Daniel. "Llegué a la casa y me puse a leer todo lo que encontré en internet, lo cual fue un error. Terminé convencido de que iba a necesitar un trasplante".

Su oftalmóloga fue más serena. Le explicó que su córnea estaba todavía en una etapa relativamente temprana y le recomendó un crosslinking corneal para intentar detener la progresión. También fue clara sobre para qué sirve: estabilizar la córnea, no darle una visión perfecta.

## ¿Por qué Medellín?

La familia de Daniel es colombiana y su abuela vive en Medellín. Su seguro solo cubría una parte del costo y se acercaban unas largas vacaciones de invierno, así que sus papás le propusieron hacerlo allá. La familia nos contactó y compartimos sus estudios con un especialista en córnea de Medellín antes de que comprara el vuelo.

En la clínica, la evaluación repitió la tomografía y sumó un examen detallado. El especialista confirmó la progresión en el ojo izquierdo y recomendó tratarlo. El derecho estaba estable, así que el plan fue vigilarlo de cerca en lugar de tratarlo de inmediato.

## El tratamiento y los días difíciles

El procedimiento duró alrededor de una hora. Después de las gotas anestésicas, le retiraron la capa superficial de la córnea, le aplicaron gotas de riboflavina y luego vino la luz ultravioleta. "Durante el procedimiento no me dolió. Más que nada fue aburrido. Me puse a contar las placas del techo".

Los tres días siguientes fueron más duros. Tenía el ojo adolorido, sensible a la luz y lloroso, y pasó casi todo el tiempo en un cuarto a oscuras en casa de su abuela, escuchando audiolibros y tomándose su sopa. En un control, cuando la superficie ya había cicatrizado, le retiraron el lente de contacto terapéutico.

Durante varias semanas vio más borroso que antes con ese ojo. "Nadie me lo ocultó, pero vivirlo es otra cosa", dice. "Me tocó confiar en el proceso".

## ¿Dónde está Daniel hoy?

De regreso en Miami, siguió sus controles con su oftalmóloga, en coordinación con el equipo de Medellín. En los meses siguientes, los estudios mostraron que la córnea izquierda había dejado de cambiar. Su visión no quedó perfecta: ahora usa lentes de contacto esclerales, que le dan una visión nítida para estudiar y trabajar.

También dejó de frotarse los ojos, y reconoce que fue el hábito más difícil de romper. Su ojo derecho se revisa con regularidad, y el crosslinking sigue siendo una opción si empieza a avanzar.

Lo que muestra la historia de Daniel:

- Detectar el queratocono a tiempo deja más opciones abiertas.
- El crosslinking busca detener la progresión; no es una forma de dejar las gafas.
- Los primeros días son molestos, y la recuperación exige paciencia.
- El seguimiento a largo plazo importa tanto como el tratamiento.`,
    },
  },
  {
    slug: 'diabetic-retinopathy-screening',
    category: 'eye-health',
    author: 'dr-andres-salazar',
    publishedAt: '2026-09-08',
    title: {
      en: 'Diabetic retinopathy: why a regular eye exam matters if you have diabetes',
      es: 'Retinopatía diabética: por qué necesitas revisar tus ojos con regularidad si tienes diabetes',
    },
    excerpt: {
      en: 'Diabetic retinopathy is silent in its early stages. How it develops, how often to get checked and how modern treatment protects your vision.',
      es: 'La retinopatía diabética no da síntomas al principio. Cómo se desarrolla, cada cuánto revisarte y cómo el tratamiento actual protege tu visión.',
    },
    body: {
      en: `Diabetes affects the whole body, and the eyes are no exception. Diabetic retinopathy, damage to the small blood vessels of the retina, is a leading cause of vision loss in working-age adults. Yet much of that loss can be prevented, and the key is finding the disease before you notice anything.

## What happens in the retina

Over time, high blood sugar damages the tiny vessels that nourish the retina, the light-sensitive layer at the back of the eye. They can leak fluid or blood, or become blocked.

- **Non-proliferative diabetic retinopathy** is the earlier stage. Small bulges, tiny haemorrhages and leaks appear in the vessels. Many people have no symptoms at all.
- **Proliferative diabetic retinopathy** is the advanced stage. The retina, starved of oxygen, grows fragile new vessels that can bleed into the eye or pull on the retina and detach it.
- **Diabetic macular oedema** can occur at any stage, when fluid builds up in the macula, the part of the retina responsible for sharp central vision. It is a common cause of blurred vision in people with diabetes.

## Why you cannot wait for symptoms

In its early stages, diabetic retinopathy is silent. By the time vision becomes blurry, or you see floaters or dark patches, the disease may already be advanced. That is why regular dilated eye exams matter so much.

The American Diabetes Association recommends:

- For adults with type 1 diabetes, a first comprehensive eye exam within five years of diagnosis.
- For people with type 2 diabetes, an exam at the time of diagnosis, because the disease may have been present for years before it was detected.
- Yearly exams afterwards. If there are no signs of retinopathy and blood sugar is well controlled, your eye doctor may suggest an exam every one to two years.
- For women with pre-existing diabetes who are planning a pregnancy or become pregnant, an exam before pregnancy or in the first trimester, with closer monitoring afterwards.

Screening usually involves dilating the pupils to examine the retina, retinal photographs and often optical coherence tomography (OCT) to look for swelling in the macula.

## Lowering your risk and treating the disease

The longer you have had diabetes, the higher the risk, but you have real influence over it:

- Keep blood sugar as close to your target as you safely can.
- Control blood pressure and cholesterol.
- Do not smoke.
- Keep all your eye appointments, even when your vision feels fine.

When retinopathy does need treatment, today's options are effective, especially when started in time:

- **Anti-VEGF injections** into the eye, which reduce swelling and abnormal vessel growth. They are a mainstay of treatment for macular oedema.
- **Laser treatment**, to seal leaking vessels or reduce the stimulus for abnormal vessel growth.
- **Vitrectomy surgery**, for bleeding that does not clear or for traction on the retina.

## Diabetes and eye surgery

If you have diabetes and are considering cataract or refractive surgery, your retina needs a careful look first. Well-controlled diabetes does not automatically rule out surgery, but retinopathy or macular oedema may need treatment beforehand and can change the plan.

At Claravia, every evaluation for patients with diabetes includes a dilated retinal exam, and we ask for your recent blood sugar results before you travel.`,
      es: `La diabetes afecta a todo el cuerpo, y los ojos no son la excepción. La retinopatía diabética, el daño de los pequeños vasos sanguíneos de la retina, es una de las principales causas de pérdida de visión en adultos en edad laboral. Sin embargo, buena parte de esa pérdida se puede prevenir, y la clave está en encontrar la enfermedad antes de que notes algo.

## Qué pasa en la retina

Con el tiempo, el azúcar alto en la sangre daña los diminutos vasos que nutren la retina, la capa sensible a la luz del fondo del ojo. Estos vasos pueden dejar escapar líquido o sangre, o bien taparse.

- **Retinopatía diabética no proliferativa.** Es la etapa inicial. Aparecen pequeñas dilataciones, hemorragias diminutas y filtraciones en los vasos. Muchas personas no tienen ningún síntoma.
- **Retinopatía diabética proliferativa.** Es la etapa avanzada. La retina, al no recibir suficiente oxígeno, genera vasos nuevos y frágiles que pueden sangrar dentro del ojo o tirar de la retina hasta desprenderla.
- **Edema macular diabético.** Puede aparecer en cualquier etapa, cuando se acumula líquido en la mácula, la zona de la retina responsable de la visión central nítida. Es una causa frecuente de visión borrosa en personas con diabetes.

## Por qué no puedes esperar a tener síntomas

En sus primeras etapas, la retinopatía diabética es silenciosa. Cuando la visión se nubla o aparecen manchas flotantes o zonas oscuras, la enfermedad puede estar ya avanzada. Por eso son tan importantes los exámenes periódicos con dilatación de pupila.

La Asociación Americana de la Diabetes recomienda:

- En adultos con diabetes tipo 1, un primer examen oftalmológico completo dentro de los cinco años posteriores al diagnóstico.
- En personas con diabetes tipo 2, un examen en el momento del diagnóstico, porque la enfermedad puede llevar años presente antes de detectarse.
- Después, un examen cada año. Si no hay signos de retinopatía y la glucosa está bien controlada, tu oftalmólogo puede proponerte controles cada uno o dos años.
- En mujeres con diabetes previa que planean un embarazo o quedan embarazadas, un examen antes del embarazo o en el primer trimestre, con un seguimiento más estrecho después.

El tamizaje suele incluir la dilatación de las pupilas para examinar la retina, fotografías del fondo de ojo y, con frecuencia, una tomografía de coherencia óptica (OCT) para detectar edema en la mácula.

## Cómo reducir el riesgo y tratar la enfermedad

Cuantos más años llevas con diabetes, mayor es el riesgo, pero tienes mucho margen para influir en él:

- Mantén la glucosa lo más cerca posible de tu meta, siempre de forma segura.
- Controla la presión arterial y el colesterol.
- No fumes.
- No faltes a tus citas con el oftalmólogo, aunque veas bien.

Cuando la retinopatía necesita tratamiento, las opciones actuales son eficaces, sobre todo si se empiezan a tiempo:

- **Inyecciones intraoculares de antiangiogénicos (anti-VEGF)**, que reducen el edema y el crecimiento de vasos anormales. Son un pilar del tratamiento del edema macular.
- **Láser**, para sellar los vasos que filtran o reducir el estímulo que hace crecer vasos anormales.
- **Vitrectomía**, una cirugía indicada para hemorragias que no se reabsorben o cuando hay tracción sobre la retina.

## Diabetes y cirugía ocular

Si tienes diabetes y estás pensando en una cirugía de catarata o refractiva, primero hay que revisar con cuidado tu retina. Una diabetes bien controlada no descarta automáticamente la cirugía, pero una retinopatía o un edema macular pueden requerir tratamiento previo y cambiar el plan.

En Claravia, toda evaluación de pacientes con diabetes incluye un examen de retina con dilatación, y te pedimos tus resultados recientes de glucosa antes de viajar.`,
    },
  },
  {
    slug: 'first-week-after-lasik-recovery',
    category: 'refractive-surgery',
    author: 'lucia-fernandez',
    publishedAt: '2026-10-13',
    title: {
      en: 'Recovering well: your first week after LASIK',
      es: 'Una buena recuperación: tu primera semana después del LASIK',
    },
    excerpt: {
      en: "What to expect from the evening of surgery to day seven: the drops, the dos and don'ts, what is normal and the warning signs that need a call.",
      es: 'Qué esperar desde la noche de la cirugía hasta el séptimo día: las gotas, lo que sí y lo que no, qué es normal y las señales de alarma que requieren una llamada.',
    },
    body: {
      en: `LASIK recovery is famously quick, and many people are surprised by how well they see the morning after surgery. Still, the first week is when the corneal flap settles and the eye is most vulnerable, so a few simple rules make a real difference. Your surgeon's instructions always come first; this guide explains the reasons behind the most common ones.

## The first 24 hours

- **Go straight to rest.** Most people feel burning, tearing or a gritty sensation for a few hours once the numbing drops wear off. Sleep is the best remedy.
- **Do not drive.** Someone else should take you back to your hotel or home.
- **Start your drops on schedule.** Usually an antibiotic to prevent infection and an anti-inflammatory drop, plus lubricating drops.
- **Wear the eye shields** when you sleep, so you do not rub your eyes without realising it.

Vision is often hazy or foggy that first evening. This is expected.

The next morning, your surgeon will check the flap and your vision. Many people already see well enough to go about their day, although vision may fluctuate during the day and over the following weeks. Do not drive until your surgeon confirms that your vision meets the legal standard.

## Days 2 to 7: protecting the healing eye

**Do:**

- Keep using your drops exactly as prescribed, with clean hands.
- Use preservative-free artificial tears generously; dryness is common.
- Wear sunglasses outdoors, as your eyes will be more sensitive to light.
- Take regular breaks from screens. Reading and using a phone are fine in moderation, but your eyes will tire easily.

**Avoid:**

- Rubbing or pressing on your eyes. This is the most important rule of all.
- Getting tap water, soap or shampoo in your eyes. Shower with your eyes closed and your head tilted back.
- Swimming, hot tubs and saunas, usually for at least one to two weeks.
- Eye make-up, usually for about a week. Throw away old mascara and eyeliner.
- Contact sports or activities with a risk of a blow to the face.
- Dusty or smoky environments.

Light exercise such as walking is usually fine after a few days. Ask your surgeon before returning to the gym or running.

## What is normal and what is not

During the first week, these are common and usually settle:

- Mild dryness and a scratchy feeling.
- Halos, glare or starbursts around lights at night.
- Vision that changes slightly from morning to evening.
- Small red patches on the white of the eye, from the suction ring used during surgery.

Contact your surgeon immediately if you have:

- Pain that gets worse instead of better.
- Vision that worsens rather than gradually improving.
- Increasing redness, discharge or marked sensitivity to light.
- Any injury to the eye.

Beyond the first week, your vision will keep stabilising for several weeks, sometimes a few months. Keep every follow-up appointment, including those with your eye doctor at home if you travelled for surgery. Be patient with small fluctuations: for most people, they fade as the eye heals.`,
      es: `La recuperación del LASIK tiene fama de ser rápida, y muchas personas se sorprenden de lo bien que ven a la mañana siguiente. Aun así, la primera semana es cuando el *flap* corneal se asienta y el ojo está más vulnerable, así que unas cuantas reglas sencillas marcan la diferencia. Las indicaciones de tu cirujano siempre van primero; esta guía explica el porqué de las más comunes.

## Las primeras 24 horas

- **Directo a descansar.** Cuando pasa el efecto de las gotas anestésicas, la mayoría siente ardor, lagrimeo o arenilla durante algunas horas. Dormir es el mejor remedio.
- **No manejes.** Alguien más debe llevarte al hotel o a tu casa.
- **Empieza tus gotas a la hora indicada.** Normalmente, un antibiótico para prevenir infecciones y un antiinflamatorio, además de lágrimas artificiales.
- **Usa los protectores oculares** para dormir, así no te frotarás los ojos sin darte cuenta.

Es habitual que esa primera noche la visión esté nublada o como empañada. Es lo esperado.

A la mañana siguiente, tu cirujano revisará el *flap* y tu visión. Muchas personas ya ven lo suficiente para hacer vida normal, aunque la visión puede variar a lo largo del día y en las semanas siguientes. No manejes hasta que tu cirujano confirme que tu visión cumple con lo exigido para conducir.

## Del día 2 al 7: cuida el ojo mientras sana

**Sí:**

- Sigue usando tus gotas tal como te las recetaron, con las manos limpias.
- Usa con generosidad lágrimas artificiales sin conservantes: la sequedad es frecuente.
- Ponte gafas de sol al aire libre, porque tus ojos estarán más sensibles a la luz.
- Haz pausas frecuentes frente a las pantallas. Puedes leer y usar el celular con moderación, pero tus ojos se cansarán fácilmente.

**Evita:**

- Frotarte o apretarte los ojos. Es la regla más importante de todas.
- Que te entre agua de la llave, jabón o champú en los ojos. Báñate con los ojos cerrados y la cabeza inclinada hacia atrás.
- Nadar y usar jacuzzis o saunas, por lo general durante al menos una o dos semanas.
- Maquillarte los ojos, normalmente durante una semana. Desecha la máscara de pestañas y el delineador viejos.
- Los deportes de contacto y las actividades con riesgo de golpes en la cara.
- Los ambientes con polvo o humo.

La actividad física suave, como caminar, suele estar permitida a los pocos días. Pregúntale a tu cirujano antes de volver al gimnasio o a correr.

## Qué es normal y qué no

Durante la primera semana, esto es frecuente y suele ceder:

- Sequedad leve y sensación de aspereza.
- Halos, destellos o estrellas alrededor de las luces por la noche.
- Visión que cambia un poco de la mañana a la noche.
- Pequeñas manchas rojas en la parte blanca del ojo, por el anillo de succión que se usa durante la cirugía.

Contacta de inmediato a tu cirujano si tienes:

- Dolor que empeora en lugar de mejorar.
- Visión que va a peor en vez de mejorar poco a poco.
- Más enrojecimiento, secreción o mucha sensibilidad a la luz.
- Cualquier golpe o lesión en el ojo.

Más allá de la primera semana, tu visión seguirá estabilizándose durante varias semanas, a veces algunos meses. No faltes a ningún control, incluidos los que tengas con tu oftalmólogo en casa si viajaste para operarte. Ten paciencia con las pequeñas fluctuaciones: en la mayoría de las personas desaparecen a medida que el ojo sana.`,
    },
  },
]
