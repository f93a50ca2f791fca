import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { cbrDocument } from '../support/engineDocuments';

/*
 * Forms the cbr-real3 set (issue #18, "unseen real certificates") found unread, each tried here in
 * other wordings than the set's: registry names abbreviated with stops, OCR letters in lien words
 * and in the vuelta mark, registries certified empty with "nada …", a GP titled "Hipotecas y
 * Prohibiciones" that labels the property's inscription on a line of its own, a section heading
 * joined to the entry before it, a weekday between the signing place and its date, and the
 * Punta Arenas office named by its region. Made-up offices' clerks, people and numbers.
 */

const gp = (...lines: string[]) => extractGpCertificate(cbrDocument(lines));
const entryOf = (...lines: string[]) => extractInscription(cbrDocument(lines)).value.entry;

describe('registry names abbreviated with stops', () => {
  it.each([
    ['inscrito a fs. 702 N° 655 del Reg. de Prop. de 2011', 702, 655, 2011],
    ['inscrito a fojas 1.310 vta., N° 1.009, Reg. Prop. año 2.007', 1310, 1009, 2007],
    ['que rola a Fs. 88 Nº 71 del Reg. de Propiedad del año 1996', 88, 71, 1996],
  ])('reads the property from "%s"', (line, fojas, numero, ano) => {
    const { value } = gp(
      'CONSERVADOR DE BIENES RAÍCES DE LA LIGUA',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      `El inmueble ${line}, comuna de Papudo, registra:`,
      'Reg. de Hip.: 1) HIPOTECA a fs. 410 N° 377 del año 2011, Banco Ripley.',
      'Reg. de Proh.: 1) PROHIBICION a fs. 390 N° 402 del año 2011, Banco Ripley.',
      'La Ligua, 4 de agosto de 2025.',
    );
    expect(value).toMatchObject({ fojas, numero, ano });
    expect(value.gravamenes).toMatchObject([{ tipo: 'HIPOTECA', fojas: 410, numero: 377, ano: 2011 }]);
    expect(value.prohibiciones).toMatchObject([{ fojas: 390, numero: 402, ano: 2011 }]);
  });
});

describe('OCR letters in lien words and in the vuelta mark', () => {
  it('reads "EMBARG0", "lNTERDICCIONES" and "PR0HIBICION" as the words they stand for', () => {
    const { value } = gp(
      'CERTIFICAD0 DE HIP0TECAS Y GRAVAMENES, lNTERDICCIONES Y PR0HIBICIONES',
      'Del inmueble inscrito a fojas 610 número 588 del Registro de Propiedad del año 2009.',
      'REGISTRO DE HIP0TECAS Y GRAVAMENES: no registra.',
      'REGISTRO DE lNTERDICCIONES Y PR0HIBICIONES:',
      '1) PR0HIBICION a fojas 233 número 241 del año 2009.',
      '2) EMBARG0 a fojas 1002 número 917 del año 2024.',
      'Quillota, 2 de junio de 2025.',
    );
    expect(value.gravamenes).toEqual([]);
    expect(value.prohibiciones).toMatchObject([
      { tipo: 'PROHIBICIÓN', fojas: 233, numero: 241 },
      { tipo: 'EMBARGO', fojas: 1002, numero: 917, ano: 2024 },
    ]);
  });

  it('reads "vla." after a fojas number as vuelta, marked repaired', () => {
    const result = gp(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inmueble inscrito a fojas 1.442 vla. número 1.210 del Registro de Propiedad del año 2016.',
      'Registro de Hipotecas y Gravámenes: sin inscripciones.',
      'Los Andes, 9 de mayo de 2025.',
    );
    expect(result.value).toMatchObject({ fojas: 1442, vuelta: true, numero: 1210, ano: 2016 });
    expect(result.provenance.vuelta?.unsure).toContain('repaired_reading');
  });
});

