import { describe, expect, it } from 'vitest';

import { yearCutAfterTens } from '../../server/analysis/engine/checks/yearWordsCut';
import { hyphenNotRejoined } from '../../server/analysis/engine/checks/lineBreakHyphen';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { certifiedAnnexedCopy } from '../../server/analysis/engine/reading/certifiedAnnex';
import { layoutPage, type PositionedText } from '../../server/analysis/engine/text/layout';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZU exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a copy transcribing the earlier title, certified with it on a closing page after the annex', () => {
  const copy = (heading: string, certification: string[]) =>
    cbrDocument(
      [
        'REGISTRO DE PROPIEDAD                         Fojas 5120',
        'FOJAS 5120 · NÚMERO 6011 · AÑO 2022 · COMPRAVENTA',
        'Rancagua, cuatro de abril del año dos mil veintidós.- Don JORGE ANDRÉS VIDAL',
        'MORA, C.I. 13.402.118-6, casado, de este domicilio, es dueño de la casa y sitio de',
        'calle Los Aromos número doscientos doce, comuna de Rancagua, que deslinda: NORTE, en',
        'diez metros con calle Los Aromos; SUR, en diez metros con sitio ocho.- La adquirió por',
        'compra a doña ELENA PAZ ROJAS TAPIA, según escritura de fecha dos de marzo de dos mil',
        'veintidós, otorgada en la Notaría de Rancagua de don Pablo Ruiz Soto.- El título',
        'anterior está a Fojas 2210 Número 3105 del año 2015.- Rol de avalúo Número 411-9.-',
      ],
      [
        'REGISTRO DE PROPIEDAD                         Fojas 2210',
        heading,
        'FOJAS 2210 · NÚMERO 3105 · AÑO 2015 · COMPRAVENTA',
        '"Rancagua, ocho de mayo del año dos mil quince.- Doña ELENA PAZ ROJAS TAPIA, C.I.',
        '11.554.230-4, soltera, de este domicilio, es dueña de la casa y sitio de calle Los',
        'Aromos número doscientos doce, comuna de Rancagua, que deslinda: NORTE, en diez metros',
        'con calle Los Aromos; SUR, en diez metros con sitio ocho.- La adquirió por compra a',
        'don RAÚL ESTEBAN MUÑOZ PAREDES, según escritura de fecha seis de abril de dos mil',
        'quince, otorgada en la Notaría de Rancagua de don Pablo Ruiz Soto.- El título anterior',
        'está a Fojas 880 Número 1204 del año 2001.-"',
      ],
      [...certification, 'Rancagua, 3 de febrero de 2026.', 'Código de verificación: rgv7c01aa-2'],
    );

  it.each([
    [
      'TRANSCRIPCIÓN DEL TÍTULO ANTERIOR',
      [
        'CERTIFICO: que las inscripciones de fojas 5120 número 6011 del Registro de Propiedad del',
        'año 2022 y de fojas 2210 número 3105 del año 2015, esta última transcrita por citarse como',
        'título anterior, que anteceden, están conformes con sus originales.',
      ],
    ],
    [
      'TRANSCRIPCIÓN DE LA INSCRIPCIÓN ANTERIOR',
      [
        'Certifico que las copias que anteceden, de la inscripción de fojas 5120 número 6011 del año',
        '2022 y de la inscripción de fojas 2210 número 3105 del año 2015, son fieles a sus originales.',
      ],
    ],
    [
      'INSCRIPCIÓN ANTERIOR (CANCELADA)',
      [
        'El Conservador certifica que la inscripción de fojas 2210 número 3105 del año 2015, que se',
        'transcribe como título anterior, está conforme con su original y se encuentra cancelada.',
      ],
    ],
  ])('reads the annex under "%s" as an entry of its own', (heading, certification) => {
    const document = copy(heading, certification);
    const entry = certifiedAnnexedCopy(document, extractInscription(document))?.value.entry ?? null;
    expect([entry?.fojas, entry?.numero, entry?.ano]).toEqual([2210, 3105, 2015]);
    expect(entry?.propietarios.map((owner) => owner.nombre)).toEqual(['ELENA PAZ ROJAS TAPIA']);
    expect(entry?.codigo_verificacion).toBe('rgv7c01aa-2');
    expect(entry?.fecha_registro).toBe('2015-05-08');
  });

  it('leaves the annex the earlier title when the closing page certifies the current one only', () => {
    const document = copy('TRANSCRIPCIÓN DEL TÍTULO ANTERIOR', [
      'CERTIFICO: que la inscripción de fojas 5120 número 6011 del Registro de Propiedad del año',
      '2022 está conforme con su original y se encuentra vigente.',
    ]);
    expect(certifiedAnnexedCopy(document, extractInscription(document))).toBeNull();
  });
});

