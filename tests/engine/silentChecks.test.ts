import { describe, expect, it } from 'vitest';

import type { Provenance } from '../../common/record/provenance';
import { emptyReport, newRegistryEntry } from '../../common/report/defaults';
import { newGpCertificate, newLien, newProhibition } from '../../common/documents/types/gp';
import { newDebtCertificate } from '../../common/documents/types/deudaTgr';
import { newFiscalAppraisal } from '../../common/documents/types/avaluoFiscal';
import { newMarriageCertificate } from '../../common/documents/types/matrimonio';
import { newPublicExpropriationCertificate } from '../../common/documents/types/afectacionUtilidadPublica';
import type { Report } from '../../common/report/schema';
import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { deedClauseInAddress } from '../../server/analysis/engine/checks/deedClauseInAddress';
import { comunaCellInAddress } from '../../server/analysis/engine/checks/comunaColumn';
import { referenceShiftedInRow } from '../../server/analysis/engine/checks/rowIndexReference';
import { courtLeftOut } from '../../server/analysis/engine/checks/courtOmitted';
import { gluedNameWords } from '../../server/analysis/engine/checks/gluedNameWords';
import { gluedOcrWords } from '../../server/analysis/engine/checks/ocrGlue';
import { nameWords } from '../../server/analysis/engine/checks/ownerTwice';
import { badCreditor, detailCut, wordsLostAfterArticle } from '../../server/analysis/engine/checks/shapes';
import { namesOfGarbledLists } from '../../server/analysis/engine/checks/garbledPartyList';
import { personNames } from '../../server/analysis/engine/text/names';
import { outOfStep, referencesOutOfStep } from '../../server/analysis/engine/checks/referenceStep';
import { debtTotalDoubts, overdueUnderOtherLabel } from '../../server/analysis/engine/checks/debtTotals';
import { lostCapital } from '../../server/analysis/engine/checks/lostCapital';
import { tooFewUnits } from '../../server/analysis/engine/checks/unitAmounts';
import { neighboursHoldingForeignWords } from '../../server/analysis/engine/checks/boundaryRunOn';
import { liensNamingTheProperty } from '../../server/analysis/engine/checks/propertyAsLien';
import { optionsWithoutTick } from '../../server/analysis/engine/checks/yesNoWords';
import { codeRunsOn } from '../../server/analysis/engine/checks/codeRunsOn';

/*
 * Doubt checks against issue #17's silent values (wrong and unmarked) the open held-out batches
 * showed, each following from its field's kind, on snippets written for these tests: made-up
 * offices, people and numbers.
 */

const today = new Date('2026-05-04T12:00:00Z');
const read = (snippet: string, file = 'gp.pdf'): Provenance => ({ file, page: 1, snippet, confidence: 0.9 });

describe("a party's domicile that runs into the deed's price clause", () => {
  it('doubts a domicile holding the price or payment words', () => {
    expect(deedClauseInAddress('Lonquimay, por el precio de DOSCIENTAS UNIDADES DE FOMENTO')).toBe(true);
    expect(deedClauseInAddress('Pemuco, en el precio de $8.400.000 pagados al contado')).toBe(true);
    expect(deedClauseInAddress('Curacautín, según escritura pública de fecha tres de mayo')).toBe(true);
  });

  it('keeps addresses, bare comunas and addresses naming a villa', () => {
    expect(deedClauseInAddress('Lonquimay')).toBe(false);
    expect(deedClauseInAddress('pasaje Los Notros 1142, Villa El Precioso')).toBe(false);
    expect(deedClauseInAddress('avenida Pedro Montt 77, departamento 12')).toBe(false);
  });

  it('marks the seller’s domicile in the report', () => {
    const entry = {
      ...newRegistryEntry(today),
      vendedores: [
        {
          nombre: 'RAMÓN ELÍAS FUENTEALBA SANDOVAL',
          rut: null,
          domicilio: 'Yumbel, por el precio de QUINIENTAS UNIDADES DE FOMENTO, que se pagó al contado',
        },
      ],
    } as Report['property_registry_history'][number];
    const report: Report = { ...emptyReport(today), property_registry_history: [entry] };
    const path = 'property_registry_history[0].vendedores[0].domicilio';
    const snippet =
      'a don RAMÓN ELÍAS FUENTEALBA SANDOVAL, domiciliado en Yumbel, por el precio de QUINIENTAS UNIDADES DE FOMENTO, que se pagó al contado';
    const checked = doubtValues(report, { [path]: read(snippet, 'titulo.pdf') }, today);
    expect(checked[path]?.unsure).toContain('address_shape');
  });
});

