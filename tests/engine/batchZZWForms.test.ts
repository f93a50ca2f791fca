import { describe, expect, it } from 'vitest';

import { strayCreditorWord } from '../../server/analysis/engine/checks/creditorPieces';
import { kindLeftOpen } from '../../server/analysis/engine/checks/kindLeftOpen';
import { hyphenNotRejoined } from '../../server/analysis/engine/checks/lineBreakHyphen';
import {
  marginNoteInDomicile,
  nameAfterMarginNote,
} from '../../server/analysis/engine/checks/marginNoteInParty';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { certifiedAnnexedCopy } from '../../server/analysis/engine/reading/certifiedAnnex';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZW exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('an earlier inscription annexed under a heading in capitals, its registry and year before its reference', () => {
  const certification = [
    'CONSERVADOR DE BIENES RAÍCES DE MULCHÉN',
    '            CERTIFICADO DE DOMINIO VIGENTE CON COPIA DE INSCRIPCIÓN ANTERIOR',
    'CERTIFICO: Que la inscripción de dominio de fojas ciento diez (110), número',
    'noventa (90), del Registro de Propiedad del año dos mil veinte, cuya copia se',
    'agrega, se encuentra VIGENTE a esta fecha.',
    'CERTIFICO, ADEMÁS: Que se agrega copia íntegra de la inscripción anterior que',
    'rola a fojas cuarenta y cinco (45), número cincuenta (50), del Registro de',
    'Propiedad del año dos mil once, la que se encuentra cancelada.',
    'Mulchén, tres de mayo de dos mil veintiséis.',
    'Código de verificación: MUL-CV-26-00412-B',
  ];
  const current = [
    '        REGISTRO DE PROPIEDAD ── AÑO 2020 ── FOJAS 110 ── N° 90',
    'Mulchén, dos de marzo de dos mil veinte.- Don PEDRO ANTONIO LARA SEPÚLVEDA,',
    'agricultor, casado, cédula nacional de identidad número 10.220.331-5, domiciliado',
    'en Mulchén, es dueño del sitio ubicado en calle Villagrán número 88, Mulchén.-',
    'Lo adquirió por compra a don TOMÁS IGNACIO ROA VIDAL, según escritura de fecha',
    'diez de febrero de dos mil veinte.- Título anterior a fojas 45 número 50 del año 2011.',
  ];
  const earlier = (heading: string, reference: string) => [
    heading,
    reference,
    'Mulchén, ocho de junio de dos mil once.- Don TOMÁS IGNACIO ROA VIDAL, empleado,',
    'soltero, cédula nacional de identidad número 12.004.551-7, de este domicilio, es',
    'dueño del sitio ubicado en calle Villagrán número 88, Mulchén.- Lo adquirió por',
    'compra a doña ROSA ELENA VIDAL PINO, según escritura de fecha uno de junio de dos',
    'mil once, por el precio de veinte millones de pesos.- Título anterior a fojas 12',
    'número 14 del año 1990.',
  ];

  it.each([
    ['INSCRIPCIÓN ANTERIOR (copia íntegra)', 'REGISTRO DE PROPIEDAD ── AÑO 2011 ── FOJAS 45 ── N° 50'],
    ['INSCRIPCIÓN ANTERIOR (se transcribe íntegra)', 'REGISTRO DE PROPIEDAD - AÑO 2011 - FOJAS 45 - N° 50'],
    ['TÍTULO ANTERIOR (copia)', 'REGISTRO DE PROPIEDAD · FOJAS 45 · N° 50 · AÑO 2011'],
  ])('is an entry of its own under "%s"', (heading, reference) => {
    const document = cbrDocument(certification, current, earlier(heading, reference));
    const entry = certifiedAnnexedCopy(document, extractInscription(document))?.value.entry ?? null;
    expect([entry?.fojas, entry?.numero, entry?.ano]).toEqual([45, 50, 2011]);
    expect(entry?.propietarios.map((owner) => owner.nombre)).toEqual(['TOMÁS IGNACIO ROA VIDAL']);
    expect(entry?.codigo_verificacion).toBe('MUL-CV-26-00412-B');
  });
});