describe('an inheritance inscribed itself for the heirs a resolution names, then what it comprises', () => {
  const copy = (inscribed: string, comprises: string) =>
    cbrDocument([
      'Fojas 904 Número 1120 Registro de Propiedad 2023',
      `Talca, catorce de agosto del año dos mil veintitrés, ${inscribed} don HUGO RENÉ`,
      'SALINAS PARRA, cédula nacional de identidad número 4.118.205-3, fallecido en Talca el',
      'dos de enero de dos mil veintitrés, cuya posesión efectiva fue concedida por resolución',
      'exenta número 8812 del Servicio de Registro Civil e Identificación, a sus herederos: uno)',
      'doña INÉS DEL CARMEN VALDÉS LARA, cédula nacional de identidad número 5.224.310-1,',
      'viuda; y dos) don MARIO ANDRÉS SALINAS VALDÉS, cédula nacional de identidad número',
      '15.331.902-7, soltero; ambos domiciliados en calle Uno Norte número cuatrocientos, comuna',
      `de Talca. ${comprises} casa y sitio de calle Uno Norte número cuatrocientos, comuna de`,
      'Talca, que deslinda: NORTE, en diez metros con calle Uno Norte; SUR, en diez metros con',
      'sitio cuatro. El causante adquirió el inmueble por compra según inscripción de fojas 310',
      'número 402 del Registro de Propiedad del año 1988. Rol de avalúo 120-14.',
    ]);

  it.each([
    ['se inscribe la herencia quedada al fallecimiento de', 'La herencia comprende la'],
    ['se inscribe la herencia por el fallecimiento de', 'La herencia incluye la'],
    ['se inscribe herencia quedada al fallecimiento del causante', 'La herencia consiste en la'],
  ])('reads the heirs after "%s" and the property after "%s"', (inscribed, comprises) => {
    const { entry, acquisition } = extractInscription(copy(inscribed, comprises)).value;
    expect(entry.propietarios.map((owner) => [owner.nombre, owner.rut, owner.estado_civil])).toEqual([
      ['INÉS DEL CARMEN VALDÉS LARA', '5.224.310-1', 'viudo'],
      ['MARIO ANDRÉS SALINAS VALDÉS', '15.331.902-7', 'soltero'],
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['HUGO RENÉ SALINAS PARRA']);
    expect(entry.descripcion_propiedad).toBe(
      'casa y sitio de calle Uno Norte número cuatrocientos, comuna de Talca',
    );
    expect(entry.fecha_registro).toBe('2023-08-14');
    expect(acquisition).toBe('herencia');
  });
});

describe('a later page headed by its sheet, the registry and the year apart by a column’s gap', () => {
  it.each([
    'FS 2233                      REGISTRO DE PROPIEDAD               AÑO 2024',
    'Fojas 2233 vta.     Registro de Propiedad     Año 2024',
    'FS. 2233    REGISTRO DE PROPIEDAD',
  ])('drops "%s" from the sentence it interrupts', (header) => {
    const document = cbrDocument(
      [
        'FS 2232                      REGISTRO DE PROPIEDAD               AÑO 2024',
        'Número 3310.- Curicó, nueve de mayo del año dos mil veinticuatro.- Doña ANA MARÍA',
        'FUENTES ROJO, C.I. 9.881.204-5, soltera, de este domicilio, es dueña del sitio número',
        'doce de la manzana tres de la Villa Los Ála-',
      ],
      [
        header,
        'mos, comuna de Curicó, que deslinda: NORTE, en ocho metros con sitio once; SUR, en ocho',
        'metros con pasaje Dos.- La adquirió por compra a don LUIS SOTO PÉREZ según escritura de',
        'fecha dos de abril de dos mil veinticuatro, otorgada en la Notaría de Curicó de don',
        'Pedro Lira Soto.-',
      ],
    );
    expect(extractInscription(document).value.entry.descripcion_propiedad).toBe(
      'sitio número doce de la manzana tres de la Villa Los Álamos, comuna de Curicó',
    );
  });
});

describe('a margin note read into the body between the halves of a word cut at a line’s end', () => {
  it.each([
    'sitio ubicado en pasaje Los Robles, según plano archiva- Hip. fs. 4410 do bajo el número 12',
    'de acuerdo al plano archivado bajo el número dos mil cuatrocien- Nº 7702 año tos doce',
    'lote diecio- 30412 N° cho',
    'parcela ubicada en el sector Las Ca- Proh. fs. 88 N° 91 ñas, comuna de Pirque',
  ])('doubts "%s"', (value) => {
    expect(hyphenNotRejoined(value)).toBe(true);
  });

  it.each([
    'casa y sitio de calle Los Aromos número 212, comuna de Rancagua',
    'lote B-2 del plano, Rol 411-9',
    'departamento 1507 y bodega B-12 del Edificio Costa Sur',
    'sitio ubicado en la ruta 5- Sur, kilómetro 12',
  ])('leaves "%s" alone', (value) => {
    expect(hyphenNotRejoined(value)).toBe(false);
  });
});

describe('an opening whose date a scan garbled, closed by a comma before an owner in capitals', () => {
  const copy = (opening: string) =>
    cbrDocument([
      'Fojas 412                                                 N° 3l0',
      'COMPRAVENTA',
      'PÉREZ SOTO',
      'Luis A.',
      'a',
      'INMOBILIARIA LOS',
      'ROBLES LIMITADA',
      `${opening}, INMOBILIARIA LOS ROBLES LIMITADA, RUT 76.118.402-5, con domicilio en Talca,`,
      'es dueña del sitio N° 8 de la Villa Las Rosas, comuna de Talca, que deslinda: NORTE, 10',
      'metros con calle Uno; SUR, 10 metros con sitio 9.- La adquirio por compra a don LUIS',
      'ALBERTO PÉREZ SOTO, segun escritura de fecha dos de abril de dos mil cuatro.- Doy fe.',
    ]);

  it.each([
    'En Talca, a d#ce de m#rzo de dos mil cuatro',
    'Talca, veint## de marzo de dos mil cuatro',
    'En Talca, a ~eintiuno de ma#zo de dos mil cuatro',
  ])('reads the owner after "%s", not the margin’s names', (opening) => {
    const { entry } = extractInscription(copy(opening)).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['INMOBILIARIA LOS ROBLES LIMITADA']);
  });
});