describe("an appraisal's address read with the comuna's cell", () => {
  it('doubts an address ending, after its number, in its certificate’s comuna', () => {
    expect(comunaCellInAddress('LAS ACACIAS 1207   PAPUDO', 'Papudo')).toBe(true);
    expect(
      comunaCellInAddress('PJE EL ROBLE 44 V LOS AROMOS SAN PEDRO DE LA PAZ', 'San Pedro de la Paz'),
    ).toBe(true);
  });

  it('keeps an address without it, or one whose street bears the name before its number', () => {
    expect(comunaCellInAddress('LAS ACACIAS 1207', 'Papudo')).toBe(false);
    expect(comunaCellInAddress('AV PAPUDO 330', 'Papudo')).toBe(false);
    expect(comunaCellInAddress('LAS ACACIAS 1207 PAPUDO', null)).toBe(false);
    expect(comunaCellInAddress('PJE LOS COIGUES 9 CALETA CHAÑARAL', 'Chañaral')).toBe(false);
    expect(comunaCellInAddress('BULNES 40 V PAPUDO', 'Papudo')).toBe(false);
    expect(comunaCellInAddress('AV DEL MAR 90 DP 12 ED BRISAS DE PAPUDO', 'Papudo')).toBe(false);
  });

  it('marks it in the report', () => {
    const report: Report = {
      ...emptyReport(today),
      certificados_avaluo: [
        { ...newFiscalAppraisal(), direccion: 'LOS CANELOS 88 PUCHUNCAVI', comuna: 'Puchuncaví' },
      ],
    };
    const path = 'certificados_avaluo[0].direccion';
    const checked = doubtValues(
      report,
      { [path]: read('DIRECCIÓN COMUNA LOS CANELOS 88 PUCHUNCAVI', 'sii.pdf') },
      today,
    );
    expect(checked[path]?.unsure).toContain('address_shape');
  });

  it("takes the property's comuna where the certificate's was not read", () => {
    const report: Report = {
      ...emptyReport(today),
      property_registry_history: [{ ...newRegistryEntry(today), comuna: 'Puchuncaví' }],
      certificados_avaluo: [{ ...newFiscalAppraisal(), direccion: 'LOS CANELOS 88 V EL ALBA PUCHUNCAVI' }],
    };
    const path = 'certificados_avaluo[0].direccion';
    const checked = doubtValues(
      report,
      { [path]: read('LOS CANELOS 88 V EL ALBA PUCHUNCAVI', 'sii.pdf') },
      today,
    );
    expect(checked[path]?.unsure).toContain('address_shape');
  });
});

describe("a GP table row's reference read one column off", () => {
  const row = 'anteriores 3 2214 1876 2019 Hipoteca BANCO DEL ESTADO DE CHILE, por UF 1.200';

  it('doubts a fojas and número followed by one more number before the year', () => {
    expect(referenceShiftedInRow({ fojas: 3, numero: 2214, ano: 2019 }, row)).toBe(true);
    expect(
      referenceShiftedInRow({ fojas: 3, numero: 2214, ano: 2019 }, '3  2.214  1.876  2019 Hipoteca'),
    ).toBe(true);
  });

  it('doubts it when the year was read in no column', () => {
    expect(referenceShiftedInRow({ fojas: 3, numero: 2214, ano: null }, row)).toBe(true);
  });

  it('keeps a reference read from its own columns', () => {
    expect(
      referenceShiftedInRow({ fojas: 96, numero: 81, ano: 2018 }, 'PROHIBICIÓN 96 vta 81 1 2018 Banco'),
    ).toBe(false);
    expect(referenceShiftedInRow({ fojas: 2214, numero: 1876, ano: 2019 }, row)).toBe(false);
    expect(referenceShiftedInRow({ fojas: 88, numero: 71, ano: 2004 }, '1 88 vta. 71 2004 Servidumbre')).toBe(
      false,
    );
  });

  it('marks the entry’s reference as read off its columns', () => {
    const lien = { ...newLien(), fojas: 3, numero: 2214, ano: 2019, tipo: 'HIPOTECA' };
    const report: Report = {
      ...emptyReport(today),
      gp_certificates: [{ ...newGpCertificate(), fojas: 5010, numero: 4120, ano: 2019, gravamenes: [lien] }],
    };
    const base = 'gp_certificates[0].gravamenes[0]';
    const checked = doubtValues(
      report,
      { [`${base}.fojas`]: read(row), [`${base}.numero`]: read(row) },
      today,
    );
    expect(checked[`${base}.fojas`]?.unsure).toContain('reference_columns');
    expect(checked[`${base}.numero`]?.unsure).toContain('reference_columns');
  });
});

