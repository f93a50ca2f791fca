import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../common/record/provenance';
import type { Report } from '../../common/report/schema';
import { creditorsReadTwoWays } from '../../server/analysis/engine/checks/creditorReadings';
import { readAcrossDossier } from '../../server/analysis/engine/checks/dossierReadings';
import { wordsReadAsDossierPrints } from '../../server/analysis/engine/checks/dossierSpelling';
import { plansReadAsOthers } from '../../server/analysis/engine/checks/planNumber';
import { codesReadAsSiblings, codesShortOfAGroup } from '../../server/analysis/engine/checks/siblingCodes';
import {
  affectation,
  appraisal,
  debt,
  earlierEntry,
  entry,
  gp,
  mortgage,
  report,
  situationReport,
} from '../factories/findings';

/*
 * The readings across the dossier of issue #17, on reports written for them: a code's office
 * letters OCR read as digits, a code short of its office's group, a place's word OCR misspelt
 * where other documents print it, and one creditor read two ways.
 */

const SCAN = 'copia-escaneada.pdf';
const TEXT = 'certificado-digital.pdf';

const source = (file: string, snippet = ''): Provenance => ({ file, page: 1, snippet, confidence: 0.9 });

/** Every stated path of `paths` read from `file`. */
const from = (file: string, ...paths: string[]): ProvenanceMap =>
  Object.fromEntries(paths.map((path) => [path, source(file)]));

const ocrFiles = new Set([SCAN]);

const codes = (current: string, earlier: string, certificate: string): Report =>
  report({
    property_registry_history: [
      entry({ codigo_verificacion: current }),
      earlierEntry({ codigo_verificacion: earlier }),
    ],
    gp_certificates: [gp({ codigo_verificacion: certificate })],
  });

const CURRENT_CODE = 'property_registry_history[0].codigo_verificacion';
const EARLIER_CODE = 'property_registry_history[1].codigo_verificacion';
const GP_CODE = 'gp_certificates[0].codigo_verificacion';

describe('codesReadAsSiblings', () => {
  it('reads as letters the digits OCR gave for the office letters its sibling code prints', () => {
    const dossier = codes('3307-VLD-52018', '3307-V1D-52019', 'GP-3307-52020');
    const provenance = { ...from(TEXT, CURRENT_CODE, GP_CODE), ...from(SCAN, EARLIER_CODE) };
    expect(codesReadAsSiblings(dossier, provenance, ocrFiles)).toEqual(
      new Map([[EARLIER_CODE, '3307-VLD-52019']]),
    );
  });

  it('reads "0" and "8" as the "O" and "S" of a code printed in a group of letters', () => {
    const dossier = codes('TQS-2281-40', 'TQ8-2281-41', 'PRT-0099-X2');
    const provenance = from(SCAN, CURRENT_CODE, EARLIER_CODE, GP_CODE);
    expect(codesReadAsSiblings(dossier, provenance, ocrFiles).get(EARLIER_CODE)).toBe('TQS-2281-41');
  });

  it('leaves codes alone whose groups differ by more than look-alikes, share no group, or were not read by OCR', () => {
    const provenance = from(SCAN, CURRENT_CODE, EARLIER_CODE, GP_CODE);
    // "K4Q" and "KAQ": no group alike as printed, two codes of different offices.
    expect(codesReadAsSiblings(codes('SRV-2207-K4Q', 'DOM-5518-KAQ', 'X'), provenance, ocrFiles).size).toBe(
      0,
    );
    // "7B" against "TB" is a look-alike, but "9C" against "XC" is not: the group is left as read.
    expect(codesReadAsSiblings(codes('CBR-7B9C', 'CBR-TBXC', 'X'), provenance, ocrFiles).size).toBe(0);
    // Digits against digits are the certificates' own numbers.
    expect(codesReadAsSiblings(codes('VM26-114502', 'VM26-114503', 'X'), provenance, ocrFiles).size).toBe(0);
    const printed = { ...from(TEXT, CURRENT_CODE, EARLIER_CODE, GP_CODE) };
    expect(codesReadAsSiblings(codes('3307-VLD-52018', '3307-V1D-52019', 'X'), printed, ocrFiles).size).toBe(
      0,
    );
  });
});

describe('codesShortOfAGroup', () => {
  const provenance = from(SCAN, CURRENT_CODE, EARLIER_CODE, GP_CODE);

  it('doubts a code lacking the leading letters of a sibling numbered together with it', () => {
    expect(
      codesShortOfAGroup(codes('CV-1911-220345', 'CV-1911-220346', '1911-220347'), provenance, ocrFiles),
    ).toEqual([GP_CODE]);
  });

  it('leaves a code whose sibling numbers far apart, or differs in another group, or lacks digits', () => {
    // The municipality's "DOM-CUR-2026-07781" beside the registry's "CUR-1126-88413": other offices.
    expect(
      codesShortOfAGroup(codes('DOM-CUR-2026-07781', 'CUR-2026-88413', 'X'), provenance, ocrFiles),
    ).toEqual([]);
    expect(codesShortOfAGroup(codes('CV-1911-220345', '1912-220346', 'X'), provenance, ocrFiles)).toEqual([]);
    expect(codesShortOfAGroup(codes('AB-CD-EF', 'CD-EF', 'X'), provenance, ocrFiles)).toEqual([]);
  });
});