describe('a left margin beside the body’s first lines, some notes set only two font sizes apart', () => {
  const at = (text: string, x: number, y: number, width: number): PositionedText => ({
    text,
    x,
    y,
    width,
    fontSize: 10,
  });
  const page = (gap: number) => {
    const notes = ['COMPRAVENTA', 'MORALES', 'a', 'SOTO VERA Ana', 'María y otro', 'Rep. 88'];
    const body = [
      'En Rancagua, a cinco de mayo de dos mil diez, doña ANA MARÍA',
      'SOTO VERA, soltera, cédula nacional de identidad número',
      '9.881.204-5, y don PEDRO SOTO VERA, casado, cédula número',
      '10.224.118-3, ambos domiciliados en calle Uno número ocho,',
      'comuna de Rancagua, son dueños, por partes iguales, del sitio',
      'número ocho de la Villa Los Olmos, comuna de Rancagua.',
    ];
    const across = Array.from({ length: 10 }, (_, index) =>
      at(
        `línea ${index + 1} del cuerpo que corre de un borde de la página al otro borde`,
        56,
        620 - index * 13,
        330,
      ),
    );
    return [
      ...notes.map((note, index) =>
        // The fourth and fifth notes run up to `gap` points before the body.
        at(note, 56, 700 - index * 13, index === 3 || index === 4 ? 160 - gap - 56 : 50),
      ),
      ...body.map((line, index) => at(line, 160, 700 - index * 13, 270)),
      ...across,
    ];
  };

  it.each([18, 21, 16])('reads the notes before the body with a gap of %i points', (gap) => {
    const lines = layoutPage(page(gap));
    expect(lines.slice(0, 6)).toEqual([
      'COMPRAVENTA',
      'MORALES',
      'a',
      'SOTO VERA Ana',
      'María y otro',
      'Rep. 88',
    ]);
    expect(lines[6]).toBe('En Rancagua, a cinco de mayo de dos mil diez, doña ANA MARÍA');
  });
});

