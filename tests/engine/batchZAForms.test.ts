import { describe, expect, it } from 'vitest';

import { canonicalComuna } from '../../common/vocabularies/comunas';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { mergeDocuments } from '../../server/analysis/engine/merge';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZA exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

describe("a comuna's name as its municipality and the documents print it", () => {
  it.each([
    ['MARCHIGÜE', 'Marchigüe'],
    ['Marchigue', 'Marchigüe'],
    ['Comuna de Marchihue', 'Marchigüe'],
  ])('reads %j as %s', (printed, canonical) => {
    expect(canonicalComuna(printed)).toBe(canonical);
  });
});

describe('a GP table whose columns are parted by rules, without a frame', () => {
  const gp = [
    'CONSERVADOR DE BIENES RAÍCES DE CHONCHI',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
    'Dominio: fs. 88 Nº 71 del Registro de Propiedad del año 2015',
    'I. HIPOTECAS Y GRAVÁMENES',
    'Nº | Acto   | Fs. | Nº | Año | A favor de   | Monto',
    '1 | HIPOTECA | 512 | 407 | 2018 | BANCO SANTANDER-CHILE   | $45.000.000',
    '2 | HIPOTECA | 77 vta. | 63 | 2021 | COOPERATIVA DEL SUR LIMITADA | 1.200 UF',
    'II. INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
    'Nº | Acto   | Fs. | Nº | Año | A favor de   | Objeto',
    '1 | PROHIBICIÓN | 398 | 366 | 2018 | BANCO SANTANDER-CHILE | de gravar y enajenar',
    'III. LITIGIOS',
    'No existen anotaciones.',
  ];

  it('reads each row: its act, reference, creditor and amount or object', () => {
    const { gravamenes, prohibiciones } = extractGpCertificate(cbrDocument(gp)).value;
    expect(gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.vuelta, lien.numero, lien.ano])).toEqual([
      ['HIPOTECA', 512, false, 407, 2018],
      ['HIPOTECA', 77, true, 63, 2021],
    ]);
    expect(gravamenes.map((lien) => [lien.acreedor, lien.suma_dinero])).toEqual([
      ['BANCO SANTANDER-CHILE', '$45.000.000'],
      ['COOPERATIVA DEL SUR LIMITADA', '1.200,00 UF'],
    ]);
    expect(prohibiciones.map((lien) => [lien.fojas, lien.numero, lien.acreedor, lien.accion])).toEqual([
      [398, 366, 'BANCO SANTANDER-CHILE', 'de gravar y enajenar'],
    ]);
  });
});

describe("an inscription's reference parted by middle dots", () => {
  it("reads the heading as the copy's own inscription, not a margin note's lien", () => {
    const { entry } = extractInscription(
      cbrDocument([
        'REGISTRO DE PROPIEDAD',
        'Inscripción Fojas 2207 · Número 1930 · Año 2016',
        'COPIA CON CERTIFICADO DE VIGENCIA',
        'Puerto Octay, tres de mayo de dos mil dieciséis.- Don RUBÉN ALEJANDRO WEBER SCHMIDT, soltero,',
        'de este domicilio, es dueño del lote número siete ubicado en camino a Centinela, comuna de',
        'Puerto Octay.- Lo adquirió por compra a doña INÉS MARTA KLENNER ROSAS, según escritura de',
        'fecha veinte de abril de dos mil dieciséis.- El título anterior rola a fojas 301 número 288',
        'del año 1999.-',
        'ANOTACIONES MARGINALES',
        '• Hipoteca a fs. 811 Nº 702 año 2016 (Banco de Chile). 03-05-2016.',
        'CERTIFICACIÓN',
        'La copia que antecede es fiel a su original y la inscripción de dominio se encuentra',
        'VIGENTE al día de hoy. Puerto Octay, 2 de marzo de 2026.',
      ]),
    ).value;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([2207, 1930, 2016]);
  });
});

