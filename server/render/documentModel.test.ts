import { DOCUMENT_TYPE_IDS, DOCUMENT_TYPES } from '../../common/documents/documentTypes';
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../common/findings/finding';
import { readReviewStatus } from '../../common/review/status';
import { contentsEntries, type Block } from './documentBlocks';
import { assembleDocument, buildReportDocument } from './documentModel';
import {
  awkwardReport,
  sampleFirm,
  sampleMeta,
  SECTION_TITLES,
  typicalReport,
} from '../../tests/factories/deliverables';
import { verifyReport } from '../../common/findings/computeFindings';
import { emptyFacts } from '../../common/findings/facts';

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

  it('puts the firm, property, rol, comuna, client, dates, status and lawyer on the cover, never the id', () => {
    const report = {
      ...typicalReport(),
      client_name: 'Banco Andino S.A.',
      study_date: '2026-01-12T03:00:00.000Z',
    };
    const review = {
      ...readReviewStatus({}),
      status: 'revisado' as const,
      byName: 'Ana Soto',
      at: '2026-03-04T15:00:00.000Z',
    };
    const model = buildReportDocument(report, sampleMeta({ firm: sampleFirm(), review }));
    const cover = model.blocks.slice(
      0,
      model.blocks.findIndex((block) => block.kind === 'contents'),
    );
    expect(cover[0]).toEqual({
      kind: 'letterhead',
      logo: null,
      name: 'Estudio Jurídico Fernández & Asociados',
      lines: ['Av. Apoquindo 3000, oficina 501, Las Condes'],
    });
    const text = JSON.stringify(cover);
    for (const value of [
      'pasaje Los Copihues 8841',
      '3412-17',
      'La Cisterna',
      'Banco Andino S.A.',
      'Fecha del estudio',
      '12 de enero de 2026',
      '5 de marzo de 2026',
      'Revisado por Ana Soto el 04-03-2026',
      'Josefina Fernández Ruiz',
      '"10"',
    ])
      expect(text).toContain(value);
    expect(text).not.toContain(sampleMeta().reportId);
  });

  it('opens with the lawyer’s conclusion, one paragraph per line, and states when there is none', () => {
    const report = { ...typicalReport(), conclusion: 'El título está saneado.\n\nProcede la compraventa.' };
    const blocks = buildReportDocument(report, sampleMeta()).blocks;
    expect(sectionText(blocks, '1. Conclusión')).toContain(
      '"El título está saneado."}]},{"kind":"paragraph","spans":[{"text":"Procede la compraventa."}]}',
    );
    expect(sectionText(buildReportDocument(typicalReport(), sampleMeta()).blocks, '1. Conclusión')).toContain(
      'no ha redactado una conclusión',
    );
  });

  it('lists the uploaded documents by type, issuer and date, and an unrecognised one by its file', () => {
    const text = sectionText(
      buildReportDocument(typicalReport(), sampleMeta()).blocks,
      '3. Documentos cargados',
    );
    expect(text).toContain(
      '["1","Inscripción de dominio vigente","Conservador de Bienes Raíces de San Miguel","8 de septiembre de 2025"]',
    );
    expect(text).toContain('["3","Documento no reconocido (06_deuda_tgr.pdf)","—","—"]');
    expect(text).not.toContain('05_gp.pdf');
  });

  it('lists each document of a file that held several as its own row, named with its pages', () => {
    const part = { file: 'carpeta.pdf', ocr: false, sha256: 'd4' };
    const meta = sampleMeta({
      fileNames: ['carpeta.pdf', '06_deuda_tgr.pdf'],
      documents: [
        { ...part, type: 'gp', pages: 1, pageRange: { first: 4, last: 4 }, fecha_emision: '2025-09-09' },
        { ...part, type: 'dominio_vigente', pages: 3, pageRange: { first: 1, last: 3 } },
        { ...part, type: 'unknown', pages: 2, pageRange: { first: 5, last: 6 } },
        { file: '06_deuda_tgr.pdf', type: 'deuda_tgr', pages: 1, ocr: false, sha256: 'c3' },
      ],
    });
    const text = sectionText(buildReportDocument(typicalReport(), meta).blocks, '3. Documentos cargados');
    expect(text).toContain(
      '["1","Inscripción de dominio vigente (carpeta.pdf, págs. 1–3)","No informado","No informado"]',
    );
    expect(text).toContain(
      '["2","Certificado de hipotecas y gravámenes (GP) (carpeta.pdf, pág. 4)","No informado","9 de septiembre de 2025"]',
    );
    expect(text).toContain('["3","Documento no reconocido (carpeta.pdf, págs. 5–6)","—","—"]');
    expect(text).toContain('["4","Certificado de deuda (Tesorería)","No informado","No informado"]');
  });

  it('ends with the responsible lawyer’s signature, and frames every page with the firm', () => {
    const model = buildReportDocument(typicalReport(), sampleMeta({ firm: sampleFirm() }));
    expect(model.blocks.at(-1)).toEqual({
      kind: 'signature',
      lines: ['Josefina Fernández Ruiz', 'Abogado responsable', 'Estudio Jurídico Fernández & Asociados'],
    });
    expect(model.runningHeader).toBe(`Estudio Jurídico Fernández & Asociados · ${sampleMeta().reportName}`);
    expect(model.footerText).toBe('Documento confidencial. Uso exclusivo del cliente.');
    const anonymous = buildReportDocument(typicalReport(), sampleMeta());
    expect(anonymous.blocks.at(-1)).toEqual({ kind: 'signature', lines: ['Abogado responsable'] });
    expect(anonymous.runningHeader).toBe(sampleMeta().reportName);
    expect(anonymous.blocks[0]).toMatchObject({ kind: 'title' });
  });

  it('prints the stamp in force on the cover, never "Borrador" nor an override’s reason', () => {
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
    expect(coverOf(sampleMeta({ review: draft }))).toContain('En revisión');
    expect(coverOf(sampleMeta({ review: draft }))).not.toContain('Borrador');
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
    expect(cover).not.toContain('Hipoteca alzada');
    expect(cover).not.toContain('sin confirmar');
    expect(coverOf(sampleMeta({ review: undefined }))).not.toContain('Estado de revisión');
  });

  it('states every empty section instead of dropping it', () => {
    const model = buildReportDocument(
      { client_name: '', conclusion: '', property_registry_history: [] },
      sampleMeta({ fileNames: [], documents: [] }),
    );
    expect(contentsEntries(model.blocks)).toEqual(SECTION_TITLES);
    const notes = model.blocks.filter((block) => block.kind === 'note').map((block) => block.text);
    // Each missing document says what its absence means for the study.
    const meanings = DOCUMENT_TYPE_IDS.flatMap((type) => DOCUMENT_TYPES[type].absentMeaning ?? []);
    expect(meanings).toHaveLength(7);
    for (const text of meanings) expect(notes).toContain(text);
    expect(notes).toContain('Sin observaciones.');
    expect(notes).toContain('El reporte no conserva documentos cargados.');
  });

  it('shows road and park details only when their flag is true', () => {
    const report = awkwardReport();
    const title = SECTION_TITLES[7] ?? '';
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
    expect(sectionText(blocks, SECTION_TITLES[3] ?? '')).toContain('https://www.veridoc.cl');
    expect(sectionText(blocks, SECTION_TITLES[5] ?? '')).toContain('https://www.tgr.cl');
  });

  it('writes money in Chilean pesos and labels the overdue debt as morosa', () => {
    const text = sectionText(
      buildReportDocument(typicalReport(), sampleMeta()).blocks,
      SECTION_TITLES[5] ?? '',
    );
    expect(text).toContain('Deuda morosa');
    expect(text).toContain('$301.194');
  });
});

