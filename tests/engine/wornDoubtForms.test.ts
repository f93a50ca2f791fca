import { describe, expect, it } from 'vitest';

import { isUnsure, type Provenance, type ProvenanceMap } from '../../common/record/provenance';
import { settleByAgreement } from '../../server/analysis/engine/checks/agreement';
import { codeRunsOn } from '../../server/analysis/engine/checks/codeRunsOn';
import { hyphenNotRejoined } from '../../server/analysis/engine/checks/lineBreakHyphen';
import { numberSignsReadByOcr } from '../../server/analysis/engine/checks/numberSign';
import { badAction, badCreditor, badName } from '../../server/analysis/engine/checks/shapes';
import { codesCutShortOfASibling } from '../../server/analysis/engine/checks/siblingCodes';
import { printedInOneRun, strayPunctuation } from '../../server/analysis/engine/checks/strayPunctuation';
import { wornAddress } from '../../server/analysis/engine/checks/wornAddress';
import { yesAmongDenials } from '../../server/analysis/engine/checks/yesNoWords';
import { appraisal, entry, gp, report, situationReport } from '../factories/findings';

/*
 * Doubts of issue #17 on worn photocopies, on snippets written for them: a name OCR split inside a
 * word, a number sign a worn copy lost, a speck read as a comma or period inside a value printed in
 * one run, a code broken or cut short, a street's name lost, a word cut at a line break around a
 * footer, another column's words inside an action or a creditor, a "sí" among "no le afectan";
 * and the office heading two CBR documents, read alike, which no longer stays doubtful.
 */

const SCAN = 'gastada.pdf';
const source = (file: string, confidence = 0.9): Provenance => ({ file, page: 1, snippet: '…', confidence });

describe('a name OCR split inside a word', () => {
  it('doubts a two-letter word no name holds', () => {
    expect(badName('RIGOBERTO ALFON SO PAREDES')).toBe(true);
    expect(badName('LUCÍA MA ELGUETA')).toBe(true);
    expect(badName('MARCOS ANTONIO VILLAGRÁN BO')).toBe(true);
    expect(badName('INVERSIONES LOS PEUMOS DE QU ILLOTA LIMITADA')).toBe(true);
  });

  it('keeps names with their particles and a company’s "SA"', () => {
    expect(badName('ROSA DE LA FUENTE TAPIA')).toBe(false);
    expect(badName('JOÃO DA SILVA PEREIRA')).toBe(false);
    expect(badName('TRANSPORTES EL CANELO SA')).toBe(false);
    expect(badName('MARÍA JOSÉ LE BLANC ROJAS')).toBe(false);
  });
});

describe('a number sign a worn copy lost', () => {
  const PATH = 'property_situation_reports[0].direccion_propiedad';
  const doubtful = (direccion: string, file = SCAN) =>
    numberSignsReadByOcr(
      report({ property_situation_reports: [situationReport({ direccion_propiedad: direccion })] }),
      { [PATH]: source(file) },
      new Set([SCAN]),
    ).doubtful;

  it('doubts "N" before a number with its sign lost or read as a quote', () => {
    expect(doubtful('AVENIDA COSTANERA N 2215, POBLACIÓN LOS AROMOS')).toEqual([PATH]);
    expect(doubtful("Pasaje Las Tórtolas N' 88")).toEqual([PATH]);
    expect(doubtful('calle Yungay N’ 1402')).toEqual([PATH]);
  });

  it('leaves a value printed as text, and an "N" that is a word’s or a lot’s letter', () => {
    expect(doubtful('AVENIDA COSTANERA N 2215', 'texto.pdf')).toEqual([]);
    expect(doubtful('LOTE N, SECTOR EL ROSAL 12')).toEqual([]);
    expect(doubtful('CAMINO A SAN 1450')).toEqual([]);
  });
});

