import { describe, expect, it } from 'vitest';

import { ocrPage } from '../../server/analysis/ocr/ocrReader';
import type { OcrWord } from '../../server/analysis/ocr/tesseractTsv';
import { buildDocument } from '../../server/analysis/engine/document';
import type { PageText } from '../../server/analysis/engine/pdfText';
import { ProvenanceRecorder } from '../../server/analysis/engine/provenance';
import type { TextRun } from '../../server/analysis/engine/wordBoxes/textRuns';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { rolValue } from '../../server/analysis/engine/text/recognizers';
import { misreadDescriptionWord } from '../../server/analysis/engine/checks/documentWords';
import { gluedOcrWords } from '../../server/analysis/engine/checks/ocrGlue';
import { strayQuestionMark } from '../../server/analysis/engine/checks/strayMark';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { splitIntoParts } from '../../server/analysis/engine/reading/pageParts';
import { cbrDocument, ocrDocumentFromPages } from '../support/engineDocuments';

/*
 * Forms the worn twins of held-out batches ZT, ZU and ZV exposed (what OCR makes of a worn
 * photocopy), each in wordings written for these tests: made-up offices, people, numbers.
 */

const tgr = (lines: string[]) => extractTgrDebt(ocrDocumentFromPages('tgr.worn.pdf', [lines.join('\n')]));

/** Tesseract's words of a worn page, each line's phrases at (left, top) in pixels at 200 dpi. */
function wornPage(lines: [string, number][][]) {
  const words: OcrWord[] = lines.flatMap((phrases, index) =>
    phrases.flatMap(([text, left]) => {
      let x = left;
      return text.split(' ').map((part) => {
        const placed = { block: 1, paragraph: 1, line: index + 1, left: x, top: 100 + index * 60 };
        x += part.length * 16 + 14;
        return { ...placed, width: part.length * 16, height: 28, confidence: 93, text: part };
      });
    }),
  );
  return ocrPage(1, words, (x, y) => [(x * 72) / 200, 800 - (y * 72) / 200]);
}

describe('a TGR whose header boxes lost their places: the sections’ totals decide', () => {
  /** The amounts (text, left) under the box titles, and the one section the certificate prints. */
  const worn = (amounts: [string, number][], section: 'Morosa' | 'No Vencida', total: string) =>
    extractTgrDebt(
      buildDocument('tgr.worn.pdf', [
        wornPage([
          [['TESORERIA GENERAL DE LA REPUBLICA', 120]],
          [['Certificado de Deuda', 120]],
          [['NOMBRE ARAYA PINO JORGE LUIS', 120]],
          [['DIRECCION LOS AROMOS 812 COMUNA LONQUIMAY', 120]],
          [['ROL 9206-00318-007', 120]],
          [
            ['Total Deuda Liquidada Morosa', 120],
            ['Total Deuda No Vencida Liquidada', 640],
          ],
          amounts,
          [[`Deuda :${section} (CLP)`, 120]],
          [['FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL', 120]],
          [[`30 30 4410027781 30-Sep-2026 ${total} 0 0 0 ${total}`, 120]],
          [[`Total Deuda ${section} (CLP) ${total} 0 0 0 ${total}`, 120]],
          [['Fecha de Emisión del Certificado: 02-07-2026', 120]],
        ]),
      ]),
    ).value.certificate;

  it('gives an amount printed under the overdue title to the only section printed (not yet due)', () => {
    const certificate = worn([['CIP 48,215', 124]], 'No Vencida', '48,215');
    expect(certificate.total_deuda_vencida_liquidada).toBe(0);
    expect(certificate.total_deuda_no_vencida_liquidada).toBe(48215);
  });

  it('does so when the empty box’s zero was glued to its currency ("CLPO CLP 63,090")', () => {
    const certificate = worn(
      [
        ['CLPO', 124],
        ['CLP 63,090', 200],
      ],
      'No Vencida',
      '63,090',
    );
    expect(certificate.total_deuda_vencida_liquidada).toBe(0);
    expect(certificate.total_deuda_no_vencida_liquidada).toBe(63090);
  });

  it('keeps an overdue amount whose own section is printed, wherever it stands', () => {
    const certificate = worn([['CLP 17,402', 660]], 'Morosa', '17,402');
    expect(certificate.total_deuda_vencida_liquidada).toBe(17402);
    expect(certificate.total_deuda_no_vencida_liquidada).toBe(0);
  });
});

