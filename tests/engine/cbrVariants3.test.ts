import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractDeed } from '../../server/analysis/engine/extractors/deed';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { familyHomeFacts } from '../../server/analysis/engine/facts/familyHomeFacts';
import { layoutPage, type PositionedText } from '../../server/analysis/engine/text/layout';
import { cbrDocument, documentFromPages } from '../support/engineDocuments';

/*
 * Third round of CBR forms (issue #18): copies, GPs, bien familiar certificates, deeds and earlier
 * titles in wordings and layouts written for these tests, from made-up offices Arica to Magallanes.
 */

const entryOf = (...lines: string[]) => extractInscription(cbrDocument(lines)).value.entry;
const gpOf = (...lines: string[]) => extractGpCertificate(cbrDocument(lines)).value;
const names = (people: { nombre: string }[]) => people.map((person) => person.nombre);

const opening = [
  'Calama, catorce de junio de dos mil dieciocho.- Don SERGIO ANDRÉS OLIVARES TAPIA, cédula',
  '13.221.908-4, casado, de este domicilio, es dueño de la casa y sitio número nueve de la manzana',
  'F de la villa Topáter, comuna de Calama, que deslinda: NORTE, en 9 metros con pasaje Ollagüe;',
  'SUR, en 9 metros con sitio diez.-',
];

describe('earlier-title references in new phrasings', () => {
  it.each([
    [
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018, quien adquirió el inmueble según inscripción a fs. 1.020 N° 880 del Registro de Propiedad del año 2003.-',
      { fojas_anterior: 1020, vuelta_anterior: false, numero_anterior: 880, ano_anterior: 2003 },
    ],
    [
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018.- Título anterior: Fs. 2.201 vta. N° 1.980 Año 2008.-',
      { fojas_anterior: 2201, vuelta_anterior: true, numero_anterior: 1980, ano_anterior: 2008 },
    ],
    [
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018.- Su título anterior rola a fojas 615 número 540 del año 1995.-',
      { fojas_anterior: 615, vuelta_anterior: false, numero_anterior: 540, ano_anterior: 1995 },
    ],
    [
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018.- Inscripción precedente: fojas 45, N° 39, año 1987.-',
      { fojas_anterior: 45, vuelta_anterior: false, numero_anterior: 39, ano_anterior: 1987 },
    ],
    [
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018.- Dominio anterior a fs. 980 vuelta N° 850 del año 2011.-',
      { fojas_anterior: 980, vuelta_anterior: true, numero_anterior: 850, ano_anterior: 2011 },
    ],
    [
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018, y la inscripción anterior corre a fojas 1.555 número 1.301 del año 2009.-',
      { fojas_anterior: 1555, vuelta_anterior: false, numero_anterior: 1301, ano_anterior: 2009 },
    ],
    [
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018. El título de la vendedora se encuentra inscrito a Fs. 330 N.º 297 del Registro de Propiedad del año 2000.-',
      { fojas_anterior: 330, vuelta_anterior: false, numero_anterior: 297, ano_anterior: 2000 },
    ],
    [
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018.- Anterior: Fjs. 701 Nro. 655 Año 2006.-',
      { fojas_anterior: 701, vuelta_anterior: false, numero_anterior: 655, ano_anterior: 2006 },
    ],
    [
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018.- El dominio de la vendedora rola a su nombre a fojas 455 vuelta número 301 del año 1999.-',
      { fojas_anterior: 455, vuelta_anterior: true, numero_anterior: 301, ano_anterior: 1999 },
    ],
    [
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018.- El inmueble corre inscrito a nombre de la tradente a Fs. 1.210 vta. N° 1.001 del Registro de Propiedad de 2007.-',
      { fojas_anterior: 1210, vuelta_anterior: true, numero_anterior: 1001, ano_anterior: 2007 },
    ],
  ])('reads %#', (tail, expected) => {
    expect(entryOf(...opening, tail)).toMatchObject(expected);
  });

  it('reads a margin note "Anotada a fs." pointing at the earlier inscription', () => {
    const entry = entryOf(
      'NOTAS MARGINALES: Inscripción anterior anotada a fs. 412 N° 377 del año 1999.',
      ...opening,
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018.-',
    );
    expect(entry).toMatchObject({ fojas_anterior: 412, numero_anterior: 377, ano_anterior: 1999 });
  });

  it('reads an inheritance title as the earlier one ("inscripción especial de herencia")', () => {
    const entry = entryOf(
      ...opening,
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018; la vendedora',
      'lo hubo por herencia según inscripción especial de herencia de fojas 400 número 380 del año 2005.-',
    );
    expect(entry).toMatchObject({ fojas_anterior: 400, numero_anterior: 380, ano_anterior: 2005 });
  });
});

describe('owners with estado civil and domicilio in new orders', () => {
  const tail =
    'es dueño del sitio 14 del loteo Bellavista, comuna de Ancud, que deslinda: NORTE, en 20 metros con sitio 13.- Lo adquirió por compra a don PEDRO MUÑOZ ROA, según escritura de 3 de marzo de 2020.-';

  it.each([
    [
      'Ancud, diez de marzo de dos mil veinte.- Don FELIPE IGNACIO BARRÍA OJEDA, chileno, empleado, casado y separado totalmente de bienes, cédula nacional de identidad número 15.332.118-7, domiciliado en calle Pudeto 440, comuna de Ancud,',
      {
        nombre: 'FELIPE IGNACIO BARRÍA OJEDA',
        rut: '15.332.118-7',
        estado_civil: 'casado_con_separacion_de_bienes',
        domicilio: 'calle Pudeto 440, comuna de Ancud',
      },
    ],
    [
      'Ancud, diez de marzo de dos mil veinte.- Don FELIPE IGNACIO BARRÍA OJEDA, RUN 15.332.118-7, con domicilio en calle Pudeto 440, comuna de Ancud, viudo,',
      { nombre: 'FELIPE IGNACIO BARRÍA OJEDA', rut: '15.332.118-7', estado_civil: 'viudo' },
    ],
    [
      'Ancud, diez de marzo de dos mil veinte.- Don FELIPE IGNACIO BARRÍA OJEDA, soltero, mayor de edad, técnico agrícola, de este domicilio, cédula de identidad 15.332.118-7,',
      {
        nombre: 'FELIPE IGNACIO BARRÍA OJEDA',
        rut: '15.332.118-7',
        estado_civil: 'soltero',
        domicilio: 'Ancud',
      },
    ],
    [
      'Ancud, diez de marzo de dos mil veinte.- BARRÍA OJEDA FELIPE IGNACIO, C.I. 15.332.118-7, divorciado, domiciliado en Pudeto 440, Ancud,',
      { rut: '15.332.118-7', estado_civil: 'divorciado' },
    ],
  ])('reads owner %#', (start, owner) => {
    const entry = entryOf(start, tail);
    expect(entry.propietarios).toMatchObject([owner]);
    expect(entry.comuna).toBe('Ancud');
  });

  it('reads spouses "casados entre sí en régimen de sociedad conyugal"', () => {
    const entry = entryOf(
      'Ancud, diez de marzo de dos mil veinte.- Don FELIPE IGNACIO BARRÍA OJEDA, cédula 15.332.118-7, y',
      'doña MARCELA ANDREA CÁRCAMO VERA, cédula 16.001.223-5, casados entre sí en régimen de sociedad',
      'conyugal, ambos domiciliados en calle Pudeto 440, comuna de Ancud, son dueños del sitio 14 del',
      'loteo Bellavista, comuna de Ancud, que deslinda: NORTE, en 20 metros con sitio 13.- Lo adquirieron',
      'por compra a don PEDRO MUÑOZ ROA, según escritura de 3 de marzo de 2020.-',
    );
    expect(names(entry.propietarios)).toEqual(['FELIPE IGNACIO BARRÍA OJEDA', 'MARCELA ANDREA CÁRCAMO VERA']);
    expect(entry.propietarios.map((owner) => owner.estado_civil)).toEqual(['casado', 'casado']);
  });
});

