import { describe, expect, it } from 'vitest';

import { leadingComuna } from '../../server/analysis/engine/extractors/shared';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { cbrDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZM exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a comuna whose name runs to five words', () => {
  it('reads the whole name, not a shorter comuna opening it', () => {
    expect(leadingComuna('San Pedro de la Paz, que corresponde al lote 3')).toBe('San Pedro de la Paz');
    expect(leadingComuna('San Juan de la Costa.- Rol 12-4')).toBe('San Juan de la Costa');
    expect(leadingComuna('San Pedro, Región Metropolitana')).toBe('San Pedro');
  });
});

describe('a GP whose numbered entries close with their kind after dotted leaders', () => {
  it('gives each entry the kind printed at its end, not to the next one', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Inmueble : Parcela N° 12 Loteo Los Quillayes, comuna de Paine',
        'Inscrito : fojas 310 N° 288 Registro de Propiedad 2016',
        'Revisados los índices de este Oficio por treinta años, el inmueble reconoce lo siguiente:',
        '1.- Fojas 901 N° 712 del Registro de Hipotecas y Gravámenes del año 2016,',
        '    de fecha 3 de mayo de 2016, a favor de BANCO DEL PACÍFICO S.A., para ga-',
        '    rantizar un mutuo por 1.500 UF ................................ HIPOTECA',
        '2.- Fojas 455 N° 390 del Registro de Interdicciones y Prohibiciones de',
        '    Enajenar del año 2016, de fecha 3 de mayo de 2016, a favor de BANCO',
        '    DEL PACÍFICO S.A., de gravar y enajenar ....................... PROHIBICIÓN',
        'No hay otras inscripciones vigentes.',
        'Paine, 4 de febrero de 2026.',
      ]),
    );
    expect(
      value.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.ano, lien.acreedor]),
    ).toEqual([['HIPOTECA', 901, 712, 2016, 'BANCO DEL PACÍFICO S.A.']]);
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.numero, lien.acreedor])).toEqual([
      ['PROHIBICIÓN', 455, 390, 'BANCO DEL PACÍFICO S.A.'],
    ]);
  });

  it('reads the kind after a leader of dashes or underscores, three entries', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Propiedad inscrita a fojas 52 número 40 del Registro de Propiedad del año 2011.',
        '1) Fs. 77 N° 61 Registro de Hipotecas año 2011, a favor de CAJA LOS ANDES ------ HIPOTECA',
        '2) Fs. 80 N° 63 Registro de Prohibiciones año 2011, a favor de CAJA LOS ANDES ___ PROHIBICIÓN',
        '3) Fs. 12 N° 9 Registro de Prohibiciones año 2020, ordenado por el 1° Juzgado de Letras',
        '   de Talagante, Rol C-88-2020 ........................................ EMBARGO',
        'Talagante, 2 de enero de 2026.',
      ]),
    );
    expect(value.gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.numero])).toEqual([
      ['HIPOTECA', 77, 61],
    ]);
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.numero])).toEqual([
      ['PROHIBICIÓN', 80, 63],
      ['EMBARGO', 12, 9],
    ]);
  });
});
