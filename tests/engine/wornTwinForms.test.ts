import { describe, expect, it } from 'vitest';

import { isUnsure } from '../../common/record/provenance';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription, parseDeslindes } from '../../server/analysis/engine/extractors/inscription';
import { normalize } from '../../server/analysis/engine/reading/normalize';
import { findDates } from '../../server/analysis/engine/text/dates';
import { wornAddress } from '../../server/analysis/engine/checks/wornAddress';
import { marginWordInProse } from '../../server/analysis/engine/checks/marginWords';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { cbrDocument, certificateDocument, ocrDocumentFromPages } from '../support/engineDocuments';

/*
 * Forms of OCR damage the worn-photocopy twins of held-out batches ZH, ZI, ZJ showed, on snippets
 * written for them (other offices, numbers, names): what a worn copy does to a GP table's header.
 */

const references = (liens: { fojas: number | null; numero: number | null; ano: number | null }[]) =>
  liens.map((lien) => [lien.fojas, lien.numero, lien.ano]);

describe('worn copies: a GP table header whose column names OCR glued', () => {
  it('reads the rows under "FOJAS NÚMEROAÑO FECHAINSC."', () => {
    const { gravamenes, prohibiciones } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE SAN FERNANDO',
        'CERTIFICADO DE HIPOTECAS Y GRAVAMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble: pasaje Las Brisas N° 71, comuna de Chimbarongo, inscrito a fojas 3310 número 2877',
        'del Registro de Propiedad del año 2020, a nombre de ORTIZ LEIVA MARCELA ANDREA.',
        'I REGISTRO DE HIPOTECAS Y GRAVÁMENES',
        'N° CLASE   FOJAS NÚMEROAÑO FECHAINSC. DETALLE',
        '1 HIPOTECA   1402 1187 2020 03-11-2020 A favor de BANCO SANTANDER-CHILE, por',
        'UF 2.310,00',
        'II REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'N° CLASE   FOJASNÚMERO AÑO FECHA INSC. DETALLE',
        '1 PROHIBICION   977 1630 2020 03-11-2020 A favor de BANCO SANTANDER-CHILE, de',
        'gravar y enajenar',
        'San Fernando, 4 de mayo de 2026.',
      ]),
    ).value;
    expect(references(gravamenes)).toEqual([[1402, 1187, 2020]]);
    expect(references(prohibiciones)).toEqual([[977, 1630, 2020]]);
  });

  it('leaves capitals that are not two column names alone', () => {
    expect(normalize('ANOTACIONES AL MARGEN').text).toBe('ANOTACIONES AL MARGEN');
    expect(normalize('TIPOGRAFÍA FECHADA').text).toBe('TIPOGRAFÍA FECHADA');
  });
});

describe('worn copies: a number sign read with a stray digit in a table header', () => {
  it('reads "N°2 Clase Fojas N2 Año" as the header it is', () => {
    const { gravamenes } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CAÑETE',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Inscripción de dominio: Fs. 518 N° 433 año 2014, a nombre de HUENCHUL PAILLAL ROSA.',
        'Revisados los registros por el período de treinta años, constan vigentes:',
        'N°2 Clase   Fojas N2 Año Fecha insc',
        '1 SERVIDUMBRE 77   61 2008 02/06/2008',
        '2 HIPOTECA 240   199 2014 19/09/2014',
        'Registro de Hipotecas y Gravámenes: dos (2) inscripciones.',
        'Cañete, 2 de febrero de 2026.',
      ]),
    ).value;
    expect(references(gravamenes)).toEqual([
      [77, 61, 2008],
      [240, 199, 2014],
    ]);
  });

  it('keeps a lot numbered 2 in prose', () => {
    expect(normalize('el lote N°2 fojas 88').text).toContain('2 fojas 88');
  });
});

describe('worn copies: a reference keyword or its stop garbled', () => {
  it('reads "número" with its first letter or its middle misread after a fojas number, repaired', () => {
    const { text, doubtsIn } = normalize('inscrita a fojas 2291 rúmero 1876 del año 2013');
    expect(text).toContain('fojas 2291 número 1876 del año 2013');
    expect(doubtsIn(text.indexOf('1876'), 4)).toEqual(['repaired_reading']);
    expect(normalize('a fojas 512 vta. nüurnero 433 del año 1998').text).toContain(
      'fojas 512 vuelta número 433',
    );
  });

  it('leaves a word that is no número alone', () => {
    expect(normalize('a fojas 40 primero 3 lotes').text).toContain('fojas 40 primero 3');
    expect(normalize('fojas 88 monto 4500').text).toContain('fojas 88 monto 4500');
  });

  it('reads "Fs, 1207" as fojas', () => {
    expect(normalize('Fs, 3318 N 2904 Año 2016').text).toBe('fojas 3318 número 2904 año 2016');
  });
});

