import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { layoutPage, type PositionedText } from '../../server/analysis/engine/text/layout';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZB exposed once scored blind (issue #18 item 6, #17), each in wordings
 * written for these tests: made-up offices, people, numbers.
 */

const read = (...lines: string[]) => extractMunicipalAffectation(certificateDocument(lines));

describe('a municipal certificate whose title carries its number spaced and an em dash', () => {
  const RURAL = [
    'ILUSTRE MUNICIPALIDAD DE LONCOCHE',
    'Dirección de Obras Municipales',
    'CERTIFICADO Nº 211 / 2026 — AFECTACIÓN A UTILIDAD PÚBLICA',
    'El Director de Obras certifica que el predio Rol 615-3, Hijuela Los Radales, se ubica en',
    'el área rural de la comuna, fuera del límite urbano, por lo que no le afectan declaratorias',
    'de utilidad pública por vialidad ni por parques o áreas verdes.',
    'Loncoche, 4 de mayo de 2026.',
  ];

  it('reads the title as a title, not as a "sí": the certificate answers "no" throughout', () => {
    const { value } = read(...RURAL);
    expect(value.objeto_expropiacion).toBe(false);
    expect(value.expropiacion_vial).toBe(false);
    expect(value.expropiacion_por_parque).toBe(false);
  });

  it('still reads an affectation the body states under such a title', () => {
    const { value } = read(
      'ILUSTRE MUNICIPALIDAD DE LONCOCHE',
      'CERTIFICADO Nº 212 / 2026 — AFECTACIÓN A UTILIDAD PÚBLICA',
      'El inmueble Rol 88-12, calle Baquedano 40, se encuentra afecto a declaratoria de utilidad',
      'pública por vialidad, ensanche de calle Baquedano a 20 metros entre líneas oficiales.',
    );
    expect(value.objeto_expropiacion).toBe(true);
    expect(value.expropiacion_vial).toBe(true);
  });
});

describe('a "sí" from general words while roads and parks are answered "no"', () => {
  it('is doubtful: the general words may be a citation, not an answer', () => {
    const { value, provenance } = read(
      'MUNICIPALIDAD DE GORBEA — DIRECCIÓN DE OBRAS',
      'Certificado 45-2026. Materia: declaratorias de utilidad pública (art. 59 LGUC).',
      'Inmueble Rol 301-7, calle Freire 55.',
      'Vialidad: no afecto. Parques y áreas verdes: no afecto.',
    );
    expect(value.expropiacion_vial).toBe(false);
    expect(value.expropiacion_por_parque).toBe(false);
    expect(value.objeto_expropiacion).toBe(true);
    expect(provenance['objeto_expropiacion']?.unsure).toContain('yes_no_unmarked');
  });
});

/** A copy of an inscription of Puerto Saavedra whose deslindes the tests vary. */
const copyWithBoundaries = (...boundaries: string[]) =>
  extractInscription(
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE PUERTO SAAVEDRA',
      'Registro de Propiedad Fojas 77 Número 64 Año 2019',
      'Puerto Saavedra, once de marzo de dos mil diecinueve.- Don ELÍAS ROBERTO HUENCHUMAN LEFIO,',
      'cédula nacional de identidad número 14.552.013-2, soltero, de este domicilio, es dueño de la',
      'casa y sitio ubicados en calle Ejército número cuarenta y dos, comuna de Saavedra,',
      ...boundaries,
      'Lo adquirió por compra a doña TERESA LIDIA PAILLAO CURIQUEO, según escritura de fecha dos de',
      'marzo de dos mil diecinueve, otorgada en la Notaría de Carahue de don Mario Vera Soto, por el',
      'precio de $12.000.000.- El título anterior rola a fojas 12 número 9 del año 2001.-',
    ]),
  ).value.entry.deslindes;

