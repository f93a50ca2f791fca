import type { HouseStyle } from './houseStyle';

/*
 * Certificates written for these tests in layouts the dev corpus does not use (label/value forms,
 * tables, narrative sentences, check boxes, SI/NO answers). People, numbers and codes are invented.
 * Batch A was written before the readers were generalised and used while building them.
 */
export const BATCH_A: HouseStyle[] = [
  {
    name: 'TGR, label: value lines, dot thousands and $',
    type: 'deuda_tgr',
    text: `TESORERÍA GENERAL DE LA REPÚBLICA
CERTIFICADO DE DEUDA DE CONTRIBUCIONES
Rol: 83-01204-051
Contribuyente: MORALES PINTO SERGIO ANDRÉS
Dirección: AV PROVIDENCIA 1200 DP 51
Comuna: PROVIDENCIA
Total deuda morosa: $ 0
Total deuda no vencida: $ 145.320
Fecha de emisión: 12/03/2025
Código de barras: 001SD202512345678901`,
    expected: {
      fecha_emision: '2025-03-12',
      rol_avaluo: '1204-51',
      contribuyente: { nombre: 'MORALES PINTO SERGIO ANDRÉS', rut: null },
      direccion_propiedad: 'AV PROVIDENCIA 1200 DP 51',
      comuna_propiedad: 'Providencia',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 145320,
      codigo_verificacion: '001SD202512345678901',
    },
  },
  {
    name: 'TGR, one narrative sentence, no debt',
    type: 'deuda_tgr',
    text: `Servicio de Tesorerías
CERTIFICADO DE DEUDA
Emitido el 5 de mayo de 2025
La Tesorería General de la República certifica que la propiedad Rol de avalúo 4410-23 de la comuna de MAIPU,
ubicada en PJE EL ROBLE 455, a nombre de TAPIA ROJAS MARIA JOSE, no registra deuda de contribuciones a la
fecha de emisión del presente certificado.
Verifique en www.tgr.cl con el número 001SD202509876543210`,
    expected: {
      fecha_emision: '2025-05-05',
      rol_avaluo: '4410-23',
      contribuyente: { nombre: 'TAPIA ROJAS MARIA JOSE', rut: null },
      direccion_propiedad: 'PJE EL ROBLE 455',
      comuna_propiedad: 'Maipú',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
      codigo_verificacion: '001SD202509876543210',
    },
  },
  {
    name: 'TGR, header row over values, section totals with dot thousands',
    type: 'deuda_tgr',
    text: `Tesorería General de la República
Certificado de Deuda
ROL   COMUNA   NOMBRE
93-02215-118   LA FLORIDA   SEPULVEDA DIAZ HECTOR
DIRECCION: AV VICUNA MACKENNA 7110 CS 3
Deuda Morosa (CLP)
FORMULARIO   FOLIO   VENCIMIENTO   NETO   REAJUSTE   INTERES   MULTA   TOTAL
30   3120998811   30-04-2024   150.000   3.000   4.500   0   157.500
Total Deuda Morosa (CLP)   150.000   3.000   4.500   0   157.500
Deuda No Vencida (CLP)
Total Deuda No Vencida (CLP)   75.000   0   0   0   75.000
Fecha de Emisión del Certificado: 02-04-2025
001SD202511122233344`,
    expected: {
      fecha_emision: '2025-04-02',
      rol_avaluo: '2215-118',
      contribuyente: { nombre: 'SEPULVEDA DIAZ HECTOR', rut: null },
      direccion_propiedad: 'AV VICUNA MACKENNA 7110 CS 3',
      comuna_propiedad: 'La Florida',
      total_deuda_vencida_liquidada: 157500,
      total_deuda_no_vencida_liquidada: 75000,
      codigo_verificacion: '001SD202511122233344',
    },
  },
  {
    name: 'SII, short labels in another order, rol with zero padding',
    type: 'avaluo_fiscal',
    text: `Página 1 de 1
Fecha de emisión: 3 de febrero de 2025
Certificado de Avalúo Fiscal
Rol: 01204-00051
Comuna: PROVIDENCIA
Dirección: AV PROVIDENCIA 1200 DP 51
Destino: HABITACIONAL
Avalúo Total   $ 112.450.300
Avalúo Exento   $ 59.143.557
Avalúo Afecto   $ 53.306.743`,
    expected: {
      fecha_emision: '2025-02-03',
      rol_avaluo: '1204-51',
      direccion: 'AV PROVIDENCIA 1200 DP 51',
      comuna: 'Providencia',
      destino: 'HABITACIONAL',
      avaluo_total: 112450300,
      avaluo_exento: 59143557,
      avaluo_afecto: 53306743,
    },
  },
  {
    name: 'SII, header rows over values',
    type: 'avaluo_fiscal',
    text: `SERVICIO DE IMPUESTOS INTERNOS
CERTIFICADO DE AVALÚO FISCAL
Emitido con fecha 14/07/2025
ROL DE AVALÚO   COMUNA   DESTINO
4410-23   MAIPU   HABITACIONAL
DIRECCIÓN DEL BIEN RAÍZ
PJE EL ROBLE 455
AVALÚO TOTAL   AVALÚO EXENTO   AVALÚO AFECTO
$41.230.000   $41.230.000   $0`,
    expected: {
      fecha_emision: '2025-07-14',
      rol_avaluo: '4410-23',
      direccion: 'PJE EL ROBLE 455',
      comuna: 'Maipú',
      destino: 'HABITACIONAL',
      avaluo_total: 41230000,
      avaluo_exento: 41230000,
      avaluo_afecto: 0,
    },
  },
  {
    name: 'SII, narrative',
    type: 'avaluo_fiscal',
    text: `Servicio de Impuestos Internos
Certificado de avalúo fiscal
El Servicio de Impuestos Internos certifica que el bien raíz Rol N° 2215-118 de la comuna de LA FLORIDA,
ubicado en AV VICUNA MACKENNA 7110 CS 3, destino HABITACIONAL, tiene para el primer semestre de 2025 un
avalúo fiscal total de $ 75.600.000, del cual $ 56.846.995 corresponde a la parte exenta y $ 18.753.005 a la
parte afecta a impuesto territorial.
Santiago, 20 de enero de 2025`,
    expected: {
      fecha_emision: '2025-01-20',
      rol_avaluo: '2215-118',
      direccion: 'AV VICUNA MACKENNA 7110 CS 3',
      comuna: 'La Florida',
      destino: 'HABITACIONAL',
      avaluo_total: 75600000,
      avaluo_exento: 56846995,
      avaluo_afecto: 18753005,
    },
  },
  {
    name: 'SERVIU, narrative, negative',
    type: 'serviu_no_expropiacion',
    text: `SERVICIO DE VIVIENDA Y URBANIZACIÓN
REGIÓN DE VALPARAÍSO
Certificado Nº 45.221
Valparaíso, 12 de marzo de 2025
El Director del SERVIU Región de Valparaíso certifica que la propiedad ubicada en Calle Blanco 1200, comuna
de VALPARAISO, Rol de avalúo 88-12, no está afecta a expropiación por obras de este Servicio.
Código de verificación: A7K2PQ9X`,
    expected: {
      fecha_emision: '2025-03-12',
      numero_certificado: 45221,
      rol_avaluo: '88-12',
      direccion_propiedad: 'Calle Blanco 1200',
      comuna_propiedad: 'Valparaíso',
      codigo_verificacion: 'A7K2PQ9X',
      objeto_expropiacion: false,
    },
  },
  {
    name: 'SERVIU, header row over values, affirmative',
    type: 'serviu_no_expropiacion',
    text: `MINVU - SERVIU METROPOLITANO
INFORME DE SITUACIÓN DE LA PROPIEDAD
Número de certificado: 2003345
Fecha: 08-05-2025
ROL   DIRECCIÓN   COMUNA
2215-118   Av. Vicuña Mackenna 7110   La Florida
RESULTADO: La propiedad SÍ se encuentra afecta a expropiación por el proyecto Mejoramiento Eje Vicuña Mackenna.
Folio de verificación: MZ55TQ21RA`,
    expected: {
      fecha_emision: '2025-05-08',
      numero_certificado: 2003345,
      rol_avaluo: '2215-118',
      direccion_propiedad: 'Av. Vicuña Mackenna 7110',
      comuna_propiedad: 'La Florida',
      codigo_verificacion: 'MZ55TQ21RA',
      objeto_expropiacion: true,
    },
  },
  {
    name: 'SERVIU, labelled answers with folio',
    type: 'serviu_no_expropiacion',
    text: `SERVIU Región del Biobío
Certificado de Expropiación
Folio N° 118.902
Emitido: 30 de abril de 2025
Dirección del inmueble: Pasaje Los Aromos 88
Comuna: CONCEPCION
Rol SII: 1502-33
Afecto a expropiación: NO
Código: BBX19KQ2`,
    expected: {
      fecha_emision: '2025-04-30',
      numero_certificado: 118902,
      rol_avaluo: '1502-33',
      direccion_propiedad: 'Pasaje Los Aromos 88',
      comuna_propiedad: 'Concepción',
      codigo_verificacion: 'BBX19KQ2',
      objeto_expropiacion: false,
    },
  },
  {
    name: 'DOM, narrative, road widening',
    type: 'afectacion_utilidad_publica',
    text: `I. MUNICIPALIDAD DE MAIPÚ
Dirección de Obras Municipales
CERTIFICADO N° 3318
Maipú, 2 de junio de 2025
La Municipalidad de Maipú certifica que la propiedad ubicada en Pasaje El Roble 455, Rol de avalúo 4410-23,
de propiedad de MARÍA JOSÉ TAPIA ROJAS, se encuentra afecta a utilidad pública por ensanche de Avenida
Pajaritos, según el Plan Regulador Comunal vigente. La afectación involucra sólo terreno.
Código de verificación: MP44Z8RT`,
    expected: {
      fecha_emision: '2025-06-02',
      contribuyente: { nombre: 'MARÍA JOSÉ TAPIA ROJAS', rut: null },
      rol_avaluo: '4410-23',
      tipo_vivienda: 'Urbano',
      direccion_propiedad: 'Pasaje El Roble 455',
      comuna_propiedad: 'Maipú',
      codigo_verificacion: 'MP44Z8RT',
      plano: null,
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Avenida Pajaritos',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
      tipo_afectacion_por_parque: null,
    },
  },
  {
    name: 'DOM, form with parenthesis boxes and SI/NO answers',
    type: 'afectacion_utilidad_publica',
    text: `MUNICIPALIDAD DE LA FLORIDA
DIRECCIÓN DE OBRAS
CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 1022
Fecha: 15/05/2025
Propietario: SEPULVEDA DIAZ HECTOR   RUT: 9.876.543-3
Ubicación: AV VICUNA MACKENNA 7110 CS 3
Rol: 2215-118
Comuna: LA FLORIDA
Zona: (X) Urbana ( ) Rural
Afecto a utilidad pública: SI
Afectación vial: (X) Ensanche ( ) Apertura
Vía: Avenida Vicuña Mackenna
(X) Afecta edificaciones ( ) Afecta sólo terreno
Afectación por parque o área verde: NO
Código verificación: LF0922KX`,
    expected: {
      fecha_emision: '2025-05-15',
      contribuyente: { nombre: 'SEPULVEDA DIAZ HECTOR', rut: '9.876.543-3' },
      rol_avaluo: '2215-118',
      tipo_vivienda: 'Urbano',
      direccion_propiedad: 'AV VICUNA MACKENNA 7110 CS 3',
      comuna_propiedad: 'La Florida',
      codigo_verificacion: 'LF0922KX',
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Avenida Vicuña Mackenna',
      tipo_afectacion_vial: 'Afectación involucra edificios',
      expropiacion_por_parque: false,
      tipo_afectacion_por_parque: null,
    },
  },
  {
    name: 'DOM, no affectation, rural, comuna only in the issuer',
    type: 'afectacion_utilidad_publica',
    text: `ILUSTRE MUNICIPALIDAD DE CONCEPCION
DIRECCION DE OBRAS MUNICIPALES
CERTIFICADO DE NO AFECTACIÓN A UTILIDAD PÚBLICA
N° Certificado: 771
Fecha de emisión: 09 de abril del 2025
Dirección: Pasaje Los Aromos 88
Rol de avalúo: 1502-33
Plano de loteo: 2210
Área: rural
La propiedad individualizada no se encuentra afecta a declaratoria de utilidad pública (art. 59 LGUC): no
está afecta a ensanche ni apertura de vías ni a parques o áreas verdes.`,
    expected: {
      fecha_emision: '2025-04-09',
      contribuyente: null,
      rol_avaluo: '1502-33',
      tipo_vivienda: 'Rural',
      direccion_propiedad: 'Pasaje Los Aromos 88',
      comuna_propiedad: 'Concepción',
      plano: 2210,
      objeto_expropiacion: false,
      expropiacion_vial: false,
      tipo_expropiacion_vial: null,
      expropiacion_por_parque: false,
    },
  },
  {
    name: 'Marriage, spouses in blocks, labels on one line, later separation',
    type: 'matrimonio',
    text: `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
CERTIFICADO DE MATRIMONIO
Circunscripción: PROVIDENCIA   N° Inscripción: 1.877   Año: 2011
MARIDO
Nombre: SERGIO ANDRÉS MORALES PINTO
RUN: 14.112.335-1
MUJER
Nombre: CAMILA FERNANDA SOTO ARAYA
RUN: 17.654.321-3
Fecha de celebración: 12 de noviembre de 2011
Subinscripciones: Por escritura pública de fecha 3 de marzo de 2015, los cónyuges pactaron separación total de bienes.
Fecha de emisión: 02/06/2025`,
    expected: {
      fecha_emision: '2025-06-02',
      ano: 2011,
      circunscripcion: 'Providencia',
      numero_de_inscripcion: 1877,
      marido: { nombre: 'SERGIO ANDRÉS MORALES PINTO', rut: '14.112.335-1' },
      mujer: { nombre: 'CAMILA FERNANDA SOTO ARAYA', rut: '17.654.321-3' },
      tipo_de_sociedad_conyugal: 'con_separacion_de_bienes',
    },
  },
  {
    name: 'Marriage, narrative',
    type: 'matrimonio',
    text: `REGISTRO CIVIL E IDENTIFICACIÓN
Certificado de Matrimonio para todo trámite
En la circunscripción de MAIPÚ, bajo el número 655 del Registro de Matrimonios del año 1998, se encuentra
inscrito el matrimonio celebrado el 20 de febrero de 1998 entre don PEDRO PABLO TAPIA LEÓN, RUN
10.203.304-3, y doña MARÍA JOSÉ TAPIA ROJAS, RUN 11.345.987-5.
Sin subinscripciones.
Emitido el 11 de mayo de 2025.`,
    expected: {
      fecha_emision: '2025-05-11',
      ano: 1998,
      circunscripcion: 'Maipú',
      numero_de_inscripcion: 655,
      marido: { nombre: 'PEDRO PABLO TAPIA LEÓN', rut: '10.203.304-3' },
      mujer: { nombre: 'MARÍA JOSÉ TAPIA ROJAS', rut: '11.345.987-5' },
      tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    },
  },
  {
    name: 'Marriage, contrayentes with RUN on the same line',
    type: 'matrimonio',
    text: `CERTIFICADO DE MATRIMONIO
Fecha Emisión   28-03-2025
Inscripción N° 2301   Año 2003   Circunscripción LA FLORIDA
Contrayente (él): HECTOR SEPULVEDA DIAZ   R.U.N. 9.876.543-3
Contrayente (ella): ROSA ELENA MUNOZ CARES   R.U.N. 12.450.987-4
Celebración: 04 Octubre 2003
Subinscripciones: Sentencia de divorcio de fecha 19 de agosto de 2019, Juzgado de Familia de La Florida.`,
    expected: {
      fecha_emision: '2025-03-28',
      ano: 2003,
      circunscripcion: 'La Florida',
      numero_de_inscripcion: 2301,
      marido: { nombre: 'HECTOR SEPULVEDA DIAZ', rut: '9.876.543-3' },
      mujer: { nombre: 'ROSA ELENA MUNOZ CARES', rut: '12.450.987-4' },
      tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    },
  },
  {
    name: 'No marriage, report with a result line',
    type: 'no_matrimonio',
    text: `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
INFORME DE NO MATRIMONIO
Nombre completo: TOMÁS IGNACIO REYES BURGOS
RUN: 15.677.201-1
Resultado: NO REGISTRA INSCRIPCIÓN DE MATRIMONIO
Fecha de emisión: 14 de marzo de 2025`,
    expected: {
      person: { nombre: 'TOMÁS IGNACIO REYES BURGOS', rut: '15.677.201-1' },
      single: true,
      fecha_emision: '2025-03-14',
    },
  },
  {
    name: 'No marriage, narrative',
    type: 'no_matrimonio',
    text: `Registro Civil
Certificado de No Matrimonio
El Servicio de Registro Civil e Identificación certifica que doña VALENTINA PAZ HERRERA LAGOS, RUN
18.223.441-9, no tiene matrimonio inscrito en los registros del Servicio.
Santiago, 2 de abril de 2025.`,
    expected: {
      person: { nombre: 'VALENTINA PAZ HERRERA LAGOS', rut: '18.223.441-9' },
      single: true,
      fecha_emision: '2025-04-02',
    },
  },
  {
    name: 'No marriage, search result titled as a marriage search',
    type: 'no_matrimonio',
    text: `SRCeI
Búsqueda de inscripción de matrimonio
RUN: 8.123.456-6   Nombre: JUAN CARLOS VIDAL ORTIZ
Revisados los índices de la República, no se encontró inscripción de matrimonio a nombre de la persona
individualizada.
Emitido: 05/05/2025`,
    expected: {
      person: { nombre: 'JUAN CARLOS VIDAL ORTIZ', rut: '8.123.456-6' },
      single: true,
      fecha_emision: '2025-05-05',
    },
  },
  {
    name: 'Aseo, label form',
    type: 'no_deuda_aseo',
    text: `MUNICIPALIDAD DE MAIPU
DEPARTAMENTO DE RENTAS
CERTIFICADO DE DERECHOS DE ASEO
Rol de avalúo: 4410-23
Dirección: PJE EL ROBLE 455
Estado: SIN DEUDA
Fecha: 06/05/2025`,
    expected: { rol_avaluo: '4410-23', debt: false, fecha_emision: '2025-05-06', municipality: 'Maipú' },
  },
  {
    name: 'Aseo, narrative with debt',
    type: 'no_deuda_aseo',
    text: `Ilustre Municipalidad de La Florida
Certificado de Aseo Domiciliario
La Florida, 7 de mayo de 2025
Se certifica que la propiedad de rol 2215-118 registra deuda por derechos de aseo domiciliario por $ 48.300
correspondiente al segundo semestre de 2024.`,
    expected: { rol_avaluo: '2215-118', debt: true, fecha_emision: '2025-05-07', municipality: 'La Florida' },
  },
  {
    name: 'Aseo, up to date',
    type: 'no_deuda_aseo',
    text: `I. MUNICIPALIDAD DE CONCEPCIÓN - DIRECCIÓN DE RENTAS
CERTIFICADO N° 5512 DE NO DEUDA DE ASEO
El inmueble Rol N° 1502-33 se encuentra al día en el pago de los derechos de aseo domiciliario.
Fecha de emisión: 10-04-2025`,
    expected: { rol_avaluo: '1502-33', debt: false, fecha_emision: '2025-04-10', municipality: 'Concepción' },
  },
  {
    name: 'Company, Registro de Empresas y Sociedades',
    type: 'sociedad',
    text: `REGISTRO DE EMPRESAS Y SOCIEDADES
CERTIFICADO DE VIGENCIA
Razón social: INVERSIONES LOS ALERCES SPA
RUT: 76.321.458-3
Estado: VIGENTE
Fecha de emisión: 18/03/2025`,
    expected: {
      name: 'INVERSIONES LOS ALERCES SPA',
      rut: '76.321.458-3',
      vigente: true,
      fecha_emision: '2025-03-18',
    },
  },
  {
    name: 'Company, narrative CBR certificate',
    type: 'sociedad',
    text: `Conservador de Bienes Raíces y Comercio de Concepción
Registro de Comercio
Certificado de Vigencia de Sociedad
Certifico que la sociedad COMERCIAL BIOBIO LIMITADA, RUT 77.123.456-9, inscrita a fojas 311 número 280 del
Registro de Comercio del año 2010, se encuentra vigente a esta fecha, no constando su disolución.
Concepción, 21 de abril de 2025.`,
    expected: {
      name: 'COMERCIAL BIOBIO LIMITADA',
      rut: '77.123.456-9',
      vigente: true,
      fecha_emision: '2025-04-21',
    },
  },
  {
    name: 'Company, dissolved',
    type: 'sociedad',
    text: `Registro de Comercio de Santiago
CERTIFICADO DE VIGENCIA
Sociedad: TRANSPORTES ANDES LTDA.
Rol Único Tributario: 76.888.123-5
Al margen de la inscripción consta su disolución, por lo que la sociedad no se encuentra vigente.
Santiago, 3 de enero de 2025.`,
    expected: {
      name: 'TRANSPORTES ANDES LTDA.',
      rut: '76.888.123-5',
      vigente: false,
      fecha_emision: '2025-01-03',
    },
  },
];