describe("a court-ordered prohibition's action without the court its entry names", () => {
  it('doubts the act alone where the entry goes on with the court and the case', () => {
    const entry =
      'c) EMBARGO: prohibición de gravar y enajenar, trabado por el 3er Juzgado Civil de Temuco en causa Rol C-4410-2025, inscrito a fs. 90 Nº 77 del año 2026. d) Litigios: no hay.';
    expect(courtLeftOut('prohibición de gravar y enajenar', entry)).toBe(true);
    const later =
      'Una PRECAUTORIA de no celebrar actos ni contratos, inscrita a fojas 12 número 9 del año 2026, ordenada por el Tribunal de Letras de Vallenar, Rol C-55-2026, a solicitud de don JOSÉ PÉREZ.';
    expect(courtLeftOut('de no celebrar actos ni contratos', later)).toBe(true);
  });

  it('keeps an action that names the court, and one whose entry names none', () => {
    const entry =
      'EMBARGO decretado por el Juzgado de Letras de Cañete en causa Rol C-90-2025, a fs. 4 Nº 3.';
    expect(courtLeftOut('decretado por el Juzgado de Letras de Cañete en causa Rol C-90-2025', entry)).toBe(
      false,
    );
    const contractual =
      'Una PROHIBICIÓN de gravar y enajenar a favor de BANCO BICE, inscrita a fojas 410 número 388 del año 2019. Una MEDIDA PRECAUTORIA decretada por el Juzgado de Letras de Lota, Rol C-1-2026.';
    expect(courtLeftOut('de gravar y enajenar', contractual)).toBe(false);
  });

  it('marks the action in the report', () => {
    const snippet =
      '2.1 MEDIDA PRECAUTORIA de prohibición de celebrar actos y contratos, inscrita a fs. 31 Nº 29 del año 2026, decretada por el Juzgado de Letras de Quintero en causa Rol C-808-2026, a favor de doña ANA ROJAS. 3. Interdicciones: no hay.';
    const lien = {
      ...newProhibition(),
      fojas: 31,
      numero: 29,
      ano: 2026,
      tipo: 'MEDIDA PRECAUTORIA',
      accion: 'prohibición de celebrar actos y contratos',
    };
    const report: Report = {
      ...emptyReport(today),
      gp_certificates: [{ ...newGpCertificate(), fojas: 700, numero: 640, ano: 2015, prohibiciones: [lien] }],
    };
    const base = 'gp_certificates[0].prohibiciones[0]';
    const checked = doubtValues(report, { [base]: read(snippet), [`${base}.accion`]: read(snippet) }, today);
    expect(checked[`${base}.accion`]?.unsure).toContain('action_without_court');
    const contractual = { ...lien, tipo: 'PROHIBICIÓN', accion: 'de gravar y enajenar' };
    const banks: Report = {
      ...report,
      gp_certificates: [
        { ...newGpCertificate(), fojas: 700, numero: 640, ano: 2015, prohibiciones: [contractual] },
      ],
    };
    const other =
      'Una PROHIBICIÓN de gravar y enajenar, inscrita a fs. 31 Nº 29 del año 2026, en juicio Rol C-808-2026 del Juzgado de Letras de Quintero.';
    const kept = doubtValues(banks, { [base]: read(other), [`${base}.accion`]: read(other) }, today);
    expect(kept[`${base}.accion`]?.unsure).toBeUndefined();
  });
});

