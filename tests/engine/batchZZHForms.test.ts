import { describe, expect, it } from 'vitest';

import { badCreditor } from '../../server/analysis/engine/checks/shapes';
import { codeRunsOn } from '../../server/analysis/engine/checks/codeRunsOn';
import { lineNumberBeforeNeighbour } from '../../server/analysis/engine/checks/lineNumberNeighbour';
import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { documentIssueDate } from '../../server/analysis/engine/reading/assign';
import { certifiedAnnexedCopy } from '../../server/analysis/engine/reading/certifiedAnnex';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZH exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('an inscription written as the deed it inscribes ("X vendió a Y, quien compró para sí")', () => {
  it('reads the buyers as owners, the sellers before the verb, the property after the acceptance', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CURANILAHUE',
        'Fojas 410                     N° 377                     Año 2019',
        'En Curanilahue, a cinco de agosto de dos mil diecinueve, a requerimiento de la compradora,',
        'inscribo: Por escritura pública de fecha dos de julio de dos mil diecinueve, otorgada en la',
        'Notaría de Arauco de don Esteban Andrés Rojas Pinto, don TOMÁS ELÍAS FIGUEROA LEAL, cédula',
        'de identidad 9.114.203-5, viudo, domiciliado en Cañete, vendió, cedió y transfirió a doña',
        'ELENA BEATRIZ CAMPOS ULLOA, soltera, cédula de identidad 12.345.678-5, domiciliada en calle',
        'Los Aromos número ochenta, comuna de Curanilahue, quien compró, aceptó y adquirió para sí, el',
        'inmueble ubicado en calle Los Aromos número ochenta, lote diez de la manzana B, comuna de',
        'Curanilahue, que deslinda: NORTE, en diez metros con calle Los Aromos; SUR, en diez metros con',
        'lote once; ORIENTE, en veinte metros con lote nueve; PONIENTE, en veinte metros con lote doce.-',
        'El precio fue la suma de NUEVE MILLONES DE PESOS ($9.000.000), pagado al contado.- Doy fe.',
      ]),
    ).value;
    expect(entry.propietarios).toEqual([
      {
        nombre: 'ELENA BEATRIZ CAMPOS ULLOA',
        rut: '12.345.678-5',
        estado_civil: 'soltero',
        domicilio: 'calle Los Aromos número ochenta, comuna de Curanilahue',
      },
    ]);
    expect(entry.vendedores).toEqual([
      { nombre: 'TOMÁS ELÍAS FIGUEROA LEAL', rut: '9.114.203-5', estado_civil: 'viudo', domicilio: 'Cañete' },
    ]);
    expect(entry.descripcion_propiedad).toBe(
      'inmueble ubicado en calle Los Aromos número ochenta, lote diez de la manzana B, comuna de Curanilahue',
    );
    expect(entry.fecha_registro).toBe('2019-08-05');
    expect(entry.notaria).toBe('Esteban Andrés Rojas Pinto');
  });

  it('reads a copy in capitals, the inscription dated before the deed it cites', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'FS. 77                                                    N° 65',
        'REGISTRO DE PROPIEDAD - CONSERVADOR DE PITRUFQUÉN - AÑO 2011',
        'COMPRAVENTA.- SOTO ROA.- EN PITRUFQUEN, A DIECINUEVE DE ABRIL DE DOS MIL ONCE, A REQUERIMIENTO',
        'DEL COMPRADOR, INSCRIBO: POR ESCRITURA DE FECHA ONCE DE ABRIL DE DOS MIL ONCE, OTORGADA EN LA',
        'NOTARIA DE GORBEA DE DON LUIS ALFONSO MENA TAPIA, DON JORGE IVAN SOTO ROA, CASADO, CEDULA DE',
        'IDENTIDAD 8.214.330-9, DOMICILIADO EN GORBEA, VENDIO A DON MANUEL ANTONIO PAZ RIVAS, CEDULA',
        'DE IDENTIDAD 10.222.333-4, SOLTERO, DOMICILIADO EN PITRUFQUEN, QUIEN COMPRO PARA SI, EL PREDIO',
        'RUSTICO DENOMINADO HIJUELA NUMERO TRES, COMUNA DE PITRUFQUEN, QUE DESLINDA: NORTE, EN CIEN',
        'METROS CON CAMINO PUBLICO; SUR, EN CIEN METROS CON HIJUELA CUATRO.- DOY FE.',
      ]),
    ).value;
    expect(entry.propietarios.map((owner) => [owner.nombre, owner.rut, owner.domicilio])).toEqual([
      ['MANUEL ANTONIO PAZ RIVAS', '10.222.333-4', 'PITRUFQUEN'],
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['JORGE IVAN SOTO ROA']);
    expect(entry.descripcion_propiedad).toBe(
      'PREDIO RUSTICO DENOMINADO HIJUELA NUMERO TRES, COMUNA DE PITRUFQUEN',
    );
    expect(entry.fecha_registro).toBe('2011-04-19');
  });

  it('reads a company buyer "del mismo domicilio" as the seller, and a seller named twice once', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'Fojas 120                    N° 98                    Año 2016',
        'En Tomé, a tres de mayo de dos mil dieciséis, a requerimiento de la compradora, procedo a',
        'inscribir: Por escritura de fecha veinte de abril de dos mil dieciséis, otorgada en la Notaría',
        'de Tomé de doña Alicia Pérez Mora, la CORPORACIÓN MUNICIPAL DE DESARROLLO DE TOMÉ, CORMUDET,',
        'rol único tributario 70.123.456-1, domiciliada en Tomé, vendió a INMOBILIARIA PUNTA PARRA',
        'SpA, rol único tributario 76.543.210-3, del mismo domicilio, quien compró para sí, el Lote A-Uno',
        'del plano de subdivisión, comuna de Tomé, que deslinda: NORTE, en cincuenta metros con calle',
        'Nueva; SUR, en cincuenta metros con Lote A-Dos.- Doy fe.',
      ]),
    ).value;
    expect(entry.vendedores.map((seller) => [seller.nombre, seller.rut])).toEqual([
      ['CORPORACIÓN MUNICIPAL DE DESARROLLO DE TOMÉ', '70.123.456-1'],
    ]);
    expect(entry.propietarios.map((owner) => [owner.nombre, owner.domicilio])).toEqual([
      ['INMOBILIARIA PUNTA PARRA SpA', 'Tomé'],
    ]);
    expect(entry.descripcion_propiedad).toBe('Lote A-Uno del plano de subdivisión, comuna de Tomé');
  });

  it('reads two buyers in shares and a property after a comma with no acceptance', () => {
    const shares = extractInscription(
      cbrDocument([
        'Fojas 33 vta.                 N° 30                    Año 2022',
        'En Porvenir, a ocho de junio de dos mil veintidós, a requerimiento de los compradores,',
        'inscribo: Por escritura de treinta de mayo de dos mil veintidós, otorgada en la Notaría de',
        'Porvenir de don Hugo Vidal Soto, COMERCIAL TIERRA DEL FUEGO LIMITADA, rol único tributario',
        '77.888.999-0, domiciliada en Porvenir, vendió a don PABLO ANDRÉS NAVARRO GÓMEZ, cédula de',
        'identidad 14.555.666-1, y a doña SARA INÉS OJEDA BARRÍA, cédula de identidad 16.777.888-9,',
        'ambos casados entre sí y separados totalmente de bienes, y domiciliados en calle Señoret',
        'número veinte, Porvenir, quienes compraron en la proporción de un sesenta por ciento para don',
        'Pablo Andrés Navarro Gómez y un cuarenta por ciento para doña Sara Inés Ojeda Barría, la casa y',
        'sitio ubicados en calle Señoret número veinte, comuna de Porvenir, que deslinda: NORTE, diez',
        'metros con calle Señoret; SUR, diez metros con sitio cuatro.- Doy fe.',
      ]),
    ).value.entry;
    expect(shares.propietarios.map((owner) => [owner.nombre, owner.estado_civil, owner.domicilio])).toEqual([
      [
        'PABLO ANDRÉS NAVARRO GÓMEZ',
        'casado_con_separacion_de_bienes',
        'calle Señoret número veinte, Porvenir',
      ],
      ['SARA INÉS OJEDA BARRÍA', 'casado_con_separacion_de_bienes', 'calle Señoret número veinte, Porvenir'],
    ]);
    expect(shares.descripcion_propiedad).toBe(
      'casa y sitio ubicados en calle Señoret número veinte, comuna de Porvenir',
    );

    const bare = extractInscription(
      cbrDocument([
        'Fojas 12                     N° 10                    Año 1999',
        'En Porvenir, a dos de marzo de mil novecientos noventa y nueve: Por escritura de veinte de',
        'febrero de mil novecientos noventa y nueve, otorgada en la Notaría de Punta Arenas de don Raúl',
        'Soto Vera, don ERNESTO LUIS PAREDES MAYORGA, casado, cédula de identidad 4.321.987-6,',
        'domiciliado en Porvenir, vendió a COMERCIAL TIERRA DEL FUEGO LIMITADA, rol único tributario',
        '77.888.999-0, domiciliada en Porvenir, la casa y sitio ubicados en calle Señoret número veinte',
        'de esta ciudad, que deslinda: NORTE, diez metros con calle Señoret.- Doy fe.',
      ]),
    ).value.entry;
    expect(bare.propietarios.map((owner) => [owner.nombre, owner.rut])).toEqual([
      ['COMERCIAL TIERRA DEL FUEGO LIMITADA', '77.888.999-0'],
    ]);
    expect(bare.vendedores.map((seller) => [seller.nombre, seller.estado_civil])).toEqual([
      ['ERNESTO LUIS PAREDES MAYORGA', 'casado'],
    ]);
    expect(bare.descripcion_propiedad).toBe(
      'casa y sitio ubicados en calle Señoret número veinte de esta ciudad',
    );
    expect(bare.fecha_registro).toBe('1999-03-02');
  });
});

