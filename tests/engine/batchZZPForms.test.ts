import { describe, expect, it } from 'vitest';

import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { cbrDocument } from '../support/engineDocuments';

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
