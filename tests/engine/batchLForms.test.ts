import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { layoutPage, type PositionedText } from '../../server/analysis/engine/text/layout';
import { documentFromPages } from '../support/engineDocuments';

/*
 * Forms held-out batch L exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

const placed = (text: string, x: number, y: number): PositionedText => ({
  text,
  x,
  y,
  width: text.length * 5,
  fontSize: 10,
});

describe('a page laid out from positioned text', () => {
  it('reads a table of several columns whose last cell wraps row by row, not column by column', () => {
    const row = (y: number, cells: string[]) =>
      cells.map((cell, index) => placed(cell, [40, 130, 190, 250, 300][index] ?? 0, y));
    const lines = layoutPage([
      ...row(700, ['Registro', 'Fojas', 'Número', 'Año', 'Detalle']),
      ...row(686, ['Gravámenes', '410', '388', '2018', 'HIPOTECA a favor de CAJA SUR']),
      placed('LIMITADA, por 700 UF.', 300, 672),
      ...row(658, ['Prohibiciones', '95', '120', '2018', 'PROHIBICIÓN a favor de CAJA']),
      placed('SUR LIMITADA.', 300, 644),
      ...row(630, ['Prohibiciones', '77 vta.', '81', '2024', 'EMBARGO a solicitud de']),
      placed('MUNICIPALIDAD DE OSORNO.', 300, 616),
    ]);
    expect(lines[1]).toMatch(/^Gravámenes\s+410\s+388\s+2018\s+HIPOTECA a favor de CAJA SUR$/);
    expect(lines[2]).toBe('LIMITADA, por 700 UF.');
    expect(lines).toHaveLength(7);
  });
});

const inscription = (...pages: string[][]) =>
  extractInscription(
    documentFromPages(
      'copia.pdf',
      pages.map((lines) => lines.join('\n')),
    ),
  ).value.entry;

describe('an inscription copy', () => {
  it('takes no description from a certification-only copy’s letterhead', () => {
    const entry = inscription(
      [
        'CONSERVADOR DE BIENES RAÍCES Y ARCHIVO JUDICIAL DE COYHAIQUE',
        'Calle Baquedano 455 - Coyhaique - Teléfono 67 223 1180',
        '                                   Folio Nro: 12.044.-Carátula Nro: 55120.-',
        'CERTIFICADO DE VIGENCIA',
        'CERTIFICO: Que la inscripción de fojas 388 N° 402 del Registro de Propiedad del año 2011,',
        'a nombre de PATRICIO ANDRÉS OYARZÚN NAVARRO, está conforme con su original y vigente.',
        'Coyhaique, 9 de febrero de 2026',
      ],
      ['Fs. 388', 'Imagen digitalizada del Registro de Propiedad'],
    );
    expect(entry).toMatchObject({ fojas: 388, numero: 402, ano: 2011, descripcion_propiedad: null });
  });

  it('gives both spouses the estado civil said once after the last ("casados entre sí")', () => {
    const entry = inscription([
      'Fojas 455                                                   Número 390',
      'Rancagua, once de abril de dos mil quince.- Don MARCOS ANTONIO VIDAL ROJAS, cédula',
      '10.224.871-2, profesor, y doña PAULA ANDREA CISTERNAS MOYA, cédula 11.930.446-8,',
      'enfermera, casados entre sí bajo el régimen de sociedad conyugal, ambos domiciliados en',
      'calle Cáceres número 310, comuna de Rancagua, son dueños del sitio número nueve de la',
      'villa Los Almendros, comuna de Rancagua.- Lo adquirieron por compra a don LUIS SOTO PÉREZ.',
    ]);
    expect(entry.propietarios.map((owner) => owner.estado_civil)).toEqual(['casado', 'casado']);
  });

  it('reads a plan’s number printed after its name ("del plano de la ciudad de …, archivado bajo el número …")', () => {
    const entry = inscription([
      'Fojas 902                                                   Número 815',
      'Linares, dos de junio de dos mil dieciocho.- Don ÓSCAR IVÁN BRAVO SAAVEDRA, cédula',
      '13.402.118-7, soltero, de este domicilio, es dueño del sitio número seis de la manzana 40',
      'del plano de loteo de la Villa Ribera Norte, agregado bajo el número 1.287, comuna de',
      'Linares.- Lo adquirió por compra a doña ELENA ROJAS PAZ.',
    ]);
    expect(entry.plano).toBe(1287);
  });

  it('reads the code after "Folio electrónico:"', () => {
    const entry = inscription([
      'COPIA DE INSCRIPCIÓN CON VIGENCIA',
      'Certifico que la inscripción de fojas 210 número 198 del Registro de Propiedad del año 2013',
      'se encuentra vigente. Vallenar, 4 de mayo de 2026.',
      'Folio electrónico: VGX4410T2605F210N198',
      'Su validez puede verificarse con el folio electrónico indicado.',
    ]);
    expect(entry.codigo_verificacion).toBe('VGX4410T2605F210N198');
  });

  it('takes the date after "Dado el" for the issue date, not a later margin note signed with a place', () => {
    const entry = inscription([
      'COPIA DE INSCRIPCIÓN CON VIGENCIA',
      'Certifico que la inscripción de fojas 77 número 81 del Registro de Propiedad del año 2004',
      'se encuentra vigente. Dado el 2 de marzo de 2026.',
      'Fojas 77                                                   Número 81',
      'Ovalle, nueve de enero de dos mil cuatro.- Doña INÉS DEL ROSARIO TAPIA GODOY, cédula',
      '8.114.230-5, soltera, de este domicilio, es dueña del sitio número ocho de la población',
      'El Molino, comuna de Ovalle.- Lo adquirió por compra a don RAÚL ESPINOZA ARAYA.',
      'Nota: Alzada la hipoteca de fs. 20 N° 19 de 2004. Ovalle, 11/06/2019.',
    ]);
    expect(entry.fecha_emision).toBe('2026-03-02');
  });
});

const gp = (...lines: string[]) =>
  extractGpCertificate(documentFromPages('gp.pdf', [lines.join('\n')])).value;

describe('GP certificates', () => {
  it('types a table row by its detail, not by its registry cell in plural', () => {
    const value = gp(
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Propiedad inscrita a Fs. 600 N° 512 del Registro de Propiedad del año 2017',
      'Ubicación : pasaje Los Notros N° 88, comuna de Osorno',
      'Registro         Fojas      Número    Año     Detalle',
      'Hipotecas        410        388       2018    HIPOTECA a favor de CAJA SUR LIMITADA, por 700 UF.',
      'Prohibiciones    95         120       2018    PROHIBICIÓN a favor de CAJA SUR LIMITADA.',
      'Prohibiciones    77 vta.    81        2024    EMBARGO a solicitud de MUNICIPALIDAD DE OSORNO.',
      'Osorno, 9 de enero de 2026',
    );
    expect(value.gravamenes.map((item) => item.tipo)).toEqual(['HIPOTECA']);
    expect(value.prohibiciones.map((item) => item.tipo)).toEqual(['PROHIBICIÓN', 'EMBARGO']);
  });

  it('types an item labelled with its section’s plural heading by the item’s own kind', () => {
    const value = gp(
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Del inmueble inscrito a Fs. 812 Nro. 733 del Año 2016, calle Los Aromos 140, comuna de Linares,',
      'de propiedad de ROJAS VERA MARTA ELENA.',
      '1) HIPOTECAS: a Fs. 90 Nro. 71 del Año 2016 En favor de CAJA LOS ANDES por 640 UF.',
      'Registro de Hipotecas y Gravámenes: UNA inscripción vigente.',
      '1) PROHIBICIONES: a Fs. 44 Nro. 52 del Año 2016 En favor de CAJA LOS ANDES, de enajenar.',
      '2) EMBARGOS: a Fs. 310 Nro. 298 del Año 2024 En favor de MUNICIPALIDAD DE LINARES.',
      'Registro de Interdicciones y Prohibiciones de Enajenar: DOS inscripciones vigentes.',
      'Linares, 3 de marzo de 2026',
    );
    expect(value.gravamenes.map((item) => item.tipo)).toEqual(['HIPOTECA']);
    expect(value.prohibiciones.map((item) => item.tipo)).toEqual(['PROHIBICIÓN', 'EMBARGO']);
  });
});

const tgr = (...lines: string[]) =>
  extractTgrDebt(documentFromPages('tgr.pdf', [lines.join('\n')])).value.certificate;

describe('a TGR debt certificate', () => {
  it('reads "Deuda no vencida liquidada" followed by dotted leaders', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'Fecha emisión: 12/02/2026          Hora: 10:05',
      'Rol: 101-00742-019                 Comuna: CURICO',
      'Nombre: PINOCHET LARA MIRTA ISABEL',
      'Deuda morosa liquidada ................................ $ 41.300',
      'Deuda no vencida liquidada ............................ $ 96.775',
      'Convenios vigentes (Art. 196 y 197 C.T.) .............. $ 0',
      'Código de barras: 001SD202602121005114',
    );
    expect(certificate).toMatchObject({
      total_deuda_vencida_liquidada: 41300,
      total_deuda_no_vencida_liquidada: 96775,
    });
  });

  it('reads the taxpayer after "Titular :" and a rol whose comuna code has four digits', () => {
    const certificate = tgr(
      'TGR   Tesorería General de la República',
      'CERTIFICADO DE DEUDA - CONTRIBUCIONES',
      'Rol       : 5201-00871-014',
      'Comuna    : QUILLOTA',
      'Titular   : MORALES QUIROZ ELSA VIVIANA',
      'Fecha de emisión: 03/03/2026 11:40',
      'TOTAL DEUDA VENCIDA (MOROSA) LIQUIDADA:         $ 0',
      'TOTAL DEUDA NO VENCIDA LIQUIDADA:               $ 0',
    );
    expect(certificate).toMatchObject({
      rol_avaluo: '871-14',
      contribuyente: { nombre: 'MORALES QUIROZ ELSA VIVIANA' },
    });
  });

  it('takes no word in capitals under the code’s label for the code when the barcode number is printed', () => {
    const certificate = tgr(
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'Certificado de Deuda',
      'NOMBRE OLIVARES TAPIA RENÉ',
      'ROL 57-00310-004',
      'Fecha de Emisión del Certificado: 02-03-2026',
      'Este certificado puede validarse en www.tgr.cl con el código de barras.',
      'CERTIFICADO SIN VALOR COMO COMPROBANTE DE PAGO',
      '001SD202603021433870',
    );
    expect(certificate.codigo_verificacion).toBe('001SD202603021433870');
  });
});

describe('a municipal certificate of affectation', () => {
  it('reads the owner after "Propietario según S.I.I.:"', () => {
    const { value } = extractMunicipalAffectation(
      documentFromPages('dom.pdf', [
        [
          'ILUSTRE MUNICIPALIDAD DE CASTRO',
          'DIRECCIÓN DE OBRAS MUNICIPALES',
          'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
          'N° 0233-2026                                  Fecha: 11/03/2026',
          'Rol: 310-12          Dirección: Blanco Encalada 0412',
          'Propietario según S.I.I.: ALVARADO BARRÍA HÉCTOR IVÁN',
          '1. Afectación por vialidad                    ☐ Sí    ☒ No',
        ].join('\n'),
      ]),
    );
    expect(value.contribuyente?.nombre).toBe('ALVARADO BARRÍA HÉCTOR IVÁN');
  });
});