describe('a TGR table of cuotas with their states, ruled with "|" read as a glued 1', () => {
  const ruled = (overdue: string, notDue: string, cuotas: string[]) => [
    'TGR Certificado de Deuda de Contribuciones',
    'Contribuyente MUÑOZ ROA ELISA',
    'Dirección   PJE LOS TILOS 45',
    'Comuna CURACAUTIN',
    'Rol   9203-00144-012',
    'CUOTA VENCIMIENTO MONTO ESTADO',
    ...cuotas,
    `Total morosa (CLP)   ${overdue}`,
    `Total no vencida (CLP) ${notDue}`,
  ];

  it('repairs totals that are the cuotas’ sums with a rule read before them, doubtful', () => {
    const read = tgr(
      ruled('10', '164,230', [
        '2-2026| 30-06-2026 [31,115   NO VENCIDA',
        '3-2026| 30-09-2026 33,115 | NO VENCIDA',
      ]),
    );
    expect(read.value.certificate.total_deuda_vencida_liquidada).toBe(0);
    expect(read.value.certificate.total_deuda_no_vencida_liquidada).toBe(64230);
    expect(read.provenance['total_deuda_no_vencida_liquidada']?.unsure).toContain('repaired_reading');
  });

  it('doubts a total its cuotas do not add up to, without a rule to explain it', () => {
    const read = tgr(
      ruled('0', '58,400', [
        '4-2025 | 30-11-2025 | 21,300 | VENCIDA',
        '1-2026 | 30-04-2026 | 28,400 | NO VENCIDA',
      ]),
    );
    expect(read.value.certificate.total_deuda_no_vencida_liquidada).toBe(58400);
    expect(read.provenance['total_deuda_no_vencida_liquidada']?.unsure).toContain('amounts_disagree');
    expect(read.provenance['total_deuda_vencida_liquidada']?.unsure).toContain('amounts_disagree');
  });

  it('leaves totals that agree with their cuotas unmarked', () => {
    const read = tgr(ruled('0', '28,400', ['1-2026 | 30-04-2026 | 28,400 | NO VENCIDA']));
    expect(read.value.certificate.total_deuda_no_vencida_liquidada).toBe(28400);
    expect(read.provenance['total_deuda_no_vencida_liquidada']?.unsure ?? []).toEqual([]);
  });
});

describe('a TGR rol whose padded manzana OCR split with a space', () => {
  it('joins the manzana’s two pieces ("08314-002 07-019" → 207-19)', () => {
    expect(rolValue('08314-002 07-019')?.value).toBe('207-19');
  });

  it('leaves a rol whose pieces are not a five-digit manzana to the other forms', () => {
    expect(rolValue('4101-04410-032')?.value).toBe('4410-32');
  });
});

describe('a copy whose margin notes its sale to a later owner is an earlier title', () => {
  const copy = (margin: string) => [
    'REGISTRO DE PROPIEDAD AÑO 2009 - FOJAS 1180 - NÚMERO 1022',
    'Número mil veintidós.- Talagante, cuatro de junio de dos mil nueve.- Doña',
    'ROSA ELENA PARDO VIAL, cédula nacional de identidad número 9.114.302-6, soltera, de',
    'este domicilio, es dueña del sitio número nueve de la Población El Roble, comuna de',
    'Talagante.- La adquirió por compra a don LUIS ORTIZ SAEZ, según escritura de fecha dos de',
    'mayo de dos mil nueve otorgada en la Notaría de Talagante de don Pedro Ruiz Mena.-',
    'Título anterior: fojas 310 número 288 del año 1997.- El Conservador.',
    margin,
    'Copia conforme. Talagante, 12 de enero de 2026. Cód. TAL-8812-C4',
  ];

  it('reads "Margen: Vendida a …, fs. …" as the next title, with an abbreviation before the comma', () => {
    const document = cbrDocument(
      copy('Margen: Vendida a Inversiones El Roble Ltda., fs. 2210 N° 1875 año 2018.'),
    );
    expect(classifyDocument(document).type).toBe('titulo_anterior');
  });

  it('reads it when OCR garbled the margin’s label ("Mavgen: Transferida a …")', () => {
    const document = cbrDocument(
      copy('Mavgen: Transferida a don Tomás Rey Soto, fojas 2210 número 1875 año 2018.'),
    );
    expect(classifyDocument(document).type).toBe('titulo_anterior');
  });
});

describe('shapes a worn copy breaks in an address', () => {
  it('doubts a street glued to the number sign in capitals ("LAS ACACIASN° 88")', () => {
    expect(gluedOcrWords('LAS ACACIASN° 88')).toBe(true);
    expect(gluedOcrWords('LAS ACACIAS N° 88')).toBe(false);
  });

  it('doubts a word a lone quote opens where a capital was ("comuna de ‘hillán")', () => {
    expect(strayQuestionMark('pasaje Los Olmos 12, comuna de ‘hillán')).toBe(true);
    expect(strayQuestionMark("calle 'alparaíso 40")).toBe(true);
  });

  it('accepts an apostrophe inside a name and a quoted name', () => {
    expect(strayQuestionMark("avenida Bernardo O'Higgins 1120")).toBe(false);
    expect(strayQuestionMark("parcela denominada 'El Roble', comuna de Curicó")).toBe(false);
  });
});