describe('words OCR glued in a name or an action', () => {
  const known = nameWords('MAITE SOLEDAD ROJO AGUIRRE ROJO IBACACHE CARLOS');

  it('doubts a name word made of two words the other names print apart, or a RUN label glued', () => {
    expect(gluedNameWords('MAITE SOLEDADROJO AGUIRRE', known)).toBe(true);
    expect(gluedNameWords('TOMÁS IGNACIO ULLOA PINORUN', new Set())).toBe(true);
  });

  it('keeps names whose words are their own', () => {
    expect(gluedNameWords('MAITE SOLEDAD ROJO AGUIRRE', known)).toBe(false);
    expect(gluedNameWords('CARLOS DELGADO ROJO', nameWords('CARLOS DEL GADO'))).toBe(false);
    expect(gluedNameWords('ARTURO BRUNO SOTO', new Set())).toBe(false);
  });

  it('marks the glued name in the report', () => {
    const report: Report = {
      ...emptyReport(today),
      certificados_matrimonio: [
        {
          ...newMarriageCertificate(),
          mujer: { ...newMarriageCertificate().mujer, nombre: 'MAITE SOLEDADROJO AGUIRRE' },
          marido: { ...newMarriageCertificate().marido, nombre: 'CARLOS SOLEDAD ROJO IBACACHE' },
        },
      ],
    };
    const path = 'certificados_matrimonio[0].mujer.nombre';
    const checked = doubtValues(
      report,
      { [path]: read('MAITE SOLEDADROJO AGUIRRE', 'matrimonio.pdf') },
      today,
    );
    expect(checked[path]?.unsure).toContain('name_shape');
  });

  it('doubts the conjunction glued before a prohibition’s act', () => {
    expect(gluedOcrWords('de hipotecar yenajenar')).toBe(true);
    expect(gluedOcrWords('de gravar ycelebrar actos')).toBe(true);
    expect(gluedOcrWords('de gravar y enajenar')).toBe(false);
  });
});

describe('a default area on a page OCR read poorly', () => {
  const report = (): Report => ({
    ...emptyReport(today),
    public_expropriation_certificates: [
      { ...newPublicExpropriationCertificate(), tipo_vivienda: 'Urbano', objeto_expropiacion: false },
    ],
  });
  const base = 'public_expropriation_certificates[0]';
  const snippet = 'se emplaza en el áera nral de la comnna y no se encuenta sujetoa expropiación';
  const provenance = (unsure: Provenance['unsure']) => ({
    [`${base}.tipo_vivienda`]: { ...read(snippet, 'dom.pdf'), derived: true },
    [`${base}.objeto_expropiacion`]: { ...read(snippet, 'dom.pdf'), unsure },
  });

  it('doubts the derived area where the page’s reading was doubted', () => {
    const checked = doubtValues(report(), provenance(['ocr_poor_page']), today, new Set(['dom.pdf']));
    expect(checked[`${base}.tipo_vivienda`]?.unsure).toContain('inferred');
  });

  it('keeps it on a page read well, and on a text PDF', () => {
    expect(
      doubtValues(report(), provenance(undefined), today, new Set(['dom.pdf']))[`${base}.tipo_vivienda`]
        ?.unsure,
    ).toBeUndefined();
    expect(
      doubtValues(report(), provenance(['ocr_poor_page']), today)[`${base}.tipo_vivienda`]?.unsure,
    ).toBeUndefined();
  });
});

describe('a second GP item on the inscription whose número OCR misread in the first', () => {
  it('doubts the owners and address the later one names the property by', () => {
    const owner = { nombre: 'ROSA ELVIRA TAPIA MARDONES', rut: null };
    const report: Report = {
      ...emptyReport(today),
      gp_certificates: [
        { ...newGpCertificate(), fojas: 807, numero: 2741, ano: 2016, propietarios: [owner] },
        {
          ...newGpCertificate(),
          fojas: 807,
          numero: 741,
          ano: 2016,
          domicilio: 'calle Prat 19',
          propietarios: [owner],
        },
      ],
    };
    const name = 'gp_certificates[1].propietarios[0].nombre';
    const checked = doubtValues(
      report,
      {
        [name]: read(
          'de propiedad de doña ROSA ELVIRA TAPIA MARDONES, no se encuentra declarado bien familiar',
          'bf.pdf',
        ),
        'gp_certificates[0].propietarios[0].nombre': read('Propietario: ROSA ELVIRA TAPIA MARDONES'),
      },
      today,
    );
    expect(checked[name]?.unsure).toContain('repeated_certificate');
    expect(checked['gp_certificates[0].propietarios[0].nombre']?.unsure).toBeUndefined();
  });
});

