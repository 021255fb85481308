import type { LegalPageSeed } from './types'

/*
 * Legal pages: the privacy policy and the terms and conditions, each written
 * natively in English and Spanish. Markdown with ## sections; no HTML.
 */

export const legalPages: LegalPageSeed[] = [
  {
    slug: 'privacy-policies',
    title: { en: 'Privacy Policy', es: 'Política de privacidad' },
    updatedAt: '2026-11-01',
    body: {
      en: `This policy explains what personal data Claravia collects, why we use it, who we share it with and what rights you have.

## Who we are

Claravia S.A.S. ("Claravia", "we") is a medical-travel facilitator for eye care and selected treatments. We coordinate assessments, treatment at independent partner clinics in Colombia, Mexico, Spain, Panama and Costa Rica, travel logistics and follow-up. We are not a clinic and we do not practise medicine.

Claravia S.A.S. is the controller of the data described here:

- **Address:** {{company_address}}
- **Email:** [privacy@claravia.example](mailto:privacy@claravia.example)

Our privacy team handles every request and complaint about personal data. Each partner clinic is a separate controller for the data it uses to give you medical care, including your clinical record, and will give you its own privacy notice.

We follow the EU General Data Protection Regulation (GDPR) and Spain's Organic Law 3/2018 (LOPDGDD), Colombia's Law 1581 of 2012 and Decree 1377 of 2013, and the Mexican federal law on the protection of personal data held by private parties.

## What data we collect

- **Contact details:** name, email, phone number, country, preferred language and what you write to us.
- **Account data:** login email, password (stored only as a secure hash), profile and saved preferences.
- **Health information you choose to share:** for example your prescription, eye history, previous surgery, medication and test results. This is special category (sensitive) data and we only process it with your explicit consent. You are never obliged to answer questions about your health, but without some of this information a clinic cannot tell whether a treatment may suit you.
- **Booking and payment data:** treatments of interest, chosen clinic, appointment dates, travel details you give us, amounts paid and payment status. Card details go straight to our payment provider, Stripe, and never reach Claravia's servers.
- **Technical data:** IP address, browser type, pages requested and error records, needed to run and protect the website.

## Cookies and local storage

We use only what the website needs to work. There are no advertising cookies and no tracking across other websites.

- **Session cookie:** keeps you signed in until you sign out or the session expires.
- **Language cookie:** remembers English or Spanish for up to one year.
- **Notification cookie:** lasts about a minute, to show a confirmation after you send a form.
- **Colour preference:** light, dark or system mode, saved in your browser's local storage. It stays on your device.

These are strictly necessary, so they need no consent. We will ask before adding any others.

## Why we use your data and our legal basis

- **Managing your account and coordinating your assessment, treatment, travel and follow-up:** performance of our contract with you; for health information, your explicit consent.
- **Answering your messages:** steps you ask for before a contract, or our legitimate interest in replying.
- **Payments, refunds and accounting records:** our contract and our tax and accounting obligations.
- **Service messages** such as confirmations and reminders: our contract.
- **News and offers:** only if you opt in; you can unsubscribe at any time.
- **Security, fraud prevention and fixing errors:** our legitimate interest in running a safe service.
- **Legal obligations and claims:** legal obligation and legitimate interest.

In Colombia and Mexico, you give your authorisation when you create an account or send a form, and a separate, express consent before we receive any health information.

We do not sell personal data, and we make no automated decisions with legal or similarly significant effects on you. Only the treating specialist decides whether you are a candidate for treatment.

## Who we share your data with

- **Partner clinics:** only the clinic you choose, or those you ask us to contact for a quote, with your consent and only what is needed to provide the service you requested.
- **Processors:** our hosting, email and payment (Stripe) providers, acting on our instructions under contracts that require confidentiality and security. Stripe also uses some data under its own privacy policy, for example to prevent fraud.
- **Travel providers:** the details needed for flights, accommodation or transfers you ask us to arrange. Never your health information.
- **Authorities:** when the law requires it.

We never share your health information with advertisers, employers or insurers unless you ask us to.

## International transfers

Our team is in Colombia, our partner clinics are in five countries and some providers store data abroad, so your data may be processed outside your country:

- **From the European Economic Area**, we use the European Commission's standard contractual clauses with our providers. Sending data to the clinic you chose is necessary for the service you requested, and health information is sent only with your explicit consent.
- **From Colombia**, we transfer data only to countries with an adequate level of protection or where the law allows it, such as with your authorisation or to perform our contract.
- **From Mexico**, we make only the transfers needed for the service you requested.

You can ask us for a copy of these safeguards.

## How long we keep your data

- **Account data:** while your account exists; deleted within 30 days after you close it, except the records below.
- **Health information:** the clinic keeps your clinical record as required by the medical-record laws of its country. We keep our copy only while we coordinate your treatment and follow-up.
- **Booking and payment records:** as long as tax and accounting laws require (in Colombia, up to ten years).
- **Contact messages** not linked to a booking: 24 months.
- **Security logs:** up to 90 days, unless needed to investigate an incident.

## Your rights

You have the right to **access** your data, **rectify** it, ask for its **erasure**, receive it in a portable format (**portability**), **object** to processing based on our legitimate interests or for marketing, ask us to **restrict** processing, and **withdraw your consent** at any time without affecting earlier processing.

**In Mexico**, these include your ARCO rights (access, rectification, cancellation and opposition), plus revoking consent and limiting the use or disclosure of your data.

**In Colombia**, your right of habeas data lets you know, update and rectify your data, ask for proof of your authorisation, learn how it has been used, and revoke your authorisation or ask for deletion when no legal or contractual duty requires us to keep it.

## How to exercise your rights

Email [privacy@claravia.example](mailto:privacy@claravia.example) or write to our postal address with your name, the email linked to your account and the right you want to exercise. We may ask you to confirm your identity. A representative can act for you with proof of authorisation. It is free of charge.

We reply within the legal deadlines that apply to you: under the GDPR, one month, extendable by two months for complex requests; under Colombian law, 10 business days for queries and 15 for claims, extendable when the law allows. If we cannot fully grant a request, for example because we must keep certain records, we will explain why.

## Complaints

Please contact us first so we can try to help. You can also complain to:

- **Spain:** the Agencia Española de Protección de Datos (AEPD), or the authority of the EU country where you live or work.
- **Colombia:** the Superintendencia de Industria y Comercio, after first submitting your claim to us, as Colombian law requires.
- **Mexico:** the competent data-protection authority in Mexico.
- **Elsewhere:** the data-protection authority of your country.

## Security

We use encrypted connections, hashed passwords, access limited to staff who need it, confidentiality obligations and backups. If an incident puts your data at risk, we will notify the authorities and you whenever the law requires it. Please use a strong, unique password.

## Minors

Our services are for adults. If a patient is under 18, a parent or legal guardian must create the account, give any consent needed and take part in every booking. If we learn we have collected a minor's data without that involvement, we will delete it.

## Changes to this policy

We may update this policy when our services or the law change; the date on this page shows the current version. We will tell you about significant changes by email or on the website before they take effect, and ask for your consent again where the law requires it.
`,
      es: `Esta política explica qué datos personales recoge Claravia, para qué los usamos, con quién los compartimos y qué derechos tienes sobre ellos.

## Quiénes somos

Claravia S.A.S. ("Claravia", "nosotros") es una empresa facilitadora de turismo médico para salud visual y tratamientos seleccionados. Coordinamos valoraciones, tratamientos en clínicas aliadas independientes de Colombia, México, España, Panamá y Costa Rica, la logística del viaje y el seguimiento posterior. No somos una clínica ni ejercemos la medicina.

Claravia S.A.S. es la responsable del tratamiento de los datos descritos en esta política:

- **Dirección:** {{company_address}}
- **Correo electrónico:** [privacy@claravia.example](mailto:privacy@claravia.example)

Nuestro equipo de privacidad atiende todas las consultas y reclamos sobre datos personales. Cada clínica aliada es responsable, por su cuenta, de los datos que usa para brindarte atención médica, incluida tu historia clínica, y te entregará su propio aviso de privacidad.

Cumplimos el Reglamento General de Protección de Datos de la Unión Europea (RGPD) y la Ley Orgánica 3/2018 de España (LOPDGDD), la Ley 1581 de 2012 y el Decreto 1377 de 2013 de Colombia, y la legislación federal mexicana de protección de datos personales en posesión de los particulares.

## Qué datos recogemos

- **Datos de contacto:** nombre, correo electrónico, teléfono, país, idioma preferido y lo que nos escribas.
- **Datos de la cuenta:** correo de acceso, contraseña (guardada solo como hash seguro, nunca legible), perfil y preferencias guardadas.
- **Información de salud que decidas compartir:** por ejemplo, tu fórmula óptica, antecedentes oculares, cirugías previas, medicamentos y resultados de exámenes. Son datos sensibles (de categoría especial) y solo los tratamos con tu consentimiento explícito. No tienes la obligación de responder preguntas sobre tu salud, aunque sin parte de esa información la clínica no puede saber si un tratamiento podría ser adecuado para ti.
- **Datos de reservas y pagos:** tratamientos que te interesan, clínica elegida, fechas de citas, datos de viaje que nos des, importes pagados y estado del pago. Los datos de tu tarjeta van directamente a nuestro proveedor de pagos, Stripe, y nunca llegan a los servidores de Claravia.
- **Datos técnicos:** dirección IP, tipo de navegador, páginas solicitadas y registros de errores, necesarios para operar y proteger el sitio.

## Cookies y almacenamiento local

Solo usamos lo que el sitio necesita para funcionar: ni cookies publicitarias ni rastreo en otros sitios web.

- **Cookie de sesión:** mantiene tu sesión iniciada hasta que la cierres o caduque.
- **Cookie de idioma:** recuerda si prefieres español o inglés, hasta por un año.
- **Cookie de notificación:** dura cerca de un minuto y muestra una confirmación al enviar un formulario.
- **Preferencia de color:** el modo claro, oscuro o del sistema se guarda en el almacenamiento local de tu navegador y no sale de tu dispositivo.

Al ser estrictamente necesarias, no requieren consentimiento; si añadimos otras, te lo pediremos antes.

## Para qué usamos tus datos y con qué base legal

- **Gestionar tu cuenta y coordinar tu valoración, tratamiento, viaje y seguimiento:** la ejecución del contrato contigo; para la información de salud, tu consentimiento explícito.
- **Responder tus mensajes:** las gestiones previas al contrato que nos pidas o nuestro interés legítimo.
- **Pagos, reembolsos y registros contables:** el contrato y nuestras obligaciones tributarias y contables.
- **Mensajes del servicio**, como confirmaciones y recordatorios: el contrato.
- **Novedades y ofertas:** solo si lo aceptas; puedes darte de baja cuando quieras.
- **Seguridad, prevención del fraude y corrección de errores:** nuestro interés legítimo en ofrecer un servicio seguro.
- **Obligaciones legales y reclamaciones:** la obligación legal y el interés legítimo.

En Colombia y México, nos das tu autorización al crear una cuenta o enviar un formulario, y un consentimiento expreso y separado antes de que recibamos cualquier información de salud.

No vendemos datos personales ni tomamos decisiones automatizadas con efectos jurídicos o igualmente significativos para ti. Solo el especialista tratante decide si un tratamiento es adecuado para ti.

## Con quién compartimos tus datos

- **Clínicas aliadas:** solo la clínica que elijas, o aquellas a las que nos pidas solicitar una cotización, con tu consentimiento y únicamente lo necesario para prestar el servicio que pediste.
- **Encargados del tratamiento:** nuestros proveedores de alojamiento web, envío de correos y pagos (Stripe), que actúan según nuestras instrucciones y con contratos que exigen confidencialidad y seguridad. Stripe también usa algunos datos según su propia política de privacidad, por ejemplo para prevenir fraudes.
- **Proveedores de viaje:** los datos necesarios para los vuelos, el alojamiento o los traslados que nos pidas organizar. Nunca tu información de salud.
- **Autoridades:** cuando la ley lo exija.

Nunca compartimos tu información de salud con anunciantes, empleadores ni aseguradoras, salvo que tú nos lo pidas.

## Transferencias internacionales

Nuestro equipo está en Colombia, las clínicas aliadas están en cinco países y algunos proveedores guardan datos en el exterior, así que tus datos pueden tratarse fuera de tu país:

- **Desde el Espacio Económico Europeo**, usamos con nuestros proveedores las cláusulas contractuales tipo de la Comisión Europea. Enviar tus datos a la clínica que elegiste es necesario para prestar el servicio que solicitaste, y la información de salud solo se envía con tu consentimiento explícito.
- **Desde Colombia**, solo transferimos datos a países con un nivel adecuado de protección o cuando la ley lo permite, por ejemplo con tu autorización o para ejecutar el contrato.
- **Desde México**, solo realizamos las transferencias necesarias para el servicio que pediste.

Puedes pedirnos una copia de estas garantías.

## Cuánto tiempo conservamos tus datos

- **Datos de la cuenta:** mientras la cuenta exista; los borramos dentro de los 30 días siguientes a su cierre, salvo los registros indicados abajo.
- **Información de salud:** la clínica conserva tu historia clínica durante el plazo que exijan las normas sobre historia clínica de su país. Nosotros guardamos nuestra copia solo mientras coordinamos tu tratamiento y seguimiento.
- **Registros de reservas y pagos:** el tiempo que exijan las normas tributarias y contables (en Colombia, hasta diez años).
- **Mensajes de contacto** no vinculados a una reserva: 24 meses.
- **Registros de seguridad:** hasta 90 días, salvo que los necesitemos para investigar un incidente.

## Tus derechos

Tienes derecho a **acceder** a tus datos, **rectificarlos**, pedir su **supresión**, recibirlos en un formato estructurado (**portabilidad**), **oponerte** al tratamiento basado en nuestro interés legítimo o con fines comerciales, pedir la **limitación** del tratamiento y **retirar tu consentimiento** en cualquier momento, sin que eso afecte el tratamiento anterior.

**En México**, esto incluye tus derechos ARCO (acceso, rectificación, cancelación y oposición), además de revocar tu consentimiento y limitar el uso o la divulgación de tus datos.

**En Colombia**, tu derecho de hábeas data te permite conocer, actualizar y rectificar tus datos, pedir prueba de la autorización que diste, saber qué uso se les ha dado, y revocar la autorización o pedir su supresión cuando no exista un deber legal o contractual de conservarlos.

## Cómo ejercer tus derechos

Escribe a [privacy@claravia.example](mailto:privacy@claravia.example) o a nuestra dirección postal indicando tu nombre, el correo asociado a tu cuenta y el derecho que quieres ejercer. Podemos pedirte que confirmes tu identidad. Un representante puede actuar en tu nombre si acredita tu autorización. El trámite es gratuito.

Respondemos dentro de los plazos legales que te apliquen: según el RGPD, un mes, prorrogable dos meses más en solicitudes complejas; según la ley colombiana, 10 días hábiles para consultas y 15 para reclamos, prorrogables en los casos que la ley permite. Si no podemos atenderla por completo, por ejemplo porque debemos conservar ciertos registros, te explicaremos el motivo.

## Quejas ante la autoridad

Escríbenos primero para intentar ayudarte. También puedes presentar una queja ante:

- **España:** la Agencia Española de Protección de Datos (AEPD) o la autoridad del país de la Unión Europea donde vivas o trabajes.
- **Colombia:** la Superintendencia de Industria y Comercio, después de haber presentado tu reclamo ante nosotros, como exige la ley colombiana.
- **México:** la autoridad competente en materia de protección de datos en México.
- **Otros países:** la autoridad de protección de datos de tu país.

## Seguridad

Usamos conexiones cifradas, contraseñas protegidas con hash, acceso restringido al personal que lo necesita, obligaciones de confidencialidad y copias de seguridad. Si un incidente pone en riesgo tus datos, te avisaremos a ti y a las autoridades siempre que la ley lo exija. Usa una contraseña segura y exclusiva para este sitio.

## Menores de edad

Nuestros servicios están dirigidos a personas adultas. Si el paciente es menor de 18 años, su madre, padre o representante legal debe crear la cuenta, dar los consentimientos necesarios y participar en cada reserva. Si descubrimos que recogimos datos de un menor sin esa participación, los borraremos.

## Cambios en esta política

Podemos actualizar esta política cuando cambien nuestros servicios o la ley; la fecha de esta página indica la versión vigente. Te avisaremos de los cambios importantes por correo electrónico o en el sitio antes de que entren en vigor, y volveremos a pedirte el consentimiento cuando la ley lo exija.
`,
    },
  },
  {
    slug: 'terms-and-conditions',
    title: { en: 'Terms and Conditions', es: 'Términos y condiciones' },
    updatedAt: '2026-11-01',
    body: {
      en: `These terms govern your use of the Claravia website and services. By creating an account or making a booking, you accept them. Our Privacy Policy explains how we handle your personal data.

## Who we are and what we do

Claravia S.A.S. ("Claravia", "we"), {{company_address}}, is a medical-travel facilitator for eye care and selected treatments. We help you:

- compare treatments and partner clinics;
- book a preoperative assessment and coordinate treatment dates;
- organise flights, accommodation and transfers;
- arrange follow-up during your recovery.

**Claravia is not a clinic and does not practise medicine.** Our partner clinics in Colombia, Mexico, Spain, Panama and Costa Rica are independent businesses, and their doctors are independent professionals. The treating clinic and doctor are solely responsible for your diagnosis, treatment and medical care, and they will obtain your informed consent before any procedure. Your agreement for medical treatment is with the clinic.

## Your account

- You must be at least 18 years old to open an account. A parent or legal guardian must act for patients under 18.
- Give us accurate information and keep it up to date.
- Keep your password confidential and tell us at once if you think someone else has used your account.
- You can close your account at any time. Bookings already made are handled under these terms.

We may suspend or close an account in cases of fraud, misuse or abusive behaviour towards our team or partner clinics. Except in urgent cases, we will tell you first.

## Bookings and the preoperative assessment

Your first step is usually a preoperative assessment at a partner clinic.

**The fee** is shown before you pay, in the currency displayed, with any applicable taxes included unless we say otherwise.

**The assessment includes:**

- a consultation with a specialist at the clinic;
- the diagnostic tests the specialist needs for the treatment you are considering, such as a refraction test, corneal mapping and eye-pressure measurement for eye treatments;
- an explanation of your results, with a written summary stating whether you are a candidate;
- our coordination before and after the appointment.

**It does not include** the treatment itself, medication, extra tests the specialist recommends that were not part of your booking (the clinic will tell you the price first), travel, accommodation or meals.

Your booking is confirmed when the payment succeeds and you receive our confirmation email. Appointment times are in the clinic's local time. The assessment does not guarantee that you will be a candidate or that the clinic will offer you treatment.

## Rescheduling, cancellation and refunds

- **Up to 48 hours before your appointment**, you can reschedule or cancel free of charge. If you cancel, we refund the full fee.
- **Less than 48 hours before, or if you do not attend**, the fee is not refunded, because the clinic has reserved time and staff for you. We will still try to find you a new time, although we cannot guarantee one.
- **Serious reasons beyond your control**, such as a documented medical emergency, a cancelled flight or a natural disaster, entitle you to a free new date or, if that is not possible, a refund.
- **If the clinic or Claravia cancels or moves your appointment**, you choose between a new date and a full refund, and we will help you change any travel arrangements we made for you.
- **If the specialist concludes that you are not a candidate**, the fee is not refunded: the assessment was carried out, and that conclusion is a valid medical result.

Refunds go back to the original payment method within 10 business days of approval. The clinic's own cancellation terms for treatment will appear in your written quote.

These rules do not limit any right of withdrawal or cancellation that consumer law in your country gives you.

## Payments

- The assessment fee is paid online through our payment provider, Stripe. You enter your card details in Stripe's secure form, and they never reach Claravia's servers.
- Your bank may charge currency conversion or foreign transaction fees.
- Treatment prices are set by the clinic and confirmed in a written quote before you travel. Unless the quote says otherwise, you pay the clinic directly under its own terms. If the specialist finds that a different procedure is needed, the clinic must explain the new price and you decide whether to go ahead.
- Everything Claravia charges is shown before you pay. There are no hidden fees.

## Medical information on our website

Treatment descriptions, recovery times, price ranges, articles, FAQs and chat replies on our website are general information. They are not medical advice and are not a substitute for a consultation with a qualified professional. Results vary from person to person.

Only the treating specialist, after examining you, can decide whether you are a candidate and which treatment suits you. Never delay or ignore medical advice because of something you read on our website. In an emergency, contact local emergency services.

## Your responsibilities

- Give the clinic complete and truthful health information. Leaving things out can put your health at risk.
- Follow the clinic's instructions before and after treatment, and attend your follow-up appointments.
- Make sure you have a valid passport and any visas or health documents the destination country requires. We can give general guidance, but this remains your responsibility.
- We strongly recommend travel insurance that covers medical complications, trip cancellation and repatriation. Some policies exclude planned treatment abroad, so check yours carefully.
- Do not book your return flight until you know how long the clinic needs to see you after treatment.
- Use the website lawfully and do not try to access other people's accounts or disrupt the service.

## Third-party services

Airlines, hotels, transport companies and insurers provide their services under their own terms. We are not responsible for how they perform, but we will help you if something goes wrong.

## Our liability

We are responsible for providing our facilitation services with reasonable care and skill.

We are not responsible for the medical acts or omissions of partner clinics and their doctors, or for the results of treatment; the clinic and the treating doctor are. If you have a concern about your care, we will help you raise it with the clinic and follow it up. Nor are we responsible for events beyond our reasonable control.

As far as the law allows, our total liability for a booking is limited to the amounts you paid to Claravia for it, and we are not liable for indirect losses such as loss of earnings.

Nothing in these terms excludes or limits liability that cannot be excluded by law, including for fraud, gross negligence, wilful misconduct, or death or personal injury caused by our negligence.

## Your consumer rights

Nothing in these terms takes away the rights you have under the mandatory consumer-protection laws of your country, such as Colombia's Consumer Statute (Law 1480 of 2011) or the consumer laws of the European Union and Spain. If a court finds any clause invalid, the rest of these terms remain in force.

## Complaints

Tell us through the contact form on our website or by post, with your name, booking reference, what happened and what you would like us to do. We will acknowledge your complaint within 2 business days and give you a full answer within 15 business days. If it concerns medical care, we will pass it to the clinic with your permission and follow it up.

If you are not satisfied, you can contact the Superintendencia de Industria y Comercio in Colombia or the consumer authority of your country.

## Governing law

These terms are governed by Colombian law, and the courts of Bogotá have jurisdiction. If you are a consumer living in another country, you keep the protection of the mandatory rules of your country's law and may bring a claim in your local courts where that law allows.

## Changes to these terms

We may update these terms; the date on this page shows the current version. We will tell you about significant changes by email before they take effect. Bookings already confirmed remain under the terms in force when you made them, unless a change is in your favour.

## Contact

Claravia S.A.S., {{company_address}}. You can reach us through the contact form on our website. For questions about personal data, write to [privacy@claravia.example](mailto:privacy@claravia.example).
`,
      es: `Estos términos regulan el uso del sitio web y de los servicios de Claravia. Al crear una cuenta o hacer una reserva, los aceptas. Nuestra Política de privacidad explica cómo tratamos tus datos personales.

## Quiénes somos y qué hacemos

Claravia S.A.S. ("Claravia", "nosotros"), con domicilio en {{company_address}}, es una facilitadora de turismo médico para salud visual y tratamientos seleccionados. Te ayudamos a:

- comparar tratamientos y clínicas aliadas;
- reservar una valoración preoperatoria y coordinar las fechas del tratamiento;
- organizar vuelos, alojamiento y traslados;
- coordinar el seguimiento durante tu recuperación.

**Claravia no es una clínica ni ejerce la medicina.** Nuestras clínicas aliadas en Colombia, México, España, Panamá y Costa Rica son empresas independientes, y sus médicos son profesionales independientes. La clínica y el médico tratante son los únicos responsables de tu diagnóstico, tratamiento y atención médica, y obtendrán tu consentimiento informado antes de cualquier procedimiento. El acuerdo sobre la atención médica lo celebras con la clínica.

## Tu cuenta

- Debes tener al menos 18 años para abrir una cuenta. Por los pacientes menores de edad debe actuar su madre, padre o representante legal.
- Danos información correcta y mantenla actualizada.
- Mantén tu contraseña en reserva y avísanos de inmediato si crees que otra persona usó tu cuenta.
- Puedes cerrar tu cuenta cuando quieras. Las reservas ya hechas se gestionan según estos términos.

Podemos suspender o cerrar una cuenta en casos de fraude, uso indebido o trato abusivo hacia nuestro equipo o las clínicas aliadas. Salvo en casos urgentes, te avisaremos antes.

## Reservas y valoración preoperatoria

Por lo general, el primer paso es una valoración preoperatoria en una clínica aliada.

**La tarifa** se muestra antes del pago, en la moneda indicada y con los impuestos aplicables incluidos, salvo que digamos lo contrario.

**La valoración incluye:**

- una consulta con un especialista de la clínica;
- los exámenes diagnósticos que el especialista necesite para el tratamiento que estás considerando, como la refracción, la topografía corneal y la medición de la presión ocular en los tratamientos de los ojos;
- la explicación de tus resultados y un resumen escrito que indica si el tratamiento es adecuado para ti;
- nuestra coordinación antes y después de la cita.

**No incluye** el tratamiento, los medicamentos, los exámenes adicionales que recomiende el especialista y que no formaban parte de tu reserva (la clínica te informará el precio antes), ni el viaje, el alojamiento o las comidas.

Tu reserva queda confirmada cuando el pago se aprueba y recibes nuestro correo de confirmación. Los horarios de las citas corresponden a la hora local de la clínica. La valoración no garantiza que el tratamiento sea adecuado para ti ni que la clínica te lo ofrezca.

## Cambios, cancelaciones y reembolsos

- **Hasta 48 horas antes de tu cita**, puedes cambiarla o cancelarla sin costo. Si cancelas, te reembolsamos la tarifa completa.
- **Con menos de 48 horas de anticipación, o si no te presentas**, la tarifa no se reembolsa, porque la clínica reservó tiempo y personal para ti. Aun así, intentaremos buscarte una nueva fecha, sin poder garantizarla.
- **Ante motivos graves ajenos a tu voluntad**, como una emergencia médica documentada, la cancelación de tu vuelo o un desastre natural, tienes derecho a una nueva fecha sin costo o, si no es posible, al reembolso.
- **Si la clínica o Claravia cancela o cambia tu cita**, eliges entre una nueva fecha y el reembolso total, y te ayudaremos a modificar los servicios de viaje que hayamos reservado por ti.
- **Si el especialista concluye que el tratamiento no es adecuado para ti**, la tarifa no se reembolsa: la valoración se realizó y esa conclusión es un resultado médico válido.

Los reembolsos se hacen al medio de pago original dentro de los 10 días hábiles siguientes a su aprobación. Las condiciones de cancelación del tratamiento son las de la clínica y figurarán en tu cotización escrita.

Estas reglas no limitan el derecho de retracto o desistimiento que te reconozcan las normas de protección al consumidor de tu país.

## Pagos

- La tarifa de la valoración se paga en línea a través de nuestro proveedor de pagos, Stripe. Ingresas los datos de tu tarjeta en el formulario seguro de Stripe y nunca llegan a los servidores de Claravia.
- Tu banco puede cobrarte comisiones por cambio de moneda o por compras internacionales.
- El precio del tratamiento lo fija la clínica y se confirma en una cotización escrita antes de tu viaje. Salvo que la cotización diga otra cosa, le pagas directamente a la clínica según sus propias condiciones. Si el especialista determina que se necesita un procedimiento distinto, la clínica debe explicarte el nuevo precio y tú decides si sigues adelante.
- Todo lo que cobra Claravia se muestra antes del pago. No hay cargos ocultos.

## Información médica en nuestro sitio

Las descripciones de tratamientos, tiempos de recuperación, rangos de precios, artículos, preguntas frecuentes y respuestas del chat son información general. No constituyen consejo médico ni sustituyen una consulta con un profesional calificado. Los resultados varían de una persona a otra.

Solo el especialista tratante, después de examinarte, puede decidir si un tratamiento es adecuado para ti y cuál te conviene. Nunca retrases ni ignores una recomendación médica por algo que hayas leído en nuestro sitio. En una emergencia, comunícate con los servicios de emergencia locales.

## Tus responsabilidades

- Dale a la clínica información de salud completa y veraz. Omitir datos puede poner en riesgo tu salud.
- Sigue las indicaciones de la clínica antes y después del tratamiento, y asiste a tus controles.
- Verifica que tienes un pasaporte vigente y las visas o documentos sanitarios que exija el país de destino. Podemos orientarte, pero esto sigue siendo tu responsabilidad.
- Te recomendamos firmemente contratar un seguro de viaje que cubra complicaciones médicas, cancelación del viaje y repatriación. Algunas pólizas excluyen los tratamientos programados en el exterior, así que revisa bien la tuya.
- No reserves el vuelo de regreso hasta saber cuánto tiempo necesita la clínica para controlarte después del tratamiento.
- Usa el sitio de forma lícita y no intentes acceder a cuentas ajenas ni interrumpir el servicio.

## Servicios de terceros

Las aerolíneas, los hoteles, las empresas de transporte y las aseguradoras prestan sus servicios según sus propias condiciones. No respondemos por su cumplimiento, pero te ayudaremos si algo sale mal.

## Nuestra responsabilidad

Respondemos por prestar nuestros servicios de facilitación con el cuidado y la diligencia debidos.

No somos responsables de los actos u omisiones médicas de las clínicas aliadas y sus médicos, ni de los resultados del tratamiento; esa responsabilidad es de la clínica y del médico tratante. Si tienes una inquietud sobre tu atención, te ayudaremos a presentarla ante la clínica y haremos seguimiento. Tampoco respondemos por hechos fuera de nuestro control razonable.

En la medida en que la ley lo permita, nuestra responsabilidad total por una reserva se limita a los importes que le pagaste a Claravia por ella, y no respondemos por daños indirectos, como el lucro cesante.

Nada en estos términos excluye ni limita la responsabilidad que la ley no permite excluir, incluida la derivada de fraude, culpa grave, dolo, o muerte o lesiones causadas por nuestra negligencia.

## Tus derechos como consumidor

Nada en estos términos te quita los derechos que te otorgan las normas imperativas de protección al consumidor de tu país, como el Estatuto del Consumidor de Colombia (Ley 1480 de 2011) o las normas de consumo de la Unión Europea y de España. Si un juez declara inválida alguna cláusula, el resto de estos términos sigue vigente.

## Quejas y reclamos

Escríbenos mediante el formulario de contacto del sitio o por correo postal, con tu nombre, número de reserva, lo que ocurrió y lo que esperas que hagamos. Confirmaremos la recepción en 2 días hábiles y te daremos una respuesta completa en 15 días hábiles. Si tu queja se refiere a la atención médica, con tu permiso se la trasladaremos a la clínica y haremos seguimiento.

Si la respuesta no te satisface, puedes acudir a la Superintendencia de Industria y Comercio en Colombia o a la autoridad de protección al consumidor de tu país.

## Ley aplicable

Estos términos se rigen por la ley colombiana y son competentes los jueces de Bogotá. Si contratas como consumidor y vives en otro país, conservas la protección de las normas imperativas de tu país y puedes presentar una reclamación ante los tribunales de tu domicilio cuando esa ley lo permita.

## Cambios en estos términos

Podemos actualizar estos términos; la fecha de esta página indica la versión vigente. Te avisaremos de los cambios importantes por correo electrónico antes de que entren en vigor. Las reservas ya confirmadas se rigen por los términos vigentes cuando las hiciste, salvo que un cambio te favorezca.

## Contacto

Claravia S.A.S., {{company_address}}. Puedes escribirnos mediante el formulario de contacto del sitio. Para consultas sobre datos personales, escribe a [privacy@claravia.example](mailto:privacy@claravia.example).
`,
    },
  },
]