describe('deslindes in new phrasings', () => {
  const deslindesOf = (text: string) =>
    entryOf(
      'Rancagua, cuatro de abril de dos mil veintidós.- Doña PAULINA ANDREA MEZA SOTO, cédula',
      `11.908.332-1, soltera, de este domicilio, es dueña del lote 7 del condominio Los Robles, comuna de Machalí, ${text}`,
      'Lo adquirió por compra a don JUAN VERA DÍAZ, según escritura de 1 de abril de 2022.-',
    ).deslindes;

  it('reads the neighbour before the length ("NORTE: con lote 6, en 20 metros")', () => {
    expect(
      deslindesOf('que deslinda: NORTE: con lote 6, en 20 metros; SUR: con calle Los Robles, en 20 metros.-'),
    ).toEqual([
      { direccion: 'Norte', largo: '20,00 metros', propiedad: 'lote 6' },
      { direccion: 'Sur', largo: '20,00 metros', propiedad: 'calle Los Robles' },
    ]);
  });

  it('reads "mts." and decimals with a comma', () => {
    expect(
      deslindesOf('cuyos deslindes son: Norte, en 12,35 mts. con lote 6; Sur, en 12,35 mts. con calle Uno.-'),
    ).toEqual([
      { direccion: 'Norte', largo: '12,35 metros', propiedad: 'lote 6' },
      { direccion: 'Sur', largo: '12,35 metros', propiedad: 'calle Uno' },
    ]);
  });

  it('reads intermediate directions ("NORORIENTE", "SURPONIENTE")', () => {
    expect(
      deslindesOf(
        'que deslinda: NORORIENTE, en 30 metros con lote 8; SURPONIENTE, en 30 metros con lote 6.-',
      ).map((deslinde) => deslinde.direccion),
    ).toEqual(['Nororiente', 'Surponiente']);
  });

  it('reads "deslindes especiales" with "en línea recta de"', () => {
    expect(
      deslindesOf(
        'con los siguientes deslindes especiales: al Norte, en línea recta de 18 metros con lote 6; al Sur, en línea recta de 18 metros con calle Dos.-',
      ),
    ).toEqual([
      { direccion: 'Norte', largo: '18,00 metros', propiedad: 'lote 6' },
      { direccion: 'Sur', largo: '18,00 metros', propiedad: 'calle Dos' },
    ]);
  });
});

describe('dates in words', () => {
  it.each([
    ['Valdivia, a treinta y uno de diciembre del año dos mil quince.-', '2015-12-31'],
    ['En Valdivia, el día primero de marzo de dos mil veintidós.-', '2022-03-01'],
    ['Valdivia, veintinueve de febrero de dos mil veinte.-', '2020-02-29'],
  ])('reads the inscription date "%s"', (dated, iso) => {
    const entry = entryOf(
      `${dated} Doña GLORIA INÉS ULLOA PAREDES, cédula 9.221.330-8, viuda, de este domicilio, es dueña`,
      'del sitio 5 de la población Collico, comuna de Valdivia, que deslinda: NORTE, en 10 metros con',
      'sitio 4.- Lo adquirió por compra a don LUIS PAZ ROA, según escritura de 1 de enero de 2015.-',
    );
    expect(entry.fecha_registro).toBe(iso);
  });

  it.each([
    ['Dado en Valdivia, a los tres días del mes de octubre de dos mil veinticinco.', '2025-10-03'],
    ['Valdivia, 3 de Octubre del 2025.', '2025-10-03'],
    ['Fecha de emisión: 03-10-2025 10:44', '2025-10-03'],
  ])('reads the issue date "%s"', (dated, iso) => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 880 número 702 del Registro de Propiedad del año 2012 se',
      'encuentra vigente.',
      dated,
      'Conservador de Bienes Raíces de Valdivia',
    );
    expect(entry.fecha_emision).toBe(iso);
  });
});

describe('the office named only in a signature, footer or web domain', () => {
  const certification = [
    'Certifico que la inscripción de fojas 880 número 702 del Registro de Propiedad del año 2012 se',
    'encuentra vigente. 3 de octubre de 2025.',
  ];
  it.each([
    ['Verifique en https://www.cbrvalparaiso.cl/verificar', 'Valparaíso'],
    ['validación: cbrcoquimbo.cl', 'Coquimbo'],
    ['Firmado por ANA LÓPEZ VIDAL, Conservador de Bienes Raíces Titular de Puerto Natales', 'Puerto Natales'],
    ['CBR CASTRO - Blanco 251, Castro', 'Castro'],
    ['Conservadora Suplente de Bienes Raíces de San Vicente de Tagua Tagua', 'San Vicente de Tagua Tagua'],
    ['www.conservadoriquique.cl', 'Iquique'],
  ])('reads it from "%s"', (footer, office) => {
    expect(entryOf(...certification, footer).conservador).toBe(office);
  });

  it('reads it from a GP footer', () => {
    expect(
      gpOf(
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
        'Inmueble inscrito a fojas 90 número 77 del Registro de Propiedad del año 2010.',
        'HIPOTECAS Y GRAVÁMENES: No hay.',
        '3 de octubre de 2025.',
        'Conservador de Bienes Raíces de Parral — Dieciocho 520',
      ).conservador,
    ).toBe('Parral');
  });
});

describe('verification codes of new formats', () => {
  it.each([
    ['Código de verificación: 402918337102', '402918337102'],
    ['N° de validación: AB12-CD34 Página 1 de 1', 'AB12-CD34'],
    ['Código verificador: 8F2D9A1B7C', '8F2D9A1B7C'],
    ['Código de Verificación 2025-0031447', '2025-0031447'],
  ])('reads %s', (line, code) => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. Curicó, 3 de octubre de 2025.',
      line,
    );
    expect(entry.codigo_verificacion).toBe(code);
  });
});

describe('the certification sentence picks the property’s inscription', () => {
  const older = [
    'Fojas 512 Número 460',
    'Puerto Aysén, once de mayo de dos mil tres.- Don HÉCTOR LUIS ALVARADO NAIL, cédula 6.220.118-2,',
    'casado, de este domicilio, es dueño del sitio 3 de la manzana 9, comuna de Aysén, que deslinda:',
    'NORTE, en 15 metros con sitio 2.- Lo adquirió por compra a don JOSÉ NAIL ROA, según escritura de',
    '2 de mayo de 2003.-',
  ];
  const current = [
    'Fojas 1.204 Número 1.010',
    'Puerto Aysén, siete de julio de dos mil veinte.- Doña ROXANA PAZ GALLARDO VERA, cédula',
    '17.442.009-3, soltera, de este domicilio, es dueña del sitio 3 de la manzana 9, comuna de Aysén,',
    'que deslinda: NORTE, en 15 metros con sitio 2.- Lo adquirió por compra a don HÉCTOR LUIS',
    'ALVARADO NAIL, según escritura de 1 de julio de 2020.-',
  ];

  it.each([
    [
      'older first, "corresponde a la inscripción … la que se encuentra vigente"',
      [
        ...older,
        ...current,
        'Certifico que la presente copia corresponde a la inscripción de Fs. 1.204 N° 1.010 del año 2020,',
        'la que se encuentra vigente. Puerto Aysén, 2 de octubre de 2025.',
      ],
    ],
    [
      'current first, certification in capitals',
      [
        ...current,
        ...older,
        'CERTIFICO QUE LA INSCRIPCIÓN DE FOJAS 1.204 NÚMERO 1.010 DEL REGISTRO DE PROPIEDAD DEL AÑO 2020',
        'SE ENCUENTRA VIGENTE. Puerto Aysén, 2 de octubre de 2025.',
      ],
    ],
    [
      'certification printed first',
      [
        'VIGENCIA: La inscripción de fojas 1204 número 1010 del año 2020 se encuentra vigente al 2 de octubre de 2025.',
        ...older,
        ...current,
        'Puerto Aysén, 2 de octubre de 2025.',
      ],
    ],
  ])('%s', (_, lines) => {
    const entry = entryOf(...lines);
    expect(entry).toMatchObject({ fojas: 1204, numero: 1010, ano: 2020, fecha_registro: '2020-07-07' });
    expect(names(entry.propietarios)).toEqual(['ROXANA PAZ GALLARDO VERA']);
    expect(names(entry.vendedores)).toEqual(['HÉCTOR LUIS ALVARADO NAIL']);
    expect(entry.fecha_emision).toBe('2025-10-02');
  });

  it.each([
    [
      [
        'CERTIFICADO DE VIGENCIA DE INSCRIPCIÓN',
        'Certifico: que la propiedad inscrita a Fs. 3.318 N° 2.901 del Registro de Propiedad del año 2015',
        'a nombre de don RICARDO ANTONIO VEGA LAGOS, se encuentra vigente a esta fecha.',
        'Los Vilos, 8 de octubre de 2025.',
      ],
      { fojas: 3318, numero: 2901, ano: 2015, fecha_emision: '2025-10-08', conservador: 'Los Vilos' },
      ['RICARDO ANTONIO VEGA LAGOS'],
    ],
    [
      [
        'CERTIFICADO DE DOMINIO VIGENTE',
        'El Conservador de Bienes Raíces de Villarrica que suscribe, certifica que la inscripción de dominio',
        'de fojas 77 vuelta número 81 del Registro de Propiedad del año 2019, a nombre de SOCIEDAD',
        'AGRÍCOLA EL ROBLE LIMITADA, se halla vigente a la fecha del presente certificado.',
        'Villarrica, 1 de octubre de 2025.',
      ],
      { fojas: 77, vuelta: true, numero: 81, ano: 2019, conservador: 'Villarrica' },
      ['SOCIEDAD AGRÍCOLA EL ROBLE LIMITADA'],
    ],
  ])('reads a certification-only copy %#', (lines, expected, owners) => {
    const document = cbrDocument(lines);
    expect(classifyDocument(document).type).toBe('dominio_vigente');
    const entry = extractInscription(document).value.entry;
    expect(entry).toMatchObject(expected);
    expect(names(entry.propietarios)).toEqual(owners);
  });
});

