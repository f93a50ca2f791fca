import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { cbrDocument } from '../support/engineDocuments';

/*
 * Forms the silent errors of the held-out text sets showed (issue #17), each in wordings written
 * for these tests: made-up offices, people, numbers.
 */

describe('a GP naming the unit before the street it stands on', () => {
  const gp = (clause: string) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE QUINTERO',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'El Conservador que suscribe certifica haber revisado los índices de los Registros de',
      `Hipotecas y Gravámenes y de Interdicciones y Prohibiciones, respecto ${clause}`,
      'comuna de Quintero, inscrito a nombre de MUÑOZ ARAVENA PATRICIA ELENA a fojas 902',
      'número 655 del Registro de Propiedad del año 2.019, y que no aparece afecto a',
      'hipotecas, gravámenes ni prohibiciones.',
      'Quintero, 9 de marzo de 2026.',
      'Código de verificación: QTO-GP-88120',
    ]);

  it.each([
    [
      'del departamento N° 1106 del Edificio Bahía Azul, ubicado en Avenida Normandie N° 2044,',
      'departamento 1106',
    ],
    ['del local número 12 de la Galería Costanera, ubicado en calle Luis Acevedo 310,', 'local 12'],
    ['de la oficina Nº 7 del Edificio Puerto, situada y ubicada en pasaje Los Pinos 88,', 'oficina 7'],
  ])('keeps the unit of "%s" after the street', (clause, unit) => {
    const read = extractGpCertificate(gp(clause)).value;
    expect(read.domicilio).toMatch(new RegExp(`\\d, ${unit}$`));
  });

  it('adds no unit when the clause before names none', () => {
    const read = extractGpCertificate(gp('del inmueble ubicado en calle Los Aromos N° 214,')).value;
    expect(read.domicilio).toBe('calle Los Aromos 214');
  });
});

describe('a copy transcribing the cancelled inscription first and the current one after it', () => {
  const earlier = [
    'CONSERVADOR DE BIENES RAÍCES DE LA LIGUA',
    'Copia de inscripciones del Registro de Propiedad',
    'Se transcriben a continuación la inscripción anterior, hoy cancelada, y la inscripción vigente.',
    'PRIMERA.- INSCRIPCIÓN ANTERIOR (CANCELADA)          Fs. 640  N.º 512  Año 2009',
    'La Ligua, catorce de agosto de dos mil nueve.- Doña ELENA BEATRIZ QUIROZ PALMA, cédula de',
    'identidad número 9.114.208-2, viuda, de este domicilio, es dueña del sitio y casa ubicados en',
    'calle Ortiz de Rozas número ochenta, comuna de La Ligua.- Lo adquirió por compra a don HUGO',
    'ERNESTO PALMA SOTO, según escritura de fecha dos de agosto de dos mil nueve, otorgada en la',
    'Notaría de La Ligua de don Rubén Vera Cid, por el precio de $22.000.000.- El título anterior',
    'está inscrito a fojas 98 número 77 del año 1994.- Rol 41-6.',
  ];
  const current = [
    'SEGUNDA.- INSCRIPCIÓN VIGENTE                      Fs. 1.204  N.º 933  Año 2021',
    'La Ligua, veinte de mayo de dos mil veintiuno.- Don MATÍAS IGNACIO ROJAS FERRADA, cédula de',
    'identidad número 17.330.645-9, soltero, de este domicilio, es dueño del sitio y casa ubicados en',
    'calle Ortiz de Rozas número ochenta, comuna de La Ligua.- Lo adquirió por compra a doña ELENA',
    'BEATRIZ QUIROZ PALMA, según escritura de fecha doce de mayo de dos mil veintiuno, otorgada en',
    'la Notaría de La Ligua de don Rubén Vera Cid, por el precio de $61.000.000.- El título anterior',
    'está inscrito a fojas 640 número 512 del año 2009.- Rol 41-6.',
  ];
  const certification = [
    'CERTIFICO: que las copias que anteceden son conformes con sus originales; que la inscripción de',
    'fojas 640 número 512 del año 2009 se encuentra cancelada, y que la inscripción de fojas 1.204',
    'número 933 del año 2021 se encuentra vigente.',
    'La Ligua, 3 de febrero de 2026.',
    'Código de verificación: LLG-2026-0477',
  ];

  it('reads the first transcription as the earlier entry, under the certificate’s date and code', () => {
    const document = cbrDocument(earlier, [...current, ...certification]);
    const [part, ...others] = bundledParts('dominio_vigente', document);
    expect(others).toEqual([]);
    expect(part?.type).toBe('titulo_anterior');
    const entry = (part?.result.value as ReturnType<typeof extractInscription>['value']).entry;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([640, 512, 2009]);
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['ELENA BEATRIZ QUIROZ PALMA']);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([98, 77, 1994]);
    expect(entry.fecha_emision).toBe('2026-02-03');
    expect(entry.codigo_verificacion).toBe('LLG-2026-0477');
    const own = extractInscription(document).value.entry;
    expect([own.fojas, own.numero, own.ano]).toEqual([1204, 933, 2021]);
  });

  it('adds no entry when the certification names the current inscription alone', () => {
    const alone = [
      'CERTIFICO: que la inscripción de fojas 1.204 número 933 del año 2021 se encuentra vigente.',
      ...certification.slice(3),
    ];
    expect(bundledParts('dominio_vigente', cbrDocument(earlier, [...current, ...alone]))).toEqual([]);
  });
});
