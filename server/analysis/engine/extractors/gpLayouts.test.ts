import { describe, expect, it } from 'vitest';

import { documentFromPages, ocrDocumentFromPages } from '../../../../tests/support/engineDocuments';
import { extractGpCertificate } from './gpCertificate';

/*
 * One GP certificate per house style of chilean-documents.md §4 and issue #9, written for these
 * tests with made-up offices' wording, numbers and names. Each checks what a lawyer needs: the
 * property's inscription, every lien and prohibition with its reference, and empty or unknown
 * registries told apart.
 */

const read = (...pages: string[]) => extractGpCertificate(documentFromPages('gp.pdf', pages));
const refs = (
  items: { tipo: string; fojas: number | null; vuelta: boolean; numero: number | null; ano: number | null }[],
) => items.map(({ tipo, fojas, vuelta, numero, ano }) => [tipo, fojas, vuelta, numero, ano]);

describe('GP certificates in every layout', () => {
  it('narrative entries, each a sentence with its reference, and the title printed last', () => {
    const { value } = read(
      [
        'Certificado de Hipotecas y Prohibiciones',
        'Inmueble: CASA Nº 12, PASAJE LAS ACACIAS Nº 480, ubicado en la comuna de OVALLE, de propiedad de',
        'PEDRO PABLO ARAYA SOTO.',
        'Revisados los índices del Registro de Hipotecas y Gravámenes durante TREINTA años a la fecha',
        'certifico que al inmueble singularizado precedentemente, solamente le afecta lo siguiente:',
        'UNA SERVIDUMBRE de tránsito a favor de la COMPAÑÍA ELÉCTRICA DEL NORTE S.A., sobre una franja',
        'de cinco metros. Inscrita a fs 311 N° 205 de 2009.',
        'UNA SEGUNDA HIPOTECA constituida en favor del BANCO DEL SUR, ascendente a la cantidad de',
        '1.250,5 Unidades de Fomento. Inscrita a fs 1022 vta N° 733 de 2018.',
        'Revisados igualmente durante TREINTA años, los índices del Registro de Interdicciones y',
        'Prohibiciones de Enajenar, certifico que al inmueble singularizado precedentemente, solamente le',
        'afecta lo siguiente:',
        'UN EMBARGO decretado en la causa Rol N° C-88-2023, seguida ante el PRIMER JUZGADO DE LETRAS DE',
        'OVALLE, caratulada "BANCO DEL SUR CON ARAYA". Inscrito a fs 402 N° 377 de 2023.',
      ].join('\n'),
      [
        'EL TÍTULO DE DOMINIO SE ENCUENTRA INSCRITO A FOJAS 1880 N° 1341 DEL',
        'REGISTRO DE PROPIEDAD, CORRESPONDIENTE AL AÑO 2017.',
        'CBR Ovalle, 2 de Julio de 2025, Hora: 10:02',
      ].join('\n'),
    );
    expect(value).toMatchObject({
      fojas: 1880,
      vuelta: false,
      numero: 1341,
      ano: 2017,
      conservador: 'Ovalle',
    });
    expect(value.fecha_emision).toBe('2025-07-02');
    expect(refs(value.gravamenes)).toEqual([
      ['SERVIDUMBRE', 311, false, 205, 2009],
      ['SEGUNDA HIPOTECA', 1022, true, 733, 2018],
    ]);
    expect(value.gravamenes[1]).toMatchObject({ acreedor: 'BANCO DEL SUR', suma_dinero: '1.250,50 UF' });
    expect(refs(value.prohibiciones)).toEqual([['EMBARGO', 402, false, 377, 2023]]);
  });

  it('lettered items with dotted numbers, a letter printed twice, and the registry named "respectivo"', () => {
    const { value } = read(
      [
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES Y DE PROHIBICIONES E INTERDICCIONES',
        'En relación al inmueble inscrito a fojas 4.120 N° 2.090 del Registro de Propiedad a mi cargo',
        'correspondiente al año 2.012; de propiedad de doña MARTA ELENA ROJAS VERA.-',
        'REGISTRO DE HIPOTECAS Y GRAVAMENES',
        'CERTIFICO: Que revisados los Indices del Registro de Hipotecas y Gravámenes, durante 30 años a la',
        'fecha; he encontrado que al inmueble le afecta lo siguiente: a) HIPOTECA DE SEGUNDO GRADO,',
        'inscrita a fojas 1.501 N° 700 del Registro respectivo, del año 2.013, en favor del BANCO NORTE.-',
        'REGISTRO DE PROHIBICIONES E INTERDICCIONES',
        'Revisados igualmente los Indices, he encontrado que al inmueble le afecta lo siguiente: a)',
        'PROHIBICION, inscrita a fojas 1.640 N° 811, del Registro respectivo del año 2.013, en favor del',
        'BANCO NORTE; b) EMBARGO, inscrito a fojas 9.001 N° 4.410, del Registro respectivo del año 2.021,',
        'decretado por el Segundo Juzgado de Letras de Ovalle; b) EMBARGO, inscrito a fojas 9.700 N° 4.512,',
        'del Registro respectivo del año 2.021, en favor de TESORERÍA REGIONAL.-OVALLE, 3 de Marzo del año 2.024.-',
      ].join('\n'),
    );
    expect(value).toMatchObject({ fojas: 4120, numero: 2090, ano: 2012 });
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA DE SEGUNDO GRADO', 1501, false, 700, 2013]]);
    expect(refs(value.prohibiciones)).toEqual([
      ['PROHIBICION', 1640, false, 811, 2013],
      ['EMBARGO', 9001, false, 4410, 2021],
      ['EMBARGO', 9700, false, 4512, 2021],
    ]);
    expect(value.fecha_emision).toBe('2024-03-03');
  });

  it('fojas.cl style: labelled fields, an inscription line pushed past the page footer', () => {
    const footer = [
      'Conservador de Bienes Raices de Talca , 04 Abril de 2025',
      'Emito con firma electrónica avanzada (ley No19.799, de 2002) AA de 13/10/2006 de la Excma. Corte Suprema.-',
      'Certificado Nro 51234.- Verifique validez en www.fojas.cl .-',
    ];
    const { value } = read(
      [
        'CERTIFICADO DE HIPOTECAS Y GRAVAMENES',
        'INTERDICCIONES Y PROHIBICIONES DE ENAJENAR, LITIGIOS',
        'I.- Singularización del inmueble :',
        'Ubicación: Calle Uno Norte Nº 870. Comuna: TALCA',
        'II.- Individualización propietario vigente: (1)',
        '1.- MUÑOZ LAGOS ANA MARIA Rut: 12.345.678-5',
        'Inscripción: Fs.902v Nro 1188 de 2015 , Registro de Propiedad',
        ' Fecha Inscripción: 03/04/2015',
        'III.-Limitaciones al dominio desde 04/04/1995 hasta 04/04/2025:',
        'Registro de Hipotecas y Gravamenes: (1)',
        '1.- Clase Inscripción.: HIPOTECA',
        'Acreedor: BANCO ANDINO S.A.',
        ...footer,
      ].join('\n'),
      [
        'Inscripción: Fs.480 Nro 611 de 2015 Fecha Inscripción: 03/04/2015',
        'Registro de Interdicciones y Prohibiciones: (1)',
        '1.- Clase inscripción: PROHIBICION',
        'Acreedor: BANCO ANDINO S.A.',
        'Inscripción: Fs.301v Nro 402  de 2015 Fecha Inscripción: 03/04/2015',
        'IV.- Litigios.:',
        'No registra Anotaciones o Inscripciones.-',
        ...footer,
      ].join('\n'),
    );
    expect(value).toMatchObject({ fojas: 902, vuelta: true, numero: 1188, ano: 2015, conservador: 'Talca' });
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 480, false, 611, 2015]]);
    expect(value.gravamenes[0]).toMatchObject({ acreedor: 'BANCO ANDINO S.A.', fecha_emision: '2015-04-03' });
    expect(refs(value.prohibiciones)).toEqual([['PROHIBICION', 301, true, 402, 2015]]);
  });

  it('bullets with the year only in the inscription date, one registry only (the other stays unknown)', () => {
    const { value, notes } = read(
      [
        'CERTIFICADO DE HIPOTECAS Y GRAVAMENES',
        'El Conservador de Bienes Raíces de Linares, en relación al inmueble inscrito a fojas 310, número',
        '288, del Registro de Propiedad a mi cargo, correspondiente al año 2019, certifico:',
        'Que revisados los libros índices del Registro de Hipotecas y Gravámenes desde 30 años a la fecha,',
        'a la propiedad singularizada precedentemente le afecta:',
        '\uF0B7 Hipoteca inscrita a fojas 77 N°61, a favor del Banco Central Sur, con fecha 2 de mayo de 2019.',
        '\uF0B7 Servidumbre inscrita a fojas 12 N°9, a favor de Aguas del Maule S.A., con fecha 9 de enero de 2001.',
        'Linares, 5 de junio de 2025.-',
      ].join('\n'),
    );
    expect(refs(value.gravamenes)).toEqual([
      ['HIPOTECA', 77, false, 61, 2019],
      ['SERVIDUMBRE', 12, false, 9, 2001],
    ]);
    expect(value.prohibiciones).toEqual([]);
    expect(notes).toContainEqual(expect.stringMatching(/no informa sobre el Registro de Interdicciones/));
  });

  it('two columns read across: headings printed after their items', () => {
    const { value } = read(
      [
        'CERTIFICADO DE HIPOTECAS, GRAVAMENES, INTERDICCIONES Y PROHIBICIONES',
        'Del inmueble inscrito a Fojas 880 V número 701 del Registro de Propiedad del año 2020.',
        'Registro de Interdicciones y Prohibiciones',
        'Revisados igualmente durante TREINTA años los índices, certifico que la referida propiedad tiene en',
        'dicho período, las siguiente(es) inscripción(es) vigente(es).',
        'Angol, 3 de Mayo del 2025',
        '1) HIPOTECA: a Fs.190 F Nro.150 del Año: 2020 En favor de BANCO CAPITAL.',
        '1) PROHIBICION: a Fs.201 V Nro.166 del Año: 2020 En favor de BANCO CAPITAL.',
        '2) MEDIDA PRECAUTORIA: a Fs.95 F Nro.80 del Año: 2024 Decretada por el Juzgado de Angol.',
        'Revisados los índices del Registro de Hipotecas y Gravámenes durante TREINTA años a la fecha.',
        'Registro de Hipotecas y Gravámenes',
      ].join('\n'),
    );
    expect(value).toMatchObject({ fojas: 880, vuelta: true, numero: 701, ano: 2020 });
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 190, false, 150, 2020]]);
    expect(refs(value.prohibiciones)).toEqual([
      ['PROHIBICION', 201, true, 166, 2020],
      ['MEDIDA PRECAUTORIA', 95, false, 80, 2024],
    ]);
  });

  it('text extracted without spaces', () => {
    const { value } = read(
      [
        'CertificadodeHipotecas,Gravámenes,InterdiccionesyProhibicionesdeEnajenar',
        'DelinmuebleinscritoaFojas7001Número6500delRegistrodePropiedaddelaño2001',
        'RegistrodeHipotecasyGravámenes',
        'RevisadoslosíndicesdelRegistrodeHipotecasyGravámenesduranteTREINTAañosalafecha,certificoque',
        'lapropiedadtieneendichoperiodoUNinscripciónesvigentes.-',
        '1)HIPOTECA:aFs.8800Nro.9100delAño2001enfavordeBancoLitoralS.A.',
        'RegistrodeInterdiccionesyProhibicionesdeEnajenar',
        'RevisadosigualmenteduranteTREINTAañoslosíndices,certificoquelareferidapropiedadtieneendicho',
        'periodoNINGUNAinscripciónesvigentes.-',
        'Santiago,2deJuniode2025.Derechos$6.600',
      ].join('\n'),
    );
    expect(value).toMatchObject({ fojas: 7001, numero: 6500, ano: 2001 });
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 8800, false, 9100, 2001]]);
    expect(value.prohibiciones).toEqual([]);
    expect(value.fecha_emision).toBe('2025-06-02');
  });

  it('"a fojas … figura inscrita hipoteca …": the type after the reference', () => {
    const { value } = read(
      [
        'CERTIFICADO DE GRAVAMENES Y PROHIBICIONES',
        'El inmueble inscrito a fojas 45 número 30 del Registro de Propiedad del año 2011, de propiedad de',
        'JUAN ROJAS. Revisados los registros de Hipotecas y Gravámenes e Interdicciones y Prohibiciones:',
        'A fojas 112 número 98 del año 2011, figura inscrita hipoteca en favor del Banco Austral.',
        'A fojas 140 número 120 del año 2011, figura inscrita prohibición de enajenar en favor del Banco Austral.',
        'Castro, 8 de agosto de 2025.',
      ].join('\n'),
    );
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 112, false, 98, 2011]]);
    expect(refs(value.prohibiciones)).toEqual([['PROHIBICIÓN', 140, false, 120, 2011]]);
    expect(value.gravamenes[0]?.acreedor).toBe('Banco Austral');
  });

  it.each([
    ['no le afecta ninguna hipoteca ni gravamen', 'no le afecta ninguna interdicción ni prohibición'],
    ['NO TIENE VIGENTES Hipotecas ni Gravámenes de ningún tipo', 'NO registra inscripciones vigentes'],
    ['tiene en dicho periodo NINGUNA inscripción(es) vigente(s)', 'no le afectan prohibiciones'],
  ])('certified empty: "%s" / "%s"', (nothingLiens, nothingProhibitions) => {
    const { value, notes, provenance } = read(
      [
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Inmueble inscrito a fojas 610 número 590 del Registro de Propiedad del año 2014.',
        `Revisados los índices del Registro de Hipotecas y Gravámenes, certifico que ${nothingLiens}.`,
        `Revisados los índices del Registro de Interdicciones y Prohibiciones, certifico que ${nothingProhibitions}.`,
        'Quillota, 1 de abril de 2025.',
      ].join('\n'),
    );
    expect(value.gravamenes).toEqual([]);
    expect(value.prohibiciones).toEqual([]);
    expect(notes).toEqual([]);
    expect(provenance.gravamenes?.confidence).toBeGreaterThan(0.8);
  });

  it('a bien familiar certificate reviews neither registry: both stay unknown and say so', () => {
    const { value, notes, provenance } = read(
      [
        'Registro de Propiedad',
        'Certificado Bien Familiar',
        'En relación al inmueble inscrito a fojas 2.001, Nº 1.500, en el Registro de Propiedad a mi cargo,',
        'correspondiente al año 2.019, de propiedad de don LUIS PÉREZ SOTO.-',
        'CERTIFICO: Que revisados los márgenes, no se encuentra afecto a la declaración de Bien Familiar.-',
        'Carátula 11111CBR Vicuña, 9 de Enero de 2025',
      ].join('\n'),
    );
    expect(value).toMatchObject({ fojas: 2001, numero: 1500, ano: 2019, conservador: 'Vicuña' });
    expect(value.gravamenes).toEqual([]);
    expect(notes).toEqual([
      expect.stringMatching(/no informa sobre el Registro de Hipotecas/),
      expect.stringMatching(/no informa sobre el Registro de Interdicciones/),
    ]);
    expect(provenance.gravamenes).toBeUndefined();
  });

  it('marks a count that disagrees with the entries read, and an illegible item as unsure', () => {
    const { value, notes, provenance } = read(
      [
        'Certificado de Hipotecas, Gravámenes, Interdicciones y Prohibiciones de Enajenar',
        'Del inmueble inscrito a Fojas 100 Número 200 del Registro de Propiedad del año 2010.',
        'Revisados los índices del Registro de Hipotecas y Gravámenes, certifico que la propiedad tiene en',
        'dicho periodo DOS inscripción(es) vigente(s).-',
        '1) HIPOTECA : a Fs. 3?1 Nro. 2#4 del Año 2010 en favor de Banco Uno.',
        '2) REGLAMENTO : a Fs. 50 Nro. 60 del Año 2005.',
        'Revisados igualmente los índices del Registro de Interdicciones y Prohibiciones de Enajenar,',
        'certifico que tiene en dicho periodo UN inscripción(es) vigente(s).-',
        'Santiago, 2 de mayo del 2025',
      ].join('\n'),
    );
    expect(refs(value.gravamenes)).toEqual([
      ['HIPOTECA', null, false, null, null],
      ['REGLAMENTO', 50, false, 60, 2005],
    ]);
    expect(provenance['gravamenes[0]']?.confidence).toBeLessThan(0.5);
    expect(value.prohibiciones).toEqual([]);
    expect(notes).toContainEqual(
      expect.stringMatching(/declara 1 inscripción\(es\) en el Registro de Interdicciones/),
    );
  });

  it('a table of registry codes with glued rows: the run split as the spaced rows print theirs, doubtful', () => {
    const { value, provenance } = read(
      [
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble inscrito a foja 5120, número 6100 del Registro de Propiedad del año 2012',
        'Registro Foja Número Año Descripción',
        'RBG 2210 3301 2013 Hipoteca - BANCO COSTERO.',
        'RBK221033022013Prohibición - BANCO COSTERO.',
        'Viña del Mar, 7 de mayo de 2025',
      ].join('\n'),
    );
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 2210, false, 3301, 2013]]);
    expect(refs(value.prohibiciones)).toEqual([['PROHIBICIÓN', 2210, false, 3302, 2013]]);
    expect(provenance['prohibiciones[0]']?.confidence).toBeLessThan(0.5);
  });

  it('a glued run with no spaced row to follow is split when one split is plausible, or one keeps fojas and número of one order', () => {
    const { value } = read(
      [
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble inscrito a foja 5120, número 6100 del Registro de Propiedad del año 2012',
        'Registro Foja Número Año Descripción',
        'RBG2000032013Hipoteca - BANCO COSTERO.',
        'RBK221033022014Prohibición - BANCO COSTERO.',
        'Viña del Mar, 7 de mayo de 2025',
      ].join('\n'),
    );
    // "200003" splits only as 20000 | 3 (no cell starts with 0); "22103302" splits many ways,
    // only 2210 | 3302 within a factor of four of each other.
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 20000, false, 3, 2013]]);
    expect(refs(value.prohibiciones)).toEqual([['PROHIBICIÓN', 2210, false, 3302, 2014]]);
  });

  it('a row whose fojas and número the text glued, the year apart, and a last cell before the sign-off', () => {
    const { value, provenance } = read(
      [
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Inmueble inscrito a fojas 5.410 número 4.980 del Registro de Propiedad del año 2016.',
        'Registro Fojas Número Año Descripción',
        'HIP 2210 1904 2016 Hipoteca BANCO BICE',
        'PRO22111905 2016 Prohibición BANCO BICE',
        'Viña del Mar, 5 de agosto de 2025.',
      ].join('\n'),
    );
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 2210, false, 1904, 2016]]);
    expect(refs(value.prohibiciones)).toEqual([['PROHIBICIÓN', 2211, false, 1905, 2016]]);
    expect(value.prohibiciones[0]?.acreedor).toBe('BANCO BICE');
    expect(provenance['prohibiciones[0]']?.confidence).toBeLessThan(0.5);
  });

  it('rows where the type follows each reference', () => {
    const { value } = read(
      [
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Propiedad inscrita a fojas 700 número 650 del Registro de Propiedad del año 2010.',
        'Inscripciones vigentes en los Registros de Hipotecas y de Prohibiciones:',
        'Fs. 2.210 N° 3.301 Año 2013 - HIPOTECA - BANCO COSTERO',
        'Fs. 2.410 N° 3.302 Año 2013 - PROHIBICIÓN - BANCO COSTERO',
        'Fs. 90 N° 80 Año 2022 - EMBARGO - TESORERÍA',
        'San Antonio, 3 de marzo de 2025.',
      ].join('\n'),
    );
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 2210, false, 3301, 2013]]);
    expect(refs(value.prohibiciones)).toEqual([
      ['PROHIBICIÓN', 2410, false, 3302, 2013],
      ['EMBARGO', 90, false, 80, 2022],
    ]);
  });

  it('bare headings, the número before the fojas, the property named by nothing but its place', () => {
    const { value, notes, provenance } = read(
      [
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Inmueble: Fs. 640 N° 512 del año 2008, Parcela 9, comuna de Paine.',
        'HIPOTECAS:',
        'Inscrita bajo el número 1204 a fojas 880 del año 2016, a favor del Banco Rural.',
        'PROHIBICIONES Y EMBARGOS:',
        'En el Registro respectivo no aparecen inscripciones vigentes.',
        'Buin, 9 de enero de 2025.',
      ].join('\n'),
    );
    expect(value).toMatchObject({ fojas: 640, numero: 512, ano: 2008 });
    expect(provenance.fojas?.confidence).toBeLessThanOrEqual(0.6);
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 880, false, 1204, 2016]]);
    expect(value.prohibiciones).toEqual([]);
    expect(notes).toEqual([]);
  });
});

