import { describe, expect, it } from 'vitest';
import type { Provenance, ProvenanceMap } from '../../../../common/record/provenance';
import { emptyReport, newRegistryEntry } from '../../../../common/report/defaults';
import { newGpCertificate, newLien, newProhibition } from '../../../../common/documents/types/gp';
import { newMarriageCertificate } from '../../../../common/documents/types/matrimonio';
import { newPublicExpropriationCertificate } from '../../../../common/documents/types/afectacionUtilidadPublica';
import { newPropertySituationReport } from '../../../../common/documents/types/serviuNoExpropiacion';
import { newDebtCertificate } from '../../../../common/documents/types/deudaTgr';
import { newFiscalAppraisal } from '../../../../common/documents/types/avaluoFiscal';
import type { Report } from '../../../../common/report/schema';
import { doubtValues, SELF_CHECKED_CODE_CONFIDENCE } from './doubtValues';

const today = new Date('2025-10-20T12:00:00Z');
const read = (snippet: string, extra: Partial<Provenance> = {}): Provenance => ({
  file: 'dominio.pdf',
  page: 1,
  snippet,
  confidence: 0.9,
  ...extra,
});

function study(): Report {
  const entry = {
    ...newRegistryEntry(today),
    fecha_emision: '2025-10-14',
    fecha_registro: '2020-07-16',
    fojas: 3318,
    numero: 2907,
    ano: 2020,
    fojas_anterior: 1022,
    numero_anterior: 845,
    ano_anterior: 2012,
  };
  return { ...emptyReport(today), property_registry_history: [entry] };
}

const referencePaths = ['fojas', 'numero', 'ano'].map((key) => `property_registry_history[0].${key}`);
const traced = (): ProvenanceMap =>
  Object.fromEntries(
    [...referencePaths, 'property_registry_history[0].fecha_emision'].map((path) => [
      path,
      read(`fojas 3318 número 2907 del año 2020, ${path}`),
    ]),
  );

