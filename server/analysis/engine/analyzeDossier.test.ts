import { describe, expect, it } from 'vitest';

import { analyzeDossier } from './analyzeDossier';
import { minimalPdf } from '../../../tests/support/engineDocuments';

const referenceDate = new Date('2025-09-15T12:00:00Z');

describe('analyzeDossier', () => {
  it('classifies and extracts readable files while a broken one becomes a Spanish note', async () => {
    const sii = minimalPdf([
      [
        'Servicio de Impuestos Internos',
        'Fecha de Emision: 08 de Septiembre de 2025',
        'CERTIFICADO DE AVALUO FISCAL',
        'Comuna: NUNOA',
        'Numero de Rol de Avaluo: 04521 - 00087',
        'AVALUO TOTAL: $96.412.380',
      ],
    ]);
    const analysis = await analyzeDossier(
      [
        { name: 'avaluo.pdf', bytes: sii },
        { name: 'roto.pdf', bytes: new TextEncoder().encode('%PDF-1.4 roto') },
      ],
      { referenceDate },
    );
    expect(analysis.documents).toEqual([
      expect.objectContaining({
        file: 'avaluo.pdf',
        type: 'avaluo_fiscal',
        pages: 1,
        ocr: false,
        // For the deliverable's list of documents by type, issuer and date.
        issuer: 'Servicio de Impuestos Internos',
        fecha_emision: '2025-09-08',
      }),
    ]);
    expect(analysis.documents[0]?.confidence).toBeGreaterThan(0.5);
    expect(analysis.output.certificados_avaluo?.[0]).toMatchObject({
      rol_avaluo: '4521-87',
      comuna: 'Ñuñoa',
      avaluo_total: 96412380,
    });
    expect(analysis.provenance['certificados_avaluo[0].avaluo_total']).toMatchObject({
      file: 'avaluo.pdf',
      page: 1,
    });
    expect(analysis.notes).toContain(
      'No se pudo analizar "roto.pdf": el archivo no es un PDF válido o está dañado.',
    );
    expect(analysis.output.today).toBe(referenceDate.toISOString());
  });

  it('reports a page without text as needing OCR', async () => {
    const analysis = await analyzeDossier([{ name: 'scan.pdf', bytes: minimalPdf([[]]) }], { referenceDate });
    expect(analysis.documents[0]).toMatchObject({ type: 'unknown', ocr: false });
    expect(analysis.notes[0]).toMatch(/escaneado/);
  });

  it('doubts every value of a document whose type was a close call, and notes the call', async () => {
    const certificate = minimalPdf([
      [
        'CONSERVADOR DE BIENES RAICES DE TALCA',
        'CERTIFICADO DE HIPOTECAS Y GRAVAMENES',
        'Certifico que la inscripcion de fojas 1988 numero 1402 del Registro de Propiedad del ano 2012',
        'se encuentra vigente a nombre de ANA MARIA CACERES LETELIER.',
        'Talca, 11 de junio de 2025.',
      ],
    ]);
    const analysis = await analyzeDossier([{ name: 'dudoso.pdf', bytes: certificate }], { referenceDate });
    expect(analysis.documents[0]?.confidence).toBeLessThan(0.5);
    expect(analysis.notes.some((note) => note.startsWith('Tipo de documento dudoso en "dudoso.pdf"'))).toBe(
      true,
    );
    expect(analysis.provenance['property_registry_history[0].fojas']).toMatchObject({
      unsure: expect.arrayContaining(['close_classification']),
    });
  });

  describe('a copy whose type was a close call between the current inscription and an earlier title', () => {
    // A copy with neither title nor certification: as much a current inscription as an earlier title.
    const untitledCopy = (year: number, fojas: number) =>
      minimalPdf([
        [
          'CONSERVADOR DE BIENES RAICES DE CHILLAN',
          `Fojas ${fojas} Numero ${fojas - 300}`,
          `Chillan, doce de marzo de ${year}. Don PEDRO PABLO ARAYA SOTO, RUT 9.876.543-2, es dueno`,
          'del inmueble ubicado en calle Maipon numero 455, comuna de Chillan, rol de avaluo 320-14.',
          `Lo adquirio por compra a don JUAN LUIS ROJAS PAZ. Inscripcion a fojas ${fojas} numero ${fojas - 300}`,
          `del Registro de Propiedad del ano ${year}.`,
        ],
      ]);
    const certifiedCopy = (year: number, fojas: number) =>
      minimalPdf([
        [
          'CONSERVADOR DE BIENES RAICES DE CHILLAN',
          'CERTIFICADO DE DOMINIO VIGENTE',
          `Certifico que la inscripcion de fojas ${fojas} numero ${fojas - 300} del Registro de Propiedad`,
          `del ano ${year} se encuentra vigente a nombre de PEDRO PABLO ARAYA SOTO.`,
          'Chillan, 11 de agosto de 2025.',
        ],
      ]);
    const unsure = (analysis: Awaited<ReturnType<typeof analyzeDossier>>, path: string) =>
      analysis.provenance[path]?.unsure ?? [];

    it('is not doubted when the other call would leave the same copy current', async () => {
      const analysis = await analyzeDossier(
        [
          { name: 'vigente.pdf', bytes: certifiedCopy(2019, 4100) },
          { name: 'copia.pdf', bytes: untitledCopy(2008, 1500) },
        ],
        { referenceDate },
      );
      expect(analysis.documents[1]?.confidence).toBeLessThan(0.5);
      expect(analysis.notes.some((note) => note.startsWith('Tipo de documento dudoso en "copia.pdf"'))).toBe(
        true,
      );
      expect(analysis.output.property_registry_history.map((entry) => entry.fojas)).toEqual([4100, 1500]);
      expect(unsure(analysis, 'property_registry_history[1].fojas')).not.toContain('close_classification');
    });

    it('is doubted when the other call would make another copy current', async () => {
      const analysis = await analyzeDossier(
        [
          { name: 'vigente.pdf', bytes: certifiedCopy(2008, 1500) },
          { name: 'copia.pdf', bytes: untitledCopy(2019, 4100) },
        ],
        { referenceDate },
      );
      const fojas = analysis.output.property_registry_history.map((entry) => entry.fojas);
      const copyAt = fojas.indexOf(4100);
      expect(copyAt).not.toBe(-1);
      expect(unsure(analysis, `property_registry_history[${copyAt}].fojas`)).toContain(
        'close_classification',
      );
    });
  });

  it('reads a bundle as both its parts without calling its type doubtful', async () => {
    const bundle = minimalPdf([
      [
        'CONSERVADOR DE BIENES RAICES DE TALCA',
        'CERTIFICADO DE DOMINIO VIGENTE E HIPOTECAS Y GRAVAMENES',
        'Certifico que la inscripcion de fojas 1988 numero 1402 del Registro de Propiedad del ano 2012',
        'se encuentra vigente a nombre de ANA MARIA CACERES LETELIER.',
        'Registro de Hipotecas y Gravamenes: 1) HIPOTECA a fojas 880 numero 712 del ano 2012',
        'a favor del Banco Maulino.',
        'Talca, 11 de junio de 2025.',
      ],
    ]);
    const analysis = await analyzeDossier([{ name: 'conjunto.pdf', bytes: bundle }], { referenceDate });
    expect(analysis.documents[0]?.confidence).toBeLessThan(0.5);
    expect(analysis.notes.filter((note) => note.startsWith('Tipo de documento dudoso'))).toEqual([]);
    expect(analysis.output.property_registry_history?.[0]).toMatchObject({ fojas: 1988, numero: 1402 });
    expect(analysis.output.gp_certificates?.[0]?.gravamenes).toMatchObject([{ fojas: 880, numero: 712 }]);
    expect(analysis.provenance['property_registry_history[0].fojas']?.unsure ?? []).not.toContain(
      'close_classification',
    );
  });
});
