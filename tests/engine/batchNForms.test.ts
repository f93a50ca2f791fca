import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { cbrDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch N exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

const gp = (...pages: string[][]) => extractGpCertificate(cbrDocument(...pages)).value;

describe('a copy transcribing the cancelled earlier inscription before the one in force', () => {
  const copy = cbrDocument(
    [
      'CONSERVADOR DE BIENES RAÍCES DE QUILLOTA',
      'Copia de inscripciones de dominio',
      'A) INSCRIPCIÓN CANCELADA                     Fojas 410  Número 388  Año 2009',
      'Quillota, tres de febrero de dos mil nueve.- Doña ANA LUISA PEREIRA COFRÉ,',
      'profesora, cédula de identidad número 9.876.543-3, soltera, de este domicilio, es dueña',
      'de la casa y sitio de calle Freire número ochocientos doce, comuna de Quillota, y que',
      'deslinda: NORTE, en nueve metros con calle Freire; SUR, en nueve metros con sitio',
      'seis.- La adquirió por compra a don OSVALDO RIVAS PEÑA, según escritura otorgada',
      'ante el Notario de Quillota don Mario Soto Lara, por el precio de $20.000.000.-',
    ],
    [
      'B) INSCRIPCIÓN EN VIGOR                      Fojas 1.220 vta.  Número 1.101  Año 2024',
      'Quillota, nueve de agosto de dos mil veinticuatro.- Don TOMÁS IGNACIO VERA SILVA,',
      'cédula de identidad número 15.432.109-8, soltero, de este domicilio, es dueñode la',
      'casa y sitio de calle Freire número ochocientos doce, comuna de Quillota, y que',
      'deslinda: NORTE, en nueve metros con calle Freire; SUR, en nueve metros con sitio',
      'seis.- La adquirió por compra a doña ANA LUISA PEREIRA COFRÉ, cédula de identidad',
      'número 9.876.543-3, soltera, según escritura otorgada en la Notaría de Quillota de',
      'don Mario Soto Lara, por el precio de $95.000.000.- El título anterior está inscrito',
      'a fojas 410, número 388, del año 2009.-',
      'Certifico que la inscripción de fojas 1.220 vta. número 1.101 del año 2024 se',
      'encuentra vigente. Quillota, 4 de noviembre de 2026.',
    ],
  );
  const { entry } = extractInscription(copy).value;

  it('reads the certified inscription though the text layer glued "dueño" to its article', () => {
    expect([entry.fojas, entry.numero, entry.ano, entry.fecha_registro]).toEqual([
      1220,
      1101,
      2024,
      '2024-08-09',
    ]);
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['TOMÁS IGNACIO VERA SILVA']);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['ANA LUISA PEREIRA COFRÉ']);
    expect([entry.fojas_anterior, entry.numero_anterior, entry.ano_anterior]).toEqual([410, 388, 2009]);
    expect(entry.precio).toBe('$95.000.000');
  });

  it('ends the description before ", y que deslinda"', () => {
    expect(entry.descripcion_propiedad).toBe(
      'casa y sitio de calle Freire número ochocientos doce, comuna de Quillota',
    );
  });
});

describe('a GP table with a date column and a footnote called from a row', () => {
  const value = gp([
    'CONSERVADOR DE BIENES RAÍCES DE LOS VILOS',
    'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
    'Inmueble: pasaje Los Aromos 77, comuna de Los Vilos',
    'Inscrito a Fs. 512 N.º 430 del Registro de Propiedad del año 2021.',
    'Revisados los registros por treinta años, se encuentran vigentes:',
    'Nº  Reg.  Clase                    Fs.      Nº    Año   Fecha        Beneficiario',
    '1   HG    HIPOTECA                 95       88    2021  04/06/2021   COOPERATIVA COSTA AZUL LTDA.',
    '2   HG    SERVIDUMBRE DE TRÁNSITO  14 vta.  9     1994  30-11-1994   AGRÍCOLA EL TEBAL S.A.',
    '3   IP    PROHIBICIÓN (2)          120      131   2021  04/06/2021   COOPERATIVA COSTA AZUL LTDA.',
    '(2) Prohibición de enajenar sin consentimiento de la acreedora.',
    'Litigios: no registra.',
    'Los Vilos, 8 de octubre de 2026.',
  ]);

  it('reads each row’s inscription date and beneficiary, not the next row’s number', () => {
    expect(value.gravamenes.map((entry) => [entry.fecha_emision, entry.acreedor])).toEqual([
      ['2021-06-04', 'COOPERATIVA COSTA AZUL LTDA.'],
      ['1994-11-30', 'AGRÍCOLA EL TEBAL S.A.'],
    ]);
    expect(value.prohibiciones.map((entry) => [entry.fecha_emision, entry.acreedor])).toEqual([
      ['2021-06-04', 'COOPERATIVA COSTA AZUL LTDA.'],
    ]);
  });

  it('takes what the prohibition forbids from the note its row calls', () => {
    expect(value.prohibiciones[0]?.accion).toBe('de enajenar sin consentimiento de la acreedora');
  });
});