describe('a copy of an inscription in the sale form, certified true without vigencia', () => {
  const copy = [
    'REGISTRO DE PROPIEDAD   CAÑETE   AÑO 2014',
    'Fojas 55                                   N° 48',
    'COMPRAVENTA',
    'AGRÍCOLA EL MAÑÍO LIMITADA',
    'a',
    'JUAN PABLO RIQUELME SOTO',
    '',
    'En Cañete, a dos de junio de dos mil catorce, a requerimiento del comprador, procedo a',
    'inscribir: Por escritura pública de fecha veinte de mayo de dos mil catorce, otorgada en la',
    'Notaría de Lebu de doña Carla Muñoz Vera, AGRÍCOLA EL MAÑÍO LIMITADA, rol único tributario',
    '76.111.222-3, domiciliada en Lebu, vendió a don JUAN PABLO RIQUELME SOTO, cédula de identidad',
    '13.444.555-6, casado, domiciliado en Cañete, quien compró para sí, la Parcela número cuatro,',
    'comuna de Cañete, que deslinda: NORTE, en cien metros con camino vecinal.- El precio fue la suma',
    'de VEINTE MILLONES DE PESOS ($20.000.000), pagado al contado.- Rol de avalúo 88-4 de Cañete.-',
    'Título anterior: fojas 20 número 18 del año 2001.- Doy fe.',
    '',
    'Es copia fiel de la inscripción de fojas 55 N° 48 del Registro de Propiedad del año 2014,',
    'tomada del Registro. Cañete, 3 de marzo de 2026.',
    'Código de validación: CBRC-26-0041',
    'CONSERVADOR DE BIENES RAÍCES DE CAÑETE',
  ];

  it('is an inscription (earlier title), not the deed it cites, for all its act heading', () => {
    expect(classifyDocument(cbrDocument(copy)).type).toBe('titulo_anterior');
  });

  it('stays a deed when a notary writes it ("vende, cede y transfiere", "ante mí")', () => {
    const deed = [
      'REPERTORIO N° 1.204',
      'COMPRAVENTA',
      'AGRÍCOLA EL MAÑÍO LIMITADA',
      'a',
      'JUAN PABLO RIQUELME SOTO',
      'En Lebu, a veinte de mayo de dos mil catorce, ante mí, CARLA MUÑOZ VERA, Notario Público',
      'de Lebu, comparecen: AGRÍCOLA EL MAÑÍO LIMITADA, rol único tributario 76.111.222-3, y don',
      'JUAN PABLO RIQUELME SOTO, cédula de identidad 13.444.555-6, mayores de edad, quienes exponen:',
      'PRIMERO: La vendedora vende, cede y transfiere al comprador la Parcela número cuatro. El',
      'precio es la suma de veinte millones de pesos. Se faculta al portador para requerir las',
      'inscripciones que procedan en el Conservador de Bienes Raíces.',
    ];
    expect(classifyDocument(cbrDocument(deed)).type).toBe('escritura');
  });
});

