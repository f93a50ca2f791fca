import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../common/record/provenance';
import {
  cutWord,
  gluedParts,
  misreadWord,
  respaceFromCopies,
  respaced,
  vocabularyOf,
} from '../../server/analysis/engine/spacingCopies';
import { gp, mortgage, person, report } from '../factories/findings';

/*
 * Words a worn copy glued or cut, spaced as the dossier prints them elsewhere (issue #18 item 5).
 * Made-up texts: an inscription and a GP of one property, as OCR read them.
 */

const INSCRIPTION = `Inscripción a fojas 812 número 640 del año 2019. Doña ROSA DEL PILAR MUÑOZ TRONCOSO
compró a la Cooperativa de Ahorro y Crédito Valle Hermoso Limitada la casa y sitio de calle
Los Aromos número 55, comuna de Nacimiento. Hipoteca a favor de BANCO DEL ESTADO DE CHILE por el
plazo de veinte años. Segunda hipoteca a favor de Banco Santander-Chile. Prohibición de gravar y enajenar en favor del mismo banco. Notario Javier
Olate Riquelme. O'Higgins 120, oficina de JAIME SEGOVIA.`;

const vocabulary = vocabularyOf([INSCRIPTION]);

describe('gluedParts', () => {
  it('cuts a glued word where the dossier prints its parts side by side', () => {
    expect(gluedParts('delestado', vocabulary)).toEqual(['del', 'estado']);
    expect(gluedParts('porel', vocabulary)).toEqual(['por', 'el']);
    expect(gluedParts('pilarmunoz', vocabulary)).toEqual(['pilar', 'munoz']);
    expect(gluedParts('delpilarmunoz', vocabulary)).toEqual(['del', 'pilar', 'munoz']);
  });

  it('cuts a preposition glued to its article, and "y" glued to a word printed often', () => {
    const apart = vocabularyOf(['DELOS', 'la comuna, esta comuna, cuya comuna; casa, casa, casa']);
    expect(gluedParts('delos', apart)).toEqual(['de', 'los']);
    expect(gluedParts('enla', apart)).toEqual(['en', 'la']);
    expect(gluedParts('ycomuna', apart)).toEqual(['y', 'comuna']);
    expect(gluedParts('casay', apart)).toEqual(['casa', 'y']);
    expect(gluedParts('ella', apart)).toBeNull();
    expect(gluedParts('porque', apart)).toBeNull();
    expect(gluedParts('ylote', apart)).toBeNull();
  });

  it('leaves a word the dossier prints as such more often than its parts together', () => {
    const glued = vocabularyOf([INSCRIPTION, 'BANCODELESTADO BANCODELESTADO', 'DELESTADO DELESTADO']);
    expect(gluedParts('delestado', glued)).toBeNull();
  });

  it('leaves short words, parts never printed side by side, and pieces cut after a J', () => {
    expect(gluedParts('casa', vocabulary)).toBeNull();
    expect(gluedParts('rosamunoz', vocabulary)).toBeNull();
    expect(gluedParts('hipotecabanco', vocabulary)).toBeNull();
    const cut = vocabularyOf(['ENAJ ENAR ENAJ ENAR ENAJENAR']);
    expect(gluedParts('enajenar', cut)).toBeNull();
  });
});

describe('cutWord', () => {
  it('joins a piece OCR cut after its J where the dossier prints the word whole', () => {
    expect(cutWord('j', 'aime', vocabulary)).toBe(true);
    expect(cutWord('enaj', 'enar', vocabularyOf(['de enajenar']))).toBe(true);
  });

  it('leaves other gaps, and a J piece the dossier never prints whole', () => {
    expect(cutWord('j', 'ara', vocabulary)).toBe(false);
    expect(cutWord('de', 'chile', vocabularyOf(['DECHILE de chile']))).toBe(false);
  });
});

