import { describe, expect, it } from 'vitest';

import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { inlineContentsRuns } from '../../server/analysis/engine/reading/inlineContents';
import { cbrDocument, pageTexts, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZP exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a verification code the office prints with a space or a part number', () => {
  it.each([
    ['Código de verificación: CBRQ-DV 26-004417', 'CBRQ-DV 26-004417'],
    ['Cod. verificacion: CBRQ-CP 25-0071', 'CBRQ-CP 25-0071'],
    ['Verifique en www.cbrquinta.cl con el código CBRQ-GP 26-110233', 'CBRQ-GP 26-110233'],
    ['Cód. verif.: PAR-330912/2', 'PAR-330912/2'],
    ['Código de verificación: ANG-44120/3 Conservador de Angol', 'ANG-44120/3'],
    ['Cód. verif.: CUR-DV-0934/26', 'CUR-DV-0934/26'],
  ])('reads "%s" whole', (line, code) => {
    expect(verificationCode(`Certificado emitido.\n${line}\n`)?.value).toBe(code);
  });
});

describe('an owner "casado y separado totalmente de bienes" past the clause\'s usual length', () => {
  it.each([
    [
      'cédula nacional de identidad número\n11.204.557-3, agricultor, casado y separado totalmente de bienes, domiciliado',
    ],
    [
      'cédula de identidad número 9.884.120-5, ingeniero comercial, casada y separada\ntotalmente de bienes, domiciliada',
    ],
    ['R.U.T. número 12.300.417-6, de profesión contador auditor, casado y separado de bienes, con domicilio'],
  ])('reads the regime after "%s"', (clause) => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CAUQUENES',
        'CERTIFICADO DE DOMINIO VIGENTE',
        'El Conservador que suscribe certifica que el Lote cuatro de la Hijuela Santa Ana, comuna',
        `de Chanco, se encuentra inscrito a nombre de don RAMIRO ESTEBAN CANALES FUICA, ${clause} en`,
        'Chanco, a fojas 1.120 número 884 del Registro de Propiedad del año 2019, y que dicha',
        'inscripción se encuentra vigente. Cauquenes, diez de marzo de dos mil veintiséis.',
      ]),
    ).value;
    expect(entry.propietarios[0]?.estado_civil).toBe('casado_con_separacion_de_bienes');
  });

  it('keeps a plain "casado" where the clause names no regime', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CAUQUENES',
        'CERTIFICADO DE DOMINIO VIGENTE',
        'El Conservador que suscribe certifica que el Lote cuatro de la Hijuela Santa Ana, comuna',
        'de Chanco, se encuentra inscrito a nombre de don RAMIRO ESTEBAN CANALES FUICA, cédula',
        'nacional de identidad número 11.204.557-3, agricultor y comerciante, casado, domiciliado en',
        'Chanco, a fojas 1.120 número 884 del Registro de Propiedad del año 2019, y que dicha',
        'inscripción se encuentra vigente. Cauquenes, diez de marzo de dos mil veintiséis.',
      ]),
    ).value;
    expect(entry.propietarios[0]?.estado_civil).toBe('casado');
  });
});

