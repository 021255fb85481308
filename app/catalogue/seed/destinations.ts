import type { DestinationSeed } from './types'

/*
 * Population: city proper (municipality, district or canton), latest official
 * figure we could confirm, with the year it refers to.
 * Colombia: DANE, 2018 census adjusted for coverage. Mexico: INEGI, 2020 census
 * (Cancún: the locality, not the whole Benito Juárez municipality).
 * Spain: municipal register (padrón) at 1 January. Panama: INEC, 2010 census
 * (Panamá district). Costa Rica: INEC, 2011 census (San José canton).
 * Coordinates: the historic centre's main square or its usual reference point.
 */
export const destinations: DestinationSeed[] = [
  {
    slug: 'bogota',
    name: { en: 'Bogotá', es: 'Bogotá' },
    country: { en: 'Colombia', es: 'Colombia' },
    countryCode: 'CO',
    language: { en: 'Spanish', es: 'Español' },
    timeZone: 'America/Bogota',
    currency: 'COP',
    population: 7412566,
    populationYear: 2018,
    latitude: 4.5981,
    longitude: -74.076,
    summary: {
      en: "Colombia's capital: a long tradition in refractive surgery, modern private eye clinics and direct flights from the Americas and Europe.",
      es: 'La capital de Colombia: larga tradición en cirugía refractiva, clínicas oftalmológicas privadas modernas y vuelos directos desde América y Europa.',
    },
    about: {
      en: `Bogotá is Colombia's capital and its largest medical centre. Its private eye clinics work with the same laser and lens technology used in North America and Europe, and the city has a long history in refractive surgery: much of José Ignacio Barraquer's pioneering work on keratomileusis, a forerunner of LASIK, was done here. Private treatment usually costs considerably less than in the United States or Western Europe, and El Dorado International Airport has direct flights to many cities in the Americas and Europe.

At about 2,600 metres above sea level, Bogotá is cool all year round, typically between 7 and 19 °C, with rainier spells from April to May and from October to November. Take it easy on your first day while you adjust to the altitude, and wear sunglasses outdoors: the sun is strong at this height, even on cloudy days.

Traffic is heavy at rush hour, so we plan clinic transfers with time to spare. For short trips, app-based rides and registered taxis are the simplest option. Many private clinics are in the north of the city, close to the hotels, cafés and restaurants of Chicó, Usaquén and the Zona T.`,
      es: `Bogotá es la capital de Colombia y su principal centro médico. Sus clínicas oftalmológicas privadas trabajan con la misma tecnología láser y de lentes intraoculares que se usa en Norteamérica y Europa, y la ciudad tiene una larga historia en cirugía refractiva: buena parte de los trabajos pioneros de José Ignacio Barraquer sobre la queratomileusis, antecesora del LASIK, se hicieron aquí. Un tratamiento privado suele costar bastante menos que en Estados Unidos o Europa occidental, y el Aeropuerto Internacional El Dorado tiene vuelos directos a muchas ciudades de América y Europa.

A unos 2600 metros sobre el nivel del mar, Bogotá tiene un clima fresco todo el año, por lo general entre 7 y 19 °C, con temporadas más lluviosas de abril a mayo y de octubre a noviembre. Tómate el primer día con calma mientras te adaptas a la altura y usa gafas de sol al aire libre: a esta altitud el sol pega fuerte, incluso cuando está nublado.

El tráfico es pesado en horas pico, así que organizamos los traslados a la clínica con tiempo de sobra. Para trayectos cortos, lo más práctico son los taxis registrados y las aplicaciones de transporte. Muchas clínicas privadas están en el norte de la ciudad, cerca de los hoteles, cafés y restaurantes de Chicó, Usaquén y la Zona T.`,
    },
    attractions: [
      {
        name: { en: 'Gold Museum', es: 'Museo del Oro' },
        description: {
          en: 'One of the world’s largest collections of pre-Hispanic goldwork, in the heart of the historic city centre.',
          es: 'Una de las colecciones de orfebrería prehispánica más grandes del mundo, en pleno centro histórico.',
        },
      },
      {
        name: { en: 'Monserrate', es: 'Cerro de Monserrate' },
        description: {
          en: 'Take the cable car or funicular to the sanctuary at 3,152 metres for the best view over the city. Bring sunglasses and a warm layer.',
          es: 'Sube en teleférico o funicular al santuario, a 3152 metros, para tener la mejor vista de la ciudad. Lleva gafas de sol y algo abrigado.',
        },
      },
      {
        name: { en: 'La Candelaria', es: 'La Candelaria' },
        description: {
          en: 'The colonial old town around Plaza de Bolívar, with cobbled streets, churches, street art and small museums.',
          es: 'El centro histórico colonial alrededor de la Plaza de Bolívar, con calles empedradas, iglesias, arte urbano y pequeños museos.',
        },
      },
      {
        name: { en: 'Botero Museum', es: 'Museo Botero' },
        description: {
          en: 'Free museum in La Candelaria with works donated by Fernando Botero, including pieces from his own collection of European art.',
          es: 'Museo gratuito en La Candelaria con obras donadas por Fernando Botero, incluida parte de su colección personal de arte europeo.',
        },
      },
      {
        name: { en: 'Usaquén Sunday market', es: 'Mercado de las Pulgas de Usaquén' },
        description: {
          en: 'Crafts, food stalls and live music in the old square of Usaquén every Sunday — an easy outing close to the northern clinics.',
          es: 'Artesanías, comida y música en vivo en la plaza de Usaquén cada domingo: un paseo tranquilo cerca de las clínicas del norte.',
        },
      },
    ],
  },
  {
    slug: 'medellin',
    name: { en: 'Medellín', es: 'Medellín' },
    country: { en: 'Colombia', es: 'Colombia' },
    countryCode: 'CO',
    language: { en: 'Spanish', es: 'Español' },
    timeZone: 'America/Bogota',
    currency: 'COP',
    population: 2427129,
    populationYear: 2018,
    latitude: 6.2503,
    longitude: -75.5685,
    summary: {
      en: 'Spring-like weather all year, well-regarded private clinics and an easy metro system make Medellín a comfortable place to recover.',
      es: 'Clima primaveral todo el año, clínicas privadas de buen nivel y un metro fácil de usar hacen de Medellín un lugar cómodo para recuperarse.',
    },
    about: {
      en: `Medellín has become one of Colombia's main destinations for medical travel, with a strong private healthcare sector and eye clinics that treat patients from across the Americas. Prices are similar to Bogotá's and generally well below those in the United States, Canada or Europe. José María Córdova International Airport, in Rionegro, has direct flights to several US cities and is about 45 to 60 minutes from the city by road.

Known as the "City of Eternal Spring", Medellín sits at around 1,500 metres and stays mild all year, usually between 17 and 28 °C. There are two rainier seasons, roughly April–May and September–November, when short, heavy showers are common in the afternoon.

The metro, with its connected Metrocable cable cars, is clean, cheap and the easiest way to reach the centre. For clinic appointments we usually arrange a private transfer or an app-based ride. El Poblado and Laureles are the most popular neighbourhoods to stay in, with quiet hotels and plenty of places to eat within walking distance.`,
      es: `Medellín se ha convertido en uno de los principales destinos de turismo médico de Colombia, con un sector de salud privado sólido y clínicas oftalmológicas que atienden a pacientes de todo el continente. Los precios son parecidos a los de Bogotá y, en general, muy por debajo de los de Estados Unidos, Canadá o Europa. El Aeropuerto Internacional José María Córdova, en Rionegro, tiene vuelos directos a varias ciudades de Estados Unidos y está a unos 45 o 60 minutos de la ciudad por carretera.

Conocida como la "ciudad de la eterna primavera", Medellín está a unos 1500 metros de altura y tiene un clima templado todo el año, normalmente entre 17 y 28 °C. Hay dos temporadas más lluviosas, más o menos de abril a mayo y de septiembre a noviembre, con aguaceros cortos pero fuertes por la tarde.

El metro, conectado con las líneas de Metrocable, es limpio, económico y la forma más fácil de llegar al centro. Para las citas en la clínica solemos reservarte un traslado privado o un viaje por aplicación. El Poblado y Laureles son los barrios favoritos para alojarse, con hoteles tranquilos y muchos lugares para comer a poca distancia.`,
    },
    attractions: [
      {
        name: { en: 'Botero Plaza', es: 'Plaza Botero' },
        description: {
          en: 'Twenty-three bronze sculptures by Fernando Botero in front of the Museum of Antioquia, which holds many more of his works.',
          es: 'Veintitrés esculturas en bronce de Fernando Botero frente al Museo de Antioquia, que guarda muchas otras obras suyas.',
        },
      },
      {
        name: { en: 'Metrocable and Parque Arví', es: 'Metrocable y Parque Arví' },
        description: {
          en: 'Ride the cable cars over the hillside neighbourhoods up to Parque Arví, a nature reserve with gentle forest trails.',
          es: 'Sube en Metrocable sobre los barrios de ladera hasta el Parque Arví, una reserva natural con senderos tranquilos entre el bosque.',
        },
      },
      {
        name: { en: 'Comuna 13', es: 'Comuna 13' },
        description: {
          en: 'A neighbourhood transformed by outdoor escalators, murals and community projects, best visited on a guided walking tour.',
          es: 'Un barrio transformado por escaleras eléctricas al aire libre, grafitis y proyectos comunitarios; vale la pena recorrerlo con un guía local.',
        },
      },
      {
        name: { en: 'Guatapé and El Peñol', es: 'Guatapé y la Piedra del Peñol' },
        description: {
          en: 'A colourful lakeside town about two hours away, next to a granite rock with 700-plus steps to the top. Save the climb for the end of your stay.',
          es: 'Un pueblo colorido junto al embalse, a unas dos horas, al lado de una roca de granito con más de 700 escalones. Deja la subida para el final de tu estadía.',
        },
      },
      {
        name: { en: 'Botanical Garden', es: 'Jardín Botánico de Medellín' },
        description: {
          en: 'Free gardens with an orchid house and shaded paths, a calm spot for a walk in the first days after treatment.',
          es: 'Jardines de entrada libre con orquideorama y senderos con sombra, ideales para caminar con calma los primeros días después del tratamiento.',
        },
      },
    ],
  },
  {
    slug: 'cartagena',
    name: { en: 'Cartagena', es: 'Cartagena' },
    country: { en: 'Colombia', es: 'Colombia' },
    countryCode: 'CO',
    language: { en: 'Spanish', es: 'Español' },
    timeZone: 'America/Bogota',
    currency: 'COP',
    population: 973045,
    populationYear: 2018,
    latitude: 10.423,
    longitude: -75.549,
    summary: {
      en: 'A walled colonial city on the Caribbean, with an airport minutes from the old town: treatment first, beach once your surgeon says yes.',
      es: 'Una ciudad amurallada en el Caribe, con el aeropuerto a minutos del centro histórico: primero el tratamiento y la playa cuando tu cirujano lo autorice.',
    },
    about: {
      en: `Cartagena is Colombia's best-known holiday city and has a growing number of private clinics that see international patients. It is a good choice if you want to combine treatment with a relaxed stay, and prices are in line with the rest of Colombia. Rafael Núñez International Airport is only about 15 minutes from the old town and has direct flights to several US cities and Panama, plus frequent connections through Bogotá and Medellín.

The climate is hot and humid all year, with highs around 31–32 °C. December to April is the driest period; October and November are usually the wettest. Heat, wind and salt air can make freshly treated eyes feel dry, so use your lubricating drops as prescribed and wear wraparound sunglasses outside.

Most surgeons ask you to stay out of the sea and swimming pools for at least one to two weeks after laser eye surgery, and longer after lens surgery. Plan the boat trips and snorkelling for a later visit, or for the end of a longer stay once you have been cleared. Taxis are plentiful, but agree on the fare before you get in or ask us to book your transfers.`,
      es: `Cartagena es la ciudad turística más conocida de Colombia y cuenta con cada vez más clínicas privadas que atienden a pacientes internacionales. Es una buena opción si quieres combinar el tratamiento con unos días de descanso, y los precios están en línea con los del resto del país. El Aeropuerto Internacional Rafael Núñez queda a unos 15 minutos del centro histórico y tiene vuelos directos a varias ciudades de Estados Unidos y a Panamá, además de conexiones frecuentes por Bogotá y Medellín.

El clima es cálido y húmedo todo el año, con máximas de unos 31 o 32 °C. De diciembre a abril es la época más seca; octubre y noviembre suelen ser los meses más lluviosos. El calor, el viento y la brisa marina pueden resecar los ojos recién operados, así que usa tus gotas lubricantes como te las indiquen y ponte gafas de sol envolventes cuando salgas.

La mayoría de los cirujanos te pedirán no meterte al mar ni a piscinas durante al menos una o dos semanas después de una cirugía láser, y más tiempo después de una cirugía de cristalino. Deja los paseos en lancha y el esnórquel para otro viaje, o para el final de una estadía más larga cuando ya te hayan dado el visto bueno. Hay taxis en todas partes, pero acuerda la tarifa antes de subirte o pídenos que reservemos tus traslados.`,
    },
    attractions: [
      {
        name: { en: 'Walled City', es: 'Ciudad Amurallada' },
        description: {
          en: 'A UNESCO World Heritage old town of balconied houses, plazas and churches, at its best in the cooler early evening.',
          es: 'Un centro histórico declarado Patrimonio de la Humanidad por la UNESCO, con casas de balcones, plazas e iglesias; se disfruta más al atardecer, cuando refresca.',
        },
      },
      {
        name: { en: 'San Felipe de Barajas Castle', es: 'Castillo San Felipe de Barajas' },
        description: {
          en: 'The largest fortress the Spanish built in the Americas, with tunnels and ramparts overlooking the city. There is little shade, so go early.',
          es: 'La mayor fortaleza construida por los españoles en América, con túneles y murallas que dominan la ciudad. Tiene poca sombra, así que ve temprano.',
        },
      },
      {
        name: { en: 'Getsemaní', es: 'Getsemaní' },
        description: {
          en: 'A lively neighbourhood just outside the walls, known for street art, small plazas and good-value restaurants.',
          es: 'Un barrio lleno de vida justo fuera de las murallas, conocido por su arte urbano, sus plazoletas y sus restaurantes a buen precio.',
        },
      },
      {
        name: { en: 'Rosario Islands', es: 'Islas del Rosario' },
        description: {
          en: 'A marine national park about an hour away by boat, with clear water and coral reefs — only once your surgeon has cleared you to swim.',
          es: 'Un parque nacional marino a una hora en lancha, con aguas cristalinas y arrecifes de coral; solo cuando tu cirujano te autorice a nadar.',
        },
      },
    ],
  },
  {
    slug: 'mexico-city',
    name: { en: 'Mexico City', es: 'Ciudad de México' },
    country: { en: 'Mexico', es: 'México' },
    countryCode: 'MX',
    language: { en: 'Spanish', es: 'Español' },
    timeZone: 'America/Mexico_City',
    currency: 'MXN',
    population: 9209944,
    populationYear: 2020,
    latitude: 19.4326,
    longitude: -99.1332,
    summary: {
      en: "Mexico's capital has one of Latin America's largest private ophthalmology sectors, world-class museums and flights to almost everywhere.",
      es: 'La capital mexicana tiene uno de los sectores de oftalmología privada más grandes de Latinoamérica, museos de primer nivel y vuelos a casi todo el mundo.',
    },
    about: {
      en: `Mexico City has a large private ophthalmology sector and several long-established eye teaching institutions, so there is a wide choice of experienced specialists and up-to-date equipment. Treatment costs are generally well below those in the United States and Canada, and the city's main airport has direct flights to dozens of cities in North America, Latin America and Europe.

The city lies at about 2,240 metres. Days are mild and sunny most of the year, with cool mornings and evenings; the rainy season runs from about June to September, usually as afternoon storms. From February to May the air is drier and pollution can be higher, which may make eyes feel gritty after surgery — keep lubricating drops with you and wear sunglasses outdoors.

Traffic can be slow, so we book hotels close to your clinic, often in Polanco, Roma, Condesa or along Reforma. For appointments, a private transfer or an app-based ride is the most comfortable option; the Metro and Metrobús are cheap and extensive but very crowded at peak times, which is best avoided while your eyes are healing.`,
      es: `La Ciudad de México tiene un sector de oftalmología privada muy amplio y varias instituciones de enseñanza oftalmológica con larga trayectoria, así que hay mucha oferta de especialistas con experiencia y equipos actualizados. Los costos suelen estar muy por debajo de los de Estados Unidos y Canadá, y el aeropuerto principal tiene vuelos directos a decenas de ciudades de Norteamérica, Latinoamérica y Europa.

La ciudad está a unos 2240 metros de altura. Los días son templados y soleados casi todo el año, con mañanas y noches frescas; la temporada de lluvias va más o menos de junio a septiembre, casi siempre con tormentas por la tarde. De febrero a mayo el aire es más seco y la contaminación puede ser mayor, lo que a veces da sensación de arenilla en los ojos después de la cirugía: lleva siempre tus gotas lubricantes y usa lentes de sol al aire libre.

El tráfico puede ser lento, por eso te buscamos hotel cerca de tu clínica, muchas veces en Polanco, la Roma, la Condesa o sobre Reforma. Para ir a tus citas, lo más cómodo es un traslado privado o un viaje por aplicación; el Metro y el Metrobús son baratos y llegan a casi todos lados, pero se llenan mucho en horas pico, algo que conviene evitar mientras tus ojos sanan.`,
    },
    attractions: [
      {
        name: { en: 'Historic Centre and Zócalo', es: 'Centro Histórico y Zócalo' },
        description: {
          en: 'The vast main square, framed by the Metropolitan Cathedral, the National Palace and the ruins of the Templo Mayor.',
          es: 'La enorme plaza principal, rodeada por la Catedral Metropolitana, el Palacio Nacional y las ruinas del Templo Mayor.',
        },
      },
      {
        name: { en: 'National Museum of Anthropology', es: 'Museo Nacional de Antropología' },
        description: {
          en: 'Mexico’s most important museum, home to the Aztec Sun Stone and collections from every ancient culture of the country.',
          es: 'El museo más importante del país, hogar de la Piedra del Sol y de colecciones de todas las culturas antiguas de México.',
        },
      },
      {
        name: { en: 'Chapultepec Park and Castle', es: 'Bosque y Castillo de Chapultepec' },
        description: {
          en: 'A huge city park with lakes, museums and a hilltop castle offering views along Paseo de la Reforma.',
          es: 'Un gran parque urbano con lagos, museos y un castillo en lo alto del cerro, con vistas a lo largo de Paseo de la Reforma.',
        },
      },
      {
        name: { en: 'Frida Kahlo Museum (Blue House)', es: 'Museo Frida Kahlo (Casa Azul)' },
        description: {
          en: 'The artist’s family home in leafy Coyoacán. Tickets sell out, so book online a few days ahead.',
          es: 'La casa familiar de la pintora en el arbolado Coyoacán. Los boletos se agotan, así que cómpralos en línea con unos días de anticipación.',
        },
      },
      {
        name: { en: 'Teotihuacan', es: 'Teotihuacan' },
        description: {
          en: 'The Pyramids of the Sun and the Moon, about an hour north of the city. Strong sun and dust: bring a hat and wraparound sunglasses.',
          es: 'Las pirámides del Sol y de la Luna, a una hora al norte de la ciudad. Hay mucho sol y polvo: lleva sombrero y lentes de sol envolventes.',
        },
      },
    ],
  },
  {
    slug: 'guadalajara',
    name: { en: 'Guadalajara', es: 'Guadalajara' },
    country: { en: 'Mexico', es: 'México' },
    countryCode: 'MX',
    language: { en: 'Spanish', es: 'Español' },
    timeZone: 'America/Mexico_City',
    currency: 'MXN',
    population: 1385629,
    populationYear: 2020,
    latitude: 20.6767,
    longitude: -103.3475,
    summary: {
      en: "Western Mexico's medical hub, with short direct flights from many US cities, a pleasant climate and a relaxed pace for recovery.",
      es: 'El gran centro médico del occidente de México, con vuelos directos cortos desde muchas ciudades de Estados Unidos, buen clima y un ritmo tranquilo.',
    },
    about: {
      en: `Guadalajara is the medical hub of western Mexico, with many private hospitals and eye clinics and a long-standing medical school tradition. It is especially convenient for patients from the western and central United States: Guadalajara International Airport has direct flights to many US cities, and costs are similar to or a little lower than in Mexico City.

At about 1,560 metres, the city is warm and sunny for most of the year. Spring is hot and dry, with May usually the warmest month; the rainy season runs from June to September, mostly with evening storms. Winters are mild and pleasant. Dry spring air can irritate healing eyes, so use your drops regularly and wear sunglasses.

The city is relaxed and easy to get around. Light rail lines and buses cover the centre, but for clinic visits we recommend a private transfer or an app-based ride. Providencia, Chapultepec and the area around Avenida Américas are comfortable places to stay, close to restaurants and many private clinics.`,
      es: `Guadalajara es el centro médico del occidente de México, con muchos hospitales y clínicas oftalmológicas privadas y una larga tradición de escuelas de medicina. Es muy práctica para pacientes del oeste y el centro de Estados Unidos: el Aeropuerto Internacional de Guadalajara tiene vuelos directos a muchas ciudades estadounidenses, y los costos son parecidos o un poco más bajos que en la Ciudad de México.

A unos 1560 metros de altura, la ciudad es cálida y soleada casi todo el año. La primavera es calurosa y seca, y mayo suele ser el mes más caluroso; la temporada de lluvias va de junio a septiembre, sobre todo con tormentas por la noche. Los inviernos son templados y agradables. El aire seco de primavera puede irritar los ojos en recuperación, así que usa tus gotas con regularidad y ponte lentes de sol.

Es una ciudad tranquila y fácil de recorrer. Las líneas del tren ligero y los camiones cubren el centro, pero para ir a la clínica te recomendamos un traslado privado o un viaje por aplicación. Providencia, la colonia Chapultepec y la zona de avenida Américas son cómodas para hospedarse, cerca de restaurantes y de muchas clínicas privadas.`,
    },
    attractions: [
      {
        name: { en: 'Hospicio Cabañas', es: 'Hospicio Cabañas' },
        description: {
          en: 'A 19th-century hospice, now a UNESCO World Heritage Site, famous for José Clemente Orozco’s murals, including "Man of Fire".',
          es: 'Un antiguo hospicio del siglo XIX, hoy Patrimonio de la Humanidad, famoso por los murales de José Clemente Orozco, como "El hombre de fuego".',
        },
      },
      {
        name: { en: 'Guadalajara Cathedral', es: 'Catedral de Guadalajara' },
        description: {
          en: 'The city’s landmark, with twin yellow-tiled spires, surrounded by pedestrian plazas in the historic centre.',
          es: 'El símbolo de la ciudad, con sus dos torres de azulejos amarillos, rodeado de plazas peatonales en el centro histórico.',
        },
      },
      {
        name: { en: 'Tlaquepaque', es: 'Tlaquepaque' },
        description: {
          en: 'A former village, now part of the metro area, known for pottery, blown glass, galleries and mariachi at El Parián.',
          es: 'Un antiguo pueblo, hoy parte de la zona metropolitana, conocido por su alfarería, vidrio soplado, galerías y el mariachi de El Parián.',
        },
      },
      {
        name: { en: 'Tequila', es: 'Tequila' },
        description: {
          en: 'A day trip through the UNESCO-listed agave landscape to the town that gave the drink its name. Check with your doctor before tastings if you are on medication.',
          es: 'Una excursión por el paisaje agavero, Patrimonio de la Humanidad, hasta el pueblo que le dio nombre a la bebida. Si tomas medicamentos, consulta a tu médico antes de las catas.',
        },
      },
      {
        name: { en: 'Lake Chapala', es: 'Lago de Chapala' },
        description: {
          en: 'Mexico’s largest natural lake, about an hour south, with lakeside promenades in Chapala and Ajijic.',
          es: 'El lago natural más grande de México, a una hora al sur, con malecones para pasear en Chapala y Ajijic.',
        },
      },
    ],
  },
  {
    slug: 'cancun',
    name: { en: 'Cancún', es: 'Cancún' },
    country: { en: 'Mexico', es: 'México' },
    countryCode: 'MX',
    language: { en: 'Spanish', es: 'Español' },
    timeZone: 'America/Cancun',
    currency: 'MXN',
    population: 888797,
    populationYear: 2020,
    latitude: 21.1619,
    longitude: -86.8515,
    summary: {
      en: 'Direct flights from across North America and Europe and a relaxed setting for recovery — just keep out of the water until your surgeon agrees.',
      es: 'Vuelos directos desde toda Norteamérica y Europa y un entorno relajado para recuperarte; eso sí, nada de agua hasta que tu cirujano lo autorice.',
    },
    about: {
      en: `Cancún's biggest advantage is access: its international airport is one of the busiest in Latin America, with direct flights from many cities in the United States, Canada and Europe. The city has modern private hospitals and eye clinics used to treating international patients, although the choice of specialists is smaller than in Mexico City or Guadalajara. Prices are similar to other Mexican cities, while hotels can be pricier in high season.

The climate is hot and humid all year, with average temperatures around 27 °C. The hurricane season runs from June to November, with most storm activity between August and October; flexible bookings and travel insurance are a good idea at that time of year.

The beaches are the main attraction, but freshly treated eyes need protection from water, sand, sun and wind. Most surgeons advise avoiding the sea, swimming pools and cenotes for at least one to two weeks after laser surgery, and longer after lens surgery. Sunglasses and a hat are essential. Downtown hotels are often closer to the clinics than the Hotel Zone, and we arrange all transfers so you don't have to drive.`,
      es: `La gran ventaja de Cancún es la conectividad: su aeropuerto internacional es uno de los de mayor tráfico de Latinoamérica, con vuelos directos desde muchas ciudades de Estados Unidos, Canadá y Europa. La ciudad cuenta con hospitales privados modernos y clínicas oftalmológicas acostumbradas a atender a pacientes internacionales, aunque la oferta de especialistas es menor que en la Ciudad de México o Guadalajara. Los precios son parecidos a los de otras ciudades mexicanas, pero los hoteles pueden salir más caros en temporada alta.

El clima es cálido y húmedo todo el año, con temperaturas promedio de unos 27 °C. La temporada de huracanes va de junio a noviembre, con la mayor actividad entre agosto y octubre; en esas fechas conviene reservar con tarifas flexibles y contratar un seguro de viaje.

Las playas son el gran atractivo, pero los ojos recién tratados necesitan protegerse del agua, la arena, el sol y el viento. La mayoría de los cirujanos recomiendan no meterse al mar, a piscinas ni a cenotes durante al menos una o dos semanas después de una cirugía láser, y más tiempo después de una cirugía de cristalino. Los lentes de sol y el sombrero son imprescindibles. Los hoteles del centro suelen quedar más cerca de las clínicas que la Zona Hotelera, y nosotros organizamos todos tus traslados para que no tengas que manejar.`,
    },
    attractions: [
      {
        name: { en: 'Hotel Zone beaches', es: 'Playas de la Zona Hotelera' },
        description: {
          en: 'White sand and turquoise water along a 20-kilometre strip. Playa Delfines is a favourite viewpoint — enjoy it from the shade until you are cleared to swim.',
          es: 'Arena blanca y agua turquesa a lo largo de una franja de unos 20 kilómetros. Playa Delfines es un mirador favorito: disfrútala desde la sombra hasta que te autoricen a nadar.',
        },
      },
      {
        name: { en: 'Chichén Itzá day trip', es: 'Excursión a Chichén Itzá' },
        description: {
          en: 'The great Maya city and its El Castillo pyramid, about two and a half to three hours away by road. Go early, with a hat and wraparound sunglasses.',
          es: 'La gran ciudad maya y su pirámide de El Castillo, a unas dos horas y media o tres por carretera. Sal temprano, con sombrero y lentes de sol envolventes.',
        },
      },
      {
        name: { en: 'Isla Mujeres', es: 'Isla Mujeres' },
        description: {
          en: 'A small island a short ferry ride away, easy to explore by golf cart, with a laid-back town and sea views.',
          es: 'Una pequeña isla a un corto viaje en ferry, fácil de recorrer en carrito de golf, con un pueblo tranquilo y vistas al mar.',
        },
      },
      {
        name: { en: 'Maya Museum of Cancún', es: 'Museo Maya de Cancún' },
        description: {
          en: 'Air-conditioned galleries on Maya culture and the San Miguelito archaeological site in its grounds — a good outing for the first days.',
          es: 'Salas con aire acondicionado sobre la cultura maya y la zona arqueológica de San Miguelito en sus jardines: un buen plan para los primeros días.',
        },
      },
    ],
  },
  {
    slug: 'madrid',
    name: { en: 'Madrid', es: 'Madrid' },
    country: { en: 'Spain', es: 'España' },
    countryCode: 'ES',
    language: { en: 'Spanish', es: 'Español' },
    timeZone: 'Europe/Madrid',
    currency: 'EUR',
    population: 3527924,
    populationYear: 2025,
    latitude: 40.4169,
    longitude: -3.7035,
    summary: {
      en: "Spain's capital: highly regarded private ophthalmology under EU standards, Europe's main air hub for Latin America and great museums.",
      es: 'La capital de España: oftalmología privada de prestigio con estándares europeos, principal puerta aérea entre Europa y Latinoamérica, y grandes museos.',
    },
    about: {
      en: `Spain's private ophthalmology is highly regarded, and Madrid has many specialised eye centres working under European Union regulation. Prices are higher than in Latin America but often lower than private treatment in the United States, the United Kingdom or Switzerland. Madrid is a natural choice if you already live in Europe, or if you are travelling from Latin America and want treatment in Spanish with a European standard of care. Adolfo Suárez Madrid-Barajas Airport is Europe's main gateway to Latin America, with direct flights to most of its capitals.

Madrid has a continental climate: hot, dry summers, often above 33 °C in July and August, and cold winters with frosty nights. Spring and autumn are the most comfortable seasons. The air is dry for much of the year, so lubricating drops and sunglasses are especially useful after laser surgery.

The Metro is extensive, reliable and connects directly to the airport, and taxis and ride-hailing apps are easy to find. Even so, we recommend a private transfer to and from surgery. Spain's high-speed trains also make it easy to add a few days in Barcelona, Seville or Toledo once your surgeon is happy with your recovery.`,
      es: `La oftalmología privada española tiene muy buena reputación, y Madrid cuenta con muchos centros oftalmológicos especializados que trabajan bajo la normativa de la Unión Europea. Los precios son más altos que en Latinoamérica, pero suelen ser menores que los de un tratamiento privado en Estados Unidos, el Reino Unido o Suiza. Madrid es una opción natural si ya vives en Europa, o si viajas desde Latinoamérica y quieres tratarte en español con estándares europeos. El Aeropuerto Adolfo Suárez Madrid-Barajas es el gran puente aéreo entre Europa y Latinoamérica, con vuelos directos a la mayoría de las capitales de la región.

Madrid tiene un clima continental: veranos calurosos y secos, a menudo por encima de 33 °C en julio y agosto, e inviernos fríos con heladas por la noche. La primavera y el otoño son las épocas más agradables. El aire es seco gran parte del año, así que las gotas lubricantes y las gafas de sol son especialmente útiles después de una cirugía láser.

El metro es amplio, confiable y llega directo al aeropuerto, y es fácil conseguir taxi o un viaje por aplicación. Aun así, te recomendamos un traslado privado para ir a la cirugía y volver. Los trenes de alta velocidad también permiten sumar unos días en Barcelona, Sevilla o Toledo cuando tu cirujano esté conforme con tu recuperación.`,
    },
    attractions: [
      {
        name: { en: 'Prado Museum', es: 'Museo del Prado' },
        description: {
          en: 'One of the world’s great art museums, with major works by Velázquez, Goya, El Greco and Bosch.',
          es: 'Uno de los grandes museos de arte del mundo, con obras clave de Velázquez, Goya, El Greco y el Bosco.',
        },
      },
      {
        name: { en: 'Retiro Park', es: 'Parque del Retiro' },
        description: {
          en: 'Madrid’s best-loved park, with a boating lake and the glass Crystal Palace; part of a UNESCO World Heritage Site with the Paseo del Prado.',
          es: 'El parque más querido de Madrid, con su estanque y el Palacio de Cristal; forma parte, junto con el Paseo del Prado, de un sitio Patrimonio Mundial de la UNESCO.',
        },
      },
      {
        name: { en: 'Royal Palace', es: 'Palacio Real' },
        description: {
          en: 'The official residence of the Spanish royal family, used for state ceremonies, with lavish state rooms open to visitors.',
          es: 'La residencia oficial de la familia real española, usada para actos de Estado, con salones de gala abiertos al público.',
        },
      },
      {
        name: { en: 'Plaza Mayor and Habsburg Madrid', es: 'Plaza Mayor y Madrid de los Austrias' },
        description: {
          en: 'The arcaded 17th-century main square and the narrow streets around it, full of traditional taverns.',
          es: 'La plaza porticada del siglo XVII y las callejuelas que la rodean, llenas de tabernas tradicionales.',
        },
      },
      {
        name: { en: 'Reina Sofía Museum', es: 'Museo Reina Sofía' },
        description: {
          en: 'Spain’s national museum of modern and contemporary art, home to Picasso’s "Guernica".',
          es: 'El museo nacional de arte moderno y contemporáneo de España, donde se expone el "Guernica" de Picasso.',
        },
      },
    ],
  },
  {
    slug: 'barcelona',
    name: { en: 'Barcelona', es: 'Barcelona' },
    country: { en: 'Spain', es: 'España' },
    countryCode: 'ES',
    language: { en: 'Spanish', es: 'Español' },
    timeZone: 'Europe/Madrid',
    currency: 'EUR',
    population: 1702814,
    populationYear: 2024,
    latitude: 41.387,
    longitude: 2.1701,
    summary: {
      en: 'A Mediterranean city with a long ophthalmology tradition, EU-standard private clinics, mild weather and Gaudí around every corner.',
      es: 'Una ciudad mediterránea con larga tradición oftalmológica, clínicas privadas con estándares europeos, clima suave y Gaudí en cada esquina.',
    },
    about: {
      en: `Barcelona has a long and well-known tradition in ophthalmology and a concentration of private eye centres that receive patients from all over the world. As in Madrid, prices are higher than in Latin America but often lower than private care in the United States or northern Europe. Barcelona-El Prat Airport has direct flights across Europe and to several cities in the Americas.

The climate is Mediterranean: mild winters, warm and humid summers with highs around 28–30 °C, and rain mostly in spring and autumn. Sea breezes are pleasant but can be windy, so wear sunglasses outdoors while your eyes heal. Beaches are right next to the city, but follow your surgeon's advice before swimming — usually at least one to two weeks after laser surgery, longer after lens surgery.

Barcelona is compact and easy to get around by metro, bus or taxi, and the airport is about 30 minutes from the centre. Catalan and Spanish are both official languages; everyone in the city speaks Spanish, and English is common in clinics and hotels. Popular sights get very crowded, so book timed tickets ahead and avoid the busiest hours during your first days after treatment.`,
      es: `Barcelona tiene una larga y reconocida tradición en oftalmología y muchos centros oftalmológicos privados que reciben pacientes de todo el mundo. Como en Madrid, los precios son más altos que en Latinoamérica, pero suelen ser menores que los de la atención privada en Estados Unidos o el norte de Europa. El Aeropuerto de Barcelona-El Prat tiene vuelos directos a toda Europa y a varias ciudades de América.

El clima es mediterráneo: inviernos suaves, veranos cálidos y húmedos con máximas de 28 a 30 °C, y lluvias sobre todo en primavera y otoño. La brisa del mar es agradable, pero a veces sopla fuerte, así que usa gafas de sol al aire libre mientras tus ojos sanan. Las playas están pegadas a la ciudad, pero sigue las indicaciones de tu cirujano antes de nadar: normalmente al menos una o dos semanas después de una cirugía láser, y más tiempo después de una cirugía de cristalino.

Barcelona es compacta y fácil de recorrer en metro, autobús o taxi, y el aeropuerto está a unos 30 minutos del centro. El catalán y el español son lenguas oficiales; en la ciudad todo el mundo habla español, y en clínicas y hoteles es común el inglés. Los lugares más famosos se llenan mucho, así que compra entradas con horario reservado y evita las horas de mayor afluencia los primeros días después del tratamiento.`,
    },
    attractions: [
      {
        name: { en: 'Sagrada Família', es: 'Sagrada Familia' },
        description: {
          en: 'Gaudí’s basilica, still under construction more than a century after work began. Its stained glass fills the nave with colour; book tickets ahead.',
          es: 'La basílica de Gaudí, aún en construcción más de un siglo después de iniciada. Sus vitrales llenan la nave de color; reserva tus entradas con anticipación.',
        },
      },
      {
        name: { en: 'Park Güell', es: 'Park Güell' },
        description: {
          en: 'Gaudí’s hillside park of mosaic terraces and city views. Entry is by timed ticket, so book ahead.',
          es: 'El parque de Gaudí en la ladera, con terrazas de mosaicos y vistas a la ciudad. Se entra con horario fijo, así que reserva tu entrada con tiempo.',
        },
      },
      {
        name: { en: 'Gothic Quarter', es: 'Barrio Gótico' },
        description: {
          en: 'The medieval heart of the city, with the cathedral, Roman remains and shaded lanes that are pleasant on hot days.',
          es: 'El corazón medieval de la ciudad, con la catedral, restos romanos y callejuelas con sombra, muy agradables en días de calor.',
        },
      },
      {
        name: { en: 'Casa Batlló', es: 'Casa Batlló' },
        description: {
          en: 'Gaudí’s remodelled town house on Passeig de Gràcia, with a wave-like façade, mask-shaped balconies and bone-like columns.',
          es: 'La casa remodelada por Gaudí en el Paseo de Gracia, con su fachada ondulada, balcones en forma de máscara y columnas que parecen huesos.',
        },
      },
      {
        name: { en: 'Montjuïc', es: 'Montjuïc' },
        description: {
          en: 'A green hill above the port with gardens, a castle, the Joan Miró Foundation and the National Art Museum of Catalonia.',
          es: 'Una colina verde sobre el puerto con jardines, un castillo, la Fundación Joan Miró y el Museo Nacional de Arte de Cataluña.',
        },
      },
    ],
  },
  {
    slug: 'panama-city',
    name: { en: 'Panama City', es: 'Ciudad de Panamá' },
    country: { en: 'Panama', es: 'Panamá' },
    countryCode: 'PA',
    language: { en: 'Spanish', es: 'Español' },
    timeZone: 'America/Panama',
    currency: 'USD',
    population: 880691,
    populationYear: 2010,
    latitude: 8.9824,
    longitude: -79.5199,
    summary: {
      en: 'The air hub of the Americas: modern private hospitals, prices in US dollars and direct flights from dozens of cities across the continent.',
      es: 'El centro de conexiones aéreas de las Américas: hospitales privados modernos, precios en dólares y vuelos directos desde decenas de ciudades del continente.',
    },
    about: {
      en: `Panama City is one of the easiest places to reach in the Americas: Tocumen International Airport is a major connecting hub with direct flights to dozens of cities in North, Central and South America, as well as some in Europe. The city has modern private hospitals, several of them internationally accredited, and ophthalmologists who often trained abroad. Panama uses the US dollar (alongside its own balboa coins), so there is no currency exchange to worry about if you are coming from the United States.

The climate is tropical: hot and humid all year, with highs of about 30–32 °C. The dry season runs roughly from mid-December to April; the rest of the year brings frequent, often heavy, afternoon rain. Air conditioning is everywhere, and the contrast with the heat outside can leave eyes feeling dry, so keep your lubricating drops at hand.

The Metro is modern and cheap, and taxis and ride-hailing apps are widely available; for clinic appointments we arrange private transfers. Most visitors stay in the modern districts around Punta Pacífica, Obarrio, San Francisco or Costa del Este, close to the main private hospitals, and visit the historic Casco Viejo in the evening when it is cooler.`,
      es: `La Ciudad de Panamá es uno de los lugares más fáciles de alcanzar en América: el Aeropuerto Internacional de Tocumen es un gran centro de conexiones, con vuelos directos a decenas de ciudades de Norteamérica, Centroamérica y Sudamérica, y también a algunas de Europa. La ciudad tiene hospitales privados modernos, varios con acreditación internacional, y oftalmólogos que con frecuencia se formaron en el extranjero. Panamá usa el dólar estadounidense (junto con sus propias monedas de balboa), así que si vienes de Estados Unidos no tienes que preocuparte por el cambio de moneda.

El clima es tropical: cálido y húmedo todo el año, con máximas de unos 30 a 32 °C. La temporada seca va más o menos de mediados de diciembre a abril; el resto del año llueve con frecuencia por la tarde, a menudo con fuerza. El aire acondicionado está en todas partes, y el contraste con el calor de afuera puede resecar los ojos, así que ten tus gotas lubricantes siempre a mano.

El metro es moderno y económico, y hay taxis y aplicaciones de transporte por toda la ciudad; para las citas en la clínica organizamos traslados privados. La mayoría de los visitantes se hospeda en las zonas modernas de Punta Pacífica, Obarrio, San Francisco o Costa del Este, cerca de los principales hospitales privados, y visita el Casco Antiguo por la tarde, cuando refresca.`,
    },
    attractions: [
      {
        name: { en: 'Panama Canal: Miraflores Locks', es: 'Canal de Panamá: Esclusas de Miraflores' },
        description: {
          en: 'Watch ships pass through the locks from the visitor centre’s viewing terraces, just 20 minutes from the city centre.',
          es: 'Mira el paso de los barcos por las esclusas desde las terrazas del centro de visitantes, a solo 20 minutos del centro de la ciudad.',
        },
      },
      {
        name: { en: 'Casco Viejo', es: 'Casco Antiguo' },
        description: {
          en: 'The restored colonial quarter, a UNESCO World Heritage Site, with plazas, churches, rooftop bars and views of the skyline.',
          es: 'El barrio colonial restaurado, Patrimonio de la Humanidad, con plazas, iglesias, terrazas y vistas al perfil de la ciudad.',
        },
      },
      {
        name: { en: 'Biomuseo', es: 'Biomuseo' },
        description: {
          en: 'A colourful museum designed by Frank Gehry that tells how the isthmus of Panama rose from the sea and changed life on Earth.',
          es: 'Un colorido museo diseñado por Frank Gehry que cuenta cómo el istmo de Panamá surgió del mar y cambió la vida en el planeta.',
        },
      },
      {
        name: { en: 'Panamá Viejo', es: 'Panamá Viejo' },
        description: {
          en: 'The ruins of the original city, founded in 1519, with a restored cathedral tower you can climb for views over the bay.',
          es: 'Las ruinas de la ciudad original, fundada en 1519, con la torre de la catedral restaurada, a la que puedes subir para ver la bahía.',
        },
      },
      {
        name: { en: 'Amador Causeway', es: 'Calzada de Amador' },
        description: {
          en: 'A seaside road linking four small islands, popular for easy walks and bike rides at sunset.',
          es: 'Una vía junto al mar que une cuatro islotes, muy popular para caminar o andar en bicicleta al atardecer.',
        },
      },
    ],
  },
  {
    slug: 'san-jose',
    name: { en: 'San José', es: 'San José' },
    country: { en: 'Costa Rica', es: 'Costa Rica' },
    countryCode: 'CR',
    language: { en: 'Spanish', es: 'Español' },
    timeZone: 'America/Costa_Rica',
    currency: 'CRC',
    population: 288054,
    populationYear: 2011,
    latitude: 9.933,
    longitude: -84.079,
    summary: {
      en: 'An established medical travel destination with accredited private hospitals, a mild highland climate and short flights from North America.',
      es: 'Un destino consolidado de turismo médico, con hospitales privados acreditados, clima templado de montaña y vuelos cortos desde Norteamérica.',
    },
    about: {
      en: `Costa Rica has welcomed medical travellers for decades, especially from the United States and Canada, and San José concentrates the country's private hospitals, several of them internationally accredited. Eye care prices are well below US levels, and flights from many North American cities take under five hours. Juan Santamaría International Airport is in Alajuela, about 20 to 40 minutes from the city depending on traffic, and also has direct flights to several European cities.

San José sits in the Central Valley at about 1,150 metres, so the weather is mild, usually between 17 and 27 °C. The dry season runs from December to April; from May to November there are showers most afternoons. The colón is the local currency, but US dollars are widely accepted in hotels and larger businesses.

Most international patients stay in Escazú, Santa Ana or around Sabana Park, close to several private hospitals, and travel by private transfer or app-based ride. Costa Rica's volcanoes, cloud forests and beaches are within a few hours, but the hot springs, sea swimming and dusty roads should wait until your surgeon has checked your eyes and given you the all-clear.`,
      es: `Costa Rica lleva décadas recibiendo pacientes internacionales, sobre todo de Estados Unidos y Canadá, y San José concentra los hospitales privados del país, varios de ellos con acreditación internacional. Los precios de los tratamientos oftalmológicos están muy por debajo de los de Estados Unidos, y los vuelos desde muchas ciudades de Norteamérica duran menos de cinco horas. El Aeropuerto Internacional Juan Santamaría está en Alajuela, a unos 20 o 40 minutos de la ciudad según el tráfico, y también tiene vuelos directos a varias ciudades de Europa.

San José está en el Valle Central, a unos 1150 metros de altura, por lo que el clima es templado, normalmente entre 17 y 27 °C. La estación seca va de diciembre a abril; de mayo a noviembre llueve casi todas las tardes. La moneda local es el colón, pero los dólares estadounidenses se aceptan en hoteles y comercios grandes.

La mayoría de los pacientes internacionales se aloja en Escazú, Santa Ana o cerca del Parque La Sabana, cerca de varios hospitales privados, y se mueve en traslado privado o por aplicación. Los volcanes, los bosques nubosos y las playas de Costa Rica están a pocas horas, pero las aguas termales, el mar y los caminos polvorientos deben esperar a que tu cirujano revise tus ojos y te dé el visto bueno.`,
    },
    attractions: [
      {
        name: { en: 'National Theatre', es: 'Teatro Nacional de Costa Rica' },
        description: {
          en: 'An ornate theatre opened in 1897, with marble staircases, painted ceilings and a pleasant café in the lobby.',
          es: 'Un elegante teatro inaugurado en 1897, con escaleras de mármol, techos pintados y un agradable café en el vestíbulo.',
        },
      },
      {
        name: { en: 'Pre-Columbian Gold Museum', es: 'Museo del Oro Precolombino' },
        description: {
          en: 'An underground museum beneath the Plaza de la Cultura with more than a thousand years of Indigenous goldwork.',
          es: 'Un museo subterráneo bajo la Plaza de la Cultura con más de mil años de orfebrería indígena.',
        },
      },
      {
        name: { en: 'National Museum of Costa Rica', es: 'Museo Nacional de Costa Rica' },
        description: {
          en: 'Housed in the former Bellavista barracks, with a butterfly garden and exhibits on the country’s history.',
          es: 'Ubicado en el antiguo Cuartel Bellavista, con un mariposario y salas sobre la historia del país.',
        },
      },
      {
        name: { en: 'Central Market', es: 'Mercado Central' },
        description: {
          en: 'A busy covered market dating from 1880, with coffee stalls, spices and traditional lunch counters called sodas.',
          es: 'Un animado mercado techado de 1880, con puestos de café, especias y las tradicionales sodas para almorzar.',
        },
      },
      {
        name: { en: 'Poás Volcano', es: 'Volcán Poás' },
        description: {
          en: 'An active volcano with one of the largest active craters in the world, about 90 minutes away. Access depends on volcanic activity, so check before you go.',
          es: 'Un volcán activo con uno de los cráteres activos más grandes del mundo, a una hora y media. El acceso depende de la actividad volcánica, así que consulta antes de ir.',
        },
      },
    ],
  },
]
