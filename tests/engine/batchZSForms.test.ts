import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZS exposed, each in wordings written for these tests and different from the
 * batch's own: made-up offices, people, numbers.
 */

describe('a DOM letter that denies one affectation, then turns with "Sin embargo," to state another', () => {
  const letter = [
    'ILUSTRE MUNICIPALIDAD DE LONCOCHE',
    'DIRECCIÓN DE OBRAS MUNICIPALES',
    'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 230',
    'Loncoche, diez de junio de dos mil veintiséis.',
    'La Dirección de Obras certifica que el inmueble de avenida Los Robles 1180,',
    'Rol de avalúo 301-22, no se encuentra afecto a utilidad pública por ensanche',
    'de vías. Sin embargo, una franja del inmueble queda AFECTA a declaratoria de',
    'utilidad pública por parque comunal, según el Plan Regulador vigente.',
  ];

  it('reads the park affectation the turning clause states', () => {
    const { value } = extractMunicipalAffectation(certificateDocument(letter));
    expect([value.objeto_expropiacion, value.expropiacion_vial, value.expropiacion_por_parque]).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('a narrative GP whose embargo and litigio name the court after "seguidos ante" and the plaintiff by role', () => {
  const gp = [
    'CONSERVADOR DE BIENES RAÍCES DE MULCHÉN',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES, PROHIBICIONES Y LITIGIOS',
    'El Conservador que suscribe certifica que, respecto del inmueble inscrito a fojas 402',
    'número 390 del Registro de Propiedad del año 2012, a nombre de don LUIS ALBERTO SAN',
    'MARTÍN ROA, en el Registro de Interdicciones y Prohibiciones de Enajenar figura, en primer',
    'lugar, UN EMBARGO trabado en los autos ejecutivos seguidos ante el Segundo Juzgado Civil',
    'de Los Ángeles, causa Rol C-903-2024, a solicitud de COOPERATIVA AHORRO SUR LIMITADA,',
    'inscrito a fojas 60 número 51 del año 2025, con fecha dos de mayo de dos mil veinticinco.',
    'En segundo lugar, UN LITIGIO, la demanda de resolución de contrato tramitada ante el',
    'Juzgado de Letras de Mulchén, causa Rol C-14-2026, a petición de la demandante doña',
    'CAROLINA ANDREA SAN MARTÍN VEGA, inscrita a fojas 71 número 60 del año 2026, con fecha',
    'ocho de enero de dos mil veintiséis.',
    'Mulchén, 3 de febrero de 2026.',
  ];

  it('reads each court with its case, and the plaintiff without her role', () => {
    const { value } = extractGpCertificate(cbrDocument(gp));
    expect(value.prohibiciones.map((entry) => [entry.tipo, entry.accion, entry.acreedor])).toEqual([
      [
        'EMBARGO',
        'Segundo Juzgado Civil de Los Ángeles, causa Rol C-903-2024',
        'COOPERATIVA AHORRO SUR LIMITADA',
      ],
      ['LITIGIO', 'Juzgado de Letras de Mulchén, causa Rol C-14-2026', 'CAROLINA ANDREA SAN MARTÍN VEGA'],
    ]);
  });
});

describe('a GP table whose rows open with their kind, two cells wrapped onto the next line, a lettered section after', () => {
  const gp = [
    'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
    'CERTIFICADO DE GRAVÁMENES, PROHIBICIONES Y BIEN FAMILIAR',
    'INSCRIPCIÓN DE DOMINIO: Fs. 604 Nº 512 año 2021',
    'PROPIETARIO: MARCELA IVONNE TAPIA LAGOS, RUT 13.204.118-5',
    'A.- REGISTRO DE HIPOTECAS Y GRAVÁMENES: no registra.',
    'B.- REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
    'TIPO         FOJAS    NÚMERO  AÑO   DETALLE          BENEFICIARIO',
    'PROHIBICIÓN  733      640     2021  de no gravar     COOPERATIVA DE AHORRO',
    '                                    ni enajenar      ORIENTE LIMITADA',
    'C.- BIEN FAMILIAR (Ley 19.335): no registra.',
    'Parral, 14 de abril de 2026.',
  ];

  it('joins each wrapped cell to its own, the section letter no part of the name', () => {
    const { value } = extractGpCertificate(cbrDocument(gp));
    expect(value.prohibiciones.map((entry) => [entry.fojas, entry.accion, entry.acreedor])).toEqual([
      [733, 'de no gravar ni enajenar', 'COOPERATIVA DE AHORRO ORIENTE LIMITADA'],
    ]);
  });
});
