import type { HouseStyle } from './houseStyle';

/*
 * Batch B: written after the readers were generalised, in layouts none of the readers was built
 * against, and measured before any change (the figure in the report). People, numbers and codes
 * are invented.
 */
export const BATCH_B: HouseStyle[] = [
  {
    name: 'TGR, labels with colons, header totals, English month abbreviation',
    type: 'deuda_tgr',
    text: `Certificado de Deuda
ROL: 15-00345-012   COMUNA: ÑUÑOA
NOMBRE: SOTO PEREZ ANA MARIA
DIRECCION: IRARRAZAVAL 3050 DP 1203
Total Deuda Liquidada Morosa   Total Deuda No Vencida Liquidada   Acogidos ART 196 y 197 DEL C.T.
CLP 0   CLP 54,300   CLP 0
Deuda :No Vencida (CLP)
FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL
30 30 3333333333 30-Jun-2025 54,300 0 0 0 54,300
Total Deuda No Vencida (CLP) 54,300 0 0 0 54,300
Fecha de Emisión del Certificado: 12-06-2025
001SD202599887766554`,
    expected: {
      fecha_emision: '2025-06-12',
      rol_avaluo: '345-12',
      contribuyente: { nombre: 'SOTO PEREZ ANA MARIA', rut: null },
      direccion_propiedad: 'IRARRAZAVAL 3050 DP 1203',
      comuna_propiedad: 'Ñuñoa',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 54300,
      codigo_verificacion: '001SD202599887766554',
    },
  },
  {
    name: 'TGR, no-debt certificate with the owner after "a nombre de"',
    type: 'deuda_tgr',
    text: `TESORERÍA GENERAL DE LA REPÚBLICA
CERTIFICADO DE NO DEUDA DE CONTRIBUCIONES
Fecha: 2 de junio de 2025
Se certifica que el Rol de avalúo N° 00345-00012 de la comuna de ÑUÑOA, a nombre de SOTO PEREZ ANA MARIA,
dirección IRARRAZAVAL 3050 DP 1203, no presenta deuda de contribuciones vencida ni por vencer.
Código de barras 001SD202512121212121`,
    expected: {
      fecha_emision: '2025-06-02',
      rol_avaluo: '345-12',
      contribuyente: { nombre: 'SOTO PEREZ ANA MARIA', rut: null },
      direccion_propiedad: 'IRARRAZAVAL 3050 DP 1203',
      comuna_propiedad: 'Ñuñoa',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 0,
      codigo_verificacion: '001SD202512121212121',
    },
  },
  {
    name: 'SII, every label alone on its line with the value below',
    type: 'avaluo_fiscal',
    text: `SERVICIO DE IMPUESTOS INTERNOS
CERTIFICADO DE AVALÚO FISCAL
FECHA EMISIÓN
12 de junio de 2025
COMUNA
ÑUÑOA
ROL
00345 - 00012
DIRECCIÓN
IRARRAZAVAL 3050 DP 1203
DESTINO
HABITACIONAL
AVALÚO TOTAL
$ 98.760.000
AVALÚO EXENTO
$ 59.143.557
AVALÚO AFECTO
$ 39.616.443`,
    expected: {
      fecha_emision: '2025-06-12',
      rol_avaluo: '345-12',
      direccion: 'IRARRAZAVAL 3050 DP 1203',
      comuna: 'Ñuñoa',
      destino: 'HABITACIONAL',
      avaluo_total: 98760000,
      avaluo_exento: 59143557,
      avaluo_afecto: 39616443,
    },
  },
  {
    name: 'SII, narrative with amounts after their words',
    type: 'avaluo_fiscal',
    text: `SII - Servicio de Impuestos Internos
CERTIFICADO DE AVALÚO FISCAL SIMPLE
Santiago, 30 de mayo de 2025
El bien raíz de la comuna de RENCA, rol 1802-7, dirección LAS PALMERAS 912, destino HABITACIONAL, registra un
avalúo total de $ 35.120.000; exento: $ 35.120.000; afecto: $ 0.`,
    expected: {
      fecha_emision: '2025-05-30',
      rol_avaluo: '1802-7',
      direccion: 'LAS PALMERAS 912',
      comuna: 'Renca',
      destino: 'HABITACIONAL',
      avaluo_total: 35120000,
      avaluo_exento: 35120000,
      avaluo_afecto: 0,
    },
  },
  {
    name: 'SERVIU, numbered fields',
    type: 'serviu_no_expropiacion',
    text: `SERVIU REGIÓN DEL MAULE
INFORME DE SITUACIÓN DE PROPIEDAD
1. Número de informe: 77812
2. Fecha: 11/06/2025
3. Dirección: 1 Sur 1450
4. Comuna: TALCA
5. Rol: 220-14
6. Situación: El inmueble consultado no se encuentra afecto a proyectos de expropiación del SERVIU.
Clave de verificación: TL77812X`,
    expected: {
      fecha_emision: '2025-06-11',
      numero_certificado: 77812,
      rol_avaluo: '220-14',
      direccion_propiedad: '1 Sur 1450',
      comuna_propiedad: 'Talca',
      codigo_verificacion: 'TL77812X',
      objeto_expropiacion: false,
    },
  },
  {
    name: 'SERVIU, narrative in capitals',
    type: 'serviu_no_expropiacion',
    text: `SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN METROPOLITANA
CERTIFICADO N° 556.102
SANTIAGO, 12 DE JUNIO DE 2025
EL SERVICIO DE VIVIENDA Y URBANIZACIÓN CERTIFICA QUE EL INMUEBLE UBICADO EN AVENIDA IRARRÁZAVAL 3050, DEPTO.
1203, COMUNA DE ÑUÑOA, ROL DE AVALÚO 345-12, NO SE ENCUENTRA AFECTO A EXPROPIACIÓN POR PARTE DE ESTE SERVICIO.
CÓDIGO DE VERIFICACIÓN: 9QW2MX7L`,
    expected: {
      fecha_emision: '2025-06-12',
      numero_certificado: 556102,
      rol_avaluo: '345-12',
      direccion_propiedad: 'AVENIDA IRARRÁZAVAL 3050, DEPTO. 1203',
      comuna_propiedad: 'Ñuñoa',
      codigo_verificacion: '9QW2MX7L',
      objeto_expropiacion: false,
    },
  },
  {
    name: 'DOM, SI/NO table with the mark in a column',
    type: 'afectacion_utilidad_publica',
    text: `MUNICIPALIDAD DE RENCA
DIRECCIÓN DE OBRAS MUNICIPALES
CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA
Fecha emisión: 04-06-2025
Dirección: LAS PALMERAS 912   Rol: 1802-7
Propietario: LEIVA CASTRO JORGE   RUT: 16.543.980-5
AFECTACIÓN   SI   NO
Vialidad   X
Áreas verdes      X
Tipo de afectación vial: Apertura
La afectación involucra edificaciones existentes.`,
    expected: {
      fecha_emision: '2025-06-04',
      contribuyente: { nombre: 'LEIVA CASTRO JORGE', rut: '16.543.980-5' },
      rol_avaluo: '1802-7',
      tipo_vivienda: 'Urbano',
      direccion_propiedad: 'LAS PALMERAS 912',
      comuna_propiedad: 'Renca',
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      tipo_afectacion_vial: 'Afectación involucra edificios',
      expropiacion_por_parque: false,
    },
  },
  {
    name: 'DOM, answers after colons, nothing affected',
    type: 'afectacion_utilidad_publica',
    text: `I. Municipalidad de Talca - Dirección de Obras
Certificado N° 4410 de Afectación a Utilidad Pública
Talca, 9 de junio de 2025
Ubicación del predio: 1 Sur 1450, comuna de Talca
Rol de avalúo: 220-14
Zona: Urbana
Declaratoria de utilidad pública: NO
Afectación por vialidad: NO
Afectación por parques: NO
Código: TA4410ZZ`,
    expected: {
      fecha_emision: '2025-06-09',
      contribuyente: null,
      rol_avaluo: '220-14',
      tipo_vivienda: 'Urbano',
      direccion_propiedad: '1 Sur 1450',
      comuna_propiedad: 'Talca',
      codigo_verificacion: 'TA4410ZZ',
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    },
  },
  {
    name: 'Marriage, spouse blocks with given names and surnames apart',
    type: 'matrimonio',
    text: `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
CERTIFICADO DE MATRIMONIO
Circunscripción: ÑUÑOA   Nro. Inscripción: 1022   Año Inscripción: 1995
DATOS DEL MARIDO
Nombres: JORGE LUIS
Apellidos: LEIVA CASTRO
RUN: 16.543.980-5
DATOS DE LA MUJER
Nombres: ANA MARIA
Apellidos: SOTO PEREZ
RUN: 13.987.654-7
Fecha de Matrimonio: 22 de abril de 1995
Subinscripciones: no registra.
Fecha de Emisión: 13/06/2025`,
    expected: {
      fecha_emision: '2025-06-13',
      ano: 1995,
      circunscripcion: 'Ñuñoa',
      numero_de_inscripcion: 1022,
      marido: { nombre: 'JORGE LUIS LEIVA CASTRO', rut: '16.543.980-5' },
      mujer: { nombre: 'ANA MARIA SOTO PEREZ', rut: '13.987.654-7' },
      tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    },
  },
  {
    name: 'Marriage, participación en los gananciales subinscribed',
    type: 'matrimonio',
    text: `CERTIFICADO DE MATRIMONIO - REGISTRO CIVIL
Inscripción N° 88 del año 2015, circunscripción TALCA.
Marido: RODRIGO ANDRES MUÑOZ LAGOS   RUN 19.456.732-4
Mujer: PAULA ANDREA VERA TORO   RUN 10.554.321-2
Celebrado el 7 de marzo de 2015.
SUBINSCRIPCIÓN: Por escritura de 5 de enero de 2020 los cónyuges sustituyeron el régimen por el de participación en los gananciales.
Emitido el 10 de junio de 2025`,
    expected: {
      fecha_emision: '2025-06-10',
      ano: 2015,
      circunscripcion: 'Talca',
      numero_de_inscripcion: 88,
      marido: { nombre: 'RODRIGO ANDRES MUÑOZ LAGOS', rut: '19.456.732-4' },
      mujer: { nombre: 'PAULA ANDREA VERA TORO', rut: '10.554.321-2' },
      tipo_de_sociedad_conyugal: 'con_separacion_de_bienes',
    },
  },
  {
    name: 'No marriage, search result in capitals',
    type: 'no_matrimonio',
    text: `INFORME DE NO MATRIMONIO
RUN 17.654.321-3
NOMBRE CAMILA FERNANDA SOTO ARAYA
RESULTADO DE LA BÚSQUEDA: NO EXISTE INSCRIPCIÓN DE MATRIMONIO VIGENTE A SU NOMBRE.
FECHA 14/06/2025`,
    expected: {
      person: { nombre: 'CAMILA FERNANDA SOTO ARAYA', rut: '17.654.321-3' },
      single: true,
      fecha_emision: '2025-06-14',
    },
  },
  {
    name: 'No marriage, but the person is married',
    type: 'no_matrimonio',
    text: `Servicio de Registro Civil e Identificación
Certificado de No Matrimonio
Solicitante: RODRIGO ANDRES MUÑOZ LAGOS, RUN 19.456.732-4.
La persona individualizada registra matrimonio inscrito en la circunscripción de Talca, N° 88 de 2015.
Fecha de emisión: 15 de junio de 2025`,
    expected: {
      person: { nombre: 'RODRIGO ANDRES MUÑOZ LAGOS', rut: '19.456.732-4' },
      single: false,
      fecha_emision: '2025-06-15',
    },
  },
  {
    name: 'Aseo, table with the period paid',
    type: 'no_deuda_aseo',
    text: `MUNICIPALIDAD DE RENCA - RENTAS
CERTIFICADO DERECHOS DE ASEO DOMICILIARIO
ROL   PERIODO   ESTADO
1802-7   2025-1   PAGADO
Renca, 5 de junio de 2025`,
    expected: { rol_avaluo: '1802-7', debt: false, fecha_emision: '2025-06-05', municipality: 'Renca' },
  },
  {
    name: 'Aseo, narrative without debts',
    type: 'no_deuda_aseo',
    text: `Ilustre Municipalidad de Talca
Departamento de Rentas y Patentes
Se deja constancia que el contribuyente del rol de avalúo 220-14 no mantiene deudas por concepto de derechos de
aseo domiciliario.
Talca, 16 de junio de 2025`,
    expected: { rol_avaluo: '220-14', debt: false, fecha_emision: '2025-06-16', municipality: 'Talca' },
  },
  {
    name: 'Company, vigencia of a legal person with a state line',
    type: 'sociedad',
    text: `CERTIFICADO DE VIGENCIA DE PERSONA JURÍDICA
Registro de Empresas y Sociedades - Ministerio de Economía
Nombre o razón social: SERVICIOS INTEGRALES DEL MAULE SPA
RUT: 76.321.458-3
Estado de la sociedad: Vigente
Fecha: 17/06/2025`,
    expected: {
      name: 'SERVICIOS INTEGRALES DEL MAULE SPA',
      rut: '76.321.458-3',
      vigente: true,
      fecha_emision: '2025-06-17',
    },
  },
  {
    name: 'Company, CBR copy with margin notes and a cancelled company',
    type: 'sociedad',
    text: `CONSERVADOR DE BIENES RAÍCES Y COMERCIO DE TALCA
REGISTRO DE COMERCIO
Certificado de vigencia
Certifico que la inscripción de fojas 120 número 98 del Registro de Comercio de 2012, relativa a la sociedad
"PANADERIA EL TRIGAL LIMITADA", tiene al margen la anotación de su disolución y liquidación, por lo que dicha
sociedad no está vigente.
Talca, 18 de junio de 2025.`,
    expected: {
      name: 'PANADERIA EL TRIGAL LIMITADA',
      vigente: false,
      fecha_emision: '2025-06-18',
    },
  },
];