describe('worn copies: two number words glued in a date', () => {
  it('reads "dos milonce" and "dosmil veinte" as the years they are', () => {
    expect(findDates('En Talca, a nueve de marzo de dos milonce, don')[0]?.iso).toBe('2011-03-09');
    expect(findDates('Chillán, primero de julio de dosmil veinte.')[0]?.iso).toBe('2020-07-01');
  });
});

describe('worn copies: the earlier title’s cue garbled', () => {
  const copy = (cue: string) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE TALCA',
      'Fojas 3318 Número 2904 Año 2016',
      'En Talca, a doce de mayo de dos mil dieciséis, don ARTURO ENRIQUE LAGOS PINO, cédula de',
      'identidad número 9.204.117-3, casado, es dueño del sitio número ocho de la calle Uno Sur número',
      'mil doscientos, comuna de Talca. Lo adquirió por compra a doña INÉS DEL PILAR MORA SOTO, según',
      'escritura de fecha dos de mayo de dos mil dieciséis, otorgada en la Notaría de Talca de don',
      `Hernán Ríos Vera, por el precio de $38.000.000.- ${cue} a fojas 1190 número 1002 del`,
      'año 2009.- Rol de avalúo 512-8.- Talca.',
    ]);

  it.each(['El título antenor rola', 'El título ante- tenorrola inscrito', 'El tíndo anterior está'])(
    'reads the earlier title after "%s", doubtful',
    (cue) => {
      const { value, provenance } = extractInscription(copy(cue));
      const { entry } = value;
      expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([1190, 1002, 2009]);
      const source = provenance['fojas_anterior'];
      expect(source !== undefined && isUnsure(source)).toBe(true);
    },
  );

  it('takes no earlier title from "el texto anterior" or "título antes citado"', () => {
    for (const cue of ['El texto anterior dice', 'El título antes citado está']) {
      expect(extractInscription(copy(cue)).value.entry.fojas_anterior).toBeNull();
    }
  });
});

describe('worn copies: an address whose comuna a line end cut', () => {
  it('doubts an address ending in no comuna of the list', () => {
    expect(wornAddress('pasaje Los Olmos número 12, comuna de Talcahu')).toBe(true);
  });

  it('leaves whole comunas, of several words or with an accent OCR changed', () => {
    expect(wornAddress('calle Prat número 80, comuna de Pucôn')).toBe(false);
    expect(wornAddress('pasaje Los Olmos número 12, comuna de Talcahuano')).toBe(false);
    expect(wornAddress('avenida Colón 44, comuna de San Pedro de la Paz')).toBe(false);
  });
});

describe('worn copies: a speck read as a mark inside an address', () => {
  it('doubts a mark right after a connector and a bracket of one side', () => {
    expect(wornAddress('pasaje Río Maule número 31, comuna de, Linares')).toBe(true);
    expect(wornAddress('Avenida Balmaceda 2204)')).toBe(true);
    expect(wornAddress('calle (Lord Cochrane 77')).toBe(true);
  });

  it('leaves brackets that close and connectors followed by their word', () => {
    expect(wornAddress('calle Lord Cochrane 77 (interior), comuna de Osorno')).toBe(false);
    expect(wornAddress('camino a Cunco km 4, sector La Colonia')).toBe(false);
  });
});

describe('worn copies: a margin note’s word read into the body', () => {
  it('doubts a boundary or a description holding a margin word in capitals', () => {
    expect(marginWordInProse('propiedad', 'lote número TRANSFERIDA')).toBe(true);
    expect(
      marginWordInProse('descripcion_propiedad', 'casa y sitio CANCELADA ubicados en calle Maipú 40'),
    ).toBe(true);
  });

  it('leaves owners’ names in capitals and the words in lower case', () => {
    expect(marginWordInProse('propiedad', 'propiedad de don MANUEL ROJAS PINO')).toBe(false);
    expect(
      marginWordInProse('descripcion_propiedad', 'inmueble cuya inscripción vigente rola a fojas 40'),
    ).toBe(false);
  });
});