describe('a dominio vigente whose first page only certifies, the copy attached after it', () => {
  const certification = [
    'REGISTRO DE PROPIEDAD',
    'CERTIFICADO',
    'Certifico que la inscripción de dominio que rola a fojas doscientas diez (210), bajo el',
    'número ciento ochenta (180), del Registro de Propiedad del año dos mil veinte, cuya copia se',
    'acompaña, se encuentra vigente a la fecha a nombre de su actual dueño.',
    '',
    'Fecha: cuatro de marzo de dos mil veintiséis.',
    'Código de verificación: PW-2026-03-0071',
  ];
  const copy = [
    'Fojas 210 ---- N° 180 ---- COMPRAVENTA ---- MUÑOZ PAREDES',
    '',
    'En Porvenir, a diez de febrero de dos mil veinte, a requerimiento del comprador, inscribo: Por',
    'escritura pública de tres de febrero de dos mil veinte, otorgada en la Notaría de Porvenir de',
    'don Hugo Vidal Soto, don RAÚL ESTEBAN VERA SOTO, casado, cédula de identidad 7.111.222-3,',
    'domiciliado en Porvenir, vendió a don ANDRÉS MUÑOZ PAREDES, cédula de identidad 15.222.333-4,',
    'soltero, domiciliado en Porvenir, quien compró para sí, la casa y sitio ubicados en calle Señoret',
    'número cuarenta, comuna de Porvenir, que deslinda: NORTE, diez metros con calle Señoret.- Doy fe.',
  ];

  it('keeps the copy with the certification that announced it', () => {
    expect(typedParts(certification, copy)).toEqual(['1-2 dominio_vigente']);
  });

  it('dates it by the certification ("Fecha: …"), not by the inscription the copy opens on', () => {
    expect(documentIssueDate(cbrDocument(certification, copy))?.iso).toBe('2026-03-04');
  });
});

