import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { documentFromPages } from '../support/engineDocuments';

/*
 * Forms held-out batch M exposed (issue #18), each in wordings written for these tests and
 * different from the batch's own: made-up offices, people, numbers.
 */

const gp = (lines: string[]) => extractGpCertificate(documentFromPages('gp.pdf', [lines.join('\n')])).value;

describe('a GP certificate', () => {
  it('reads the creditor after a dash in an act/beneficiary column whose cell wraps', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE TOCOPILLA',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
      'Inmueble    : calle Sucre N° 918, sitio 3, Villa El Salitre',
      'Comuna      : Tocopilla',
      'Propietario : ROJAS MUÑOZ PEDRO IGNACIO           RUT 12345678-5',
      'Título      : Fjs. 210 Nro. 198 Registro de Propiedad año 2019',
      'Revisados los Registros de Hipotecas y Gravámenes y de Interdicciones y Prohibiciones, registra:',
      'Nº  Registro         Fjs.        Nro.   Año    Acto / Beneficiario',
      '1   Hip. y Grav.     77 vta.     61     2019   HIPOTECA 2° grado - CAJA NORTE LIMITADA',
      '                                               garantía general por UF 840,00',
      '2   Interd. y Proh.  45          50     2019   PROHIBICIÓN de gravar - CAJA',
      '                                               NORTE LIMITADA',
      '',
      'Litigios .............. sin anotaciones',
      'Tocopilla, 2 de marzo de 2026.',
    ]);
    expect(value.gravamenes.map((entry) => entry.acreedor)).toEqual(['CAJA NORTE LIMITADA']);
    expect(value.prohibiciones.map((entry) => entry.acreedor)).toEqual(['CAJA NORTE LIMITADA']);
  });
});

describe('a GP certificate listing each registry’s entries under its heading', () => {
  it('keeps an item’s type and description with the reference that opens it on a colon', () => {
    const value = gp([
      'Conservador de Bienes Raíces de Linares',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES, PROHIBICIONES Y LITIGIOS',
      'Inscripción de dominio: Fs. 610 Nº 544 Año 2015',
      'Dueño:                  MARTA ELENA SOTO VARGAS',
      'CERTIFICO: que revisados los registros por treinta años, presenta lo siguiente:',
      'HIPOTECAS:',
      ' - Fs. 88 Nº 97 año 2015: HIPOTECA a favor de CAJA ANDINA LIMITADA, por la',
      '   cantidad de UF 1.200.',
      'PROHIBICIONES:',
      ' - Fs. 140 vta. Nº 151 año 2015: PROHIBICIÓN de gravar a favor de CAJA ANDINA',
      '   LIMITADA.',
      'LITIGIOS:',
      ' - Fs. 20 Nº 33 año 2025: LITIGIO. Demanda de cobro seguida ante el Juzgado de Letras',
      '   de Linares, causa Rol C-120-2025, deducida por JUAN PABLO ROJAS DÍAZ.',
      'Linares, tres de abril de dos mil veintiséis.-',
    ]);
    expect(value.gravamenes.map((entry) => [entry.fojas, entry.acreedor])).toEqual([
      [88, 'CAJA ANDINA LIMITADA'],
    ]);
    expect(
      value.prohibiciones.map((entry) => [entry.fojas, entry.tipo, entry.acreedor, entry.accion]),
    ).toEqual([
      [140, 'PROHIBICIÓN', 'CAJA ANDINA LIMITADA', 'de gravar'],
      [20, 'LITIGIO', 'JUAN PABLO ROJAS DÍAZ', 'Juzgado de Letras de Linares, causa Rol C-120-2025'],
    ]);
  });
});

describe('a GP prohibition that names the creditor’s role before the creditor', () => {
  it('takes the name in whose favour it stands, not the role', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
      'Revisados los registros de Hipotecas y Gravámenes y de Interdicciones y Prohibiciones,',
      'certifico que el inmueble inscrito a fojas 55 N° 61 del año 2012 soporta:',
      ' 1) Fjs. 300, N° 280, año 2012: PROHIBICIÓN de gravar sin consentimiento previo de la acreedora,',
      '    a favor de CAJA MALLECO LIMITADA.',
      'Angol, 5 de enero de 2026.',
    ]);
    expect(value.prohibiciones.map((entry) => entry.acreedor)).toEqual(['CAJA MALLECO LIMITADA']);
  });
});

describe('a GP whose owner stands over the next label in capitals', () => {
  it('ends the owner’s name before the label the text joined to it', () => {
    const value = gp([
      'CONSERVADOR DE BIENES RAÍCES DE VICTORIA',
      'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
      'PREDIO: Hijuela 3, Fundo Los Laureles - VICTORIA',
      'DUEÑO:  MANSILLA URRUTIA HÉCTOR RAMIRO',
      'TÍTULO: Fjs. 120, N° 99, año 2010',
      'Revisados los registros de Hipotecas y Gravámenes y de Interdicciones y Prohibiciones,',
      'certifico que el predio no soporta gravámenes ni prohibiciones.',
      'Victoria, 8 de junio de 2026.',
    ]);
    expect(value.propietarios.map((owner) => owner.nombre)).toEqual(['MANSILLA URRUTIA HÉCTOR RAMIRO']);
  });
});

describe('a certification-only copy of a dominio vigente', () => {
  it('reads the code after a label that calls it electronic, and the owner’s status and RUT', () => {
    const { entry } = extractInscription(
      documentFromPages('copia.pdf', [
        [
          'CONSERVADOR DE BIENES RAÍCES DE PANGUIPULLI',
          'CERTIFICADO DE DOMINIO VIGENTE',
          'Certifico que la propiedad ubicada en calle Lago Riñihue número 70, comuna de',
          'Panguipulli, se encuentra inscrita a nombre de doña ROSA ELVIRA CATRILEO PAILLALEF,',
          'soltera, cédula de identidad 12345678-5, a fojas 402 con el número 388 del Registro de Propiedad del año 2018, y que dicha',
          'inscripción se encuentra vigente.',
          'Panguipulli, a dos de marzo de dos mil veintiséis.',
          'Código de Verificación Electrónica: 4HX8P2KQ9M',
        ].join('\n'),
      ]),
    ).value;
    expect(entry.codigo_verificacion).toBe('4HX8P2KQ9M');
    expect(entry.propietarios).toEqual([
      {
        nombre: 'ROSA ELVIRA CATRILEO PAILLALEF',
        rut: '12.345.678-5',
        estado_civil: 'soltero',
        domicilio: null,
      },
    ]);
  });
});