describe('deslindes whose lengths are number words printed with their accents', () => {
  it('reads "veintidós metros", "dieciséis metros treinta y seis centímetros" as lengths', () => {
    expect(
      copyWithBoundaries(
        'que deslinda: NORTE, en veintitrés metros con calle Ejército; SUR, en veintitrés metros con',
        'lote dieciséis; ORIENTE, en dieciséis metros treinta y seis centímetros con lote veintiséis;',
        'PONIENTE, en veintidós metros con pasaje Los Aromos.-',
      ),
    ).toEqual([
      { direccion: 'Norte', largo: '23,00 metros', propiedad: 'calle Ejército' },
      { direccion: 'Sur', largo: '23,00 metros', propiedad: 'lote dieciséis' },
      { direccion: 'Oriente', largo: '16,36 metros', propiedad: 'lote veintiséis' },
      { direccion: 'Poniente', largo: '22,00 metros', propiedad: 'pasaje Los Aromos' },
    ]);
  });
});

describe('deslindes after a plural or a manner ("que deslindan:", "deslinda así:")', () => {
  it.each(['que deslindan:', 'que deslinda así:', 'que deslindan como sigue:'])(
    'reads them after %j',
    (cue) => {
      expect(
        copyWithBoundaries(
          `${cue} NORTE, en doce metros con calle Ejército; SUR, en doce metros con sitio siete;`,
          'ORIENTE, en treinta metros con sitio cinco; PONIENTE, en treinta metros con sitio nueve.-',
        ).map((side) => [side.direccion, side.largo]),
      ).toEqual([
        ['Norte', '12,00 metros'],
        ['Sur', '12,00 metros'],
        ['Oriente', '30,00 metros'],
        ['Poniente', '30,00 metros'],
      ]);
    },
  );
});

describe('a SERVIU answer in the last column of a table ruled with "|"', () => {
  const serviu = (answer: string) =>
    extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE ÑUBLE',
        'Certificado de situación de expropiación Nº 2.208',
        'Chillán, 3 de marzo de 2026',
        '| Dirección           | Comuna     | Rol SII | Afectación a expropiación |',
        `| Pasaje Las Violetas | San Carlos | 310-44  | ${answer} |`,
        '| Nº 1520             |            |         |                           |',
        'Se extiende a petición del interesado.',
      ]),
    ).value;

  it.each([
    ['NO', false],
    ['SÍ', true],
  ])('reads the cell %s under the header that asks, not the header itself', (answer, affected) => {
    expect(serviu(answer).objeto_expropiacion).toBe(affected);
  });

  it('reads the address cell the row wrapped onto the next line under its column', () => {
    expect(serviu('NO').direccion_propiedad).toBe('Pasaje Las Violetas Nº 1520');
  });

  it('reads a wrapped address cell of a table parted by spaces too', () => {
    const { direccion_propiedad, rol_avaluo } = extractServiuReport(
      certificateDocument([
        'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE AYSÉN',
        'Informe de expropiación Nº 311',
        'Coyhaique, 8 de enero de 2026',
        'Dirección               Comuna       Rol      Afecto a expropiación',
        'Avenida Ogana           Coyhaique    98-3     NO',
        'Nº 455, Villa Austral',
      ]),
    ).value;
    expect([direccion_propiedad, rol_avaluo]).toEqual(['Avenida Ogana Nº 455, Villa Austral', '98-3']);
  });
});

describe('a TGR header printing the address unlabelled under the taxpayer', () => {
  it('reads the line under the name as the address and its comuna after an em dash, inferred', () => {
    const { value, provenance } = extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'Certificado de Deuda',
        'PAREDES MUÑOZ JORGE ANDRÉS',
        'LAS CAMELIAS 1402 — COLBUN',
        'ROL 7406-00211-004',
        '| Deuda Morosa | Deuda No Vencida |',
        '| CLP 0        | CLP 32,900       |',
        'Fecha de Emisión del Certificado: 12-01-2026',
      ]),
    );
    expect([value.certificate.direccion_propiedad, value.certificate.comuna_propiedad]).toEqual([
      'LAS CAMELIAS 1402',
      'Colbún',
    ]);
    expect(provenance['direccion_propiedad']?.unsure).toContain('inferred');
  });
});

