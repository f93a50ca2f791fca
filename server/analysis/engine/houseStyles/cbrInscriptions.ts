import type { CbrStyle } from './cbrStyle';

/*
 * Dominio vigente certificates and copies of inscriptions written for the generality set of issue
 * #9, each in an office's plausible wording and with the damage PDF text layers do (glued words,
 * lost spaces, hyphenation, page furniture in mid-sentence, numbers in words). Every person,
 * RUT (valid check digit), address and number is invented.
 */
export const CBR_INSCRIPTIONS: CbrStyle[] = [
  {
    name: 'Santiago, copia con vigencia, two owners, previous title cut by the page footer',
    types: ['dominio_vigente'],
    pages: [
      `Registro de Propiedad
Copia con Vigencia
Carátula 24511873
Morandé 440
Santiago
Teléfono:
2 2390 0800
www.conservador.cl
El Conservador de Bienes Raíces de Santiago certifica que la inscripción de fojas
41877 número 60231 correspondiente al Registro de Propiedad del año 2017,
adjunta al presente documento, está conforme con su original y se encuentra
vigente al día 3 de junio de 2025.
Los derechos registrales correspondientes a esta actuación ascienden a la suma
de $ 4600.
jperalta
Santiago, 5 de junio de 2025.
Código de verificación: cpv17a3c41-0
página 1 de 3`,
      `Nº60231
AB/CD/EF
C: 14887021
COMPRAVENTA
HUMBERTO ANDRÉS
CALDERÓN RIQUELME
A
ESTEBAN JOSÉ PAREDES
LILLO Y OTRA
REP: 55102
Santiago, doce de julio del año dos mil
diecisiete.- Don ESTEBAN JOSÉ PAREDES LILLO,
C.I. 12.456.789-0, casado, y doña MARÍA
FERNANDA OSSA BRAVO, C.I. 15.334.221-0,
casada, ambos de este domicilio, son dueños en
partes iguales de la casa y sitio ubicados en
calle Los Aromos número dos mil cuatrocien-
tos doce, que corresponde al lote siete de la
manzana B del plano respectivo, Comuna de
Maipú, Región Metropolitana, de acuerdo al plano
archivado bajo el número 3391, que deslinda:
NORTE, en diez metros con lote seis; SUR, en
diez metros con calle Los Aromos; ORIENTE, en
veinticinco metros con lote ocho; PONIENTE, en
veinticinco metros con lote cinco.- Los adquirie-
ron por compra a don HUMBERTO ANDRÉS CALDERÓN
RIQUELME, de este domicilio, según escritura de
fecha dos de junio del año dos mil diecisiete,
otorgada en la notaría de esta ciudad, de don
Iván Sepúlveda Mora, Repertorio Número 8812, por
el precio de DOS MIL CIEN UNIDADES DE FOMENTO,
que se paga en la forma y condiciones estable-
cidas en la escritura.- El título anterior está a
Fojas 30112 Número
Fojas   41877
página 2 de 3
Documento incorpora Firma
Electronica Avanzada
Código de Verificación: cpv17a3c41-0`,
      `41090 del año 2009.- Rol de avalúo número 4410-23,
Comuna de Maipú.- Requirente: Banco del Pacífico.-
ANDRÉS MOLINA T.
Fin del Texto
página 3 de 3
Documento incorpora Firma
Electronica Avanzada
Código de Verificación: cpv17a3c41-0`,
    ],
    inscription: {
      conservador: 'Santiago',
      fojas: 41877,
      vuelta: false,
      numero: 60231,
      ano: 2017,
      fecha_emision: '2025-06-05',
      comuna: 'Maipú',
      rol_avaluo: '4410-23',
      propietarios: ['ESTEBAN JOSÉ PAREDES LILLO', 'MARÍA FERNANDA OSSA BRAVO'],
      anterior: [30112, false, 41090, 2009],
    },
  },
  {
    name: 'San Miguel, copy on a vuelta page, margin column first, RUT in words',
    types: ['dominio_vigente'],
    pages: [
      `COPIA DE INSCRIPCION
REGISTRO DE PROPIEDAD
El Conservador que suscribe certifica que la inscripción
adjunta, y que rola a fojas 4521 vta., nº 3310, año 2019, de
este registro, está conforme con su original, y que la
inscripción que consta en ella se encuentra:VIGENTE.-
San Miguel, 4 de Junio de 2025.-
c: 2025061188
Documento emitido con Firma Electrónica Avanzada.-
Verifique con el código R4TX-9PLQ2-07`,
      `C/ 40218
MR/JT
COMPRAVENTA
GONZÁLEZ MORA
ELIANA DEL CARMEN
A
TAPIA VEGA
RODRIGO ANDRÉS
Rep. Nº 7731
Nº3310
FS 4521 vta
San Miguel, catorce de marzo de dos mil diecinueve.-
RODRIGO ANDRÉS TAPIA VEGA, cédula nacional de identidad
número dieciséis millones quinientos cincuenta y ocho mil
doce guión cinco, profesor, casado, domiciliado en calle
Los Pinos número cuatrocientos diez, comuna de La
Cisterna, es dueño de la propiedad ubicada en Pasaje El
Ciruelo número ochocientos veintidós, que corresponde al
sitio doce de la manzana F del plano de loteo respectivo,
comuna de La Cisterna, que deslinda: al Norte, en ocho
metros con sitio once; al Sur, en ocho metros con Pasaje El
Ciruelo; al Oriente, en veinte metros con sitio trece; al
Poniente, en veinte metros con sitio diez.- La adquirió por
compra a doña ELIANA DEL CARMEN GONZÁLEZ MORA, según
escritura de fecha ocho de febrero de dos mil diecinueve,
otorgada en la Notaría de San Miguel de don Tomás Urrutia
Lagos, por la suma de cuarenta y dos millones de pesos
($42.000.000), pagados al contado.- El título anterior está
inscrito a Fojas 8811, Número 7702 del Año 2012.- Rol de
Avalúo Nº 3120-44.- San Miguel.`,
    ],
    inscription: {
      conservador: 'San Miguel',
      fojas: 4521,
      vuelta: true,
      numero: 3310,
      ano: 2019,
      fecha_emision: '2025-06-04',
      comuna: 'La Cisterna',
      rol_avaluo: '3120-44',
      propietarios: ['RODRIGO ANDRÉS TAPIA VEGA'],
      anterior: [8811, false, 7702, 2012],
    },
  },
  {
    name: 'Puente Alto, short certificate, "Fs 31v Nº 27", two owners surname first',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE PUENTE ALTO
Calle Concha y Toro 0185, Puente Alto
CERTIFICADO DE DOMINIO VIGENTE
Certifico que la propiedad ubicada en Pasaje Los Quillayes Nº 0455, Villa Las Palmas,
comuna de Puente Alto, rol de avalúo 1702-19, inscrita a Fs 31v Nº 27 del Registro de
Propiedad del año 2020, se encuentra vigente a nombre de NAVARRO FUENTES CLAUDIO
ESTEBAN y NAVARRO FUENTES PAULA ANDREA.
Puente Alto, 12 de mayo de 2025.
Derechos: $ 3.500
Código verificación: PA55821X3`,
    ],
    inscription: {
      conservador: 'Puente Alto',
      fojas: 31,
      vuelta: true,
      numero: 27,
      ano: 2020,
      fecha_emision: '2025-05-12',
      comuna: 'Puente Alto',
      rol_avaluo: '1702-19',
      propietarios: ['NAVARRO FUENTES CLAUDIO ESTEBAN', 'NAVARRO FUENTES PAULA ANDREA'],
    },
  },
  {
    name: 'Valparaíso, fojas.cl labelled form, two owners with RUT',
    types: ['dominio_vigente'],
    pages: [
      `CERTIFICADO DE DOMINIO VIGENTE
Folio Nro: 88412.-Carátula Nro:5120933.-
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
III.- Certifico que la inscripción singularizada se encuentra vigente.
Valparaíso, dos de Julio del año dos mil veinticinco.- MR
Conservador de Bienes Raíces de Valparaíso , 02 Julio de 2025
Emito con firma electrónica avanzada (ley No19.799, de 2002) AA de
13/10/2006 de la Excma. Corte Suprema.-
Certificado Nro 301442.- Verifique validez en www.fojas.cl .-
Pag: 1/1`,
    ],
    inscription: {
      conservador: 'Valparaíso',
      fojas: 2207,
      vuelta: true,
      numero: 2690,
      ano: 2015,
      fecha_emision: '2025-07-02',
      comuna: 'Valparaíso',
      propietarios: ['SOTO MIRANDA JAVIER IGNACIO', 'PINTO ARAYA CAROLINA BELÉN'],
    },
  },
  {
    name: 'Viña del Mar, small certificate that omits vuelta, owner on its own line',
    types: ['dominio_vigente'],
    pages: [
      `Powered by CBR Intelligence
CONSERVADOR DE BIENES RAÍCES DE VIÑA DEL MAR
Certificado de Dominio
CERTIFICADO NÚMERO : 7F3A21C9
Matrícula Inmobiliaria: 61742
El Conservador que suscribe certifica que la inscripción de dominio de
foja 5120, número 6011 del Registro de Propiedad del año 2018
BARRAZA LEÓN MATÍAS FELIPE
Se encuentra vigente.
Nota: el presente certificado no refiere la indicación de "vuelta" del folio/fojas por
resultar tal dato indiferente.
Viña del Mar, 18 de junio de 2025
www.cbrvina.cl`,
    ],
    inscription: {
      conservador: 'Viña del Mar',
      fojas: 5120,
      vuelta: false,
      numero: 6011,
      ano: 2018,
      fecha_emision: '2025-06-18',
      propietarios: ['BARRAZA LEÓN MATÍAS FELIPE'],
    },
  },
  {
    name: 'Concepción, short form, every number in words with digits in parentheses',
    types: ['dominio_vigente'],
    pages: [
      `CERTIFICADO
DE
DOMINIO VIGENTE
Del inmueble ubicado en la Comuna de Chiguayante que corresponde: a CASA número
catorce (14) del Conjunto Habitacional Los Aromos, calle Colón número dos mil ciento
diez (2110), se encuentra vigente a la fecha de emisión de este certificado a nombre de:
1.- VALENZUELA ORTIZ ROSA ELENA inscrito a fojas dos mil ciento once (2111) número
mil novecientos cuatro (1904) del Registro de Propiedad del año dos mil diecinueve
(2019).-
En Concepción, veinte de mayo del año dos mil veinticinco.-
Certificado generado por MPEREZ
Folio Real Nº 7720-2019.-
Carátula Nº 1022331.-
Pag: 1/1
www.cbrconcepcion.cl`,
    ],
    inscription: {
      conservador: 'Concepción',
      fojas: 2111,
      vuelta: false,
      numero: 1904,
      ano: 2019,
      fecha_emision: '2025-05-20',
      comuna: 'Chiguayante',
      propietarios: ['VALENZUELA ORTIZ ROSA ELENA'],
    },
  },
  {
    name: 'Temuco, V after the fojas, issue date on the line after the place',
    types: ['dominio_vigente'],
    pages: [
      `Conservador de Bienes Raíces de Temuco
Claro Solar 1020, Temuco
Registro de PROPIEDAD
DOMINIO VIGENTE
El Conservador de Bienes Raíces de Temuco CERTIFICA que la inscripción de fojas
1502 V número 1247 correspondiente al año 2016 , adjunta al presente
documento, está conforme con su original y se encuentra vigente al día 7
de Mayo del 2025.-
Código de Verificación
8KQ2MTZ1WA
Temuco,
9 de Mayo del 2025`,
    ],
    inscription: {
      conservador: 'Temuco',
      fojas: 1502,
      vuelta: true,
      numero: 1247,
      ano: 2016,
      fecha_emision: '2025-05-09',
    },
  },
  {
    name: 'Puerto Montt, labelled fields, "Foja1234 Número 5678 Año 2001"',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAICES DE PUERTO MONTT
CERTIFICADO DE DOMINIO VIGENTE
N° de certificado: 2025-004512
Inmueble: Lote 14 de la Parcelación Alerce Norte, comuna de PUERTO MONTT
Propietario(s): GALLARDO MANSILLA JUAN CARLOS, RUT 10.998.321-7
Inscripción de dominio: Foja1234 Número 5678 Año 2001 del Registro de Propiedad
Rol de avalúo: 3305-112
El Conservador que suscribe certifica que la inscripción individualizada se encuentra
vigente a la fecha.
Puerto Montt, 9 de julio de 2025.`,
    ],
    inscription: {
      conservador: 'Puerto Montt',
      fojas: 1234,
      vuelta: false,
      numero: 5678,
      ano: 2001,
      fecha_emision: '2025-07-09',
      comuna: 'Puerto Montt',
      rol_avaluo: '3305-112',
      propietarios: ['GALLARDO MANSILLA JUAN CARLOS'],
    },
  },
  {
    name: 'La Serena, text layer without spaces',
    types: ['dominio_vigente'],
    pages: [
      `ConservadordeBienesRaícesdeLaSerena
CertificadodeDominioVigente
ElConservadorquesuscribecertificaqueelinmuebleubicadoenlacomunadeLASERENA,
AvenidaFranciscodeAguirrenúmero1240,inscritoaFs.2210Nro.1544delAño2013del
RegistrodePropiedad,seencuentravigenteanombredeCORTÉSALFAROPATRICIA.
LaSerena,21deAbrilde2025.Derechos$5.000`,
    ],
    inscription: {
      conservador: 'La Serena',
      fojas: 2210,
      vuelta: false,
      numero: 1544,
      ano: 2013,
      fecha_emision: '2025-04-21',
      comuna: 'La Serena',
    },
  },
  {
    name: 'Rancagua, folio and carátula glued, dotted thousands with VTA',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAICES DE RANCAGUA
Folio Nº:61120.-Carátula Nº:1298870.-
CERTIFICADO DE DOMINIO VIGENTE
CERTIFICO: Que la propiedad ubicada en calle Los Alerces Nº 845, Villa El Sol, comuna de
Rancagua, Rol de avalúo Nº 2331-17, inscrita a fojas 1.874 VTA, N° 1.310 del Registro de
Propiedad del año 2.009, se encuentra inscrita y vigente a nombre de don PABLO ANDRÉS
REYES MUÑOZ y de doña LORENA ISABEL TORO SILVA.
Rancagua, 30 de junio de 2025.-`,
    ],
    inscription: {
      conservador: 'Rancagua',
      fojas: 1874,
      vuelta: true,
      numero: 1310,
      ano: 2009,
      fecha_emision: '2025-06-30',
      comuna: 'Rancagua',
      rol_avaluo: '2331-17',
      propietarios: ['PABLO ANDRÉS REYES MUÑOZ', 'LORENA ISABEL TORO SILVA'],
    },
  },
  {
    name: 'Talca, copy first and certification last, previous title in words with vuelta',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE TALCA
1 Poniente 1150, Talca
Nº 1.402
COMPRAVENTA
Talca, quince de marzo del año dos mil doce.- Doña ANA MARÍA CÁCERES LETELIER, cédula
nacional de identidad número siete millones doscientos veintiún mil novecientos cuatro guion
K, viuda, de este domicilio, es dueña del inmueble ubicado en calle 4 Sur número mil
doscientos cuarenta, de la comuna de Talca, que deslinda: NORTE, en doce metros con calle
4 Sur; SUR, en doce metros con sitio veinte; ORIENTE, en treinta metros con sitio catorce;
PONIENTE, en treinta metros con sitio dieciséis.- Lo adquirió por compra a don FERNANDO
JAVIER ROJAS ULLOA, según escritura de fecha dos de marzo del año dos mil doce, otorgada
en la Notaría de Talca de don Hernán Vergara Soto, por el precio de $ 45.000.000.- El título
anterior rola a fojas doscientos once (211) vuelta número ciento cuarenta (140) del año dos
mil cinco (2005).- Rol de avalúo 512-33.- Inscrita a fojas 1.988 número 1.402 del Registro de
Propiedad del año 2.012.
CERTIFICO: que la inscripción precedente, que rola a fojas 1.988 número 1.402 del año
2.012, está conforme con su original y se encuentra vigente a esta fecha. Talca, 11 de junio
de 2025.`,
    ],
    inscription: {
      conservador: 'Talca',
      fojas: 1988,
      vuelta: false,
      numero: 1402,
      ano: 2012,
      fecha_emision: '2025-06-11',
      comuna: 'Talca',
      rol_avaluo: '512-33',
      propietarios: ['ANA MARÍA CÁCERES LETELIER'],
      anterior: [211, true, 140, 2005],
    },
  },
  {
    name: 'Antofagasta, copy of a cancelled inscription, "fs. 12.345, nro. 6.789"',
    types: ['titulo_anterior'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE ANTOFAGASTA
COPIA DE INSCRIPCIÓN
Registro de Propiedad, fs. 12.345, nro. 6.789, año 1998
Antofagasta, veintidós de octubre de mil novecientos noventa y ocho.- Don LUIS ALBERTO
ROJAS CORTÉS, empleado, soltero, de este domicilio, es dueño del departamento número
ochocientos tres del octavo piso del Edificio Costa Brava, con acceso por Avenida Grecia
número mil cuatrocientos, comuna de Antofagasta, de acuerdo al plano archivado bajo el
número 412.- Lo adquirió por compra a INMOBILIARIA COSTA NORTE LIMITADA, según
escritura de fecha dos de octubre de mil novecientos noventa y ocho, otorgada en la Notaría
de Antofagasta de don Julio Pizarro Lema, por el precio de UN MIL DOSCIENTAS UNIDADES DE
FOMENTO.- El título anterior rola a fojas 3311 vuelta número 2201 del año 1990.- Rol de
avalúo número 1120-45.-
Al margen: Cancelada por la de fojas 9000 número 7000 del año 2011.
CERTIFICO que la presente copia es fiel a su original. Antofagasta, 2 de junio de 2025.`,
    ],
    inscription: {
      conservador: 'Antofagasta',
      fojas: 12345,
      vuelta: false,
      numero: 6789,
      ano: 1998,
      fecha_emision: '2025-06-02',
      comuna: 'Antofagasta',
      rol_avaluo: '1120-45',
      propietarios: ['LUIS ALBERTO ROJAS CORTÉS'],
      anterior: [3311, true, 2201, 1990],
    },
  },
  {
    name: 'Santiago, copy of a title no longer in force, previous title "2148VTA"',
    types: ['titulo_anterior'],
    pages: [
      `Registro de Propiedad
Copia de Inscripción
Carátula 24001873
Morandé 440
Santiago
El Conservador de Bienes Raíces de Santiago certifica que la presente es copia fiel de la
inscripción de fojas 30112 número 41090 correspondiente al Registro de Propiedad del año
2009, y que ésta no se encuentra vigente por haber sido cancelada.
Santiago, 5 de junio de 2025.
Código de verificación: cpv17a3c40-0
página 1 de 2`,
      `Nº41090
COMPRAVENTA
Santiago, veinte de abril del año dos mil nueve.- Don HUMBERTO ANDRÉS CALDERÓN
RIQUELME, C.I. 9.876.543-3, casado, de este domicilio, es dueño de la casa y sitio
ubicados en calle Los Aromos número dos mil cuatrocientos doce, Comuna de Maipú,
Región Metropolitana, que deslinda: NORTE, en diez metros con lote seis; SUR, en diez
metros con calle Los Aromos.- Lo adquirió por compra a doña TERESA DEL PILAR
SALINAS MORA, según escritura de fecha dos de abril del año dos mil nueve, otorgada en
la notaría de esta ciudad, de don Iván Sepúlveda Mora, por el precio de $ 38.000.000.- El
título anterior está a Fojas 2148VTA Número 1503 del año 1994.- Rol de avalúo número
4410-23, Comuna de Maipú.- Requirente: Humberto Calderón.
Fin del Texto
página 2 de 2`,
    ],
    inscription: {
      conservador: 'Santiago',
      fojas: 30112,
      vuelta: false,
      numero: 41090,
      ano: 2009,
      fecha_emision: '2025-06-05',
      comuna: 'Maipú',
      rol_avaluo: '4410-23',
      propietarios: ['HUMBERTO ANDRÉS CALDERÓN RIQUELME'],
      anterior: [2148, true, 1503, 1994],
    },
  },
  {
    name: 'Iquique, fojas, vuelta, número and year all in words, hour before the date',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAICES DE IQUIQUE
CERTIFICADO DE DOMINIO VIGENTE
CUR Nº: F512-88102
Certifico que la inscripción de dominio de Fojas seiscientas treinta y siete vuelta Número
novecientos catorce del Registro de Propiedad del año dos mil catorce, correspondiente al
inmueble ubicado en Pasaje Los Aromos número 3322, comuna de Alto Hospicio, se encuentra
vigente a nombre de MAMANI CHOQUE FREDDY ALBERTO.
IQUIQUE, a las 11:42 del 14 de julio del año 2025
Certificado Nº 120488102231
www.fojas.cl`,
    ],
    inscription: {
      conservador: 'Iquique',
      fojas: 637,
      vuelta: true,
      numero: 914,
      ano: 2014,
      fecha_emision: '2025-07-14',
      comuna: 'Alto Hospicio',
      propietarios: ['MAMANI CHOQUE FREDDY ALBERTO'],
    },
  },
  {
    name: 'Chillán, the year only in "con fecha 3 de mayo de 2011"',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE CHILLÁN
CERTIFICADO DE DOMINIO VIGENTE
Certifico: que el inmueble ubicado en Villa Los Volcanes, pasaje Antuco número 1180, comuna
de Chillán, se encuentra inscrito a nombre de doña GLORIA ESTER SANDOVAL MUÑOZ, a fojas
3.120 número 2.245 del Registro de Propiedad de este Conservador, con fecha 3 de mayo de
2011, inscripción que a esta fecha se encuentra vigente.
Chillán, 16 de junio de 2025.-`,
    ],
    inscription: {
      conservador: 'Chillán',
      fojas: 3120,
      vuelta: false,
      numero: 2245,
      ano: 2011,
      fecha_emision: '2025-06-16',
      comuna: 'Chillán',
      propietarios: ['GLORIA ESTER SANDOVAL MUÑOZ'],
    },
  },
  {
    name: 'San Bernardo, copia con vigencia, previous title glued "aFs.311vNro.1502delAño1989"',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE SAN BERNARDO
COPIA DE INSCRIPCIÓN CON VIGENCIA
Certifico que la inscripción de fojas 612 número 1048 del Registro de Propiedad del año 2006,
cuya copia se adjunta, está conforme con su original y se encuentra vigente. San Bernardo, 20
de junio de 2025.`,
      `Nº 1048
San Bernardo, catorce de febrero de dos mil seis.- Don CRISTIÁN ANDRÉS VIDAL ROJO, C.I.
12.008.765-7, soltero, de este domicilio, es dueño del inmueble ubicado en Pasaje Los Tilos
número 455, comuna de San Bernardo, que deslinda: NORTE, en nueve metros con pasaje Los
Tilos; SUR, en nueve metros con sitio cuarenta.- Lo adquirió por compra a doña ROSA ELENA
PÉREZ DÍAZ, según escritura de fecha tres de febrero de dos mil seis, otorgada en la Notaría
de San Bernardo de don Pedro Salas Mena, por el precio de $ 28.000.000.- El título anterior
está aFs.311vNro.1502delAño1989.- Rol de avalúo número 2215-33.`,
    ],
    inscription: {
      conservador: 'San Bernardo',
      fojas: 612,
      vuelta: false,
      numero: 1048,
      ano: 2006,
      fecha_emision: '2025-06-20',
      comuna: 'San Bernardo',
      rol_avaluo: '2215-33',
      propietarios: ['CRISTIÁN ANDRÉS VIDAL ROJO'],
      anterior: [311, true, 1502, 1989],
    },
  },
  {
    name: 'Punta Arenas, label : value table',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE PUNTA ARENAS
CERTIFICADO DE VIGENCIA DE DOMINIO
Inscripción          : Fojas 455 vta. N° 390 Año 2012
Registro             : Propiedad
Propietario          : DÍAZ VIDAL HÉCTOR MANUEL
Inmueble             : Avenida España N° 1250, comuna de Punta Arenas
Rol de avalúo        : 402-18
Estado               : VIGENTE
Punta Arenas, 8 de julio de 2025`,
    ],
    inscription: {
      conservador: 'Punta Arenas',
      fojas: 455,
      vuelta: true,
      numero: 390,
      ano: 2012,
      fecha_emision: '2025-07-08',
      comuna: 'Punta Arenas',
      rol_avaluo: '402-18',
      propietarios: ['DÍAZ VIDAL HÉCTOR MANUEL'],
    },
  },
  {
    name: 'Los Ángeles, copy with the certification on the last page after a running header',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE LOS ÁNGELES
Colo Colo 350, Los Ángeles
Nº 2.877
Los Ángeles, nueve de noviembre de dos mil quince.- Don MAURICIO ANDRÉS FLORES
CID, cédula nacional de identidad número 17.880.456-1, agricultor, casado y separado
totalmente de bienes, domiciliado en Camino a Antuco kilómetro doce, comuna de Los
Ángeles, es dueño de la Parcela número catorce del Proyecto de Parcelación El Retiro,
comuna de Los Ángeles, de una superficie de cinco coma dos hectáreas, que deslinda:
NORTE, en doscientos metros con parcela trece; SUR, en doscientos metros con camino
vecinal.- La adquirió por compra a la sociedad AGRÍCOLA EL RETIRO LIMITADA, según
escritura de fecha veinte de octubre de dos mil quince, otorgada en la Notaría de Los
Ángeles de don Rubén Cárcamo Vera, por el precio de $ 60.000.000.- El título anterior
está inscrito a fojas 3.004 vuelta número 2.119 del año 2.007.- Rol de avalúo 2110-87.`,
      `CONSERVADOR DE BIENES RAÍCES DE LOS ÁNGELES
Colo Colo 350, Los Ángeles
CERTIFICO: Que la inscripción que antecede, de fojas 4.410 número 2.877 del Registro de
Propiedad del año 2.015, es copia fiel de su original y se encuentra vigente a esta fecha.-
Los Ángeles, 24 de junio de 2025.-`,
    ],
    inscription: {
      conservador: 'Los Ángeles',
      fojas: 4410,
      vuelta: false,
      numero: 2877,
      ano: 2015,
      fecha_emision: '2025-06-24',
      comuna: 'Los Ángeles',
      rol_avaluo: '2110-87',
      propietarios: ['MAURICIO ANDRÉS FLORES CID'],
      anterior: [3004, true, 2119, 2007],
    },
  },
  {
    name: 'Molina, capitals, company owner with RUT, "744VTA"',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE MOLINA
CERTIFICADO DE DOMINIO VIGENTE
EL CONSERVADOR DE BIENES RAÍCES DE MOLINA CERTIFICA: QUE LA PROPIEDAD DENOMINADA HIJUELA
NÚMERO CUATRO DEL FUNDO SANTA ELENA, UBICADA EN LA COMUNA DE MOLINA, ROL DE AVALÚO
Nº 77-12, INSCRITA A FOJA 744VTA, NÚMERO 690, DEL REGISTRO DE PROPIEDAD DEL AÑO 2018, SE
ENCUENTRA VIGENTE A NOMBRE DE SOCIEDAD AGRÍCOLA LOS QUILLAYES LIMITADA, RUT 76.321.450-8.
MOLINA, 27 DE JUNIO DE 2025.-`,
    ],
    inscription: {
      conservador: 'Molina',
      fojas: 744,
      vuelta: true,
      numero: 690,
      ano: 2018,
      fecha_emision: '2025-06-27',
      comuna: 'Molina',
      rol_avaluo: '77-12',
      propietarios: ['SOCIEDAD AGRÍCOLA LOS QUILLAYES LIMITADA'],
    },
  },
  {
    name: 'Quillota, "NO CONSTAmarginalmente" glued, vigencia stated through the margin',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE QUILLOTA
CERTIFICADO DE DOMINIO VIGENTE
Certifico que la propiedad ubicada en calle O'Higgins número 455, comuna de La Cruz, se
encuentra inscrita a nombre de don ÓSCAR EDUARDO FIGUEROA LAZO a fojas 1.077 número 1.190
del Registro de Propiedad del año 2.003, y que al margen de dicha inscripción NO
CONSTAmarginalmente nota de cancelación ni de transferencia, por lo que se encuentra vigente.
Quillota, 2 de julio de 2025.`,
    ],
    inscription: {
      conservador: 'Quillota',
      fojas: 1077,
      vuelta: false,
      numero: 1190,
      ano: 2003,
      fecha_emision: '2025-07-02',
      comuna: 'La Cruz',
      propietarios: ['ÓSCAR EDUARDO FIGUEROA LAZO'],
    },
  },
  {
    name: 'La Calera, a cancelled inscription named before the one in force',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE LA CALERA
CERTIFICADO DE DOMINIO VIGENTE
Certifico que la inscripción de dominio que rola a fojas 120 vuelta número 98 del Registro de
Propiedad del año 1999, a nombre de don ARTURO VIDAL PEÑA, se encuentra cancelada, y que el
dominio del inmueble ubicado en calle Prat número 230, comuna de La Calera, rola actualmente
inscrito a fojas 2201 número 1877 del Registro de Propiedad del año 2019, vigente a nombre de
doña XIMENA PAZ ORELLANA RUIZ.
La Calera, 26 de junio de 2025.`,
    ],
    inscription: {
      conservador: 'La Calera',
      fojas: 2201,
      vuelta: false,
      numero: 1877,
      ano: 2019,
      fecha_emision: '2025-06-26',
      comuna: 'La Calera',
      propietarios: ['XIMENA PAZ ORELLANA RUIZ'],
    },
  },
  {
    name: 'Copiapó, labels on their own lines, values below',
    types: ['dominio_vigente'],
    pages: [
      `CONSERVADOR DE BIENES RAÍCES DE COPIAPÓ
CERTIFICADO DE DOMINIO VIGENTE
Fojas
1.455 vta.
Número
1.309
Año
2.014
Propietario
ARAYA CORTÉS DANIELA FERNANDA
Ubicación
Los Carrera 2210, comuna de Copiapó
Certifico que la inscripción individualizada se encuentra vigente a la fecha de este
certificado. Copiapó, 3 de julio de 2025.`,
    ],
    inscription: {
      conservador: 'Copiapó',
      fojas: 1455,
      vuelta: true,
      numero: 1309,
      ano: 2014,
      fecha_emision: '2025-07-03',
      comuna: 'Copiapó',
      propietarios: ['ARAYA CORTÉS DANIELA FERNANDA'],
    },
  },
];