describe('doubtful readings of a GP certificate are marked, not guessed', () => {
  it('marks an entry whose numbers OCR read with letters', () => {
    const { value, provenance } = extractGpCertificate(
      documentFromPages('gp.pdf', [
        [
          'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
          'Del inmueble inscrito a Fojas 2301 Número 1977 del Registro de Propiedad del año 2019.',
          'Registro de Hipotecas y Gravámenes:',
          '1) HIPOTECA : a Fs. 1O23 Nro. 8l2 del Año 2O19 en favor de Cooperativa Sur.',
          'Ancud, 2 de julio de 2025.',
        ].join('\n'),
      ]),
    );
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 1023, false, 812, 2019]]);
    expect(provenance['gravamenes[0]']?.unsure).toEqual(['repaired_reading']);
    expect(provenance.fojas?.unsure).toBeUndefined();
  });

  it('marks unsure a verification code OCR read with a character it confuses', () => {
    const page = [
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Código de verificación: HLONNP7S',
      'Del inmueble inscrito a Fojas 2301 Número 1977 del Registro de Propiedad del año 2019.',
      'Registro de Hipotecas y Gravámenes: no registra inscripciones.',
    ].join('\n');
    const scanned = extractGpCertificate(ocrDocumentFromPages('gp.scan.pdf', [page]));
    expect(scanned.value.codigo_verificacion).toBe('HLONNP7S');
    expect(scanned.provenance.codigo_verificacion?.unsure).toEqual(['ocr_low_confidence']);
    const text = extractGpCertificate(documentFromPages('gp.pdf', [page]));
    expect(text.provenance.codigo_verificacion?.unsure).toBeUndefined();
  });

  it('a bare "No hay" / "NO" under a heading without a colon certifies the registry empty', () => {
    const { value, notes } = read(
      [
        'CONSERVADOR DE BIENES RAÍCES DE SAN VICENTE',
        'Propiedad inscrita a fojas 215 número 190 del Registro de Propiedad del año 2011.',
        'A) HIPOTECAS Y GRAVÁMENES',
        'NO.',
        'B) INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Embargo a fojas 88 número 71 del año 2022.',
        'San Vicente, 3 de enero de 2024.',
      ].join('\n'),
    );
    expect(value.gravamenes).toEqual([]);
    expect(notes.filter((note) => note.includes('Hipotecas'))).toEqual([]);
    expect(refs(value.prohibiciones)).toEqual([['EMBARGO', 88, false, 71, 2022]]);
    const other = read(
      [
        'Inmueble inscrito a fs. 40 N° 33 del Registro de Propiedad del año 2019.',
        'INTERDICCIONES Y PROHIBICIONES No hay.',
        'HIPOTECAS Y GRAVÁMENES No registra.',
      ].join('\n'),
    );
    expect(other.value.gravamenes).toEqual([]);
    expect(other.value.prohibiciones).toEqual([]);
    expect(other.notes.filter((note) => /Hipotecas|Prohibiciones/.test(note))).toEqual([]);
  });

  it('takes an office the list does not hold as printed in its heading, marked doubtful', () => {
    for (const [heading, office] of [
      ['CONSERVADOR DE BIENES RAÍCES DE PUCÓN', 'Pucón'],
      ['Conservador de Bienes Raíces de Santa Juana', 'Santa Juana'],
    ] as const) {
      const { value, provenance } = read(
        [
          heading,
          'Inmueble inscrito a fs. 40 N° 33 del Registro de Propiedad del año 2019.',
          'Hipotecas: no registra.',
        ].join('\n'),
      );
      expect(value.conservador).toBe(office);
      expect(provenance.conservador?.confidence).toBeLessThan(0.5);
    }
  });
});