describe('owners of an inscription printed all in capitals, joined by "Y DOÑA", sharing a domicile', () => {
  it('reads each owner without the joining words, and gives both the shared address', () => {
    const { propietarios } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE PITRUFQUÉN',
        'FS. 211 Nº 190 REGISTRO DE PROPIEDAD AÑO 2018',
        'PITRUFQUÉN, DOCE DE MAYO DE DOS MIL DIECIOCHO.- DON MARIO ESTEBAN LONCON CAYUL,',
        'CÉDULA NACIONAL DE IDENTIDAD NÚMERO 15.880.217-4, CASADO, AGRICULTOR, Y DOÑA',
        'LUCÍA ANDREA LONCON CAYUL, CÉDULA NACIONAL DE IDENTIDAD NÚMERO 17.041.332-8, SOLTERA,',
        'ENFERMERA, AMBOS DOMICILIADOS EN PASAJE LOS COIGÜES NÚMERO 45, GORBEA, SON DUEÑOS EN',
        'PARTES IGUALES DEL LOTE NÚMERO CUATRO DEL FUNDO EL NARANJO, COMUNA DE PITRUFQUÉN.- LO',
        'ADQUIRIERON POR COMPRA A DON RAÚL HUMBERTO SAEZ TORO, SEGÚN ESCRITURA DE FECHA DOS DE MAYO',
        'DE DOS MIL DIECIOCHO.- EL TÍTULO ANTERIOR ESTÁ A FOJAS 33 NÚMERO 30 DEL AÑO 2002.-',
      ]),
    ).value.entry;
    expect(propietarios.map((owner) => [owner.nombre, owner.rut, owner.domicilio])).toEqual([
      ['MARIO ESTEBAN LONCON CAYUL', '15.880.217-4', 'PASAJE LOS COIGÜES NÚMERO 45, GORBEA'],
      ['LUCÍA ANDREA LONCON CAYUL', '17.041.332-8', 'PASAJE LOS COIGÜES NÚMERO 45, GORBEA'],
    ]);
  });
});

describe('an earlier title copied with its fojas alone on a line above a body opening with its number in words', () => {
  const copy = (heading: string[]) =>
    extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE RÍO BUENO',
        ...heading,
        'Número novecientos doce.- Río Bueno, cuatro de mayo de dos mil once.- Doña',
        'MARISOL ANDREA KRAUSE OJEDA, soltera, cédula nacional de identidad número 13.114.205-6, de',
        'este domicilio, es dueña del sitio número ocho de la calle Patricio Lynch, comuna de Río',
        'Bueno.- Lo adquirió por compra a don ARMIN ROLF WEISS TAPIA, según escritura de fecha',
        'veinte de abril de dos mil once.- El título anterior rola a fojas 45 número 40 del año 1996.-',
        'NOTA AL MARGEN: Cancelada por transferencia inscrita a fs. 2210 Nº 1877 del año 2022.',
        'Certifico que la presente es copia fiel de su original. Río Bueno, 3 de marzo de 2026.',
      ]),
    ).value.entry;

  it("reads the heading's fojas with the number and year, not the cancelling note's reference", () => {
    const entry = copy([
      'Registro de Propiedad del año 2011',
      '                                        Fojas 1032',
    ]);
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([1032, 912, 2011]);
  });

  it("never gives the reference of the transfer that cancelled it as the copy's own", () => {
    const entry = copy(['Registro de Propiedad del año 2011']);
    expect([entry.fojas, entry.numero, entry.ano]).not.toEqual([2210, 1877, 2022]);
  });
});

