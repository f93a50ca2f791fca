import { describe, expect, it } from 'vitest';

import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { extractGpCertificate } from '../extractors/gpCertificate';
import { refRole } from './assign';

/** The role of the reference printed as `ref` in `text`. */
function roleOf(text: string, ref: string) {
  return refRole(text, { index: text.indexOf(ref), text: ref });
}

describe('refRole: the owner named after a reference', () => {
  it('takes a reference followed by its owner’s name for the property’s inscription', () => {
    const text =
      'Predio: Parcela 7, sector Los Maitenes. Anotado a fs. 880 N° 612 del año 2014, a nombre de ROSA ELVIRA TAPIA MUÑOZ.';
    expect(roleOf(text, 'fs. 880 N° 612 del año 2014')).toBe('property');
  });

  it('keeps a lien’s reference an item, and the seller’s title the earlier one', () => {
    const lien =
      'EMBARGO: a fs. 1290 N° 1133 del año 2023, a nombre de ROSA ELVIRA TAPIA MUÑOZ, decretado por';
    expect(roleOf(lien, 'fs. 1290 N° 1133 del año 2023')).toBe('item');
    const inFavour = 'Inscrito a fs. 1290 N° 1133 del año 2023, a favor de BANCO DEL ELQUI S.A.';
    expect(roleOf(inFavour, 'fs. 1290 N° 1133 del año 2023')).toBe('item');
    const earlier =
      'El título anterior está a fs. 402 N° 388 del año 1999, a nombre de la vendedora doña ELENA RÍOS.';
    expect(roleOf(earlier, 'fs. 402 N° 388 del año 1999')).toBe('previous');
  });
});

describe('extractGpCertificate: the inscription its owner names', () => {
  it('reads the inscription followed by its owner as read, not inferred from the opening words', () => {
    const { value, provenance } = extractGpCertificate(
      documentFromPages('gp.pdf', [
        [
          'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
          'Conservador de Bienes Raíces de Ovalle',
          'Inmueble: calle Vicuña Mackenna 611, comuna de Ovalle.',
          'Inscrito a Fs. 1733 Nro. 1409 del Año 2018, a nombre de PASTÉN ROJAS LUIS ALBERTO.',
          '1) HIPOTECA: a Fs. 905 Nro. 801 del Año: 2018 En favor de BANCO DEL LIMARÍ S.A. por 1.200 UF.',
          'Ovalle, 4 de marzo de 2026.',
        ].join('\n'),
      ]),
    );
    expect(value.fojas).toBe(1733);
    expect(value.numero).toBe(1409);
    for (const key of ['fojas', 'numero', 'ano'])
      expect(provenance[key]?.unsure ?? []).not.toContain('inferred');
  });
});

describe('refRole: the registry named on a worn copy', () => {
  it('takes a reference in the registry of property for the property’s even when OCR cut "Registro"', () => {
    const text =
      'certifica que la casa de calle Ñielol 88, inscrita a fojas 455 número 301 del Regist de Propiedad del año 2017, no se encuentra afecta.';
    expect(roleOf(text, 'fojas 455 número 301')).toBe('property');
    expect(roleOf(text.replace('Regist de', 'Registio de'), 'fojas 455 número 301')).toBe('property');
  });
});
