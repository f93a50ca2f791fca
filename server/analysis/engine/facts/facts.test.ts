import { describe, expect, it } from 'vitest';

import { extractInscription } from '../extractors/inscription';
import { extractMarriageCertificate } from '../extractors/marriageCertificate';
import { extractTgrDebt } from '../extractors/tgrDebt';
import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { inscriptionFacts } from './inscriptionFacts';
import { readMarginNotes } from './marginNotes';
import { marriageFacts } from './marriageFacts';
import { taxAgreement } from './taxAgreement';

const ADJUDICATION = `CERTIFICO: Que la copia es fiel, correspondiente a la inscripción de fojas 5102 número 3321 del Registro de Propiedad del año 2020, y se encuentra VIGENTE.- San Bernardo, 30 de octubre de 2025.-
San Bernardo, primero de diciembre del año dos mil veinte.- Doña ANA MARÍA SOTO PAZ, cédula nacional de identidad número 15.320.447-0, soltera, de este domicilio, es dueña del inmueble ubicado en calle Uno número diez, Comuna de San Bernardo, cuyos deslindes son: NORTE, en diez metros con calle Uno.- Lo adquirió por adjudicación en la partición de la comunidad hereditaria quedada al fallecimiento de don LUIS SOTO ROJAS, según escritura pública de fecha diecinueve de octubre del año dos mil veinte.- La inscripción anterior rola a fojas 2210 vuelta número 1644 del año 2019.-`;

describe('inscription facts', () => {
  it('reads the act and whether it partitions an inheritance', () => {
    const document = documentFromPages('dominio.pdf', [ADJUDICATION]);
    const facts = inscriptionFacts('dominio.pdf', extractInscription(document).value, true);
    expect(facts).toMatchObject({ act: 'adjudicacion', inheritancePartition: true, certifiedVigente: true });
    expect(facts.actSource?.file).toBe('dominio.pdf');
  });

  it('reads cancelled liens and liens noted in the margin', () => {
    const document = documentFromPages('dominio.pdf', [
      'Requirente: Hipoteca a fs. 3911vta- 3041-2018. San Miguel, 03/05/2018 Con las siguientes Notas Marginales : Rep. 18.342. 14.08.2023. Alzamiento de hipoteca y prohibición. C -112409. Alzamiento a fs. 9811-7704-2023.-',
    ]);
    const notes = readMarginNotes(document);
    expect(notes.filter((note) => note.kind === 'alzamiento')).toMatchObject([
      { subjects: ['hipoteca', 'prohibicion'], text: 'Alzamiento de hipoteca y prohibición' },
    ]);
    expect(notes.filter((note) => note.kind === 'inscripcion')).toMatchObject([{ subjects: ['hipoteca'] }]);
    expect(readMarginNotes(documentFromPages('d.pdf', [ADJUDICATION]))).toEqual([]);
  });
});

describe('marriage facts', () => {
  const certificate = (subinscriptions: string) =>
    documentFromPages('matrimonio.pdf', [
      `CERTIFICADO DE MATRIMONIO
Nombre del Marido : JORGE PATRICIO GONZALEZ SAAVEDRA
R.U.N. : 12.877.340-1
Nombre de la Mujer: LORENA ISABEL MEDINA FUENTES
R.U.N. : 13.008.512-1
FECHA CELEBRACIÓN : 04 Noviembre 2005 A LAS 11:00 HORAS
SUBINSCRIPCIONES
${subinscriptions}
FECHA EMISIÓN: 8 Julio 2025, 09:47.`,
    ]);

  it('reads the wedding and divorce dates', () => {
    const document = certificate(
      'Por sentencia de fecha 14 de mayo de 2014, dictada por el Juzgado de Familia de Puente Alto, se declaró el divorcio de los cónyuges.',
    );
    const facts = marriageFacts(document, extractMarriageCertificate(document).value);
    expect(facts).toMatchObject({
      celebrada: '2005-11-04',
      divorcio: true,
      divorcioFecha: '2014-05-14',
      separacion: false,
    });
    expect(facts.spouses[0]).toEqual({ nombre: 'JORGE PATRICIO GONZALEZ SAAVEDRA', rut: '12.877.340-1' });
  });

  it('dates a separation pacted at the wedding, and reads no subinscription as none', () => {
    const pact = certificate(
      'En el acto del matrimonio los contrayentes pactaron separación total de bienes.',
    );
    expect(marriageFacts(pact, extractMarriageCertificate(pact).value)).toMatchObject({
      separacion: true,
      separacionFecha: '2005-11-04',
    });
    const none = certificate('No registra subinscripciones.');
    expect(marriageFacts(none, extractMarriageCertificate(none).value)).toMatchObject({
      separacion: false,
      divorcio: false,
      nulidad: false,
    });
  });
});

describe('tax agreement', () => {
  it('takes the total under a payment agreement from the reader, and nothing without one', () => {
    const agreement = documentFromPages('tgr.pdf', [
      'ROL 117-03412-017\nDeuda :Acogidos ART 196 y 197 DEL C.T. (CLP)\nTotal Deuda Acogida a Convenio (CLP) 193,080 2,886 8,688 0 204,654',
    ]);
    expect(taxAgreement(agreement, extractTgrDebt(agreement).value)).toMatchObject({
      total: 204654,
      rol_avaluo: '3412-17',
      source: { file: 'tgr.pdf', page: 1 },
    });
    const plain = documentFromPages('tgr.pdf', ['Total Deuda Morosa (CLP) 193,080 2,886 8,688 0 204,654']);
    expect(taxAgreement(plain, extractTgrDebt(plain).value)).toBeNull();
  });
});