describe('wordsReadAsDossierPrints', () => {
  const dossier = (neighbour: string, situation: string, municipal: string): Report =>
    report({
      property_registry_history: [
        entry({ deslindes: [{ direccion: 'Norte', largo: '12,00 metros', propiedad: neighbour }] }),
        earlierEntry(),
      ],
      property_situation_reports: [situationReport({ direccion_propiedad: situation })],
      public_expropriation_certificates: [affectation({ direccion_propiedad: municipal })],
      debt_certificates: [debt({ direccion_propiedad: 'LOS CARRERA 1142 PB SANTA MARIA' })],
      gp_certificates: [gp({ domicilio: 'calle Los Carrera 1142' })],
    });
  const NEIGHBOUR = 'property_registry_history[0].deslindes[0].propiedad';
  const SITUATION = 'property_situation_reports[0].direccion_propiedad';
  const MUNICIPAL = 'public_expropriation_certificates[0].direccion_propiedad';
  const DEBT = 'debt_certificates[0].direccion_propiedad';
  const GP = 'gp_certificates[0].domicilio';
  const provenance = { ...from(SCAN, NEIGHBOUR, SITUATION, MUNICIPAL), ...from(TEXT, DEBT, GP) };

  it('reads "rr" where OCR read "n", in the case of the word it reads', () => {
    const readings = wordsReadAsDossierPrints(
      dossier('calle Los Canera', 'calle Los Canera 1142, Población Santa María', 'LOS CARRERA 1142'),
      provenance,
      ocrFiles,
    );
    expect(readings.get(NEIGHBOUR)).toBe('calle Los Carrera');
    expect(readings.get(SITUATION)).toBe('calle Los Carrera 1142, Población Santa María');
    expect(readings.has(MUNICIPAL)).toBe(false);
  });

  it('reads a doubled letter OCR read once, and a look-alike letter, beside the same word', () => {
    const readings = wordsReadAsDossierPrints(
      report({
        property_situation_reports: [
          situationReport({ direccion_propiedad: 'Pasaje Uno 45, Villa Cero Alto' }),
        ],
        public_expropriation_certificates: [
          affectation({ direccion_propiedad: 'PASAJE UNO 45, VILLA CERRO ALTO' }),
        ],
        debt_certificates: [debt({ direccion_propiedad: 'PJE UNO 45 V CERRO ALTO' })],
      }),
      { ...from(SCAN, SITUATION), ...from(TEXT, MUNICIPAL, DEBT) },
      ocrFiles,
    );
    expect(readings.get(SITUATION)).toBe('Pasaje Uno 45, Villa Cerro Alto');
    const lookAlike = wordsReadAsDossierPrints(
      report({
        gp_certificates: [gp({ domicilio: 'pasaje Uno 45, Población San Pedfo' })],
        certificados_avaluo: [appraisal({ direccion: 'PJE UNO 45 POBL SAN PEDRO' })],
        debt_certificates: [debt({ direccion_propiedad: 'PJE UNO 45 POBL SAN PEDRO' })],
      }),
      { ...from(SCAN, GP), ...from(TEXT, DEBT, 'certificados_avaluo[0].direccion') },
      ocrFiles,
    );
    expect(lookAlike.get(GP)).toBe('pasaje Uno 45, Población San Pedro');
  });

  it('leaves a word no more documents print otherwise, or printed beside other words', () => {
    // One reading each way: nothing tells which is printed.
    expect(
      wordsReadAsDossierPrints(
        report({
          property_situation_reports: [situationReport({ direccion_propiedad: 'Mardones 845, Fitz Ray' })],
          public_expropriation_certificates: [affectation({ direccion_propiedad: 'Mardones 845, Fitz Roy' })],
        }),
        from(SCAN, SITUATION, MUNICIPAL),
        ocrFiles,
      ).size,
    ).toBe(0);
    // "Los Canera" beside the "Carrera" of another street ("Avenida José Miguel Carrera").
    expect(
      wordsReadAsDossierPrints(
        report({
          property_situation_reports: [situationReport({ direccion_propiedad: 'calle Los Canera 8' })],
          public_expropriation_certificates: [
            affectation({ direccion_propiedad: 'Avenida José Miguel Carrera 10' }),
          ],
          debt_certificates: [debt({ direccion_propiedad: 'AV JOSE MIGUEL CARRERA 10' })],
        }),
        { ...from(SCAN, SITUATION), ...from(TEXT, MUNICIPAL, DEBT) },
        ocrFiles,
      ).size,
    ).toBe(0);
  });

  it('reads again only what OCR read', () => {
    expect(
      wordsReadAsDossierPrints(
        dossier('calle Los Canera', 'calle Los Carrera 1142', 'LOS CARRERA 1142'),
        { ...provenance, [NEIGHBOUR]: source(TEXT) },
        ocrFiles,
      ).size,
    ).toBe(0);
  });
});

