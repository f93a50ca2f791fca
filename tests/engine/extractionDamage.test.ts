import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { normalize } from '../../server/analysis/engine/reading/normalize';
import { documentFromPages } from '../support/engineDocuments';

/*
 * Text-extraction damage the "real-dev damaged" set exposed (issue #18, scripts/eval/realDamaged.ts),
 * each in wordings written for these tests: made-up offices, people and numbers.
 */

const gp = (...pages: string[][]) =>
  extractGpCertificate(
    documentFromPages(
      'gp.pdf',
      pages.map((lines) => lines.join('\n')),
    ),
  ).value;

const entries = (
  list: { tipo: string | null; fojas: number | null; numero: number | null; ano: number | null }[],
) => list.map((entry) => [entry.tipo, entry.fojas, entry.numero, entry.ano]);

describe('text that lost its spaces', () => {
  it.each([
    // Lower-case keywords glued to the word before them and to their number.
    ['Enrelaciónalinmuebleinscritoafojas2.417,Nº903,enelRegistro', 'fojas 2417,número 903'],
    ['losEstacionamientosnúmero77y78', 'número 77'],
    // The page side glued between its number and the número.
    ['3)USUFRUCTO:aFs.5120VNro.2204delAño2011', 'fojas 5120 vuelta número 2204 del año 2011'],
    ['aFs.88FNro.61delAño:2019Constituidopor', 'fojas 88 frente número 61 del año 2019 Constituido'],
    // A date glued to "fecha" and to its month.
    ['confecha17denoviembrede2018.', 'fecha 17 de noviembre de 2018'],
    // A lien kind glued to its article and to what follows it.
    ['UNAHIPOTECAenfavordelBanco', 'UNA HIPOTECA en'],
    ['Embargoinscritoafojas40', 'Embargo inscrito'],
    ['ELREGLAMENTODECOPROPIEDADdelEdificio', 'EL REGLAMENTO DECOPROPIEDAD del'],
    ['b)EMBARGOENFAVORDEBANCO', 'EMBARGO ENFAVORDEBANCO'],
    ['Inscritoafs.812Nº95de2020', 'fojas 812 número 95 de 2020'],
    ['SEHALLAINSCRITOAFOJAS3310Nº2871DELAÑO2016', 'fojas 3310 número 2871 DEL año 2016'],
  ])('%s', (source, expected) => {
    expect(normalize(source).text).toContain(expected);
  });

  it.each([
    'la deuda hipotecaria del hipotecante',
    'bienes embargados y reglamentarios',
    'el usufructuario y la censura',
    'Nota 12345 Pagina 3',
    'CALLE BUENAS NUEVAS 12',
  ])('leaves words that only begin like a kind or a keyword alone: %s', (source) => {
    expect(normalize(source).text).toBe(source);
  });

  it('reads a GP whose item lines lost every space', () => {
    const value = gp([
      'Conservador de Bienes Raíces de Linares',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES',
      'Del inmueble inscrito a fojas 1.205 número 870 del Registro de Propiedad del año 2014.',
      'Registro de Hipotecas y Gravámenes',
      '1.-ClaseInscripción.:REGLAMENTODECOPROPIEDAD',
      'Inscripción:Fs.310vNro288de2013',
      '2.-Hipotecainscritaafojas1.310Nro.902,afavordelBancoSur,confecha03deabrilde2014.',
      'Registro de Interdicciones y Prohibiciones',
      'UNAPROHIBICIONdegravaryenajenarinscritaafojas990número777delaño2014.',
      'Linares, 2 de marzo de 2026.',
    ]);
    expect(entries(value.gravamenes)).toEqual([
      [expect.stringMatching(/^REGLAMENTO/), 310, 288, 2013],
      [expect.stringMatching(/^HIPOTECA/i), 1310, 902, 2014],
    ]);
    expect(entries(value.prohibiciones)).toEqual([[expect.stringMatching(/^PROHIBICI/), 990, 777, 2014]]);
  });

  it.each([
    ['glued to its label', 'la propiedad.-Roldeavalúonúmero2208-31,ComunadeTalca.-'],
    ['with OCR letters in its label', 'la propiedad.- Rol de ava1úo N°2208-31, Comuna de Talca.-'],
    ['with its label glued to the sign', 'la propiedad.- Rol de avalúoN°2208-31, Comuna de Talca.-'],
  ])('reads an inscription’s rol %s', (_case, line) => {
    const value = extractInscription(
      documentFromPages('copia.pdf', [
        [
          'Conservador de Bienes Raíces de Talca',
          'Certifico que la inscripción de fojas 4.410 número 3.877 del Registro de Propiedad del año 2017',
          'está conforme con su original y se encuentra vigente.',
          'Nº3877 COMPRAVENTA. Talca, 12 de mayo de 2017. Don PEDRO ANDRÉS SOTO LAGOS es dueño del',
          'departamento 41 del Edificio Alameda, comuna de Talca, que adquirió por compra a doña',
          'MARÍA JOSÉ PINO ROJAS.- El título anterior está a fojas 1.020 número 998 del año 2009.-',
          line,
          'Talca, 4 de marzo de 2026.',
        ].join('\n'),
      ]),
    ).value;
    expect(value.entry.rol_avaluo).toBe('2208-31');
  });
});

describe('label words OCR misread', () => {
  it.each([
    ['ubicado en la Cornuna de Pucón.-', 'Comuna de Pucón'],
    ['INSCRIPCI0N DE DOMINI0 VIGENTE', 'INSCRIPCIÓN DE DOMINIO VIGENTE'],
    ['Rol de ava1úo Nurnero 104-22', 'Rol de avalúo número 104-22'],
    ['según Registr0 de Propledad', 'según Registro de Propiedad'],
  ])('%s', (source, expected) => {
    expect(normalize(source).text).toContain(expected);
  });

  it('leaves words that only resemble a label alone', () => {
    const source = 'don Juan Cornejo, la Comunidad Los Olmos, el vigésimo piso y la ruta 1';
    expect(normalize(source).text).toBe(source);
  });

  it('classifies a certificate whose title OCR misread', () => {
    const document = documentFromPages('cert.pdf', [
      [
        'Registro de Propiedad',
        'Certlficado Bien Familiar',
        'En relación al inmueble inscrito a fojas 2.204, Nº 871, en el Registro de Propiedad a mi cargo,',
        'correspondiente al año 2.018, consistente en la casa 14 del Pasaje Los Aromos, de la comuna de',
        'Ovalle, de propiedad de doña ROSA ELENA TAPIA CORTÉS.-',
        'CERTIFICO: Que revisados los márgenes de la inscripción de dominio, el inmueble no se encuentra',
        'afecto a la declaración de Bien Familiar.-',
        'Carátula 5512 CBR Ovalle, 3 de marzo de 2026.',
      ].join('\n'),
    ]);
    expect(classifyDocument(document).type).toBe('gp');
  });
});
