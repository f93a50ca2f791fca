import { DOCUMENT_TYPE_IDS, DOCUMENT_TYPES } from '../../common/documents/documentTypes';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../common/findings/finding';
import { readReviewStatus } from '../../common/review/status';
import { contentsEntries, type Block } from './documentBlocks';
import { assembleDocument, buildReportDocument } from './documentModel';
import { awkwardReport, sampleMeta, typicalReport } from './testing/sampleReports';

const SECTION_TITLES = [
  '1. Resumen de la propiedad por rol de avalúo',
  '2. Archivos cargados',
  '3. Historial de inscripciones de dominio',
  '4. Certificado de hipotecas, gravámenes y prohibiciones',
  '5. Deuda de contribuciones (Tesorería)',
  '6. Informe de situación de la propiedad (SERVIU)',
  '7. Certificado de afectación a utilidad pública (municipal)',
  '8. Certificado de avalúo fiscal (SII)',
  '9. Certificados de matrimonio',
  '10. Observaciones',
];

/** Every string of the blocks of one numbered section. */
function sectionText(blocks: readonly Block[], title: string): string {
  const start = blocks.findIndex((block) => block.kind === 'heading' && block.text === title);
  const end = blocks.findIndex(
    (block, index) => index > start && block.kind === 'heading' && block.level === 1,
  );
  return JSON.stringify(blocks.slice(start, end === -1 ? undefined : end));
}

describe('buildReportDocument', () => {
  it('lists the editor’s sections in the editor’s order after the cover', () => {
    const model = buildReportDocument(typicalReport(), sampleMeta());
    expect(contentsEntries(model.blocks)).toEqual(SECTION_TITLES);
    expect(model.blocks[0]).toMatchObject({ kind: 'title', text: sampleMeta().reportName });
  });

  it('puts the property, rol, commune, date of issue and document count on the cover', () => {
    const model = buildReportDocument(typicalReport(), sampleMeta());
    const cover = JSON.stringify(
      model.blocks.slice(
        0,
        model.blocks.findIndex((block) => block.kind === 'contents'),
      ),
    );
    for (const text of ['pasaje Los Copihues 8841', '3412-17', 'La Cisterna', '5 de marzo de 2026', '"10"']) {
      expect(cover).toContain(text);
    }
  });

  it('prints the review status on the cover, with the override that marked it revisado', () => {
    const coverOf = (meta: ReturnType<typeof sampleMeta>) => {
      const blocks = buildReportDocument(typicalReport(), meta).blocks;
      return JSON.stringify(
        blocks.slice(
          0,
          blocks.findIndex((block) => block.kind === 'contents'),
        ),
      );
    };
    const draft = readReviewStatus({});
    expect(coverOf(sampleMeta({ review: draft }))).toContain('Borrador');
    const reviewed = readReviewStatus({
      review_status: 'revisado',
      review_status_by_name: 'Ana Soto',
      review_status_at: '2026-03-05 15:00:00.000Z',
      review_override: {
        reason: 'Hipoteca alzada según escritura que tengo a la vista',
        byId: 'u1',
        byName: 'Ana Soto',
        at: '2026-03-05T15:00:00.000Z',
        pending: '1 gravamen o prohibición sin confirmar',
      },
    });
    const cover = coverOf(sampleMeta({ review: reviewed }));
    expect(cover).toContain('Revisado por Ana Soto el 05-03-2026');
    expect(cover).toContain(
      '1 gravamen o prohibición sin confirmar. Motivo: Hipoteca alzada según escritura que tengo a la vista',
    );
    expect(coverOf(sampleMeta())).not.toContain('Estado de revisión');
  });

  it('states every empty section instead of dropping it', () => {
    const model = buildReportDocument({ property_registry_history: [] }, sampleMeta({ fileNames: [] }));
    expect(contentsEntries(model.blocks)).toEqual(SECTION_TITLES);
    const notes = model.blocks.filter((block) => block.kind === 'note').map((block) => block.text);
    // Each missing document says what its absence means for the study.
    const meanings = DOCUMENT_TYPE_IDS.flatMap((type) => DOCUMENT_TYPES[type].absentMeaning ?? []);
    expect(meanings).toHaveLength(7);
    for (const text of meanings) expect(notes).toContain(text);
    expect(notes).toContain('Sin observaciones.');
    expect(notes).toContain('El reporte no conserva archivos cargados.');
  });

  it('shows road and park details only when their flag is true', () => {
    const report = awkwardReport();
    const title = SECTION_TITLES[6] ?? '';
    expect(sectionText(buildReportDocument(report, sampleMeta()).blocks, title)).toContain('Avenida Ñuble');
    const certificate = report.public_expropriation_certificates?.[0];
    if (certificate) Object.assign(certificate, { expropiacion_vial: false, expropiacion_por_parque: false });
    const text = sectionText(buildReportDocument(report, sampleMeta()).blocks, title);
    expect(text).not.toContain('Avenida Ñuble');
    expect(text).not.toContain('Tipo de afectación por parque');
    expect(text).toContain('Expropiación vial');
  });

  it('prints verification codes with the issuer’s verification site', () => {
    const blocks = buildReportDocument(typicalReport(), sampleMeta()).blocks;
    expect(sectionText(blocks, SECTION_TITLES[2] ?? '')).toContain('https://www.veridoc.cl');
    expect(sectionText(blocks, SECTION_TITLES[4] ?? '')).toContain('https://www.tgr.cl');
  });

  it('writes money in Chilean pesos and labels the overdue debt as morosa', () => {
    const text = sectionText(
      buildReportDocument(typicalReport(), sampleMeta()).blocks,
      SECTION_TITLES[4] ?? '',
    );
    expect(text).toContain('Deuda vencida (morosa)');
    expect(text).toContain('$301.194');
  });
});