describe('worn copies: deslindes whose semicolons OCR read as stops or commas', () => {
  const sides = (text: string) =>
    parseDeslindes(text).map((deslinde) => [deslinde.direccion, deslinde.largo, deslinde.propiedad]);

  it('parts the sides at a stop or a comma before a side and its length', () => {
    expect(
      sides(
        'NORTE, en veinte metros con sitio número cinco. SUR, en veinte metros con calle Los Aromos. ORIENTE en cuarenta metros con sitio seis, y PONIENTE. en cuarenta metros con sitio cuatro',
      ),
    ).toEqual([
      ['Norte', '20,00 metros', 'sitio número cinco'],
      ['Sur', '20,00 metros', 'calle Los Aromos'],
      ['Oriente', '40,00 metros', 'sitio seis'],
      ['Poniente', '40,00 metros', 'sitio cuatro'],
    ]);
    expect(sides('Norte en 12,50 metros con pasaje Uno, Sur en 12,50 metros con sitio 8')).toEqual([
      ['Norte', '12,50 metros', 'pasaje Uno'],
      ['Sur', '12,50 metros', 'sitio 8'],
    ]);
  });

  it('keeps a neighbour named after a side inside a deslinde', () => {
    expect(sides('NORTE, en diez metros con calle Sur, en parte; SUR, en diez metros con estero')).toEqual([
      ['Norte', '10,00 metros', 'calle Sur, en parte'],
      ['Sur', '10,00 metros', 'estero'],
    ]);
  });
});

describe('worn copies: an SII appraisal’s amounts with their marks misread', () => {
  const appraisal = (...amounts: string[]) => {
    const read = extractSiiAppraisal(
      certificateDocument([
        'CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de emisión: 3 de Marzo de 2026',
        'Comuna: LOS VILOS',
        'Número de ROL de Avalúo: 00120-00031',
        'Destino: HABITACIONAL',
        ...amounts,
      ]),
    );
    return { value: read.value, provenance: read.provenance };
  };

  it('joins an amount whose thousands mark OCR read as a space', () => {
    const { value } = appraisal(
      'AVALÚO AFECTO: $7.204 118',
      'AVALÚO EXENTO: $40 221.309',
      'AVALÚO TOTAL: $47.425.427',
    );
    expect([value.avaluo_afecto, value.avaluo_exento, value.avaluo_total]).toEqual([
      7204118, 40221309, 47425427,
    ]);
  });

  it('reads past a table rule read as a 1 before the "$"', () => {
    const { value } = appraisal(
      'Avalúo total   $ 92.300.000',
      'Avalúo exento   1$ 30.100.000',
      'Avalúo afecto   |1$ 62.200.000',
    );
    expect([value.avaluo_afecto, value.avaluo_exento, value.avaluo_total]).toEqual([
      62200000, 30100000, 92300000,
    ]);
  });

  it('drops the 5 a "$" was read as, where only that makes the parts add up, marked repaired', () => {
    const { value, provenance } = appraisal(
      'AVALÚO AFECTO: $7.204.118',
      'AVALÚO EXENTO: $40.221.309',
      'AVALÚO TOTAL: 547.425.427',
    );
    expect(value.avaluo_total).toBe(47425427);
    expect(provenance['avaluo_total']?.unsure).toContain('repaired_reading');
    expect(provenance['avaluo_afecto']?.unsure).toBeUndefined();
  });

  it('keeps amounts that add up, or a total beginning with 5 the parts explain as it is', () => {
    const { value } = appraisal(
      'AVALÚO AFECTO: $500.000',
      'AVALÚO EXENTO: $51.000.000',
      'AVALÚO TOTAL: $51.500.000',
    );
    expect(value.avaluo_total).toBe(51500000);
    // Two separate amounts in columns: not joined across the columns' spaces.
    expect(appraisal('AVALÚO AFECTO: $ 7.204   118', 'AVALÚO TOTAL: $ 9.000').value.avaluo_afecto).toBe(7204);
  });
});

describe('worn copies: a numbered form whose item numbers lost their stops', () => {
  const serviu = (...lines: string[]) =>
    extractServiuReport(
      ocrDocumentFromPages('serviu.pdf', [
        ['SERVIU REGION DE ÑUBLE', 'CERTIFICADO DE SITUACION DE PROPIEDAD', ...lines].join('\n'),
      ]),
    ).value;

  it('reads the row after its bare number as the label it starts with', () => {
    expect(
      serviu(
        '1 Fecha 14 de mayo de 2026',
        '2 Comuna Quirihue',
        '3 Situacion la propiedad NO esta afecta a expropiacion',
      ).fecha_emision,
    ).toBe('2026-05-14');
    expect(serviu('12 Fecha: 2 de junio de 2026').fecha_emision).toBe('2026-06-02');
  });

  it('leaves a line opening with a number in prose alone', () => {
    expect(
      serviu('3 de mayo de 2026 se informa que la propiedad NO esta afecta a expropiacion').fecha_emision,
    ).toBeNull();
  });
});
