import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../common/record/provenance';
import { neighboursHoldingForeignWords } from '../../server/analysis/engine/checks/boundaryRunOn';
import { registrationFromDeedDate } from '../../server/analysis/engine/checks/registrationDate';
import { rollAddressesCut } from '../../server/analysis/engine/checks/rollAddressCut';
import { badName } from '../../server/analysis/engine/checks/shapes';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { statedLeaves } from '../../server/analysis/engine/traceValues';
import { appraisal, debt, earlierEntry, entry, report } from '../factories/findings';
import { ocrDocumentFromPages } from '../support/engineDocuments';

/*
 * Doubts of issue #17 about values a worn copy cut or took from the wrong words, on snippets
 * written for them: a roll address stopped inside a word, a neighbour holding the next side's
 * length, a registration date that is the deed's.
 */

const SCAN = 'copia-escaneada.pdf';
const source = (file: string, snippet = ''): Provenance => ({ file, page: 1, snippet, confidence: 0.9 });

describe('rollAddressesCut', () => {
  const DEBT = 'debt_certificates[0].direccion_propiedad';
  const SII = 'certificados_avaluo[0].direccion';
  const dossier = (tgr: string, sii: string) =>
    report({
      debt_certificates: [debt({ direccion_propiedad: tgr })],
      certificados_avaluo: [appraisal({ direccion: sii })],
    });
  const provenance: ProvenanceMap = { [DEBT]: source('tgr.pdf'), [SII]: source(SCAN) };
  const ocrFiles = new Set([SCAN]);

  it('doubts a roll address OCR stopped inside a word the other certificate prints whole', () => {
    expect(
      rollAddressesCut(
        dossier('CL LOS MAITENES 418 POB EL ROBLE', 'LOS MAITENES 418 POB EL RO'),
        provenance,
        ocrFiles,
      ),
    ).toEqual([SII]);
  });

  it('leaves one stopped after a whole word, one that differs elsewhere, and one printed as text', () => {
    expect(
      rollAddressesCut(
        dossier('LOS MAITENES 418 POB EL ROBLE', 'LOS MAITENES 418 POB'),
        provenance,
        ocrFiles,
      ),
    ).toEqual([]);
    expect(
      rollAddressesCut(
        dossier('LOS MAITENES 418 POB EL ROBLE', 'LOS MAITENES 481 POB EL RO'),
        provenance,
        ocrFiles,
      ),
    ).toEqual([]);
    expect(
      rollAddressesCut(
        dossier('LOS MAITENES 418 POB EL ROBLE', 'LOS MAITENES 418 POB EL RO'),
        provenance,
        new Set(),
      ),
    ).toEqual([]);
  });
});

describe('neighboursHoldingForeignWords', () => {
  const boundaries = (propiedad: string) =>
    statedLeaves(
      report({
        property_registry_history: [
          entry({ deslindes: [{ direccion: 'Sur', largo: '8,00 metros', propiedad }] }),
          earlierEntry(),
        ],
      }),
    );
  const NEIGHBOUR = 'property_registry_history[0].deslindes[0].propiedad';
  const LENGTH = 'property_registry_history[0].deslindes[0].largo';

  it('doubts a neighbour holding the next side’s length, in digits or in words, and its length', () => {
    expect(neighboursHoldingForeignWords(boundaries('sitio 4 en 31,50 metros, con calle Nueva'))).toEqual([
      NEIGHBOUR,
      LENGTH,
    ]);
    expect(
      neighboursHoldingForeignWords(boundaries('sitio cuatro en doce coma veinte metros con pasaje Dos')),
    ).toEqual([NEIGHBOUR, LENGTH]);
  });

  it('leaves a neighbour whose only measure is its area, or that holds none', () => {
    expect(
      neighboursHoldingForeignWords(boundaries('parcela de 5.000 metros cuadrados de don Luis Rojas')),
    ).toEqual([]);
    expect(neighboursHoldingForeignWords(boundaries('calle Los Metales'))).toEqual([]);
  });
});

describe('registrationFromDeedDate', () => {
  const dated = (fecha_registro: string, snippet: string) => {
    const dossier = report({ property_registry_history: [entry({ fecha_registro }), earlierEntry()] });
    return registrationFromDeedDate(dossier, {
      'property_registry_history[0].fecha_registro': source(SCAN, snippet),
    });
  };

  it('doubts a registration date printed as the date of the deed the inscription cites', () => {
    expect(
      dated(
        '2019-03-12',
        'adquirió por compra, según escritura de fecha doce de marzo de dos mil diecinueve, ante el notario',
      ),
    ).toEqual([0]);
    expect(
      dated('2019-03-12', 'por escritura pública otorgada el 12 de marzo de 2019 en la notaría de Talca'),
    ).toEqual([0]);
  });

  it('leaves a registration date printed as the inscription’s own', () => {
    expect(
      dated('2019-04-02', 'Talca, dos de abril de dos mil diecinueve.- Don PEDRO ROJAS, casado'),
    ).toEqual([]);
    // The deed's date is in the snippet, but the value is another date.
    expect(
      dated(
        '2019-04-02',
        'Talca, dos de abril de dos mil diecinueve, según escritura de fecha 12 de marzo de 2019',
      ),
    ).toEqual([]);
  });
});

describe('badName: two names run together', () => {
  it('doubts a person’s name holding a word longer than any name’s', () => {
    expect(badName('MARCELA ANDREA DELAFUENTEROJAS')).toBe(true);
    expect(badName('Juan Pablo Echeverríaastorga')).toBe(true);
  });

  it('leaves long names of people and companies’ long words', () => {
    expect(badName('FRANCISCO JAVIER HUENCHULLÁN ETCHEGARAY')).toBe(false);
    expect(badName('ADMINISTRADORA DE FONDOS DEL SUR S.A.')).toBe(false);
    expect(badName('COMERCIALIZADORA ANDINA LIMITADA')).toBe(false);
  });
});

describe('extractTgrDebt: a comuna after the address whose dash a worn copy lost', () => {
  const located = (line: string) =>
    extractTgrDebt(
      ocrDocumentFromPages('tgr.scan.pdf', [
        [
          'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
          'Contribuyente: ARAVENA TAPIA LUIS ALBERTO',
          `Ubicación: ${line} ROL 045-00318-012`,
          'Fecha de Emisión del Certificado: 02-10-2025',
        ].join('\n'),
      ]),
    ).value.certificate;

  it('reads a comuna right after the unit’s number as the comuna, not as the address', () => {
    const read = located('CL ARTURO PRAT 845 DP 21 LOS ANGELES');
    expect(read.direccion_propiedad).toBe('CL ARTURO PRAT 845 DP 21');
    expect(read.comuna_propiedad).toBe('Los Ángeles');
  });

  it('keeps a villa the roll names with its abbreviation in the address', () => {
    expect(located('PJE LAS DALIAS 120 V SANTA CRUZ').direccion_propiedad).toBe(
      'PJE LAS DALIAS 120 V SANTA CRUZ',
    );
  });
});