describe('readAcrossDossier', () => {
  it('gives the report with the values read again, leaving the rest as it was', () => {
    const dossier = codes('3307-VLD-52018', '3307-V1D-52019', 'GP-3307-52020');
    const provenance = from(SCAN, CURRENT_CODE, EARLIER_CODE, GP_CODE);
    const read = readAcrossDossier(dossier, provenance, ocrFiles);
    expect(read.property_registry_history[1]?.codigo_verificacion).toBe('3307-VLD-52019');
    expect(read.property_registry_history[0]).toEqual(dossier.property_registry_history[0]);
    expect(dossier.property_registry_history[1]?.codigo_verificacion).toBe('3307-V1D-52019');
  });
});

describe('creditorsReadTwoWays', () => {
  const liens = (mortgageCreditor: string, prohibitionCreditor: string): Report =>
    report({
      gp_certificates: [
        gp({
          gravamenes: [mortgage({ acreedor: mortgageCreditor })],
          prohibiciones: [
            { ...mortgage({ acreedor: prohibitionCreditor }), tipo: 'PROHIBICIÓN', accion: null },
          ],
        }),
      ],
    });
  const MORTGAGE = 'gp_certificates[0].gravamenes[0].acreedor';
  const PROHIBITION = 'gp_certificates[0].prohibiciones[0].acreedor';
  const provenance = from(SCAN, MORTGAGE, PROHIBITION);

  it('doubts both readings of one creditor whose damaged words begin alike', () => {
    expect(
      creditorsReadTwoWays(
        liens('COOPERATIVA DE AHORRO LA ARAUCANA', 'COOPERATLVA DE AHORRO LA ARAUCAN'),
        provenance,
        ocrFiles,
      ),
    ).toEqual([MORTGAGE, PROHIBITION]);
  });

  it('leaves creditors read alike, different creditors, and those not read by OCR', () => {
    expect(creditorsReadTwoWays(liens('BANCO ITAÚ CHILE', 'BANCO ITAÚ CHILE'), provenance, ocrFiles)).toEqual(
      [],
    );
    expect(creditorsReadTwoWays(liens('BANCO DE CHILE', 'BANCO BICE'), provenance, ocrFiles)).toEqual([]);
    expect(
      creditorsReadTwoWays(
        liens('BANCO SANTANDER CHILE S.A.', 'BANCO SECURITY CHILE S.A.'),
        provenance,
        ocrFiles,
      ),
    ).toEqual([]);
    expect(
      creditorsReadTwoWays(
        liens('COOPERATIVA DE AHORRO LA ARAUCANA', 'COOPERATLVA DE AHORRO LA ARAUCAN'),
        from(TEXT, MORTGAGE, PROHIBITION),
        ocrFiles,
      ),
    ).toEqual([]);
  });
});

describe('plansReadAsOthers', () => {
  const plans = (current: number, earlier: number, municipal: number): Report =>
    report({
      property_registry_history: [entry({ plano: current }), earlierEntry({ plano: earlier })],
      public_expropriation_certificates: [affectation({ plano: municipal })],
    });
  const CURRENT = 'property_registry_history[0].plano';
  const EARLIER = 'property_registry_history[1].plano';
  const MUNICIPAL = 'public_expropriation_certificates[0].plano';
  const provenance = { ...from(TEXT, CURRENT, EARLIER), ...from(SCAN, MUNICIPAL) };

  it('reads a plan one digit off the number two other documents print as theirs', () => {
    expect(plansReadAsOthers(plans(2718, 2718, 2748), provenance, ocrFiles)).toEqual(
      new Map([[MUNICIPAL, 2718]]),
    );
  });

  it('leaves a plan two digits off, one only one other document prints, or one not read by OCR', () => {
    expect(plansReadAsOthers(plans(2718, 2718, 2148), provenance, ocrFiles).size).toBe(0);
    expect(plansReadAsOthers(plans(2718, 901, 2748), provenance, ocrFiles).size).toBe(0);
    expect(
      plansReadAsOthers(plans(2718, 2718, 2748), from(TEXT, CURRENT, EARLIER, MUNICIPAL), ocrFiles).size,
    ).toBe(0);
  });
});