describe('an SII table giving the total alone, its row glued by single spaces, the address wrapped', () => {
  it.each([
    [
      [
        'ROL          DIRECCIÓN                     DESTINO         AVALÚO TOTAL',
        '00412-00031 AVENIDA SUR 1520 COMERCIO $ 120.440.118',
        '             LC 4',
      ],
      ['412-31', 'AVENIDA SUR 1520 LC 4', 'COMERCIO', 120440118],
    ],
    [
      [
        'ROL   DIRECCIÓN   DESTINO   AVALÚO TOTAL',
        '02210-00007 LOS PINOS 88 HABITACIONAL $ 44.101.220',
        '      DP 1204 BX 12',
      ],
      ['2210-7', 'LOS PINOS 88 DP 1204 BX 12', 'HABITACIONAL', 44101220],
    ],
    [
      ['ROL   DIRECCIÓN   DESTINO   AVALÚO TOTAL', '00911-00002 CAMINO REAL 4410 AGRICOLA 18.220.400', ''],
      ['911-2', 'CAMINO REAL 4410', 'AGRICOLA', 18220400],
    ],
  ])('reads the rol, address, destination and total of %j', (table, [rol, direccion, destino, total]) => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS                              Página 1 de 1',
        'CERTIFICADO DE AVALÚO FISCAL',
        'Avalúos vigentes: Primer Semestre 2026          Fecha de emisión: 12/04/2026',
        '',
        'COMUNA: TALCA',
        '',
        ...table,
        '',
        'Por orden del Director.',
      ]),
    );
    expect([value.rol_avaluo, value.direccion, value.destino, value.avaluo_total]).toEqual([
      rol,
      direccion,
      destino,
      total,
    ]);
  });
});

describe('an opening date whose year a worn copy cut after its tens’ "y", a margin’s words between', () => {
  it.each([
    ['dos de agosto de mil novecientos noventa', ' y COMPRAVENTA SERVIU METRO cuatro.- Don'],
    ['once de mayo de mil novecientos ochenta', ' y\nHip. fs. 1544 siete.- Doña'],
    ['tres de julio de mil novecientos setenta', ' y POLITANO a VERA ocho'],
  ])('doubts "%s" before "%s"', (date, after) => {
    expect(yearCutAfterTens(date, after)).toBe(true);
  });

  it.each([
    ['dos de agosto de mil novecientos noventa y cuatro', '.- Don PEDRO'],
    ['dos de agosto de mil novecientos noventa', ' y cuatro.- Don PEDRO'],
    ['dos de agosto de dos mil diez', ' y don PEDRO'],
  ])('leaves "%s" before "%s" alone', (date, after) => {
    expect(yearCutAfterTens(date, after)).toBe(false);
  });
});
