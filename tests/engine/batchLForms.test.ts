import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { documentFromPages } from '../support/engineDocuments';

/*
 * Forms held-out batch L exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

const gp = (...lines: string[]) =>
  extractGpCertificate(documentFromPages('gp.pdf', [lines.join('\n')])).value;

describe('GP certificates', () => {
  it('types an item labelled with its section’s plural heading by the item’s own kind', () => {
    const value = gp(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Del inmueble inscrito a Fs. 812 Nro. 733 del Año 2016, calle Los Aromos 140, comuna de Linares,',
      'de propiedad de ROJAS VERA MARTA ELENA.',
      '1) HIPOTECAS: a Fs. 90 Nro. 71 del Año 2016 En favor de CAJA LOS ANDES por 640 UF.',
      'Registro de Hipotecas y Gravámenes: UNA inscripción vigente.',
      '1) PROHIBICIONES: a Fs. 44 Nro. 52 del Año 2016 En favor de CAJA LOS ANDES, de enajenar.',
      '2) EMBARGOS: a Fs. 310 Nro. 298 del Año 2024 En favor de MUNICIPALIDAD DE LINARES.',
      'Registro de Interdicciones y Prohibiciones de Enajenar: DOS inscripciones vigentes.',
      'Linares, 3 de marzo de 2026',
    );
    expect(value.gravamenes.map((item) => item.tipo)).toEqual(['HIPOTECA']);
    expect(value.prohibiciones.map((item) => item.tipo)).toEqual(['PROHIBICIÓN', 'EMBARGO']);
  });
});
