import type { CbrStyle } from './cbrStyle';

/*
 * GP certificates (hipotecas, gravámenes, interdicciones, prohibiciones, embargos, litigios, bien
 * familiar) and bundles with dominio vigente, written for the generality set of issue #9 in many
 * offices' plausible wording: numbered, lettered, bulleted, narrative, tables, headings after
 * their items, one registry only, registries certified empty in many ways. Every person, number
 * and creditor is invented.
 */
export const CBR_LIENS: CbrStyle[] = [
  {
    name: 'Santiago, numbered items with counts, bien familiar and embargo',
    types: ['gp'],
    pages: [
      `Morandé 440     Teléfono:      www.conservador.cl
Santiago         22390 0800    info@conservador.cl
*7C21-A0E4-91B2-3D5F*
Certificado de Hipotecas, Gravámenes, Interdicciones y Prohibiciones de Enajenar
Del inmueble inscrito a Fojas 41877 Número 60231 del Registro de Propiedad del año 2017
ubicado en la comuna de MAIPU que corresponde a: casa y sitio de calle Los Aromos número
dos mil cuatrocientos doce de propiedad de PAREDES LILLO ESTEBAN JOSE y OSSA BRAVO MARIA
FERNANDA.
Registro de Hipotecas y Gravámenes
Revisados los índices del Registro de Hipotecas y Gravámenes durante TREINTA años a la
fecha, certifico que la propiedad individualizada precedentemente tiene en dicho periodo UN
inscripción(es) vigente(s).-
1) PRIMERA HIPOTECA : a Fs. 38902 Nro. 55617 del Año 2017 por 1.890,50 UF en favor de
Banco del Pacífico.
Registro de Interdicciones y Prohibiciones de Enajenar
Revisados igualmente durante TREINTA años los índices del Registro de Interdicciones y
Prohibiciones de Enajenar, certifico que la referida propiedad tiene en dicho periodo TRES
inscripción(es) vigente(s).-
1) PROHIBICION : a Fs. 29811 Nro. 44120 del Año 2017 de gravar y enajenar en favor de
Banco del Pacífico.
2) BIEN FAMILIAR : a Fs. 12004 Nro. 18876 del Año 2022 declarado por sentencia del Segundo
Juzgado de Familia de Santiago.
3) EMBARGO : a Fs. 51220 Nro. 77091 del Año 2024 decretado por el Vigésimo Juzgado Civil
de Santiago Rol N° C-8812-2024, a solicitud de Banco del Pacífico.
Santiago, 6 de junio del 2025
Derechos $ 6.600.-`,
    ],
    gp: {
      conservador: 'Santiago',
      fojas: 41877,
      vuelta: false,
      numero: 60231,
      ano: 2017,
      fecha_emision: '2025-06-06',
      gravamenes: [['PRIMERA HIPOTECA', 38902, false, 55617, 2017]],
      prohibiciones: [
        ['PROHIBICION', 29811, false, 44120, 2017],
        ['BIEN FAMILIAR', 12004, false, 18876, 2022],
        ['EMBARGO', 51220, false, 77091, 2024],
      ],
    },
  },
  {
    name: 'San Miguel, dash references "fs. 3412vta- 2871- 2019" under bare headings',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE SAN MIGUEL
CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES, PROHIBICIONES Y LITIGIOS
El Conservador que suscribe certifica que, revisados los índices respectivos por el término
de treinta años, la propiedad inscrita a fojas 4521 vta., nº 3310, año 2019, del Registro de
Propiedad, ubicada en Pasaje El Ciruelo Nº 822, comuna de La Cisterna, de propiedad de
TAPIA VEGA RODRIGO ANDRÉS, registra las siguientes inscripciones vigentes:
HIPOTECAS Y GRAVÁMENES:
- Hipoteca a fs. 3412vta- 2871- 2019 en favor de Banco Andino.
PROHIBICIONES:
- Prohibición a fs. 3519vta- 2960- 2019 en favor de Banco Andino.
- Embargo a fs. 611v- 574- 2024, Primer Juzgado de Letras de San Miguel, Rol C-1020-2024.
LITIGIOS: No registra.
San Miguel, 4 de Junio de 2025.-
Verifique con el código Q8WE-3RT5Y-11 en www.veridoc.cl`,
    ],
    gp: {
      conservador: 'San Miguel',
      fojas: 4521,
      vuelta: true,
      numero: 3310,
      ano: 2019,
      fecha_emision: '2025-06-04',
      gravamenes: [['HIPOTECA', 3412, true, 2871, 2019]],
      prohibiciones: [
        ['PROHIBICION', 3519, true, 2960, 2019],
        ['EMBARGO', 611, true, 574, 2024],
      ],
    },
  },
  {
    name: 'Puente Alto, a table per registry with spaced cells',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE PUENTE ALTO
CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES
Inmueble: Pasaje Los Quillayes Nº 0455, comuna de Puente Alto
Inscripción de dominio: Fs 31v Nº 27 del año 2020
Propietarios: NAVARRO FUENTES CLAUDIO ESTEBAN; NAVARRO FUENTES PAULA ANDREA
REGISTRO DE HIPOTECAS Y GRAVÁMENES
N°   Tipo   Fojas   Número   Año   Acreedor
1   HIPOTECA   118   96   2020   BANCO CORDILLERA S.A.
2   SERVIDUMBRE   2204   1877   1985   EMPRESA ELÉCTRICA ANDINA LTDA.
REGISTRO DE INTERDICCIONES Y PROHIBICIONES
N°   Tipo   Fojas   Número   Año   Beneficiario
1   PROHIBICIÓN   97v   88   2020   BANCO CORDILLERA S.A.
Puente Alto, 12 de mayo de 2025.`,
    ],
    gp: {
      conservador: 'Puente Alto',
      fojas: 31,
      vuelta: true,
      numero: 27,
      ano: 2020,
      fecha_emision: '2025-05-12',
      gravamenes: [
        ['HIPOTECA', 118, false, 96, 2020],
        ['SERVIDUMBRE', 2204, false, 1877, 1985],
      ],
      prohibiciones: [['PROHIBICIÓN', 97, true, 88, 2020]],
    },
  },
  {
    name: 'Valparaíso, fojas.cl form, an inscription line pushed to the next page',
    types: ['gp'],
    pages: [
      `CERTIFICADO DE HIPOTECAS Y GRAVAMENES
INTERDICCIONES Y PROHIBICIONES DE ENAJENAR, LITIGIOS
Y BIEN FAMILIAR
Folio Nro: 88413.-Carátula Nro:5120934.-
I.- Singularización del inmueble :
Ubicación:
Calle Almirante Montt Nº 455, departamento 32, Cerro Alegre
Comuna:
VALPARAISO
II.- Individualización propietario vigente: (2)
1.- SOTO MIRANDA JAVIER IGNACIO Rut: 13.771.450-7
2.- PINTO ARAYA CAROLINA BELÉN Rut: 14.229.876-7
Inscripción: Fs.2207v Nro 2690 de 2015 , Registro de Propiedad
 Fecha Inscripción: 14/08/2015
III.-Limitaciones al dominio desde 02/07/1995 hasta 02/07/2025:
Registro de Hipotecas y Gravamenes: (1)
1.- Clase Inscripción.: HIPOTECA
Constituyente: SOTO MIRANDA JAVIER IGNACIO.
Acreedor: BANCO DEL LITORAL S.A.
Conservador de Bienes Raíces de Valparaíso , 02 Julio de 2025
Emito con firma electrónica avanzada (ley No19.799, de 2002) AA de
13/10/2006 de la Excma. Corte Suprema.-
Certificado Nro 301443.- Verifique validez en www.fojas.cl .-
Pag: 1/2`,
      `Inscripción: Fs.1980 Nro 2411 de 2015 Fecha Inscripción: 14/08/2015
Registro de Interdicciones y Prohibiciones: (1)
1.- Clase inscripción: PROHIBICION
Acreedor: BANCO DEL LITORAL S.A.
Inscripción: Fs.1311v Nro 1655 de 2015 Fecha Inscripción: 14/08/2015
IV.- Litigios.:
No registra Anotaciones o Inscripciones.-
V.- Bien Familiar (Ley 19335):
No registra anotaciones.-
Valparaíso, dos de Julio del año dos mil veinticinco.- MR
Conservador de Bienes Raíces de Valparaíso , 02 Julio de 2025
Emito con firma electrónica avanzada (ley No19.799, de 2002) AA de
13/10/2006 de la Excma. Corte Suprema.-
Certificado Nro 301443.- Verifique validez en www.fojas.cl .-
Pag: 2/2`,
    ],
    gp: {
      conservador: 'Valparaíso',
      fojas: 2207,
      vuelta: true,
      numero: 2690,
      ano: 2015,
      fecha_emision: '2025-07-02',
      gravamenes: [['HIPOTECA', 1980, false, 2411, 2015]],
      prohibiciones: [['PROHIBICION', 1311, true, 1655, 2015]],
    },
  },
  {
    name: 'Viña del Mar, registry codes table with spaced cells',
    types: ['gp'],
    pages: [
      `Powered by CBR Intelligence
CONSERVADOR DE BIENES RAÍCES DE VIÑA DEL MAR
Certificado de Hipotecas, Gravámenes, Interdicciones y Prohibiciones
CERTIFICADO NÚMERO : 7F3A21CA
Matrícula Inmobiliaria: 61742
Inmueble inscrito a foja 5120, número 6011 del Registro de Propiedad del año 2018
Registro   Foja   Número   Año   Descripción
RBG   4187   3905   2018   Hipoteca - BANCO COSTERO.
RBK   3320   4410   2018   Prohibición - BANCO COSTERO.
RBK   8112   9001   2023   Embargo - TESORERÍA PROVINCIAL DE VIÑA DEL MAR.
Viña del Mar, 18 de junio de 2025`,
    ],
    gp: {
      conservador: 'Viña del Mar',
      fojas: 5120,
      vuelta: false,
      numero: 6011,
      ano: 2018,
      fecha_emision: '2025-06-18',
      gravamenes: [['HIPOTECA', 4187, false, 3905, 2018]],
      prohibiciones: [
        ['PROHIBICION', 3320, false, 4410, 2018],
        ['EMBARGO', 8112, false, 9001, 2023],
      ],
    },
  },
  {
    name: 'Concepción, narrative "A fojas … figura inscrita hipoteca …", registries named in each entry',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE CONCEPCIÓN
CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES
El Conservador que suscribe certifica que, revisados los índices de los Registros de
Hipotecas y Gravámenes y de Interdicciones y Prohibiciones de Enajenar de este oficio durante
los últimos treinta años, respecto del inmueble inscrito a nombre de VALENZUELA ORTIZ ROSA
ELENA a fojas 2111 número 1904 del Registro de Propiedad del año 2019, ubicado en calle
Colón número 2110, comuna de Chiguayante, consta lo siguiente:
A fojas 1502 número 1247 del Registro de Hipotecas del año 2019, figura inscrita hipoteca
en favor del Banco Regional del Sur, para garantizar un mutuo de 2.150 UF.
A fojas 1311 número 1122 del Registro de Prohibiciones del año 2019, figura inscrita
prohibición de gravar y enajenar en favor del mismo Banco.
A fojas 880 número 701 del Registro de Prohibiciones del año 2024, figura inscrito embargo
decretado por el Segundo Juzgado Civil de Concepción en causa Rol C-4410-2023.
No hay otras inscripciones vigentes.
En Concepción, veinte de mayo del año dos mil veinticinco.-
Carátula Nº 1022332.-`,
    ],
    gp: {
      conservador: 'Concepción',
      fojas: 2111,
      vuelta: false,
      numero: 1904,
      ano: 2019,
      fecha_emision: '2025-05-20',
      gravamenes: [['HIPOTECA', 1502, false, 1247, 2019]],
      prohibiciones: [
        ['PROHIBICION', 1311, false, 1122, 2019],
        ['EMBARGO', 880, false, 701, 2024],
      ],
    },
  },
  {
    name: 'Temuco, two columns read across: each registry heading after its items, F and V',
    types: ['gp'],
    pages: [
      `Conservador de Bienes Raíces de Temuco
CERTIFICADO DE HIPOTECAS, GRAVAMENES, INTERDICCIONES Y PROHIBICIONES
Del inmueble inscrito a Fojas 1502 V número 1247 del Registro de Propiedad del año 2016.
Código de verificación: k2m9xq7pwa
1) HIPOTECA: a Fs.2210 F Nro.1901 del Año: 2016 En favor de BANCO AUSTRAL.
Revisados los índices del Registro de Hipotecas y Gravámenes durante TREINTA años a la fecha,
certifico que la propiedad individualizada precedentemente tiene en dicho período, las
siguiente(es) inscripción(es) vigente(es).
Registro de Hipotecas y Gravámenes
1) PROHIBICION: a Fs.2241 V Nro.1933 del Año: 2016 En favor de BANCO AUSTRAL.
2) EMBARGO: a Fs.6120 V Nro.3301 del Año: 2024 Impuesto por Tesorería Regional.
Revisados igualmente durante TREINTA años los índices del Registro de Interdicciones y
Prohibiciones, certifico que la referida propiedad tiene en dicho período, las siguiente(es)
inscripción(es) vigente(es).
Registro de Interdicciones y Prohibiciones
Temuco, 9 de Mayo del 2025`,
    ],
    gp: {
      conservador: 'Temuco',
      fojas: 1502,
      vuelta: true,
      numero: 1247,
      ano: 2016,
      fecha_emision: '2025-05-09',
      gravamenes: [['HIPOTECA', 2210, false, 1901, 2016]],
      prohibiciones: [
        ['PROHIBICION', 2241, true, 1933, 2016],
        ['EMBARGO', 6120, true, 3301, 2024],
      ],
    },
  },
  {
    name: 'Puerto Montt, hipotecas y gravámenes only, nothing registered',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAICES DE PUERTO MONTT
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES
N° de certificado: 2025-004513
Inmueble: Lote 14 de la Parcelación Alerce Norte, comuna de PUERTO MONTT, inscrito a
Foja1234 Número 5678 Año 2001 del Registro de Propiedad, a nombre de GALLARDO MANSILLA
JUAN CARLOS.
Revisado el Registro de Hipotecas y Gravámenes por el período de treinta años, CERTIFICO que
el inmueble individualizado no registra hipotecas ni gravámenes vigentes.
Puerto Montt, 9 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Puerto Montt',
      fojas: 1234,
      vuelta: false,
      numero: 5678,
      ano: 2001,
      fecha_emision: '2025-07-09',
      gravamenes: [],
      prohibiciones: null,
    },
  },
  {
    name: 'Puerto Montt, interdicciones y prohibiciones only, type after and before the reference',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAICES DE PUERTO MONTT
CERTIFICADO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR
N° de certificado: 2025-004514
Inmueble inscrito a Foja1234 Número 5678 Año 2001 del Registro de Propiedad, comuna de
PUERTO MONTT.
Revisado el Registro de Interdicciones y Prohibiciones de Enajenar por el período de treinta
años, CERTIFICO que al inmueble le afectan las siguientes inscripciones:
1. Embargo, inscrito a fojas 3301 número 2876 del año 2023, decretado por el Juzgado de
Letras de Puerto Montt en causa Rol C-2201-2023, a solicitud de Cooperativa Sur Ahorro.
2. Prohibición de enajenar a favor del SERVIU Región de Los Lagos, inscrita a fojas 211 vta.
número 198 del año 2001.
Puerto Montt, 9 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Puerto Montt',
      fojas: 1234,
      vuelta: false,
      numero: 5678,
      ano: 2001,
      fecha_emision: '2025-07-09',
      gravamenes: null,
      prohibiciones: [
        ['EMBARGO', 3301, false, 2876, 2023],
        ['PROHIBICION', 211, true, 198, 2001],
      ],
    },
  },
  {
    name: 'La Serena, narrative items, prohibiciones "NO tiene inscripciones vigentes", title last',
    types: ['gp'],
    pages: [
      `Certificado de Hipotecas y Prohibiciones
