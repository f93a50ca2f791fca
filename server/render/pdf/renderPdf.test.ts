import { describe, expect, it } from 'vitest';
import { buildReportDocument } from '../documentModel';
import { pdfPageTexts } from '../../../tests/support/readRendered';
import {
  awkwardReport,
  LONG_DESCRIPTION,
  largeReport,
  sampleFirm,
  sampleLogo,
  sampleMeta,
} from '../../../tests/factories/deliverables';
import { renderPdf } from './renderPdf';

/** The body text between a section heading and the next one (the contents list names them too, so the last occurrence). */
function between(text: string, heading: string, nextHeading?: string): string {
  const start = text.lastIndexOf(heading);
  expect(start, heading).toBeGreaterThan(-1);
  const end = nextHeading === undefined ? text.length : text.lastIndexOf(nextHeading);
  expect(end, nextHeading).toBeGreaterThan(start);
  return text.slice(start, end);
}

describe('renderPdf', () => {
  it('renders the full sample with every value under its heading', async () => {
    const pages = await pdfPageTexts(await renderPdf(buildReportDocument(awkwardReport(), sampleMeta())));
    const text = pages.join(' ');

    expect(pages[0]).toContain('Estudio pasaje Los Copihues 8841, La Cisterna');
    expect(pages[0]).toContain('5 de marzo de 2026');
    expect(pages[0]).toContain(`Página 1 de ${pages.length}`);
    pages.forEach((page, index) => expect(page).toContain(`Página ${index + 1} de ${pages.length}`));
    expect(pages[1]).toContain('Índice');

    const registry = between(text, '4. Historial de inscripciones de dominio', '5. Certificado de hipotecas');
    expect(registry).toContain('Fojas 4267 vuelta, N.º 3712, año 2018');
    expect(registry).toContain('MARÍA JOSÉ NÚÑEZ PEÑA');
    expect(registry).toContain('Casado(a)');
    expect(registry).toContain('13.566.204-6');
    expect(registry).toContain('sitio número dieciséis');
    expect(registry).toContain('Hernán Alonso Peralta Vidal');
    expect(registry.replace(/\s/g, '')).toContain(LONG_DESCRIPTION.slice(-80).replace(/\s/g, ''));

    const gp = between(text, '5. Certificado de hipotecas', '6. Deuda de contribuciones');
    expect(gp).toContain('Banco del Estado de Chile');
    expect(gp).toContain('UF 2.450,50');
    expect(gp).toContain('de gravar y enajenar');

    const debt = between(text, '6. Deuda de contribuciones', '7. Informe de situación');
    expect(debt).toContain('Total general');
    // 204.654 + 96.540 + 0 + 987.654.321.012 + 1
    expect(debt).toContain('$987.654.622.207');
    expect(debt).toContain('https://www.tgr.cl');

    const affectation = between(text, '8. Certificado de afectación', '9. Certificado de avalúo fiscal');
    expect(affectation).toContain('Avenida Ñuble y pasaje Los Copihues');
    expect(affectation).toContain('Afectación involucra edificios');

    expect(between(text, '9. Certificado de avalúo fiscal', '10. Certificados de matrimonio')).toContain(
      '$88.561.204',
    );
    expect(between(text, '10. Certificados de matrimonio', '11. Observaciones')).toContain(
      'Con sociedad conyugal',
    );
    expect(between(text, '11. Observaciones')).toContain(
      '¿Se pagó la cuota Nº 3? ¡Verificar! 1º y 2ª cuotas; cigüeña; 2018 ← 2011.',
    );
  });

  it('prints the firm, its logo and the cover facts, the footer text and the signature', async () => {
    const meta = sampleMeta({ firm: sampleFirm({ logo: await sampleLogo('image/png') }) });
    const report = { ...awkwardReport(), client_name: 'Banco Andino S.A.' };
    const pdf = await renderPdf(buildReportDocument(report, meta));
    const pages = await pdfPageTexts(pdf);
    expect(pages[0]).toMatch(/^Estudio Jurídico Fernández & Asociados Av\. Apoquindo 3000/);
    for (const text of [
      'Cliente Banco Andino S.A.',
      'Estado de revisión En revisión',
      'Abogado responsable Josefina Fernández Ruiz',
    ])
      expect(pages[0]).toContain(text);
    expect(pages[0]).not.toContain(meta.reportId);
    for (const page of pages) expect(page).toContain('Documento confidencial. Uso exclusivo del cliente.');
    expect(pages.at(-1)).toContain(
      'Josefina Fernández Ruiz Abogado responsable Estudio Jurídico Fernández & Asociados',
    );
    expect(pdf.includes('/Subtype /Image')).toBe(true);
  });

  it('keeps a long running header on one line, cut with an ellipsis', async () => {
    const meta = sampleMeta({ firm: sampleFirm({ firmName: `Estudio ${'Jurídico '.repeat(12)}` }) });
    const pages = await pdfPageTexts(await renderPdf(buildReportDocument(awkwardReport(), meta)));
    // The whole name does not fit: it stops at an ellipsis right before the date, never wrapping.
    for (const page of pages.slice(1))
      expect(page).toMatch(/Estudio Jurídico (Jurídico )+\S*… Emitido el 5 de marzo/);
  });

  it('renders an empty report and states its empty sections', async () => {
    const pages = await pdfPageTexts(
      await renderPdf(
        buildReportDocument(
          { client_name: '', conclusion: '', property_registry_history: [] },
          sampleMeta({ fileNames: [] }),
        ),
      ),
    );
    const text = pages.join(' ');
    expect(between(text, '5. Certificado de hipotecas', '6. Deuda')).toContain(
      'No se acompañó certificado de hipotecas y gravámenes',
    );
    expect(between(text, '11. Observaciones')).toContain('Sin observaciones.');
  });

  it('renders a 200-entry report, its liens table breaking across pages', { timeout: 120_000 }, async () => {
    const pages = await pdfPageTexts(await renderPdf(buildReportDocument(largeReport(), sampleMeta())));
    expect(pages.length).toBeGreaterThan(100);
    const text = pages.join(' ');
    expect(text).toContain('Título anterior 199');
    expect(text).toContain('Acreedor número 200');
    // The header row repeats on the pages the liens table continues on.
    const liensPages = pages.filter((page) => /Acreedor número \d+/.test(page));
    expect(liensPages.length).toBeGreaterThan(1);
    for (const page of liensPages) expect(page).toContain('Tipo Acreedor Suma de dinero Inscripción');
  });

  it('prints a blank number as "no informado", never 0 (issue #11)', async () => {
    const blankLien = {
      fecha_emision: null,
      conservador: 'Santiago',
      fojas: 0,
      vuelta: false,
      numero: null,
      ano: 0,
      codigo_verificacion: null,
      tipo: 'HIPOTECA',
      suma_dinero: null,
      acreedor: null,
    };
    const sample = awkwardReport();
    const [certificate] = sample.gp_certificates ?? [];
    if (!certificate) throw new Error('the sample has a GP certificate');
    const report = { ...sample, gp_certificates: [{ ...certificate, gravamenes: [blankLien] }] };
    const text = (await pdfPageTexts(await renderPdf(buildReportDocument(report, sampleMeta())))).join(' ');
    const gp = between(text, '5. Certificado de hipotecas', '6. Deuda de contribuciones');
    expect(gp).toContain('Fojas no informado, N.º no informado, año no informado');
    expect(gp).not.toMatch(/Fojas 0|N\.º 0|año 0/);
  });
});
