import { describe, expect, it } from 'vitest';

import { debt, earlierEntry, entry, facts, gp, person, report } from '../../../tests/factories/findings';
import type { Provenance, ProvenanceMap } from '../../../common/record/provenance';
import { combineOutcomes } from './combineOutcomes';
import { mergeIntoReport } from '../merge/mergeIntoReport';
import { propertyDisagreements, recordConflicts } from './conflicts';
import { newFiscalAppraisal } from '../../../common/documents/types/avaluoFiscal';
import { readDocument } from './analyzeDossier';
import { documentFromPages } from '../../../tests/support/engineDocuments';

const referenceDate = new Date('2025-09-15T12:00:00Z');

const read = (file: string, snippet: string, page = 1): Provenance => ({
  file,
  page,
  snippet,
  confidence: 0.9,
  boxes: [{ page, x: 50, y: 700, width: 80, height: 10 }],
});

/** Where the engine read the inscription's and the TGR certificate's rol and owners. */
const provenance: ProvenanceMap = {
  'property_registry_history[0].rol_avaluo': read('dominio.pdf', 'Rol de Avalúo N° 4521-87', 2),
  'property_registry_history[0].propietarios[0]': read('dominio.pdf', 'doña CAROLINA ANDREA BRAVO LAGOS'),
  'debt_certificates[0].rol_avaluo': read('tgr.pdf', 'ROL 120-04521-088'),
  'gp_certificates[0].propietarios': read('gp.pdf', 'a nombre de BRAVO LAGOS CAROLINA ANDREA'),
};