describe('a speck read as a comma or period inside a value printed in one run', () => {
  it('doubts a comma or period after a whole word of a name or roll address', () => {
    expect(strayPunctuation('SEPÚLVEDA ARANCIBIA. JUAN PABLO', 'name')).toBe(true);
    expect(strayPunctuation('MUÑOZ TAPIA: JAVIERA ANDREA', 'name')).toBe(true);
    expect(strayPunctuation('Pedro Aguirre; Soto', 'name')).toBe(true);
    expect(strayPunctuation('LAS ACACIAS, 1290 POB VILLA SUR', 'address')).toBe(true);
    expect(strayPunctuation('ARTURO, PRAT 1450', 'address')).toBe(true);
    expect(strayPunctuation('CAMINO REAL 55 V Lo. VALLEDOR', 'address')).toBe(true);
  });

  it('keeps the comma a name prints between its surnames and its given names', () => {
    expect(strayPunctuation('SEPÚLVEDA RIFFO, ROSA ELENA', 'name')).toBe(false);
  });

  it('keeps abbreviations and a company’s form', () => {
    expect(strayPunctuation('AV. GRECIA 3301 DEPTO. 42', 'address')).toBe(false);
    expect(strayPunctuation('SOC. AGRÍCOLA E INV. LOS ALERCES LTDA.', 'name')).toBe(false);
    expect(strayPunctuation('INMOBILIARIA PUNTA ARENAS, S.A.', 'name')).toBe(false);
    expect(strayPunctuation('COMERCIAL DEL SUR LTDA. Y CÍA.', 'name')).toBe(false);
    expect(strayPunctuation('J. MANUEL BALMACEDA 12', 'address')).toBe(false);
  });

  it('applies to names and the SII’s roll address, not to prose or other addresses', () => {
    expect(printedInOneRun('debt_certificates[0].contribuyente.nombre')).toBe(true);
    expect(printedInOneRun('property_registry_history[0].propietarios[1].nombre')).toBe(true);
    expect(printedInOneRun('certificados_avaluo[0].direccion')).toBe(true);
    expect(printedInOneRun('property_registry_history[0].deslindes[0].propiedad')).toBe(false);
    expect(printedInOneRun('public_expropriation_certificates[0].direccion_propiedad')).toBe(false);
    expect(printedInOneRun('property_registry_history[0].notaria')).toBe(false);
  });
});

describe('the office heading two CBR documents, read alike', () => {
  const TITLE = 'property_registry_history[0].conservador';
  const GP = 'gp_certificates[0].conservador';
  const dossier = (title: string, certificate: string) =>
    report({
      property_registry_history: [entry({ conservador: title })],
      gp_certificates: [gp({ conservador: certificate })],
      certificados_avaluo: [appraisal()],
    });
  // An office the list does not hold is read doubtful (issuingOffice.ts).
  const provenance: ProvenanceMap = { [TITLE]: source('copia.pdf', 0.4), [GP]: source('gp.pdf', 0.4) };

  it('confirms an office its list does not hold when both documents name it', () => {
    const settled = settleByAgreement(dossier('Chanco', 'Chanco'), provenance);
    expect(settled[TITLE] && isUnsure(settled[TITLE])).toBe(false);
    expect(settled[GP] && isUnsure(settled[GP])).toBe(false);
  });

  it('keeps it doubtful when the documents name different offices or one document only', () => {
    const different = settleByAgreement(dossier('Chanco', 'Cauquenes'), provenance);
    expect(different[TITLE] && isUnsure(different[TITLE])).toBe(true);
    const alone = settleByAgreement(dossier('Chanco', 'Chanco'), {
      [TITLE]: source('copia.pdf', 0.4),
      [GP]: source('copia.pdf', 0.4),
    });
    expect(alone[TITLE] && isUnsure(alone[TITLE])).toBe(true);
  });
});