Inmueble: DEPARTAMENTO Nº 504, AVENIDA DEL MAR Nº 3300, ubicado en la comuna de LA SERENA,
de propiedad de CORTÉS ALFARO PATRICIA.
Revisados los índices del Registro de Hipotecas y Gravámenes durante TREINTA años a la fecha
certifico que al inmueble singularizado precedentemente, solamente le afecta lo siguiente:
UN REGLAMENTO DE COPROPIEDAD del Edificio Mar Azul. Inscrito a fs 1102 N° 880 de 2011.
UNA HIPOTECA constituida en favor de COOPERATIVA DEL VALLE, ascendente a la cantidad de
1.980 Unidades de Fomento. Inscrita a fs 4410 N° 2301 de 2013.
Revisados igualmente durante TREINTA años, los índices del Registro de Interdicciones y
Prohibiciones de Enajenar, certifico que el inmueble singularizado precedentemente NO tiene
inscripciones vigentes.
EL TÍTULO DE DOMINIO SE ENCUENTRA INSCRITO A FOJAS 2210 N° 1544 DEL REGISTRO DE PROPIEDAD,
CORRESPONDIENTE AL AÑO 2013.
CBR La Serena, 21 de Abril de 2025, Hora: 11:20`,
    ],
    gp: {
      conservador: 'La Serena',
      fojas: 2210,
      vuelta: false,
      numero: 1544,
      ano: 2013,
      fecha_emision: '2025-04-21',
      gravamenes: [
        ['REGLAMENTO DE COPROPIEDAD', 1102, false, 880, 2011],
        ['HIPOTECA', 4410, false, 2301, 2013],
      ],
      prohibiciones: [],
    },
  },
  {
    name: 'Rancagua, one page per registry, creditor after the reference',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAICES DE RANCAGUA
Folio Nº:61121.-Carátula Nº:1298871.-
CERTIFICADO DE HIPOTECAS Y GRAVAMENES
Certifico: Que revisado el Registro de Hipotecas y Gravámenes de este Conservador durante los
últimos treinta años, respecto de la propiedad inscrita a fojas 1.874 VTA, N° 1.310 del
Registro de Propiedad del año 2.009, de don PABLO ANDRÉS REYES MUÑOZ, aparecen las
siguientes inscripciones vigentes:
1.- HIPOTECA : A fojas 588 número 801 del año 2009 BANCO DEL VALLE CENTRAL.
2.- HIPOTECA : A fojas 2201 número 2990 del año 2014 BANCO DEL VALLE CENTRAL.
Rancagua, 30 de junio de 2025.-`,
      `CONSERVADOR DE BIENES RAICES DE RANCAGUA
Folio Nº:61122.-Carátula Nº:1298871.-
CERTIFICADO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR
Certifico: Que revisado el Registro de Interdicciones y Prohibiciones de Enajenar de este
Conservador durante los últimos treinta años, respecto de la propiedad inscrita a fojas 1.874
VTA, N° 1.310 del Registro de Propiedad del año 2.009, aparecen las siguientes inscripciones
vigentes:
1.- PROHIBICION : A fojas 610 número 844 del año 2009 BANCO DEL VALLE CENTRAL.
Rancagua, 30 de junio de 2025.-`,
    ],
    gp: {
      conservador: 'Rancagua',
      fojas: 1874,
      vuelta: true,
      numero: 1310,
      ano: 2009,
      fecha_emision: '2025-06-30',
      gravamenes: [
        ['HIPOTECA', 588, false, 801, 2009],
        ['HIPOTECA', 2201, false, 2990, 2014],
      ],
      prohibiciones: [['PROHIBICION', 610, false, 844, 2009]],
    },
  },
  {
    name: 'Talca, bullets, years only in "con fecha …"',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE TALCA
CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES
Inmueble: calle 4 Sur número 1240, comuna de Talca, inscrito a fojas 1.988 número 1.402 del
Registro de Propiedad del año 2.012, a nombre de doña ANA MARÍA CÁCERES LETELIER.
Hipotecas y gravámenes vigentes:
• Hipoteca inscrita a fojas 880 N°712, a favor del Banco Maulino, con fecha 3 de mayo de 2012.
Prohibiciones e interdicciones vigentes:
• Prohibición inscrita a fojas 1200 N° 950, a favor del Banco Maulino, con fecha 3 de mayo
de 2012.
• Embargo inscrito a fojas 301 vta. N° 244, decretado por el Primer Juzgado de Letras de
Talca, con fecha 14 de enero de 2025.
Talca, 11 de junio de 2025.`,
    ],
    gp: {
      conservador: 'Talca',
      fojas: 1988,
      vuelta: false,
      numero: 1402,
      ano: 2012,
      fecha_emision: '2025-06-11',
      gravamenes: [['HIPOTECA', 880, false, 712, 2012]],
      prohibiciones: [
        ['PROHIBICION', 1200, false, 950, 2012],
        ['EMBARGO', 301, true, 244, 2025],
      ],
    },
  },
  {
    name: 'Antofagasta, one sentence: "no le afectan hipotecas … y no le afectan … embargos"',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE ANTOFAGASTA
CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES
El Conservador de Bienes Raíces de Antofagasta que suscribe certifica que a la propiedad
inscrita a fojas 7.710 número 5.502 del Registro de Propiedad del año 2.018, ubicada en
Avenida Grecia número 1400, departamento 803, comuna de Antofagasta, de propiedad de ROJAS
CORTÉS LUIS ALBERTO, revisados los Registros respectivos por treinta años, no le afectan
hipotecas ni gravámenes, y no le afectan interdicciones, prohibiciones de enajenar ni
embargos.
Antofagasta, 2 de junio de 2025.`,
    ],
    gp: {
      conservador: 'Antofagasta',
      fojas: 7710,
      vuelta: false,
      numero: 5502,
      ano: 2018,
      fecha_emision: '2025-06-02',
      gravamenes: [],
      prohibiciones: [],
    },
  },
  {
    name: 'Valparaíso, bien familiar certificate with "NO CONSTAmarginalmente"',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE VALPARAÍSO
CERTIFICADO DE BIEN FAMILIAR
Certifico que al margen de la inscripción de dominio de fojas 2207 vuelta número 2690 del
Registro de Propiedad del año 2015, correspondiente al inmueble de calle Almirante Montt Nº
455, departamento 32, comuna de Valparaíso, NO CONSTAmarginalmente anotación alguna de
declaración de bien familiar conforme al artículo 141 del Código Civil.
Valparaíso, 2 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Valparaíso',
      fojas: 2207,
      vuelta: true,
      numero: 2690,
      ano: 2015,
      fecha_emision: '2025-07-02',
      gravamenes: null,
      prohibiciones: null,
    },
  },
  {
    name: 'Santiago, certificado de litigios',
    types: ['gp'],
    pages: [
      `Morandé 440
Santiago
Certificado de Litigios
El Conservador de Bienes Raíces de Santiago certifica que revisada la inscripción de fojas
41877 número 60231 del Registro de Propiedad del año 2017, no aparecen anotaciones marginales
de litigios pendientes ni de demandas que afecten al inmueble.
Santiago, 6 de junio de 2025.`,
    ],
    gp: {
      conservador: 'Santiago',
      fojas: 41877,
      vuelta: false,
      numero: 60231,
      ano: 2017,
      fecha_emision: '2025-06-06',
      gravamenes: null,
      prohibiciones: null,
    },
  },
  {
    name: 'Puerto Varas, notary-conservador bundle: dominio, hipotecas, prohibiciones, litigios, bien familiar',
    types: ['gp', 'dominio_vigente'],
    pages: [
      `Notaría y Conservador de Bienes Raíces de Puerto Varas
San Francisco 430, Puerto Varas
A requerimiento de don Felipe Aguilar se otorgan los siguientes certificados, por el período
de treinta años.-
CERTIFICADO DE DOMINIO VIGENTE
Certifico: que la inscripción de fojas 802 vuelta Nº 611 del Registro de Propiedad del
Conservador de Bienes Raíces de Puerto Varas del año 2016, del inmueble ubicado en calle Los
Colonos número quinientos cuarenta (540), comuna de Puerto Varas, se encuentra VIGENTE a
nombre de HERMINDA ROSA OYARZÚN BARRÍA.- PUERTO VARAS, 7 DE JULIO DE 2025.-
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES
Revisados por sus índices los Registros de Hipotecas y Gravámenes, certifico: Que el inmueble
singularizado en el certificado anterior tiene vigente una Hipoteca en favor de Banco Lacustre
S.A., inscrita a fojas 455 Nº 398 del Registro de Hipotecas del año 2016.- PUERTO VARAS, 7 DE
JULIO DE 2025.-
CERTIFICADO DE PROHIBICIONES
Revisados por sus índices los Registros de Interdicciones y Prohibiciones de Enajenar,
certifico: Que el inmueble singularizado en el certificado anterior NO TIENE VIGENTES
prohibiciones, interdicciones ni embargos.- PUERTO VARAS, 7 DE JULIO DE 2025.-
CERTIFICADO DE LITIGIOS
Certifico: que al margen de la inscripción de fojas 802 vuelta Nº 611 del Registro de
Propiedad del año 2016 no existe anotación relativa a litigios pendientes.- PUERTO VARAS, 7 DE
JULIO DE 2025.-
CERTIFICADO DE BIEN FAMILIAR
Certifico que al margen de la inscripción de fojas 802 vuelta Nº 611 del Registro de Propiedad
del año 2016 no existe anotación de declaración de Bien Familiar.- PUERTO VARAS, 7 DE JULIO
DE 2025.-`,
    ],
    inscription: {
      conservador: 'Puerto Varas',
      fojas: 802,
      vuelta: true,
      numero: 611,
      ano: 2016,
      fecha_emision: '2025-07-07',
      comuna: 'Puerto Varas',
      propietarios: ['HERMINDA ROSA OYARZÚN BARRÍA'],
    },
    gp: {
      conservador: 'Puerto Varas',
      fojas: 802,
      vuelta: true,
      numero: 611,
      ano: 2016,
      fecha_emision: '2025-07-07',
      gravamenes: [['HIPOTECA', 455, false, 398, 2016]],
      prohibiciones: [],
    },
  },
  {
    name: 'Iquique, dominio vigente with hipotecas and prohibiciones in one certificate',
    types: ['dominio_vigente', 'gp'],
    pages: [
      `CONSERVADOR DE BIENES RAICES DE IQUIQUE
CERTIFICADO DE DOMINIO VIGENTE CON HIPOTECAS Y GRAVÁMENES; PROHIBICIONES E INTERDICCIONES
CUR Nº: F512-88103
Certificado Nº 120488102232
DOMINIO: El inmueble ubicado en calle Tarapacá número 1450, departamento 62, comuna de
Iquique, se encuentra inscrito a Fojas 2871 Vuelta Número 3340 del Registro de Propiedad del
año 2019, y vigente a nombre de CHOQUE MAMANI ROSA ELVIRA.
HIPOTECAS Y GRAVÁMENES: 1) HIPOTECA a fojas 1180 número 1022 del año 2019, a favor de Banco
del Desierto.
PROHIBICIONES E INTERDICCIONES: 1) PROHIBICIÓN a fojas 990 número 1101 del año 2019, a favor de
Banco del Desierto. 2) MEDIDA PRECAUTORIA de prohibición de celebrar actos y contratos, a
fojas 2044 número 2210 del año 2024, decretada por el Segundo Juzgado de Letras de Iquique,
causa Rol C-552-2024.
IQUIQUE, a las 09:05 del 15 de julio del año 2025
www.fojas.cl`,
    ],
    inscription: {
      conservador: 'Iquique',
      fojas: 2871,
      vuelta: true,
      numero: 3340,
      ano: 2019,
      fecha_emision: '2025-07-15',
      comuna: 'Iquique',
      propietarios: ['CHOQUE MAMANI ROSA ELVIRA'],
    },
    gp: {
      conservador: 'Iquique',
      fojas: 2871,
      vuelta: true,
      numero: 3340,
      ano: 2019,
      fecha_emision: '2025-07-15',
      gravamenes: [['HIPOTECA', 1180, false, 1022, 2019]],
      prohibiciones: [
        ['PROHIBICIÓN', 990, false, 1101, 2019],
        ['MEDIDA PRECAUTORIA', 2044, false, 2210, 2024],
      ],
    },
  },
  {
    name: 'Quilpué, "fs. 11.402, nro. 9.310", one heading per registry with a colon',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE QUILPUÉ
CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS
Propiedad: Los Sauces 1120, comuna de Villa Alemana. Inscripción de dominio fs. 11.402, nro.
9.310, del año 2.015.
Propietario: LEIVA ROJAS MARCO ANTONIO.
Gravámenes: hipoteca en favor de Banco Porteño, inscrita a fs. 9.870, nro. 7.654, del año
2.015.
Prohibiciones: prohibición de enajenar en favor de Banco Porteño, inscrita a fs. 10.022, nro.
8.001, del año 2.015.
Litigios: no registra.
Quilpué, 1 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Quilpué',
      fojas: 11402,
      vuelta: false,
      numero: 9310,
      ano: 2015,
      fecha_emision: '2025-07-01',
      gravamenes: [['HIPOTECA', 9870, false, 7654, 2015]],
      prohibiciones: [['PROHIBICION', 10022, false, 8001, 2015]],
    },
  },
  {
    name: 'Ovalle, lettered items, a word hyphenated and an entry cut by the page header',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAICES DE OVALLE
CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES
En relación al inmueble inscrito a fojas 905 N° 611 del Registro de Propiedad a mi cargo
correspondiente al año 2.010, de propiedad de don HUGO ERNESTO CASTILLO PIZARRO,
CERTIFICO: Que revisados los Índices del Registro de Hipotecas y Gravámenes, durante treinta
años, le afecta lo siguiente: a) HIPOTECA DE PRIMER GRADO, inscrita a fo-
jas 1.120 N° 870 del Registro respectivo del año 2.010, en favor del BANCO
Página 1 de 2`,
      `CONSERVADOR DE BIENES RAICES DE OVALLE