describe("an earlier title in another office, named after the reference with its city's article", () => {
  it.each([
    ['La Unión', 'La Unión'],
    ['La Serena', 'La Serena'],
    ['Los Andes', 'Los Andes'],
  ])('reads "del Conservador de Bienes Raíces de %s"', (printed, office) => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE PAILLACO',
        'Fojas 310 Número 288 Registro de Propiedad 2021',
        'Paillaco, diez de junio de dos mil veintiuno.- Don CRISTIÁN OMAR ULLOA PAREDES, casado,',
        'de este domicilio, es dueño del sitio número tres de la calle Prat, comuna de Paillaco.- Lo',
        'adquirió por compra a doña ELBA ROSA MÉNDEZ VIDAL, según escritura de fecha dos de junio de',
        'dos mil veintiuno.- El título anterior está inscrito a fojas 88 número 71 del Registro de',
        `Propiedad del año 2004 del Conservador de Bienes Raíces de ${printed}.-`,
      ]),
    ).value;
    expect(entry.conservador_anterior).toBe(office);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([88, 71, 2004]);
  });
});

describe('a price whose word the page break hyphenated under a header printed on the next page alone', () => {
  it('joins the word across the header: "OCHO-" / header / "CIENTAS UNIDADES DE FOMENTO"', () => {
    const { entry } = extractInscription(
      cbrDocument(
        [
          'CONSERVADOR DE BIENES RAÍCES DE LANCO',
          'Fojas 512 Número 430 Registro de Propiedad 2022',
          'Lanco, tres de marzo de dos mil veintidós.- La sociedad AGRÍCOLA LOS RUILES SpA, de este',
          'domicilio, es dueña del lote B de la hijuela El Roble, comuna de Lanco.- La adquirió por',
          'compra a don JUAN CARLOS MORA SILVA, según escritura de fecha uno de marzo de dos mil',
          'veintidós, otorgada en la Notaría de Valdivia de don Ramón Soto Paz, por el precio de DOS MIL SEIS-',
        ],
        [
          'CONSERVADOR DE BIENES RAÍCES DE LANCO — Fs. 512 vta.',
          'CIENTAS UNIDADES DE FOMENTO, pagado al contado.- El título anterior está a fojas 9 número 7',
          'del año 2001.-',
        ],
      ),
    ).value;
    expect(entry.precio).toBe('2.600,00 UF');
  });
});

describe('an embargo in a sentence that names its registry first', () => {
  it.each(['Registro', 'Regístiv'])(
    "reads the court as the embargo's accion, not the %s's words",
    (registro) => {
      const { prohibiciones } = extractGpCertificate(
        cbrDocument([
          'CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
          'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
          'Respecto del inmueble inscrito a fojas 77 número 70 del Registro de Propiedad del año 2019,',
          'CERTIFICA:',
          'PRIMERO. Que en el Registro de Hipotecas y Gravámenes no le afectan inscripciones.',
          `SEGUNDO. Que en el ${registro} de Interdicciones y Prohibiciones de Enajenar le afecta un`,
          'EMBARGO inscrito a fojas 20 número 18 del año 2024, decretado por el Juzgado de Letras de',
          'Victoria, causa Rol C-552-2024, a solicitud de BANCO DEL DESARROLLO S.A.',
          'Curacautín, 6 de abril de 2026.',
        ]),
      ).value;
      expect(prohibiciones.map((lien) => [lien.tipo, lien.accion])).toEqual([
        ['EMBARGO', 'Juzgado de Letras de Victoria, causa Rol C-552-2024'],
      ]);
    },
  );
});

describe('a GP naming a rural property before ", de la comuna de"', () => {
  it('reads the parcel and its sector as the address', () => {
    const { domicilio, comuna } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LONCOCHE',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Habiendo revisado los índices por treinta años respecto de la PARCELA Nº 12 HIJUELA EL',
        'MAITÉN, SECTOR HUISCAPI, de la comuna de Loncoche, inscrita a nombre de ROSAS PINO LUIS,',
        'a fojas 90 número 81 del Registro de Propiedad del año 2017, CERTIFICA: que no le afectan',
        'hipotecas ni gravámenes, ni prohibiciones.',
        'Loncoche, 2 de marzo de 2026.',
      ]),
    ).value;
    expect([domicilio, comuna]).toEqual(['PARCELA Nº 12 HIJUELA EL MAITÉN, SECTOR HUISCAPI', 'Loncoche']);
  });
});