/** A page drawn from lines of body text with a notes column beside it (10 pt, 5 pt a character). */
function pageWithMargin(body: string[], margin: string[], side: 'left' | 'right', gap: number) {
  const item = (text: string, x: number, row: number): PositionedText => ({
    text,
    x,
    y: 760 - row * 13,
    width: text.length * 5,
    fontSize: 10,
  });
  const bodyWidth = Math.max(...body.map((line) => line.length)) * 5;
  const marginWidth = Math.max(...margin.map((line) => line.length)) * 5;
  const bodyX = side === 'left' ? 50 + marginWidth + gap : 50;
  const marginX = side === 'left' ? 50 : 50 + bodyWidth + gap;
  return [
    ...body.map((line, row) => item(line, bodyX, row)),
    ...margin.map((line, row) => item(line, marginX, row)),
  ];
}

describe('a copy with notes printed beside the body', () => {
  // Justified prose: every line as wide as the column, so that a margin glued to it is not seen as a gap.
  const justify = (line: string, width: number) => {
    const words = line.split(' ');
    let padded = line;
    let index = 0;
    while (padded.length < width && words.length > 1) {
      words[index % (words.length - 1)] += ' ';
      padded = words.join(' ');
      index++;
    }
    return padded;
  };
  const body = [
    'Temuco, dos de febrero de dos mil veintiuno.- Don OSVALDO',
    'ENRIQUE MILLAPÁN HUENCHO, cédula 12.998.201-6, casado, de',
    'este domicilio, es dueño del sitio número cuatro de la manzana',
    'doce de la población Amanecer, comuna de Temuco, que deslinda:',
    'NORTE, en 10 metros con sitio tres; SUR, en 10 metros con calle',
    'Los Boldos.- Lo adquirió por compra a doña ROSA ELVIRA PAINE',
    'SOTO, según escritura de 20 de enero de 2021 otorgada en la',
    'notaría de Temuco de don Mario Lagos Pinto.- El título anterior',
    'rola a fojas 902 número 811 del año 2009.- Rol de avalúo 3310-4',
    'de la comuna de Temuco.- Requirente: Juan Soto.',
  ];
  const width = Math.max(...body.map((line) => line.length));
  const justified = body.map((line, index) => (index < body.length - 1 ? justify(line, width) : line));
  const margin = [
    'N° 1.455',
    'COMPRAVENTA',
    'MILLAPÁN HUENCHO',
    'OSVALDO ENRIQUE',
    'a',
    'PAINE SOTO ROSA',
    'Rep. 880',
  ];

  it.each([
    ['right', 20],
    ['right', 14],
    ['left', 20],
    ['left', 14],
  ] as const)('reads the body apart from a %s margin %i pt away', (side, gap) => {
    const lines = layoutPage(pageWithMargin(justified, margin, side, gap));
    const text = lines.join('\n');
    expect(text).toContain('Don OSVALDO');
    expect(text).not.toMatch(/OSVALDO\s+(?:N°|COMPRAVENTA)/u);
    expect(lines.some((line) => line.trim() === 'COMPRAVENTA')).toBe(true);
    const entry = extractInscription(documentFromPages('copia.pdf', [lines.join('\n')])).value.entry;
    expect(names(entry.propietarios)).toEqual(['OSVALDO ENRIQUE MILLAPÁN HUENCHO']);
    expect(entry).toMatchObject({ fojas_anterior: 902, numero_anterior: 811, ano_anterior: 2009 });
    expect(entry.deslindes.map((deslinde) => deslinde.propiedad)).toEqual(['sitio tres', 'calle Los Boldos']);
  });

  it('reads a text copy whose margin on the right was joined to each body line', () => {
    const lines = justified.map((line, index) => `${line}   ${margin[index] ?? ''}`.trimEnd());
    const entry = extractInscription(documentFromPages('copia.pdf', [lines.join('\n')])).value.entry;
    expect(names(entry.propietarios)).toEqual(['OSVALDO ENRIQUE MILLAPÁN HUENCHO']);
    expect(names(entry.vendedores)).toEqual(['ROSA ELVIRA PAINE SOTO']);
    expect(entry).toMatchObject({ fojas_anterior: 902, numero_anterior: 811, ano_anterior: 2009 });
  });
});

describe('GP narratives', () => {
  it('splits one paragraph holding a servidumbre and a primera hipoteca into two entries', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'El Conservador que suscribe certifica que, revisado el Registro de Hipotecas y Gravámenes de los',
      'últimos treinta años, el inmueble inscrito a fojas 2.310 número 1.988 del Registro de Propiedad',
      'del año 2016, comuna de Limache, reconoce una servidumbre de acueducto inscrita a fojas 120',
      'número 98 del año 1990 a favor de ESVAL S.A., y una primera hipoteca inscrita a fojas 1.401',
      'número 1.230 del año 2016 a favor de BANCO DE CRÉDITO E INVERSIONES.',
      'Limache, 2 de octubre de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 2310, numero: 1988, ano: 2016, conservador: 'Limache' });
    expect(gp.gravamenes).toMatchObject([
      { fojas: 120, numero: 98, ano: 1990, acreedor: 'ESVAL S.A.' },
      { fojas: 1401, numero: 1230, ano: 2016, acreedor: 'BANCO DE CRÉDITO E INVERSIONES' },
    ]);
    expect(gp.gravamenes[0]?.tipo).toMatch(/^SERVIDUMBRE/);
    expect(gp.gravamenes[1]?.tipo).toMatch(/HIPOTECA/);
  });

  it('reads "primera hipoteca … y prohibición" narrated in one sentence for the two registries', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES E INTERDICCIONES',
      'Respecto del inmueble inscrito a fojas 608 número 545 del Registro de Propiedad del año 2021, comuna de',
      'Quillota, certifico que le afecta una primera hipoteca inscrita a fojas 301 número 277 del Registro',
      'de Hipotecas del año 2021 a favor de COOPERATIVA DE AHORRO Y CRÉDITO ORIENTE LIMITADA, y una',
      'prohibición de gravar y enajenar inscrita a fojas 190 número 203 del Registro de Interdicciones y',
      'Prohibiciones del año 2021 a favor de la misma cooperativa. No registra otros gravámenes.',
      'Quillota, 5 de octubre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([
      {
        fojas: 301,
        numero: 277,
        ano: 2021,
        acreedor: 'COOPERATIVA DE AHORRO Y CRÉDITO ORIENTE LIMITADA',
      },
    ]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 190, numero: 203, ano: 2021 }]);
  });
});