DEL NORTE CHICO.- Revisados igualmente los Índices del Registro de Prohibiciones e
Interdicciones, durante treinta años, le afecta lo siguiente: a) PROHIBICIÓN, inscrita a
fojas 1.300 N° 1.001 del Registro respectivo del año 2.010, en favor del BANCO DEL NORTE
CHICO; b) EMBARGO, inscrito a fojas 2.455 N° 1.990 del Registro respectivo del año 2.023,
decretado por el Juzgado de Letras de Ovalle, Causa Rol C-311-2023.- OVALLE, 25 de junio del
año 2.025.-
Página 2 de 2`,
    ],
    gp: {
      conservador: 'Ovalle',
      fojas: 905,
      vuelta: false,
      numero: 611,
      ano: 2010,
      fecha_emision: '2025-06-25',
      gravamenes: [['HIPOTECA DE PRIMER GRADO', 1120, false, 870, 2010]],
      prohibiciones: [
        ['PROHIBICIÓN', 1300, false, 1001, 2010],
        ['EMBARGO', 2455, false, 1990, 2023],
      ],
    },
  },
  {
    name: 'Santiago, text layer without spaces, hipotecas "notieneinscripcionesvigentes"',
    types: ['gp'],
    pages: [
      `Morandé440
Santiago
CertificadodeHipotecas,Gravámenes,InterdiccionesyProhibicionesdeEnajenar
DelinmuebleinscritoaFojas22014Número31877delRegistrodePropiedaddelaño2004
ubicadoenlacomunadeRECOLETA,quecorrespondea:calleLosOlivosnúmeromilcien,
depropiedaddeARAYAPINOMARCELA.
RegistrodeHipotecasyGravámenes
RevisadoslosíndicesdelRegistrodeHipotecasyGravámenesduranteTREINTAañosala
fecha,certificoquelapropiedadindividualizadaprecedentementenotieneinscripcionesvigentes.-
RegistrodeInterdiccionesyProhibicionesdeEnajenar
RevisadosigualmenteduranteTREINTAañoslosíndicesdelRegistrodeInterdiccionesy
ProhibicionesdeEnajenar,certificoquelareferidapropiedadtieneendichoperiodoUN
inscripciónesvigentes.-
1)EMBARGO:aFs.7781Nro.11209delAño2023decretadoporelQuintoJuzgadoCivil
deSantiago,RolC-2201-2023,asolicituddeBancoCapitalS.A.
Santiago,2deJuniode2025.Derechos$6.600`,
    ],
    gp: {
      conservador: 'Santiago',
      fojas: 22014,
      vuelta: false,
      numero: 31877,
      ano: 2004,
      fecha_emision: '2025-06-02',
      gravamenes: [],
      prohibiciones: [['EMBARGO', 7781, false, 11209, 2023]],
    },
  },
  {
    name: 'Linares, capitals, "1102VTA", hipotecas certified empty in a sentence',
    types: ['gp'],
    pages: [
      `CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, PROHIBICIONES, INTERDICCIONES Y/O EMBARGOS
