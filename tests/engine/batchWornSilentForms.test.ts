import { describe, expect, it } from 'vitest';

import { ocrMarkInWord } from '../../server/analysis/engine/checks/strayPunctuation';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { certifiedAnnexedCopy } from '../../server/analysis/engine/reading/certifiedAnnex';
import { estadoCivil, verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { certificateDocument, cbrDocument } from '../support/engineDocuments';

/*
 * Forms the full worn run of the held-out sets ZW…ZZT left wrong and unmarked, in other wordings:
 * an appraisal's one-row table whose amounts OCR joined with single spaces; a verification label
 * whose code a scan lost, the signer's name after it; a separation of goods whose adverb a scan cut;
 * a transcribed earlier title given the current inscription's reference its certification names.
 */

describe('an appraisal table whose amounts a scan joined with single spaces', () => {
  it.each([
    [
      'Avalúo total   Avalúo exento   Avalúo afecto',
      '$ 71.204.880 $ 15.300.010 $ 55.904.870',
      [55_904_870, 15_300_010, 71_204_880],
    ],
    [
      'AVALÚO AFECTO  AVALÚO EXENTO  AVALÚO TOTAL',
      '$ 55.904.870 $ 15.300.010 $ 71.204.880',
      [55_904_870, 15_300_010, 71_204_880],
    ],
    [
      'Avalúo exento   Avalúo afecto   Avalúo total',
      '$0 $ 32.118.400 $ 32.118.400',
      [32_118_400, 0, 32_118_400],
    ],
  ])('reads each amount under its own header (%s)', (header, amounts, [taxed, exempt, total]) => {
    const { value } = extractSiiAppraisal(
      certificateDocument([
        'SII - CERTIFICADO DE AVALÚO FISCAL',
        'Comuna: LONGAVÍ   Rol: 00412-00031',
        'Dirección: PC 9 LOS CASTAÑOS',
        'Destino: AGRICOLA',
        header,
        amounts,
        'Fecha emisión: 11/05/2026',
      ]),
    );
    expect([value.avaluo_afecto, value.avaluo_exento, value.avaluo_total]).toEqual([taxed, exempt, total]);
  });
});

describe('a verification label whose code a scan lost', () => {
  it.each([
    'Talca, 4 de mayo de 2026. Código de verificación: CRISTINA PAZ ORTÚZAR, Conservador',
    'Código de validación: Conservador de Bienes Raíces de Linares',
    'Cód. verificación ROBERTO ANDRÉS MELLA',
  ])('reads no code from the name after it (%s)', (raw) => {
    expect(verificationCode(raw)).toBeNull();
  });

  it.each([
    ['Código de verificación: 5RM2-XT2P', '5RM2-XT2P'],
    ['Código de verificación: KQPD-TRWZ', 'KQPD-TRWZ'],
  ])('still reads a code with digits or dashed parts (%s)', (raw, code) => {
    expect(verificationCode(raw)?.value).toBe(code);
  });
});

describe('a separation of goods whose adverb a scan cut short', () => {
  it.each([
    'casado y separado ente de bienes',
    'casada y separada totalmcnte de bienes',
    'casado y separado talmente de bienes',
  ])('reads the separation (%s)', (words) => {
    expect(estadoCivil(`don PEDRO LUIS ARAYA SOTO, ${words}, domiciliado en Ovalle`)).toBe(
      'casado_con_separacion_de_bienes',
    );
  });

  it('does not read a partial separation as the total one', () => {
    expect(estadoCivil('casada y separada parcialmente de bienes')).toBe('casado');
  });
});

describe('a mark OCR read inside a word', () => {
  it.each([
    'camino público Cholcho! a Repocura',
    'JUAN CARLOS R!VAS PINO',
    'calle Pa|mas 12',
    'Villa ¡os Aromos',
  ])('is a misreading (%s)', (value) => {
    expect(ocrMarkInWord(value)).toBe(true);
  });

  it.each(['camino público Cholchol a Repocura', 'INMOBILIARIA EL ROBLE S.A.', 'pasaje 3 | lote 4'])(
    'leaves %s',
    (value) => {
      expect(ocrMarkInWord(value)).toBe(false);
    },
  );
});

describe('a copy transcribing its earlier title, its own heading unread by a scan', () => {
  const copy = (heading: string) =>
    cbrDocument(
      [
        heading,
        'Registro de Propiedad 2023     ALARCÓN RIQUELME Jorge a SALAS PINO Marta',
        'Talcahuano, catorce de marzo de dos mil veintitrés.- Doña MARTA ELENA SALAS PINO, soltera,',
        'cédula de identidad número 13.204.556-1, domiciliada en Talcahuano, es dueña del sitio número',
        'nueve de la manzana B de la Población El Morro, comuna de Talcahuano.- Lo adquirió por compra a',
        'don JORGE ALARCÓN RIQUELME, cédula de identidad número 9.118.204-3, casado, domiciliado en',
        'Talcahuano.- El título anterior, que se transcribe a continuación, rola a fojas 1.204 número',
        '998 del año 2006.- Doy fe.-',
      ],
      [
        'Transcripción de la inscripción anterior (fs. 1.204 N° 998 año 2006):',
        'Talcahuano, tres de mayo de dos mil seis.- Don JORGE ALARCÓN RIQUELME, casado, cédula de',
        'identidad 9.118.204-3, es dueño del sitio número nueve de la manzana B de la Población El Morro,',
        'comuna de Talcahuano. Lo adquirió por compra a INMOBILIARIA EL MORRO S.A.- Doy fe.-',
        'CERTIFICO que la inscripción de fojas 3.417 número 2.210 del Registro de Propiedad de 2023,',
        'copiada, está vigente. Talcahuano, 2 de junio de 2026.',
      ],
    );

  it.each(['Afs. 3.417   N° 2.210   COMPRAVENTA', 'A fs. 3.4l7   N° 2.2lO   COMPRAVENTA'])(
    'does not give the transcription the current inscription’s reference (%s)',
    (heading) => {
      const document = copy(heading);
      const annexed = certifiedAnnexedCopy(document, extractInscription(document));
      expect(annexed?.value.entry.fojas ?? null).not.toBe(3417);
    },
  );
});