describe('a bien familiar certificate giving the inscription as labelled lines', () => {
  it('reads the inscription reviewed as the property’s, lists no lien, and reads its folio de verificación', () => {
    const { value } = read(
      [
        'CONSERVADOR DE BIENES RAÍCES DE TEMUCO',
        'CERTIFICADO DE BIEN FAMILIAR',
        'Propiedad inscrita en:',
        'Fojas: 901',
        'Número: 776',
        'Año: 2011',
        'Registro: Propiedad',
        'Revisada la inscripción, CONSTA al margen la declaración de bien familiar.',
        'Temuco, 12 de mayo de 2025.',
        'Folio de verificación: TMC-2025-0091',
      ].join('\n'),
    );
    expect(value).toMatchObject({
      fojas: 901,
      numero: 776,
      ano: 2011,
      conservador: 'Temuco',
      codigo_verificacion: 'TMC-2025-0091',
    });
    expect([...value.gravamenes, ...value.prohibiciones]).toEqual([]);
  });
});

describe('a bien familiar certificate giving the inscription as a table row', () => {
  it('reads the row whose registry cell says "Propiedad" as the property’s inscription, no entry', () => {
    const { value } = read(
      [
        'CERTIFICADO DE BIEN FAMILIAR',
        'Foja Número Año Registro',
        '2215 1870 2017 Propiedad',
        'Periodo revisado: desde el 01/01/2017 hasta el 01/09/2025',
        'Resultado: NO CONSTA declaración de bien familiar.',
        'Punta Arenas, 2 de septiembre de 2025',
      ].join('\n'),
    );
    expect(value).toMatchObject({ fojas: 2215, numero: 1870, ano: 2017, gravamenes: [], prohibiciones: [] });
  });
});

describe('a table row whose kind OCR garbled', () => {
  it('goes to the registry its row code names, its entry marked inferred', () => {
    const { value, provenance } = extractGpCertificate(
      ocrDocumentFromPages('gp.scan.pdf', [
        [
          'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
          'Inscripción de dominio: fojas 880 número 915 del Registro de Propiedad del año 2017',
          'Inscripciones vigentes',
          'Registro   Foja    Número   Año    Descripción',
          'HIP   3140   2288   2019   Hipoteca - COOPERATIVA VALLE SUR - 900 UF',
          'PROH   612   705   2023   Embaxmo - Juzgado de Letras de Linares, Rol C-88-2023',
        ].join('\n'),
      ]),
    );
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 3140, false, 2288, 2019]]);
    expect(refs(value.prohibiciones)).toEqual([['', 612, false, 705, 2023]]);
    expect(provenance['prohibiciones[0]']?.unsure).toContain('inferred');
    expect(provenance['gravamenes[0]']?.unsure ?? []).not.toContain('inferred');
  });
});
