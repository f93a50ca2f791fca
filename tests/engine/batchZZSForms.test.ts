import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { findDates } from '../../server/analysis/engine/text/dates';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZS exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('an old typed inscription copy whose figures OCR read with letters', () => {
  it.each([
    ['Fs. 5l7                                         N° 4O3', 'Curicó, 3 de Marzo de l991.- Don'],
    ['Fs. 2O4 vta.   N° l88', 'Rancagua, 14 de Agosto de 1979.- Doña'],
    ['fojas l.2O9  N° 9l4', 'Talca, 2 de Enero de 2OO1.- Don'],
    // A worn copy's OCR may read the abbreviation's stop as a comma.
    ['Fs, 5170   N° 403', 'Curicó, 3 de Marzo de 1991.- Don'],
    ['F, 88 vta.  N° 61', 'Linares, 9 de Mayo de 1984.- Doña'],
  ])('reads "%s" as a registry copy, not a deed', (reference, opening) => {
    const document = cbrDocument([
      reference,
      'COMPRAVENTA  PEREZ SOTO JUAN  a  ROJAS LILLO ANA',
      `${opening} JUAN ANDRES PEREZ SOTO, comerciante, soltero, C.I. N° 7.2l4.330-1,`,
      'domiciliado en la ciudad, es dueño del sitio N° 8 de la Poblacion Los Sauces, de 200 m2,',
      'que deslinda: Norte, 10 mts. con calle Uno; Sur, 10 mts. con sitio 9. Lo adquirio por',
      'compra a doña ANA ROJAS LILLO, viuda, segun escritura de fecha 1 de Marzo de l991 ante',
      'el Notario de la ciudad don Pedro Lagos Mena, en el precio de $ 1.2OO.OOO.',
      '        [timbre ilegible]',
      'Copia de imagen digitalizada. Cód. verificación 0301-2026-000123 — Conservador de Bienes Raíces',
    ]);
    expect(classifyDocument(document).type).not.toBe('escritura');
  });

  it.each([
    ['Curicó, 3 de Marzo de l991.- Don', '1991-03-03'],
    ['segun escritura de fecha 9 de Septiembre de l988 ante', '1988-09-09'],
    ['Talca, 2 de Enero de 2OO1.-', '2001-01-02'],
    ['el 21 de mayo de l97l, ante', '1971-05-21'],
  ])('reads the year of "%s" with its letters as digits', (text, iso) => {
    expect(findDates(text).map((date) => date.iso)).toEqual([iso]);
  });

  it.each(['el 3 de mayo de lOOl ante', 'el 3 de mayo de Ollo'])(
    'takes no year of letters alone in "%s"',
    (text) => {
      expect(findDates(text)).toEqual([]);
    },
  );
});

describe('a DOM SÍ/NO table whose remark below names the road', () => {
  const certificate = (remark: string[]) =>
    extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE RENCA — DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE INFORMACIONES PREVIAS / AFECTACIÓN A UTILIDAD PÚBLICA',
        'N° 2.210                                               Fecha: 02-03-2026',
        'Solicitante: Pedro Soto Paz, RUN 7.123.456-2',
        'Dirección: Las Acacias N° 1180, Villa El Sol',
        'Rol avalúo: 512-33                        Área: Urbana',
        '',
        ' ITEM                                            SÍ    NO',
        ' a) Afecto a utilidad pública                   [X]   [ ]',
        ' b) Vialidad: ensanche de vía existente         [X]   [ ]',
        ' c) Vialidad: apertura de vía                   [ ]   [X]',
        ' d) La afectación involucra edificaciones       [ ]   [X]',
        ' e) Afecto por parques / áreas verdes           [ ]   [X]',
        '',
        ...remark,
        'Código verificación: REN-DOM-2210-2026',
      ]),
    ).value;

  it.each([
    [
      [
        'Observación: calle Las Acacias, ensanche a 20 metros entre líneas ofi-',
        'ciales (P.R.C. Renca); la faja afecta el antejardín.',
      ],
      'calle Las Acacias, ensanche a 20 metros entre líneas oficiales (P.R.C. Renca)',
    ],
    [
      ['Observaciones: avenida Domingo Santa María, ensanche a 30 m entre L.O.; afecta sólo terreno.'],
      'avenida Domingo Santa María, ensanche a 30 m entre L.O.',
    ],
    [
      ['Nota: pasaje Los Olmos ensanche a 11 metros. La faja no afecta edificaciones.'],
      'pasaje Los Olmos ensanche a 11 metros',
    ],
  ])('reads the road from the remark %j, not the item words', (remark, road) => {
    expect(certificate(remark)).toMatchObject({ expropiacion_vial: true, vias_expropiacion_vial: road });
  });
});