describe('a GP table whose text layer glued a type’s last word to the next cell', () => {
  it('keeps the whole printed type', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE PETORCA',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
      'Inscripción de dominio: Fs. 300 Nº 210 año 2018',
      'Nº  Naturaleza                 Fs.   Nº   Año',
      '1   SERVIDUMBRE DE ELECTRICIDAD80    71   1979   COMPAÑÍA ELÉCTRICA DEL VALLE S.A.',
      'Petorca, 2 de septiembre de 2026.',
    ]);
    expect(value.gravamenes.map((entry) => [entry.tipo, entry.fojas])).toEqual([
      ['SERVIDUMBRE DE ELECTRICIDAD', 80],
    ]);
  });
});

describe('a GP listing its items in numbered paragraphs with an article', () => {
  it('reads the type without the article', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'El Conservador certifica, respecto del inmueble inscrito a fojas 88, Nº 70 del año 2016:',
      'PRIMERO: Que en el Registro de Hipotecas no aparecen inscripciones vigentes.-',
      'SEGUNDO: Que en el Registro de Interdicciones y Prohibiciones aparecen vigentes:',
      '  1) UNA PROHIBICIÓN de enajenar a favor de SERVICIO DE VIVIENDA Y URBANIZACIÓN, inscrita a',
      'fojas 40, número 35, del año 2016.-',
      '  2) UN EMBARGO decretado por el Segundo Juzgado de Letras de Illapel, causa Rol C-77-2026,',
      'inscrito a fojas 140 vuelta, número 101, del año 2026.-',
      'Combarbalá, 9 de octubre de 2026.-',
    ]);
    expect(value.prohibiciones.map((entry) => [entry.tipo, entry.fojas])).toEqual([
      ['PROHIBICIÓN', 40],
      ['EMBARGO', 140],
    ]);
  });
});

describe('a GP of lettered blocks of labelled fields', () => {
  const value = gp([
    'CONSERVADOR DE BIENES RAÍCES DE ARICA',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'I.- PROPIEDAD',
    '    Dirección      : avenida Tucapel Nº 2210, Arica',
    '    Inscripción    : Fs. 702 Nº 655 Registro de Propiedad año 2020',
    'II.- DUEÑOS VIGENTES',
    '    (1) CASTRO MENA JUAN PABLO ALBERTO          RUT: 14.101.202-8',
    '    (2) ROJAS ULLOA CAROLINA ANDREA             RUT: 15.303.404-4',
    'III.- HIPOTECAS Y GRAVÁMENES',
    '    1.  Clase        : HIPOTECA',
    '        Inscripción  : Fs. 310 Nº 298 año 2020',
    '        Fecha Inscr. : 02/07/2020',
    '        Acreedor     : CAJA DEL NORTE S.A.',
    'IV.- LITIGIOS ............................. NO REGISTRA',
    'Arica, 3 de octubre de 2026.-',
  ]);

  it('reads every owner whole, each with the RUT after its own label', () => {
    expect(value.propietarios).toEqual([
      { nombre: 'CASTRO MENA JUAN PABLO ALBERTO', rut: '14.101.202-8' },
      { nombre: 'ROJAS ULLOA CAROLINA ANDREA', rut: '15.303.404-4' },
    ]);
  });

  it('reads the inscription date under an abbreviated label', () => {
    expect(value.gravamenes.map((entry) => entry.fecha_emision)).toEqual(['2020-07-02']);
  });
});

describe('a copy inscribing heirs by posesión efectiva', () => {
  const { entry } = extractInscription(
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE SAN CARLOS',
      'Certifico que la inscripción de fojas 95 número 90 del año 2025 se encuentra vigente.',
      'San Carlos, 2 de noviembre de 2026.',
      'San Carlos, once de abril de dos mil veinticinco.- Don PEDRO JAVIER SAAVEDRA LUNA, cédula de',
      'identidad número 13.579.246-8, soltero, y doña MARTA INÉS SAAVEDRA LUNA, cédula de identidad',
      'número 14.680.357-1, casada, de este domicilio, son dueños como únicos herederos de doña',
      'ELIANA DEL CARMEN LUNA FUENTES, cédula de identidad número 5.432.198-7, de la propiedad',
      'consistente en sitio y casa de calle Brasil número doscientos diez, comuna de San Carlos, que',
      'deslinda: NORTE, con calle Brasil; SUR, con sitio once.- La adquirieronpor sucesión por causa',
      'de muerte de doña Eliana Luna Fuentes, según posesión efectiva inscrita a fojas 80 número 77',
      'de este Registro del año 2025.-',
    ]),
  ).value;

  it('describes the property, not the heirs’ title', () => {
    expect(entry.descripcion_propiedad).toBe(
      'sitio y casa de calle Brasil número doscientos diez, comuna de San Carlos',
    );
  });

  it('names the causante with the RUT the heirs’ clause gives', () => {
    expect(entry.vendedores).toEqual([
      { nombre: 'ELIANA DEL CARMEN LUNA FUENTES', rut: '5.432.198-7', estado_civil: null, domicilio: null },
    ]);
    expect([entry.precio, entry.notaria]).toEqual([null, null]);
  });
});