describe('OCR’s doubt about words no vocabulary backs', () => {
  /** An OCR'd page of one line, its words with their confidences. */
  function page(words: [string, number][]): PageText {
    let x = 50;
    const runs: TextRun[] = words.map(([text, confidence]) => {
      const run: TextRun = {
        text,
        origin: [x, 700],
        advance: [6 * text.length, 0],
        rise: [0, 10],
        confidence,
      };
      x += 6 * text.length + 6;
      return run;
    });
    const line = words.map(([text]) => text).join(' ');
    const doubtfulWords = words.filter(([, confidence]) => confidence < 80).map(([text]) => text);
    return { number: 1, lines: [line], textLength: line.length, runs, ocr: { doubtfulWords } };
  }
  const recorded = (words: [string, number][], path: string, value: string) => {
    const document = buildDocument('gastado.pdf', [page(words)]);
    const recorder = new ProvenanceRecorder(document);
    recorder.raw(path, document.raw.indexOf(value), value.length);
    return recorder.entries[path];
  };

  it('doubts a verification code OCR read under its confident bar (a worn code drops characters)', () => {
    const words: [string, number][] = [
      ['Código', 96],
      ['de', 97],
      ['verificación:', 94],
      ['LIN-GP-4K7Q-2025', 86],
    ];
    expect(recorded(words, 'gp_certificates[0].codigo_verificacion', 'LIN-GP-4K7Q-2025')?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
    // The same confidence on a word of a name is no doubt.
    const named: [string, number][] = [
      ['Propietario:', 96],
      ['ELISA', 86],
      ['ROA', 95],
    ];
    expect(recorded(named, 'propietarios[0].nombre', 'ELISA ROA')?.unsure).toBeUndefined();
  });

  it('leaves a code OCR read confidently sure', () => {
    const words: [string, number][] = [
      ['Código:', 96],
      ['LIN-GP-4K7Q-2025', 93],
    ];
    expect(
      recorded(words, 'gp_certificates[0].codigo_verificacion', 'LIN-GP-4K7Q-2025')?.unsure,
    ).toBeUndefined();
  });

  it('doubts a one-digit number read from a lone character OCR barely made out', () => {
    const words: [string, number][] = [
      ['Nro.', 90],
      ['inscripción', 88],
      ['4', 22],
      ['Año', 91],
      ['2011', 95],
    ];
    expect(recorded(words, 'certificados_matrimonio[0].numero_de_inscripcion', '4')?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
    const sure: [string, number][] = [
      ['Nro.', 90],
      ['inscripción', 88],
      ['4', 93],
    ];
    expect(recorded(sure, 'certificados_matrimonio[0].numero_de_inscripcion', '4')?.unsure).toBeUndefined();
  });
});

describe('a description’s clause word a worn copy misread', () => {
  it('finds "rr" read as "n", "rn" as "m" and one letter read otherwise', () => {
    expect(misreadDescriptionWord('conesponde')).toBe(true);
    expect(misreadDescriptionWord('archivedo')).toBe(true);
    expect(misreadDescriptionWord('hectáneas')).toBe(true);
  });

  it('accepts the clause’s words and words of the property itself', () => {
    for (const word of ['corresponde', 'segundo', 'archivado', 'Quilicura', 'Huelquén', 'Pangal,'])
      expect(misreadDescriptionWord(word)).toBe(false);
  });
});

describe('a worn SII certificate: specks after the destination', () => {
  it.each([
    ['HABITACIONAL **', 'HABITACIONAL'],
    ['COMERCIO ..', 'COMERCIO'],
    ['BODEGA —', 'BODEGA'],
    ['AGRICOLA', 'AGRICOLA'],
  ])('reads "%s" as "%s"', (cell, destino) => {
    const document = ocrDocumentFromPages('avaluo.worn.pdf', [
      [
        'SERVICIO DE IMPUESTOS INTERNOS',
        'CERTIFICADO DE AVALÚO FISCAL',
        'Comuna LLANQUIHUE   Rol de Avalúo 00214-00031',
        'Dirección CAMINO LOS ÑIRES 118',
        `Destino ${cell}`,
        'Avalúo Total $ 41.508.224',
      ].join('\n'),
    ]);
    expect(extractSiiAppraisal(document).value.destino).toBe(destino);
  });
});

describe('a worn copy whose certification page garbled its fojas', () => {
  it('keeps the page with the copy, whatever fojas its margin notes cite', () => {
    const page = (number: number, lines: string[]): PageText => ({
      number,
      lines,
      textLength: lines.join('').length,
      ocr: { doubtfulWords: [] },
    });
    const parts = splitIntoParts([
      page(1, [
        'CONSERVADOR DE BIENES RAÍCES DE PAINE',
        'Fojas 2210 Número 1874 Año 2004',
        'COMPRAVENTA. En Paine, a nueve de agosto de dos mil cuatro, doña ROSA AMELIA TAPIA',
        'FUENTES es dueña del predio denominado Parcela 9 del Proyecto El Recurso, comuna de Paine.',
        'Lo adquirió por compra a don HÉCTOR IVÁN MOYA SALAS, según escritura de julio de 2004.',
      ]),
      page(2, [
        'Notas marginales:',
        'Parcela 9 transferida a fs. 3112 N° 2407 año 2015.',
        'CERTIFICO: Que la presente copia es fiel a su original, que rola a fojas mul',
        'doscientas diez nurnero mil ochocientos setenta y cuatro del Registio de Propiedad.',
        'Paine, 14 de abril de 2026. Código PAI-26-5512',
      ]),
    ]);
    expect(parts.map(({ first, last }) => [first, last])).toEqual([[1, 2]]);
  });
});