describe('an issue date is no inscription opening nor a deed cited by it', () => {
  it('gives no issue date to a transcription alone ("En X, a …, a requerimiento de …, inscribo")', () => {
    const alone = cbrDocument([
      'Fojas 40 ---- N° 33 ---- año 2005 ---- COMPRAVENTA (transcripción)',
      'En Porvenir, a doce de mayo de dos mil cinco: Por escritura de dos de mayo de dos mil cinco,',
      'otorgada en la Notaría de Punta Arenas de don Raúl Soto Vera, don LUIS PAREDES, casado,',
      'vendió a don ANDRÉS MUÑOZ PAREDES la casa y sitio de calle Señoret número cuarenta.- Doy fe.',
    ]);
    expect(documentIssueDate(alone)).toBeNull();
  });

  it('still dates a copy by its signed certification after the body', () => {
    const signed = cbrDocument([
      'EN CURACAUTIN, A TRES DE ENERO DE DOS MIL DIEZ, A REQUERIMIENTO DEL COMPRADOR, INSCRIBO: ...',
      'Certifico que la presente copia es fiel a su original. CURACAUTIN, A VEINTE DE FEBRERO DE DOS',
      'MIL VEINTISÉIS.',
    ]);
    expect(documentIssueDate(signed)?.iso).toBe('2026-02-20');
  });
});

describe('a sheet closed by a carry-forward note ("//////// sigue a la vuelta")', () => {
  it.each([
    '/////////////////////////////////////////////// sigue a la vuelta',
    // Its rule as OCR reads it, in capitals.
    'DINO LOA A EIIII IIIIIII sigue a la vuelta',
  ])('reads the description across the sheets without the note %j', (note) => {
    const { entry } = extractInscription(
      cbrDocument(
        [
          'Fs. 500                        N° 410                    Año 2018',
          'Frutillar, cuatro de abril de dos mil dieciocho.- Por escritura pública otorgada en la Notaría',
          'de Frutillar de don Pedro Paz Soto, don LUIS ROA VIDAL, viudo, domiciliado en Frutillar, vendió a',
          'doña ANA VERA SOTO, soltera, domiciliada en Frutillar, quien compró para sí la casa y sitio ubicados',
          'en calle Los Ulmos número diez, comuna de Frutillar, de una superficie de trescientos',
          note,
        ],
        [
          'Fs. 500 N° 410 (continuación)',
          'metros cuadrados, que deslinda: NORTE, en diez metros con calle Los Ulmos.- Doy fe.',
        ],
      ),
    ).value;
    expect(entry.descripcion_propiedad).toBe(
      'casa y sitio ubicados en calle Los Ulmos número diez, comuna de Frutillar, de una superficie de trescientos metros cuadrados',
    );
  });
});

