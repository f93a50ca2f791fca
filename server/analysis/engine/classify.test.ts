import { describe, expect, it } from 'vitest';

import { classifyDocument, unsureTypeNote } from './classify';
import { DOCUMENT_TYPE_IDS } from '../../../common/documents/documentTypes';
import { typeSignals } from './classify/signals';
import { documentFromPages } from '../../../tests/support/engineDocuments';

const classify = (text: string) => classifyDocument(documentFromPages('doc.pdf', [text]));

describe('classifyDocument', () => {
  it.each([
    [
      'El Conservador certifica que la inscripción de fojas 1 número 2 del Registro de Propiedad se encuentra VIGENTE',
      'dominio_vigente',
    ],
    [
      'COPIA AUTORIZADA DE INSCRIPCIÓN\nfojas 1 número 2 del Registro de Propiedad del año 2000. Es fiel a su original.',
      'titulo_anterior',
    ],
    ['COPIA DE INSCRIPCION\nREGISTRO DE PROPIEDAD\nse encuentra: NO VIGENTE.-', 'titulo_anterior'],
    ['REPERTORIO N° 1-2020\nante mí, X, Notario Público de Talca, comparecen: don A', 'escritura'],
    ['CERTIFICADO DE HIPOTECAS Y GRAVÁMENES\ncertifico que no le afecta', 'gp'],
    ['Tesorería General de la República\nCertificado de Deuda\nROL 1-2-3', 'deuda_tgr'],
    ['CERTIFICADO DE NO DEUDA\nDERECHOS DE ASEO DOMICILIARIO', 'no_deuda_aseo'],
    ['Servicio de Impuestos Internos\nCERTIFICADO DE AVALÚO FISCAL', 'avaluo_fiscal'],
    ['SERVIU Región Metropolitana\nCERTIFICADO DE NO EXPROPIACIÓN', 'serviu_no_expropiacion'],
    [
      'DIRECCIÓN DE OBRAS MUNICIPALES\nCERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'afectacion_utilidad_publica',
    ],
    ['SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN\nCERTIFICADO DE MATRIMONIO', 'matrimonio'],
    ['SERVICIO DE REGISTRO CIVIL\nCERTIFICADO DE NO MATRIMONIO', 'no_matrimonio'],
    ['Registro de Comercio\nCertificado de Vigencia de la sociedad "X SPA"', 'sociedad'],
    ['Boleta de venta', 'unknown'],
  ])('%s → %s', (text, type) => {
    expect(classify(text).type).toBe(type);
  });

  it('has signals for every document type', () => {
    for (const type of DOCUMENT_TYPE_IDS) expect(typeSignals(type).titles.length).toBeGreaterThan(0);
  });
});