describe('a copy whose certification names the earlier inscription it transcribes too', () => {
  const certification = (names: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE ANCUD',
    'CERTIFICADO DE DOMINIO VIGENTE',
    `CERTIFICO: que la inscripción de dominio de fojas 1.410 número 1.288 del Registro de Propiedad del año 2020, ${names}`,
    'Ancud, 4 de febrero de 2026. Código de verificación ANC-77120-4',
  ];
  const current = [
    'Fs. 1.410 - Nº 1.288 - Registro de Propiedad 2020',
    'Ancud, nueve de octubre de dos mil veinte.- Doña LORENA BEATRIZ OYARZO MANSILLA, cédula',
    'nacional de identidad número 15.402.118-3, soltera, de este domicilio, es dueña del sitio',
    'número cuatro de la calle Errázuriz, comuna de Ancud.- Lo adquirió por compra a don TOMÁS',
    'ELADIO VERA CÁRCAMO, según escritura de fecha dos de octubre de dos mil veinte otorgada en',
    'la Notaría de Ancud de don Pedro Soto Díaz, por el precio de $41.000.000.- El título',
    'anterior rola a fojas 233 número 201 del año 2004.-',
  ];
  const annex = [
    'INSCRIPCIÓN ANTERIOR - CANCELADA',
    'Ancud, veinte de mayo de dos mil cuatro.- Don TOMÁS ELADIO VERA CÁRCAMO, cédula nacional',
    'de identidad número 9.870.331-5, casado, de este domicilio, es dueño del sitio número cuatro',
    'de la calle Errázuriz, comuna de Ancud.- Lo adquirió por compra a doña ROSA AMELIA DÍAZ',
    'PÉREZ, según escritura de fecha tres de mayo de dos mil cuatro, otorgada en la Notaría de',
    'Castro de don Luis Ruiz Mena, por el precio de $9.000.000.- Título anterior: fojas 55',
    'número 48 del año 1987.- Nota: Cancelada por transferencia a fs. 1.410 Nº 1.288 de 2020.',
  ];

  it("gives that inscription its own entry, under the certificate's date and code", () => {
    const document = cbrDocument(
      certification(
        'se encuentra vigente; y que se transcribe asimismo la inscripción anterior de fojas 233 número 201 del año 2004, hoy cancelada.',
      ),
      current,
      annex,
    );
    const parts = bundledParts('dominio_vigente', document);
    expect(parts.map((part) => part.type)).toEqual(['titulo_anterior']);
    const [earlier] = parts;
    if (earlier?.type !== 'titulo_anterior') throw new Error('no earlier copy');
    const { entry } = earlier.result.value;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([233, 201, 2004]);
    expect([entry.fecha_emision, entry.codigo_verificacion]).toEqual(['2026-02-04', 'ANC-77120-4']);
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['TOMÁS ELADIO VERA CÁRCAMO']);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['ROSA AMELIA DÍAZ PÉREZ']);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([55, 48, 1987]);
    const inForce = extractInscription(document).value.entry;
    expect([inForce.fojas, inForce.numero, inForce.ano]).toEqual([1410, 1288, 2020]);
  });

  it("gives it no second entry when the dossier holds that inscription's own copy", () => {
    const document = cbrDocument(
      certification(
        'se encuentra vigente; y que se transcribe asimismo la inscripción anterior de fojas 233 número 201 del año 2004, hoy cancelada.',
      ),
      current,
      annex,
    );
    const copy = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE ANCUD',
      'Fojas 233 Número 201 Año 2004',
      ...annex.slice(1),
    ]);
    const history = (withCopy: boolean) =>
      mergeDocuments(
        [
          { type: 'dominio_vigente', file: 'copia.pdf', result: extractInscription(document) },
          ...bundledParts('dominio_vigente', document).map((part) => ({ ...part, file: 'copia.pdf' })),
          ...(withCopy
            ? [{ type: 'titulo_anterior' as const, file: 'titulo.pdf', result: extractInscription(copy) }]
            : []),
        ],
        new Date('2026-03-01T12:00:00Z'),
        [],
      ).output.property_registry_history.map((entry) => [entry.fojas, entry.codigo_verificacion]);
    expect(history(false)).toEqual([
      [1410, 'ANC-77120-4'],
      [233, 'ANC-77120-4'],
    ]);
    expect(history(true)).toEqual([
      [1410, 'ANC-77120-4'],
      [233, null],
    ]);
  });

  it('keeps an annex the certification does not name as the earlier title only', () => {
    const document = cbrDocument(certification('se encuentra vigente a esta fecha.'), current, annex);
    expect(bundledParts('dominio_vigente', document)).toEqual([]);
  });
});