describe('an inheritance inscribed for the heirs before the property it describes after them', () => {
  it('reads the numbered heirs as owners, the causante as the one it came from', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'Fs.900 V     Nro.810     REGISTRO DE PROPIEDAD     Año 2024',
        'Angol, tres de abril del año dos mil veinticuatro.- Por resolución exenta número mil doscientos',
        'de fecha dos de enero de dos mil veinticuatro, del Servicio de Registro Civil e Identificación,',
        'se concedió la posesión efectiva de la herencia intestada quedada al fallecimiento de don PEDRO',
        'ANTONIO LAGOS VIDAL, cédula de identidad número 4.111.222-3, a sus herederos, inscrita a fojas',
        '899 número 809 de este Registro y año. En conformidad al artículo 688 del Código Civil, se',
        'inscribe el dominio del inmueble que más adelante se individualiza a nombre de los herederos:',
        'uno) doña MARTA ROSA SOTO PAZ, cédula de identidad número 5.222.333-4, viuda, domiciliada en',
        'calle Prat número diez, Angol; y dos) don JUAN PEDRO LAGOS SOTO, cédula de identidad número',
        '12.333.444-5, soltero, domiciliado en calle Prat número diez, Angol, este último por derecho de',
        'representación de su madre; en la proporción que la ley señala.- El inmueble es: casa y sitio',
        'ubicados en calle Prat número diez, comuna de Angol, que deslinda: NORTE, diez metros con calle',
        'Prat.- Doy fe.',
      ]),
    ).value;
    expect(entry.propietarios.map((owner) => [owner.nombre, owner.estado_civil, owner.domicilio])).toEqual([
      ['MARTA ROSA SOTO PAZ', 'viudo', 'calle Prat número diez, Angol'],
      ['JUAN PEDRO LAGOS SOTO', 'soltero', 'calle Prat número diez, Angol'],
    ]);
    expect(entry.vendedores.map((seller) => [seller.nombre, seller.rut])).toEqual([
      ['PEDRO ANTONIO LAGOS VIDAL', '4.111.222-3'],
    ]);
    expect(entry.descripcion_propiedad).toBe(
      'casa y sitio ubicados en calle Prat número diez, comuna de Angol',
    );
  });
});

describe('a dominio vigente certifying the earlier inscription it transcribes after the copy', () => {
  const certification = [
    'REGISTRO DE PROPIEDAD',
    'CERTIFICADO',
    'Certifico que la inscripción de dominio que rola a fojas doscientas diez (210), bajo el',
    'número ciento ochenta (180), del Registro de Propiedad del año dos mil veinte, cuya copia se',
    'acompaña, se encuentra vigente a la fecha a nombre de su actual dueño; y que a continuación se',
    'transcribe también la inscripción anterior de fojas cincuenta y cinco (55) número cuarenta (40)',
    'del año dos mil tres, cancelada por la primera.',
    'Fecha: cuatro de marzo de dos mil veintiséis.',
    'Código de verificación: PW-2026-03-0071',
  ];
  const copy = [
    'Fojas 210 ---- N° 180 ---- COMPRAVENTA ---- MUÑOZ PAREDES',
    'En Porvenir, a diez de febrero de dos mil veinte, a requerimiento del comprador, inscribo: Por',
    'escritura pública de tres de febrero de dos mil veinte, otorgada en la Notaría de Porvenir de',
    'don Hugo Vidal Soto, don RAÚL ESTEBAN VERA SOTO, casado, cédula de identidad 7.111.222-3,',
    'domiciliado en Porvenir, vendió a don ANDRÉS MUÑOZ PAREDES, cédula de identidad 15.222.333-4,',
    'soltero, domiciliado en Porvenir, quien compró para sí, la casa y sitio ubicados en calle Señoret',
    'número cuarenta, comuna de Porvenir, que deslinda: NORTE, diez metros con calle Señoret.- Título',
    'anterior: fojas 55 número 40 del año 2003.- Doy fe.',
  ];
  const earlier = [
    'Fojas 55 ---- N° 40 ---- año 2003 ---- COMPRAVENTA (transcripción)',
    'En Porvenir, a nueve de mayo de dos mil tres: Por escritura de dos de mayo de dos mil tres,',
    'otorgada en la Notaría de Punta Arenas de don Raúl Soto Vera, doña ELSA ROJAS PAZ, viuda, cédula',
    'de identidad 3.222.111-0, domiciliada en Porvenir, vendió a don RAÚL ESTEBAN VERA SOTO, cédula de',
    'identidad 7.111.222-3, domiciliado en Porvenir, la casa y sitio ubicados en calle Señoret número',
    'cuarenta de esta ciudad, que deslinda: NORTE, diez metros con calle Señoret.- Doy fe.',
    'Al margen: cancelada por transferencia a fojas 210 N° 180 del año 2020.',
    'NOTARIO Y CONSERVADOR DE BIENES RAÍCES DE PORVENIR',
  ];

  it('keeps the announced transcription with the copy', () => {
    expect(typedParts(certification, copy, earlier)).toEqual(['1-3 dominio_vigente']);
  });

  it('reads the earlier transcription as an entry of its own, under the certificate', () => {
    const document = cbrDocument(certification, copy, earlier);
    const current = extractInscription(document);
    expect(current.value.entry.propietarios.map((owner) => owner.nombre)).toEqual(['ANDRÉS MUÑOZ PAREDES']);
    const annexed = certifiedAnnexedCopy(document, current)?.value.entry;
    expect(annexed && [annexed.fojas, annexed.numero, annexed.ano, annexed.fecha_emision]).toEqual([
      55,
      40,
      2003,
      '2026-03-04',
    ]);
    expect(annexed?.codigo_verificacion).toBe('PW-2026-03-0071');
    expect(annexed?.propietarios.map((owner) => owner.nombre)).toEqual(['RAÚL ESTEBAN VERA SOTO']);
    expect(annexed?.vendedores.map((seller) => seller.nombre)).toEqual(['ELSA ROJAS PAZ']);
  });
});