describe('misreadWord', () => {
  const often = vocabularyOf([
    'casa número 12, casa número 14, casa número 16 de la calle Lota, calle Ercilla, calle Prat.',
    'la propiedad, la propiedad, la propiedad; el plano, el plano, el plano; coma, coma, coma.',
    'hilo hilo hilo; hito hito hito; plazo; sitio dos veces: sitia, sitia.',
  ]);

  it('reads a word printed once as the word printed often it is one look-alike letter off', () => {
    expect(misreadWord('numeto', often)).toBe('número');
    expect(misreadWord('ppopiedad', often)).toBe('propiedad');
    expect(misreadWord('cale', often)).toBe('calle');
  });

  it('leaves a word printed twice, a letter not a look-alike, the last letter, or two candidates', () => {
    expect(misreadWord('sitia', often)).toBeNull();
    expect(misreadWord('plazo', often)).toBeNull();
    expect(misreadWord('como', often)).toBeNull();
    expect(misreadWord('hifo', often)).toBeNull();
    expect(misreadWord('alle', often)).toBeNull();
  });
});

describe('respaced', () => {
  it('respaces glued and cut words, keeping the value’s own letters and case', () => {
    expect(respaced('BANCO DELESTADO DE CHILE', vocabulary)).toBe('BANCO DEL ESTADO DE CHILE');
    expect(respaced('ROSA DELPILAR MUÑOZ TRONCOSO', vocabulary)).toBe('ROSA DEL PILAR MUÑOZ TRONCOSO');
    expect(respaced('J AIME SEGOVIA', vocabulary)).toBe('JAIME SEGOVIA');
    expect(respaced('de gravar y enajenar porel plazo', vocabulary)).toBe(
      'de gravar y enajenar por el plazo',
    );
  });

  it('leaves a value whose words the dossier prints as they are', () => {
    expect(respaced('BANCO DEL ESTADO DE CHILE', vocabulary)).toBeNull();
    expect(respaced("O'Higgins 120", vocabulary)).toBeNull();
    expect(respaced('OHIGGINS 120', vocabulary)).toBeNull();
    expect(respaced('NUMETO 55', vocabularyOf(['número número número']))).toBeNull();
  });
});

describe('respaceFromCopies', () => {
  const source: Provenance = { file: 'gp.pdf', page: 1, snippet: 'DELESTADO', confidence: 0.85 };
  const dossier = report({
    gp_certificates: [
      gp({
        propietarios: [person('MUÑOZ TRONCOSO ROSA DELPILAR')],
        gravamenes: [mortgage({ acreedor: 'BANCO DELESTADO DE CHILE' })],
      }),
    ],
  });
  const provenance: ProvenanceMap = {
    'gp_certificates[0].gravamenes[0].acreedor': source,
    'gp_certificates[0].propietarios[0]': { ...source, snippet: 'MUÑOZ TRONCOSO' },
  };
  const texts = new Map([
    ['inscripcion.pdf', INSCRIPTION],
    ['gp.pdf', 'Hipoteca BANCO DELESTADO DE CHILE. Propietario MUÑOZ TRONCOSO ROSA DELPILAR.'],
  ]);

  it('repairs each worded value, marked as repaired where it was read', () => {
    const { report: repaired, provenance: marked } = respaceFromCopies(dossier, provenance, texts);
    const certificate = repaired.gp_certificates?.[0];
    expect(certificate?.gravamenes?.[0]?.acreedor).toBe('BANCO DEL ESTADO DE CHILE');
    expect(certificate?.propietarios?.[0]?.nombre).toBe('MUÑOZ TRONCOSO ROSA DEL PILAR');
    expect(marked['gp_certificates[0].gravamenes[0].acreedor']?.unsure).toEqual(['repaired_reading']);
    expect(marked['gp_certificates[0].propietarios[0].nombre']?.file).toBe('gp.pdf');
  });

  it('leaves codes and figures, and a dossier whose texts print the glued words alone', () => {
    const coded = report({
      gp_certificates: [
        gp({
          codigo_verificacion: 'PORELDELESTADO',
          gravamenes: [mortgage({ acreedor: 'BANCO DEL ESTADO' })],
        }),
      ],
    });
    expect(respaceFromCopies(coded, provenance, texts).report).toBe(coded);
    const alone = new Map([['gp.pdf', 'BANCO DELESTADO DE CHILE. MUÑOZ TRONCOSO ROSA DELPILAR.']]);
    expect(respaceFromCopies(dossier, provenance, alone).report).toBe(dossier);
  });
});
