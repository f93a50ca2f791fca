import { describe, expect, it } from 'vitest';

import { readDocument } from '../../server/analysis/engine/analyzeDossier';
import { combineOutcomes } from '../../server/analysis/engine/combineOutcomes';
import { documentFromPages } from '../support/engineDocuments';

/* #19: the kind of each GP item is recorded where it is read and the rules follow it. Made-up GP. */

const GP = [
  'Certificado de Hipotecas, Gravámenes, Interdicciones y Prohibiciones de Enajenar',
  'Del inmueble inscrito a Fojas 100 Número 200 del Registro de Propiedad del año 2010.',
  'Revisados los índices del Registro de Hipotecas y Gravámenes, certifico que la propiedad tiene en',
  'dicho periodo UN inscripción(es) vigente(s).-',
  '1) HIPOTECA : a Fs. 301 Nro. 204 del Año 2010 en favor de Banco Uno.',
  'Revisados igualmente los índices del Registro de Interdicciones y Prohibiciones de Enajenar,',
  'certifico que tiene en dicho periodo DOS inscripción(es) vigente(s).-',
  '1) LITIGIO : a Fs. 410 Nro. 388 del Año 2023.',
  '2) INTERDICCION : a Fs. 415 Nro. 391 del Año 2024.',
  'Santiago, 2 de mayo del 2025',
].join('\n');

describe('lien kinds through the engine (#19)', () => {
  it('records each item’s kind, and a lawsuit and an interdiction are not ordinary prohibitions', () => {
    const analysis = combineOutcomes(
      [readDocument(documentFromPages('gp.pdf', [GP]), false, [])],
      new Date('2025-05-10T12:00:00Z'),
    );
    expect(analysis.facts.liens.map(({ registry, tipo, kind }) => [registry, tipo, kind])).toEqual([
      ['gravamenes', 'HIPOTECA', 'hipoteca'],
      ['prohibiciones', 'LITIGIO', 'litigio'],
      ['prohibiciones', 'INTERDICCION', 'interdiccion'],
    ]);
    const codes = analysis.findings.map((finding) => finding.code);
    expect(codes).toEqual(
      expect.arrayContaining(['HIPOTECA_VIGENTE', 'LITIGIO_VIGENTE', 'INTERDICCION_VIGENTE']),
    );
    expect(codes).not.toContain('PROHIBICION_VIGENTE');
  });
});