describe('recordConflicts', () => {
  it('marks a rol two documents give differently on both, each citing the other', () => {
    const marked = recordConflicts(
      report({ debt_certificates: [debt({ rol_avaluo: '120-04521-088' })] }),
      provenance,
      facts(),
    );
    expect(marked['property_registry_history[0].rol_avaluo']).toMatchObject({
      file: 'dominio.pdf',
      unsure: ['conflicting_documents'],
      conflicts: [
        {
          value: '120-04521-088',
          file: 'tgr.pdf',
          page: 1,
          snippet: 'ROL 120-04521-088',
          boxes: [{ page: 1, x: 50 }],
        },
      ],
    });
    expect(marked['debt_certificates[0].rol_avaluo']).toMatchObject({
      unsure: ['conflicting_documents'],
      conflicts: [{ value: '4521-87', file: 'dominio.pdf', page: 2 }],
    });
    expect(marked['property_registry_history[0].rol_avaluo']?.confidence).toBe(0.9);
  });

  it('marks only the odd reading when two documents or more give the value alike against it', () => {
    const appraisal = { ...newFiscalAppraisal(), rol_avaluo: '04521-00088' };
    const sources: ProvenanceMap = {
      ...provenance,
      'certificados_avaluo[0].rol_avaluo': read('sii.pdf', 'Rol de Avalúo 04521-00088'),
    };
    const marked = recordConflicts(
      report({
        property_registry_history: [entry({ rol_avaluo: '4527-88' }), earlierEntry()],
        debt_certificates: [debt({ rol_avaluo: '120-04521-088' })],
        certificados_avaluo: [appraisal],
      }),
      sources,
      facts(),
    );
    expect(marked['property_registry_history[0].rol_avaluo']).toMatchObject({
      unsure: ['conflicting_documents'],
      conflicts: [{ file: 'tgr.pdf' }, { file: 'sii.pdf' }],
    });
    expect(marked['debt_certificates[0].rol_avaluo']?.unsure).toBeUndefined();
    expect(marked['certificados_avaluo[0].rol_avaluo']?.unsure).toBeUndefined();
  });

  it('marks both sides when the documents against a reading do not agree among themselves', () => {
    const sources: ProvenanceMap = {
      ...provenance,
      'certificados_avaluo[0].rol_avaluo': read('sii.pdf', 'Rol de Avalúo 04521-00089'),
    };
    const marked = recordConflicts(
      report({
        property_registry_history: [entry({ rol_avaluo: '4527-88' }), earlierEntry()],
        debt_certificates: [debt({ rol_avaluo: '120-04521-088' })],
        certificados_avaluo: [{ ...newFiscalAppraisal(), rol_avaluo: '04521-00089' }],
      }),
      sources,
      facts(),
    );
    expect(marked['debt_certificates[0].rol_avaluo']?.unsure).toEqual(['conflicting_documents']);
    expect(marked['certificados_avaluo[0].rol_avaluo']?.unsure).toEqual(['conflicting_documents']);
  });

  it('does not take a rol printed another way for another rol', () => {
    const marked = recordConflicts(
      report({ debt_certificates: [debt({ rol_avaluo: '120-04521-087' })] }),
      provenance,
      facts(),
    );
    expect(Object.values(marked).filter((entry) => entry.conflicts)).toEqual([]);
  });

  it('cites the aseo certificate, which the report keeps only as facts', () => {
    const marked = recordConflicts(
      report(),
      provenance,
      facts({
        aseo: [
          {
            file: 'aseo.pdf',
            rol_avaluo: '4521-90',
            debt: false,
            fecha_emision: null,
            source: read('aseo.pdf', 'Rol 4521-90'),
          },
        ],
      }),
    );
    expect(marked['property_registry_history[0].rol_avaluo']?.conflicts).toMatchObject([
      { value: '4521-90', file: 'aseo.pdf' },
    ]);
  });

  it('marks owners the GP names differently, on the GP’s list and on the inscription’s owner', () => {
    const marked = recordConflicts(
      report({
        gp_certificates: [gp({ propietarios: [{ nombre: 'BRAVO LAGOS CAROLINA ANDRES', rut: null }] })],
      }),
      provenance,
      facts(),
    );
    expect(marked['gp_certificates[0].propietarios']).toMatchObject({
      unsure: ['conflicting_documents'],
      conflicts: [{ value: 'CAROLINA ANDREA BRAVO LAGOS', file: 'dominio.pdf' }],
    });
    expect(marked['property_registry_history[0].propietarios[0]']?.conflicts).toMatchObject([
      { value: 'BRAVO LAGOS CAROLINA ANDRES', file: 'gp.pdf' },
    ]);
  });

  it('marks the RUT an owner has in another document', () => {
    const taxpayer = { nombre: 'BRAVO LAGOS CAROLINA ANDREA', rut: '9.876.543-3' };
    const marked = recordConflicts(
      report({ debt_certificates: [debt({ contribuyente: taxpayer })] }),
      { ...provenance, 'debt_certificates[0].contribuyente.rut': read('tgr.pdf', 'RUT 9.876.543-3') },
      facts(),
    );
    expect(marked['debt_certificates[0].contribuyente.rut']?.conflicts).toMatchObject([
      { value: '16.482.937-5', file: 'dominio.pdf' },
    ]);
    expect(marked['property_registry_history[0].propietarios[0]']?.conflicts).toMatchObject([
      { value: '9.876.543-3', file: 'tgr.pdf' },
    ]);
  });

  it('reads names alike whatever their order, accents, case and spacing', () => {
    const owner = person('Carolina Andréa  Bravo Lagos');
    const marked = recordConflicts(
      report({ property_registry_history: [entry({ propietarios: [owner] })], gp_certificates: [gp()] }),
      provenance,
      facts(),
    );
    expect(Object.values(marked).filter((entry) => entry.conflicts)).toEqual([]);
  });

  it('follows the values the report keeps: a disagreement gone is unmarked, other doubts stay', () => {
    const before = recordConflicts(
      report({ debt_certificates: [debt({ rol_avaluo: '4521-88' })] }),
      {
        ...provenance,
        'debt_certificates[0].rol_avaluo': {
          ...read('tgr.pdf', 'ROL 4521-88'),
          unsure: ['ocr_low_confidence'],
        },
      },
      facts(),
    );
    expect(before['debt_certificates[0].rol_avaluo']?.unsure).toEqual([
      'ocr_low_confidence',
      'conflicting_documents',
    ]);
    const after = recordConflicts(report({ debt_certificates: [debt()] }), before, facts());
    expect(after['debt_certificates[0].rol_avaluo']).not.toHaveProperty('conflicts');
    expect(after['debt_certificates[0].rol_avaluo']?.unsure).toEqual(['ocr_low_confidence']);
    expect(after['property_registry_history[0].rol_avaluo']).toEqual(
      provenance['property_registry_history[0].rol_avaluo'],
    );
  });

  it('does not doubt a reading for disagreeing with one doubted for what it is, only for OCR’s confidence', () => {
    const inscription = report({ gp_certificates: [gp({ fojas: 1408, numero: 1132 })] });
    const guessed = (snippet: string): Provenance => ({
      ...read('gp.pdf', snippet),
      confidence: 0.4,
      unsure: ['inferred'],
    });
    const sources: ProvenanceMap = {
      'property_registry_history[0].fojas': read('dominio.pdf', 'inscripción de dominio de fojas 61234'),
      'property_registry_history[0].numero': read('dominio.pdf', 'número 88901 del Registro'),
      'gp_certificates[0].fojas': guessed('Inscrito a Fs. 1408 Nro. 1132'),
      'gp_certificates[0].numero': guessed('Inscrito a Fs. 1408 Nro. 1132'),
    };
    const marked = recordConflicts(inscription, sources, facts());
    expect(marked['property_registry_history[0].fojas']?.unsure).toBeUndefined();
    expect(marked['property_registry_history[0].numero']?.unsure).toBeUndefined();
    expect(marked['gp_certificates[0].fojas']).toMatchObject({
      unsure: ['inferred', 'conflicting_documents'],
      conflicts: [{ value: 61234, file: 'dominio.pdf' }],
    });
    const ocrOnly: ProvenanceMap = {
      ...sources,
      'gp_certificates[0].fojas': { ...guessed('Fs. 1408'), unsure: ['ocr_low_confidence'] },
    };
    expect(
      recordConflicts(inscription, ocrOnly, facts())['property_registry_history[0].fojas']?.unsure,
    ).toEqual(['conflicting_documents']);
  });

  it('does not doubt a reading a third document gives alike for one OCR doubted, only for one read surely', () => {
    const twoCertificates = report({ gp_certificates: [gp(), gp({ fojas: 61284 })] });
    const sources = (second: Provenance): ProvenanceMap => ({
      'property_registry_history[0].fojas': read('dominio.pdf', 'inscripción de fojas 61234'),
      'gp_certificates[0].fojas': read('gp.pdf', 'Inscrita a fs. 61234'),
      'gp_certificates[1].fojas': second,
    });
    const ocrDoubted: Provenance = {
      ...read('bien_familiar.scan.pdf', 'Fojas 61284'),
      confidence: 0.4,
      unsure: ['ocr_low_confidence'],
    };
    const marked = recordConflicts(twoCertificates, sources(ocrDoubted), facts());
    expect(marked['property_registry_history[0].fojas']?.unsure).toBeUndefined();
    expect(marked['gp_certificates[1].fojas']).toMatchObject({
      unsure: ['ocr_low_confidence', 'conflicting_documents'],
      conflicts: [{ value: 61234, file: 'dominio.pdf' }],
    });
    const readSurely = recordConflicts(
      twoCertificates,
      sources(read('bien_familiar.pdf', 'Fojas 61284')),
      facts(),
    );
    expect(readSurely['property_registry_history[0].fojas']?.unsure).toEqual(['conflicting_documents']);
  });

  it('neither marks nor cites a value a person wrote', () => {
    const marked = recordConflicts(
      report({ debt_certificates: [debt({ rol_avaluo: '4521-88' })] }),
      provenance,
      facts(),
      new Set(['property_registry_history[0].rol_avaluo']),
    );
    expect(Object.values(marked).filter((entry) => entry.conflicts)).toEqual([]);
  });
});