REVISADO EL INMUEBLE UBICADO EN LA COMUNA DE LINARES, QUE CORRESPONDE A CASA Y SITIO DE CALLE
INDEPENDENCIA Nº 880.- INSCRITO A FOJA 1102VTA, NÚMERO 977, DEL REGISTRO DE PROPIEDAD DEL AÑO
2011, A NOMBRE DE JORGE LUIS MUÑOZ SEPÚLVEDA.
Certifico que, revisados los registros de Hipotecas y Gravámenes por sus índices, desde 1995
hasta la fecha, al inmueble individualizado no le afectan hipotecas ni gravámenes vigentes.
Así también, certifico que, revisados los registros de Interdicciones y Prohibiciones de
Enajenar, al inmueble individualizado en dicho período tiene la(s) siguiente(s)
inscripción(es) vigente(s):
1.- EMBARGO: A FOJA 2290VTA, NÚMERO 1876 DEL AÑO 2022 EN FAVOR DE BANCO DEL MAULE; JUZGADO
DE LETRAS DE LINARES; CAUSA ROL C-902-2022.-
ESTA PROPIEDAD NO ESTÁ AFECTA A LITIGIOS.
Certificado emitido por el Conservador de Bienes Raíces de Linares, a dos de julio del dos
mil veinticinco.-`,
    ],
    gp: {
      conservador: 'Linares',
      fojas: 1102,
      vuelta: true,
      numero: 977,
      ano: 2011,
      fecha_emision: '2025-07-02',
      gravamenes: [],
      prohibiciones: [['EMBARGO', 2290, true, 1876, 2022]],
    },
  },
  {
    name: 'Valdivia, "fojas 2044 VUELTA bajo el número 1689", bullets, "No existen inscripciones vigentes"',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE VALDIVIA
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR
Propiedad inscrita a fojas 2044 VUELTA bajo el número 1689 del Registro de Propiedad del año
2008, ubicada en calle General Lagos 1350, comuna de Valdivia, a nombre de HERNÁNDEZ URIBE
TOMÁS IGNACIO.
Registro de Hipotecas y Gravámenes:
• Usufructo vitalicio inscrito a fojas 2045 N° 1690 del año 2008, a favor de doña Marta
Hernández Uribe.
• Servidumbre de tránsito inscrita a fojas 310 vuelta N° 255 del año 1979.
Registro de Interdicciones y Prohibiciones de Enajenar:
No existen inscripciones vigentes.
Valdivia, 3 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Valdivia',
      fojas: 2044,
      vuelta: true,
      numero: 1689,
      ano: 2008,
      fecha_emision: '2025-07-03',
      gravamenes: [
        ['USUFRUCTO', 2045, false, 1690, 2008],
        ['SERVIDUMBRE', 310, true, 255, 1979],
      ],
      prohibiciones: [],
    },
  },
  {
    name: 'Arica, número before fojas, prohibiciones "No registra."',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE ARICA
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES
Inmueble: Pasaje Azapa Nº 2020, comuna de Arica. Inscripción de dominio: Fs 88v Nº 71 del año
2016. Propietaria: CONDORI FLORES MARÍA JESÚS.
HIPOTECAS Y GRAVÁMENES:
Hipoteca a favor de Banco Fronterizo, inscrita bajo el número 1204 a fojas 880 del año 2016.
INTERDICCIONES Y PROHIBICIONES:
No registra.
Arica, 10 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Arica',
      fojas: 88,
      vuelta: true,
      numero: 71,
      ano: 2016,
      fecha_emision: '2025-07-10',
      gravamenes: [['HIPOTECA', 880, false, 1204, 2016]],
      prohibiciones: [],
    },
  },
  {
    name: 'Coyhaique, dominio vigente followed by a lien review in one certificate',
    types: ['dominio_vigente', 'gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE COYHAIQUE
CERTIFICADO DE DOMINIO VIGENTE, HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES
Certifico que el inmueble ubicado en calle Baquedano número 640, comuna de Coyhaique,
inscrito a fojas 318 número 290 del Registro de Propiedad del año 2017, se encuentra vigente
a nombre de doña SILVIA ANDREA MANSILLA NAVARRO.
Certifico además que, revisados los Registros de Hipotecas y Gravámenes y de Interdicciones y
Prohibiciones de Enajenar por treinta años, al inmueble le afectan únicamente: una hipoteca a
favor de Banco Patagónico, inscrita a fojas 144 número 131 del Registro de Hipotecas del año
2017; y una prohibición de gravar y enajenar a favor del mismo banco, inscrita a fojas 120
número 115 del Registro de Prohibiciones del año 2017.
Coyhaique, 4 de julio de 2025.`,
    ],
    inscription: {
      conservador: 'Coyhaique',
      fojas: 318,
      vuelta: false,
      numero: 290,
      ano: 2017,
      fecha_emision: '2025-07-04',
      comuna: 'Coyhaique',
      propietarios: ['SILVIA ANDREA MANSILLA NAVARRO'],
    },
    gp: {
      conservador: 'Coyhaique',
      fojas: 318,
      vuelta: false,
      numero: 290,
      ano: 2017,
      fecha_emision: '2025-07-04',
      gravamenes: [['HIPOTECA', 144, false, 131, 2017]],
      prohibiciones: [['PROHIBICION', 120, false, 115, 2017]],
    },
  },
  {
    name: 'San Fernando, items with numbers in words and digits in parentheses',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE SAN FERNANDO
CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES
Certifico que respecto del inmueble inscrito a fojas mil quinientos diez (1.510) número mil
doscientos tres (1.203) del Registro de Propiedad del año dos mil diez (2010), de propiedad de
don RAÚL ESTEBAN POBLETE SAAVEDRA, revisados los índices por treinta años, le afectan:
1.- HIPOTECA inscrita a fojas mil doscientos (1.200) número ochocientos (800) del año dos mil
diez (2010), en favor del Banco Colchagua.
2.- PROHIBICIÓN inscrita a fojas novecientos once (911) número setecientos dos (702) del año
dos mil diez (2010), en favor del Banco Colchagua.
San Fernando, 20 de junio de 2025.`,
    ],
    gp: {
      conservador: 'San Fernando',
      fojas: 1510,
      vuelta: false,
      numero: 1203,
      ano: 2010,
      fecha_emision: '2025-06-20',
      gravamenes: [['HIPOTECA', 1200, false, 800, 2010]],
      prohibiciones: [['PROHIBICIÓN', 911, false, 702, 2010]],
    },
  },
  {
    name: 'Copiapó, roman sections, each item with Fojas:, Número:, Año: labels',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE COPIAPÓ
CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES
I. INMUEBLE
Los Carrera 2210, comuna de Copiapó. Fojas: 1.455 vta. Número: 1.309 Año: 2.014, Registro de
Propiedad. Propietario: ARAYA CORTÉS DANIELA FERNANDA.
II. REGISTRO DE HIPOTECAS Y GRAVÁMENES
Hipoteca   Fojas: 980   Número: 744   Año: 2014   Acreedor: Banco Atacama
III. REGISTRO DE INTERDICCIONES Y PROHIBICIONES
Prohibición   Fojas: 771 vta.   Número: 690   Año: 2014   Beneficiario: Banco Atacama
Embargo   Fojas: 2.301   Número: 1.655   Año: 2023   Tribunal: Primer Juzgado de Letras de Copiapó
Copiapó, 3 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Copiapó',
      fojas: 1455,
      vuelta: true,
      numero: 1309,
      ano: 2014,
      fecha_emision: '2025-07-03',
      gravamenes: [['HIPOTECA', 980, false, 744, 2014]],
      prohibiciones: [
        ['PROHIBICIÓN', 771, true, 690, 2014],
        ['EMBARGO', 2301, false, 1655, 2023],
      ],
    },
  },
  {
    name: 'Melipilla, medida precautoria and a litigio noted in the margin (no list)',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE MELIPILLA
CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS
Inmueble inscrito a fojas 640 número 702 del Registro de Propiedad del año 2012, comuna de
Curacaví, de propiedad de SEGURA TAPIA NELSON ANDRÉS.
REGISTRO DE HIPOTECAS Y GRAVÁMENES: Revisado por treinta años, no le afectan hipotecas ni
gravámenes.
REGISTRO DE INTERDICCIONES Y PROHIBICIONES: Revisado por treinta años, le afecta:
1) MEDIDA PRECAUTORIA de prohibición de celebrar actos y contratos, inscrita a fojas 1.020
número 1.144 del año 2024, decretada por el Juzgado de Letras de Melipilla, Rol C-1301-2024.
LITIGIOS: Al margen de la inscripción de dominio consta anotación de la demanda
reivindicatoria de la causa Rol C-1301-2024 del Juzgado de Letras de Melipilla.
Melipilla, 1 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Melipilla',
      fojas: 640,
      vuelta: false,
      numero: 702,
      ano: 2012,
      fecha_emision: '2025-07-01',
      gravamenes: [],
      prohibiciones: [['MEDIDA PRECAUTORIA', 1020, false, 1144, 2024]],
    },
  },
  {
    name: 'San Antonio, dotted leaders "SIN INSCRIPCIONES VIGENTES" for both registries',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE SAN ANTONIO
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES DE ENAJENAR
Inmueble: Avenida Barros Luco 1880, comuna de San Antonio.
Inscripción de dominio: fojas 3.300 número 2.871 del año 2.016.
Propietario: MUÑOZ VERA CARLA ANDREA.
HIPOTECAS Y GRAVÁMENES ................ SIN INSCRIPCIONES VIGENTES
INTERDICCIONES Y PROHIBICIONES ........ SIN INSCRIPCIONES VIGENTES
San Antonio, 30 de junio de 2025.`,
    ],
    gp: {
      conservador: 'San Antonio',
      fojas: 3300,
      vuelta: false,
      numero: 2871,
      ano: 2016,
      fecha_emision: '2025-06-30',
      gravamenes: [],
      prohibiciones: [],
    },
  },
  {
    name: 'Ancud, OCR letters in numbers ("Fs. 1O23 Nro. 8l2 del Año 2O19")',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE ANCUD
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES
Del inmueble inscrito a Fs. 2301 Nro. 1977 del Registro de Propiedad del Año 2019, comuna de
Ancud, de propiedad de CÁRDENAS OYARZO LUIS MIGUEL.
Registro de Hipotecas y Gravámenes:
1) HIPOTECA : a Fs. 1O23 Nro. 8l2 del Año 2O19 en favor de Cooperativa Chiloé.
Registro de Interdicciones y Prohibiciones:
1) PROHIBICION : a Fs. 9O4 Nro. 7l1 del Año 2O19 en favor de Cooperativa Chiloé.
Ancud, 2 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Ancud',
      fojas: 2301,
      vuelta: false,
      numero: 1977,
      ano: 2019,
      fecha_emision: '2025-07-02',
      gravamenes: [['HIPOTECA', 1023, false, 812, 2019]],
      prohibiciones: [['PROHIBICION', 904, false, 711, 2019]],
    },
  },
  {
    name: 'Santiago, two pages with the title repeated and a registry "(continuación)"',
    types: ['gp'],
    pages: [
      `Certificado de Hipotecas, Gravámenes, Interdicciones y Prohibiciones de Enajenar
*2B9D-41C0-7E3A-55F1*
Del inmueble inscrito a Fojas 12.604 Número 18.331 del Registro de Propiedad del año 2.011
ubicado en la comuna de ÑUÑOA que corresponde a: departamento número mil doscientos tres de
propiedad de IBARRA SOTO GABRIEL ANDRES.
Registro de Hipotecas y Gravámenes
Revisados los índices del Registro de Hipotecas y Gravámenes durante TREINTA años a la fecha,
certifico que la propiedad individualizada precedentemente tiene en dicho periodo DOS
inscripción(es) vigente(s).-
1) REGLAMENTO : a Fs. 4.410 Nro. 6.602 del Año 1.998
2) HIPOTECA : a Fs. 12.610 vta. Nro. 18.340 del Año 2.011 por 2.950,00 UF en favor de
página 1 de 2`,
      `Certificado de Hipotecas, Gravámenes, Interdicciones y Prohibiciones de Enajenar
Banco Metropolitano.
Registro de Interdicciones y Prohibiciones de Enajenar (continuación)
Revisados igualmente durante TREINTA años los índices del Registro de Interdicciones y
Prohibiciones de Enajenar, certifico que la referida propiedad tiene en dicho periodo UN
inscripción(es) vigente(s).-
1) PROHIBICION : a Fs. 9.877 Nro. 14.120 del Año 2.011 de gravar y enajenar en favor de Banco
Metropolitano.
Santiago, 7 de julio del 2025
Derechos $ 6.600.-
página 2 de 2`,
    ],
    gp: {
      conservador: 'Santiago',
      fojas: 12604,
      vuelta: false,
      numero: 18331,
      ano: 2011,
      fecha_emision: '2025-07-07',
      gravamenes: [
        ['REGLAMENTO', 4410, false, 6602, 1998],
        ['HIPOTECA', 12610, true, 18340, 2011],
      ],
      prohibiciones: [['PROHIBICION', 9877, false, 14120, 2011]],
    },
  },
  {
    name: 'Castro, lower-case "fs 45 n° 33" and year from "fecha de inscripción"',
    types: ['gp'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE CASTRO
CERTIFICADO DE HIPOTECAS Y PROHIBICIONES
propiedad inscrita a fs 4410 n° 3388 del registro de propiedad de 2017, comuna de Dalcahue,
a nombre de andrade millalonco rosa.
hipotecas: hipoteca a favor de banco insular, inscrita a fs 45 n° 33, fecha de inscripción
12/01/2018.
prohibiciones: prohibición a favor de banco insular, inscrita a fs 40 vta n° 31, fecha de
inscripción 12/01/2018.
Castro, 8 de julio de 2025.`,
    ],
    gp: {
      conservador: 'Castro',
      fojas: 4410,
      vuelta: false,
      numero: 3388,
      ano: 2017,
      fecha_emision: '2025-07-08',
      gravamenes: [['HIPOTECA', 45, false, 33, 2018]],
      prohibiciones: [['PROHIBICIÓN', 40, true, 31, 2018]],
    },
  },
];