describe('a worn digitised title: its heading, its rol and its deslindes closed by a bare stop', () => {
  const title = (heading: string, closing: string) =>
    extractInscription(
      cbrDocument([
        heading,
        '                                    AÑO 2012',
        'Frutillar, doce de marzo de dos mil doce. Por escritura de fecha dos de marzo de dos mil doce,',
        'otorgada en la Notaría de Osorno de don Pedro Paz Soto, doña ROSA VIDAL PAZ, soltera, domiciliada',
        'en Frutillar, vendió a don LUIS ROA VIDAL, casado, domiciliado en Frutillar, la casa y sitio',
        'ubicados en calle Prat número diez de Frutillar, que deslinda: NORTE, diez metros con calle Prat;',
        `SUR, diez metros con sitio número cuatro${closing}`,
      ]),
    ).value.entry;

  it('reads the reference of a heading naming the registry between fojas and número', () => {
    const entry = title('Fs. 4l0 vta.          REGISTRO DE PROPIEDAD          N° 377', '.- Doy fe.');
    expect([entry.fojas, entry.vuelta, entry.numero, entry.ano]).toEqual([410, true, 377, 2012]);
  });

  it('ends the deslindes at the clause after them ("…. Precio:", "…. El precio es", "…. Rol …")', () => {
    for (const closing of [
      '. Precio: DIEZ MILLONES DE PESOS ($10.000.000). Rol 55-l. Doy fe.',
      '. El precio es la suma de DIEZ MILLONES DE PESOS, pagado al contado. Doy fe.',
      '. Rol de avalúo número 55-1 de la comuna de Frutillar. Doy fe.',
    ]) {
      const entry = title('Fs. 410 vta.          REGISTRO DE PROPIEDAD          N° 377', closing);
      expect(entry.deslindes.map((side) => side.propiedad)).toEqual(['calle Prat', 'sitio número cuatro']);
    }
  });

  it('reads a rol whose check part OCR read as a lone letter ("Rol 55-l")', () => {
    const entry = title(
      'Fs. 410 vta.          REGISTRO DE PROPIEDAD          N° 377',
      '. Precio: DIEZ MILLONES DE PESOS ($10.000.000). Rol 55-l de Frutillar. Doy fe.',
    );
    expect(entry.rol_avaluo).toBe('55-1');
  });
});