describe('GP entries across a page break', () => {
  it('reads an embargo whose text continues after the footer and header', () => {
    const gp = extractGpCertificate(
      cbrDocument(
        [
          'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
          'Inmueble inscrito a fojas 1.101 número 990 del Registro de Propiedad del año 2014, comuna de',
          'Copiapó.',
          'HIPOTECAS Y GRAVÁMENES: No hay.',
          'PROHIBICIONES E INTERDICCIONES:',
          '1.- EMBARGO inscrito a fojas 744 número 699 del año 2024, decretado por el Primer Juzgado de',
          'Letras de Copiapó en causa Rol C-2210-2023, caratulada',
          'Conservador de Bienes Raíces de Copiapó — Atacama 471 — Página 1 de 2',
        ],
        [
          'CBR COPIAPÓ · Certificado N° 55120 · Página 2 de 2',
          '"BANCO DEL ESTADO DE CHILE con VILLALOBOS", a solicitud de BANCO DEL ESTADO DE CHILE.',
          'LITIGIOS: No hay.',
          'Copiapó, 29 de septiembre de 2025.',
        ],
      ),
    ).value;
    expect(gp.prohibiciones).toMatchObject([
      { tipo: 'EMBARGO', fojas: 744, numero: 699, ano: 2024, acreedor: 'BANCO DEL ESTADO DE CHILE' },
    ]);
    expect(gp.gravamenes).toEqual([]);
    expect(gp).toMatchObject({ fojas: 1101, numero: 990, ano: 2014, conservador: 'Copiapó' });
  });

  it('reads a fojas.cl entry whose class is on one page and its inscription on the next', () => {
    const gp = extractGpCertificate(
      cbrDocument(
        [
          'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
          'Folio: 22014',
          'I.- Singularización: Departamento 502, Edificio Mirador, comuna de La Serena.',
          'II.- Propietario: (1)',
          '1.- ARAYA CORTÉS PATRICIO ANDRÉS Rut: 12.004.331-5',
          'Inscripción: Fs.4410 Nro 3301 de 2019',
          'III.- Gravámenes',
          'Clase Inscripción.: HIPOTECA',
          'Acreedor: BANCO SECURITY',
          'www.fojas.cl — Página 1 de 2',
        ],
        [
          'www.fojas.cl — Página 2 de 2',
          'Inscripción: Fs.2201 Nro 1804 de 2019',
          'IV.- Prohibiciones',
          'Clase Inscripción.: EMBARGO',
          'Acreedor: TESORERÍA GENERAL DE LA REPÚBLICA',
          'Inscripción: Fs.330 Nro 301 de 2025',
          'La Serena, 3 de octubre de 2025.',
        ],
      ),
    ).value;
    expect(gp).toMatchObject({ fojas: 4410, numero: 3301, ano: 2019 });
    expect(gp.propietarios).toMatchObject([{ nombre: 'ARAYA CORTÉS PATRICIO ANDRÉS', rut: '12.004.331-5' }]);
    expect(gp.gravamenes).toMatchObject([
      { tipo: 'HIPOTECA', fojas: 2201, numero: 1804, ano: 2019, acreedor: 'BANCO SECURITY' },
    ]);
    expect(gp.prohibiciones).toMatchObject([
      { tipo: 'EMBARGO', fojas: 330, numero: 301, ano: 2025, acreedor: 'TESORERÍA GENERAL DE LA REPÚBLICA' },
    ]);
  });
});

describe('GP tables whose cells the text glued', () => {
  const table = (...rows: string[]) =>
    extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Inmueble inscrito a fojas 5.410 número 4.980 del Registro de Propiedad del año 2016, comuna de Villa Alemana.',
        'Registro     Fojas   Número   Año    Detalle',
        ...rows,
        'Villa Alemana, 5 de agosto de 2025.',
      ]),
    );

  it.each([
    ['número and año glued', 'Hipotecas    2210    19042016  Hipoteca a favor de BANCO BICE'],
    ['fojas, número and año glued', 'Hipotecas    221019042016      Hipoteca a favor de BANCO BICE'],
    ['registry and fojas glued', 'Hipotecas2210    1904     2016  Hipoteca a favor de BANCO BICE'],
  ])('splits %s and marks the split repaired', (_, row) => {
    const result = table(row);
    expect(result.value.gravamenes).toMatchObject([
      { fojas: 2210, numero: 1904, ano: 2016, acreedor: 'BANCO BICE' },
    ]);
    expect(result.provenance['gravamenes[0]']?.confidence).toBeLessThan(0.6);
  });

  it('splits a run by the digit counts of the table’s spaced rows (fojas 3 digits, número 2)', () => {
    const result = table(
      'Hipotecas    310    87    2016  Hipoteca a favor de BANCO BICE',
      'Prohibiciones 31288 2016 Prohibición a favor de BANCO BICE',
    );
    expect(result.value.prohibiciones).toMatchObject([
      { fojas: 312, numero: 88, ano: 2016, acreedor: 'BANCO BICE' },
    ]);
    expect(result.provenance['prohibiciones[0]']?.confidence).toBeLessThan(0.6);
  });

  it('leaves a run unsplit when two splits are as plausible', () => {
    const result = table('Prohibiciones 3128820 2016 Prohibición a favor de BANCO BICE');
    expect(result.value.prohibiciones).toMatchObject([{ fojas: null, numero: null, ano: 2016 }]);
  });
});

describe('GP headings printed after their items', () => {
  it('reads items above a closing heading, "no hay" answers below', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 700 número 655 del Registro de Propiedad del año 2013, comuna de Linares.',
      'HIPOTECA a fs. 410 N° 388 del año 2013 a favor de BANCO ESTADO.',
      'HIPOTECA a fs. 1210 N° 1002 del año 2020 a favor de BANCO ESTADO.',
      '-- fin Registro de Hipotecas y Gravámenes --',
      'PROHIBICIÓN a fs. 380 N° 401 del año 2013 a favor de BANCO ESTADO.',
      '-- fin Registro de Interdicciones y Prohibiciones --',
      'Linares, 3 de septiembre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([
      { fojas: 410, numero: 388, ano: 2013 },
      { fojas: 1210, numero: 1002, ano: 2020 },
    ]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 380, numero: 401, ano: 2013 }]);
  });
});

describe('GP creditor and acción cells', () => {
  it.each([
    [
      'BANCO DE CRÉDITO E INVERSIONESNo gravar ni enajenar',
      'BANCO DE CRÉDITO E INVERSIONES',
      'No gravar ni enajenar',
    ],
    [
      'SERVIU REGIÓN DEL MAULE   Enajenar sin autorización',
      'SERVIU REGIÓN DEL MAULE',
      'Enajenar sin autorización',
    ],
    ['BANCO ESTADO Gravar, enajenar y celebrar actos', 'BANCO ESTADO', 'Gravar, enajenar y celebrar actos'],
  ])('splits "%s"', (cells, creditor, action) => {
    const gp = gpOf(
      'CERTIFICADO DE INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 4410 número 3820 del Registro de Propiedad del año 2018, comuna de Talca.',
      'N°  Tipo  Fojas  Número  Año  Acreedor  Acción',
      `1  PROHIBICIÓN  1300  1122  2018  ${cells}`,
      'Talca, 4 de septiembre de 2025.',
    );
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 1300, numero: 1122, ano: 2018, acreedor: creditor, accion: action },
    ]);
  });
});

describe('GP owners and per-section answers', () => {
  it('reads owners after "A nombre de:" with their RUTs', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inscripción de dominio: Fojas 1.880 Número 1.540 Año 2017',
      'A nombre de: CONTRERAS LEIVA, MARIO ALBERTO (RUT 10.221.456-2) y PÉREZ SOTO, ANA MARÍA (RUT 11.330.447-K)',
      'Ubicación: Avenida Libertad 1120, comuna de Curicó.',
      'HIPOTECAS: No se registran.',
      'PROHIBICIONES: No se registran.',
      'Curicó, 7 de octubre de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 1880, numero: 1540, ano: 2017, conservador: 'Curicó' });
    expect(gp.propietarios.map((owner) => owner.rut)).toEqual(['10.221.456-2', '11.330.447-K']);
    expect(gp.gravamenes).toEqual([]);
    expect(gp.prohibiciones).toEqual([]);
  });

  it.each([
    ['Gravámenes: NO REGISTRA ANOTACIONES', 'Prohibiciones: NO REGISTRA ANOTACIONES'],
    ['Hipotecas — no hay', 'Interdicciones y prohibiciones — no hay'],
    [
      'HIPOTECAS Y GRAVÁMENES: Sin inscripciones.',
      'PROHIBICIONES: Sin inscripciones. EMBARGOS: NO. LITIGIOS: NO.',
    ],
  ])('reads answers "%s" / "%s" with no note of doubt', (liens, prohibitions) => {
    const result = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'Inmueble inscrito a fojas 90 número 77 del Registro de Propiedad del año 2010, comuna de Mulchén.',
        liens,
        prohibitions,
        'Mulchén, 1 de octubre de 2025.',
      ]),
    );
    expect(result.value).toMatchObject({ gravamenes: [], prohibiciones: [], conservador: 'Mulchén' });
    expect(result.notes).toEqual([]);
  });

  it('keeps an embargo under a prohibiciones heading its own kind, beside a prohibition', () => {
    const gp = gpOf(
      'CERTIFICADO DE PROHIBICIONES',
      'Inmueble inscrito a fojas 222 número 201 del Registro de Propiedad del año 2008, comuna de Angol.',
      'PROHIBICIONES:',
      'a) Prohibición de enajenar a fs. 90 N° 81 del año 2008 a favor de SERVIU REGIÓN DE LA ARAUCANÍA.',
      'b) Embargo a fs. 301 N° 255 del año 2025, Juzgado de Letras de Angol, Rol C-88-2025, a favor de',
      'FINANCIERA DEL SUR S.A.',
      'Angol, 2 de octubre de 2025.',
    );
    expect(gp.prohibiciones.map((item) => item.tipo)).toEqual([
      expect.stringMatching(/^PROHIBICI/),
      'EMBARGO',
    ]);
    expect(gp.prohibiciones[1]).toMatchObject({
      fojas: 301,
      numero: 255,
      ano: 2025,
      acreedor: 'FINANCIERA DEL SUR S.A.',
    });
  });
});

