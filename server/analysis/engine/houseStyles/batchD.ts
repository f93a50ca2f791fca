import type { HouseStyle } from './houseStyle';

/*
 * Batch D: a held-out set written before the readers were changed for it, in house styles none
 * of the dev documents nor batches A–C use (other regional offices and municipalities, other
 * titles, tables, dotted leaders, Roman-numbered sections, two-column forms, OCR noise). Every
 * person, address, rol, number and code is invented; RUTs have valid check digits unless a case
 * is about a wrong one. Measured on the engine as it was: values and doubts right 220/256,
 * document types 33/34.
 */
export const BATCH_D: HouseStyle[] = [
  // ── SERVIU: property situation ───────────────────────────────────────────────────────────
  {
    name: 'SERVIU Valparaíso, one sentence, "no se encuentra en expropiación", number under the date',
    type: 'serviu_no_expropiacion',
    text: `GOBIERNO DE CHILE
MINISTERIO DE VIVIENDA Y URBANISMO
SERVIU REGIÓN DE VALPARAÍSO
                                              Valparaíso, 14 de mayo de 2025
                                              CERTIFICADO Nº 41.907

El Director del Servicio de Vivienda y Urbanización de la Región de Valparaíso certifica que la
propiedad ubicada en calle Los Placeres N° 1180, de la comuna de Valparaíso, Rol de Avalúo N° 3104-22,
no se encuentra en expropiación ni tiene proyectos de expropiación aprobados por este Servicio.

Código de validación: VP41907KD3`,
    expected: {
      fecha_emision: '2025-05-14',
      numero_certificado: 41907,
      rol_avaluo: '3104-22',
      direccion_propiedad: 'calle Los Placeres N° 1180',
      comuna_propiedad: 'Valparaíso',
      codigo_verificacion: 'VP41907KD3',
      objeto_expropiacion: false,
    },
  },
  {
    name: 'SERVIU Biobío, header row with the request date before the issue date, "no figura"',
    type: 'serviu_no_expropiacion',
    text: `SERVICIO DE VIVIENDA Y URBANIZACIÓN
REGIÓN DEL BIOBÍO
INFORME DE EXPROPIACIÓN

N° Informe      Fecha solicitud      Fecha emisión
77310           02-05-2025           06-05-2025

Propiedad consultada: Pasaje Los Aromos 455, Villa El Sol
Comuna: Hualpén        Rol SII: 8812-31

Resultado: el inmueble consultado no figura en los registros de expropiación de este Servicio.
Verificación en línea, código 8H2KQ7LM`,
    expected: {
      fecha_emision: '2025-05-06',
      numero_certificado: 77310,
      rol_avaluo: '8812-31',
      direccion_propiedad: 'Pasaje Los Aromos 455, Villa El Sol',
      comuna_propiedad: 'Hualpén',
      codigo_verificacion: '8H2KQ7LM',
      objeto_expropiacion: false,
    },
  },
  {
    name: 'SERVIU Araucanía, affected, date in words, number and code at the foot',
    type: 'serviu_no_expropiacion',
    text: `SERVIU ARAUCANÍA
Departamento Técnico - Sección Expropiaciones

CERTIFICADO

En Temuco, a veinte de mayo de dos mil veinticinco, el Servicio de Vivienda y Urbanización de la
Región de La Araucanía certifica que el inmueble de Avenida Pedro de Valdivia 2290, comuna de Temuco,
rol de avalúo 1560-8, se encuentra afecto a expropiación parcial por el proyecto de mejoramiento
de la Avenida Pedro de Valdivia, en una franja de 6 metros de ancho.

Nº de certificado: 2291
Código: TM2291ZX`,
    expected: {
      fecha_emision: '2025-05-20',
      numero_certificado: 2291,
      rol_avaluo: '1560-8',
      direccion_propiedad: 'Avenida Pedro de Valdivia 2290',
      comuna_propiedad: 'Temuco',
      codigo_verificacion: 'TM2291ZX',
      objeto_expropiacion: true,
    },
  },
  {
    name: 'SERVIU Los Ríos, dotted leaders, answer "NO AFECTO"',
    type: 'serviu_no_expropiacion',
    text: `SERVIU REGIÓN DE LOS RÍOS
CERTIFICADO DE SITUACIÓN DE EXPROPIACIÓN

Número ........................ 6.120
Fecha ......................... 09/05/2025
Dirección del inmueble ........ Calle General Lagos 1344
Comuna ........................ Valdivia
Rol ........................... 214-17
Situación ..................... NO AFECTO A EXPROPIACIÓN

Verifique con el código 5RT6YH2W en el sitio del Servicio.`,
    expected: {
      fecha_emision: '2025-05-09',
      numero_certificado: 6120,
      rol_avaluo: '214-17',
      direccion_propiedad: 'Calle General Lagos 1344',
      comuna_propiedad: 'Valdivia',
      codigo_verificacion: '5RT6YH2W',
      objeto_expropiacion: false,
    },
  },
  {
    name: 'SERVIU O’Higgins, expropriation decree mentioned as not applying, "sin afectación"',
    type: 'serviu_no_expropiacion',
    text: `SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DEL LIBERTADOR GENERAL BERNARDO O'HIGGINS
CERTIFICADO DE NO EXPROPIACIÓN Nº 3.417

Rancagua, 2 de junio de 2025

Revisados los antecedentes de proyectos y decretos expropiatorios vigentes de este Servicio, el
predio ubicado en Pasaje Las Camelias 77, comuna de Rancagua, Rol 902-41, se encuentra sin
afectación expropiatoria a la fecha.

Código verificación: RG3417AQ`,
    expected: {
      fecha_emision: '2025-06-02',
      numero_certificado: 3417,
      rol_avaluo: '902-41',
      direccion_propiedad: 'Pasaje Las Camelias 77',
      comuna_propiedad: 'Rancagua',
      codigo_verificacion: 'RG3417AQ',
      objeto_expropiacion: false,
    },
  },
  {
    name: 'SERVIU Antofagasta, scanned: O for 0 in the title, Q read as O in the code',
    type: 'serviu_no_expropiacion',
    ocr: ['HO7ZPLX2'],
    unsure: ['codigo_verificacion'],
    text: `SERVIU REGI0N DE ANT0FAGASTA
CERTIFICAD0 DE N0 EXPR0PIACI0N
N° 15.882
Fecha de emisi6n: 21/05/2025
Direcci6n: Avenida Angamos 0610
Comuna: Antofagasta
Rol de avaluo: 3320-5
El inmueble individualizado no se encuentra afecto a
expropiaci6n por parte de este Servicio.
C6digo de verificaci6n: HO7ZPLX2`,
    expected: {
      fecha_emision: '2025-05-21',
      numero_certificado: 15882,
      rol_avaluo: '3320-5',
      direccion_propiedad: 'Avenida Angamos 0610',
      comuna_propiedad: 'Antofagasta',
      codigo_verificacion: 'HO7ZPLX2',
      objeto_expropiacion: false,
    },
  },

  // ── DOM: municipal affectation ──────────────────────────────────────────────────────────
  {
    name: 'DOM Maipú, Certificado de Informaciones Previas with a line-oficial row and "no está afecto"',
    type: 'afectacion_utilidad_publica',
    text: `ILUSTRE MUNICIPALIDAD DE MAIPÚ
DIRECCIÓN DE OBRAS MUNICIPALES
CERTIFICADO DE INFORMACIONES PREVIAS N° 4.518
Fecha: 05/06/2025

1. IDENTIFICACIÓN DE LA PROPIEDAD
Dirección: Pasaje Río Loa 1832
Rol SII: 5120-44
Propietario: HÉCTOR ANDRÉS MORALES PINTO

2. NORMAS URBANÍSTICAS
Zona: ZH-2 Habitacional mixta
Línea oficial: a 7,50 m del eje de la calzada
Ancho de vía: 15 m

3. DECLARATORIA DE UTILIDAD PÚBLICA (Artículo 59° L.G.U.C.)
El predio no está afecto a declaratoria de utilidad pública.`,
    expected: {
      fecha_emision: '2025-06-05',
      rol_avaluo: '5120-44',
      direccion_propiedad: 'Pasaje Río Loa 1832',
      comuna_propiedad: 'Maipú',
      contribuyente: { nombre: 'HÉCTOR ANDRÉS MORALES PINTO', rut: null },
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
      tipo_vivienda: 'Urbano',
    },
  },
  {
    name: 'DOM Concepción, table of affectations with SÍ/NO column',
    type: 'afectacion_utilidad_publica',
    text: `MUNICIPALIDAD DE CONCEPCIÓN
Dirección de Obras
CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA

Folio: 9902                                   Emitido el 28 de mayo de 2025
Ubicación: Calle Castellón 1540
Rol de avalúo: 712-3
Comuna: Concepción

AFECTACIONES SEGÚN PLAN REGULADOR COMUNAL
Tipo                        Afecta     Vía / Área
Ensanche vial               SÍ         Calle Castellón
Apertura vial               NO         -
Área verde / Parque         NO         -

La afectación por ensanche compromete sólo terreno, sin edificaciones.`,
    expected: {
      fecha_emision: '2025-05-28',
      rol_avaluo: '712-3',
      direccion_propiedad: 'Calle Castellón 1540',
      comuna_propiedad: 'Concepción',
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Calle Castellón',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    },
  },
  {
    name: 'DOM Pirque, rural parcel, narrative negative',
    type: 'afectacion_utilidad_publica',
    text: `I. MUNICIPALIDAD DE PIRQUE
DIRECCIÓN DE OBRAS MUNICIPALES

CERTIFICADO N° 311/2025

La Directora de Obras Municipales que suscribe certifica que el inmueble denominado Parcela 14,
Lote B, sector Los Maitenes, comuna de Pirque, rol de avalúo 38-112, ubicado en área rural
regulada por el Plan Regulador Metropolitano de Santiago, no se encuentra afecto a declaratoria
de utilidad pública por vialidad ni por áreas verdes.

Pirque, 16 de junio de 2025.`,
    expected: {
      fecha_emision: '2025-06-16',
      rol_avaluo: '38-112',
      direccion_propiedad: 'Parcela 14, Lote B, sector Los Maitenes',
      comuna_propiedad: 'Pirque',
      tipo_vivienda: 'Rural',
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    },
  },
  {
    name: 'DOM Viña del Mar, park affectation over buildings',
    type: 'afectacion_utilidad_publica',
    text: `ILUSTRE MUNICIPALIDAD DE VIÑA DEL MAR
DIRECCIÓN DE OBRAS MUNICIPALES - DEPARTAMENTO DE URBANISMO

CERTIFICADO DE DECLARATORIA DE UTILIDAD PÚBLICA

N° 2025-1187
Fecha emisión: 11 de junio de 2025
Propiedad: Calle Quillota 845
Rol: 1203-9
Comuna de Viña del Mar

Según el Plan Regulador Comunal vigente, la propiedad se encuentra afecta en parte a utilidad
pública por destinarse a Parque Urbano (Área Verde), afectación que involucra edificaciones
existentes. No presenta afectaciones por vialidad.`,
    expected: {
      fecha_emision: '2025-06-11',
      rol_avaluo: '1203-9',
      direccion_propiedad: 'Calle Quillota 845',
      comuna_propiedad: 'Viña del Mar',
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
    },
  },
  {
    name: 'DOM Colina, Roman-numbered sections, opening of a street and a park',
    type: 'afectacion_utilidad_publica',
    text: `MUNICIPALIDAD DE COLINA
DIRECCIÓN DE OBRAS MUNICIPALES

CERTIFICADO DE AFECTACIÓN

I. ANTECEDENTES DEL PREDIO
   Dirección: Camino Chicureo 2210, Lote 5
   Rol de Avalúo: 4410-58
   Plano de loteo N° 2231
   Propietario: INMOBILIARIA LOS MAQUIS SPA, RUT 76.881.204-7

II. SITUACIÓN RESPECTO DEL PLAN REGULADOR
   El predio se encuentra afecto a apertura de la futura calle Los Peumos, en una franja que
   involucra sólo terreno. Asimismo se encuentra afecto a área verde de parque intercomunal,
   afectando sólo terreno.

III. EMISIÓN
   Colina, 3 de junio de 2025.`,
    expected: {
      fecha_emision: '2025-06-03',
      rol_avaluo: '4410-58',
      direccion_propiedad: 'Camino Chicureo 2210, Lote 5',
      comuna_propiedad: 'Colina',
      plano: 2231,
      contribuyente: { nombre: 'INMOBILIARIA LOS MAQUIS SPA', rut: '76.881.204-7' },
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      vias_expropiacion_vial: 'calle Los Peumos',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra sólo terreno',
    },
  },
  {
    name: 'DOM Temuco, scanned: split lines and noise, negative',
    type: 'afectacion_utilidad_publica',
    ocr: [],
    text: `MUNICIPALIDAD DE TEMUC0
DIRECCION DE 0BRAS MUNICIPALES
CERTIFICAD0 DE N0 AFECTACI0N A UTILIDAD PUBLICA
Temuco, 30 de mayo de 2025
Se certifica que la propiedad ubicada en
Avenida Alemania 0945, rol de aval6o 2218-14,
comuna de Temuco, N0 se encuentra afecta a
declaratoria de utilidad publica por ensanche,
apertura de vias ni por areas verdes.`,
    expected: {
      fecha_emision: '2025-05-30',
      rol_avaluo: '2218-14',
      direccion_propiedad: 'Avenida Alemania 0945',
      comuna_propiedad: 'Temuco',
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    },
  },
  {
    name: 'DOM Antofagasta, "Vialidad: Afecto" form without boxes, widening of an avenue',
    type: 'afectacion_utilidad_publica',
    text: `ILUSTRE MUNICIPALIDAD DE ANTOFAGASTA
DIRECCIÓN DE OBRAS MUNICIPALES
CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 7004

Fecha          : 12/06/2025
Dirección      : Avenida Argentina 3321
Rol            : 6210-7
Comuna         : Antofagasta
Vialidad       : AFECTO - Ensanche de Avenida Argentina (involucra edificación)
Áreas verdes   : NO AFECTO`,
    expected: {
      fecha_emision: '2025-06-12',
      rol_avaluo: '6210-7',
      direccion_propiedad: 'Avenida Argentina 3321',
      comuna_propiedad: 'Antofagasta',
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Avenida Argentina',
      tipo_afectacion_vial: 'Afectación involucra edificios',
      expropiacion_por_parque: false,
    },
  },

  // ── TGR: contribuciones ─────────────────────────────────────────────────────────────────
  {
    name: 'TGR, cuotas table with an overdue total and nothing not yet due',
    type: 'deuda_tgr',
    text: `TESORERÍA GENERAL DE LA REPÚBLICA
CERTIFICADO DE DEUDA DE CONTRIBUCIONES DE BIENES RAÍCES
Emitido el: 03/06/2025
Rol: 5120-44          Comuna: MAIPÚ
Contribuyente: MORALES PINTO HECTOR ANDRES
Dirección: PJE RIO LOA 1832

Año    Cuota    Vencimiento    Monto
2024   3        30/09/2024     $ 104.220
2024   4        30/11/2024     $ 104.220
2025   1        30/04/2025     $ 108.010

Total Deuda Vencida:     $ 316.450
Total Deuda No Vencida:  $ 0`,
    expected: {
      fecha_emision: '2025-06-03',
      rol_avaluo: '5120-44',
      contribuyente: { nombre: 'MORALES PINTO HECTOR ANDRES', rut: null },
      direccion_propiedad: 'PJE RIO LOA 1832',
      comuna_propiedad: 'Maipú',
      total_deuda_vencida_liquidada: 316450,
      total_deuda_no_vencida_liquidada: 0,
    },
  },
  {
    name: 'TGR, dotted leaders and "no registra deuda"',
    type: 'deuda_tgr',
    text: `SERVICIO DE TESORERÍAS
CERTIFICADO DE DEUDA

Contribuyente .......... CORTES MUÑOZ MARIA JOSE
Rol de avalúo .......... 1203-9
Comuna ................. VIÑA DEL MAR
Dirección .............. QUILLOTA 845
Fecha de emisión ....... 10-06-2025

El rol individualizado no registra deuda de contribuciones a la fecha de emisión.
Código de barras: 001SD202544100990012`,
    expected: {
      fecha_emision: '2025-06-10',
      rol_avaluo: '1203-9',
      contribuyente: { nombre: 'CORTES MUÑOZ MARIA JOSE', rut: null },
      direccion_propiedad: 'QUILLOTA 845',
      comuna_propiedad: 'Viña del Mar',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
      codigo_verificacion: '001SD202544100990012',
    },
  },
  {
    name: 'TGR, debt under a payment agreement (convenio), nothing overdue',
    type: 'deuda_tgr',
    text: `Tesorería General de la República
Certificado de Deuda
NOMBRE: SALINAS VERA PEDRO ANTONIO
DIRECCION: LOS CARRERA 1540        COMUNA: CONCEPCION
ROL: 18-00712-003
Total Deuda Morosa (CLP)                0
Total Deuda No Vencida (CLP)            77,310
Total Deuda Acogida a Convenio (CLP)    412,880
Convenio de pago N° 55410, 8 cuotas pendientes.
Fecha de Emisión del Certificado: 29-05-2025
001SD202533221100447`,
    expected: {
      fecha_emision: '2025-05-29',
      rol_avaluo: '712-3',
      contribuyente: { nombre: 'SALINAS VERA PEDRO ANTONIO', rut: null },
      direccion_propiedad: 'LOS CARRERA 1540',
      comuna_propiedad: 'Concepción',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 77310,
      codigo_verificacion: '001SD202533221100447',
    },
  },
  {
    name: 'TGR, header row of rol, comuna and address over their values',
    type: 'deuda_tgr',
    text: `TESORERÍA GENERAL DE LA REPÚBLICA
CERTIFICADO DE DEUDA DE CONTRIBUCIONES

ROL             COMUNA          DIRECCIÓN
214-17          VALDIVIA        GENERAL LAGOS 1344

PROPIETARIO: VERGARA SOTO ELIANA DEL CARMEN
DEUDA MOROSA: $ 0
DEUDA POR VENCER: $ 58.900
FECHA DE EMISIÓN: 4 DE JUNIO DE 2025`,
    expected: {
      fecha_emision: '2025-06-04',
      rol_avaluo: '214-17',
      contribuyente: { nombre: 'VERGARA SOTO ELIANA DEL CARMEN', rut: null },
      direccion_propiedad: 'GENERAL LAGOS 1344',
      comuna_propiedad: 'Valdivia',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 58900,
    },
  },
  {
    name: 'TGR, scanned: the name under its label lost, stray marks instead',
    type: 'deuda_tgr',
    ocr: [],
    unsure: ['contribuyente.nombre'],
    notes: [/nombre del contribuyente/i],
    text: `Tesoreria General de la Republica
Certificado de Deuda
  ' .
NOMBRE
DIRECCION   AV ALEMANIA 0945        COMUNA   TEMUCO
ROL   112-02218-014
Total Deuda Liquidada Morosa
CLP 0
Fecha de Emision del Certificado: 30-05-2025
0015D202511220044331`,
    expected: {
      fecha_emision: '2025-05-30',
      rol_avaluo: '2218-14',
      contribuyente: { nombre: '', rut: null },
      direccion_propiedad: 'AV ALEMANIA 0945',
      comuna_propiedad: 'Temuco',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
      codigo_verificacion: '001SD202511220044331',
    },
  },

  // ── SII: avalúo fiscal ─────────────────────────────────────────────────────────────────
  {
    name: 'SII, detail by part (terreno, construcción) before the total',
    type: 'avaluo_fiscal',
    text: `SERVICIO DE IMPUESTOS INTERNOS
CERTIFICADO DE AVALÚO FISCAL DETALLADO
Avalúos vigentes al SEGUNDO SEMESTRE DE 2025
Fecha de emisión: 02 de junio de 2025

Rol de avalúo: 02218 - 00014     Comuna: TEMUCO
Dirección: AV ALEMANIA 0945
Destino: HABITACIONAL

Detalle por parte
Avalúo terreno              $ 31.204.300
Avalúo construcciones       $ 52.880.100
Avalúo total                $ 84.084.400
Avalúo exento               $ 59.143.557
Avalúo afecto               $ 24.940.843`,
    expected: {
      fecha_emision: '2025-06-02',
      rol_avaluo: '2218-14',
      direccion: 'AV ALEMANIA 0945',
      comuna: 'Temuco',
      destino: 'HABITACIONAL',
      avaluo_total: 84084400,
      avaluo_exento: 59143557,
      avaluo_afecto: 24940843,
    },
  },
  {
    name: 'SII, "avalúo fiscal vigente" with the semester before the amount',
    type: 'avaluo_fiscal',
    text: `SII
Certificado de Avalúo Fiscal
Emisión: 27/05/2025
Número de Rol: 712-3
Comuna: CONCEPCION
Ubicación: CASTELLON 1540
Destino: COMERCIO
Avalúo fiscal vigente 1er semestre 2025: $ 145.300.122
Monto exento: $ 0
Monto afecto: $ 145.300.122`,
    expected: {
      fecha_emision: '2025-05-27',
      rol_avaluo: '712-3',
      direccion: 'CASTELLON 1540',
      comuna: 'Concepción',
      destino: 'COMERCIO',
      avaluo_total: 145300122,
      avaluo_exento: 0,
      avaluo_afecto: 145300122,
    },
  },
  {
    name: 'SII, wholly exempt home, "exento de impuesto territorial"',
    type: 'avaluo_fiscal',
    text: `SERVICIO DE IMPUESTOS INTERNOS - CERTIFICADO DE AVALÚO FISCAL
Fecha de Emisión: 9 de junio de 2025
Comuna: HUALPEN
Número de Rol de Avalúo: 08812 − 00031
Dirección o Nombre del bien raíz: PJE LOS AROMOS 455 VILLA EL SOL
Destino del bien raíz: HABITACIONAL
El bien raíz se encuentra exento de impuesto territorial.
AVALÚO TOTAL: $41.220.000
AVALÚO EXENTO DE IMPUESTO: $41.220.000
AVALÚO AFECTO A IMPUESTO: $0`,
    expected: {
      fecha_emision: '2025-06-09',
      rol_avaluo: '8812-31',
      direccion: 'PJE LOS AROMOS 455 VILLA EL SOL',
      comuna: 'Hualpén',
      destino: 'HABITACIONAL',
      avaluo_total: 41220000,
      avaluo_exento: 41220000,
      avaluo_afecto: 0,
    },
  },
  {
    name: 'SII, scanned: S read for $, split label',
    type: 'avaluo_fiscal',
    ocr: [],
    text: `SERVICIO DE IMPUESTOS INTERNOS
CERTIFICADO DE AVALUO FISCAL
Fecha de Emision: 3 de Junio de 2025
Comuna: RANCAGUA
Numero de Rol de Avaluo: 00902 - 00041
Direccion o Nombre del bien raiz: PJE LAS CAMELIAS 77
Destino del bien raiz: HABITACIONAL
AVALUO TOTAL: S 38.410.000
AVALUO EXENTO DE
IMPUESTO: S 38.410.000
AVALUO AFECTO A IMPUESTO: S 0`,
    expected: {
      fecha_emision: '2025-06-03',
      rol_avaluo: '902-41',
      direccion: 'PJE LAS CAMELIAS 77',
      comuna: 'Rancagua',
      destino: 'HABITACIONAL',
      avaluo_total: 38410000,
      avaluo_exento: 38410000,
      avaluo_afecto: 0,
    },
  },

  // ── Registro Civil: marriage ────────────────────────────────────────────────────────────
  {
    name: 'Marriage, two columns (marido | mujer), later separation by deed',
    type: 'matrimonio',
    text: `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
CERTIFICADO DE MATRIMONIO CON SUBINSCRIPCIONES

Circunscripción: CONCEPCIÓN     N° Inscripción: 1457     Año: 2009

                     MARIDO                          MUJER
Nombre               PEDRO ANTONIO SALINAS VERA      MARÍA JOSÉ CORTÉS MUÑOZ
RUN                  9.876.543-3                     15.222.333-1

Fecha de celebración: 18 Septiembre 2009

Subinscripciones:
Por escritura pública de fecha 3 de marzo de 2016, otorgada en la Notaría de Concepción, los
cónyuges pactaron separación total de bienes.

Fecha emisión: 20 Mayo 2025`,
    expected: {
      fecha_emision: '2025-05-20',
      ano: 2009,
      circunscripcion: 'Concepción',
      numero_de_inscripcion: 1457,
      marido: { nombre: 'PEDRO ANTONIO SALINAS VERA', rut: '9.876.543-3' },
      mujer: { nombre: 'MARÍA JOSÉ CORTÉS MUÑOZ', rut: '15.222.333-1' },
      tipo_de_sociedad_conyugal: 'con_separacion_de_bienes',
    },
  },
  {
    name: 'Marriage, regime stated as a label, "sin subinscripciones" of separation',
    type: 'matrimonio',
    text: `REPÚBLICA DE CHILE - REGISTRO CIVIL
CERTIFICADO DE MATRIMONIO

Inscripción N° 622 / Año 2018 / Circunscripción MAIPÚ
Marido: HÉCTOR ANDRÉS MORALES PINTO, RUN 11.402.958-0
Mujer: CAROLINA BEATRIZ FUENTES DÍAZ, RUN 17.304.551-4
Celebrado el 9 de febrero de 2018.
Régimen patrimonial: SOCIEDAD CONYUGAL
No registra subinscripciones de separación de bienes ni de divorcio.
Emitido el 4 de junio de 2025`,
    expected: {
      fecha_emision: '2025-06-04',
      ano: 2018,
      circunscripcion: 'Maipú',
      numero_de_inscripcion: 622,
      marido: { nombre: 'HÉCTOR ANDRÉS MORALES PINTO', rut: '11.402.958-0' },
      mujer: { nombre: 'CAROLINA BEATRIZ FUENTES DÍAZ', rut: '17.304.551-4' },
      tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    },
  },
  {
    name: 'Marriage, separation agreed at the wedding, stated as the regime',
    type: 'matrimonio',
    text: `CERTIFICADO DE MATRIMONIO
Servicio de Registro Civil e Identificación
Circunscripción   : VALDIVIA
N° Inscripción    : 311
Año               : 2020
Esposo            : IGNACIO TOMÁS VERGARA SOTO
RUN esposo        : 19.887.012-9
Esposa            : ELIANA DEL CARMEN ROJAS PAREDES
RUN esposa        : 14.003.376-6
Fecha de celebración : 07 Marzo 2020
Régimen patrimonial  : Separación total de bienes, pactada al momento de contraer matrimonio
Fecha de emisión     : 30 Mayo 2025`,
    expected: {
      fecha_emision: '2025-05-30',
      ano: 2020,
      circunscripcion: 'Valdivia',
      numero_de_inscripcion: 311,
      marido: { nombre: 'IGNACIO TOMÁS VERGARA SOTO', rut: '19.887.012-9' },
      mujer: { nombre: 'ELIANA DEL CARMEN ROJAS PAREDES', rut: '14.003.376-6' },
      tipo_de_sociedad_conyugal: 'con_separacion_de_bienes',
    },
  },
  {
    name: 'Marriage, scanned: a RUN with a wrong check digit and an O inside',
    type: 'matrimonio',
    ocr: [],
    unsure: ['mujer.rut'],
    text: `REPUBLICA DE CHILE
SERVICIO DE REGISTRO CIVIL E IDENTIFICACION
CERTIFICADO DE MATRIMONIO
Circunscripci6n : RANCAGUA
Nro. inscripci6n : 744 Registro : Año : 2011
Nombre del Marido : CRISTIAN ANDRES LEIVA MORALES
R.U.N. : 13.550.872-1
Nombre de la Mujer: PAOLA ANDREA NUÑEZ ROJAS
R.U.N. : 8.44l.2O9-3
FECHA CELEBRACION : 15 Enero 2011 A LAS 12:00 HORAS
FECHA EMISION: 2 Junio 2025, 10:05.`,
    expected: {
      fecha_emision: '2025-06-02',
      ano: 2011,
      circunscripcion: 'Rancagua',
      numero_de_inscripcion: 744,
      marido: { nombre: 'CRISTIAN ANDRES LEIVA MORALES', rut: '13.550.872-1' },
      mujer: { nombre: 'PAOLA ANDREA NUÑEZ ROJAS', rut: '8.441.209-3' },
      tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    },
  },

  // ── Registro Civil: no marriage ─────────────────────────────────────────────────────────
  {
    name: 'No marriage, "no se encontraron inscripciones", run in lower case',
    type: 'no_matrimonio',
    text: `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
CERTIFICADO DE NO INSCRIPCIÓN DE MATRIMONIO

Nombre completo: JAVIERA ANTONIA MELLA CASTRO
Run: 16.720.489-9
Resultado de la búsqueda: No se encontraron inscripciones de matrimonio asociadas al RUN consultado.
Emitido el 5 de junio de 2025.`,
    expected: {
      person: { nombre: 'JAVIERA ANTONIA MELLA CASTRO', rut: '16.720.489-9' },
      single: true,
      fecha_emision: '2025-06-05',
    },
  },
  {
    name: 'No marriage, narrative with a disclaimer that mentions widowhood and divorce',
    type: 'no_matrimonio',
    text: `REGISTRO CIVIL DE CHILE
Certificado de No Matrimonio

El Servicio de Registro Civil e Identificación certifica que, revisados sus índices, don
FELIPE ANDRÉS ARAVENA TORO, RUN 12.093.847-9, no tiene inscrito matrimonio en el país.
El presente certificado no acredita la calidad de viudo ni la de divorciado.
Santiago, 12 de junio de 2025.`,
    expected: {
      person: { nombre: 'FELIPE ANDRÉS ARAVENA TORO', rut: '12.093.847-9' },
      single: true,
      fecha_emision: '2025-06-12',
    },
  },
  {
    name: 'No marriage, scanned: O inside the RUN body, check digit right',
    type: 'no_matrimonio',
    ocr: [],
    text: `SERVICIO DE REGISTRO CIVIL E IDENTIFICACION
CERTIFICADO DE NO MATRIMONIO
Nombre : SEBASTIAN ALONSO PAREDES GUZMAN
R.U.N. : 1O.559.O23-7
La persona individualizada NO REGISTRA MATRIMONIO vigente.
FECHA EMISION: 6 Junio 2025, 09:12.`,
    expected: {
      person: { nombre: 'SEBASTIAN ALONSO PAREDES GUZMAN', rut: '10.559.023-7' },
      single: true,
      fecha_emision: '2025-06-06',
    },
  },

  // ── Companies ───────────────────────────────────────────────────────────────────────────
  {
    name: 'Company, Registro de Empresas y Sociedades, state in a table',
    type: 'sociedad',
    text: `MINISTERIO DE ECONOMÍA, FOMENTO Y TURISMO
REGISTRO DE EMPRESAS Y SOCIEDADES
CERTIFICADO DE VIGENCIA

Razón Social            RUT             Estado
AGRÍCOLA LOS MAITENES SPA  77.093.415-K    VIGENTE

Fecha de constitución: 14 de marzo de 2019
Fecha de emisión: 10 de junio de 2025
Código de verificación: 8B3Z01QWER`,
    expected: {
      name: 'AGRÍCOLA LOS MAITENES SPA',
      rut: '77.093.415-K',
      vigente: true,
      fecha_emision: '2025-06-10',
    },
  },
  {
    name: 'Company, CBR certificate without quotes, Diario Oficial extract mentioned',
    type: 'sociedad',
    text: `CONSERVADOR DE BIENES RAÍCES Y COMERCIO DE CONCEPCIÓN
CERTIFICADO DE VIGENCIA DE SOCIEDAD

Certifico que la sociedad denominada INMOBILIARIA PENCO LIMITADA, R.U.T. 76.312.008-2, cuyo extracto
se inscribió a fojas 812 número 455 del Registro de Comercio del año 2014 y se publicó en el Diario
Oficial de fecha 2 de abril de 2014, no tiene anotada al margen su disolución, y se encuentra vigente.
Concepción, 6 de junio de 2025.`,
    expected: {
      name: 'INMOBILIARIA PENCO LIMITADA',
      rut: '76.312.008-2',
      vigente: true,
      fecha_emision: '2025-06-06',
    },
  },
  {
    name: 'Company, "Estado: NO VIGENTE"',
    type: 'sociedad',
    text: `REGISTRO DE EMPRESAS Y SOCIEDADES
Certificado de Estado de Persona Jurídica
Razón social: COMERCIAL DEL PACÍFICO SPA
RUT: 76.881.204-7
Estado: NO VIGENTE (disuelta el 3 de enero de 2024)
Fecha de emisión: 11/06/2025`,
    expected: {
      name: 'COMERCIAL DEL PACÍFICO SPA',
      rut: '76.881.204-7',
      vigente: false,
      fecha_emision: '2025-06-11',
    },
  },

  // ── Aseo ───────────────────────────────────────────────────────────────────────────────
  {
    name: 'Aseo, table of periods all paid, municipality of Quilpué',
    type: 'no_deuda_aseo',
    text: `ILUSTRE MUNICIPALIDAD DE QUILPUÉ
DEPARTAMENTO DE RENTAS Y PATENTES
CERTIFICADO DERECHOS DE ASEO

Rol: 1870-22
Dirección: Los Carrera 655
Fecha: 04/06/2025

Período            Estado
1er semestre 2025  PAGADO
2do semestre 2024  PAGADO

Se extiende el presente a solicitud del interesado; el rol se encuentra al día en el pago del
derecho de aseo domiciliario.`,
    expected: {
      rol_avaluo: '1870-22',
      debt: false,
      fecha_emision: '2025-06-04',
      municipality: 'Quilpué',
    },
  },
  {
    name: 'Aseo, "mantiene deuda" with an amount',
    type: 'no_deuda_aseo',
    text: `MUNICIPALIDAD DE CHILLÁN
Dirección de Administración y Finanzas
Certificado de Derechos de Aseo Domiciliario

Chillán, 9 de junio de 2025
Se informa que el rol de avalúo 3340-12, ubicado en Calle Arauco 920, mantiene deuda por
derechos de aseo domiciliario ascendente a $ 45.600, correspondiente al año 2024.`,
    expected: {
      rol_avaluo: '3340-12',
      debt: true,
      fecha_emision: '2025-06-09',
      municipality: 'Chillán',
    },
  },
];