describe('an old inscription copy headed by its number before its fojas, certified no longer in force', () => {
  const copy = (corner: string, certification: string) =>
    cbrDocument([
      corner,
      'COMPRAVENTA',
      'PINO LAGOS',
      '  a',
      'ROJAS MENA',
      '',
      'Traiguén, diez de mayo de mil novecientos noventa y uno.- Don MANUEL ROJAS',
      'MENA, agricultor, casado, cedula de identidad numero 6.l22.410-8, domiciliado',
      'en Traiguén, es dueño de la Parcela N° 4 del sector Quino, comuna de Traiguén.-',
      'La adquirio por compra a don JUAN PINO LAGOS, segun escritura de fecha dos de',
      'mayo de l991, otorgada ante el Notario de Victoria don Luis Soto Mella, por el',
      'precio de $ 9OO.OOO.- Titulo anterior a fs. 4O N° 33 del año l970.- Doy fe.-',
      certification,
      'Folio de control: TRG-2026/0088',
    ]);

  it.each([
    [
      'N° 5l                                 Fs. 61',
      'COPIA FIEL DE LA INSCRIPCIÓN DE FOJAS 61 NÚMERO 51 DEL AÑO 1991, NO VIGENTE.',
    ],
    ['Nº 51   —   Fs. 61', 'Es copia fiel de la inscripción de fojas 61 número 51, hoy no vigente.'],
    [
      'N° 51 Fojas 61',
      'Copia fiel de la inscripción de fojas 61 N° 51 del año 1991, no vigente (transferida).',
    ],
  ])('is a copy of an inscription under "%s", not a deed', (corner, certification) => {
    expect(classifyDocument(copy(corner, certification)).type).not.toBe('escritura');
  });
});

describe('a municipal certificate naming its taxpayer "según el SII" in a sentence, and its asker apart', () => {
  const certificate = (sentence: string) =>
    certificateDocument([
      '                 ILUSTRE MUNICIPALIDAD DE CURACAUTÍN',
      '                   Dirección de Obras Municipales',
      '             CERTIFICADO N° 120/2026 - UTILIDAD PÚBLICA',
      '',
      'La Directora de Obras Municipales que suscribe certifica que el predio',
      `denominado Parcela N° 12, sector Manzanar, Rol de avalúo N° 201-4, ${sentence}`,
      'se emplaza en el área rural de la comuna y que no se encuentra afecto a',
      'declaratoria de utilidad pública por apertura o ensanche de vías ni por',
      'parques o áreas verdes, ni a expropiación alguna.',
      '',
      'Se extiende a petición de don Mario Andrés Fuentes Rivas para los fines que',
      'estime conveniente.',
      '',
      'Curacautín, 5 de mayo de 2026.',
    ]);

  it.each([
    [
      'cuyo contribuyente según el Servicio de Impuestos Internos es don ELÍAS RAMÓN FUENTES SOTO, RUT 6.118.224-1,',
    ],
    ['cuyo contribuyente según el S.I.I. es ELÍAS RAMÓN FUENTES SOTO, RUT 6.118.224-1,'],
    ['cuyo contribuyente es don ELÍAS RAMÓN FUENTES SOTO, RUT 6.118.224-1,'],
  ])('reads the taxpayer of "%s" as the owner, and no affectation', (sentence) => {
    const { contribuyente, objeto_expropiacion, expropiacion_vial, expropiacion_por_parque } =
      extractMunicipalAffectation(certificate(sentence)).value;
    expect(contribuyente?.nombre).toBe('ELÍAS RAMÓN FUENTES SOTO');
    expect([objeto_expropiacion, expropiacion_vial, expropiacion_por_parque]).toEqual([false, false, false]);
  });
});

describe("an heirs' inscription of the estate's property described as what it consists of", () => {
  const inscription = (property: string) =>
    cbrDocument([
      'FOJAS 90 NÚMERO 77 AÑO 2025',
      'INSCRIPCIÓN ESPECIAL DE HERENCIA',
      'Victoria, cuatro de marzo de dos mil veinticinco.- Por resolución exenta número',
      'mil doscientos, del Servicio de Registro Civil e Identificación, se concedió la',
      'posesión efectiva de la herencia quedada al fallecimiento de don RAÚL ANDRÉS PINO',
      'SOTO, a su hija doña MARTA ELENA PINO ROJAS, cédula nacional de identidad número',
      '15.220.118-3, soltera, domiciliada en Victoria. En consecuencia, se inscribe a',
      `nombre de los herederos ya individualizados el dominio del ${property} Parcela número`,
      'nueve del sector Selva Oscura, comuna de Victoria, de una superficie de dos',
      'hectáreas, que deslinda: NORTE, parcela ocho; SUR, camino público. Doy fe.',
    ]);

  it.each([
    'inmueble de la herencia consistente en la',
    'inmueble de la sucesión consistente en la',
    'inmueble del causante, consistente en la',
  ])('describes the property without "%s"', (property) => {
    const { descripcion_propiedad } = extractInscription(inscription(property)).value.entry;
    expect(descripcion_propiedad).toMatch(/^Parcela número nueve del sector Selva Oscura/u);
  });
});