describe("a servitude's kind read into its creditor's name", () => {
  it('doubts a creditor holding the kind of the servitude beside it', () => {
    expect(badCreditor('ASOCIACIÓN DE CANALISTAS EL MAITÉN DE ACUEDUCTO')).toBe(true);
    expect(badCreditor('JUNTA DE VECINOS DE TRÁNSITO LA PALMA')).toBe(true);
  });

  it('keeps creditors that are names', () => {
    expect(badCreditor('ASOCIACIÓN DE CANALISTAS DEL CANAL EL MAITÉN')).toBe(false);
    expect(badCreditor('EMPRESA DE TRANSPORTES PASO HONDO LIMITADA')).toBe(false);
  });
});

describe("a TGR certificate's two totals read at one printed cell", () => {
  const box = { page: 2, x: 184.5, y: 640.2, width: 5.6, height: 9.5 };
  const cell = (snippet: string, boxes = [box]): Provenance => ({ ...read(snippet, 'tgr.pdf'), boxes });
  const totals = (vencida: number, noVencida: number): Report => ({
    ...emptyReport(today),
    debt_certificates: [
      {
        ...newDebtCertificate(),
        total_deuda_vencida_liquidada: vencida,
        total_deuda_no_vencida_liquidada: noVencida,
      },
    ],
  });
  const overdue = 'debt_certificates[0].total_deuda_vencida_liquidada';
  const notDue = 'debt_certificates[0].total_deuda_no_vencida_liquidada';
  // A certificate by taxpayer: one row per rol, the overdue and not-yet-due cells side by side.
  const row = '5502-00417-009 LAS ACACIAS 233 PURRANQUE 0 48,615 0 5502-00980-031 PC 7 EL MIRADOR PURRANQUE';

  it('doubts both totals when one word gave them', () => {
    const checked = doubtValues(totals(0, 0), { [overdue]: cell(row), [notDue]: cell(row) }, today);
    expect(checked[overdue]?.unsure).toContain('amounts_disagree');
    expect(checked[notDue]?.unsure).toContain('amounts_disagree');
  });

  it('keeps two zeros read at their own cells, and a sentence saying nothing is owed', () => {
    const apart = doubtValues(
      totals(0, 0),
      { [overdue]: cell(row), [notDue]: cell(row, [{ ...box, x: 236.1 }]) },
      today,
    );
    expect(apart[overdue]?.unsure).toBeUndefined();
    expect(apart[notDue]?.unsure).toBeUndefined();
    const labelled = doubtValues(
      totals(0, 0),
      {
        [overdue]: cell('Total Deuda Morosa: $0 Total Deuda No Vencida: $0'),
        [notDue]: cell('Deuda Morosa: $0 Total Deuda No Vencida: $0 Código'),
      },
      today,
    );
    expect(labelled[notDue]?.unsure).toBeUndefined();
    const none = 'El rol 5502-00417-009 no registra deuda de contribuciones a la fecha';
    const said = doubtValues(totals(0, 0), { [overdue]: cell(none), [notDue]: cell(none) }, today);
    expect(said[overdue]?.unsure).toBeUndefined();
  });
});

describe("a worn copy's cédula label read as a party's name", () => {
  it('reads "C.L N°" (the I of "C.I." read as an L) as no name', () => {
    const names = personNames(
      'Comparece doña MARTA INÉS QUISPE CHOQUE, C.L N° 11.402.336-8, casada, y don ELÍAS ROJO PAINE, C.I. N° 9.870.114-2',
    ).map(({ name }) => name);
    expect(names).toEqual(['MARTA INÉS QUISPE CHOQUE', 'ELÍAS ROJO PAINE']);
  });
});