describe('a code in parts joined by middle dots', () => {
  it('reads it after "con el código" on the next line, or after a bare "Código:"', () => {
    expect(
      verificationCode('Firma electrónica avanzada. Validar en la oficina con el código\nCBRT·26·0412·K\n')
        ?.value,
    ).toBe('CBRT·26·0412·K');
    expect(verificationCode('Tomé, 3 de marzo de 2026.\nCódigo: CBRT·26·0413·M\n')?.value).toBe(
      'CBRT·26·0413·M',
    );
    expect(verificationCode('Código de validación: CBRT·26·0414·1')?.value).toBe('CBRT·26·0414·1');
  });
});

describe("an SII appraisal's one row printed without its header, its cells joined by rules", () => {
  const appraisal = (row: string) =>
    extractSiiAppraisal(
      certificateDocument([
        'SII  CERTIFICADO DE AVALÚO FISCAL',
        'Fecha de Emisión: 02 de Marzo de 2026 | PRIMER SEMESTRE 2026',
        row,
        'Avalúo Total ..................... $40.100.000',
        'Avalúo Exento de Impuesto ........ $0',
        'Avalúo Afecto a Impuesto ......... $40.100.000',
      ]),
    ).value;

  it('reads each cell by its shape, in any order', () => {
    expect(appraisal('PORVENIR | 00044-00012 | SEÑORET 20 | HABITACIONAL')).toMatchObject({
      rol_avaluo: '44-12',
      comuna: 'Porvenir',
      direccion: 'SEÑORET 20',
      destino: 'HABITACIONAL',
    });
    expect(appraisal('00044-00012 | SEÑORET 20 | PORVENIR | COMERCIO')).toMatchObject({
      rol_avaluo: '44-12',
      comuna: 'Porvenir',
      direccion: 'SEÑORET 20',
      destino: 'COMERCIO',
    });
  });

  it('reads no cell of a row one of whose cells is none of these', () => {
    expect(appraisal('PORVENIR | 00044-00012 | SEÑORET 20 | VER NOTA').destino).toBeNull();
  });
});

describe("municipal and SERVIU certificates in this batch's wordings", () => {
  it('reads a reach ticked as "(Sí X)" beside its option', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE PORVENIR',
        'DIRECCIÓN DE OBRAS - CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
        'Predio: Señoret N° 20, Porvenir    Rol: 44-12    Zona urbana',
        'Afecto a utilidad pública ............ Sí (X)  No ( )',
        'Vialidad - ensanche ................... Sí (X)  No ( )',
        '   Vía: calle Señoret, ensanche a 20 metros',
        '   Involucra: sólo terreno (Sí X) / edificaciones ( )',
        'Parques / áreas verdes ................ Sí ( )  No (X)',
        'Porvenir, 3 de marzo de 2026.',
      ]),
    );
    expect(value.tipo_afectacion_vial).toBe('Afectación involucra sólo terreno');
  });

  it('ends a DOM address before the zone it lies in ("… - área urbana")', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE ANGOL - DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 41',
        'Ubicación: calle Prat N° 10, Villa Centro - área urbana',
        'Rol SII: 55-1',
        'El predio no se encuentra afecto a declaratoria de utilidad pública.',
        'Angol, 3 de marzo de 2026.',
      ]),
    );
    expect(value.direccion_propiedad).toBe('calle Prat N° 10, Villa Centro');
  });

  it('reads a rural property named after "el predio rural denominado"', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'I. MUNICIPALIDAD DE GORBEA',
        'La Directora de Obras Municipales certifica que el predio rural denominado Hijuela N° 3,',
        'sector Quitratúe, rol de avalúo 88-4, se emplaza fuera del límite urbano, por lo que no le',
        'afectan declaratorias de utilidad pública.',
        'Gorbea, 3 de marzo de 2026.',
      ]),
    );
    expect(value.direccion_propiedad).toBe('Hijuela N° 3, sector Quitratúe');
  });

  it('reads a SERVIU address named without its kind, and its bare "Verificación" code', () => {
    const inForce = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE AYSÉN',
        'CERTIFICA: que el inmueble de Lynch N° 44, comuna de Aysén, rol 12-3, no está afecto a',
        'expropiación por parte de este Servicio.',
        'Certificado N° 51 - Coyhaique, 3 de marzo de 2026',
        'Verificación SAYS-51-26',
      ]),
    ).value;
    expect([inForce.direccion_propiedad, inForce.codigo_verificacion]).toEqual(['Lynch N° 44', 'SAYS-51-26']);
    const referred = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE AYSÉN',
        'Coyhaique, 3 de marzo de 2026',
        'REF.: Informe de expropiación, Lynch N° 44, Aysén, rol 12-3.',
        '¿Se encuentra el inmueble afecto a expropiación SERVIU?   NO',
      ]),
    ).value;
    expect(referred.direccion_propiedad).toBe('Lynch N° 44');
  });
});

