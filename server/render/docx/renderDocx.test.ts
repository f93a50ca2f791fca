import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../documentModel';
import { docxParagraphs, docxParts, type DocxParagraph } from '../../../tests/support/readRendered';
import {
  awkwardReport,
  LONG_DESCRIPTION,
  largeReport,
  sampleFirm,
  sampleLogo,
  sampleMeta,
  SECTION_TITLES,
} from '../../../tests/factories/deliverables';
import { renderDocx } from './renderDocx';

/** Text of the paragraphs from a Heading 1 to the next one. */
function sectionText(paragraphs: readonly DocxParagraph[], heading: string): string {
  const start = paragraphs.findIndex(
    (paragraph) => paragraph.style === 'Heading1' && paragraph.text === heading,
  );
  expect(start, heading).toBeGreaterThan(-1);
  const next = paragraphs.findIndex((paragraph, index) => index > start && paragraph.style === 'Heading1');
  return paragraphs
    .slice(start, next === -1 ? undefined : next)
    .map((paragraph) => paragraph.text)
    .join('\n');
}

describe('renderDocx', () => {
  it('writes Word headings, tables with repeated header rows, and the values under their headings', async () => {
    const parts = docxParts(await renderDocx(buildReportDocument(awkwardReport(), sampleMeta())));
    const body = parts['word/document.xml'] ?? '';
    const paragraphs = docxParagraphs(body);

    expect(paragraphs.find((paragraph) => paragraph.style === 'Title')?.text).toBe(sampleMeta().reportName);
    expect(
      paragraphs.filter((paragraph) => paragraph.style === 'Heading1').map((paragraph) => paragraph.text),
    ).toEqual(SECTION_TITLES);
    expect(paragraphs.some((paragraph) => paragraph.style === 'Heading2')).toBe(true);
    expect(paragraphs.some((paragraph) => paragraph.style === 'Heading3')).toBe(true);
    expect(body).toContain('<w:tblHeader/>');
    expect(body).toMatch(/TOC \\h \\o &quot;1-1&quot;/);

    const registry = sectionText(paragraphs, '4. Historial de inscripciones de dominio');
    expect(registry).toContain('Fojas 4267 vuelta, N.º 3712, año 2018');
    expect(registry).toContain('MARÍA JOSÉ NÚÑEZ PEÑA');
    expect(registry).toContain(LONG_DESCRIPTION);
    const gp = sectionText(paragraphs, '5. Certificado de hipotecas, gravámenes y prohibiciones');
    expect(gp).toContain('Banco del Estado de Chile');
    expect(gp).toContain('de gravar y enajenar');
    const debt = sectionText(paragraphs, '6. Deuda de contribuciones (Tesorería)');
    expect(debt).toContain('Total general');
    expect(debt).toContain('$987.654.622.207');
    expect(sectionText(paragraphs, '11. Observaciones')).toContain(
      '¿Se pagó la cuota Nº 3? ¡Verificar! 1º y 2ª cuotas; cigüeña; 2018 ← 2011.',
    );
  });

  it('puts the report name in the header and Página N de M fields in the footer', async () => {
    const parts = docxParts(await renderDocx(buildReportDocument(awkwardReport(), sampleMeta())));
    const headers = Object.entries(parts).filter(([name]) => /^word\/header\d+\.xml$/.test(name));
    const footers = Object.entries(parts).filter(([name]) => /^word\/footer\d+\.xml$/.test(name));
    expect(headers.some(([, xml]) => xml.includes(sampleMeta().reportName))).toBe(true);
    expect(footers.length).toBeGreaterThan(0);
    for (const [, xml] of footers) {
      expect(xml).toContain('Página ');
      expect(xml).toMatch(/<w:instrText[^>]*>\s*PAGE\s*<\/w:instrText>/);
      expect(xml).toMatch(/<w:instrText[^>]*>\s*NUMPAGES\s*<\/w:instrText>/);
    }
  });

  it('renders an empty report and states its empty sections', async () => {
    const parts = docxParts(
      await renderDocx(
        buildReportDocument({ client_name: '', conclusion: '', property_registry_history: [] }, sampleMeta()),
      ),
    );
    const paragraphs = docxParagraphs(parts['word/document.xml'] ?? '');
    expect(sectionText(paragraphs, '4. Historial de inscripciones de dominio')).toContain(
      'No se acompañó copia de la inscripción de dominio con vigencia',
    );
    expect(sectionText(paragraphs, '11. Observaciones')).toContain('Sin observaciones.');
  });

  it('is written in Chilean Spanish, with the firm, its logo, its footer and the signature', async () => {
    const meta = sampleMeta({ firm: sampleFirm({ logo: await sampleLogo('image/jpeg') }) });
    const parts = docxParts(await renderDocx(buildReportDocument(awkwardReport(), meta)));
    expect(parts['word/styles.xml']).toMatch(
      /<w:rPrDefault>[\s\S]*<w:lang w:val="es-CL"\/>[\s\S]*<\/w:rPrDefault>/,
    );
    const paragraphs = docxParagraphs(parts['word/document.xml'] ?? '');
    expect(paragraphs[1]).toEqual({ style: 'FirmName', text: 'Estudio Jurídico Fernández & Asociados' });
    expect(Object.keys(parts).some((name) => /^word\/media\/.+\.jpe?g$/.test(name))).toBe(true);
    expect(paragraphs.slice(-3).map((paragraph) => paragraph.text)).toEqual([
      'Josefina Fernández Ruiz',
      'Abogado responsable',
      'Estudio Jurídico Fernández & Asociados',
    ]);
    const footers = Object.entries(parts).filter(([name]) => /^word\/footer\d+\.xml$/.test(name));
    for (const [, xml] of footers)
      expect(xml).toContain('Documento confidencial. Uso exclusivo del cliente.');
  });

  it('keeps a long running header on one line, cut with an ellipsis', async () => {
    const long = `Estudio ${'Jurídico '.repeat(12)}`;
    const meta = sampleMeta({ firm: sampleFirm({ firmName: long }) });
    const parts = docxParts(await renderDocx(buildReportDocument(awkwardReport(), meta)));
    const header = Object.entries(parts).find(
      ([name, xml]) => /^word\/header\d+\.xml$/.test(name) && xml.includes('Emitido el'),
    )?.[1];
    const [line] = docxParagraphs(header ?? '');
    expect(line?.text).toMatch(/^Estudio Jurídico .*…\tEmitido el 5 de marzo de 2026$/);
    expect(line?.text).not.toContain(sampleMeta().reportName);
  });

  it('renders a 200-entry report', { timeout: 120_000 }, async () => {
    const parts = docxParts(await renderDocx(buildReportDocument(largeReport(), sampleMeta())));
    const paragraphs = docxParagraphs(parts['word/document.xml'] ?? '');
    expect(paragraphs.filter((paragraph) => paragraph.text.startsWith('Título anterior'))).toHaveLength(199);
    expect(paragraphs.some((paragraph) => paragraph.text === 'Acreedor número 200')).toBe(true);
  });
});
