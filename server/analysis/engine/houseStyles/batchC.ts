import type { HouseStyle } from './houseStyle';

/*
 * Batch C: probes written while reviewing the readers after batch B was measured; each one found
 * a weakness that was then fixed (kept as regression cases). Invented people, numbers and codes.
 */
export const BATCH_C: HouseStyle[] = [
  {
    name: 'SERVIU, number and date in a header row',
    type: 'serviu_no_expropiacion',
    text: `SERVIU REGIÓN DE LOS LAGOS
CERTIFICADO DE NO EXPROPIACIÓN
N° CERTIFICADO   FECHA   ROL
34.221   03/06/2025   512-9
Dirección: Avenida Grecia N° 1200 Dpto 33
Comuna: PUERTO MONTT
El inmueble NO está afecto a expropiación.`,
    expected: {
      fecha_emision: '2025-06-03',
      numero_certificado: 34221,
      rol_avaluo: '512-9',
      direccion_propiedad: 'Avenida Grecia N° 1200 Dpto 33',
      comuna_propiedad: 'Puerto Montt',
      objeto_expropiacion: false,
    },
  },
  {
    name: 'SERVIU, number after the title words, partial expropriation',
    type: 'serviu_no_expropiacion',
    text: `SERVIU METROPOLITANO
CERTIFICADO DE EXPROPIACIÓN N° 99.120
Fecha: 02/06/2025
Dirección: Los Robles 455
Comuna: La Reina
Rol: 2210-15
El inmueble se encuentra afecto a expropiación parcial por el proyecto Parque Intercomunal.`,
    expected: {
      fecha_emision: '2025-06-02',
      numero_certificado: 99120,
      rol_avaluo: '2210-15',
      direccion_propiedad: 'Los Robles 455',
      comuna_propiedad: 'La Reina',
      objeto_expropiacion: true,
    },
  },
  {
    name: 'TGR, due and not-yet-due debt under their own words',
    type: 'deuda_tgr',
    text: `TESORERÍA GENERAL DE LA REPÚBLICA
CERTIFICADO DE DEUDA DE CONTRIBUCIONES
Fecha Emisión: 12/06/2025
Rol Avalúo: 512-9   Comuna: PUERTO MONTT
Propietario: VERA SOTO LUIS
Ubicación: AV GRECIA 1200 DP 33
Deuda Vencida: $ 0
Deuda por Vencer: $ 88.100`,
    expected: {
      fecha_emision: '2025-06-12',
      rol_avaluo: '512-9',
      contribuyente: { nombre: 'VERA SOTO LUIS', rut: null },
      direccion_propiedad: 'AV GRECIA 1200 DP 33',
      comuna_propiedad: 'Puerto Montt',
      total_deuda_vencida_liquidada: 0,
      total_deuda_no_vencida_liquidada: 88100,
    },
  },
  {
    name: 'SII, "parte exenta" and "parte afecta" labels',
    type: 'avaluo_fiscal',
    text: `SERVICIO DE IMPUESTOS INTERNOS
CERTIFICADO DE AVALÚO FISCAL
Comuna PUERTO MONTT   Rol 512-9
Dirección AV GRECIA 1200 DP 33
Avalúo Fiscal Total   $ 52.300.000
Parte exenta   $ 52.300.000
Parte afecta   $ 0
Fecha de emisión: 5 de junio de 2025`,
    expected: {
      fecha_emision: '2025-06-05',
      rol_avaluo: '512-9',
      direccion: 'AV GRECIA 1200 DP 33',
      comuna: 'Puerto Montt',
      avaluo_total: 52300000,
      avaluo_exento: 52300000,
      avaluo_afecto: 0,
    },
  },
  {
    name: 'Marriage, esposo and esposa, "Emisión:"',
    type: 'matrimonio',
    text: `REGISTRO CIVIL
CERTIFICADO DE MATRIMONIO
Circunscripción PUERTO MONTT, inscripción N° 903 del año 2001
Nombre del esposo: LUIS VERA SOTO, RUN 8.123.456-6
Nombre de la esposa: ANA PAZ ROJAS, RUN 13.987.654-7
Fecha de celebración 12 Enero 2001
Emisión: 6 de junio de 2025`,
    expected: {
      fecha_emision: '2025-06-06',
      ano: 2001,
      circunscripcion: 'Puerto Montt',
      numero_de_inscripcion: 903,
      marido: { nombre: 'LUIS VERA SOTO', rut: '8.123.456-6' },
      mujer: { nombre: 'ANA PAZ ROJAS', rut: '13.987.654-7' },
      tipo_de_sociedad_conyugal: 'con_sociedad_conyugal',
    },
  },
  {
    name: 'DOM, one sentence in capitals, opening of a street',
    type: 'afectacion_utilidad_publica',
    text: `ILUSTRE MUNICIPALIDAD DE LA REINA
DIRECCION DE OBRAS MUNICIPALES
CERTIFICADO N° 880
LA REINA, 3 DE JUNIO DE 2025
EL DIRECTOR DE OBRAS QUE SUSCRIBE CERTIFICA QUE LA PROPIEDAD UBICADA EN CALLE LOS ROBLES 455, ROL DE AVALÚO 2210-15,
SE ENCUENTRA AFECTA A DECLARATORIA DE UTILIDAD PÚBLICA POR APERTURA DE CALLE LAS ACACIAS, AFECTACIÓN QUE COMPROMETE
SOLO TERRENO.`,
    expected: {
      fecha_emision: '2025-06-03',
      rol_avaluo: '2210-15',
      direccion_propiedad: 'CALLE LOS ROBLES 455',
      comuna_propiedad: 'La Reina',
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      vias_expropiacion_vial: 'CALLE LAS ACACIAS',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    },
  },
];