describe('bien familiar certificates', () => {
  it.each([
    [
      [
        'CERTIFICADO DE BIEN FAMILIAR',
        'Propiedad inscrita a Fojas 1.110 N° 998 del Registro de Propiedad del año 2012.',
        'Revisados los registros desde el 1 de enero de 2012 hasta la fecha, certifico que al margen',
        'de dicha inscripción NO se registra anotación de declaración de bien familiar.',
        'Puerto Varas, 14 de octubre de 2025.',
      ],
      false,
      { fojas: 1110, numero: 998, ano: 2012, conservador: 'Puerto Varas' },
    ],
    [
      [
        'CERTIFICADO DE AFECTACIÓN COMO BIEN FAMILIAR',
        'Inmueble: Fs. 540 vta. N° 501 Año 2010 Registro de Propiedad.',
        'Certifico que el inmueble individualizado SE ENCUENTRA AFECTO a declaración de bien familiar,',
        'según anotación marginal de 3 de mayo de 2021.',
        'Porvenir, 14 de octubre de 2025.',
      ],
      true,
      { fojas: 540, vuelta: true, numero: 501, ano: 2010, conservador: 'Porvenir' },
    ],
    [
      [
        'CERTIFICADO DE BIEN FAMILIAR',
        'Foja 2.008 – Número 1.771 – Año 2016 – Registro de Propiedad',
        'Período revisado: 2016 a 2025',
        'Resultado: NO CONSTA declaración de bien familiar.',
        'Illapel, 14 de octubre de 2025.',
      ],
      false,
      { fojas: 2008, numero: 1771, ano: 2016, conservador: 'Illapel' },
    ],
  ])('reads certificate %#', (lines, declared, expected) => {
    const document = cbrDocument(lines);
    expect(classifyDocument(document).type).toBe('gp');
    const gp = extractGpCertificate(document).value;
    expect(gp).toMatchObject(expected);
    expect(familyHomeFacts(document, gp).map((fact) => fact.declared)).toEqual([declared]);
  });
});

describe('deeds', () => {
  it('reads parties whose RUT precedes the name and the price in pesos and words', () => {
    const { value } = extractDeed(
      cbrDocument([
        'REPERTORIO N° 2.331-2023',
        'COMPRAVENTA',
        'En Punta Arenas, República de Chile, a doce de mayo de dos mil veintitrés, ante mí, CLAUDIA',
        'ANDREA VIDAL SOTO, abogada, Notario Público de la Primera Notaría de Punta Arenas, comparecen:',
        'don JORGE ENRIQUE OYARZÚN BÓRQUEZ, chileno, divorciado, comerciante, cédula nacional de identidad',
        'número 8.112.440-9, domiciliado en calle Bories número 880, comuna de Punta Arenas, en adelante',
        '"el vendedor"; y doña NATALIA BELÉN ÁGUILA PÉREZ, chilena, soltera, enfermera, cédula nacional de',
        'identidad número 18.220.556-3, domiciliada en avenida España número 1500, comuna de Punta Arenas,',
        'en adelante "la compradora"; mayores de edad, quienes exponen:',
        'TERCERO: El precio es la suma de ochenta y cinco millones de pesos ($85.000.000.-), pagado al contado.',
      ]),
    );
    expect(value.parties.map((party) => [party.role, party.nombre, party.estado_civil])).toEqual([
      ['transferor', 'JORGE ENRIQUE OYARZÚN BÓRQUEZ', 'divorciado'],
      ['acquirer', 'NATALIA BELÉN ÁGUILA PÉREZ', 'soltero'],
    ]);
    expect(value).toMatchObject({
      notaria: 'CLAUDIA ANDREA VIDAL SOTO',
      notaria_comuna: 'Punta Arenas',
      precio: '$85.000.000',
      repertorio: 2331,
    });
  });
});

