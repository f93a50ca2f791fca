import { describe, expect, it } from 'vitest';

import { unansweredQuestion } from '../../server/analysis/engine/checks/yesNoWords';
import { classifyDocument, isCloseCall } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { cbrDocument, certificateDocument, partRanges } from '../support/engineDocuments';

/*
 * Forms held-out batch W exposed, each in wordings written for these tests and different from the
 * batch's own: made-up offices, people, numbers.
 */

const typeOf = (...pages: string[][]) => classifyDocument(cbrDocument(...pages)).type;

describe('a copy whose certification says it is "conforme con su original y vigente"', () => {
  const inscription = [
    'CONSERVADOR DE BIENES RAÍCES DE LAUTARO',
    'Registro de Propiedad',
    'Nº 508   COMPRAVENTA   Fs. 611',
    'En Lautaro, a doce de marzo de dos mil quince, don ELÍAS ANTONIO PARRA MELO, casado,',
    'cédula nacional de identidad número 11.222.333-9, es dueño del inmueble ubicado en',
    'pasaje Los Copihues número 77, que deslinda: NORTE, en ocho metros con pasaje Los',
    'Copihues; SUR, en ocho metros con sitio diez.- Lo adquirió por compra a doña Berta Ruiz',
    'Soto, según escritura de fecha dos de marzo de dos mil quince, otorgada en la Notaría de',
    'Lautaro.- El título anterior está a fojas 90 número 81 del año 2001.- Rol de avalúo 44-9.',
  ];
  const certification = (statement: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE LAUTARO',
    `CERTIFICO: Que la inscripción de fojas 611 número 508 del año 2015 ${statement}, sin`,
    'anotaciones marginales que la cancelen. Lautaro, 3 de agosto de 2026.',
  ];

  it.each([
    'se encuentra conforme con su original y VIGENTE',
    'se encuentra anotada en el Registro de Propiedad y vigente',
    'se encuentra inscrita y vigente',
    // "se encuentra" garbled by OCR.
    'se encuenta conforme a su original y vigente',
  ])('is a dominio vigente when it "%s"', (statement) => {
    expect(typeOf(inscription, certification(statement))).toBe('dominio_vigente');
  });

  it('stays an earlier title when the certification says it is no longer in force', () => {
    expect(typeOf(inscription, certification('se encuentra conforme con su original y no vigente'))).not.toBe(
      'dominio_vigente',
    );
  });
});

describe('an earlier inscription titled as a "transcripción de inscripción"', () => {
  it('is an earlier title, its certification naming "la inscripción de su original"', () => {
    const transcription = [
      'CONSERVADOR DE BIENES RAICES DE PETORCA',
      'TRANSCRIPCION DE INSCRIPCION - REGISTRO DE PROPIEDAD 1987',
      'FOJAS 33     N° 29',
      'EN PETORCA, A DOS DE MAYO DE MIL NOVECIENTOS OCHENTA Y SIETE. DON JORGE LUIS',
      'MERINO TAPIA, SOLTERO, DE ESTE DOMICILIO, ES DUEÑO DEL SITIO UBICADO EN CALLE',
      'BALMACEDA NUMERO DIEZ, QUE DESLINDA: NORTE, CALLE BALMACEDA. LO ADQUIRIO POR COMPRA',
      'A DON PEDRO OLIVA RUZ. EL TITULO ANTERIOR ESTA A FOJAS 12 NUMERO 11 DEL AÑO 1970.',
      'Certifico que la presente transcripción es conforme con la inscripción de su original.',
      'Petorca, dos de junio de dos mil veintiséis.',
    ];
    expect(typeOf(transcription)).toBe('titulo_anterior');
  });
});