describe('legal verification section', () => {
  const stale = (doc: 'gp' | 'deuda_tgr'): Finding => ({
    code: 'CERTIFICADO_VENCIDO',
    severity: 'media',
    message: `Vencido ${doc}.`,
    doc,
    refs: [],
  });
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
    stale('gp'),
    stale('deuda_tgr'),
  ];
  const verification = (shown: Finding[]) => ({
    findings: shown,
    checklist: verifyReport(typicalReport(), emptyFacts(), { referenceDate: '2025-09-15' }).checklist,
  });

  it('follows the conclusion, findings grouped by severity and kind under a traffic light', () => {
    const blocks = buildReportDocument(
      typicalReport(),
      sampleMeta({ verification: verification(findings) }),
    ).blocks;
    expect(contentsEntries(blocks).slice(0, 3)).toEqual([
      '1. Conclusión',
      '2. Verificación legal',
      '3. Resumen de la propiedad por rol de avalúo',
    ]);
    expect(contentsEntries(blocks)).toHaveLength(SECTION_TITLES.length + 1);
    const text = sectionText(blocks, '2. Verificación legal');
    expect(text).toContain('Rojo');
    expect(text.indexOf('Severidad alta (1)')).toBeLessThan(text.indexOf('Severidad media (2)'));
    expect(text.indexOf('Severidad media (2)')).toBeLessThan(text.indexOf('Severidad informativa (1)'));
    expect(text).toContain('Deuda morosa de contribuciones por $204.654.');
    expect(text).toContain('Certificados vencidos (2)\\n• Vencido gp.\\n• Vencido deuda_tgr.');
    expect(text).toContain('Certificado de hipotecas y gravámenes (GP)\\nCertificado de deuda (Tesorería)');
  });

  it('lists the document checklist: received with dates and ages, missing with the reason', () => {
    const text = sectionText(
      buildReportDocument(typicalReport(), sampleMeta({ verification: verification([]) })).blocks,
      '2. Verificación legal',
    );
    expect(text).toContain('Documentos del estudio');
    expect(text).toContain(
      '["Certificado de hipotecas y gravámenes (GP)","Recibido","19-08-2025","27 de 30 días"]',
    );
    expect(text).toContain(
      '["Certificado de no matrimonio","No acompañado\\nNo se exige para esta propiedad.","—","—"]',
    );
  });

  it('is green and says so when there are no findings', () => {
    const text = sectionText(
      buildReportDocument(typicalReport(), sampleMeta({ verification: verification([]) })).blocks,
      '2. Verificación legal',
    );
    expect(text).toContain('Verde');
    expect(text).toContain('no encontró observaciones');
  });
});

describe('assembleDocument', () => {
  it('numbers a section placed right after the cover first and the others after it', () => {
    const model = assembleDocument(
      { title: 'Informe', issuedOn: '5 de marzo de 2026', runningHeader: 'Informe', footerText: '' },
      [{ kind: 'title', eyebrow: '', text: 'Informe', subtitle: '' }],
      [
        { title: 'Verificación legal', blocks: [{ kind: 'list', items: ['Hallazgo'] }] },
        { title: 'Archivos cargados', blocks: [] },
      ],
    );
    expect(contentsEntries(model.blocks)).toEqual(['1. Verificación legal', '2. Archivos cargados']);
  });
});