describe('second round', () => {
  it('reads a GP whose items give their number first ("Nº 1.230, Fojas 1.401, Año 2016")', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
      'Inmueble inscrito a fojas 608 número 545 del Registro de Propiedad del año 2021, comuna de Los Andes.',
      'HIPOTECAS Y GRAVÁMENES:',
      '1. Hipoteca, inscripción Nº 1.230, Fojas 1.401, Año 2016, acreedor: BANCO FALABELLA.',
      'INTERDICCIONES Y PROHIBICIONES:',
      '1. Prohibición, inscripción Nº 990, Fojas 1.100, Año 2016, acreedor: BANCO FALABELLA.',
      'Los Andes, 6 de octubre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([
      { fojas: 1401, numero: 1230, ano: 2016, acreedor: 'BANCO FALABELLA' },
    ]);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 1100, numero: 990, ano: 2016, acreedor: 'BANCO FALABELLA' },
    ]);
  });

  it('reads a creditor after "Beneficiario:" and an amount "por UF 2.500"', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES',
      'Inmueble inscrito a fojas 608 número 545 del Registro de Propiedad del año 2021, comuna de San Felipe.',
      'GRAVÁMENES: 1) Hipoteca inscrita a fojas 700 número 611 del año 2021, por UF 2.500,',
      'Beneficiario: COOPERATIVA DEL PERSONAL DE LA UNIVERSIDAD DE CHILE LIMITADA.',
      'San Felipe, 6 de octubre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([
      {
        fojas: 700,
        numero: 611,
        ano: 2021,
        acreedor: 'COOPERATIVA DEL PERSONAL DE LA UNIVERSIDAD DE CHILE LIMITADA',
        suma_dinero: '2.500,00 UF',
      },
    ]);
  });

  it('reads a litigio narrated as a demanda under its own heading', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
      'Inmueble inscrito a fojas 1.210 número 1.003 del Registro de Propiedad del año 2015, comuna de Ovalle.',
      'HIPOTECAS Y GRAVÁMENES: No hay.',
      'PROHIBICIONES: No hay.',
      'LITIGIOS: Se encuentra anotada una demanda de precario a fojas 55 número 40 del año 2024,',
      'deducida por doña ELENA ROJAS PAZ ante el Juzgado de Letras de Ovalle, causa Rol C-410-2024.',
      'Ovalle, 6 de octubre de 2025.',
    );
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 55, numero: 40, ano: 2024, acreedor: 'ELENA ROJAS PAZ' },
    ]);
    expect(gp.gravamenes).toEqual([]);
  });

  it.each([
    ['Conservador de Bienes Raíces, Comercio y Minas de Tocopilla', 'Tocopilla'],
    ['CONSERVADOR DE BIENES RAÍCES Y ARCHIVERO JUDICIAL DE LOS ANDES', 'Los Andes'],
    ['Oficina: Conservador de Bienes Raíces de San Felipe, Salinas 250', 'San Felipe'],
  ])('reads the office from "%s"', (footer, office) => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. 3 de octubre de 2025.',
      footer,
    );
    expect(entry.conservador).toBe(office);
  });

  it('reads a verification code printed on the line after its label', () => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. Rengo, 3 de octubre de 2025.',
      'Código de verificación:',
      'K7QW-22XP-9M1D',
    );
    expect(entry.codigo_verificacion).toBe('K7QW-22XP-9M1D');
  });

  it('reads the earlier title with its own office ("del Conservador de Los Andes")', () => {
    const entry = entryOf(
      ...opening,
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018.- Inscripción',
      'anterior: Fs. 100 N° 90 Año 1990 del Registro de Propiedad del Conservador de Bienes Raíces de Los Andes.-',
    );
    expect(entry).toMatchObject({
      fojas_anterior: 100,
      numero_anterior: 90,
      ano_anterior: 1990,
      conservador_anterior: 'Los Andes',
    });
  });

  it('reads owners who "adquirieron" with "ambos" sharing a domicile and a profession between', () => {
    const entry = entryOf(
      'San Felipe, veinte de enero de dos mil diez.- Don RAÚL ANDRÉS TAPIA CORTÉS, comerciante, cédula',
      '12.441.908-2, y doña SILVIA INÉS VERA MOLINA, profesora, cédula 13.009.221-6, casados entre sí,',
      'ambos domiciliados en calle Merced 410, comuna de San Felipe, son dueños del sitio 4 del loteo',
      'El Almendral, comuna de San Felipe, que deslinda: NORTE, en 12 metros con sitio 3.- Lo',
      'adquirieron por compra a don LUIS PAZ ROA, según escritura de 10 de enero de 2010.-',
    );
    expect(entry.propietarios).toMatchObject([
      {
        nombre: 'RAÚL ANDRÉS TAPIA CORTÉS',
        rut: '12.441.908-2',
        domicilio: 'calle Merced 410, comuna de San Felipe',
      },
      {
        nombre: 'SILVIA INÉS VERA MOLINA',
        rut: '13.009.221-6',
        domicilio: 'calle Merced 410, comuna de San Felipe',
      },
    ]);
    expect(entry.fecha_registro).toBe('2010-01-20');
  });

  it('reads deslindes "Al NORTE: en 10,00 m. con …"', () => {
    const entry = entryOf(
      'Quillota, cinco de mayo de dos mil once.- Doña ANA PAZ LEIVA ROJAS, cédula 9.441.208-1, viuda, de',
      'este domicilio, es dueña del sitio 9 de la población Aconcagua, comuna de Quillota, que deslinda:',
      'Al NORTE: en 10,00 m. con sitio 8; Al SUR: en 10,00 m. con calle Freire.- Lo adquirió por compra a',
      'don PEDRO SOTO ROA, según escritura de 2 de mayo de 2011.-',
    );
    expect(entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '10,00 metros', propiedad: 'sitio 8' },
      { direccion: 'Sur', largo: '10,00 metros', propiedad: 'calle Freire' },
    ]);
  });

  it('reads a certification naming the registry "correspondiente al año" with the office inside', () => {
    const entry = entryOf(
      'CERTIFICADO DE VIGENCIA',
      'Certifico que la inscripción de fojas 455 vta. número 398 del Registro de Propiedad del',
      'Conservador de Bienes Raíces de Rengo correspondiente al año 2011, a nombre de don MATÍAS',
      'IGNACIO FLORES ROA, se encuentra vigente. Rengo, 2 de octubre de 2025.',
    );
    expect(entry).toMatchObject({ fojas: 455, vuelta: true, numero: 398, ano: 2011, conservador: 'Rengo' });
    expect(names(entry.propietarios)).toEqual(['MATÍAS IGNACIO FLORES ROA']);
  });

  it('reads a deed whose parties sell and buy in the clause, price "UF 3.500"', () => {
    const { value } = extractDeed(
      cbrDocument([
        'En Quilpué, a nueve de marzo de dos mil veinticuatro, ante mí, JORGE ANDRÉS MELLA SOTO, abogado,',
        'Notario Público de Quilpué, comparecen: doña CAMILA PAZ REYES LAGOS, chilena, casada, cédula nacional',
        'de identidad número 15.221.330-K, domiciliada en calle Los Carrera 88, comuna de Quilpué; y don',
        'NICOLÁS ANDRÉS PINO VERA, chileno, soltero, cédula nacional de identidad número 17.880.441-3,',
        'domiciliado en pasaje Uno 12, comuna de Villa Alemana; los comparecientes exponen: PRIMERO: doña',
        'CAMILA PAZ REYES LAGOS vende, cede y transfiere a don NICOLÁS ANDRÉS PINO VERA, quien compra y',
        'acepta para sí, el inmueble. SEGUNDO: El precio de la compraventa es de UF 3.500, que se paga al contado.',
      ]),
    );
    expect(value.parties.map((party) => [party.role, party.nombre])).toEqual([
      ['transferor', 'CAMILA PAZ REYES LAGOS'],
      ['acquirer', 'NICOLÁS ANDRÉS PINO VERA'],
    ]);
    expect(value).toMatchObject({
      notaria: 'JORGE ANDRÉS MELLA SOTO',
      notaria_comuna: 'Quilpué',
      precio: '3.500,00 UF',
    });
  });
});

describe('third round', () => {
  it('reads a GP table whose rows print the type after the numbers and the creditor in its own column', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 2.001 número 1.870 del Registro de Propiedad del año 2019, comuna de Coquimbo.',
      'Fojas   Número   Año    Tipo           Acreedor',
      '1.180   1.004    2019   HIPOTECA       BANCO SANTANDER-CHILE',
      '990     870      2019   PROHIBICIÓN    BANCO SANTANDER-CHILE',
      '45      39       2025   EMBARGO        TESORERÍA GENERAL DE LA REPÚBLICA',
      'Coquimbo, 8 de octubre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([
      { tipo: 'HIPOTECA', fojas: 1180, numero: 1004, ano: 2019, acreedor: 'BANCO SANTANDER-CHILE' },
    ]);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 990, numero: 870, ano: 2019, acreedor: 'BANCO SANTANDER-CHILE' },
      { tipo: 'EMBARGO', fojas: 45, numero: 39, ano: 2025, acreedor: 'TESORERÍA GENERAL DE LA REPÚBLICA' },
    ]);
  });

  it('reads a narrative GP whose items are separated by "Además," and "Asimismo,"', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Certifico que el inmueble inscrito a fojas 330 número 301 del Registro de Propiedad del año 2012,',
      'comuna de Molina, reconoce hipoteca a fojas 120 número 111 del año 2012 a favor de BANCO BBVA.',
      'Además, reconoce hipoteca a fojas 400 número 377 del año 2018 a favor de BANCO SCOTIABANK CHILE.',
      'Asimismo, le afecta prohibición de enajenar a fojas 90 número 85 del año 2012 a favor de BANCO BBVA.',
      'Molina, 9 de octubre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([
      { fojas: 120, numero: 111, ano: 2012, acreedor: 'BANCO BBVA' },
      { fojas: 400, numero: 377, ano: 2018, acreedor: 'BANCO SCOTIABANK CHILE' },
    ]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 90, numero: 85, ano: 2012, acreedor: 'BANCO BBVA' }]);
  });

  it('reads a GP answering per registry "NO TIENE" in a form of labelled lines', () => {
    const result = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Fojas: 3.310   Número: 2.990   Año: 2020   Registro: Propiedad',
        'Comuna: San Antonio',
        'Hipotecas y gravámenes ......... NO TIENE',
        'Interdicciones y prohibiciones .... NO TIENE',
        'San Antonio, 9 de octubre de 2025.',
      ]),
    );
    expect(result.value).toMatchObject({
      fojas: 3310,
      numero: 2990,
      ano: 2020,
      gravamenes: [],
      prohibiciones: [],
      conservador: 'San Antonio',
    });
    expect(result.notes).toEqual([]);
  });

  it('reads the property inscription given as "inscripción de dominio N° … a fojas …"', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Respecto de la inscripción de dominio N° 1.455 a fojas 1.720 vta. del Registro de Propiedad del año 2014,',
      'comuna de Cauquenes: HIPOTECAS Y GRAVÁMENES: no registra.',
      'Cauquenes, 9 de octubre de 2025.',
    );
    expect(gp).toMatchObject({ fojas: 1720, vuelta: true, numero: 1455, ano: 2014, gravamenes: [] });
  });

  it('reads a copy whose owners are introduced by "comparece" style "son dueños en partes iguales"', () => {
    const entry = entryOf(
      'Linares, doce de noviembre de dos mil diecisiete.- Don ÓSCAR IVÁN REYES MORA, cédula 10.331.442-7,',
      'y don HERNÁN DAVID REYES MORA, cédula 11.442.553-3, ambos solteros, de este domicilio, son dueños',
      'en partes iguales del sitio 2 del loteo Las Acacias, comuna de Linares, que deslinda: NORTE, en 8',
      'metros con sitio 1.- Lo adquirieron por herencia de doña MARTA MORA LEIVA.-',
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'ÓSCAR IVÁN REYES MORA', rut: '10.331.442-7', estado_civil: 'soltero' },
      { nombre: 'HERNÁN DAVID REYES MORA', rut: '11.442.553-3', estado_civil: 'soltero' },
    ]);
  });

  it('reads the comuna after "de la comuna y provincia de"', () => {
    const entry = entryOf(
      'Castro, tres de mayo de dos mil veinte.- Doña NADIA PAZ OYARZÚN BARRÍA, cédula 16.220.119-2, soltera,',
      'de este domicilio, es dueña del predio rústico denominado Lote B del fundo Llau Llao, de la comuna y',
      'provincia de Castro, que deslinda: NORTE, en 100 metros con lote A.- Lo adquirió por compra a don',
      'JUAN PAZ ROA, según escritura de 1 de mayo de 2020.-',
    );
    expect(entry.comuna).toBe('Castro');
  });

  it('reads an issue date printed "a 2 días de octubre de 2025" after the certification', () => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. Dado en Angol, a 2 días de octubre de 2025.',
    );
    expect(entry.fecha_emision).toBe('2025-10-02');
  });

  it('reads a verification code after "Código de validación (CBV):"', () => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. Chillán, 3 de octubre de 2025.',
      'Código de validación (CBV): 7734-AC21-00F9',
    );
    expect(entry.codigo_verificacion).toBe('7734-AC21-00F9');
  });

  it('reads a bien familiar certificate in the form of a table "Registro | Foja | Número | Año"', () => {
    const document = cbrDocument([
      'CERTIFICADO DE BIEN FAMILIAR',
      'Registro      Foja    Número   Año',
      'Propiedad     3.020   2.611    2018',
      'Certifico que, revisado el índice respectivo, NO CONSTA que el inmueble haya sido declarado bien familiar.',
      'San Carlos, 10 de octubre de 2025.',
    ]);
    const gp = extractGpCertificate(document).value;
    expect(gp).toMatchObject({ fojas: 3020, numero: 2611, ano: 2018, conservador: 'San Carlos' });
    expect(familyHomeFacts(document, gp).map((fact) => fact.declared)).toEqual([false]);
  });
});

