import { describe, expect, it } from 'vitest';

import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { extractGpCertificate } from './gpCertificate';

/* Enumerated GP items whose type leads into their reference (issue #18 item 4). Made up. */
describe('GP item types', () => {
  it('keep the type without the words leading to the reference, and an embargo its own kind', () => {
    const { value } = extractGpCertificate(
      documentFromPages('gp.pdf', [
        [
          'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
          'Inmueble inscrito a fojas 610 número 590 del Registro de Propiedad del año 2014.',
          'HIPOTECAS Y GRAVÁMENES:',
          '1.- Hipoteca a fojas 700 número 650 del año 2014, a favor de BANCO DEL PACÍFICO S.A.',
          '2.- Servidumbre de tránsito inscrita a fojas 710 número 655 del año 2015, a favor de AGUAS DEL VALLE S.A.',
          'INTERDICCIONES Y PROHIBICIONES:',
          '1.- Prohibición de gravar y enajenar a fojas 500 número 480 del año 2014, a favor de BANCO DEL PACÍFICO S.A.',
          '2.- Embargo a fojas 900 número 880 del año 2023, decretado por el 3er Juzgado Civil de Quillota.',
          'Quillota, 1 de abril de 2025.',
        ].join('\n'),
      ]),
    );
    expect(value.gravamenes.map((lien) => lien.tipo)).toEqual(['HIPOTECA', 'SERVIDUMBRE DE TRÁNSITO']);
    expect(value.prohibiciones.map((item) => item.tipo)).toEqual([
      'PROHIBICIÓN DE GRAVAR Y ENAJENAR',
      'EMBARGO',
    ]);
    // An embargo's accion is its court (and case), as the dev corpus gives it.
    expect(value.prohibiciones[1]?.accion).toBe('3er Juzgado Civil de Quillota');
  });

  it('in a table row, the creditor is the capitalised name after the type, the action its own words', () => {
    const { value } = extractGpCertificate(
      documentFromPages('gp.pdf', [
        [
          'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
          'Propiedad inscrita a fs. 1234 N° 987 del año 2010.',
          'Fs. 2000 N° 1500 Año 2011 HIPOTECA BANCO ESTADO DE CHILE Garantía general',
          'Fs. 2001 N° 1501 Año 2011 PROHIBICIÓN BANCO ESTADO DE CHILE De gravar y enajenar',
          'Ovalle, 3 de marzo de 2025.',
        ].join('\n'),
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.tipo, lien.acreedor])).toEqual([
      ['HIPOTECA', 'BANCO ESTADO DE CHILE'],
    ]);
    expect(value.prohibiciones.map((item) => [item.tipo, item.acreedor, item.accion])).toEqual([
      ['PROHIBICIÓN', 'BANCO ESTADO DE CHILE', 'De gravar y enajenar'],
    ]);
  });
});

describe('GP registries named after their items', () => {
  it('give the items printed before them their registry', () => {
    const { value, notes } = extractGpCertificate(
      documentFromPages('gp.pdf', [
        [
          'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
          'Inmueble inscrito a fojas 1234 número 987 del Registro de Propiedad del año 2010.',
          '1.- Fojas 2000 Número 1500 Año 2011, a favor de BANCO DEL SUR S.A.',
          '2.- Fojas 2050 Número 1520 Año 2013, a favor de BANCO DEL NORTE S.A.',
          'Las inscripciones precedentes corresponden al Registro de Hipotecas y Gravámenes.',
          '1.- Fojas 2100 Número 1600 Año 2011, a favor de BANCO DEL SUR S.A., de no gravar ni enajenar.',
          'Las inscripciones anteriores corresponden al Registro de Interdicciones y Prohibiciones.',
          'Osorno, 3 de marzo de 2025.',
        ].join('\n'),
      ]),
    );
    expect(value.gravamenes.map((lien) => lien.fojas)).toEqual([2000, 2050]);
    expect(value.prohibiciones.map((item) => [item.fojas, item.acreedor])).toEqual([
      [2100, 'BANCO DEL SUR S.A.'],
    ]);
    expect(notes).toEqual([]);
  });
});