describe('a margin column ruled off right of the body, sharing each line after a bar', () => {
  const copy = [
    'CONSERVADOR DE BIENES RAÍCES DE CURACAVÍ',
    'Inscripción fojas 944 Nº 807 Registro de Propiedad año 2017   | NOTAS MARGINALES',
    'Curacaví, doce de abril de dos mil diecisiete.- Doña CAROLINA | Hipoteca inscrita',
    'ANDREA FUENZALIDA ROJO, cédula nacional de identidad número     | a fs. 512 Nº 488',
    '16.204.877-1, soltera, de este domicilio, es dueña de la casa y | del Registro de',
    "sitio ubicados en calle Ambrosio O'Higgins número doscientos, | Hipotecas año",
    'comuna de Curacaví, según plano archivado bajo el número 77,   | 2017. Curacaví,',
    "que deslinda: NORTE, en diez metros con calle Ambrosio O'Hig-  | 12 de abril de",
    'gins; SUR, en diez metros con sitio número seis.- Lo adquirió | 2017. M.P.R.',
    'por compra a don JORGE LUIS PINTO ARAYA, según escritura de    |',
    'fecha cinco de abril de dos mil diecisiete, por el precio de   |',
    '$52.000.000.- El título anterior rola a fojas 611 número 540   |',
    'del año 2001.- Rol de avalúo 120-4.',
  ];

  it('reads the body whole and the notes after it', () => {
    const { entry } = extractInscription(cbrDocument(copy)).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['CAROLINA ANDREA FUENZALIDA ROJO']);
    expect(entry.descripcion_propiedad).toBe(
      "casa y sitio ubicados en calle Ambrosio O'Higgins número doscientos, comuna de Curacaví, según plano archivado bajo el número 77",
    );
    expect(entry.deslindes.map((side) => side.propiedad)).toEqual([
      "calle Ambrosio O'Higgins",
      'sitio número seis',
    ]);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([611, 540, 2001]);
  });
});

describe('heirs a posesión efectiva names by their kinship to the causante', () => {
  it('reads the surviving spouse and the children as owners, the causante as the one the dominio came from', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CAUQUENES',
        'Fojas 518 vta. Número 433 Año 2023',
        'Cauquenes, dos de agosto del año dos mil veintitrés.- Por resolución exenta número 2.905, de',
        'fecha once de julio de dos mil veintitrés, de la Dirección Regional del Servicio de Registro',
        'Civil e Identificación, se concedió la posesión efectiva de la herencia testada quedada al',
        'fallecimiento de doña GLADYS DEL ROSARIO FAÚNDEZ LARA, a su cónyuge sobreviviente don ÓSCAR',
        'ENRIQUE MUÑOZ BRAVO, cédula nacional de identidad número 6.551.203-8, jubilado, y a sus hijas',
        'doña VALESKA ANDREA MUÑOZ FAÚNDEZ, cédula nacional de identidad número 17.330.118-2, casada, y',
        'doña CAMILA BELÉN MUÑOZ FAÚNDEZ, cédula nacional de identidad número 18.102.447-5, soltera,',
        'todos de este domicilio, sin perjuicio de otros herederos de igual o mejor derecho. La posesión',
        'efectiva se inscribió a fojas 517 número 432 de este Registro y año.- En consecuencia, se',
        'inscribe a nombre de los herederos individualizados, en comunidad, el dominio del inmueble',
        'ubicado en calle Claudina Urrutia número noventa, comuna de Cauquenes, que deslinda: NORTE, en',
        'diez metros con calle Claudina Urrutia; SUR, en diez metros con sitio número ocho.-',
        'Certifico que la inscripción se encuentra vigente. Cauquenes, 3 de febrero de 2026.',
      ]),
    ).value;
    expect(entry.propietarios.map((owner) => [owner.nombre, owner.rut])).toEqual([
      ['ÓSCAR ENRIQUE MUÑOZ BRAVO', '6.551.203-8'],
      ['VALESKA ANDREA MUÑOZ FAÚNDEZ', '17.330.118-2'],
      ['CAMILA BELÉN MUÑOZ FAÚNDEZ', '18.102.447-5'],
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['GLADYS DEL ROSARIO FAÚNDEZ LARA']);
    expect(entry.descripcion_propiedad).toBe(
      'inmueble ubicado en calle Claudina Urrutia número noventa, comuna de Cauquenes',
    );
  });
});