describe('a certification-only dominio vigente that describes the property itself', () => {
  it('reads what the property consists of, up to its rol', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE VICUÑA',
        'CERTIFICADO DE DOMINIO VIGENTE',
        'El Conservador que suscribe certifica: Que el predio consistente en la Hijuela Nº 3 del',
        'Fundo Los Olivos, comuna de Vicuña, según plano archivado bajo el Nº 41 del año 1990, Rol',
        'de avalúo Nº 210-5, se encuentra inscrito a fojas 77, Nº 64, del Registro de Propiedad del',
        'año 2018, a nombre de don MANUEL JESÚS TAPIA ROJO, y que dicha inscripción se encuentra',
        'vigente.- Vicuña, seis de octubre de dos mil veintiséis.-',
      ]),
    ).value;
    expect(entry.descripcion_propiedad).toBe(
      'Hijuela Nº 3 del Fundo Los Olivos, comuna de Vicuña, según plano archivado bajo el Nº 41 del año 1990',
    );
  });

  it('reads the property named with its noun, the date the inscription was made, a stamped date and an abbreviated code label', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CHILE CHICO',
        'CERTIFICADO DE VIGENCIA DE DOMINIO',
        'CERTIFICO: Que la inscripción de dominio de FS. 55 Nº 48 del Registro de Propiedad del año',
        '2017, practicada con fecha 9 de mayo de 2017, correspondiente a la propiedad de pasaje Los',
        'Ñires Nº 40, comuna de Chile Chico, Rol de avalúo 88-2, se encuentra VIGENTE a nombre de',
        'doña ROSA ELVIRA CÁRCAMO SOTO.-',
        'Chile Chico, 3 OCT 2026.-',
        'Cód. Verif.: CCH-26-77-1042',
      ]),
    ).value;
    expect(entry.descripcion_propiedad).toBe('propiedad de pasaje Los Ñires Nº 40, comuna de Chile Chico');
    expect([entry.fecha_registro, entry.fecha_emision, entry.codigo_verificacion]).toEqual([
      '2017-05-09',
      '2026-10-03',
      'CCH-26-77-1042',
    ]);
  });
});

describe('a GP in paragraphs on a rural property', () => {
  const value = gp([
    'CONSERVADOR DE BIENES RAÍCES DE SAN FERNANDO',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'El Conservador certifica, respecto del inmueble denominado Hijuela 7, Fundo Santa Amalia,',
    'comuna de Chimbarongo, inscrito a nombre de PÉREZ LAGOS ANDRÉS a fojas 310, Nº 288 del',
    'Registro de Propiedad del año 2015:',
    'PRIMERO: Que en el Registro de Hipotecas y Gravámenes aparece vigente:',
    '  a) HIPOTECA a favor de COOPERATIVA AGRÍCOLA COLCHAGUA LTDA., para garantizar la suma de',
    '     1.250 Unidades de Fomento, inscrita a fojas 90 Nº 85 del año 2015.-',
    'SEGUNDO: Que no aparecen prohibiciones ni litigios.-',
    'San Fernando, 1 de octubre de 2026.-',
  ]);

  it('gives the lot and its subdivision for the address', () => {
    expect([value.domicilio, value.comuna]).toEqual(['Hijuela 7, Fundo Santa Amalia', 'Chimbarongo']);
  });

  it('reads the sum the mortgage guarantees', () => {
    expect(value.gravamenes.map((entry) => entry.suma_dinero)).toEqual(['1.250,00 UF']);
  });
});

describe('deslindes measured in metres and centimetres', () => {
  it('gives each length in decimal metres, in words or digits', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE AYSÉN',
        'Puerto Aysén, dos de marzo de dos mil diez.- Don RAÚL ANDRÉS OYARZO MANSILLA, soltero, de este',
        'domicilio, es dueño del sitio de calle Sargento Aldea número ochenta, comuna de Aysén, que',
        'deslinda: Al Norte, calle Sargento Aldea, en doce metros cinco centímetros; al Sur, sitio',
        'catorce, en 12 metros y 40 centímetros; al Oriente, sitio nueve, en treinta metros.- Lo',
        'adquirió por compra a don TOMÁS VERA ULLOA.-',
      ]),
    ).value;
    expect(entry.deslindes.map((side) => [side.direccion, side.largo, side.propiedad])).toEqual([
      ['Norte', '12,05 metros', 'calle Sargento Aldea'],
      ['Sur', '12,40 metros', 'sitio catorce'],
      ['Oriente', '30,00 metros', 'sitio nueve'],
    ]);
  });
});