describe('fourth round', () => {
  it('reads a copy of a departamento and its estacionamiento, the certification naming both inscriptions', () => {
    const entry = entryOf(
      'Certifico que las inscripciones de fojas 2.210 número 1.801 y de fojas 2.211 número 1.802, ambas del',
      'Registro de Propiedad del año 2022, se encuentran vigentes. Concepción, 1 de octubre de 2025.',
      'Concepción, diez de marzo de dos mil veintidós.- Doña FERNANDA PAZ MOLINA RÍOS, cédula',
      '18.002.331-4, soltera, de este domicilio, es dueña del departamento 804 del edificio Plaza Mayor,',
      'comuna de Concepción, que deslinda: NORTE, en 8 metros con departamento 803.- La adquirió por',
      'compra a INMOBILIARIA BÍO BÍO SpA, según escritura de 1 de marzo de 2022.-',
    );
    expect(entry).toMatchObject({ fojas: 2210, numero: 1801, ano: 2022, fecha_emision: '2025-10-01' });
    expect(names(entry.propietarios)).toEqual(['FERNANDA PAZ MOLINA RÍOS']);
  });

  it('reads a GP whose owners are listed as "Titular(es):" with shares', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inscripción de dominio a fojas 611 número 580 del año 2013, comuna de Talagante.',
      'Titular(es): JORGE LUIS SOTO MENA (50%), MARÍA JOSÉ PINO LAGOS (50%)',
      'HIPOTECAS Y GRAVÁMENES: NO HAY. INTERDICCIONES Y PROHIBICIONES: NO HAY.',
      'Talagante, 10 de octubre de 2025.',
    );
    expect(names(gp.propietarios)).toEqual(['JORGE LUIS SOTO MENA', 'MARÍA JOSÉ PINO LAGOS']);
    expect(gp).toMatchObject({ fojas: 611, numero: 580, ano: 2013, gravamenes: [], prohibiciones: [] });
  });

  it('reads a hipoteca and its prohibición narrated as "HIPOTECA Y PROHIBICIÓN" with two references', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 1.001 número 902 del Registro de Propiedad del año 2017, comuna de Parral.',
      'Le afectan: HIPOTECA a fojas 501 número 470 del Registro de Hipotecas, y PROHIBICIÓN a fojas 388',
      'número 360 del Registro de Interdicciones, ambas del año 2017 y a favor de BANCO ESTADO.',
      'Parral, 10 de octubre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 501, numero: 470, ano: 2017 }]);
    expect(gp.prohibiciones).toMatchObject([{ fojas: 388, numero: 360, ano: 2017 }]);
  });

  it('reads an embargo whose creditor is the Fisco and whose court comes first', () => {
    const gp = gpOf(
      'CERTIFICADO DE PROHIBICIONES E INTERDICCIONES',
      'Inmueble inscrito a fojas 702 número 611 del Registro de Propiedad del año 2009, comuna de Tomé.',
      'PROHIBICIONES: 1) Por resolución del Juzgado de Letras de Tomé, en causa Rol C-77-2025, se trabó',
      'EMBARGO sobre el inmueble, inscrito a fojas 120 número 104 del año 2025, a favor del FISCO DE CHILE.',
      'Tomé, 10 de octubre de 2025.',
    );
    expect(gp.prohibiciones).toMatchObject([
      { tipo: 'EMBARGO', fojas: 120, numero: 104, ano: 2025, acreedor: 'FISCO DE CHILE' },
    ]);
  });

  it('reads fojas and número given in words in a GP item', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inmueble inscrito a fojas 330 número 301 del Registro de Propiedad del año 2012, comuna de Yungay.',
      'HIPOTECAS: 1) Hipoteca inscrita a fojas trescientas diez número doscientos ochenta del año dos mil',
      'doce, a favor de BANCO DE CHILE.',
      'Yungay, 10 de octubre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([{ fojas: 310, numero: 280, ano: 2012, acreedor: 'BANCO DE CHILE' }]);
  });

  it('reads the owner of a copy given as "a nombre de" in the body ("se inscribe a nombre de")', () => {
    const entry = entryOf(
      'Nacimiento, dos de junio de dos mil dieciséis.- Se inscribe a nombre de don ARTURO ELÍAS',
      'VENEGAS PARRA, cédula 8.552.109-7, casado, de este domicilio, el dominio del sitio 6 de la',
      'manzana 3, comuna de Nacimiento, que deslinda: NORTE, en 12 metros con sitio 5.- Lo adquirió',
      'por compra a doña ROSA PARRA VEGA, según escritura de 30 de mayo de 2016.-',
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'ARTURO ELÍAS VENEGAS PARRA', rut: '8.552.109-7', estado_civil: 'casado' },
    ]);
    expect(names(entry.vendedores)).toEqual(['ROSA PARRA VEGA']);
  });

  it('reads a certification-only copy whose inscription is given as a labelled line', () => {
    const document = cbrDocument([
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Inscripción: Fojas 1.002 Vta. N° 899 Año 2018 Registro de Propiedad',
      'Propietario: CRISTIÁN ANDRÉS LAGOS VIDAL',
      'Estado: VIGENTE',
      'Fecha de emisión: 10/10/2025',
      'Conservador de Bienes Raíces de Mulchén',
    ]);
    expect(classifyDocument(document).type).toBe('dominio_vigente');
    const entry = extractInscription(document).value.entry;
    expect(entry).toMatchObject({
      fojas: 1002,
      vuelta: true,
      numero: 899,
      ano: 2018,
      fecha_emision: '2025-10-10',
      conservador: 'Mulchén',
    });
    expect(names(entry.propietarios)).toEqual(['CRISTIÁN ANDRÉS LAGOS VIDAL']);
  });
});