describe("a copy of an earlier title naming another office for that title's own earlier one", () => {
  const copy = (reference: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE PAREDONES',
    'COPIA AUTORIZADA - REGISTRO DE PROPIEDAD',
    'Fojas 318 Número 290 Año 2010',
    'Paredones, dos de junio de dos mil diez.- Don ARIEL SEBASTIÁN PAVEZ CORNEJO, soltero, de este',
    'domicilio, es dueño de la parcela número cinco del proyecto de parcelación Los Boldos, comuna',
    'de Paredones.- Lo adquirió por compra a doña NORMA ISABEL ROJAS VIDAL, según escritura de fecha',
    `veinte de mayo de dos mil diez.- El título anterior rola a ${reference} del Registro de`,
    'Propiedad del año 1996 del Conservador de Bienes Raíces de Pichilemu.-',
    'Es copia fiel de su original. Paredones, 4 de marzo de 2026.',
  ];

  it('takes the issuer from the heading, not the office of the earlier title, its fojas printed with a thousands dot', () => {
    for (const reference of ['fojas 1.455 número 1.201', 'fojas 455 número 401']) {
      const { entry } = extractInscription(cbrDocument(copy(reference))).value;
      expect(entry.conservador).toBe('Paredones');
      expect(entry.conservador_anterior).toBe('Pichilemu');
    }
  });
});

describe('a copy whose title says it is the earlier title, before its own reference', () => {
  it("reads that reference as the copy's inscription, not the transfer its margin cites", () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE QUILLOTA',
        'COPIA DE INSCRIPCIÓN (TÍTULO ANTERIOR)',
        'Fojas 722 - Nº 655 - Registro de Propiedad - Año 2005',
        'Quillota, once de abril de dos mil cinco.- Doña ELIANA ROSA MORGADO PIZARRO, soltera, de este',
        'domicilio, es dueña del sitio número ocho de la Villa Los Aromos, comuna de Quillota.- Lo',
        'adquirió por compra a INMOBILIARIA LOS AROMOS LIMITADA, según escritura de fecha dos de abril',
        'de dos mil cinco.- El título anterior rola a fojas 2.100 número 1.870 del año 2001.-',
        'Al margen: Cancelada por venta a Jaime Ortiz Lara; fs. 3.015 Nº 2.744 año 2019.',
        'Es copia fiel. Quillota, 4 de marzo de 2026.',
      ]),
    ).value;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([722, 655, 2005]);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([2100, 1870, 2001]);
  });
});

describe("a seller after an acquisition glued to its 'por'", () => {
  it('reads the seller of "Lo adquirió porcompra a doña …"', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE PUERTO VARAS',
        'Fojas 812 Número 701 Año 2012',
        'Puerto Varas, dos de mayo de dos mil doce.- Don ANDRÉS FELIPE KRAUSE MÜLLER, soltero, de este',
        'domicilio, es dueño del lote número dos, comuna de Puerto Varas.- Lo adquirió porcompra a doña',
        'HILDA ROSA BRAUN OJEDA, viuda, domiciliada en Llanquihue, según escritura de fecha veinte de',
        'abril de dos mil doce, otorgada en la Notaría de Puerto Varas de don Raúl Soto Vera, por el',
        'precio de $30.000.000.- El título anterior rola a fojas 55 número 44 del año 1990.-',
        'Es copia fiel. Puerto Varas, 4 de marzo de 2026.',
      ]),
    ).value;
    expect(entry.vendedores.map((seller) => [seller.nombre, seller.estado_civil, seller.domicilio])).toEqual([
      ['HILDA ROSA BRAUN OJEDA', 'viudo', 'Llanquihue'],
    ]);
  });
});

