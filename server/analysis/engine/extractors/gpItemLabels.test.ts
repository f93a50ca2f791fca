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
    // A type in ordinary case ends at its kind, as one in capitals ends where the capitals do
    // ("SERVIDUMBRE de tránsito" → "SERVIDUMBRE" in the dev corpus): the rest is its action.
    expect(value.gravamenes.map((lien) => lien.tipo)).toEqual(['HIPOTECA', 'SERVIDUMBRE']);
    expect(value.prohibiciones.map((item) => item.tipo)).toEqual(['PROHIBICIÓN', 'EMBARGO']);
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

/* Creditors and court orders in more wordings (issue #18 item 4). Made up. */
describe('GP creditors and actions', () => {
  it('drop the honorific before a person, read "deducido por" and a court that ordered or laid an embargo', () => {
    const { value } = extractGpCertificate(
      documentFromPages('gp.pdf', [
        [
          'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
          'Inmueble inscrito a fojas 3012 número 2455 del Registro de Propiedad del año 2012.',
          'HIPOTECAS Y GRAVÁMENES: 1) Usufructo inscrito a fojas 900 número 801 del año 2013 a favor de doña ELSA CID MORA.',
          'PROHIBICIONES:',
          '1) Litigio inscrito a fojas 77 número 70 del año 2023, deducido por COMERCIAL DEL PACÍFICO LIMITADA.',
          '2) Embargo a fojas 330 número 298 del año 2024, ordenado por el Juzgado de Letras de Calama en causa Rol C-455-2024, caratulada "BANCO FALABELLA con PÉREZ", a petición de BANCO FALABELLA.',
          '3) Embargo a fojas 331 número 299 del año 2024, trabado en causa Rol C-90-2024 del Primer Juzgado de Letras de Calama.',
          '4) Embargo a fojas 332 número 300 del año 2025, decretado por el Juzgado de Letras de Calama, causa Rol C-12-2025, a favor de Cooperativa Andina.',
          'Calama, 9 de agosto de 2025.',
        ].join('\n'),
      ]),
    );
    expect(value.gravamenes.map((lien) => lien.acreedor)).toEqual(['ELSA CID MORA']);
    expect(value.prohibiciones.map((item) => item.acreedor)).toEqual([
      'COMERCIAL DEL PACÍFICO LIMITADA',
      'BANCO FALABELLA',
      null,
      'Cooperativa Andina',
    ]);
    expect(value.prohibiciones.map((item) => item.accion)).toEqual([
      null,
      'Juzgado de Letras de Calama en causa Rol C-455-2024',
      'causa Rol C-90-2024 del Primer Juzgado de Letras de Calama',
      'Juzgado de Letras de Calama, causa Rol C-12-2025',
    ]);
  });
});

/* Items whose cells a comma parts, the creditor in ordinary case (issue #18 item 4). Made up. */
describe('GP items with comma-parted cells', () => {
  it('read the creditor, the amount and the forbidden acts, and the comuna closing the address', () => {
    const { value } = extractGpCertificate(
      documentFromPages('gp.pdf', [
        [
          'CONSERVADOR DE BIENES RAICES DE LOS ANDES',
          'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
          'Inmueble: casa 14, pasaje El Roble 220, Los Andes',
          'Inscripción de dominio: fojas 1410 número 1202 del año 2019',
          'HIPOTECAS Y GRAVÁMENES',
          '  1. HIPOTECA a fs. 1500 Nº 1290 año 2019, Banco de Crédito e Inversiones, 2.450 UF.',
          'INTERDICCIONES Y PROHIBICIONES',
          '  1. PROHIBICIÓN a fs. 1611 Nº 1377 año 2019 de gravar y enajenar, Caja de Compensación',
          '     Los Héroes.',
          'Los Andes, 4 de octubre de 2025.',
        ].join('\n'),
      ]),
    );
    expect(value.comuna).toBe('Los Andes');
    expect(value.gravamenes).toMatchObject([
      { acreedor: 'Banco de Crédito e Inversiones', suma_dinero: '2.450,00 UF' },
    ]);
    expect(value.prohibiciones).toMatchObject([
      { acreedor: 'Caja de Compensación Los Héroes', accion: 'de gravar y enajenar' },
    ]);
  });
});

describe('GP prohibitions’ forbidden acts', () => {
  it('read from a precautoria’s type before its reference, and with "sin su consentimiento"', () => {
    const { value } = extractGpCertificate(
      documentFromPages('gp.pdf', [
        [
          'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
          'Inmueble inscrito a fojas 410 número 388 del Registro de Propiedad del año 2020.',
          'Interdicciones y prohibiciones:',
          '• Prohibición inscrita a fojas 41 N° 40 del año 2020, a favor de CAJA LOS ANDES, de no',
          'enajenar sin su consentimiento.',
          '• Medida precautoria de prohibición de gravar y enajenar inscrita a fojas 90 N° 88 del año',
          '2025, decretada por el Juzgado de Letras de Angol, causa Rol C-8-2025.',
          'Angol, 2 de agosto de 2025.',
        ].join('\n'),
      ]),
    );
    expect(value.prohibiciones.map((item) => item.accion)).toEqual([
      'de no enajenar sin su consentimiento',
      'prohibición de gravar y enajenar',
    ]);
  });
});