describe('a carpeta index listing its documents with their pages and an inscription sent apart', () => {
  const index = (aside: string) => [
    'ESTUDIO JURÍDICO PAREDES Y VIAL              Expediente 77/2026 · Hoja 1 de 6',
    '          ANTECEDENTES PARA ESTUDIO DE TÍTULOS',
    '   Nº   Documento                                                 Pág.',
    '   1    Copia de inscripción con vigencia (CBR Curicó)            2',
    '   2    Certificado de hipotecas y gravámenes                     3 - 4',
    '   3    Certificado de avalúo fiscal                              5',
    '   4    Certificado de deuda de contribuciones                    6',
    aside,
  ];

  it.each([
    'Nota: la inscripción anterior (fs. 1.204 Nº 988 del año 1999) se entrega por separado.',
    'El título anterior rola a fojas 311 vuelta, número 276 de 2004, y no se incluye.',
  ])('is no document of its own: %s', (aside) => {
    expect(typeOf(index(aside))).toBe('unknown');
  });

  it('still reads a one-page certificate citing its inscription as its type', () => {
    const certificate = [
      'CONSERVADOR DE BIENES RAÍCES DE CURICÓ',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Se adjuntan los certificados solicitados. Inscripción de dominio a fojas 450 número 377',
      'del año 2012. En el Registro de Hipotecas no existen inscripciones vigentes.',
      'Curicó, 9 de julio de 2026.',
    ];
    expect(typeOf(certificate)).toBe('gp');
  });
});

describe('three certificates of one office in a file whose pages it numbered as a whole', () => {
  const page = (title: string, code: string, n: number) => [
    '              CONSERVADOR DE BIENES RAÍCES DE SAN JAVIER',
    `              ${title}`,
    'Inmueble: calle Chorrillos número 1.020, comuna de San Javier, inscrito a fojas 905',
    'número 733 del Registro de Propiedad del año 2016.',
    'San Javier, 14 de septiembre de 2026.',
    `Código de verificación: ${code}`,
    `Oficina San Javier - Arturo Prat 311                        Página ${n} de 3`,
  ];

  it('reads each page headed by its own title and code as a document', () => {
    expect(
      partRanges(
        page('CERTIFICADO DE DOMINIO VIGENTE', 'SJ-26-55120', 1),
        page('CERTIFICADO DE HIPOTECAS Y GRAVÁMENES', 'SJ-26-55121', 2),
        page('CERTIFICADO DE BIEN FAMILIAR', 'SJ-26-55122', 3),
      ),
    ).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
  });

  it('keeps a page that repeats the title and the code with the certificate', () => {
    expect(
      partRanges(
        page('CERTIFICADO DE HIPOTECAS Y GRAVÁMENES', 'SJ-26-55121', 1),
        page('CERTIFICADO DE HIPOTECAS Y GRAVÁMENES', 'SJ-26-55121', 2),
      ),
    ).toEqual([[1, 2]]);
  });
});