describe('a GP of dotted label blocks whose leaders run up to a printed colon', () => {
  const gp = [
    'CONSERVADOR DE BIENES RAÍCES DE LA LIGUA',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES, PROHIBICIONES Y LITIGIOS',
    'Código de verificación: LLG-55120          La Ligua, 03 de febrero de 2026',
    'Propietario actual ....: ROJAS PEÑA ANA MARÍA',
    'Inscripción ...........: Fs. 902 Nº 811 Año 2016 Registro de Propiedad',
    'Ubicación .............: Calle Ortiz de Rozas 120, Villa El Sol, La Ligua',
    'GRAVÁMENES',
    'Tipo ..................: SERVIDUMBRE de acueducto',
    'Inscripción ...........: Fs. 71 Nº 60 Año 1999 Registro de Hipotecas y Gravámenes',
    'Beneficiario ..........: AGUAS DEL VALLE S.A.',
    'PROHIBICIONES E INTERDICCIONES',
    'Tipo ..................: EMBARGO',
    'Inscripción ...........: Fs. 300 Nº 277 Año 2024 Registro de Interdicciones y',
    '                         Prohibiciones de Enajenar, con fecha 08 de mayo de 2024',
    'Tribunal / causa ......: Juzgado de Letras de La Ligua, Rol C-120-2024',
    'A favor de ............: COOPERATIVA CAPUAL LIMITADA',
    'LITIGIOS',
    'Nada consta.',
  ];

  it("reads each block's beneficiary, the last one without the next section's heading, and the comuna", () => {
    const value = extractGpCertificate(cbrDocument(gp)).value;
    expect(value.gravamenes.map((lien) => lien.acreedor)).toEqual(['AGUAS DEL VALLE S.A.']);
    expect(value.prohibiciones.map((lien) => [lien.tipo, lien.acreedor])).toEqual([
      ['EMBARGO', 'COOPERATIVA CAPUAL LIMITADA'],
    ]);
    expect(value.comuna).toBe('La Ligua');
  });
});

describe('a servidumbre in favour of a neighbouring estate', () => {
  it("takes the estate's owner as its beneficiary", () => {
    const { gravamenes } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE SAN JAVIER',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'INSCRIPCIÓN DE DOMINIO: fojas 410, número 388, Registro de Propiedad del año 2019.',
        'REGISTRO DE HIPOTECAS Y GRAVÁMENES:',
        'PRIMERO.- SERVIDUMBRE DE TRÁNSITO, inscrita a fojas 55 número 49 del Registro de Hipotecas y',
        'Gravámenes del año 2001, constituida a favor del lote número cuatro del mismo loteo, de propiedad',
        'de doña Rosa Elvira Sandoval Muñoz, por una faja de dos metros de ancho.-',
        'REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR:',
        'No se encontraron inscripciones vigentes.-',
      ]),
    ).value;
    expect(gravamenes.map((lien) => [lien.tipo, lien.fojas, lien.acreedor])).toEqual([
      ['SERVIDUMBRE DE TRÁNSITO', 55, 'Rosa Elvira Sandoval Muñoz'],
    ]);
  });
});

describe("a certificate's number a stamp or a tear runs into other characters", () => {
  const serviu = (number: string) =>
    extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE ÑUBLE',
        'CERTIFICADO DE NO EXPROPIACIÓN',
        number,
        'Chillán, 12 de enero de 2026.',
        'CERTIFICA que el inmueble ubicado en calle Libertad N° 120, comuna de Chillán, Rol de Avalúo',
        '102-33, NO es objeto de expropiación por parte del Servicio de Vivienda y Urbanización.',
      ]),
    );

  it('marks the digits read as doubtful, and leaves a whole number unmarked', () => {
    const torn = serviu('N° 731Ñ%4');
    expect(torn.value.numero_certificado).toBe(731);
    expect(torn.provenance.numero_certificado?.unsure).toEqual(['value_shape']);
    const whole = serviu('N° 731');
    expect(whole.value.numero_certificado).toBe(731);
    expect(whole.provenance.numero_certificado?.unsure).toBeUndefined();
  });
});