describe('a plan a margin note headed "Al margen:" cites after the inscription', () => {
  const inscription = (note: string) =>
    cbrDocument([
      'FOJAS 210                NÚMERO 188                REGISTRO AÑO 2011',
      'ANGOL, DOS DE MAYO DE DOS MIL ONCE.- DON LUIS ALBERTO MORA PAZ, CASADO, CÉDULA',
      'NACIONAL DE IDENTIDAD NÚMERO 9.331.207-2, DOMICILIADO EN ANGOL, ES DUEÑO DEL LOTE',
      'C DEL PREDIO DENOMINADO EL ROBLE, COMUNA DE ANGOL, QUE DESLINDA: NORTE, CAMINO',
      'PÚBLICO; SUR, LOTE D.- LO ADQUIRIÓ POR COMPRA A DON PEDRO SOTO LIRA, SEGÚN',
      'ESCRITURA DE FECHA VEINTE DE ABRIL DE DOS MIL ONCE.- TÍTULO ANTERIOR A FOJAS 50',
      'NÚMERO 41 DEL AÑO 1999.- ROL 88-3.',
      '',
      note,
      '',
      'Copia fiel de su original. Angol, 3 de junio de 2026.',
    ]);

  it.each([
    'AL MARGEN: Subdividido según plano N° 61 de 2020.',
    'Al margen: subdividido conforme al plano archivado bajo el número 61 de 2020.',
    'AL MARGEN: Plano 61 de 2020 agregado al final del Registro.',
  ])('is no plan of the inscription: "%s"', (note) => {
    expect(extractInscription(inscription(note)).value.entry.plano).toBeNull();
  });
});

describe('a lien kind a scan cut on a word that opens more', () => {
  it.each(['HIPOTECA CON CLÁUSULA', 'SERVIDUMBRE DE', 'PROHIBICIÓN DE GRAVAR Y', 'HIPOTECA CON'])(
    'doubts "%s"',
    (kind) => expect(kindLeftOpen(kind)).toBe(true),
  );
  it.each(['HIPOTECA CON CLÁUSULA DE GARANTÍA GENERAL', 'SERVIDUMBRE DE TRÁNSITO', 'EMBARGO', 'PROHIBICIÓN'])(
    'keeps "%s"',
    (kind) => expect(kindLeftOpen(kind)).toBe(false),
  );
});

describe('a creditor in capitals with a stray letter a scan read into it', () => {
  it.each(['COMERCIAL l SUR ANDINO SpA', 'BANCO DEL PACÍFICO E INVERF', 'COOPERATIVA r CAMPESINA LIMITADA'])(
    'doubts "%s"',
    (creditor) => expect(strayCreditorWord(creditor)).toBe(true),
  );
  it.each([
    'BANCO DE CRÉDITO E INVERSIONES',
    'MADERAS y FERRETERÍA SUR LIMITADA',
    'SCOTIABANK CHILE',
    'BANCO BICE',
    'DISTRIBUIDORA ARAUCO SUR SpA',
  ])('keeps "%s"', (creditor) => expect(strayCreditorWord(creditor)).toBe(false));
});

describe('a party read across a margin note a scan ran into the inscription', () => {
  it.each([
    'compra a don hector manuel pacancelada: ',
    'vendio don luis transferida ',
    'a don nota marginal: ',
  ])('doubts a name after "%s"', (before) => expect(nameAfterMarginNote(before)).toBe(true));
  it('keeps a name after its act', () => expect(nameAfterMarginNote('por compra a don ')).toBe(false));
  it.each(['transferida afs', 'cancelada a fs. 41', 'transferido a fs 88 N° 90'])(
    'doubts the domicile "%s"',
    (domicile) => expect(marginNoteInDomicile(domicile)).toBe(true),
  );
  it.each(['Osorno', 'calle Freire N° 45, Osorno', 'Pasaje Las Fuentes 120, Osorno'])(
    'keeps the domicile "%s"',
    (domicile) => expect(marginNoteInDomicile(domicile)).toBe(false),
  );
});

describe('a road cut at its line break, the word hyphened', () => {
  it.each(['calle Prat, ensanche a 15 metros entre líneas oficia-', 'avenida Los Carrera, faja de 2 me-'])(
    'doubts "%s"',
    (road) => expect(hyphenNotRejoined(road)).toBe(true),
  );
  it('keeps a whole road', () =>
    expect(hyphenNotRejoined('calle Prat, ensanche a 15 metros entre líneas oficiales')).toBe(false));
});