describe("one office's copy and GP numbered as one file, the office named only in the pages' footers", () => {
  const footer = (page: number) => `CBR de Mulchén · Calle Villagrán 410 · Página ${page} de 3`;
  it('splits the GP off where its title heads a page with its own code', () => {
    expect(
      typedParts(
        [
          'COPIA DE INSCRIPCIÓN CON CERTIFICADO DE VIGENCIA',
          'Registro de Propiedad — Fojas 120 — Número 101 — Año 2015',
          'Número ciento uno.- Mulchén, seis de mayo de dos mil quince.- Don PEDRO ANTONIO VEGA LARA,',
          'casado, de este domicilio, es dueño del sitio número nueve de la calle Anníbal Pinto, comuna',
          'de Mulchén.- Lo adquirió por compra a doña ELENA RIQUELME SOTO, según escritura de fecha',
          footer(1),
        ],
        [
          'veinte de abril de dos mil quince.- El título anterior está a fojas 40 número 33 del año 1990.-',
          'CERTIFICO: Que la inscripción que antecede está conforme con su original y se encuentra vigente.',
          'Mulchén, 10 de marzo de 2026. Código de verificación: MUL-DV-1003-2211',
          footer(2),
        ],
        [
          'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
          'Inscripción de dominio ....... Fs. 120 Nº 101 Año 2015',
          'HIPOTECAS Y GRAVÁMENES ........ no hay inscripciones.',
          'INTERDICCIONES Y PROHIBICIONES  nada hay inscrito.',
          'Mulchén, 11 de marzo de 2026. Código de verificación: MUL-GP-1103-2230',
          footer(3),
        ],
      ),
    ).toEqual(['1-2 dominio_vigente', '3-3 gp']);
  });
});

describe("a copy's margin column between a heading and a certification printed across the page", () => {
  const at = (text: string, x: number, row: number): PositionedText => ({
    text,
    x,
    y: 760 - row * 13,
    width: text.length * 4.75,
    fontSize: 9.5,
  });
  const margin = [
    'Nº 1204',
    'COMPRAVENTA',
    'SOTO ARIAS LUIS',
    'A',
    'PINO ROJAS ANA',
    'Rep. 3.318',
    'Transferida a',
    'fs. 88 Nº 70',
  ];
  const body = [
    'Cabildo, nueve de marzo de dos mil diez.- Doña ANA',
    'PINO ROJAS, soltera, de este domicilio, es dueña del',
    'sitio número cuatro de la calle Humeres, comuna de',
    'Cabildo, que deslinda: Norte, en diez metros con calle',
    'Humeres; Sur, en diez metros con sitio nueve.- La',
    'adquirió por compra a don LUIS SOTO ARIAS, según',
    'escritura de fecha dos de marzo de dos mil diez.- El',
    'título anterior está a fojas 12 número 9 del año 1994.',
  ];
  const page = [
    at('CONSERVADOR DE BIENES RAÍCES DE CABILDO - REGISTRO DE PROPIEDAD 2010 - FOJAS 733', 56, 0),
    ...margin.map((text, row) => at(text, 56, row + 1)),
    ...body.map((text, row) => at(text, 165, row + 1)),
    // Shorter than the body's lines: no line across the page ends the band above them.
    at('Certifico que la presente copia es fiel a su original;', 56, 9),
    at('la inscripción se encuentra cancelada según nota', 56, 10),
    at('marginal. Cabildo, 2 de febrero de 2026.', 56, 11),
  ];

  it('reads the notes apart from the body, the certification after it', () => {
    const lines = layoutPage(page);
    expect(lines.slice(1, 9)).toEqual(margin);
    expect(lines.slice(9, 17)).toEqual(body);
    expect(lines.at(-1)).toBe('marginal. Cabildo, 2 de febrero de 2026.');
  });
});