describe('doubtValues', () => {
  it('doubts a text-layer value whose words lie across a column gutter, not one read by OCR', () => {
    const report = study();
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    report.property_registry_history = [
      { ...entry, descripcion_propiedad: 'DONACIÓN casa y sitio del lote 9' },
    ];
    const path = 'property_registry_history[0].descripcion_propiedad';
    const boxes = [
      { page: 1, x: 40, y: 600, width: 50, height: 10 },
      { page: 1, x: 140, y: 600, width: 120, height: 10 },
    ];
    const provenance = { [path]: read('dueño de la DONACIÓN casa y sitio del lote 9, deslinda', { boxes }) };
    expect(doubtValues(report, provenance, today)[path]?.unsure).toEqual(['value_shape']);
    expect(doubtValues(report, provenance, today, new Set(['dominio.pdf']))[path]?.unsure).toBeUndefined();
  });

  it('doubts a neighbour holding a date, and a scanned value with a mark inside a word', () => {
    const report = study();
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    report.property_registry_history = [
      {
        ...entry,
        deslindes: [
          {
            direccion: 'Norte',
            largo: '12,50 metros',
            propiedad: 'Pucón, 14/08/2019 sitio número veinticuatro',
          },
          { direccion: 'Oriente', largo: '85,00 metros', propiedad: 'camino público Cholcho! a Repocura' },
          { direccion: 'Sur', largo: '12,50 metros', propiedad: 'sitio número veinticinco' },
        ],
      },
    ];
    const path = (index: number) => `property_registry_history[0].deslindes[${index}].propiedad`;
    const provenance = Object.fromEntries(
      [0, 1, 2].map((index) => [path(index), read(`NORTE, en doce metros con ${index}`)]),
    );
    const scanned = doubtValues(report, provenance, today, new Set(['dominio.pdf']));
    expect(scanned[path(0)]?.unsure).toEqual(['value_shape']);
    expect(scanned[path(1)]?.unsure).toEqual(['value_shape']);
    expect(scanned[path(2)]?.unsure).toBeUndefined();
    expect(doubtValues(report, provenance, today)[path(1)]?.unsure).toBeUndefined();
  });

  it('doubts a lawsuit entry naming a beneficiary and no court, not one naming its court', () => {
    const lawsuit = (acreedor: string, fojas: number) => ({
      ...newProhibition(),
      tipo: 'LITIGIO',
      fojas,
      numero: 10,
      ano: 2016,
      acreedor,
    });
    const report = {
      ...emptyReport(today),
      gp_certificates: [
        {
          ...newGpCertificate(),
          prohibiciones: [lawsuit('COOPERATIVA ELÉCTRICA SUR', 12), lawsuit('BANCO SUR', 88)],
        },
      ],
    };
    const entry = (at: number) => `gp_certificates[0].prohibiciones[${at}]`;
    const provenance = {
      [entry(0)]: read(
        'GRAV. 12 10 2016 PROH. DUMBRE ELÉCTRICA a favor de COOPERATIVA ELÉCTRICA SUR LITIGIOS',
      ),
      [`${entry(0)}.fojas`]: read('GRAV. 12 10 2016'),
      [`${entry(0)}.acreedor`]: read('a favor de COOPERATIVA ELÉCTRICA SUR'),
      [entry(1)]: read(
        'LITIGIOS fs. 88 N° 10 de 2016, demanda a favor de BANCO SUR, 2° Juzgado Civil de Temuco',
      ),
      [`${entry(1)}.fojas`]: read('fs. 88 N° 10 de 2016'),
    };
    const checked = doubtValues(report, provenance, today, new Set(['dominio.pdf']));
    expect(checked[`${entry(0)}.fojas`]?.unsure).toEqual(['value_shape']);
    expect(checked[`${entry(0)}.acreedor`]?.unsure).toEqual(['value_shape']);
    expect(checked[`${entry(1)}.fojas`]?.unsure).toBeUndefined();
  });

  it('leaves a current inscription whose reference is its own unmarked', () => {
    const report = study();
    const checked = doubtValues(report, traced(), today);
    for (const path of referencePaths) expect(checked[path]?.unsure).toBeUndefined();
  });

  it('doubts a current inscription that repeats its earlier title’s reference', () => {
    const report = study();
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    report.property_registry_history = [{ ...entry, fojas: 1022, numero: 845, ano: 2012 }];
    const checked = doubtValues(report, traced(), today);
    for (const path of referencePaths) expect(checked[path]?.unsure).toContain('reference_role');
  });

  it('doubts an earlier title of the chain that repeats its own earlier title’s reference', () => {
    const report = study();
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    const earlier = { ...entry, fojas: 1022, numero: 845, ano: 2012 };
    report.property_registry_history = [
      entry,
      { ...earlier, fojas_anterior: 1022, numero_anterior: 845, ano_anterior: 2012 },
    ];
    const paths = ['fojas', 'numero', 'ano'].map((key) => `property_registry_history[1].${key}`);
    const provenance = {
      ...traced(),
      ...Object.fromEntries(paths.map((path) => [path, read(`fojas 1022 número 845 del año 2012`)])),
    };
    const checked = doubtValues(report, provenance, today);
    for (const path of paths) expect(checked[path]?.unsure).toContain('reference_role');
    for (const path of referencePaths) expect(checked[path]?.unsure).toBeUndefined();
    report.property_registry_history = [
      entry,
      { ...earlier, fojas_anterior: 88, numero_anterior: 61, ano_anterior: 1999 },
    ];
    for (const path of paths) expect(doubtValues(report, provenance, today)[path]?.unsure).toBeUndefined();
  });

  it('doubts a current inscription that is a lien of the GP', () => {
    const report = study();
    report.gp_certificates = [
      { ...newGpCertificate(), gravamenes: [{ ...newLien(), fojas: 3318, numero: 2907, ano: 2020 }] },
    ];
    const checked = doubtValues(report, traced(), today);
    expect(checked['property_registry_history[0].fojas']?.unsure).toContain('reference_role');
  });

  it('leaves the inscription a lien repeats whose reference was not read at its own words', () => {
    const report = study();
    report.gp_certificates = [
      { ...newGpCertificate(), gravamenes: [{ ...newLien(), fojas: 3318, numero: 2907, ano: 2020 }] },
    ];
    const lien = 'gp_certificates[0].gravamenes[0].fojas';
    const guessed = read('HIPOTECA a favor de BANCO DEL SUR', { unsure: ['inferred'], confidence: 0.4 });
    const checked = doubtValues(report, { ...traced(), [lien]: guessed }, today);
    expect(checked['property_registry_history[0].fojas']?.unsure).toBeUndefined();
    expect(checked[lien]?.unsure).toContain('inferred');
  });

  it('doubts the lien, not the inscription, when the GP certifies for that inscription', () => {
    const report = study();
    const reference = { fojas: 3318, numero: 2907, ano: 2020 };
    report.gp_certificates = [
      { ...newGpCertificate(), ...reference, prohibiciones: [{ ...newProhibition(), ...reference }] },
    ];
    const lien = 'gp_certificates[0].prohibiciones[0].fojas';
    const checked = doubtValues(report, { ...traced(), [lien]: read('fojas 3318 número 2907') }, today);
    expect(checked['property_registry_history[0].fojas']?.unsure).toBeUndefined();
    expect(checked[lien]?.unsure).toContain('reference_role');
  });

  it('doubts words run together in an address or a clause, not the same words spaced', () => {
    const report = study();
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    const glued = 'bodegay estacionamiento en avenida Los Pinosnúmero 45';
    const spaced = 'bodega y estacionamiento en avenida Los Pinos número 45';
    for (const [description, unsure] of [
      [glued, ['value_shape']],
      [spaced, undefined],
    ] as const) {
      report.property_registry_history = [{ ...entry, descripcion_propiedad: description }];
      const path = 'property_registry_history[0].descripcion_propiedad';
      const checked = doubtValues(report, { ...traced(), [path]: read(`Inmueble: ${description}.`) }, today);
      expect(checked[path]?.unsure).toEqual(unsure);
    }
  });

  it('doubts a current owner’s domicile without a street, not one that names a comuna alone', () => {
    const report = study();
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    const owner = (domicilio: string) => ({ nombre: 'ANA ROJAS', rut: null, estado_civil: null, domicilio });
    report.property_registry_history = [
      { ...entry, propietarios: [owner('Villa Los Aromos'), owner('Puerto Montt')] },
    ];
    const checked = doubtValues(
      report,
      {
        'property_registry_history[0].propietarios[0].domicilio': read('domiciliada en Villa Los Aromos'),
        'property_registry_history[0].propietarios[1].domicilio': read('domiciliado en Puerto Montt'),
      },
      today,
    );
    expect(checked['property_registry_history[0].propietarios[0].domicilio']?.unsure).toEqual([
      'address_shape',
    ]);
    expect(checked['property_registry_history[0].propietarios[1].domicilio']?.unsure).toBeUndefined();
  });

  it('doubts an issue date in the future', () => {
    const report = study();
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    report.property_registry_history = [{ ...entry, fecha_emision: '2025-12-01' }];
    const checked = doubtValues(report, traced(), today);
    expect(checked['property_registry_history[0].fecha_emision']?.unsure).toEqual(['date_implausible']);
  });

  it('doubts a "sí" whose mark was not found, and the details of a doubtful answer', () => {
    const report = study();
    report.public_expropriation_certificates = [
      {
        ...newPublicExpropriationCertificate(),
        objeto_expropiacion: true,
        expropiacion_vial: true,
        expropiacion_por_parque: false,
      },
    ];
    const prefix = 'public_expropriation_certificates[0].';
    const provenance: ProvenanceMap = {
      [`${prefix}objeto_expropiacion`]: read('SÍ se encuentra afecta', { unsure: ['ocr_low_confidence'] }),
      [`${prefix}expropiacion_vial`]: read('afecta por vialidad', { derived: true }),
      [`${prefix}expropiacion_por_parque`]: read('parques: no afecto'),
    };
    const checked = doubtValues(report, provenance, today);
    expect(checked[`${prefix}expropiacion_vial`]?.unsure).toEqual(
      expect.arrayContaining(['yes_no_unmarked', 'ocr_low_confidence']),
    );
    // A "no" per kind its own undoubted words deny ("no afecto") is not reached by the main's doubt.
    expect(checked[`${prefix}expropiacion_por_parque`]?.unsure).toBeUndefined();
  });

  it('doubts a "sí" read among words that deny the affectation, and the answers beside it', () => {
    const report = study();
    report.property_situation_reports = [{ ...newPropertySituationReport(), objeto_expropiacion: true }];
    report.public_expropriation_certificates = [
      { ...newPublicExpropriationCertificate(), objeto_expropiacion: true, expropiacion_vial: true },
    ];
    const serviu = 'property_situation_reports[0].objeto_expropiacion';
    const prefix = 'public_expropriation_certificates[0].';
    const provenance: ProvenanceMap = {
      [serviu]: read('el predio no se encuentra afecto a expropiación de este Servicio'),
      [`${prefix}objeto_expropiacion`]: read('Apertura de calle: SIN AFECTACIÓN'),
      [`${prefix}expropiacion_vial`]: read('Ensanche de calle: AFECTA'),
    };
    const checked = doubtValues(report, provenance, today);
    expect(checked[serviu]?.unsure).toEqual(['yes_no_unmarked']);
    expect(checked[`${prefix}objeto_expropiacion`]?.unsure).toEqual(['yes_no_unmarked']);
    expect(checked[`${prefix}expropiacion_vial`]?.unsure).toEqual(['yes_no_unmarked']);
    expect(provenance[`${prefix}expropiacion_vial`]?.unsure).toBeUndefined();
  });

  it('keeps a main answer’s OCR doubt to itself when undoubted answers per kind agree with it', () => {
    const report = study();
    const certificate = {
      ...newPublicExpropriationCertificate(),
      objeto_expropiacion: false,
      expropiacion_vial: false,
      expropiacion_por_parque: false,
    };
    report.public_expropriation_certificates = [certificate];
    const prefix = 'public_expropriation_certificates[0].';
    const provenance: ProvenanceMap = {
      [`${prefix}objeto_expropiacion`]: read('DIRECCIÓN DE OBRAS MUNlCIPALES', {
        unsure: ['ocr_low_confidence'],
      }),
      [`${prefix}expropiacion_vial`]: read('1. Vialidad: ( ) Afecta (X) No afecta'),
      [`${prefix}expropiacion_por_parque`]: read('2. Áreas verdes: ( ) Afecta (X) No afecta'),
    };
    const checked = doubtValues(report, provenance, today);
    expect(checked[`${prefix}objeto_expropiacion`]?.unsure).toEqual(['ocr_low_confidence']);
    expect(checked[`${prefix}expropiacion_vial`]?.unsure).toBeUndefined();
    expect(checked[`${prefix}expropiacion_por_parque`]?.unsure).toBeUndefined();
    const { [`${prefix}expropiacion_por_parque`]: _parks, ...parksUnread } = provenance;
    const partial = doubtValues(report, parksUnread, today);
    expect(partial[`${prefix}expropiacion_vial`]?.unsure).toEqual(['ocr_low_confidence']);
  });

  it('doubts the details of a doubtful answer per kind, and a main "no" summing up a doubtful one', () => {
    const report = study();
    report.public_expropriation_certificates = [
      {
        ...newPublicExpropriationCertificate(),
        objeto_expropiacion: false,
        expropiacion_vial: false,
        expropiacion_por_parque: true,
        tipo_afectacion_por_parque: 'Afectación involucra sólo terreno',
      },
    ];
    const prefix = 'public_expropriation_certificates[0].';
    const provenance: ProvenanceMap = {
      [`${prefix}objeto_expropiacion`]: read('AFECTACIÓN POR VIALIDAD: SIX] NO[]'),
      [`${prefix}expropiacion_vial`]: read('AFECTACIÓN POR VIALIDAD: SIX] NO[]', {
        unsure: ['ocr_low_confidence'],
      }),
      [`${prefix}expropiacion_por_parque`]: read('Concepto   Sí   Observaciones   Plaza proyectada'),
      [`${prefix}tipo_afectacion_por_parque`]: read('Concepto   Sí   Observaciones   Plaza proyectada'),
    };
    const checked = doubtValues(report, provenance, today);
    expect(checked[`${prefix}objeto_expropiacion`]?.unsure).toEqual(['yes_no_unmarked']);
    expect(checked[`${prefix}expropiacion_por_parque`]?.unsure).toEqual(['yes_no_unmarked']);
    expect(checked[`${prefix}tipo_afectacion_por_parque`]?.unsure).toEqual(['yes_no_unmarked']);
  });

  it('doubts a "sí" read from a question whose answer was lost, not one answered', () => {
    const report = study();
    report.property_situation_reports = [
      { ...newPropertySituationReport(), objeto_expropiacion: true },
      { ...newPropertySituationReport(), objeto_expropiacion: true },
    ];
    const provenance: ProvenanceMap = {
      'property_situation_reports[0].objeto_expropiacion': read('Inmueble afecto a expropiación: Folio 2231'),
      'property_situation_reports[1].objeto_expropiacion': read('Inmueble afecto a expropiación: [X] SÍ'),
    };
    const checked = doubtValues(report, provenance, today);
    expect(checked['property_situation_reports[0].objeto_expropiacion']?.unsure).toEqual(['yes_no_unmarked']);
    expect(checked['property_situation_reports[1].objeto_expropiacion']?.unsure).toBeUndefined();
  });

  it('doubts a lien’s reference read past another entry, and two entries of one certificate alike', () => {
    const report = study();
    const lien = (tipo: string, fojas: number, numero: number) => ({
      ...newLien(),
      tipo,
      fojas,
      numero,
      ano: 2022,
    });
    report.gp_certificates = [
      {
        ...newGpCertificate(),
        gravamenes: [lien('HIPOTECA', 812, 640), lien('SERVIDUMBRE', 90, 77)],
        prohibiciones: [
          { ...newProhibition(), ...lien('EMBARGO', 90, 77) },
          { ...newProhibition(), ...lien('PROHIBICION', 300, 211) },
        ],
      },
    ];
    const gp = 'gp_certificates[0].';
    const provenance: ProvenanceMap = {
      [`${gp}gravamenes[0].fojas`]: read(
        '1 HIPOTECA Fs.455Nº 301 de 2022 BANCO 2 PROHIBICION Fs. 812 N° 640 de 2022',
      ),
      [`${gp}prohibiciones[1].fojas`]: read('3 PROHIBICION Fs. 300 N° 211 de 2022 BANCO'),
    };
    const checked = doubtValues(report, provenance, today);
    expect(checked[`${gp}gravamenes[0].fojas`]?.unsure).toEqual(['reference_role']);
    expect(checked[`${gp}prohibiciones[1].fojas`]?.unsure).toBeUndefined();
    const duplicated = doubtValues(
      report,
      {
        [`${gp}gravamenes[1].numero`]: read('SERVIDUMBRE fs 90 n 77'),
        [`${gp}prohibiciones[0].numero`]: read('EMBARGO fs 90 n 77'),
      },
      today,
    );
    expect(duplicated[`${gp}gravamenes[1].numero`]?.unsure).toEqual(['reference_role']);
    expect(duplicated[`${gp}prohibiciones[0].numero`]?.unsure).toEqual(['reference_role']);
  });

  it('doubts a zero deduced beside a column of amounts, not a zero printed there', () => {
    const report = study();
    report.debt_certificates = [
      { ...newDebtCertificate(), total_deuda_vencida_liquidada: 0, total_deuda_no_vencida_liquidada: 0 },
    ];
    const overdue = 'debt_certificates[0].total_deuda_vencida_liquidada';
    const notDue = 'debt_certificates[0].total_deuda_no_vencida_liquidada';
    const provenance: ProvenanceMap = {
      [overdue]: read('Detalle de la deuda Monto (CLP) Cuotas morosas', { derived: true }),
      [notDue]: read('Total deuda no vencida (CLP) 0 0 0 0'),
    };
    const checked = doubtValues(report, provenance, today);
    expect(checked[overdue]?.unsure).toEqual(['inferred']);
    expect(checked[notDue]?.unsure).toBeUndefined();
  });

  it('doubts a zero deduced from a section an OCR page did not show, not one stated or from a text page', () => {
    const report = study();
    report.debt_certificates = [
      { ...newDebtCertificate(), total_deuda_vencida_liquidada: 0, total_deuda_no_vencida_liquidada: 0 },
    ];
    const overdue = 'debt_certificates[0].total_deuda_vencida_liquidada';
    const notDue = 'debt_certificates[0].total_deuda_no_vencida_liquidada';
    const header = read('CERTIFICADO DE DEUDA Rol 812-44 Titular ROJAS PINTO', { derived: true });
    const provenance: ProvenanceMap = {
      [overdue]: header,
      [notDue]: read('La propiedad no registra deuda de contribuciones', { derived: true }),
    };
    const scanned = doubtValues(report, provenance, today, new Set(['dominio.pdf']));
    expect(scanned[overdue]?.unsure).toEqual(['inferred']);
    expect(scanned[notDue]?.unsure).toBeUndefined();
    expect(doubtValues(report, provenance, today)[overdue]?.unsure).toBeUndefined();
  });

  it('doubts a debt cut at a thousands separator, not one printed whole', () => {
    const report = study();
    report.debt_certificates = [
      {
        ...newDebtCertificate(),
        total_deuda_vencida_liquidada: 218,
        total_deuda_no_vencida_liquidada: 96450,
      },
    ];
    const overdue = 'debt_certificates[0].total_deuda_vencida_liquidada';
    const notDue = 'debt_certificates[0].total_deuda_no_vencida_liquidada';
    const provenance: ProvenanceMap = {
      [overdue]: read('Total deuda vencida $218.7 Total no vencida $96.450'),
      [notDue]: read('Total deuda vencida $218.7 Total no vencida $96.450'),
    };
    const checked = doubtValues(report, provenance, today);
    expect(checked[overdue]?.unsure).toEqual(['value_shape']);
    expect(checked[notDue]?.unsure).toBeUndefined();
  });

  it('doubts a "sí" read beside a mark OCR garbled, not one beside a clean mark', () => {
    const report = study();
    report.property_situation_reports = [
      { ...newPropertySituationReport(), objeto_expropiacion: true },
      { ...newPropertySituationReport(), objeto_expropiacion: true },
    ];
    const provenance: ProvenanceMap = {
      'property_situation_reports[0].objeto_expropiacion': read(
        'Expropiación SERVIU xX Plan Maestro Costanera',
      ),
      'property_situation_reports[1].objeto_expropiacion': read(
        'Expropiación SERVIU   X   Plan Maestro Costanera',
      ),
    };
    const checked = doubtValues(report, provenance, today);
    expect(checked['property_situation_reports[0].objeto_expropiacion']?.unsure).toEqual(['yes_no_unmarked']);
    expect(checked['property_situation_reports[1].objeto_expropiacion']?.unsure).toBeUndefined();
  });

  it('leaves a "no" read next to its label unmarked', () => {
    const report = study();
    report.public_expropriation_certificates = [
      { ...newPublicExpropriationCertificate(), objeto_expropiacion: false, expropiacion_vial: false },
    ];
    const prefix = 'public_expropriation_certificates[0].';
    const provenance: ProvenanceMap = {
      [`${prefix}objeto_expropiacion`]: read('NO se encuentra afecto'),
      [`${prefix}expropiacion_vial`]: read('Vialidad: no afecto'),
    };
    const checked = doubtValues(report, provenance, today);
    expect(checked[`${prefix}expropiacion_vial`]?.unsure).toBeUndefined();
  });

  it('marks a stated value the engine could not point at its words as inferred, citing its document', () => {
    const report = study();
    const checked = doubtValues(report, traced(), today);
    expect(checked['property_registry_history[0].fecha_registro']).toMatchObject({
      file: 'dominio.pdf',
      derived: true,
      unsure: ['inferred'],
    });
    expect(checked['property_registry_history[0].fecha_registro']?.boxes).toBeUndefined();
  });

  it('lifts OCR’s doubt from a code whose structure would show a misread, not from a random one', () => {
    const report = study();
    report.gp_certificates = [{ ...newGpCertificate(), codigo_verificacion: 'VM-2025-118843' }];
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    report.property_registry_history = [{ ...entry, codigo_verificacion: 'S6R2KD81QW' }];
    const ocrDoubted = (snippet: string) =>
      read(snippet, { confidence: 0.4, unsure: ['ocr_low_confidence'] });
    const checked = doubtValues(
      report,
      {
        ...traced(),
        'gp_certificates[0].codigo_verificacion': ocrDoubted('Código de verificación VM-2025-118843'),
        'property_registry_history[0].codigo_verificacion': ocrDoubted('Código: S6R2KD81QW'),
      },
      today,
    );
    expect(checked['gp_certificates[0].codigo_verificacion']?.unsure).toBeUndefined();
    expect(checked['gp_certificates[0].codigo_verificacion']?.confidence).toBe(SELF_CHECKED_CODE_CONFIDENCE);
    expect(checked['property_registry_history[0].codigo_verificacion']?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
  });

  it('doubts every field of a lien whose reference its whole entry prints past another entry’s kind', () => {
    const report = study();
    report.gp_certificates = [
      {
        ...newGpCertificate(),
        conservador: 'Linares',
        gravamenes: [
          {
            ...newLien(),
            tipo: 'SERVIDUMBRE',
            acreedor: 'EMPRESA ELÉCTRICA SUR S.A.',
            fojas: 640,
            numero: 512,
            ano: 2019,
          },
        ],
        prohibiciones: [{ ...newProhibition(), tipo: 'EMBARGO', fojas: 77, numero: 61, ano: 2024 }],
      },
    ];
    const gp = 'gp_certificates[0].';
    const entryWords =
      'UNA SERVIDUMBRE de tránsito en favor de EMPRESA ELÉCTRICA SUR S.A. inscrita a ls 210 N° 188 de 2001. UNA HIPOTECA en favor del BANCO DEL SUR a fs 640 N° 512 de 2019.';
    const provenance: ProvenanceMap = {
      [`${gp}gravamenes[0]`]: read(entryWords),
      [`${gp}gravamenes[0].fojas`]: read('del BANCO DEL SUR a fs 640 N° 512 de 2019.'),
      [`${gp}gravamenes[0].tipo`]: read('UNA SERVIDUMBRE de tránsito en favor de'),
      [`${gp}gravamenes[0].acreedor`]: read(entryWords),
      [`${gp}prohibiciones[0]`]: read('EMBARGO decretado por el Juzgado, inscrito a fs 77 N° 61 de 2024'),
      [`${gp}prohibiciones[0].fojas`]: read('inscrito a fs 77 N° 61 de 2024'),
      [`${gp}prohibiciones[0].tipo`]: read('EMBARGO decretado por el Juzgado'),
    };
    const checked = doubtValues(report, provenance, today);
    for (const key of ['fojas', 'tipo', 'acreedor'])
      expect(checked[`${gp}gravamenes[0].${key}`]?.unsure).toEqual(['entry_mixed']);
    expect(checked[`${gp}prohibiciones[0].fojas`]?.unsure).toBeUndefined();
    expect(checked[`${gp}prohibiciones[0].tipo`]?.unsure).toBeUndefined();
  });

  it('doubts a scanned address word one look-alike letter off the spelling more certificates of one carpeta print', () => {
    const report = study();
    report.debt_certificates = [
      { ...newDebtCertificate(), direccion_propiedad: 'PJE LOS MAITENES 40 V ARAUCO' },
    ];
    report.property_situation_reports = [
      { ...newPropertySituationReport(), direccion_propiedad: 'pasaje Los Maitenes 40, Villa Arauco' },
    ];
    report.public_expropriation_certificates = [
      { ...newPublicExpropriationCertificate(), direccion_propiedad: 'Los Maitenes 40, Villa Arauca' },
    ];
    const addresses: [string, string][] = [
      ['debt_certificates[0].direccion_propiedad', 'PJE LOS MAITENES 40 V ARAUCO'],
      ['property_situation_reports[0].direccion_propiedad', 'pasaje Los Maitenes 40, Villa Arauco'],
      ['public_expropriation_certificates[0].direccion_propiedad', 'Los Maitenes 40, Villa Arauca'],
    ];
    const provenance = Object.fromEntries(
      addresses.map(([path, address]) => [path, read(`Dirección: ${address} Comuna: Arauco`)]),
    );
    const checked = doubtValues(report, provenance, today, new Set(['dominio.pdf']));
    expect(checked['public_expropriation_certificates[0].direccion_propiedad']?.unsure).toEqual([
      'ocr_low_confidence',
    ]);
    expect(checked['debt_certificates[0].direccion_propiedad']?.unsure).toBeUndefined();
    expect(checked['property_situation_reports[0].direccion_propiedad']?.unsure).toBeUndefined();
  });

  it('doubts a name whose words are all part of a longer name another document prints', () => {
    const report = study();
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    const owner = (nombre: string) => ({ nombre, rut: null, estado_civil: null, domicilio: null });
    report.property_registry_history = [
      { ...entry, propietarios: [owner('MARCELO ANTONIO RIQUELME VERGARA')] },
    ];
    report.certificados_matrimonio = [
      {
        ...newMarriageCertificate(),
        marido: { nombre: 'MARCELO ANTONIO', rut: null },
        mujer: { nombre: 'ROSA ELENA CASTRO PIZARRO', rut: null },
      },
    ];
    report.gp_certificates = [
      { ...newGpCertificate(), propietarios: [{ nombre: 'ROSA ELENA CASTRO PIZARRO HIPOTECAS', rut: null }] },
    ];
    const names: [string, string][] = [
      ['property_registry_history[0].propietarios[0].nombre', 'MARCELO ANTONIO RIQUELME VERGARA'],
      ['certificados_matrimonio[0].marido.nombre', 'MARCELO ANTONIO'],
      ['certificados_matrimonio[0].mujer.nombre', 'ROSA ELENA CASTRO PIZARRO'],
    ];
    const provenance = Object.fromEntries(
      names.map(([path, name]) => [path, read(`Nombre: ${name}, R.U.N.`)]),
    );
    const checked = doubtValues(report, { ...traced(), ...provenance }, today);
    expect(checked['certificados_matrimonio[0].marido.nombre']?.unsure).toEqual(['name_shape']);
    expect(checked['property_registry_history[0].propietarios[0].nombre']?.unsure).toBeUndefined();
    expect(checked['certificados_matrimonio[0].mujer.nombre']?.unsure).toBeUndefined();
  });
});

describe('doubtValues, readings no other value of the report shares', () => {
  it('doubts the address and owners of a GP item repeating the GP’s inscription, not its own code', () => {
    const report = study();
    const reference = { fojas: 3318, numero: 2907, ano: 2020 };
    report.gp_certificates = [
      {
        ...newGpCertificate(),
        ...reference,
        gravamenes: [{ ...newLien(), fojas: 90, numero: 77, ano: 2021 }],
      },
      {
        ...newGpCertificate(),
        ...reference,
        codigo_verificacion: 'BF-4471',
        domicilio: 'calle Prat 120',
        propietarios: [{ nombre: 'ANA MARÍA SOTO ROJAS', rut: null }],
      },
    ];
    const item = 'gp_certificates[1].';
    const provenance = Object.fromEntries(
      ['codigo_verificacion', 'domicilio', 'propietarios[0].nombre'].map((key) => [
        `${item}${key}`,
        read(
          'CERTIFICADO DE BIEN FAMILIAR Propietaria: ANA MARÍA SOTO ROJAS Inmueble: calle Prat 120 Código: BF-4471',
        ),
      ]),
    );
    const checked = doubtValues(report, provenance, today);
    expect(checked[`${item}domicilio`]?.unsure).toContain('repeated_certificate');
    expect(checked[`${item}propietarios[0].nombre`]?.unsure).toContain('repeated_certificate');
    expect(checked[`${item}codigo_verificacion`]?.unsure).toBeUndefined();
  });

  it('doubts an appraisal total of a few pesos, not one of an appraisal', () => {
    const small = study();
    small.certificados_avaluo = [{ ...newFiscalAppraisal(), avaluo_total: 312 }];
    const whole = study();
    whole.certificados_avaluo = [{ ...newFiscalAppraisal(), avaluo_total: 41_220_905 }];
    const total = 'certificados_avaluo[0].avaluo_total';
    const source = (printed: string) => ({
      [total]: read(`AVALÚO TOTAL $ ${printed}`, { file: 'avaluo.pdf' }),
    });
    expect(doubtValues(small, source('312 .220'), today)[total]?.unsure).toEqual(['value_shape']);
    expect(doubtValues(whole, source('41.220.905'), today)[total]?.unsure).toBeUndefined();
  });

  it('doubts a destino that is a column’s label and a description opened by a connector', () => {
    const report = study();
    report.certificados_avaluo = [{ ...newFiscalAppraisal(), destino: 'AVALÚO EXENTO' }];
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    const description = 'siguientes bienes del Condominio Los Aromos: casa número 12';
    report.property_registry_history = [{ ...entry, descripcion_propiedad: description }];
    const destino = 'certificados_avaluo[0].destino';
    const descripcion = 'property_registry_history[0].descripcion_propiedad';
    const checked = doubtValues(
      report,
      {
        [destino]: read('ROL DESTINO AVALÚO EXENTO AVALÚO TOTAL'),
        [descripcion]: read(`es dueño de los ${description}`),
      },
      today,
    );
    expect(checked[destino]?.unsure).toEqual(['value_shape']);
    expect(checked[descripcion]?.unsure).toEqual(['value_shape']);
  });

  it('doubts a registration date read from the issue date’s words, not the issue date', () => {
    const report = study();
    const [entry] = report.property_registry_history;
    if (!entry) throw new Error('no entry');
    report.property_registry_history = [{ ...entry, fecha_registro: '2025-10-14' }];
    const closing = read('Osorno, a catorce de octubre de dos mil veinticinco.', {
      boxes: [{ page: 1, x: 90, y: 300, width: 150, height: 9 }],
    });
    const checked = doubtValues(
      report,
      {
        'property_registry_history[0].fecha_emision': closing,
        'property_registry_history[0].fecha_registro': closing,
      },
      today,
    );
    expect(checked['property_registry_history[0].fecha_registro']?.unsure).toEqual(['date_role']);
    expect(checked['property_registry_history[0].fecha_emision']?.unsure).toBeUndefined();
  });
});