describe('a reference whose fojas and número are out of step', () => {
  it('doubts a número many times its fojas or the reverse', () => {
    expect(outOfStep(340, 1)).toBe(true);
    expect(outOfStep(97, 1404)).toBe(true);
    expect(outOfStep(2210, 1544)).toBe(false);
    expect(outOfStep(4521, 6310)).toBe(false);
    // The year's first pages: too few to judge.
    expect(outOfStep(15, 2)).toBe(false);
  });

  it('marks the fojas, vuelta and número of an entry read one column off', () => {
    const lien = { ...newLien(), fojas: 340, vuelta: false, numero: 1, ano: 2018, tipo: 'HIPOTECA' };
    const report: Report = {
      ...emptyReport(today),
      gp_certificates: [{ ...newGpCertificate(), fojas: 5012, numero: 4033, ano: 2018, gravamenes: [lien] }],
    };
    const base = 'gp_certificates[0].gravamenes[0]';
    const row = 'HIPOTECA 612 vta 340 1 2018 Banco Falabella';
    const checked = doubtValues(
      report,
      { [`${base}.fojas`]: read(row), [`${base}.numero`]: read(row), [`${base}.vuelta`]: read(row) },
      today,
    );
    for (const key of ['fojas', 'numero', 'vuelta'])
      expect(checked[`${base}.${key}`]?.unsure).toContain('reference_out_of_step');
    expect(checked[`${base}.ano`]?.unsure ?? []).not.toContain('reference_out_of_step');
  });

  it('judges earlier titles too, and keeps references in step', () => {
    const leaves: [string, unknown][] = [
      ['property_registry_history[0].fojas', 1820],
      ['property_registry_history[0].numero', 1377],
      ['property_registry_history[0].fojas_anterior', 1131],
      ['property_registry_history[0].numero_anterior', 144],
    ];
    expect(referencesOutOfStep(leaves)).toEqual([
      'property_registry_history[0].fojas_anterior',
      'property_registry_history[0].numero_anterior',
    ]);
  });
});

describe("an overdue TGR total read under the not-yet-due total's label", () => {
  it('doubts an overdue amount printed right after "No Vencida"', () => {
    expect(overdueUnderOtherLabel(12730, 'Deuda Vencida $ Deuda No Vencida $ 12.730 Cuotas (CLP)')).toBe(
      true,
    );
    expect(overdueUnderOtherLabel(4455, 'TOTAL NO VENCIDA: 4.455 FOLIO 221')).toBe(true);
  });

  it('keeps an amount under its own label, or one whose label is printed after it', () => {
    expect(overdueUnderOtherLabel(9850, 'Total Vencida: 9.850 Total No Vencida: 22.000')).toBe(false);
    expect(overdueUnderOtherLabel(12730, 'Total No Vencida $ 12.730 Total Deuda Vencida $ 4.100')).toBe(
      false,
    );
    expect(overdueUnderOtherLabel(0, 'Deuda No Vencida $ 0')).toBe(false);
  });

  it('marks it in the report', () => {
    const report: Report = {
      ...emptyReport(today),
      debt_certificates: [
        {
          ...newDebtCertificate(),
          total_deuda_vencida_liquidada: 27114,
          total_deuda_no_vencida_liquidada: 0,
        },
      ],
    };
    const snippet = 'Deuda Morosa Deuda No Vencida CLP 27,114 Deuda : No Vencida (CLP)';
    const path = 'debt_certificates[0].total_deuda_vencida_liquidada';
    expect(debtTotalDoubts(report, { [path]: read(snippet, 'tgr.pdf') })).toContainEqual([
      path,
      'total_role',
    ]);
  });
});

describe('a proper name whose word lost its capital', () => {
  it('doubts a lower-case fragment between capitalised words, or opening a name', () => {
    expect(lostCapital('Avenida Pedro ontt Soto 455, comuna de Cabrero', false)).toBe(true);
    expect(lostCapital('pasaje Rosa icarte Fuentes', false)).toBe(true);
    expect(lostCapital('nrique Pinto Leiva', true)).toBe(true);
  });

  it('keeps particles, the documents’ words and names in capitals', () => {
    expect(lostCapital('Camino El Alba esquina Los Robles 120', false)).toBe(false);
    expect(lostCapital('María de los Ángeles Soto Paredes', true)).toBe(false);
    expect(lostCapital('Juan Pablo da Silva Neira', true)).toBe(false);
    expect(lostCapital('calle Gabriela Mistral número 77, comuna de Vicuña', false)).toBe(false);
    expect(lostCapital('propiedad de Sucesión Carrasco', false)).toBe(false);
    expect(lostCapital('ENRIQUE PINTO LEIVA', true)).toBe(false);
  });

  it('marks a notary and a neighbour in the report', () => {
    const entry = {
      ...newRegistryEntry(today),
      notaria: 'berto Lagos Fica',
      deslindes: [{ direccion: 'Sur', largo: '12 metros', propiedad: 'calle Pedro ontt Soto' }],
    } as Report['property_registry_history'][number];
    const report: Report = { ...emptyReport(today), property_registry_history: [entry] };
    const snippet =
      'otorgada ante el Notario de Yungay don berto Lagos Fica; Sur, en 12 metros con calle Pedro ontt Soto';
    const checked = doubtValues(
      report,
      {
        'property_registry_history[0].notaria': read(snippet, 'copia.pdf'),
        'property_registry_history[0].deslindes[0].propiedad': read(snippet, 'copia.pdf'),
      },
      today,
    );
    expect(checked['property_registry_history[0].notaria']?.unsure).toContain('name_shape');
    expect(checked['property_registry_history[0].deslindes[0].propiedad']?.unsure).toContain('value_shape');
  });
});