describe('combineOutcomes', () => {
  it('records the conflict between documents read apart', () => {
    const dominio = documentFromPages('dominio.pdf', [
      [
        'CONSERVADOR DE BIENES RAICES DE SANTIAGO',
        'CERTIFICADO DE DOMINIO VIGENTE',
        'Certifico que la inscripción de fojas 1874 número 652 del Registro de Propiedad del año 2013',
        'se encuentra vigente. Santiago, 2 de septiembre de 2025.',
        'Don PEDRO PABLO ROJAS MUÑOZ es dueño del inmueble ubicado en calle Astorga 512, comuna de Ñuñoa.',
        'Lo adquirió por compra a doña ANA MARÍA SOTO VERA. Rol de Avalúo N° 0412-0033.',
      ].join('\n'),
    ]);
    const tgr = documentFromPages('tgr.pdf', [
      [
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'Certificado de Deuda',
        'NOMBRE: ROJAS MUÑOZ PEDRO PABLO',
        'ROL: 120-00412-034',
        'Fecha de Emisión del Certificado: 02-09-2025',
      ].join('\n'),
    ]);
    const analysis = combineOutcomes(
      [readDocument(dominio, false, []), readDocument(tgr, false, [])],
      referenceDate,
    );
    expect(analysis.output.property_registry_history[0]?.rol_avaluo).toBe('412-33');
    expect(analysis.output.debt_certificates?.[0]?.rol_avaluo).toBe('412-34');
    expect(analysis.provenance['property_registry_history[0].rol_avaluo']?.conflicts).toMatchObject([
      { value: '412-34', file: 'tgr.pdf', page: 1 },
    ]);
    expect(analysis.provenance['debt_certificates[0].rol_avaluo']?.conflicts).toMatchObject([
      { value: '412-33', file: 'dominio.pdf', page: 1 },
    ]);
    expect(analysis.findings.map((finding) => finding.code)).toContain('ROL_INCONSISTENTE');
  });
});