describe('a TGR header whose taxpayer line carries the RUT in brackets', () => {
  it.each([
    ['SOTO PAZ MARIA ELENA  (RUT 8.112.334-5)', 'SOTO PAZ MARIA ELENA', '8.112.334-5'],
    ['ROJAS LILLO PEDRO   RUT: 4.512.330-7', 'ROJAS LILLO PEDRO', '4.512.330-7'],
    ['VERA MUÑOZ ANA  (R.U.T. 12.004.551-K)', 'VERA MUÑOZ ANA', '12.004.551-K'],
  ])('reads "%s" under the rol, and the address below it', (line, nombre, rut) => {
    const { certificate } = extractTgrDebt(
      certificateDocument([
        'Tesorería General de la República',
        'CERTIFICADO DE DEUDA — BIENES RAÍCES          Emitido el 02/03/2026',
        'ROL 512-33  RENCA',
        line,
        'LAS ACACIAS 1180 V EL SOL',
        '  > Cuota 1/2026  venc. 30-04-2026  POR VENCER   $ 41.200',
        'Deuda vencida liquidada ............ $ 0',
        'Deuda no vencida liquidada ......... $ 41.200',
      ]),
    ).value;
    expect(certificate).toMatchObject({
      contribuyente: { nombre, rut },
      direccion_propiedad: 'LAS ACACIAS 1180 V EL SOL',
    });
  });
});

describe('an SII header row of comuna, rol and destino, the address under its own label', () => {
  it.each([
    [
      ['Comuna            Rol           Destino', 'RENCA             00512-00033   HABITACIONAL'],
      'HABITACIONAL',
    ],
    // The text layer may glue the last cell to the rol's figures.
    [['Comuna   Rol   Destino', 'RENCA   00512-00033 COMERCIO'], 'COMERCIO'],
    [['Rol de avalúo      Comuna       Destino', '512-33             RENCA        AGRICOLA'], 'AGRICOLA'],
  ])('reads the destination under its header (%j)', (rows, destino) => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS',
        'CERTIFICADO DE AVALÚO FISCAL                 Fecha de Emisión: 2 de Marzo de 2026',
        ...rows,
        'Dirección: LAS ACACIAS 1180 V EL SOL',
        'Avalúo total       Avalúo exento      Avalúo afecto',
        '$40.100.000        $38.000.000        $2.100.000',
      ]),
    );
    expect(value.destino).toBe(destino);
  });
});

