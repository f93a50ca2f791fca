import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../documentModel';
import { docxParagraphs, docxParts, type DocxParagraph } from '../testing/readRendered';
import { awkwardReport, LONG_DESCRIPTION, largeReport, sampleMeta } from '../testing/sampleReports';
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
    ).toEqual([
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
    ]);
    expect(paragraphs.some((paragraph) => paragraph.style === 'Heading2')).toBe(true);
    expect(paragraphs.some((paragraph) => paragraph.style === 'Heading3')).toBe(true);
    expect(body).toContain('<w:tblHeader/>');
    expect(body).toMatch(/TOC \\h \\o &quot;1-1&quot;/);

    const registry = sectionText(paragraphs, '3. Historial de inscripciones de dominio');
    expect(registry).toContain('Fojas 4267 vuelta, N.º 3712, año 2018');
    expect(registry).toContain('MARÍA JOSÉ NÚÑEZ PEÑA');
    expect(registry).toContain(LONG_DESCRIPTION);
    const gp = sectionText(paragraphs, '4. Certificado de hipotecas, gravámenes y prohibiciones');
    expect(gp).toContain('Banco del Estado de Chile');
    expect(gp).toContain('de gravar y enajenar');
    const debt = sectionText(paragraphs, '5. Deuda de contribuciones (Tesorería)');
    expect(debt).toContain('Total general');
    expect(debt).toContain('$987.654.622.207');
    expect(sectionText(paragraphs, '10. Observaciones')).toContain(
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
      await renderDocx(buildReportDocument({ property_registry_history: [] }, sampleMeta())),
    );
    const paragraphs = docxParagraphs(parts['word/document.xml'] ?? '');
    expect(sectionText(paragraphs, '3. Historial de inscripciones de dominio')).toContain(
      'No se acompañó copia de la inscripción de dominio con vigencia',
    );
    expect(sectionText(paragraphs, '10. Observaciones')).toContain('Sin observaciones.');
  });

  it('renders a 200-entry report', { timeout: 120_000 }, async () => {
    const parts = docxParts(await renderDocx(buildReportDocument(largeReport(), sampleMeta())));
    const paragraphs = docxParagraphs(parts['word/document.xml'] ?? '');
    expect(paragraphs.filter((paragraph) => paragraph.text.startsWith('Título anterior'))).toHaveLength(199);
    expect(paragraphs.some((paragraph) => paragraph.text === 'Acreedor número 200')).toBe(true);
  });
});
