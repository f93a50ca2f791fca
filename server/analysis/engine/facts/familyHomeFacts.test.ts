import { describe, expect, it } from 'vitest';

import { analyzeDossier } from '../analyzeDossier';
import { classifyDocument } from '../classify';
import { extractDocument, typeFacts } from '../extractDocument';
import { extractGpCertificate } from '../extractors/gpCertificate';
import { documentFromPages, minimalPdf } from '../../../../tests/support/engineDocuments';
import { familyHomeFacts } from './familyHomeFacts';

/*
 * Certificates of bien familiar issued apart from the GP, and GPs with a bien familiar section
 * (issue #18 item 1), in several offices' wordings. Made up for these tests.
 */

const CERTIFICATES = {
  'lines of labels, CONSTA': [
    'CONSERVADOR DE BIENES RAÍCES DE VIÑA DEL MAR',
    'CERTIFICADO DE BIEN FAMILIAR',
    'CERTIFICADO NÚMERO : AB12CD34',
    'Foja: 7110',
    'Número: 8204',
    'Año: 2017',
    'Registro de Propiedad',
    'Revisado el período de los últimos diez años, CONSTA marginalmente la declaración de bien familiar',
    'de la propiedad inscrita a las fojas, número y año indicados.',
    'Viña del Mar, 14 de abril de 2025.',
  ],
  'a sentence, NO CONSTA': [
    'CERTIFICADO DE BIEN FAMILIAR',
    'El Conservador de Bienes Raíces de Chillán que suscribe certifica que al margen de la inscripción de',
    'dominio de fojas 1502 número 1311 del Registro de Propiedad del año 2009, NO CONSTA la declaración',
    'de bien familiar a que se refiere el artículo 141 del Código Civil.',
    'Chillán, 2 de junio de 2025.',
  ],
  'afecto, in a short form': [
    'Registro de Propiedad',
    'Certificado Bien Familiar',
    'En relación al inmueble inscrito a fojas 2.001, Nº 1.500, en el Registro de Propiedad a mi cargo,',
    'correspondiente al año 2.019, de propiedad de don LUIS PÉREZ SOTO.-',
    'CERTIFICO: Que revisados los márgenes, se encuentra afecto a la declaración de Bien Familiar.-',
    'Carátula 11111CBR Vicuña, 9 de Enero de 2025',
  ],
  'a GP section answered in a form': [
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR, LITIGIOS Y BIEN FAMILIAR',
    'Inmueble inscrito a fojas 610 número 590 del Registro de Propiedad del año 2014.',
    'Revisados los índices del Registro de Hipotecas y Gravámenes, certifico que no hay inscripciones vigentes.',
    'Revisados los índices del Registro de Interdicciones y Prohibiciones, certifico que no hay inscripciones vigentes.',
    'Litigios: NO',
    'Declaración de bien familiar: NO',
    'Quillota, 1 de abril de 2025.',
  ],
} as const;

type Form = keyof typeof CERTIFICATES;
const documentOf = (form: Form) => documentFromPages('bien_familiar.pdf', [CERTIFICATES[form].join('\n')]);