describe('a prose GP prohibition in favour of a regional SERVIU', () => {
  it.each([
    [
      'sin autori-',
      'zación del SERVIU Región del Maule, inscrita a fojas 88 número 71 del',
      'SERVIU Región del Maule',
    ],
    [
      'sin autori-',
      'zación del SERVIU Región de Los Lagos, inscrita a fojas 88 número 71 del',
      'SERVIU Región de Los Lagos',
    ],
    [
      'sin autori-',
      'zación del SERVIU Región de Ñuble, inscrita a fojas 88 número 71 del',
      'SERVIU Región de Ñuble',
    ],
  ])('names the body and keeps its region in the acts (%#)', (cut, rest, body) => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LINARES',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'El Conservador que suscribe certifica que, revisados los registros por treinta años respecto',
        'del inmueble inscrito a fojas 1204 número 998 del Registro de Propiedad del año 2019, comuna de',
        'Linares, aparece: a) en el Registro de Hipotecas y Gravámenes: no hay ins-',
        'cripciones vigentes; b) en el Registro de Interdicciones y Prohibiciones',
        `de Enajenar: prohibición de enajenar y gravar por cinco años ${cut}`,
        rest,
        'año 2019, con fecha 3 de julio de 2019, no cancelada; c) embargos y li-',
        'tigios: no hay.',
        'Linares, 2 de marzo de 2026.          Código LIN-2026-0101-G',
      ]),
    );
    expect(value.prohibiciones[0]).toMatchObject({
      acreedor: body,
      accion: `de enajenar y gravar por cinco años sin autorización del ${body}`,
    });
  });
});

describe('a GP table ruled with pipes, a marginal annotation framed below it', () => {
  const rule = '|----------|-------|-------|------|------------|------------------------------------|';
  const gp = (annotation: string[]) =>
    extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE RANCAGUA',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Dominio    : fojas 4120 N° 3310 del Registro de Propiedad del año 2015.',
        'Propietario: SOTO PAZ MARIA ELENA, RUT 8.112.334-5.',
        rule,
        '| REGISTRO | FOJAS | N°    | AÑO  | FECHA      | DETALLE                            |',
        rule,
        '| HIPOTECAS| 2210  | 1804  | 2015 | 03/04/2015 | HIPOTECA a favor de BANCO AUSTRAL  |',
        '|          |       |       |      |            | S.A., por 2.400 UF.                |',
        rule,
        '| PROHIBI- | 1502  | 1288  | 2015 | 03/04/2015 | PROHIBICIÓN de gravar y enajenar a |',
        '| CIONES   |       |       |      |            | favor de BANCO AUSTRAL S.A.        |',
        rule,
        '| EMBARGOS |   -   |   -   |  -   |     -      | NO HAY                             |',
        rule,
        '',
        ...annotation,
        '',
        'Rancagua, 2 de marzo de 2026.',
      ]),
    ).value;

  it('reads each row with its own numbers', () => {
    const value = gp([]);
    expect(value.gravamenes).toMatchObject([
      { fojas: 2210, numero: 1804, ano: 2015, fecha_emision: '2015-04-03', tipo: 'HIPOTECA' },
    ]);
    expect(value.prohibiciones).toMatchObject([
      { fojas: 1502, numero: 1288, ano: 2015, tipo: 'PROHIBICIÓN', accion: 'de gravar y enajenar' },
    ]);
  });

  it.each([
    [
      'ANOTACIÓN MARGINAL DE LA INSCRIPCIÓN DE DOMINIO:',
      '| LITIGIO. Con fecha 04/02/2026 se anotó al margen la demanda de nulidad |',
      '| deducida por INMOBILIARIA LOS ROBLES LIMITADA, ante el 3° Juzgado Civil |',
      '| de Rancagua, causa Rol C-221-2026, inscrita a fs. 310 N° 288 del       |',
      '| Registro de Interdicciones y Prohibiciones de Enajenar del año 2026.   |',
    ],
    [
      'OTRAS ANOTACIONES AL MARGEN:',
      '| LITIGIO. Con fecha 04/02/2026 se anotó al margen la demanda de nulidad',
      '| deducida por INMOBILIARIA LOS ROBLES LIMITADA, ante el 3° Juzgado Civil',
      '| de Rancagua, causa Rol C-221-2026, inscrita a fs. 310 N° 288 del',
      '| Registro de Interdicciones y Prohibiciones de Enajenar del año 2026.',
      '|',
    ],
  ])('reads the annotation under "%s" as a litigio of its own', (...annotation) => {
    const value = gp(annotation);
    expect(value.prohibiciones).toHaveLength(2);
    expect(value.prohibiciones[0]).toMatchObject({ fojas: 1502, accion: 'de gravar y enajenar' });
    expect(value.prohibiciones[1]).toMatchObject({
      fojas: 310,
      numero: 288,
      ano: 2026,
      fecha_emision: '2026-02-04',
      tipo: 'LITIGIO',
      acreedor: 'INMOBILIARIA LOS ROBLES LIMITADA',
      accion: '3° Juzgado Civil de Rancagua, causa Rol C-221-2026',
    });
  });
});