describe('registries certified empty with "nada …"', () => {
  it.each(['nada consta.', 'nada registra.', 'Nada hay que certificar.', 'nada figura en sus índices.'])(
    'reads "%s" as certified empty',
    (answer) => {
      const result = gp(
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble inscrito a fojas 52 número 61 del Registro de Propiedad del año 2020.',
        `Registro de Hipotecas y Gravámenes: ${answer}`,
        `Registro de Interdicciones y Prohibiciones: ${answer}`,
        'Chañaral, 3 de abril de 2025.',
      );
      expect(result.value.gravamenes).toEqual([]);
      expect(result.value.prohibiciones).toEqual([]);
      expect(result.notes.filter((note) => /Registro de/.test(JSON.stringify(note)))).toEqual([]);
    },
  );
});

describe('a GP titled "Hipotecas y Prohibiciones" with the inscription on labelled lines', () => {
  const lines = [
    'CONSERVADOR DE BIENES RAICES DE CHAÑARAL',
    'CERTIFICADO DE HIPOTECAS Y PROHIBICIONES',
    'Inscripción de dominio',
    'Fojas : 310 vta',
    'Número : 298',
    'Año : 2.013',
    'HIPOTECAS Y GRAVAMENES',
    'Clase : HIPOTECA',
    'Fojas : 122 Número : 140 Año : 2.013',
    'INTERDICCIONES Y PROHIBICIONES',
    'Clase : PROHIBICION',
    'Fojas : 98 Número : 131 Año : 2.013',
    'Chañaral, 11 de marzo de 2025.',
  ];

  it('is classified a GP, not a copy of an inscription', () => {
    expect(classifyDocument(cbrDocument(lines)).type).toBe('gp');
  });

  it("reads the property's inscription and one entry in each registry, without a heading for creditor", () => {
    const { value } = gp(...lines);
    expect(value).toMatchObject({ fojas: 310, vuelta: true, numero: 298, ano: 2013 });
    expect(value.gravamenes).toMatchObject([{ tipo: 'HIPOTECA', fojas: 122, numero: 140, acreedor: null }]);
    expect(value.prohibiciones).toMatchObject([{ fojas: 98, numero: 131 }]);
  });
});

describe('the signing place and the office', () => {
  it('reads a weekday between the place and the date ("Talca, viernes 4 de julio de 2025")', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 640 número 601 del Registro de Propiedad del año 2012',
      'se encuentra vigente a nombre de doña IRMA ROSA PINO LARA.',
      'Talca, viernes 4 de julio de 2025.',
    );
    expect(entry).toMatchObject({ conservador: 'Talca', fecha_emision: '2025-07-04' });
  });

  it('reads the Punta Arenas office headed by its region ("Conservador de Bienes Raíces de Magallanes")', () => {
    const entry = entryOf(
      'Conservador de Bienes Raíces de Magallanes',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 2.001 número 1.730 del Registro de Propiedad del año 2019',
      'se encuentra vigente a nombre de don IVO ANTONIO KUSANOVIC RADIC.',
      'Dado en Punta Arenas el 30 de abril de 2025.',
    );
    expect(entry).toMatchObject({ conservador: 'Punta Arenas', fojas: 2001, numero: 1730, ano: 2019 });
  });
});

