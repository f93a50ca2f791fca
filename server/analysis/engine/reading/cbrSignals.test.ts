import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../classify';
import { documentFromPages } from '../../../../tests/support/engineDocuments';

/** The CBR types told apart on made-up heads of documents (GP titles from cbrSignals). */
describe('CBR document signals', () => {
  it.each([
    [
      'CertificadodeHipotecas,Gravámenes,InterdiccionesyProhibicionesdeEnajenar DelinmuebleinscritoaFojas1',
      'gp',
    ],
    ['Registro de Propiedad\nCertificado Bien Familiar\nEn relación al inmueble inscrito a fojas 1', 'gp'],
    ['CERTIFICADO DE HIPOTECA Y GRAVÁMENES\nPROHIBICIONES, INTERDICCIONES Y/O EMBARGOS', 'gp'],
    [
      'REPERTORIO N° 5-2024\nante mí, ANA SOTO, Notario Público, comparecen: don X, quien declara haber tenido a la vista el certificado de hipotecas y gravámenes',
      'escritura',
    ],
    [
      'En Osorno, a diez de mayo de dos mil veinte, ante mí, LUIS PAZ, Notario de Osorno, comparece: doña Y',
      'escritura',
    ],
    [
      'Copia con Vigencia\nLa inscripción de fojas 1 número 2 del Registro de Propiedad. Los adquirió por compra según escritura otorgada en la notaría de esta ciudad, Repertorio Número 3',
      'dominio_vigente',
    ],
    [
      'CERTIFICADO\nDE\nDOMINIO VIGENTE\nse encuentra vigente a la fecha de emisión de este certificado',
      'dominio_vigente',
    ],
    [
      'COPIA DE INSCRIPCION\nREGISTRO DE PROPIEDAD\nque rola a fojas 1, nº 2, año 2000, se encuentra:NO VIGENTE.- otorgada ante el Notario Público don Z, repertorio',
      'titulo_anterior',
    ],
  ])('%s → %s', (head, type) => {
    expect(classifyDocument(documentFromPages('doc.pdf', [head])).type).toBe(type);
  });

  it('keeps both types of a certificate titled as dominio vigente and GP at once (a bundle)', () => {
    const result = classifyDocument(
      documentFromPages('doc.pdf', [
        'CERTIFICADO DE DOMINIO VIGENTE, HIPOTECAS Y GRAVAMENES, DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      ]),
    );
    expect([result.type, result.runnerUp?.type].sort()).toEqual(['dominio_vigente', 'gp']);
  });
});