describe('a carpeta whose cover names its documents by marks in one sentence', () => {
  const certification = (mark: string) => [
    `${mark} CERTIFICADO DE DOMINIO VIGENTE`,
    'Certifico que la inscripción de fojas 1.502 número 1.210 del Registro de Propiedad del año',
    '2024, cuya copia sigue, se encuentra vigente. Parral, cinco de mayo de dos mil veintiséis.',
    'Parral, quince de marzo de dos mil veinticuatro. Doña ROSA INÉS MUÑOZ VERA, cédula',
    '12.118.440-2, soltera, es dueña del sitio ubicado en calle Ignacio Carrera Pinto número',
    '455, comuna de Parral. Lo adquirió por compra a don JUAN PÉREZ SOTO, según inscripción',
    'de fojas 301 número 255 del año 2001, que se transcribe.',
    'Cód. verif.: PAR-5531/1',
  ];
  const earlier = (mark: string) => [
    `${mark} INSCRIPCIÓN ANTERIOR TRANSCRITA - Fs. 301 N° 255 año 2001`,
    ': PARRAL, DOS DE MAYO DE DOS MIL UNO.- DON JUAN PEREZ SOTO, R.U.T. 6.201.334-1, :',
    ': CASADO, ES DUEÑO DEL SITIO UBICADO EN CALLE IGNACIO CARRERA PINTO N° 455.- :',
    ': LO ADQUIRIO POR COMPRA A DON LUIS SOTO ROJAS.- DOY FE.-                    :',
    'Cód. verif.: PAR-5531/2',
  ];
  const gp = (mark: string) => [
    `${mark} CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS`,
    'Inmueble: calle Ignacio Carrera Pinto N° 455, Parral. Dominio: fs. 1.502 N° 1.210 de 2024.',
    'Registro de Hipotecas y Gravámenes ........ SIN INSCRIPCIONES',
    'Registro de Interdicciones y Prohibiciones  SIN INSCRIPCIONES',
    'Parral, 5 de mayo de 2026.   Cód. verif.: PAR-5531/3',
  ];

  it.each([
    [
      'Contiene: (1) dominio vigente con copia; (2) inscripción anterior transcrita;',
      '(3) certificado de gravámenes y prohibiciones.',
    ],
    ['Contenido: (1) copia con vigencia, (2) título anterior y (3) certificado de hipotecas.', ''],
    [
      'Se acompañan: (1) certificado de dominio vigente; (2) copia de la inscripción',
      'anterior; (3) certificado de hipotecas y gravámenes.',
    ],
  ])('splits it at each mark it announced: "%s"', (first, second) => {
    const cover = ['CONSERVADOR DE BIENES RAÍCES DE PARRAL     Carpeta N° 5531', first, second].filter(
      (line) => line !== '',
    );
    expect(typedParts([...cover, ...certification('(1)')], earlier('(2)'), gp('(3)'))).toEqual([
      '1-1 dominio_vigente',
      '2-2 dominio_vigente',
      '3-3 gp',
    ]);
  });

  it('leaves a carpeta whose headings do not follow the marks its cover announced to the page rules', () => {
    const cover = [
      'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
      'Contiene: (1) dominio vigente; (2) inscripción anterior; (3) certificado de hipotecas.',
    ];
    expect(typedParts([...cover, ...certification('(1)')], earlier('(3)'), gp('(2)'))).not.toEqual([
      '1-1 dominio_vigente',
      '2-2 dominio_vigente',
      '3-3 gp',
    ]);
  });

  it('leaves a heading printed mid-page to the page rules (a GP under the copy it follows)', () => {
    const cover = ['CARPETA N° 5531', 'Contiene: (1) Copia con vigencia  (2) Gravámenes  (3) Bien familiar'];
    const pages = pageTexts(
      [...cover, ...certification('(1)')],
      [...earlier('').slice(1), ...gp('(2)')],
      [
        '(3) CERTIFICADO DE BIEN FAMILIAR',
        'No consta declaración de bien familiar al margen de fojas 1.502 número 1.210 de 2024.',
      ],
    );
    expect(inlineContentsRuns(pages)).toBeNull();
  });
});

describe('a transcribed copy boxed by colons down both its sides', () => {
  const framed = (lines: string[]) => lines.map((line) => `: ${line.padEnd(70)} :`);

  it.each([
    [
      [
        'PARRAL, DOS DE MAYO DE DOS MIL UNO.- DON JUAN PEREZ SOTO, R.U.T. 6.201.334-1,',
        'CASADO, COMERCIANTE, DOMICI-',
        'LIADO EN PARRAL, ES DUEÑO DEL SITIO UBICADO EN CALLE IGNACIO CARRERA PINTO',
        'N° 455 DE PARRAL.- LO ADQUIRIO POR COMPRA A DON LUIS',
        'ALBERTO SOTO ROJAS, R.U.T. 5.118.442-K, SEGUN ESCRITURA ANTE EL NOTARIO.- DOY FE.-',
      ],
    ],
    [
      [
        'En Parral, a dos de mayo de dos mil uno, don JUAN PEREZ SOTO, R.U.T. 6.201.334-1,',
        'casado, comerciante, domiciliado en Parral, es dueño del sitio ubicado en calle',
        'Ignacio Carrera Pinto N° 455 de Parral. Lo adquirió por compra a don LUIS',
        'ALBERTO SOTO ROJAS, R.U.T. 5.118.442-K, según escritura ante el notario. Doy fe.',
      ],
    ],
  ])('reads the owner and the seller without the frame', (body) => {
    const { entry } = extractInscription(
      cbrDocument([
        'INSCRIPCIÓN ANTERIOR QUE SE TRANSCRIBE - Fs. 301 N° 255 año 2001',
        '.'.repeat(74),
        ...framed(body),
        '.'.repeat(74),
        'Cód. verif.: PAR-5531/2',
      ]),
    ).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['JUAN PEREZ SOTO']);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['LUIS ALBERTO SOTO ROJAS']);
  });
});