describe('a reference interrupted by a line of another column', () => {
  it('joins the fojas and the número a margin line parts, and marks the join doubtful', () => {
    const result = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
        'COPIA CON VIGENCIA',
        'Certifico que la inscripción de fojas 3.001 vuelta',
        'NOTA: cancelación de prohibición fs. 12 N° 14 año 2020.-',
        'número 2.777 del Registro de Propiedad del año 2.015 se encuentra vigente.-',
        'Parral, 2 de octubre de 2025.',
      ]),
    );
    expect(result.value.entry).toMatchObject({ fojas: 3001, vuelta: true, numero: 2777, ano: 2015 });
    expect(result.provenance.numero?.confidence).toBeLessThan(0.5);
  });

  it('joins nothing across one garbled word, whose vuelta cannot be told ("611 elta N° 655")', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la propiedad inscrita a fojas 611 elta N° 655 del año 2019 se encuentra vigente.',
      'Parral, 2 de octubre de 2025.',
    );
    expect(entry).toMatchObject({ numero: null });
  });

  it('joins nothing when the número after a lone fojas gives no year', () => {
    const result = extractInscription(
      cbrDocument([
        'CERTIFICADO DE DOMINIO VIGENTE',
        'El inmueble inscrito a fojas 410 de la comuna de Parral, lote número 12 de la Villa Sur,',
        'se encuentra vigente a nombre de don ARTURO PÉREZ LILLO.',
        'Parral, 2 de octubre de 2025.',
      ]),
    );
    expect(result.value.entry).toMatchObject({ numero: null, ano: null });
  });
});

describe('OCR letters read for digits and keywords, and commas for thousands', () => {
  it.each([
    ['inscrita a fojas 2I5 número 3S1 del año 2OO9', 215, 351, 2009],
    ['inscrita a Fs. 3,204 Nr0. 2,001 del año 2,014', 3204, 2001, 2014],
    ['inscrita a F0jas 9O8 Nº 1.0I2 del año 2.0I8', 908, 1012, 2018],
  ])('reads "%s"', (line, fojas, numero, ano) => {
    const entry = entryOf(
      'CONSERVADOR DE BIENES RAICES DE CAUQUENES',
      'CERTIFICADO DE DOMINIO VIGENTE',
      `Certifico que la propiedad ${line} se encuentra vigente a nombre de doña ELBA ROJAS.`,
      'Cauquenes, 9 de julio de 2025.',
    );
    expect(entry).toMatchObject({ fojas, numero, ano });
  });
});

describe('a certificate of inscription and vigencia as labelled lines', () => {
  const lines = [
    'CONSERVADOR DE BIENES RAÍCES DE SAN VICENTE',
    'CERTIFICADO DE INSCRIPCIÓN Y DE VIGENCIA',
    'Foja(s) .......... : 77',
    'Número de Inscripción : 102',
    'Año de la Inscripción : 1.999',
    'Estado : VIGENTE',
    'San Vicente, 5 de mayo de 2025.',
  ];

  it('is classified a dominio vigente', () => {
    expect(classifyDocument(cbrDocument(lines)).type).toBe('dominio_vigente');
  });

  it('reads fojas, número and año from their labels', () => {
    expect(entryOf(...lines)).toMatchObject({ fojas: 77, numero: 102, ano: 1999 });
  });
});