describe('a DOM letter listing its answers as dashed sentences that open with "NO"', () => {
  const letter = [
    'ILUSTRE MUNICIPALIDAD DE PAIHUANO',
    'Dirección de Obras Municipales',
    'CERTIFICADO Nº 88/2026 - AFECTACIÓN A UTILIDAD PÚBLICA',
    'La Dirección de Obras certifica que el inmueble de calle Balmaceda Nº 40, rol 7-3, según',
    'el Plan Regulador Comunal vigente:',
    '  • NO queda afecto a declaratoria de utilidad pública.',
    '  • NO está afecto a ensanche de calles.',
    '  • SÍ está afecto a área verde (plaza proyectada).',
    'Paihuano, 2 de octubre de 2026.',
  ];

  it('reads each sentence as its answer, none of them doubted', () => {
    const { value, provenance } = extractMunicipalAffectation(certificateDocument(letter));
    expect([value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([false, true]);
    for (const path of ['objeto_expropiacion', 'expropiacion_vial', 'expropiacion_por_parque'])
      expect(provenance[path]?.unsure ?? []).toEqual([]);
  });
});

describe('a "sí" whose snippet ends on the next row\'s question, cut before its answer', () => {
  it('is not taken for a question left unanswered', () => {
    expect(
      unansweredQuestion('pública (art. 60 LGUC) ....... SÍ 2) Afecto por ensanche de vía ..........'),
    ).toBe(false);
  });

  it('still doubts a question followed by other words than its answer', () => {
    expect(unansweredQuestion('Afecto a expropiación por parque ....... Código: TAL-2231')).toBe(true);
  });
});

describe('an inscription whose year in words a page break parts mid-word, under a stamp and a footer', () => {
  const first = [
    'CONSERVADOR DE BIENES RAÍCES DE CAUQUENES                Código: CQS-4410-77B1',
    'Registro de Propiedad · Fojas 812 · Número 640 · Año 2024',
    'Cauquenes, nueve de mayo de dos mil veinticuatro.- Doña ROSA ELENA PINO VERA, soltera,',
    'cédula de identidad número 12.345.678-5, es dueña del sitio número cuatro de la Villa El',
    'Roble, comuna de Cauquenes.- Lo adquirió por compra a AGRÍCOLA LOS MAITENES LIMITADA, rol',
    'único tributario número setenta y siete millones cuatrocien',
    'tos doce mil guión nueve, según escritura de fecha dos de mayo de dos mil veinticuatro.-',
    '        [ SELLO ]  CBR CAUQUENES - COPIA AUTORIZADA',
    'El título anterior está inscrito a fojas 95, número 88, del Registro de Propiedad del año dos mil dieci',
    '__________________________________________________________________________',
    'Documento con firma electrónica avanzada. Verifique su validez en cbrcauquenes.cl',
  ];
  const second = [
    'CONSERVADOR DE BIENES RAÍCES DE CAUQUENES                Código: CQS-4410-77B1',
    'Registro de Propiedad · Fojas 812 · Número 640 · Año 2024',
    'siete.- Rol de avalúo 120-4.',
    'Certifico que la inscripción de fojas 812 número 640 del año 2024 se encuentra vigente.',
    'Cauquenes, 5 de octubre de 2026.',
    '__________________________________________________________________________',
    'Documento con firma electrónica avanzada. Verifique su validez en cbrcauquenes.cl',
  ];
  const entry = () => extractInscription(cbrDocument(first, second)).value.entry;

  it('reads the earlier title’s year whole across the break', () => {
    expect(entry()?.ano_anterior).toBe(2017);
  });

  it('reads the seller’s RUT in words whose hundreds the line end parted', () => {
    expect(entry()?.vendedores.map((seller) => seller.rut)).toEqual(['77.412.000-9']);
  });

  it('takes no seller from the stamp printed over the text', () => {
    expect(entry()?.vendedores.map((seller) => seller.nombre)).toEqual(['AGRÍCOLA LOS MAITENES LIMITADA']);
  });
});

describe('a DOM form whose plan line names the plan’s kind, or says there is none', () => {
  const form = (plan: string) => [
    'ILUSTRE MUNICIPALIDAD DE CONSTITUCIÓN',
    'DIRECCIÓN DE OBRAS MUNICIPALES',
    'CERTIFICADO DE INFORMACIONES PREVIAS Nº 77/2026',
    'Dirección   : Freire 1.440',
    'Rol         : 88-2',
    `Plano       : ${plan}`,
    '',
    '1. ¿Está el predio afecto a declaratoria de utilidad pública?      NO.',
    '2. ¿Está afecto a ensanche o apertura de vías?                      NO.',
  ];
  const plan = (line: string) => extractMunicipalAffectation(certificateDocument(form(line))).value.plano;

  it('reads the number of a plan named by its kind', () => {
    expect(plan('Plano de copropiedad Nº 412')).toBe(412);
  });

  it.each(['no tiene', 'sin plano aprobado'])('reads no plan when it says "%s"', (line) => {
    expect(plan(line)).toBeNull();
  });
});

describe('a DOM form with a building in its address, a road running on to an indented line and a "Validación:" code', () => {
  const form = [
    'ILUSTRE MUNICIPALIDAD DE LINARES',
    'DIRECCIÓN DE OBRAS MUNICIPALES',
    '                               Certificado de Afectación Nº 0219-2026',
    'Propietario : TAPIA ROJAS LUCÍA BEATRIZ',
    'Dirección   : Independencia 1.210, Depto. 51, Edificio Los Almendros',
    'Rol         : 402-33',
    '1. Afecto a utilidad pública ............ SÍ',
    '2. Vialidad ............................. SÍ',
    '   Vía afectada ......................... avenida Brasil, ensanche a 30 metros',
    '                                          entre líneas oficiales',
    '3. Áreas verdes ......................... NO',
    'Validación: LIN-DOM-0219-K7',
  ];
  const { value } = extractMunicipalAffectation(certificateDocument(form));

  it('keeps the building in the address', () => {
    expect(value.direccion_propiedad).toBe('Independencia 1.210, Depto. 51, Edificio Los Almendros');
  });

  it('reads the road with the words its cell carries on the next line', () => {
    expect(value.vias_expropiacion_vial).toBe('avenida Brasil, ensanche a 30 metros entre líneas oficiales');
  });

  it('reads the code labelled "Validación"', () => {
    expect(value.codigo_verificacion).toBe('LIN-DOM-0219-K7');
  });
});

describe('a DOM sentence naming the lot and then the plan it belongs to', () => {
  it('ends the address before "del plano"', () => {
    const letter = [
      'ILUSTRE MUNICIPALIDAD DE MONTE PATRIA',
      'El Director de Obras certifica que el predio de calle Los Molles Nº 77, Lote C del plano',
      'Nº 318, rol de avalúo 51-6, no está afecto a declaratoria de utilidad pública.',
      'Cód. validación: MPA-77-2026-Q1',
    ];
    const { value } = extractMunicipalAffectation(certificateDocument(letter));
    expect(value.direccion_propiedad).toBe('calle Los Molles Nº 77, Lote C');
    expect(value.codigo_verificacion).toBe('MPA-77-2026-Q1');
  });
});

describe('a GP in capitals naming the owner right before "A FOJAS" and a street with an apostrophe', () => {
  const certificate = [
    'CONSERVADOR DE BIENES RAÍCES DE SAN CARLOS',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
    'EL CONSERVADOR QUE SUSCRIBE CERTIFICA: QUE RESPECTO DE LA PROPIEDAD UBICADA EN',
    "AVENIDA O'CARROL Nº 1.120, COMUNA DE SAN CARLOS, INSCRITA A NOMBRE DE DON JULIO",
    'CÉSAR MANRÍQUEZ PAVEZ A FOJAS 903 Nº 712 DEL REGISTRO DE PROPIEDAD DEL AÑO 2018,',
    'APARECE: NO EXISTEN HIPOTECAS NI GRAVÁMENES. NO EXISTEN PROHIBICIONES.',
    'SAN CARLOS, CUATRO DE OCTUBRE DE DOS MIL VEINTISÉIS.',
  ];
  const value = extractGpCertificate(cbrDocument(certificate)).value;

  it('ends the owner’s name before the reference’s "A"', () => {
    expect(value.propietarios?.map((owner) => owner.nombre)).toEqual(['JULIO CÉSAR MANRÍQUEZ PAVEZ']);
  });

  it('writes the street after its apostrophe in capitals', () => {
    expect(value.domicilio).toBe("avenida O'Carrol 1120");
  });
});

describe("a copy whose margin OCR read as lines of their own, the act's name first, certified in force", () => {
  const inscription = [
    'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE PURÉN',
    'Registro de Propiedad',
    'Nº 88',
    'COMPRAVENTA',
    'Soto Lagos',
    'Rubén',
    'a',
    'Paine Curín',
    'Marta Elena',
    'Rep. 610',
    'En Purén, a tres de marzo de dos mil veinte, doña MARTA ELENA PAINE CURÍN, casada,',
    'cédula nacional de identidad número 9.876.543-3, es dueña del sitio número cinco de la',
    'Población Los Notros, comuna de Purén.- Lo adquirió por compra a don RUBÉN SOTO LAGOS,',
    'según escritura pública de fecha veinte de febrero de dos mil veinte, otorgada en la',
    'Notaría de Purén, por el precio de $12.000.000.- El título anterior está a fojas 30',
    'número 29 del año 2009.-',
  ];
  const certification = [
    'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE PURÉN',
    'CERTIFICO: Que la inscripción de fojas 101 número 88 del Registro de Propiedad del año',
    '2020, cuya copia antecede, se halla conforme con su original y vigente.',
    'Purén, 2 de octubre de 2026.',
  ];

  it('is a dominio vigente, not a close call with a deed', () => {
    const classification = classifyDocument(cbrDocument(inscription, certification));
    expect(classification.type).toBe('dominio_vigente');
    expect(isCloseCall(classification)).toBe(false);
  });
});