describe('classifyDocument on the pairs it used to confuse', () => {
  it('takes a notarial deed without "Notario Público" nor a repertorio at the top for an escritura', () => {
    const deed = `COMPRAVENTA
INMOBILIARIA LOS ROBLES LIMITADA
A
PEDRO ANTONIO SOTO VERA
En Temuco, a doce de marzo de dos mil veinticuatro, ante mí, MARÍA ELENA RÍOS PAZ, abogado, Notario
Titular de la Segunda Notaría de Temuco, comparecen: don PEDRO ANTONIO SOTO VERA, chileno, soltero,
cédula nacional de identidad número 15.677.201-1, y los comparecientes mayores de edad exponen:
PRIMERO: La sociedad es dueña del inmueble inscrito a fojas 1200 número 980 del Registro de Propiedad
del Conservador de Bienes Raíces de Temuco del año 2015.
SEGUNDO: Por el presente acto la sociedad vende, cede y transfiere a don Pedro Antonio Soto Vera.`;
    expect(classify(deed).type).toBe('escritura');
  });

  it('takes an electronic copy of a deed stamped with its inscription for an escritura', () => {
    const copy = `Certifico que el presente documento electrónico es copia fiel e íntegra de la escritura pública
otorgada ante mí. Notaría Ríos, Temuco.
DONACIÓN
En Temuco, República de Chile, comparece doña ANA ROJAS VERA, quien expone: PRIMERO: que es dueña
del inmueble singularizado. SEGUNDO: que dona a su hijo. En comprobante y previa lectura firma.
Inscrito a fojas 2210 número 1644 del Registro de Propiedad del Conservador de Bienes Raíces de Temuco.`;
    expect(classify(copy).type).toBe('escritura');
  });

  it('takes an inscription copy that names the notary of its deed for a título anterior', () => {
    const inscription = `CONSERVADOR DE BIENES RAÍCES DE TEMUCO
COPIA DE INSCRIPCIÓN DE DOMINIO
Temuco, cuatro de mayo de dos mil diez.- Don JUAN PÉREZ SOTO, casado, es dueño del sitio número 4 que
deslinda: NORTE, con calle Uno.- Lo adquirió por compra a doña ANA ROJAS, según escritura pública otorgada
ante el Notario Público de Temuco don Luis Mora, Repertorio N° 1.122.- El título anterior está a fojas 800
número 700 del año 2001.- Requirente: Juan Pérez.
Certifico que la presente copia es fiel a su original.`;
    expect(classify(inscription).type).toBe('titulo_anterior');
  });

  it('takes a "no inscripción de matrimonio" certificate for no-matrimonio, not matrimonio', () => {
    const none = `SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN
CERTIFICADO DE NO INSCRIPCIÓN DE MATRIMONIO
RUN: 15.677.201-1
La persona no registra inscripción de matrimonio en la República de Chile.`;
    expect(classify(none).type).toBe('no_matrimonio');
    const informe =
      'REGISTRO CIVIL\nInforme de No Matrimonio\nNombre: ANA ROJAS VERA\nResultado: sin matrimonio vigente';
    expect(classify(informe).type).toBe('no_matrimonio');
  });

  it('keeps a marriage certificate without subinscriptions a matrimonio', () => {
    const marriage = `REGISTRO CIVIL
CERTIFICADO DE MATRIMONIO
Nombre del Marido: JUAN PÉREZ SOTO
Nombre de la Mujer: ANA ROJAS VERA
No registra subinscripciones al margen de la inscripción de matrimonio.`;
    expect(classify(marriage).type).toBe('matrimonio');
  });

  it('takes a GP whose embargo was requested by the Tesorería for a GP', () => {
    const gp = `CONSERVADOR DE BIENES RAÍCES DE LA SERENA
CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR
Revisados los índices durante treinta años, el inmueble inscrito a fojas 7516 N° 4029 de 2014 reconoce:
UN EMBARGO decretado en la causa Rol N° C-347-2024 a solicitud de la Tesorería General de la República por
deuda de contribuciones del rol de avalúo 1200-15.`;
    expect(classify(gp).type).toBe('gp');
  });

  it('takes a labelled TGR certificate for a TGR debt certificate', () => {
    const tgr = `TESORERÍA GENERAL DE LA REPÚBLICA
Certificado de Deuda de Contribuciones
Rol: 83-01204-051
Contribuyente: MORALES PINTO SERGIO
La Cuenta Única Tributaria del rol no registra deuda.`;
    expect(classify(tgr).type).toBe('deuda_tgr');
  });

  it('takes a short dominio vigente that mentions liens it does not certify for a dominio vigente', () => {
    const dominio = `CERTIFICADO DE DOMINIO VIGENTE
Del inmueble ubicado en la Comuna de Concepción, inscrito a fojas 311 número 280 del Registro de Propiedad
del año 2010, se encuentra vigente a nombre de: 1.- ROJAS VERA ANA.
Este certificado no acredita hipotecas ni gravámenes, que constan en certificado aparte.`;
    expect(classify(dominio).type).toBe('dominio_vigente');
  });

  it('reports both candidates of a dominio vigente bundled with its GP', () => {
    const bundle = `CERTIFICADO DE DOMINIO VIGENTE CON HIPOTECAS Y GRAVÁMENES; PROHIBICIONES E INTERDICCIONES
CONSERVADOR DE BIENES RAÍCES DE IQUIQUE
La inscripción de fojas 2764 vuelta número 3518 del Registro de Propiedad del año 2015 se encuentra vigente
a nombre de LUIS PÉREZ.
Revisados los índices del Registro de Hipotecas y Gravámenes: UNA HIPOTECA a favor del BANCO DEL ESTADO
DE CHILE inscrita a fojas 1200 número 900 de 2015. Registro de Prohibiciones: UNA PROHIBICIÓN a favor del
mismo banco.`;
    const result = classify(bundle);
    expect([result.type, result.runnerUp?.type].sort()).toEqual(['dominio_vigente', 'gp']);
  });

  it('notes a close call instead of deciding it silently', () => {
    const bundle = classify(
      'CERTIFICADO DE DOMINIO VIGENTE Y DE HIPOTECAS Y GRAVÁMENES\nse encuentra vigente',
    );
    expect(bundle.confidence).toBeLessThan(0.5);
    expect(unsureTypeNote('x.pdf', bundle)).toMatch(/^Tipo de documento dudoso en "x.pdf"/);
    expect(
      unsureTypeNote('x.pdf', classify('Servicio de Impuestos Internos\nCERTIFICADO DE AVALÚO FISCAL')),
    ).toBeNull();
  });
});