describe('a worn copy whose acquisition verb OCR read with the accent moved', () => {
  it.each(['La adquirío', 'Lo adquirío', 'La adquirio'])(
    'ends the boundaries and reads the seller after "%s"',
    (verb) => {
      const { entry } = extractInscription(
        cbrDocument([
          'Fs. 77 vta.   N° 61',
          'Linares, 9 de mayo de 2004.- Don PEDRO PABLO ROJAS LILLO, agricultor, casado, C.I.',
          '9.204.330-5, domiciliado en Linares, es dueño de la Hijuela N° 3 de la Parcela N° 7,',
          'comuna de Linares. Deslindes: Norte, en cien metros con Hijuela N° 2; Sur, en cien metros',
          'con camino vecinal; Oriente, en doscientos metros con canal; Poniente, en doscientos',
          `metros con Parcela N° 8. ${verb} por compra a doña ANA PAZ SOTO VERA, C.I. 11.204.330-1,`,
          'soltera, por escritura de 2 de mayo de 2004 ante el Notario de Linares don Juan Paz Mena,',
          'en $ 9.000.000. Rol 145-33. Titulo anterior: fs. 30 N° 27 del año 2003.-',
        ]),
      ).value;
      expect(entry.deslindes.at(-1)?.propiedad).toBe('Parcela N° 8');
      expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['ANA PAZ SOTO VERA']);
    },
  );
});

describe('a worn GP table whose header OCR read without its rules', () => {
  it.each([
    'REGISTRO   FOJAS Ne   AÑO FECHA   DETALLE',
    'REGISTRO   Fojas   Ne   Año   Fecha   Detalle',
    'REGISTRO  FOJAS  Ne  AÑO  FECHA  DETALLE',
  ])('reads each row under "%s"', (header) => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE RANCAGUA',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Dominio    : fojas 4120 N° 3310 del Registro de Propiedad del año 2015.',
        'Propietario: SOTO PAZ MARIA ELENA, RUT 8.112.334-5.',
        header,
        'HIPOTECAS 2210 1804 2015 03/04/2015 HIPOTECA a favor de BANCO AUSTRAL S.A.,',
        'por 2.400 UF.',
        'PROHIBICIONES 1502   1288 2015 03/04/2015 PROHIBICIÓN de gravar y enajenar a',
        'favor de BANCO AUSTRAL S.A.',
        'EMBARGOS   NO HAY',
        'ANOTACIÓN MARGINAL DE LA INSCRIPCIÓN DE DOMINIO:',
        'LITIGIO. Con fecha 04/02/2026 se anotó al margen la demanda de nulidad deducida por',
        'INMOBILIARIA LOS ROBLES LIMITADA, ante el 3” Juzgado Civil de Rancagua, causa C-221-2026,',
        'inscrita a fs. 310 N° 288 del Registro de Interdicciones y Prohibiciones de Enajenar del año 2026.',
        'Rancagua, 2 de marzo de 2026.',
      ]),
    );
    expect(value.gravamenes).toMatchObject([{ fojas: 2210, numero: 1804, ano: 2015 }]);
    expect(value.prohibiciones).toMatchObject([
      { fojas: 1502, numero: 1288, ano: 2015, tipo: 'PROHIBICIÓN' },
      // The case the court's clause gives is not repeated from the case field; the court's number
      // OCR misread is left out.
      { fojas: 310, tipo: 'LITIGIO', accion: 'Juzgado Civil de Rancagua, causa C-221-2026' },
    ]);
  });
});