describe('a creditor opening with a bracket OCR made of its first word', () => {
  it('doubts it', () => {
    expect(badCreditor('( () PERATIVA AGRÍCOLA LECHERA DE LA UNIÓN')).toBe(true);
    expect(badCreditor('[ ANCO SANTANDER-CHILE')).toBe(true);
    expect(badCreditor('CAJA DE COMPENSACIÓN LA ARAUCANA')).toBe(false);
  });
});

describe("a neighbour that ran into the acquisition's sentence", () => {
  it("doubts a neighbour holding a party's RUT or the price", () => {
    const path = 'property_registry_history[0].deslindes[2].propiedad';
    expect(
      neighboursHoldingForeignWords([
        [path, 'Parcela siete por compra a PÉREZ, 9.114.208-3, soltero, agricultor'],
      ]),
    ).toEqual([path]);
    expect(
      neighboursHoldingForeignWords([
        [path, 'sitio diez, adquirido por el precio de CIEN UNIDADES DE FOMENTO'],
      ]),
    ).toEqual([path]);
    expect(neighboursHoldingForeignWords([[path, 'Parcela siete de don Luis Pérez Soto']])).toEqual([]);
  });
});

describe("a certificate's entry naming the inscription another certificate reviews", () => {
  it('doubts every value of it', () => {
    const current = { ...newRegistryEntry(today), fojas: 733, numero: 612, ano: 2019 };
    const item = {
      ...newProhibition(),
      fojas: 733,
      numero: 612,
      ano: 2019,
      tipo: 'BIEN FAMILIAR',
      conservador: 'Illapel',
    };
    const report: Report = {
      ...emptyReport(today),
      property_registry_history: [current] as Report['property_registry_history'],
      gp_certificates: [
        { ...newGpCertificate(), fojas: 733, numero: 612, ano: 2019 },
        { ...newGpCertificate(), prohibiciones: [item] },
      ],
    };
    const doubted = liensNamingTheProperty(report);
    expect(doubted).toContain('gp_certificates[1].prohibiciones[0].tipo');
    expect(doubted).toContain('gp_certificates[1].prohibiciones[0].conservador');
  });
});

describe('an amount of a handful of UF', () => {
  it('doubts a price or lien of fewer than ten UF', () => {
    expect(tooFewUnits('2,40 UF')).toBe(true);
    expect(tooFewUnits('UF 3')).toBe(true);
  });

  it('keeps amounts a sale or a mortgage states, and other units', () => {
    expect(tooFewUnits('2.400,00 UF')).toBe(false);
    expect(tooFewUnits('UF 3.100')).toBe(false);
    expect(tooFewUnits('$2.400.000')).toBe(false);
  });
});

describe('a yes/no row printing both options and no tick', () => {
  it('doubts a "sí" read there', () => {
    expect(optionsWithoutTick('Inmueble afecto a expropiación SERVIU: SI (NO Proyecto de vivienda')).toBe(
      true,
    );
    expect(optionsWithoutTick('Afectación a utilidad pública  Sí  No  Observaciones')).toBe(true);
  });

  it('keeps a row whose tick chooses one', () => {
    expect(optionsWithoutTick('Afecto a expropiación SI [X] NO [ ]')).toBe(false);
    expect(optionsWithoutTick('Afecto a expropiación SÍ ☒ NO ☐')).toBe(false);
    expect(optionsWithoutTick('Afecto a expropiación: SÍ, por ensanche')).toBe(false);
  });
});

describe("an answer's detail cut before the rest of its phrase", () => {
  it('doubts a detail followed by "entre", "hasta" or "desde"', () => {
    expect(
      detailCut(
        'calle Baquedano, apertura a 15 metros',
        'Vía: calle Baquedano, apertura a 15 metros i hasta el estero Observaciones',
      ),
    ).toBe(true);
  });

  it('keeps a detail read whole', () => {
    expect(
      detailCut(
        'calle Baquedano, apertura a 15 metros hasta el estero',
        'Vía: calle Baquedano, apertura a 15 metros hasta el estero Observaciones: ninguna',
      ),
    ).toBe(false);
  });
});

