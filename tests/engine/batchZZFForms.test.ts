import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { cbrDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZF exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a GP entry whose state follows it as a sentence of its own ("ALZADA Y CANCELADA según …")', () => {
  const gp = (entries: string[]) =>
    extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE RENGO',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Propiedad: calle Los Aromos Nº 55, comuna de Rengo, inscrita a fojas 310 Nº 290',
        'del año 2011 a nombre de PEDRO PABLO SOTO VERA.',
        ...entries,
        'Rengo, 4 de marzo de 2026.',
      ]),
    ).value;

  it('leaves out a mortgage lifted "según inscripción a fs. …", and the lifting reference too', () => {
    const read = gp([
      'HIPOTECAS Y GRAVÁMENES',
      '1) HIPOTECA a fs. 120 Nº 98 del año 2011, a favor de BANCO SANTANDER-CHILE, por UF',
      '900,00. ALZADA Y CANCELADA según inscripción a fs. 401 Nº 377 del año 2019.',
      '2) HIPOTECA a fs. 402 Nº 378 del año 2019, a favor de BANCO ITAÚ CHILE, por UF 1.200,00.',
      'INTERDICCIONES Y PROHIBICIONES',
      'No hay.',
    ]);
    expect(read.gravamenes.map((lien) => lien.fojas)).toEqual([402]);
  });

  it('leaves out a prohibition "Alzada por escritura …" and one "Cancelada mediante inscripción …"', () => {
    const read = gp([
      'HIPOTECAS Y GRAVÁMENES',
      'No hay.',
      'INTERDICCIONES Y PROHIBICIONES',
      '1) PROHIBICIÓN a fs. 88 Nº 70 del año 2011, a favor de BANCO ESTADO. Alzada por escritura',
      'de 2019; nota marginal.',
      '2) PROHIBICIÓN a fs. 95 Nº 81 del año 2013, a favor de COOPERATIVA ORIENCOOP. Cancelada',
      'mediante inscripción a fs. 300 Nº 260 del año 2020.',
      '3) PROHIBICIÓN de gravar y enajenar a fs. 301 Nº 261 del año 2020, a favor de BANCO BICE.',
    ]);
    expect(read.prohibiciones.map((lien) => lien.fojas)).toEqual([301]);
  });

  it('keeps an entry lifted only in part ("ALZADA PARCIALMENTE …")', () => {
    const read = gp([
      'HIPOTECAS Y GRAVÁMENES',
      '1) HIPOTECA a fs. 120 Nº 98 del año 2011, a favor de BANCO SECURITY. ALZADA PARCIALMENTE',
      'respecto del lote 2.',
      'INTERDICCIONES Y PROHIBICIONES',
      'No hay.',
    ]);
    expect(read.gravamenes.map((lien) => lien.fojas)).toEqual([120]);
  });
});
