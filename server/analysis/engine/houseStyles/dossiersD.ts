import type { HouseDossier } from './houseDossier';

/*
 * Held-out dossiers (batch D): whole title studies written for the legal findings, in house
 * styles the dev corpus does not use, with the findings a title lawyer would write down. Every
 * person, property, inscription, amount and code is invented; RUTs have valid check digits.
 * D1–D4 were written before any change for them, D5–D6 after the certificate readers were fixed;
 * on the engine as it was, D1–D6 gave findings precision 81.8%, recall 90.0%.
 */

const REFERENCE_DATE = '2025-06-16';

export const DOSSIERS_D: HouseDossier[] = [
  {
    id: 'D1 Temuco: narrative GP with a mortgage and a prohibition, husband owner under sociedad conyugal',
    referenceDate: REFERENCE_DATE,
    documents: [
      {
        name: 'dominio.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE TEMUCO
Registro de PROPIEDAD
CERTIFICADO DE DOMINIO VIGENTE
El Conservador que suscribe certifica que la inscripción de fojas 2318 F número 2507 del Registro de
Propiedad del año 2019, cuya copia se acompaña, se encuentra vigente a la fecha.
Temuco, 3 de junio de 2025. Código de Verificación 7KQ2M9TX4L

Fojas 2318 F                                                      N° 2507
Temuco, doce de marzo del año dos mil diecinueve.- Don CRISTIAN ANDRÉS LEIVA MORALES, cédula nacional
de identidad número 13.550.872-1, casado, de este domicilio, es dueño de la casa y sitio ubicado en
Avenida Alemania número novecientos cuarenta y cinco, Comuna de Temuco, que deslinda: NORTE, en
veinte metros con Avenida Alemania; SUR, en veinte metros con lote doce; ORIENTE, en cuarenta metros
con lote nueve; PONIENTE, en cuarenta metros con lote once.- Lo adquirió por compra a doña ELIANA DEL
CARMEN ROJAS PAREDES, según escritura pública de fecha veinte de febrero del año dos mil diecinueve,
otorgada en la Notaría de Temuco de don Óscar Riquelme Soto, por el precio de $ 98.000.000.- El título
anterior está a fojas 1120 número 988 del año 2008.- Rol de avalúo N° 2218-14.- Requirente: C. Leiva.`,
      },
      {
        name: 'titulo-anterior.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE TEMUCO
COPIA DE INSCRIPCIÓN
Fojas 1120                                                        N° 988
Temuco, nueve de julio del año dos mil ocho.- Doña ELIANA DEL CARMEN ROJAS PAREDES, soltera, de este
domicilio, es dueña de la casa y sitio ubicado en Avenida Alemania número novecientos cuarenta y
cinco, Comuna de Temuco, que deslinda: NORTE, en veinte metros con Avenida Alemania; SUR, en veinte
metros con lote doce.- La adquirió por compra a don JORGE ENRIQUE VIDAL MORA, según escritura pública
de fecha dos de julio de dos mil ocho otorgada en la Notaría de Temuco de don Óscar Riquelme Soto.- El
título anterior está a fojas 455 número 390 del año 1996.- Requirente: E. Rojas.
Al margen: Transferida a fojas 2318 F número 2507 del año 2019.
Certifico que la presente copia es fiel a su original. Temuco, 3 de junio de 2025.`,
      },
      {
        name: 'gp.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE TEMUCO
CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR
Respecto del inmueble inscrito a fojas 2318 F número 2507 del Registro de Propiedad del año 2019, de
propiedad de LEIVA MORALES CRISTIAN ANDRÉS, revisados los índices por treinta años, certifico:
Que a fojas 1780 número 1502 del Registro de Hipotecas y Gravámenes del año 2019 figura inscrita
una hipoteca en favor de BANCO SANTANDER-CHILE, para garantizar un mutuo de 3.120,50 UF.
Que a fojas 1690 número 1402 del Registro de Interdicciones y Prohibiciones de Enajenar del año 2019
figura inscrita una prohibición de gravar y enajenar en favor del mismo banco.
No registra embargos ni litigios.
Temuco, 3 de junio de 2025.`,
      },
      {
        name: 'tgr.pdf',
        text: `Tesorería General de la República
Certificado de Deuda
LEIVA MORALES CRISTIAN ANDRES
NOMBRE
DIRECCION   AV ALEMANIA 0945        COMUNA   TEMUCO
ROL   112-02218-014
Total Deuda Liquidada Morosa
CLP 0
Fecha de Emisión del Certificado: 04-06-2025
El rol no registra deuda de contribuciones.
001SD202511220044331`,
      },
      {
        name: 'sii.pdf',
        text: `SERVICIO DE IMPUESTOS INTERNOS
CERTIFICADO DE AVALÚO FISCAL DETALLADO
Fecha de emisión: 02 de junio de 2025
Rol de avalúo: 02218 - 00014     Comuna: TEMUCO
Dirección: AV ALEMANIA 0945
Destino: HABITACIONAL
Avalúo total                $ 84.084.400
Avalúo exento               $ 59.143.557
Avalúo afecto               $ 24.940.843`,
      },
      {
        name: 'serviu.pdf',
        text: `SERVIU ARAUCANÍA
CERTIFICADO DE NO EXPROPIACIÓN N° 2.804
Temuco, 2 de junio de 2025
El inmueble de Avenida Alemania 0945, comuna de Temuco, rol 2218-14, no se encuentra afecto a
expropiación por parte de este Servicio.
Código: TM2804PQ`,
      },
      {
        name: 'dom.pdf',
        text: `MUNICIPALIDAD DE TEMUCO
DIRECCIÓN DE OBRAS MUNICIPALES
CERTIFICADO DE NO AFECTACIÓN A UTILIDAD PÚBLICA
Temuco, 30 de mayo de 2025
Se certifica que la propiedad ubicada en Avenida Alemania 0945, rol de avalúo 2218-14, comuna de
Temuco, no se encuentra afecta a declaratoria de utilidad pública por ensanche, apertura de vías ni
por áreas verdes.`,
      },
      {
        name: 'matrimonio.pdf',
        text: `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
CERTIFICADO DE MATRIMONIO
Circunscripción: TEMUCO     N° Inscripción: 744     Año: 2011
Marido: CRISTIAN ANDRÉS LEIVA MORALES, RUN 13.550.872-1
Mujer: PAOLA ANDREA NÚÑEZ ROJAS, RUN 8.441.209-0
Fecha de celebración: 15 Enero 2011
Subinscripciones: no registra.
Fecha de emisión: 2 Junio 2025`,
      },
    ],
    expected: [
      { code: 'HIPOTECA_VIGENTE', severity: 'alta' },
      { code: 'PROHIBICION_VIGENTE', severity: 'alta' },
      { code: 'SOCIEDAD_CONYUGAL_AUTORIZACION_CONYUGE', severity: 'alta' },
      { code: 'SIN_DEUDA_MOROSA', severity: 'info' },
      { code: 'CADENA_10_ANOS_OK', severity: 'info' },
    ],
  },
  {
    id: 'D2 Concepción: separation of property, road widening, debt under a payment agreement, clean GP',
    referenceDate: REFERENCE_DATE,
    documents: [
      {
        name: '01.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE CONCEPCIÓN
COPIA DE INSCRIPCIÓN CON VIGENCIA
CERTIFICO: que la inscripción de dominio de fojas 4.402 número 3.118 del Registro de Propiedad del año
2017 se encuentra vigente a nombre de PEDRO ANTONIO SALINAS VERA. Concepción, 5 de junio de 2025.

N° 3118            Concepción, diecisiete de mayo de dos mil diecisiete.- Don PEDRO ANTONIO SALINAS
COMPRAVENTA        VERA, cédula nacional de identidad número 9.876.543-3, casado y separado totalmente
                   de bienes, de este domicilio, es dueño del inmueble ubicado en calle Castellón
                   número mil quinientos cuarenta, Comuna de Concepción, que deslinda: NORTE, con
                   calle Castellón; SUR, con propiedad de Luis Aedo.- Lo adquirió por compra a doña
                   ROSA ELENA MUÑOZ FARÍAS, según escritura de fecha ocho de mayo de dos mil diecisiete
                   otorgada en la Notaría de Concepción de doña Gloria Vásquez Pino, por el precio de
                   $ 120.000.000.- El título anterior está a fojas 2.201 número 1.770 del año 2003.-
                   Rol de avalúo 712-3.`,
      },
      {
        name: '02.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE CONCEPCIÓN
COPIA DE INSCRIPCIÓN
Fojas 2.201  Número 1.770  Año 2003
Concepción, once de abril de dos mil tres.- Doña ROSA ELENA MUÑOZ FARÍAS, viuda, de este domicilio,
es dueña del inmueble ubicado en calle Castellón número mil quinientos cuarenta, Comuna de Concepción.-
Lo adquirió por compra a don HERNÁN AEDO LAGOS según escritura de fecha dos de abril de dos mil tres.-
El título anterior está a fojas 988 número 802 del año 1990.
NO VIGENTE: transferida a fojas 4.402 número 3.118 del año 2017.
Es copia fiel de su original. Concepción, 5 de junio de 2025.`,
      },
      {
        name: '03.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE CONCEPCIÓN
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES
Inmueble: calle Castellón 1540, Concepción, inscrito a fojas 4.402 número 3.118 del año 2017, a nombre
de SALINAS VERA PEDRO ANTONIO.
Registro de Hipotecas y Gravámenes: revisado por treinta años, no registra inscripciones vigentes.
Registro de Interdicciones y Prohibiciones de Enajenar: revisado por treinta años, no registra
inscripciones vigentes.
Concepción, 5 de junio de 2025.`,
      },
      {
        name: '04.pdf',
        text: `Tesorería General de la República
Certificado de Deuda
NOMBRE: SALINAS VERA PEDRO ANTONIO
DIRECCION: CASTELLON 1540        COMUNA: CONCEPCION
ROL: 18-00712-003
Total Deuda Morosa (CLP)                0
Total Deuda No Vencida (CLP)            77,310
Total Deuda Acogida a Convenio (CLP)    412,880
Fecha de Emisión del Certificado: 29-05-2025
001SD202533221100447`,
      },
      {
        name: '05.pdf',
        text: `SII
Certificado de Avalúo Fiscal
Emisión: 27/05/2025
Número de Rol: 712-3
Comuna: CONCEPCION
Ubicación: CASTELLON 1540
Destino: HABITACIONAL
Avalúo fiscal total: $ 145.300.122
Monto exento: $ 59.143.557
Monto afecto: $ 86.156.565`,
      },
      {
        name: '06.pdf',
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
      },
      {
        name: '07.pdf',
        text: `SERVICIO DE VIVIENDA Y URBANIZACIÓN
REGIÓN DEL BIOBÍO
INFORME DE EXPROPIACIÓN
N° Informe      Fecha solicitud      Fecha emisión
77402           26-05-2025           28-05-2025
Propiedad consultada: Calle Castellón 1540
Comuna: Concepción        Rol SII: 712-3
Resultado: el inmueble consultado no figura en los registros de expropiación de este Servicio.`,
      },
      {
        name: '08.pdf',
        text: `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
CERTIFICADO DE MATRIMONIO CON SUBINSCRIPCIONES
Circunscripción: CONCEPCIÓN     N° Inscripción: 1457     Año: 2009
Marido: PEDRO ANTONIO SALINAS VERA, RUN 9.876.543-3
Mujer: MARÍA JOSÉ CORTÉS MUÑOZ, RUN 15.222.333-1
Fecha de celebración: 18 Septiembre 2009
Subinscripciones:
Por escritura pública de fecha 3 de marzo de 2016, los cónyuges pactaron separación total de bienes.
Fecha emisión: 20 Mayo 2025`,
      },
    ],
    expected: [
      { code: 'SEPARACION_DE_BIENES', severity: 'info' },
      { code: 'AFECTACION_VIAL_ENSANCHE', severity: 'alta' },
      { code: 'CONVENIO_TGR', severity: 'media' },
      { code: 'SIN_DEUDA_MOROSA', severity: 'info' },
      { code: 'CADENA_10_ANOS_OK', severity: 'info' },
    ],
  },
  {
    id: 'D3 Valdivia: lettered GP with a mortgage and an embargo, overdue taxes, SERVIU expropriation, single owner',
    referenceDate: REFERENCE_DATE,
    documents: [
      {
        name: 'a.pdf',
        text: `Conservador de Bienes Raíces de Valdivia
Registro de Propiedad
DOMINIO VIGENTE
Certifico que la inscripción de fojas 1.172 vuelta número 1.310 del año 2021 está vigente a nombre de
su actual propietaria. Valdivia, 4 de junio de 2025. Código de verificación 3287710-5c41e

Fojas 1.172 vuelta, número 1.310, año 2021. Valdivia, ocho de septiembre de dos mil veintiuno.- Doña
JAVIERA ANTONIA MELLA CASTRO, cédula nacional de identidad número 16.720.489-9, soltera, de este
domicilio, es dueña de la casa ubicada en calle General Lagos número mil trescientos cuarenta y
cuatro, Comuna de Valdivia.- La adquirió por compra a don FELIPE ANDRÉS ARAVENA TORO, según escritura
pública de fecha treinta de agosto de dos mil veintiuno, otorgada ante el Notario de Valdivia don
Carlos Baeza Ruiz, en la suma de $ 89.000.000.- El título anterior está a fojas 700 número 612 del año
2012.- Rol 214-17.`,
      },
      {
        name: 'b.pdf',
        text: `Conservador de Bienes Raíces de Valdivia
COPIA DE INSCRIPCIÓN
Fojas 700, número 612, año 2012. Valdivia, quince de marzo de dos mil doce.- Don FELIPE ANDRÉS ARAVENA
TORO, soltero, de este domicilio, es dueño de la casa ubicada en calle General Lagos número mil
trescientos cuarenta y cuatro, Comuna de Valdivia.- La adquirió por compra a don MANUEL JESÚS OYARZÚN
PINTO, según escritura de fecha primero de marzo de dos mil doce.- El título anterior está a fojas 388
número 301 del año 2001.
Cancelada por transferencia a fojas 1.172 vuelta número 1.310 del año 2021.
Es copia fiel de su original. Valdivia, 4 de junio de 2025.`,
      },
      {
        name: 'c.pdf',
        text: `Conservador de Bienes Raíces de Valdivia
CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS
Sobre el inmueble inscrito a fojas 1.172 vuelta número 1.310 del Registro de Propiedad del año 2021,
de MELLA CASTRO JAVIERA ANTONIA, revisados los registros por treinta años, se encuentran vigentes:
a) HIPOTECA inscrita a fojas 1.173 número 1.311 del Registro de Hipotecas del año 2021, a favor del
BANCO DE CRÉDITO E INVERSIONES, por 2.480,00 UF.-
b) EMBARGO inscrito a fojas 310 número 280 del Registro de Prohibiciones del año 2024, decretado por
el Primer Juzgado de Letras de Valdivia en causa Rol C-1200-2024, a solicitud de Cooperativa Los Ríos.-
Valdivia, 4 de junio de 2025.`,
      },
      {
        name: 'd.pdf',
        text: `TESORERÍA GENERAL DE LA REPÚBLICA
CERTIFICADO DE DEUDA DE CONTRIBUCIONES DE BIENES RAÍCES
Emitido el: 03/06/2025
Rol: 214-17          Comuna: VALDIVIA
Contribuyente: MELLA CASTRO JAVIERA ANTONIA
Dirección: GENERAL LAGOS 1344
Año    Cuota    Vencimiento    Monto
2024   3        30/09/2024     $ 104.220
2024   4        30/11/2024     $ 104.220
2025   1        30/04/2025     $ 108.010
Total Deuda Vencida:     $ 316.450
Total Deuda No Vencida:  $ 0`,
      },
      {
        name: 'e.pdf',
        text: `SERVIU REGIÓN DE LOS RÍOS
CERTIFICADO DE SITUACIÓN DE EXPROPIACIÓN
Número ........................ 6.188
Fecha ......................... 09/06/2025
Dirección del inmueble ........ Calle General Lagos 1344
Comuna ........................ Valdivia
Rol ........................... 214-17
Situación ..................... AFECTO A EXPROPIACIÓN PARCIAL (proyecto Costanera Sur)`,
      },
      {
        name: 'f.pdf',
        text: `REGISTRO CIVIL DE CHILE
Certificado de No Matrimonio
El Servicio de Registro Civil e Identificación certifica que, revisados sus índices, doña
JAVIERA ANTONIA MELLA CASTRO, RUN 16.720.489-9, no tiene inscrito matrimonio en el país.
Valdivia, 5 de junio de 2025.`,
      },
    ],
    expected: [
      { code: 'HIPOTECA_VIGENTE', severity: 'alta' },
      { code: 'EMBARGO_VIGENTE', severity: 'critica' },
      { code: 'DEUDA_CONTRIBUCIONES', severity: 'alta' },
      { code: 'EXPROPIACION_SERVIU', severity: 'critica' },
      { code: 'INSCRIPCION_VUELTA', severity: 'info' },
      { code: 'CADENA_10_ANOS_OK', severity: 'info' },
      // The dossier has no SII appraisal and no municipal certificate (#11 item 4).
      { code: 'DOCUMENTO_FALTANTE', severity: 'media' },
      { code: 'DOCUMENTO_FALTANTE', severity: 'media' },
    ],
  },
  {
    id: 'D4 Quilpué: exempt home with its aseo certificate, stale GP, a scanned earlier title, single owner',
    referenceDate: REFERENCE_DATE,
    documents: [
      {
        name: 'dv.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE QUILPUÉ
INSCRIPCIÓN DE DOMINIO CON CERTIFICADO DE VIGENCIA
Fojas 3.310 N° 2.870 Registro de Propiedad año 2016.- Quilpué, veinte de octubre de dos mil
dieciséis.- Don SEBASTIÁN ALONSO PAREDES GUZMÁN, cédula de identidad 10.559.023-7, soltero, de este
domicilio, es dueño de la casa de calle Los Carrera número seiscientos cincuenta y cinco, comuna de
Quilpué.- La adquirió por compra a don RAÚL ERNESTO CÁCERES LAGOS, según escritura de fecha once de
octubre de dos mil dieciséis, otorgada en la notaría de Quilpué de don Andrés Leal Soto, en
$ 54.000.000.- El título anterior está a fojas 1.200 número 1.001 del año 2005.- Rol 1870-22.
Certifico que la inscripción precedente se encuentra vigente. Quilpué, 6 de junio de 2025.`,
      },
      {
        name: 'ta.pdf',
        ocr: [],
        text: `CONSERVADOR DE BIENES RAICES DE QUILPUE
COPIA DE INSCRIPCION
Fojas 1.200 N° 1.001 ano 2005.- Quilpue, tres de mayo de dos mil cinco.- Don RAUL ERNESTO CACERES
LAGOS, casado, de este domicilio, es dueno de la casa de calle Los Carrera numero seiscientos
cincuenta y cinco, comuna de Quilpue.- La adquirio por compra a dona ANA MARIA SOTO PAZ, segun
escritura de fecha veinte de abril de dos mil cinco.- El titulo anterior esta a fojas 640 numero
512 del ano 1994.
Es copia fiel de su original. Quilpue, 6 de junio de 2025.`,
      },
      {
        name: 'gp.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE QUILPUÉ
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR, LITIGIOS
El inmueble inscrito a fojas 3.310 número 2.870 del año 2016, a nombre de PAREDES GUZMÁN SEBASTIÁN
ALONSO, revisados los índices por treinta años, NO tiene inscripciones vigentes de hipotecas,
gravámenes, interdicciones, prohibiciones ni litigios.
Quilpué, 12 de enero de 2025.`,
      },
      {
        name: 'tgr.pdf',
        text: `SERVICIO DE TESORERÍAS
CERTIFICADO DE DEUDA
Contribuyente .......... PAREDES GUZMAN SEBASTIAN ALONSO
Rol de avalúo .......... 1870-22
Comuna ................. QUILPUÉ
Dirección .............. LOS CARRERA 655
Fecha de emisión ....... 10-06-2025
El rol individualizado no registra deuda de contribuciones a la fecha de emisión.`,
      },
      {
        name: 'sii.pdf',
        text: `SERVICIO DE IMPUESTOS INTERNOS - CERTIFICADO DE AVALÚO FISCAL
Fecha de Emisión: 9 de junio de 2025
Comuna: QUILPUE
Número de Rol de Avalúo: 01870 − 00022
Dirección o Nombre del bien raíz: LOS CARRERA 655
Destino del bien raíz: HABITACIONAL
AVALÚO TOTAL: $41.220.000
AVALÚO EXENTO DE IMPUESTO: $41.220.000
AVALÚO AFECTO A IMPUESTO: $0`,
      },
      {
        name: 'aseo.pdf',
        text: `ILUSTRE MUNICIPALIDAD DE QUILPUÉ
DEPARTAMENTO DE RENTAS Y PATENTES
CERTIFICADO DERECHOS DE ASEO
Rol: 1870-22
Dirección: Los Carrera 655
Fecha: 04/06/2025
Período            Estado
1er semestre 2025  PAGADO
2do semestre 2024  PAGADO
El rol se encuentra al día en el pago del derecho de aseo domiciliario.`,
      },
      {
        name: 'nm.pdf',
        text: `SERVICIO DE REGISTRO CIVIL E IDENTIFICACION
CERTIFICADO DE NO MATRIMONIO
Nombre : SEBASTIAN ALONSO PAREDES GUZMAN
R.U.N. : 10.559.023-7
La persona individualizada NO REGISTRA MATRIMONIO vigente.
FECHA EMISION: 6 Junio 2025, 09:12.`,
      },
    ],
    expected: [
      { code: 'CERTIFICADO_VENCIDO', severity: 'media', doc: 'gp' },
      { code: 'EXENTO_CONTRIBUCIONES_ASEO_OK', severity: 'info' },
      { code: 'CADENA_10_ANOS_OK', severity: 'info' },
      // No SERVIU report and no municipal certificate.
      { code: 'DOCUMENTO_FALTANTE', severity: 'media' },
      { code: 'DOCUMENTO_FALTANTE', severity: 'media' },
    ],
  },
  {
    id: 'D5 Puerto Montt: typewritten earlier title on a vuelta page with its reference in words, fojas.cl-style GP, wife owner under sociedad conyugal',
    referenceDate: REFERENCE_DATE,
    documents: [
      {
        name: 'vigente.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE PUERTO MONTT
COPIA CON VIGENCIA
Certifico que la inscripción de fojas 3.877 número 3.051 del Registro de Propiedad del año 2018 se
encuentra vigente. Puerto Montt, 9 de junio de 2025. Verifique en www.fojas.cl, Certificado Nro 88310442.

Fojas 3.877 N° 3.051 - Puerto Montt, catorce de agosto de dos mil dieciocho.- Doña FERNANDA SOL LARA
MENA, cédula nacional de identidad número 15.660.347-3, casada, de este domicilio, es dueña de la casa
ubicada en calle Los Alerces número cuatrocientos diez, comuna de Puerto Montt.- La adquirió por
compra a don OSVALDO RENÉ PINEDA GALLARDO, según escritura de fecha seis de agosto de dos mil
dieciocho, otorgada en la Notaría de Puerto Montt de don Iván Cárcamo Ruiz, por $ 76.500.000.- El título
anterior está a fojas 845 vuelta número 702 del año 2009.- Rol de avalúo 871-12.`,
      },
      {
        name: 'anterior.pdf',
        ocr: ['Gallard0'],
        text: `C0NSERVAD0R DE BIENES RAICES DE PUERT0 M0NTT
Fojas ochocientas cuarenta y cinco vuelta
Numero setecientos dos
Puerto Montt, veintiuno de abril de dos mil nueve.- Don OSVALDO RENE PINEDA
GALLARDO, soltero, de este domicilio, es dueno de la casa ubicada en calle Los Alerces
numero cuatrocientos diez, comuna de Puerto Montt.- La adquirio por compra a dona
HILDA ROSA MANSILLA OJEDA, segun escritura de fecha catorce de abril de dos mil nueve.-
El titulo anterior esta a fojas doscientas once numero ciento noventa del ano mil
novecientos noventa y ocho.-
Cancelada por transferencia a fojas 3.877 numero 3.051 del ano 2018.`,
      },
      {
        name: 'gp.pdf',
        text: `CERTIFICADO DE HIPOTECAS Y GRAVAMENES
INTERDICCIONES Y PROHIBICIONES DE ENAJENAR, LITIGIOS
Y BIEN FAMILIAR
Folio Nro: 88310443    Carátula Nro: 55120
I.- Singularización del inmueble: casa de calle Los Alerces 410, Puerto Montt.
II.- Individualización propietario vigente: (1) LARA MENA FERNANDA SOL Rut: 15.660.347-3
Inscripción: Fs.3877 Nro 3051 de 2018 Fecha Inscripción: 14/08/2018
III.- Limitaciones al dominio:
Clase Inscripción.: HIPOTECA
Constituyente: LARA MENA FERNANDA SOL
Acreedor: BANCO DEL ESTADO DE CHILE
Inscripción: Fs.2911 Nro 2320 de 2018 Fecha Inscripción: 14/08/2018
Clase Inscripción.: PROHIBICION
Constituyente: LARA MENA FERNANDA SOL
Acreedor: BANCO DEL ESTADO DE CHILE
Inscripción: Fs.2450 Nro 2801 de 2018 Fecha Inscripción: 14/08/2018
IV.- Litigios: no registra.
V.- Bien Familiar: no registra.
Puerto Montt, 9 de junio de 2025. Verifique validez en www.fojas.cl`,
      },
      {
        name: 'tgr.pdf',
        text: `Tesorería General de la República
Certificado de Deuda
LARA MENA FERNANDA SOL
NOMBRE
DIRECCION   LOS ALERCES 410        COMUNA   PUERTO MONTT
ROL   60-00871-012
Total Deuda Liquidada Morosa   Total Deuda No Vencida Liquidada   Acogidos ART 196 y 197 DEL C.T.
CLP 45,210
Deuda :No Vencida (CLP)
FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL
30 30 4410293381 30-Jun-2025 45,210 0 0 0 45,210
Total Deuda No Vencida (CLP) 45,210 0 0 0 45,210
Fecha de Emisión del Certificado: 09-06-2025
001SD202560087101244`,
      },
      {
        name: 'sii.pdf',
        text: `SERVICIO DE IMPUESTOS INTERNOS
CERTIFICADO DE AVALÚO FISCAL
Fecha de emisión: 9 de junio de 2025
Comuna: PUERTO MONTT
Número de ROL de Avalúo: 00871-00012
Dirección: LOS ALERCES 410
Destino: HABITACIONAL
AVALÚO TOTAL: $ 71.882.000
AVALÚO EXENTO: $ 59.143.557
AVALÚO AFECTO: $ 12.738.443`,
      },
      {
        name: 'serviu.pdf',
        text: `SERVIU REGIÓN DE LOS LAGOS
Informe N° 31.044 - Puerto Montt, 10 de junio de 2025
Consultados los registros de este Servicio, el inmueble de calle Los Alerces 410, comuna de Puerto
Montt, rol 871-12, no figura en expropiación.`,
      },
      {
        name: 'cip.pdf',
        text: `ILUSTRE MUNICIPALIDAD DE PUERTO MONTT
DIRECCIÓN DE OBRAS MUNICIPALES
CERTIFICADO DE INFORMACIONES PREVIAS N° 1.902
Fecha: 05/06/2025
Dirección: Calle Los Alerces 410
Rol SII: 871-12
Zona: ZU-3
Línea oficial: según plano de loteo
DECLARATORIA DE UTILIDAD PÚBLICA (Art. 59 LGUC): NO
AFECTACIÓN POR ÁREAS VERDES: NO`,
      },
      {
        name: 'matrimonio.pdf',
        text: `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
CERTIFICADO DE MATRIMONIO
Circunscripción   : PUERTO MONTT
Nro. inscripción  : 233      Año : 2012
Nombre del Marido : TOMÁS IGNACIO REYES PAZ
R.U.N.            : 9.003.417-0
Nombre de la Mujer: FERNANDA SOL LARA MENA
R.U.N.            : 15.660.347-3
FECHA CELEBRACIÓN : 03 Marzo 2012
FECHA EMISIÓN: 9 Junio 2025`,
      },
    ],
    expected: [
      { code: 'HIPOTECA_VIGENTE', severity: 'alta' },
      { code: 'PROHIBICION_VIGENTE', severity: 'alta' },
      { code: 'SOCIEDAD_CONYUGAL_AUTORIZACION_CONYUGE', severity: 'alta' },
      { code: 'INSCRIPCION_VUELTA', severity: 'info' },
      { code: 'SIN_DEUDA_MOROSA', severity: 'info' },
      { code: 'CADENA_10_ANOS_OK', severity: 'info' },
    ],
  },
  {
    id: 'D6 Rancagua: company owner whose previous title is in another office, split GP with an embargo, overdue taxes, park affectation',
    referenceDate: REFERENCE_DATE,
    documents: [
      {
        name: 'dominio-vigente.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE RANCAGUA
CERTIFICADO DE DOMINIO VIGENTE
Certifico que la inscripción de fojas 5.510 número 4.402 del Registro de Propiedad del año 2020 se
encuentra vigente a nombre de INMOBILIARIA LOS MAQUIS SPA. Rancagua, 11 de junio de 2025.

Rancagua, diez de noviembre de dos mil veinte.- INMOBILIARIA LOS MAQUIS SPA, rol único tributario
76.881.204-7, de este domicilio, es dueña del lote B de la parcela 9 del proyecto de parcelación El
Olivar, comuna de Rancagua.- Lo adquirió por compra a don GUSTAVO ADOLFO TRONCOSO VIDAL, según
escritura de fecha dos de noviembre de dos mil veinte otorgada en la Notaría de Rancagua de doña
Patricia Rojo Vial, en $ 180.000.000.- El título anterior está inscrito a fojas 1.044 número 890 del
Registro de Propiedad del año 2006 del Conservador de Bienes Raíces de Rengo.- Rol 3301-45.`,
      },
      {
        name: 'titulo-rengo.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE RENGO
COPIA DE INSCRIPCIÓN
Fojas 1.044 Número 890 Año 2006.- Rengo, doce de junio de dos mil seis.- Don GUSTAVO ADOLFO TRONCOSO
VIDAL, casado, de este domicilio, es dueño del lote B de la parcela 9 del proyecto de parcelación El
Olivar.- Lo adquirió por adjudicación en la liquidación de la sociedad conyugal con doña Elena Gómez
Paz, según escritura de fecha veinte de mayo de dos mil seis.- El título anterior está a fojas 320
número 277 del año 1995.
Nota: transferido a fojas 5.510 número 4.402 del año 2020 del Conservador de Rancagua.
Es copia fiel de su original. Rengo, 10 de junio de 2025.`,
      },
      {
        name: 'gp-hipotecas.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE RANCAGUA
CERTIFICADO DE HIPOTECAS Y GRAVÁMENES
Folio Nº:47810.-Carátula Nº:1209933.-
Del inmueble inscrito a fojas 5.510 número 4.402 del Registro de Propiedad del año 2020, de
INMOBILIARIA LOS MAQUIS SPA: revisado el Registro de Hipotecas y Gravámenes por treinta años, no
registra inscripciones vigentes.
Rancagua, 11 de junio de 2025.`,
      },
      {
        name: 'gp-prohibiciones.pdf',
        text: `CONSERVADOR DE BIENES RAÍCES DE RANCAGUA
CERTIFICADO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR
Folio Nº:47811.-Carátula Nº:1209933.-
Del inmueble inscrito a fojas 5.510 número 4.402 del Registro de Propiedad del año 2020, de
INMOBILIARIA LOS MAQUIS SPA, revisado el Registro de Interdicciones y Prohibiciones por treinta años:
1.- EMBARGO : A fojas 2210 número 1893 del año 2024, decretado por el Segundo Juzgado de Letras de
Rancagua en causa Rol C-881-2024, caratulada "Ferretería Central con Inmobiliaria Los Maquis".
Rancagua, 11 de junio de 2025.`,
      },
      {
        name: 'sociedad.pdf',
        text: `MINISTERIO DE ECONOMÍA, FOMENTO Y TURISMO
REGISTRO DE EMPRESAS Y SOCIEDADES
CERTIFICADO DE VIGENCIA
Razón Social: INMOBILIARIA LOS MAQUIS SpA
RUT: 76.881.204-7
Estado: VIGENTE
Fecha de emisión: 10 de junio de 2025`,
      },
      {
        name: 'contribuciones.pdf',
        text: `TESORERÍA GENERAL DE LA REPÚBLICA
CERTIFICADO DE DEUDA DE CONTRIBUCIONES
Fecha Emisión: 10/06/2025
Rol Avalúo: 3301-45   Comuna: RANCAGUA
Propietario: INMOBILIARIA LOS MAQUIS SPA
Ubicación: PARCELA 9 LOTE B EL OLIVAR
Deuda Vencida: $ 88.400
Deuda por Vencer: $ 0`,
      },
      {
        name: 'dom.pdf',
        text: `ILUSTRE MUNICIPALIDAD DE RANCAGUA
DIRECCIÓN DE OBRAS MUNICIPALES
CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 2.215
Fecha emisión: 6 de junio de 2025
Propiedad: Parcela 9, Lote B, El Olivar
Rol: 3301-45
Vialidad       : NO AFECTO
Áreas verdes   : AFECTO - Parque intercomunal, involucra sólo terreno`,
      },
      {
        name: 'avaluo.pdf',
        text: `SERVICIO DE IMPUESTOS INTERNOS
CERTIFICADO DE AVALÚO FISCAL
Fecha de emisión: 10 de junio de 2025
Comuna: RANCAGUA
Número de Rol de Avalúo: 03301 - 00045
Dirección: PC 9 LT B EL OLIVAR
Destino: AGRICOLA
AVALÚO TOTAL: $ 160.220.000
AVALÚO EXENTO: $ 0
AVALÚO AFECTO: $ 160.220.000`,
      },
    ],
    expected: [
      { code: 'EMBARGO_VIGENTE', severity: 'critica' },
      { code: 'PROPIETARIO_PERSONA_JURIDICA', severity: 'media' },
      { code: 'DEUDA_CONTRIBUCIONES', severity: 'alta' },
      { code: 'AFECTACION_PARQUE', severity: 'alta' },
      { code: 'CADENA_10_ANOS_OK', severity: 'info' },
      // No SERVIU report.
      { code: 'DOCUMENTO_FALTANTE', severity: 'media' },
    ],
  },
];