describe('a code whose last group a stamp split off', () => {
  it('doubts a code followed by a hyphen and a fragment', () => {
    expect(codeRunsOn('TLM-5521', 'Código de verificación: TLM-5521 -7Q sello municipal')).toBe(true);
  });

  it('keeps a code followed by a dash and words', () => {
    expect(codeRunsOn('TLM-5521-7Q', 'Código de verificación: TLM-5521-7Q - Emitido el 3 de mayo')).toBe(
      false,
    );
  });
});

describe('prose that lost the words after an article', () => {
  it('doubts an article right before a preposition', () => {
    expect(wordsLostAfterArticle('que corresponde al lote doce de la en el de la Población Arauco')).toBe(
      true,
    );
    expect(wordsLostAfterArticle('sitio número cuatro, según plano archivado bajo el con el número 77')).toBe(
      true,
    );
  });

  it('keeps prose whose articles lead to their nouns', () => {
    expect(
      wordsLostAfterArticle(
        'casa y sitio de la manzana B de la Villa Los Copihues, según plano archivado bajo el número 18',
      ),
    ).toBe(false);
  });
});

describe("a list of parties read from a margin note's words", () => {
  const owner = (nombre: string) => ({ nombre, rut: null, domicilio: null, estado_civil: null });
  const list = (names: string[]): Report => ({
    ...emptyReport(today),
    property_registry_history: [
      {
        ...newRegistryEntry(today),
        propietarios: names.map(owner),
      } as Report['property_registry_history'][number],
    ],
  });
  const at = (index: number) => `property_registry_history[0].propietarios[${index}].nombre`;
  const doubtedAs = (reasons: ('name_shape' | 'name_role')[] | undefined): Provenance => ({
    ...read('ANOTACIÓN TRANSFERENCIA a INVERSIONES PIUQUENES SpA CBR OVALLE'),
    ...(reasons ? { unsure: reasons } : {}),
  });

  it('doubts the names that passed where most failed their shape', () => {
    const report = list(['ANOTACIÓN TRANSFERENCIA', 'INVERSIONES PIUQUENES SpA', 'CBR OVALLE']);
    const marked = {
      [at(0)]: doubtedAs(['name_shape']),
      [at(1)]: doubtedAs(undefined),
      [at(2)]: doubtedAs(['name_shape']),
    };
    expect(namesOfGarbledLists(report, marked)).toEqual([at(1)]);
  });

  it('keeps a list with one name doubted', () => {
    const report = list(['ANA LUISA CAYUQUEO MILLA', 'C.L N', 'PEDRO PAINEMAL ROA']);
    const marked = {
      [at(0)]: doubtedAs(undefined),
      [at(1)]: doubtedAs(['name_shape']),
      [at(2)]: doubtedAs(undefined),
    };
    expect(namesOfGarbledLists(report, marked)).toEqual([]);
  });
});

describe('a prose value cut inside its brackets', () => {
  const base = 'public_expropriation_certificates[0]';
  const checked = (road: string) =>
    doubtValues(
      {
        ...emptyReport(today),
        public_expropriation_certificates: [
          { ...newPublicExpropriationCertificate(), expropiacion_vial: true, vias_expropiacion_vial: road },
        ],
      },
      { [`${base}.vias_expropiacion_vial`]: read(`Vía afectada: ${road}`, 'dom.pdf') },
      today,
    )[`${base}.vias_expropiacion_vial`]?.unsure ?? [];

  it('doubts a road whose bracket opens and never closes: its words after it were lost', () => {
    expect(checked('ensanche de avenida Los Olmos (Plan Regulador')).toContain('value_shape');
    expect(checked('apertura de pasaje Tres [perfil de')).toContain('value_shape');
  });

  it('keeps a road with its brackets closed, or an item’s letter', () => {
    expect(
      checked('ensanche de avenida Los Olmos (Plan Regulador Comunal, perfil de 20 metros)'),
    ).not.toContain('value_shape');
    expect(checked('a) ensanche de avenida Los Olmos')).not.toContain('value_shape');
  });
});
