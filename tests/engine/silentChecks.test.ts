import { describe, expect, it } from 'vitest';

import type { Provenance } from '../../common/record/provenance';
import { emptyReport, newRegistryEntry } from '../../common/report/defaults';
import { newGpCertificate, newLien, newProhibition } from '../../common/documents/types/gp';
import { newFiscalAppraisal } from '../../common/documents/types/avaluoFiscal';
import { newMarriageCertificate } from '../../common/documents/types/matrimonio';
import { newPublicExpropriationCertificate } from '../../common/documents/types/afectacionUtilidadPublica';
import { newDebtCertificate } from '../../common/documents/types/deudaTgr';
import type { Report } from '../../common/report/schema';
import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { deedClauseInAddress } from '../../server/analysis/engine/checks/deedClauseInAddress';
import { comunaCellInAddress } from '../../server/analysis/engine/checks/comunaColumn';
import { referenceShiftedInRow } from '../../server/analysis/engine/checks/rowIndexReference';
import { courtLeftOut } from '../../server/analysis/engine/checks/courtOmitted';
import { gluedNameWords } from '../../server/analysis/engine/checks/gluedNameWords';
import { gluedOcrWords } from '../../server/analysis/engine/checks/ocrGlue';
import { nameWords } from '../../server/analysis/engine/checks/ownerTwice';
import { badCreditor } from '../../server/analysis/engine/checks/shapes';

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