describe('fifth round', () => {
  it('reads deslindes with no length ("NORTE, con calle Prat; SUR, con sitio 4")', () => {
    const entry = entryOf(
      'La Unión, siete de julio de mil novecientos noventa y ocho.- Don ERWIN HANS MÜLLER SCHMIDT, cédula',
      '7.221.908-K, casado, de este domicilio, es dueño del sitio 3 de la manzana 12, comuna de La Unión,',
      'que deslinda: NORTE, con calle Prat; SUR, con sitio 4; ORIENTE, con sitio 2; PONIENTE, con calle',
      'Comercio.- Lo adquirió por compra a don OTTO KLEIN ROA, según escritura de 1 de julio de 1998.-',
    );
    expect(entry.fecha_registro).toBe('1998-07-07');
    expect(entry.deslindes.map((deslinde) => [deslinde.direccion, deslinde.propiedad])).toEqual([
      ['Norte', 'calle Prat'],
      ['Sur', 'sitio 4'],
      ['Oriente', 'sitio 2'],
      ['Poniente', 'calle Comercio'],
    ]);
  });

  it('reads a GP whose heading closes its items ("Las inscripciones precedentes corresponden al Registro de …")', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y PROHIBICIONES',
      'Inmueble inscrito a fojas 1.550 número 1.201 del Registro de Propiedad del año 2016, comuna de Vallenar.',
      '1.- Fojas 810 número 702 del año 2016, hipoteca a favor de BANCO INTERNACIONAL.',
      'La inscripción precedente corresponde al Registro de Hipotecas y Gravámenes.',
      '1.- Fojas 455 número 431 del año 2016, prohibición a favor de BANCO INTERNACIONAL.',
      'La inscripción precedente corresponde al Registro de Interdicciones y Prohibiciones.',
      'Vallenar, 11 de octubre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([
      { fojas: 810, numero: 702, ano: 2016, acreedor: 'BANCO INTERNACIONAL' },
    ]);
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 455, numero: 431, ano: 2016, acreedor: 'BANCO INTERNACIONAL' },
    ]);
  });

  it('reads GP owners in a table "Nombre | RUT" under "PROPIETARIOS"', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Inscripción: Fojas 2.880 Número 2.310 Año 2021, comuna de Melipilla.',
      'PROPIETARIOS',
      'Nombre                              RUT',
      'ALEJANDRA BEATRIZ FUENTES CID       14.552.118-3',
      'GONZALO ANDRÉS PÉREZ LAGOS          13.881.229-0',
      'HIPOTECAS Y GRAVÁMENES: No hay.',
      'INTERDICCIONES Y PROHIBICIONES: No hay.',
      'Melipilla, 11 de octubre de 2025.',
    );
    expect(gp.propietarios).toMatchObject([
      { nombre: 'ALEJANDRA BEATRIZ FUENTES CID', rut: '14.552.118-3' },
      { nombre: 'GONZALO ANDRÉS PÉREZ LAGOS', rut: '13.881.229-0' },
    ]);
  });

  it('reads a prohibition whose acción cell is "No enajenar ni gravar" glued after "S.A."', () => {
    const gp = gpOf(
      'CERTIFICADO DE INTERDICCIONES Y PROHIBICIONES',
      'Inmueble inscrito a fojas 4410 número 3820 del Registro de Propiedad del año 2018, comuna de Linares.',
      'N°  Tipo  Fojas  Número  Año  Acreedor  Acción',
      '1  PROHIBICIÓN  1300  1122  2018  BANCO BICE S.A.No enajenar ni gravar',
      'Linares, 4 de septiembre de 2025.',
    );
    expect(gp.prohibiciones).toMatchObject([
      { fojas: 1300, numero: 1122, ano: 2018, acreedor: 'BANCO BICE S.A.', accion: 'No enajenar ni gravar' },
    ]);
  });

  it('reads the issue date of a copy whose certification is dated with the month in capitals', () => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente.',
      'PUERTO MONTT, 14 DE OCTUBRE DE 2025',
    );
    expect(entry.fecha_emision).toBe('2025-10-14');
  });
});

describe('sixth round', () => {
  it('reads a GP item whose reference is "inscrita con el N° … a fs. … del año …" and its creditor "en favor del"', () => {
    const gp = gpOf(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inmueble inscrito a fojas 920 número 811 del Registro de Propiedad del año 2020, comuna de Ancud.',
      'HIPOTECAS: Hipoteca inscrita con el N° 402 a fs. 515 del año 2020, en favor del BANCO DEL ESTADO DE CHILE.',
      'Ancud, 12 de octubre de 2025.',
    );
    expect(gp.gravamenes).toMatchObject([
      { fojas: 515, numero: 402, ano: 2020, acreedor: 'BANCO DEL ESTADO DE CHILE' },
    ]);
  });

  it('reads heirs "ambos de este domicilio" sharing the domicile', () => {
    const entry = entryOf(
      'Loncoche, cuatro de abril de dos mil veintitrés.- Doña ISABEL DEL CARMEN CURIQUEO PAINE, cédula',
      '9.004.118-2, viuda, y don MIGUEL ÁNGEL HUAIQUIL CURIQUEO, cédula 15.221.908-0, soltero, ambos de',
      'este domicilio, son dueños del sitio 11 de la población Ultracautín, comuna de Loncoche, que',
      'deslinda: NORTE, en 10 metros con sitio 10.- Lo adquirieron por herencia de don JOSÉ HUAIQUIL',
      'PAINE, según auto de posesión efectiva de 10 de marzo de 2023.-',
    );
    expect(entry.propietarios).toMatchObject([
      { nombre: 'ISABEL DEL CARMEN CURIQUEO PAINE', estado_civil: 'viudo', domicilio: 'Loncoche' },
      { nombre: 'MIGUEL ÁNGEL HUAIQUIL CURIQUEO', estado_civil: 'soltero', domicilio: 'Loncoche' },
    ]);
  });

  it('reads the rol de avalúo printed "Rol S.I.I. N° 512-33"', () => {
    const entry = entryOf(
      ...opening,
      'Lo adquirió por compra a doña ELIANA ROJAS PEÑA, según escritura de 2 de junio de 2018.- Rol S.I.I.',
      'N° 512-33, comuna de Calama.-',
    );
    expect(entry.rol_avaluo).toBe('512-33');
  });

  it('reads a code after "con el código de verificación" and the office from the domain', () => {
    const entry = entryOf(
      'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad del año 2011 se',
      'encuentra vigente. Collipulli, 3 de octubre de 2025.',
      'Validar en www.cbrcollipulli.cl con el código de verificación 93KD-LM21',
    );
    expect(entry.codigo_verificacion).toBe('93KD-LM21');
    expect(entry.conservador).toBe('Collipulli');
  });
});

describe('seventh round', () => {
  it('reads GP owners after "Dueño(s):" and a table region answering "Sin registros"', () => {
    const result = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inscripción de dominio: Fs. 77 N° 70 Año 2012. Comuna: Purranque.',
        'Dueño(s): ANDREA PAZ KUSCH WEISS, RUT 12.443.908-5',
        'REGISTRO DE HIPOTECAS Y GRAVÁMENES',
        'Fojas   Número   Año   Detalle',
        'Sin registros.',
        'REGISTRO DE INTERDICCIONES Y PROHIBICIONES',
        'Fojas   Número   Año   Detalle',
        'Sin registros.',
        'Río Negro, 12 de octubre de 2025.',
      ]),
    );
    expect(result.value).toMatchObject({
      fojas: 77,
      numero: 70,
      ano: 2012,
      gravamenes: [],
      prohibiciones: [],
      conservador: 'Río Negro',
      comuna: 'Purranque',
    });
    expect(result.value.propietarios).toMatchObject([
      { nombre: 'ANDREA PAZ KUSCH WEISS', rut: '12.443.908-5' },
    ]);
    expect(result.notes).toEqual([]);
  });

  it('reads an usufructo and a servidumbre each under its own heading', () => {
    const gp = gpOf(
      'CERTIFICADO DE GRAVÁMENES',
      'Inmueble inscrito a fojas 330 número 301 del Registro de Propiedad del año 2012, comuna de Pucón.',
      'USUFRUCTO: a fs. 44 N° 40 del año 2012, a favor de doña MARTA SOTO ROA.',
      'SERVIDUMBRE: de tránsito a fs. 12 N° 10 del año 1999, a favor de PREDIO EL BOSQUE.',
      'Pucón, 12 de octubre de 2025.',
    );
    expect(gp.gravamenes.map((item) => [item.tipo, item.fojas, item.numero, item.ano])).toEqual([
      ['USUFRUCTO', 44, 40, 2012],
      [expect.stringMatching(/^SERVIDUMBRE/), 12, 10, 1999],
    ]);
    expect(gp.gravamenes[0]?.acreedor).toBe('MARTA SOTO ROA');
  });

  it('reads a copy whose seller is "la sociedad … representada por"', () => {
    const entry = entryOf(
      'Rancagua, ocho de mayo de dos mil veinticuatro.- Don FELIPE ANDRÉS ARCE LIRA, cédula 17.002.441-3,',
      'soltero, de este domicilio, es dueño de la casa 12 del condominio Los Olmos, comuna de Machalí, que',
      'deslinda: NORTE, en 9 metros con casa 11.- Lo adquirió por compra a la sociedad INMOBILIARIA',
      'OLMOS DEL SUR LIMITADA, representada por don JUAN PÉREZ SOTO, según escritura de 2 de mayo de 2024.-',
    );
    expect(names(entry.vendedores)).toEqual(['INMOBILIARIA OLMOS DEL SUR LIMITADA']);
  });
});