describe('bien familiar', () => {
  it.each(Object.keys(CERTIFICATES) as Form[])('is read as a GP certificate: %s', (form) => {
    expect(classifyDocument(documentOf(form)).type).toBe('gp');
  });

  it.each([
    [
      'lines of labels, CONSTA',
      { fojas: 7110, numero: 8204, ano: 2017, declared: true, fecha_emision: '2025-04-14' },
    ],
    [
      'a sentence, NO CONSTA',
      { fojas: 1502, numero: 1311, ano: 2009, declared: false, fecha_emision: '2025-06-02' },
    ],
    [
      'afecto, in a short form',
      { fojas: 2001, numero: 1500, ano: 2019, declared: true, fecha_emision: '2025-01-09' },
    ],
    ['a GP section answered in a form', { fojas: 610, numero: 590, ano: 2014, declared: false }],
  ] as const)('records the inscription and whether a declaration is noted: %s', (form, expected) => {
    const document = documentOf(form);
    const facts = familyHomeFacts(document, extractGpCertificate(document).value);
    expect(facts).toEqual([expect.objectContaining({ file: 'bien_familiar.pdf', ...expected })]);
    expect(facts[0]?.source).toMatchObject({ file: 'bien_familiar.pdf', page: 1 });
  });

  it.each([
    'CERTIFICADO\nBIEN FAMILIAR\nFojas 12 Número 34 Año 2005 Registro de Propiedad\nNO CONSTA declaración de bien familiar.',
    'CERTIFICADO DE DECLARACIÓN DE BIEN FAMILIAR\nInmueble inscrito a fojas 12 número 34 del año 2005.\nNo consta.',
    'Certificado de Afectación a Bien Familiar\nPropiedad inscrita a fs. 12 Nº 34 del año 2005: no se encuentra afecta.',
  ])('a title printed another way is still a bien familiar certificate read as a GP: %j', (text) => {
    expect(classifyDocument(documentFromPages('bf.pdf', [text])).type).toBe('gp');
  });

  it('an inscription copy whose margin notes the declaration records it', () => {
    const document = documentFromPages('dv.pdf', [
      [
        'REGISTRO DE PROPIEDAD',
        'El Conservador de Bienes Raíces de Talca certifica que la inscripción de fojas 2210 número 1905 del',
        'Registro de Propiedad del año 2020 se encuentra vigente.',
        'Talca, doce de marzo de dos mil veinte.- Don MANUEL FUENTES ORTIZ, soltero, es dueño del sitio 14.-',
        'Notas marginales: Declarado bien familiar por sentencia del Juzgado de Familia de Talca, a fs. 300 número 250 del año 2022.',
        'Talca, 5 de septiembre de 2025.',
      ].join('\n'),
    ]);
    const extracted = extractDocument('dominio_vigente', document);
    expect(extracted && typeFacts(extracted, document).familyHomes).toEqual([
      expect.objectContaining({ fojas: 2210, numero: 1905, ano: 2020, declared: true }),
    ]);
  });

  it('reads the office of a certificate that names it only in its heading', () => {
    expect(extractGpCertificate(documentOf('lines of labels, CONSTA')).value.conservador).toBe(
      'Viña del Mar',
    );
  });

  it('leaves an answer it cannot read unknown and says so, never "no"', () => {
    const document = documentFromPages('bf.pdf', [
      'CERTIFICADO DE BIEN FAMILIAR\nInmueble inscrito a fojas 10 número 20 del año 2001.\nTemuco, 3 de marzo de 2025.',
    ]);
    const gp = extractGpCertificate(document);
    expect(familyHomeFacts(document, gp.value)).toEqual([]);
    expect(gp.notes).toContain('No se pudo leer si consta una declaración de bien familiar en bf.pdf.');
  });

  it('a GP that says nothing of bien familiar records nothing about it', () => {
    const document = documentFromPages('gp.pdf', [
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES\nInmueble inscrito a fojas 1 número 2 del año 2003.\nRevisados los índices, no hay hipotecas.\nTalca, 1 de marzo de 2025.',
    ]);
    const extracted = extractDocument('gp', document);
    expect(extracted && familyHomeFacts(document, extractGpCertificate(document).value)).toEqual([]);
  });

  it('in a dossier: a declaration noted gives one BIEN_FAMILIAR finding; "no consta" gives none', async () => {
    const certificate = (answer: string) =>
      // minimalPdf's standard font shows ASCII only.
      minimalPdf([
        [
          'CERTIFICADO DE BIEN FAMILIAR',
          'El Conservador de Bienes Raices de Temuco certifica que al margen de la inscripcion de dominio',
          `de fojas 7110 numero 8204 del Registro de Propiedad de 2017, ${answer} la declaracion de bien familiar.`,
          'Temuco, 14 de abril de 2025.',
        ],
      ]);
    const findingsFor = async (answer: string) =>
      (
        await analyzeDossier([{ name: 'bf.pdf', bytes: certificate(answer) }], {
          referenceDate: new Date('2025-04-20T12:00:00Z'),
        })
      ).findings.filter((finding) => finding.code === 'BIEN_FAMILIAR');
    const noted = await findingsFor('CONSTA');
    expect(noted).toHaveLength(1);
    expect(noted[0]?.message).toMatch(/fojas 7110 número 8204 del año 2017/);
    expect(await findingsFor('NO CONSTA')).toEqual([]);
  });
});