describe('recordConflicts after a later analysis', () => {
  it('compares the new documents with those the report holds, at their merged places', () => {
    const existing = { output: report(), provenance };
    const incoming = {
      output: report({ property_registry_history: [], debt_certificates: [debt({ rol_avaluo: '4521-88' })] }),
      provenance: { 'debt_certificates[0].rol_avaluo': read('tgr-nuevo.pdf', 'ROL 4521-88') },
    };
    const merged = mergeIntoReport(existing, incoming);
    const marked = recordConflicts(merged.output, merged.provenance, facts());
    expect(marked['debt_certificates[0].rol_avaluo']?.conflicts).toMatchObject([
      { value: '4521-87', file: 'dominio.pdf' },
    ]);
    expect(marked['property_registry_history[0].rol_avaluo']?.conflicts).toMatchObject([
      { value: '4521-88', file: 'tgr-nuevo.pdf' },
    ]);
  });
});

describe('propertyDisagreements', () => {
  it('finds nothing when the dominio vigente, the GP and the certificates agree', () => {
    const agreeing = report({
      gp_certificates: [gp({ comuna: 'Ñuñoa' })],
      debt_certificates: [debt({ comuna_propiedad: 'ÑUÑOA' })],
    });
    expect(propertyDisagreements(agreeing)).toEqual([]);
  });

  it('pairs the property’s inscription in the dominio vigente and in the GP when they differ', () => {
    const pairs = propertyDisagreements(report({ gp_certificates: [gp({ numero: 88910 })] }));
    expect(pairs.map(([a, b]) => [a.path, b.path, b.value])).toEqual([
      ['property_registry_history[0].numero', 'gp_certificates[0].numero', 88910],
    ]);
  });

  it('pairs certificates that give the property different comunas, marking both sides', () => {
    const disagreeing = report({
      gp_certificates: [gp({ comuna: 'Ñuñoa' })],
      debt_certificates: [debt({ comuna_propiedad: 'Providencia' })],
    });
    const marked = recordConflicts(
      disagreeing,
      {
        'gp_certificates[0].comuna': read('gp.pdf', 'comuna de ÑUÑOA'),
        'debt_certificates[0].comuna_propiedad': read('tgr.pdf', 'COMUNA PROVIDENCIA'),
      },
      facts(),
    );
    expect(marked['gp_certificates[0].comuna']).toMatchObject({
      unsure: ['conflicting_documents'],
      conflicts: [{ value: 'Providencia', file: 'tgr.pdf' }],
    });
    expect(marked['debt_certificates[0].comuna_propiedad']?.conflicts?.[0]?.value).toBe('Ñuñoa');
  });

  it('pairs the TGR’s and the SII’s address of one rol when neither starts the other', () => {
    const appraisal = (direccion: string, rol_avaluo = '4521-87') => ({
      ...newFiscalAppraisal(),
      direccion,
      rol_avaluo,
    });
    const tgr = debt({ rol_avaluo: '120-04521-087', direccion_propiedad: 'AV LOS OLMOS 1520 DP 31 ÑUÑOA' });
    const pairs = (direccion: string, rol?: string) =>
      propertyDisagreements(
        report({ debt_certificates: [tgr], certificados_avaluo: [appraisal(direccion, rol)] }),
      ).map(([a, b]) => [a.path, b.value]);
    expect(pairs('AV LOS OLMOS 1520 DP 31')).toEqual([]);
    expect(pairs('AV LOS OLMOS 1520 DP 31 ÑUÑOA BLOCK')).toEqual([]);
    expect(pairs('LOS OLMOS 1520 DP 31')).toEqual([]);
    expect(pairs('PJ LOS OLMOS 1520 DP 31')).toEqual([]);
    expect(pairs('AV LOS OLMAS 1520 DP 31')).toEqual([
      ['debt_certificates[0].direccion_propiedad', 'AV LOS OLMAS 1520 DP 31'],
    ]);
    expect(pairs('PJ EL ROBLE 44', '4521-90')).toEqual([]);
  });

  it('pairs a boundary the current and the earlier title give different lengths, when they share others', () => {
    const boundary = (direccion: string, largo: string, propiedad: string) => ({
      direccion,
      largo,
      propiedad,
    });
    const copied = [
      boundary('Norte', '42,15 metros', 'calle Dublé Almeyda'),
      boundary('Sur', '40,80 metros', 'otros propietarios'),
      boundary('Poniente', '18,20 metros', 'sitio número catorce'),
      boundary('Poniente', '17,40 metros', 'sitio número quince'),
    ];
    const misread = [boundary('Norte', '15,00 metros', 'calle Dublé Almeyda'), ...copied.slice(1)];
    const pairs = propertyDisagreements(
      report({
        property_registry_history: [entry({ deslindes: misread }), earlierEntry({ deslindes: copied })],
      }),
    );
    expect(pairs.map(([a, b]) => [a.path, a.value, b.path, b.value])).toEqual([
      [
        'property_registry_history[0].deslindes[0].largo',
        '15,00 metros',
        'property_registry_history[1].deslindes[0].largo',
        '42,15 metros',
      ],
    ]);
    const anotherLot = copied.map((line) => ({ ...line, largo: '9,00 metros' }));
    expect(
      propertyDisagreements(
        report({
          property_registry_history: [entry({ deslindes: misread }), earlierEntry({ deslindes: anotherLot })],
        }),
      ),
    ).toEqual([]);
  });

  it('pairs a description the titles copy almost alike, not one worded otherwise', () => {
    const copied =
      'departamento número quinientos cuatro del quinto piso, de la bodega número veintitrés y del estacionamiento número cuarenta y uno, ambos del primer subterráneo, todos del Edificio Parque Suecia, con acceso por calle Suecia número dos mil ochocientos setenta y uno, Comuna de Ñuñoa, Región Metropolitana, de acuerdo al plano archivado bajo el número 7431';
    const misread =
      'departamento número quinientos cuatro piso, de la bodega número veintitrés y de miento número cuarenta y uno, ambos del terráneo, todos del Edificio Parque Suecia, con acceso por calle Suecia número dos mil ochocientos setenta y uno, Comuna de Ñuñoa, Región Metropolitana, de acuerdo al plano archivado bajo el número 7431';
    const titles = (current: string, earlier: string) =>
      report({
        property_registry_history: [
          entry({ descripcion_propiedad: current }),
          earlierEntry({ descripcion_propiedad: earlier }),
        ],
      });
    expect(propertyDisagreements(titles(misread, copied)).map(([a, b]) => [a.path, b.path])).toEqual([
      [
        'property_registry_history[0].descripcion_propiedad',
        'property_registry_history[1].descripcion_propiedad',
      ],
    ]);
    expect(propertyDisagreements(titles(copied, `${copied.toUpperCase()}.`))).toEqual([]);
    expect(
      propertyDisagreements(
        titles(copied, 'sitio número nueve de la manzana F del plano de loteo, Comuna de Ñuñoa'),
      ),
    ).toEqual([]);
  });
});