describe('"la inscripción precedente" in the certification after the copy', () => {
  it('is the certified inscription, not an earlier title', () => {
    const entry = entryOf(
      'Curepto, diez de enero de dos mil veinte.- Don LUIS SAAVEDRA MORA es dueño del sitio',
      'número cuatro de la Población Esperanza, comuna de Curepto.- El título anterior está a fojas 30',
      'número 28 del año 1990.-',
      'Certifico que la inscripción precedente, que rola a fojas 45 número 40 del Registro de',
      'Propiedad del año 2020, se encuentra vigente.- Curepto, 3 de marzo de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 45, numero: 40, ano: 2020 });
  });
});

describe('a lien kind in capitals glued to its connector', () => {
  it('reads "EMBARGOen favor" and "SERVIDUMBREde tránsito" as their kinds', () => {
    const { value } = gp(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 300 número 280 del Registro de Propiedad del año 2010.',
      'Registro de Hipotecas y Gravámenes: SERVIDUMBREde tránsito, a fojas 12 número 11 del año 2011.',
      'Registro de Interdicciones y Prohibiciones: EMBARGOen favor de Banco Estado, a fojas 90 número 88 del año 2023.',
      'Curepto, 3 de marzo de 2025.',
    );
    expect(value.gravamenes).toMatchObject([{ tipo: 'SERVIDUMBRE', fojas: 12 }]);
    expect(value.prohibiciones).toMatchObject([{ tipo: 'EMBARGO', fojas: 90 }]);
  });
});

describe('one GP for two properties under a long title', () => {
  it("reads the first inscription as the property's and lists only the liens", () => {
    const { value } = gp(
      'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES, EMBARGOS Y LITIGIOS',
      'Los inmuebles inscritos a fs. 12 N° 10 y fs. 13 N° 11, ambos del Registro de Propiedad de 2020.',
      'Registro de Hipotecas y Gravámenes: 1) HIPOTECA fs. 50 N° 44 de 2020.',
      'Registro de Interdicciones y Prohibiciones: no hay.',
      'Quirihue, 8 de mayo de 2025.',
    );
    expect(value).toMatchObject({ fojas: 12, numero: 10, ano: 2020 });
    expect(value.gravamenes).toMatchObject([{ fojas: 50, numero: 44 }]);
  });
});

describe('registries answered in a word or two', () => {
  it('reads "NEGATIVA" and "sin movimientos" as certified empty', () => {
    const result = gp(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 8 número 7 del Registro de Propiedad del año 2022.',
      'Hipotecas y Gravámenes: NEGATIVA.',
      'Interdicciones y Prohibiciones: sin movimientos.',
      'Yungay, 4 de junio de 2025.',
    );
    expect(result.value.gravamenes).toEqual([]);
    expect(result.value.prohibiciones).toEqual([]);
    expect(result.notes.filter((note) => /Registro de/.test(JSON.stringify(note)))).toEqual([]);
  });
});

describe('a type printed right after its registry heading', () => {
  it('gives the entry after "GRAVÁMENES — Servidumbre:" its type', () => {
    const { value } = gp(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inmueble inscrito a fojas 300 número 290 del Registro de Propiedad del año 2001.',
      'HIPOTECAS Y GRAVÁMENES — Servidumbre: Fojas 12, N° 9, año 2001, de tránsito.',
      'Quirihue, 8 de mayo de 2025.',
    );
    expect(value.gravamenes).toMatchObject([{ tipo: 'SERVIDUMBRE', fojas: 12, numero: 9, ano: 2001 }]);
  });
});

describe('dates and numbers some offices print their own way', () => {
  it('reads an issue date with a Roman month ("Ancud, 2-XI-2024")', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 61 número 58 del Registro de Propiedad del año 2014',
      'se encuentra vigente a nombre de don JUAN BARRÍA.',
      'Ancud, 2-XI-2024.',
    );
    expect(entry).toMatchObject({ fecha_emision: '2024-11-02', conservador: 'Ancud' });
  });

  it('reads the year in words after the registry without "año"', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'El inmueble inscrito a fojas 410 número 377 del Registro de Propiedad correspondiente a',
      'mil novecientos noventa y nueve se encuentra vigente. Yungay, 4 de junio de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 410, numero: 377, ano: 1999 });
  });

  it('joins numbers a space parts into thousands, marked repaired', () => {
    const result = extractInscription(
      cbrDocument([
        'CERTIFICADO DE DOMINIO VIGENTE',
        'Certifico que la inscripción de Fs. 2 310 N° 1 004 del año 2 011 se encuentra vigente.',
        'Yungay, 4 de junio de 2025.',
      ]),
    );
    expect(result.value.entry).toMatchObject({ fojas: 2310, numero: 1004, ano: 2011 });
    expect(result.provenance.fojas?.unsure).toContain('repaired_reading');
  });

  it('reads fojas and número with the owner named between them', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la propiedad inscrita a fojas 77, a nombre de doña ANA ROJAS PIZARRO, bajo el',
      'número 61 del Registro de Propiedad del año 2003, se encuentra vigente.',
      'Yungay, 4 de junio de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 77, numero: 61, ano: 2003 });
  });
});