describe('doubts on values a table or a worn copy ran on', () => {
  it('doubts a creditor that ends on the next row\'s registry ("… Embargos")', () => {
    expect(badCreditor('SERVIU REGIÓN DEL BIOBÍO Embargos')).toBe(true);
    expect(badCreditor('SERVIU REGIÓN DEL BIOBÍO')).toBe(false);
  });

  it('doubts a dotted code OCR read with dashes and cut at its last dot', () => {
    expect(codeRunsOn('CBRT-26-0412', 'Validar con el código CBRT-26-0412.K')).toBe(true);
    expect(codeRunsOn('CBRT-26-0412', 'Validar con el código CBRT-26-0412. Tomé')).toBe(false);
  });
});

describe('regressions the guard showed', () => {
  it('keeps a page that only certifies the copy before it true ("es copia fiel de la inscripción de fojas …")', () => {
    const copy = [
      'CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
      'MARGEN                        INSCRIPCIÓN',
      'Nº 77                         Fojas 90 - Número 77 - Año 2012',
      'COMPRAVENTA                   En Curacautín, a dos de mayo de dos mil doce.-',
      'SOTO PAZ                      Don LUIS ROA VIDAL, casado, de este domicilio, es',
      'CANCELADA.- Transferida a     dueño del sitio número tres de la manzana B, comuna',
      'ANA VERA a fs. 300 vta.       de Curacautín.- Lo adquirió por compra a doña ROSA',
      'Nº 250 del año 2020.          SOTO PAZ.- Doy fe.-',
    ];
    const certification = [
      'Certifico que la presente es copia fiel de la inscripción de fojas 90 número 77',
      'del Registro de Propiedad del año 2012 de este Conservador.- Curacautín, 4 de marzo de',
      '2026.- Código de verificación: CUR-2026-0412.',
    ];
    expect(typedParts(copy, certification)).toEqual(['1-2 titulo_anterior']);
  });

  it('reads no rural property cut at its line end ("… denominado Parcela" / "Nº 23 …")', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE MELIPILLA',
        '1. Por la presente se certifica, respecto del predio rural denominado Parcela',
        '   Nº 23 del Proyecto de Parcelación Los Olmos, sector Pabellón, comuna de',
        '   Melipilla, Rol de avalúo 512-23, ubicado fuera del límite urbano.',
        'Melipilla, 3 de marzo de 2026.',
      ]),
    );
    expect(value.direccion_propiedad).not.toBe('Parcela');
  });
});

describe('worn copies of this batch', () => {
  it('classifies a title whose "procedo a inscribir" OCR glued ("procedoa inscribir") as no deed', () => {
    const copy = [
      'REGISTRO DE PROPIEDAD   TOMÉ   AÑO 2015',
      'Fojas 40   N° 33',
      'COMPRAVENTA',
      'En Tomé, a dos de junio de dos mil quince, a requerimiento del comprador, procedoa inscribir:',
      'Por escritura pública de fecha veinte de mayo de dos mil quince, otorgada en la Notaría de Tomé',
      'de doña Ana Pérez Soto, don LUIS ROA VIDAL, casado, domiciliado en Tomé, vendió a don PEDRO PAZ',
      'SOTO, soltero, domiciliado en Tomé, quien compró para sí, el sitio número cuatro, comuna de Tomé,',
      'que deslinda: NORTE, en diez metros con calle Prat.- Precio: $9.000.000.- Doy fe.',
      'Es copia fiel de la inscripción de fojas 40 N° 33 del Registro de Propiedad del año 2015.',
      'Tomé, 3 de marzo de 2026.',
      'CONSERVADOR DE BIENES RAÍCES DE TOMÉ',
    ];
    expect(classifyDocument(cbrDocument(copy)).type).not.toBe('escritura');
  });
});

describe("a line-numbered copy's number read into a neighbour", () => {
  it('doubts a neighbour opening on a bare number before its noun', () => {
    expect(lineNumberBeforeNeighbour('18 Parcela número seis')).toBe(true);
    expect(lineNumberBeforeNeighbour('Parcela número seis')).toBe(false);
    expect(lineNumberBeforeNeighbour('calle 18 de Septiembre')).toBe(false);
  });
});
