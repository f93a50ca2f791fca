import type { CbrStyle } from './cbrStyle';

/*
 * CBR certificates written after the readers were fixed against cbrInscriptions.ts and
 * cbrLiens.ts, each batch measured before the readers were changed for it: an estimate of how
 * they do on wording they were not fixed for (first 15: 215/220 fields; next 5: 71/78). Every
 * person, RUT, number and creditor is invented.
 */
export const CBR_FRESH: CbrStyle[] = [
  {
    name: 'Santiago, prohibiciones item continued across a page break',
    types: ['gp'],
    pages: [
      `Certificado de Hipotecas, Gravámenes, Interdicciones y Prohibiciones de Enajenar
*4E0A-77B2-C91D-0F3A*
Del inmueble inscrito a Fojas 8812 Número 12640 del Registro de Propiedad del año 2014
ubicado en la comuna de PROVIDENCIA que corresponde a: departamento número ochocientos cuatro
de propiedad de FUENZALIDA ROSS CAMILA ANDREA.
Registro de Hipotecas y Gravámenes
Revisados los índices del Registro de Hipotecas y Gravámenes durante TREINTA años a la fecha,
certifico que la propiedad individualizada precedentemente NO tiene en dicho periodo
inscripciones vigentes.-
Registro de Interdicciones y Prohibiciones de Enajenar
Revisados igualmente durante TREINTA años los índices del Registro de Interdicciones y
Prohibiciones de Enajenar, certifico que la referida propiedad tiene en dicho periodo UN
inscripción(es) vigente(s).-
1) EMBARGO : a Fs. 60221 Nro. 88130 del Año 2023 decretado por el Trigésimo Juzgado Civil de
página 1 de 2`,
      `Certificado de Hipotecas, Gravámenes, Interdicciones y Prohibiciones de Enajenar
Santiago Rol N° C-11802-2022, a solicitud de Comercial Andes Limitada.
Santiago, 30 de junio del 2025
Derechos $ 6.600.-
página 2 de 2`,
    ],
    gp: {
      conservador: 'Santiago',
      fojas: 8812,
      vuelta: false,
      numero: 12640,
      ano: 2014,
      fecha_emision: '2025-06-30',
      gravamenes: [],
      prohibiciones: [['EMBARGO', 60221, false, 88130, 2023]],
    },
  },
  {
    name: 'Talagante, two owners "en partes iguales", dotted numbers with vta.',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE TALAGANTE
CERTIFICADO DE DOMINIO VIGENTE
Certifico que la propiedad ubicada en Pasaje Los Nogales número 318, comuna de Peñaflor,
inscrita a fojas 1.044 vta. N° 1.201 del Registro de Propiedad del año 2.015, se encuentra
vigente a nombre de doña MARÍA JOSÉ ULLOA PARRA y don PEDRO PABLO ULLOA PARRA, en partes
iguales.
Talagante, 7 de julio de 2025.`,
    ],
    inscription: {
      conservador: 'Talagante',
      fojas: 1044,
      vuelta: true,
      numero: 1201,
      ano: 2015,
      fecha_emision: '2025-07-07',
      comuna: 'Peñaflor',
      propietarios: ['MARÍA JOSÉ ULLOA PARRA', 'PEDRO PABLO ULLOA PARRA'],
    },
  },
  {
    name: 'Buin, "pesan los siguientes gravámenes", "vuelta bajo el N°" and the registry in the reference',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE BUIN
CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES
Sobre el inmueble inscrito a fojas 1.880 número 1.502 del Registro de Propiedad del año 2019,
ubicado en Parcela 12 del Loteo Los Aromos, comuna de Paine, de propiedad de don ALFREDO
JAVIER MEZA CORNEJO, pesan los siguientes gravámenes y prohibiciones:
Hipoteca de primer grado en favor de Banco del Maipo, inscrita a fojas 220 vuelta bajo el N°
180 del Registro de Hipotecas del año 2019.
Prohibición de gravar y enajenar en favor de Banco del Maipo, inscrita a fojas 301 bajo el N°
266 del Registro de Prohibiciones del año 2019.
Buin, 8 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Buin',
      fojas: 1880,
      vuelta: false,
      numero: 1502,
      ano: 2019,
      fecha_emision: '2025-07-08',
      gravamenes: [['HIPOTECA', 220, true, 180, 2019]],
      prohibiciones: [['PROHIBICION', 301, false, 266, 2019]],
    },
  },
  {
    name: 'Los Andes, "1º)" items with "Fjs." and "año"',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE LOS ANDES
CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES
Inmueble inscrito a Fjs. 2.210 N° 1.655 año 2016 del Registro de Propiedad, comuna de Calle
Larga, a nombre de SEPÚLVEDA AHUMADA RENÉ ORLANDO.
HIPOTECAS Y GRAVÁMENES:
1º) Hipoteca, Fjs. 455 N° 302 año 2016, a favor de Cooperativa Aconcagua.
2º) Servidumbre de acueducto, Fjs. 88 vta. N° 61 año 1974.
INTERDICCIONES Y PROHIBICIONES:
1º) Prohibición, Fjs. 390 N° 344 año 2016, a favor de Cooperativa Aconcagua.
Los Andes, 4 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Los Andes',
      fojas: 2210,
      vuelta: false,
      numero: 1655,
      ano: 2016,
      fecha_emision: '2025-07-04',
      gravamenes: [
        ['HIPOTECA', 455, false, 302, 2016],
        ['SERVIDUMBRE', 88, true, 61, 1974],
      ],
      prohibiciones: [['PROHIBICIÓN', 390, false, 344, 2016]],
    },
  },
  {
    name: 'Vallenar, "del Registro de Propiedad de 2.019" with a dotted year',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE VALLENAR
CERTIFICADO DE DOMINIO VIGENTE
Folio Real N° 3320.- Inmueble: calle Serrano 1450, comuna de Vallenar.
Inscripción: Fojas 1.102 Número 988 del Registro de Propiedad de 2.019.
Propietario: CASTILLO ROJAS ERIKA PAOLA.
Se certifica que la inscripción singularizada se encuentra vigente.
Vallenar, 1 de julio de 2025.`,
    ],
    inscription: {
      conservador: 'Vallenar',
      fojas: 1102,
      vuelta: false,
      numero: 988,
      ano: 2019,
      fecha_emision: '2025-07-01',
      comuna: 'Vallenar',
      propietarios: ['CASTILLO ROJAS ERIKA PAOLA'],
    },
  },
  {
    name: 'Rengo, company owner after the reference, "inscripción vigente a la fecha"',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE RENGO
CERTIFICADO DE DOMINIO VIGENTE
Certifico que la propiedad denominada Lote B del plano de subdivisión respectivo, comuna de
Rengo, se encuentra inscrita a fojas 503 número 611 del Registro de Propiedad del año 2004 a
nombre de SOCIEDAD INMOBILIARIA EL ALBA SpA, inscripción vigente a la fecha.
Rengo, 3 de julio de 2025.`,
    ],
    inscription: {
      conservador: 'Rengo',
      fojas: 503,
      vuelta: false,
      numero: 611,
      ano: 2004,
      fecha_emision: '2025-07-03',
      comuna: 'Rengo',
      propietarios: ['SOCIEDAD INMOBILIARIA EL ALBA SpA'],
    },
  },
  {
    name: 'Chillán, "Existe inscrita …" sentences and "No existen embargos ni litigios"',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE CHILLÁN
CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS
Respecto del inmueble inscrito a fojas 3.120 número 2.245 del Registro de Propiedad del año
2011, de propiedad de doña GLORIA ESTER SANDOVAL MUÑOZ, certifico: Existe inscrita una
hipoteca a favor del Banco Ñublense, a fojas 1.120 vta. número 998 del Registro de Hipotecas
del año 2017. Existe inscrita una prohibición de enajenar a favor del mismo banco, a fojas
870 número 802 del Registro de Prohibiciones del año 2017. No existen embargos ni litigios.
Chillán, 16 de junio de 2025.-`,
    ],
    gp: {
      conservador: 'Chillán',
      fojas: 3120,
      vuelta: false,
      numero: 2245,
      ano: 2011,
      fecha_emision: '2025-06-16',
      gravamenes: [['HIPOTECA', 1120, true, 998, 2017]],
      prohibiciones: [['PROHIBICION', 870, false, 802, 2017]],
    },
  },
  {
    name: 'San Carlos, table with pipes and the inscription in one column',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE SAN CARLOS
CERTIFICADO DE HIPOTECAS Y PROHIBICIONES
Inmueble inscrito a fojas 640 número 522 del Registro de Propiedad del año 2013, comuna de San
Carlos, de propiedad de FLORES VENEGAS HUGO ALBERTO.
N° | Naturaleza | Inscripción | Acreedor
1 | Hipoteca | Fs. 120 N° 98 Año 2013 | Banco Itata
2 | Prohibición | Fs. 77 vta. N° 70 Año 2013 | Banco Itata
San Carlos, 2 de julio de 2025.`,
    ],
    gp: {
      conservador: 'San Carlos',
      fojas: 640,
      vuelta: false,
      numero: 522,
      ano: 2013,
      fecha_emision: '2025-07-02',
      gravamenes: [['HIPOTECA', 120, false, 98, 2013]],
      prohibiciones: [['PROHIBICION', 77, true, 70, 2013]],
    },
  },
  {
    name: 'Viña del Mar, owners after "Propietarios:" separated by semicolons, with RUN',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE VIÑA DEL MAR
CERTIFICADO DE DOMINIO VIGENTE
Inmueble: Avenida Libertad 1120, departamento 71, comuna de Viña del Mar.
Inscripción: foja 9920, número 11021 del Registro de Propiedad del año 2020.
Propietarios: PÉREZ SOTO ANA MARÍA, RUN 12.456.789-0; ROJAS PÉREZ TOMÁS, RUN 19.023.457-6.
Estado: vigente.
Viña del Mar, 30 de junio de 2025`,
    ],
    inscription: {
      conservador: 'Viña del Mar',
      fojas: 9920,
      vuelta: false,
      numero: 11021,
      ano: 2020,
      fecha_emision: '2025-06-30',
      comuna: 'Viña del Mar',
      propietarios: ['PÉREZ SOTO ANA MARÍA', 'ROJAS PÉREZ TOMÁS'],
    },
  },
  {
    name: 'Talcahuano, typewritten copy in capitals, certification after the body',
    types: ['titulo_anterior'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE TALCAHUANO
INSCRIPCIÓN NÚMERO 455.- TALCAHUANO, DIEZ DE MARZO DE MIL NOVECIENTOS OCHENTA Y CINCO.- DON
HERNÁN ARTURO VEGA LILLO, EMPLEADO, CASADO, DE ESTE DOMICILIO, ES DUEÑO DEL SITIO NÚMERO DOCE DE
LA POBLACIÓN LAS HIGUERAS, COMUNA DE TALCAHUANO, QUE DESLINDA: NORTE, EN DIEZ METROS CON CALLE
TRES; SUR, EN DIEZ METROS CON SITIO TRECE.- LO ADQUIRIÓ POR COMPRA A DON JOSÉ MIGUEL SOTO
ARANEDA.- EL TÍTULO ANTERIOR ESTÁ INSCRITO A FOJAS 88 VTA. N° 71 DEL AÑO 1960.-
Certifico que la presente copia es conforme con su original, que rola a fojas 320 número 455
del Registro de Propiedad del año 1985. Talcahuano, 4 de julio de 2025.`,
    ],
    inscription: {
      conservador: 'Talcahuano',
      fojas: 320,
      vuelta: false,
      numero: 455,
      ano: 1985,
      fecha_emision: '2025-07-04',
      comuna: 'Talcahuano',
      propietarios: ['HERNÁN ARTURO VEGA LILLO'],
      anterior: [88, true, 71, 1960],
    },
  },
  {
    name: 'Puerto Montt, counts in parentheses with dotted leaders, "(0)" for none',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE PUERTO MONTT
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES
Inmueble inscrito a Fs. 5510 N° 4402 del año 2018, comuna de Puerto Montt.
Registro de Hipotecas y Gravámenes .......... (1)
1.- HIPOTECA: a Fs. 2290 N° 1987 del año 2018, en favor de Banco Sureño.
Registro de Interdicciones y Prohibiciones .......... (0)
Puerto Montt, 10 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Puerto Montt',
      fojas: 5510,
      vuelta: false,
      numero: 4402,
      ano: 2018,
      fecha_emision: '2025-07-10',
      gravamenes: [['HIPOTECA', 2290, false, 1987, 2018]],
      prohibiciones: [],
    },
  },
  {
    name: 'San Miguel, two owners in the body without don or doña',
    types: ['dominio_vigente'],
    pages: [
      `COPIA DE INSCRIPCION
REGISTRO DE PROPIEDAD
El Conservador que suscribe certifica que la inscripción adjunta, y que rola a fojas 9120, nº
7781, año 2021, de este registro, está conforme con su original, y que la inscripción que
consta en ella se encuentra:VIGENTE.-
San Miguel, 9 de Julio de 2025.-`,
      `San Miguel, veinte de agosto de dos mil veintiuno.- ROSA ELENA DÍAZ SOTO, cédula nacional de
identidad número trece millones setecientos setenta y un mil cuatrocientos cincuenta guión
siete, casada, y JUAN CARLOS PÉREZ MOYA, cédula nacional de identidad número ocho millones
trescientos treinta y cuatro mil ciento veinte guión tres, casado, ambos domiciliados en
Pasaje Las Dalias número mil doce, comuna de Lo Espejo, son dueños en partes iguales del
inmueble ubicado en Pasaje Las Dalias número mil doce, comuna de Lo Espejo.- Lo adquirieron
por compra a doña ELISA MORA TAPIA.- El título anterior está inscrito a Fojas 4410, Número
3209 del Año 2003.- Rol de Avalúo Nº 6120-18.`,
    ],
    inscription: {
      conservador: 'San Miguel',
      fojas: 9120,
      vuelta: false,
      numero: 7781,
      ano: 2021,
      fecha_emision: '2025-07-09',
      comuna: 'Lo Espejo',
      rol_avaluo: '6120-18',
      propietarios: ['ROSA ELENA DÍAZ SOTO', 'JUAN CARLOS PÉREZ MOYA'],
      anterior: [4410, false, 3209, 2003],
    },
  },
  {
    name: 'Alto Hospicio, SERVIU prohibition and a bien familiar section without reference',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE ALTO HOSPICIO
CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y BIEN FAMILIAR
Folio N°:20931.-Carátula N°:88210.-
Del inmueble inscrito a Fojas 4410 vuelta Número 3902 del Registro de Propiedad del año 2012,
comuna de Alto Hospicio, de propiedad de QUISPE MAMANI JUANA.
HIPOTECAS Y GRAVÁMENES: No registra.
PROHIBICIONES E INTERDICCIONES:
1) PROHIBICION en que se obliga a habitar personalmente la vivienda y no enajenarla por cinco
años sin previa autorización escrita del SERVIU Región de Tarapacá, inscrita a Fojas 1201
vuelta N° 1100 del año 2012.
BIEN FAMILIAR: Al margen de la inscripción de dominio consta que el inmueble fue declarado
bien familiar por sentencia del Juzgado de Familia de Iquique.
Alto Hospicio, 11 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Alto Hospicio',
      fojas: 4410,
      vuelta: true,
      numero: 3902,
      ano: 2012,
      fecha_emision: '2025-07-11',
      gravamenes: [],
      prohibiciones: [['PROHIBICION', 1201, true, 1100, 2012]],
    },
  },
  {
    name: 'Angol, "MEDIDAS PRECAUTORIAS Y EMBARGOS:" heading, "Litigios: No hay"',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE ANGOL
CERTIFICADO DE GRAVÁMENES, PROHIBICIONES, EMBARGOS Y LITIGIOS
Propiedad inscrita a fojas 610 número 488 del Registro de Propiedad del año 2009, comuna de
Angol, a nombre de CONTRERAS ALARCÓN PABLO ENRIQUE.
HIPOTECAS: No hay.
PROHIBICIONES: No hay.
MEDIDAS PRECAUTORIAS Y EMBARGOS:
a) Embargo inscrito a fojas 1.902 número 1.411 del año 2024, decretado por el Juzgado de
Letras de Angol, causa Rol C-702-2024.
Litigios: No hay.
Angol, 5 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Angol',
      fojas: 610,
      vuelta: false,
      numero: 488,
      ano: 2009,
      fecha_emision: '2025-07-05',
      gravamenes: [],
      prohibiciones: [['EMBARGO', 1902, false, 1411, 2024]],
    },
  },
  {
    name: 'Ovalle, dominio vigente with owner, RUT and estado civil in one sentence',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE OVALLE
CERTIFICADO DE DOMINIO VIGENTE
CERTIFICO: Que el inmueble ubicado en calle Vicuña Mackenna número 650, comuna de Ovalle, Rol
de avalúo 310-22, se encuentra inscrito a fojas 1.330 vuelta número 1.021 del Registro de
Propiedad a mi cargo correspondiente al año 2.017, a nombre de doña CAROLINA ANDREA TORO
GODOY, C.I. 16.558.012-5, soltera, inscripción que se encuentra vigente.-
Ovalle, 2 de julio del año 2.025.-`,
    ],
    inscription: {
      conservador: 'Ovalle',
      fojas: 1330,
      vuelta: true,
      numero: 1021,
      ano: 2017,
      fecha_emision: '2025-07-02',
      comuna: 'Ovalle',
      rol_avaluo: '310-22',
      propietarios: ['CAROLINA ANDREA TORO GODOY'],
    },
  },
  {
    name: 'Coronel, owners in a table with RUT and share',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES, COMERCIO Y MINAS DE CORONEL
CERTIFICADO DE DOMINIO VIGENTE
Inmueble: Pasaje Los Pescadores 77, comuna de Coronel.
Inscripción: fojas 1.610 número 1.288 del Registro de Propiedad del año 2.016.
PROPIETARIOS
NOMBRE   RUT   DERECHOS
ARRIAGADA SOTO LUIS ALBERTO   9.876.543-3   50%
FUENTES ROA MARÍA ELENA   15.334.221-0   50%
La inscripción individualizada se encuentra vigente a la fecha.
Coronel, 9 de julio de 2025.`,
    ],
    inscription: {
      conservador: 'Coronel',
      fojas: 1610,
      vuelta: false,
      numero: 1288,
      ano: 2016,
      fecha_emision: '2025-07-09',
      comuna: 'Coronel',
      propietarios: ['ARRIAGADA SOTO LUIS ALBERTO', 'FUENTES ROA MARÍA ELENA'],
    },
  },
  {
    name: 'Limache, every lien in one paragraph separated by semicolons',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE LIMACHE
CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES
Certifico que el inmueble inscrito a fojas 802 número 633 del Registro de Propiedad del año
2014, comuna de Olmué, de propiedad de TORO VEGA SERGIO, registra: hipoteca a favor de Banco
Central Sur, inscrita a fojas 410 número 377 del año 2014; prohibición de gravar y enajenar a
favor del mismo banco, inscrita a fojas 388 número 351 del año 2014; y embargo decretado por el
Juzgado de Letras de Limache, inscrito a fojas 1.022 número 901 del año 2022.
Limache, 3 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Limache',
      fojas: 802,
      vuelta: false,
      numero: 633,
      ano: 2014,
      fecha_emision: '2025-07-03',
      gravamenes: [['HIPOTECA', 410, false, 377, 2014]],
      prohibiciones: [
        ['PROHIBICION', 388, false, 351, 2014],
        ['EMBARGO', 1022, false, 901, 2022],
      ],
    },
  },
  {
    name: 'Pichilemu, "VIGENTES: NINGUNA" answers and the date at the top',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE PICHILEMU
Fecha: 12/07/2025
CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES
Inmueble inscrito a fojas 233 vta. número 198 del Registro de Propiedad del año 2010, comuna de
Pichilemu.
REGISTRO DE HIPOTECAS Y GRAVÁMENES - VIGENTES: NINGUNA
REGISTRO DE INTERDICCIONES Y PROHIBICIONES - VIGENTES: NINGUNA`,
    ],
    gp: {
      conservador: 'Pichilemu',
      fojas: 233,
      vuelta: true,
      numero: 198,
      ano: 2010,
      fecha_emision: '2025-07-12',
      gravamenes: [],
      prohibiciones: [],
    },
  },
  {
    name: 'Castro, "según inscripción de fs." and the dominio "corresponde a"',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE CASTRO
CERTIFICADO DE DOMINIO VIGENTE
El Conservador que suscribe certifica que, a la fecha, el dominio vigente del inmueble ubicado
en calle Blanco 455, comuna de Castro, corresponde a don MANUEL JESÚS BARRÍA OYARZO, según
inscripción de fs. 10 vta. N° 20 del Registro de Propiedad del año 2000.
Castro, 8 de julio de 2025.`,
    ],
    inscription: {
      conservador: 'Castro',
      fojas: 10,
      vuelta: true,
      numero: 20,
      ano: 2000,
      fecha_emision: '2025-07-08',
      comuna: 'Castro',
      propietarios: ['MANUEL JESÚS BARRÍA OYARZO'],
    },
  },
  {
    name: 'Tomé, enumerated registry headings and "Inscripción N° …, Fojas …, Año …"',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE TOMÉ
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES
Propiedad: Inscripción N° 702, Fojas 880, Año 2018, Registro de Propiedad; comuna de Tomé;
propietaria doña ELISA ANDREA CORTÉS RIVAS.
1.- REGISTRO DE HIPOTECAS Y GRAVÁMENES:
a) Hipoteca a favor de Banco Penco: Inscripción N° 455, Fojas 1.200, Año 2018.
2.- REGISTRO DE INTERDICCIONES Y PROHIBICIONES:
a) Prohibición a favor de Banco Penco: Inscripción N° 398, Fojas 990, Año 2018.
b) Embargo, Juzgado de Letras de Tomé, Rol C-88-2024: Inscripción N° 120, Fojas 145 vta., Año
2024.
Tomé, 4 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Tomé',
      fojas: 880,
      vuelta: false,
      numero: 702,
      ano: 2018,
      fecha_emision: '2025-07-04',
      gravamenes: [['HIPOTECA', 1200, false, 455, 2018]],
      prohibiciones: [
        ['PROHIBICIÓN', 990, false, 398, 2018],
        ['EMBARGO', 145, true, 120, 2024],
      ],
    },
  },
];