describe('a numbered prose GP whose prohibition gives its date before its kind', () => {
  it.each([
    [
      'de 16 de mayo de 2022, prohibición de gravar y enajenar a favor de CAJA LOS ANDES.',
      'de gravar y enajenar',
    ],
    ['de 03/08/2021, prohibición de enajenar a favor de BANCO AUSTRAL S.A.', 'de enajenar'],
    [
      'de 2 de enero de 2020, prohibición de no gravar ni enajenar a favor de BANCO AUSTRAL S.A.',
      'de no gravar ni enajenar',
    ],
  ])('reads the acts after the kind in "%s"', (clause, accion) => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'NOTARÍA Y CONSERVADOR DE BIENES RAÍCES DE PARRAL',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Inmueble: Parcela N° 4 del Proyecto de Parcelación Los Robles, comuna de Parral,',
        'inscrito a fojas 210 número 188 del Registro de Propiedad de 2019. Revisados los',
        'registros por treinta años:',
        '1.- HIPOTECAS: no hay.',
        `2.- PROHIBICIONES: fojas 611 número 540 del año 2022, ${clause}`,
        '3.- EMBARGOS E INTERDICCIONES: no hay.',
        'Parral, 2 de marzo de 2026.              Verificación: PA-26-0101',
      ]),
    );
    expect(value.prohibiciones).toMatchObject([{ fojas: 611, numero: 540, accion }]);
  });
});

describe('an inscription singling the property out in a subdivision plan filed at the end of the registry', () => {
  it.each([
    [
      'según plano de subdivisión archivado al final del Registro de Propiedad bajo el',
      'número trescientos doce del año dos mil tres,',
      312,
    ],
    [
      'según plano de loteo agregado al final del Registro de Propiedad del año 2001 bajo el',
      'número 88,',
      88,
    ],
  ])('reads the plan of "%s %s"', (first, second, plano) => {
    const { entry } = extractInscription(
      cbrDocument([
        'Fojas 1118 vta.                                   N° 902',
        'Parral, tres de mayo de dos mil diecinueve.- Don PEDRO PABLO ROJAS LILLO, soltero,',
        'cédula nacional de identidad número 9.204.330-5, domiciliado en Parral, es dueño de la',
        'Hijuela número dos de la Parcela número cuatro, comuna de Parral, de cuatro hectáreas,',
        first,
        `${second} y que deslinda: NORTE, en cien metros con Hijuela número uno; SUR, en cien`,
        'metros con camino vecinal.- Lo adquirió por compra a doña ANA PAZ SOTO VERA, según',
        'escritura de 2 de abril de 2019 ante el Notario de Parral don Juan Paz Mena.- Doy fe.',
      ]),
    ).value;
    expect(entry.plano).toBe(plano);
  });
});

describe('an old typed copy whose bare price after the notary OCR read with letters for zeros', () => {
  it.each([
    ['en $ 9.8OO.OOO. Rol 145-33.', '$9.800.000'],
    ['en $ 2.4OO.OOO. Rol 3140-22.', '$2.400.000'],
    ['por $ 1.2lO.OOO.- Doy fe.', '$1.210.000'],
  ])('reads "%s" as the price, repaired', (clause, precio) => {
    const { entry } = extractInscription(
      cbrDocument([
        'Fs. 512 vta.   N° 488',
        'Linares, 19 de julio de 2004.- Don LUIS ALBERTO PAZ RIQUELME, agricultor, casado,',
        'C.I. 9.812.330-K, domiciliado en Linares, es dueño de la Hijuela N° 2 de la Parcela N° 18,',
        'comuna de Linares. Deslindes: Norte, en cien metros con Hijuela N° 1; Sur, en cien metros',
        'con camino vecinal. La adquirio por compra a doña ANA PAZ SOTO VERA, C.I. 11.507.349-4,',
        'soltera, por escritura de 6 de julio de 2004 ante el Notario de Linares don Juan Paz Mena,',
        clause,
      ]),
    ).value;
    expect(entry.precio).toBe(precio);
  });
});