describe('legal verification section', () => {
  const findings: Finding[] = [
    { code: 'CADENA_10_ANOS_OK', severity: 'info', message: 'Cadena completa.', refs: [] },
    {
      code: 'DEUDA_CONTRIBUCIONES',
      severity: 'alta',
      message: 'Deuda morosa de contribuciones por $204.654.',
      doc: 'deuda_tgr',
      refs: ['debt_certificates[0].total_deuda_vencida_liquidada'],
      monto: 204654,
    },
  ];

  it('follows the cover when findings are given, grouped by severity under a traffic light', () => {
    const blocks = buildReportDocument(typicalReport(), sampleMeta({ findings })).blocks;
    expect(contentsEntries(blocks)[0]).toBe('1. Verificación legal');
    expect(contentsEntries(blocks)).toHaveLength(SECTION_TITLES.length + 1);
    const text = sectionText(blocks, '1. Verificación legal');
    expect(text).toContain('Rojo');
    expect(text.indexOf('Severidad alta (1)')).toBeLessThan(text.indexOf('Severidad informativa (1)'));
    expect(text).toContain('Deuda morosa de contribuciones por $204.654.');
    expect(text).toContain('Certificado de deuda (Tesorería)');
  });

  it('is green and says so when there are no findings', () => {
    const text = sectionText(
      buildReportDocument(typicalReport(), sampleMeta({ findings: [] })).blocks,
      '1. Verificación legal',
    );
    expect(text).toContain('Verde');
    expect(text).toContain('no encontró observaciones');
  });
});

describe('assembleDocument', () => {
  it('numbers a section placed right after the cover first and the others after it', () => {
    const model = assembleDocument(
      'Informe',
      '5 de marzo de 2026',
      [{ kind: 'title', eyebrow: '', text: 'Informe', subtitle: '' }],
      [
        { title: 'Verificación legal', blocks: [{ kind: 'list', items: ['Hallazgo'] }] },
        { title: 'Archivos cargados', blocks: [] },
      ],
    );
    expect(contentsEntries(model.blocks)).toEqual(['1. Verificación legal', '2. Archivos cargados']);
  });
});
