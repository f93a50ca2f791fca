import { describe, expect, it } from 'vitest';

import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

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