describe('a verification code a worn copy broke or cut short', () => {
  it('doubts a code followed on its line by a fragment of itself', () => {
    expect(codeRunsOn('PQR-5512-08', 'Código de verificación PQR-5512-08; 31 Firma')).toBe(true);
    expect(codeRunsOn('MNT-4', 'Código: MNT-4] 7KX-22QA')).toBe(true);
    expect(codeRunsOn('SRVC-26', 'Folio: SRVC-26 QX emitido')).toBe(true);
    expect(codeRunsOn('TLG-GP-031', 'Código: TLG-GP-031   77')).toBe(true);
  });

  it('leaves a code followed by words, a number sign or the end of its line', () => {
    expect(codeRunsOn('PQR-5512-0831', 'Código PQR-5512-0831 Firma electrónica')).toBe(false);
    expect(codeRunsOn('PQR-5512-0831', 'Código PQR-5512-0831. Valdivia, 3 de mayo')).toBe(false);
    expect(codeRunsOn('PQR-5512-0831', 'Código PQR-5512-0831 DE 2026')).toBe(false);
    expect(codeRunsOn('PQR-5512-0831', 'Código: PQR-5512-0831')).toBe(false);
    expect(codeRunsOn('PQR-5512-0831', 'Código: PQR-5512-0831 M. SOTO R. Conservador')).toBe(false);
    expect(codeRunsOn('PQR-5512-0831', 'Código: PQR-5512-0831 LUIS ARAYA Notario')).toBe(false);
    expect(codeRunsOn('PQR5512QX', 'Código: PQR5512QX S Director de Obras')).toBe(false);
  });

  it('doubts a code read by OCR that is a sibling code cut short', () => {
    const dossier = report({
      property_registry_history: [entry({ codigo_verificacion: 'KLT-4Q7M-318' })],
      gp_certificates: [gp({ codigo_verificacion: 'KLT-4Q7M-3185' })],
    });
    const provenance: ProvenanceMap = {
      'property_registry_history[0].codigo_verificacion': source(SCAN),
      'gp_certificates[0].codigo_verificacion': source('gp.pdf'),
    };
    expect(codesCutShortOfASibling(dossier, provenance, new Set([SCAN]))).toEqual([
      'property_registry_history[0].codigo_verificacion',
    ]);
    expect(codesCutShortOfASibling(dossier, provenance, new Set())).toEqual([]);
    const longer = report({
      property_registry_history: [entry({ codigo_verificacion: 'TC-2025-071' })],
      gp_certificates: [gp({ codigo_verificacion: 'TC-2025-0714420-3' })],
    });
    expect(codesCutShortOfASibling(longer, provenance, new Set([SCAN]))).toEqual([
      'property_registry_history[0].codigo_verificacion',
    ]);
  });
});

describe('an address a worn copy garbled within its shape', () => {
  it('doubts a street’s name lost before the number and a letter read two ways', () => {
    expect(wornAddress('2207, departamento 14')).toBe(true);
    expect(wornAddress('L ORELLANA 1180, VILLA ESPERANZA')).toBe(true);
    expect(wornAddress('AV I CARRERA PINTO 77')).toBe(true);
  });

  it('doubts an address closed by a number sign whose number was lost', () => {
    expect(wornAddress("Parcela N'")).toBe(true);
    expect(wornAddress('Lote N°')).toBe(true);
    expect(wornAddress('pasaje El Roble número')).toBe(true);
    expect(wornAddress('Parcela N° 14, Proyecto de Parcelación Corinto')).toBe(false);
  });

  it('keeps a street named by its number and other lone letters', () => {
    expect(wornAddress('3 Norte 1450')).toBe(false);
    expect(wornAddress('PJE LOS AROMOS 12 V EL BOSQUE')).toBe(false);
  });
});

describe('a word cut at a line break around a footer', () => {
  it('doubts halves of a word with a name or a date between them', () => {
    expect(hyphenNotRejoined('lote número die-Curanilahue, 14-05- ciséis')).toBe(true);
    expect(hyphenNotRejoined('parcela número ca-Panguipulli tor ce')).toBe(true);
  });

  it('keeps compounds and references', () => {
    expect(hyphenNotRejoined('camino a Santa Juana, Región del Bío-Bío')).toBe(false);
    expect(hyphenNotRejoined('causa Rol C-1431-2025')).toBe(false);
    expect(hyphenNotRejoined('lote 5-A del plano')).toBe(false);
  });
});

describe('another column’s words inside an action or a creditor', () => {
  it('doubts a name in capitals among an action’s words and a creditor’s tail', () => {
    expect(badAction('de gravar y COOPERATIVA ORIENCOOP enajenar')).toBe(true);
    expect(badCreditor('DEL SUR')).toBe(true);
    expect(badCreditor('de Chile')).toBe(true);
    expect(badCreditor('DEL DESARROLLO DE LA ARAUCANÍA')).toBe(true);
  });

  it('keeps an action and creditors as registries print them', () => {
    expect(badAction('prohibición de gravar y enajenar')).toBe(false);
    expect(badCreditor('BANCO DE CHILE')).toBe(false);
    expect(badCreditor('DE LA CRUZ SOTO MARGARITA')).toBe(false);
    expect(badCreditor('DEL RÍO ARAYA PEDRO')).toBe(false);
  });
});

describe('a "sí" among words saying nothing affects the property', () => {
  it('doubts it beside "no le afectan"', () => {
    expect(
      yesAmongDenials(true, 'fuera del límite urbano, por lo que no le afectan declaratorias por vialidad'),
    ).toBe(true);
    expect(yesAmongDenials(true, 'a la propiedad le afectan declaratorias por vialidad')).toBe(false);
  });
});
