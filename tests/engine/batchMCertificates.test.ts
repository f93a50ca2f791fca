import { describe, expect, it } from 'vitest';

import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { certificateDocument } from '../support/engineDocuments';

/*
 * Forms batch M exposed (issue #18), in new wordings: made-up offices, people and numbers.
 */

const municipal = (...lines: string[]) => extractMunicipalAffectation(certificateDocument(lines));
const serviu = (...lines: string[]) => extractServiuReport(certificateDocument(lines));
const tgr = (...lines: string[]) => extractTgrDebt(certificateDocument(lines)).value.certificate;

describe('SERVIU report whose answer sits in a boxed table', () => {
  it.each([
    ['NO', false],
    ['SÍ', true],
  ])('reads a "| question | %s |" row as %s', (answer, expected) => {
    const { value } = serviu(
      'SERVIU REGIÓN DE ÑUBLE',
      'INFORME DE SITUACIÓN DE PROPIEDAD            N° de certificado: 7702',
      '',
      '+---------------------------+-----------------------------+',
      '| Rol de avalúo             | 88-4                        |',
      '| Comuna                    | Chillán                     |',
      `| Afecta a expropiación del SERVIU | ${answer.padEnd(21)}|`,
      '+---------------------------+-----------------------------+',
    );
    expect(value.objeto_expropiacion).toBe(expected);
  });
});

describe('DOM declaration of public utility answered line by line with "no afecta"', () => {
  const lines = [
    'ILUSTRE MUNICIPALIDAD DE LINARES',
    'Dirección de Obras Municipales',
    '            CERTIFICADO DE DECLARATORIA DE UTILIDAD PÚBLICA',
    'A solicitud de AGRÍCOLA LOS PEUMOS SpA, RUT 77.104.220-3, se certifica respecto',
    'del inmueble de avenida Brasil N° 455, Rol de avalúo N° 310-9, lo siguiente:',
    '  Ensanche de vía .......................... no afecta',
    '  Apertura de vía .......................... no afecta',
    '  Parque o área verde ...................... no afecta',
    'Por lo tanto, el inmueble NO está afecto a declaratoria de utilidad pública.',
  ];

  it('reads no affectation anywhere', () => {
    const { value } = municipal(...lines);
    expect(value.expropiacion_vial).toBe(false);
    expect(value.expropiacion_por_parque).toBe(false);
    expect(value.objeto_expropiacion).toBe(false);
  });

  it('reads the applicant named with its RUT as the contribuyente', () => {
    const { value } = municipal(...lines);
    expect(value.contribuyente).toEqual({ nombre: 'AGRÍCOLA LOS PEUMOS SpA', rut: '77.104.220-3' });
  });
});

describe('TGR certificate with each value on its own line before its label', () => {
  it('reads the name, address, comuna and rol', () => {
    const certificate = tgr(
      'Certificado de Deuda',
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'MUÑOZ TAPIA ELENA BEATRIZ                                   NOMBRE',
      'PJ LAS ACACIAS 1190 V LOS AROMOS                         DIRECCION',
      'CHIGUAYANTE                                                  COMUNA',
      '8103-00771-004                                                  ROL',
      'Total Deuda No Vencida Liquidada',
      'CLP 0',
    );
    expect(certificate.contribuyente.nombre).toBe('MUÑOZ TAPIA ELENA BEATRIZ');
    expect(certificate.direccion_propiedad).toBe('PJ LAS ACACIAS 1190 V LOS AROMOS');
    expect(certificate.comuna_propiedad).toBe('Chiguayante');
    expect(certificate.rol_avaluo).toBe('771-4');
  });
});

describe('certificate number printed with thousands dots and its year', () => {
  it('reads "N° 31.907-2025" as 31907', () => {
    const { value } = serviu(
      'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DEL BIOBÍO',
      'INFORME N° 31.907-2025',
      'El inmueble de Rol de Avalúo 55-12 de la comuna de Tomé NO se encuentra afecto a expropiación.',
    );
    expect(value.numero_certificado).toBe(31907);
  });
});

describe('DOM form naming the affected road under "Vía afecta:"', () => {
  it('reads the road without its label', () => {
    const { value } = municipal(
      'MUNICIPALIDAD DE OVALLE',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      '   CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 2025-0412',
      'Rol de avalúo             : 811-3',
      'Afecto a declaratoria de utilidad pública:   [X] SÍ    [ ] NO',
      '   Vialidad:             [ ] Ensanche    [X] Apertura',
      '   Vía afecta:           calle Los Espinos, apertura de 15 metros entre líneas oficiales',
      'Áreas verdes / parques:                                      [ ] SÍ    [X] NO',
    );
    expect(value.expropiacion_vial).toBe(true);
    expect(value.vias_expropiacion_vial).toBe(
      'calle Los Espinos, apertura de 15 metros entre líneas oficiales',
    );
  });
});

describe('DOM form whose "Tipo de predio" names one option and then explains it', () => {
  it('reads "Rural (zona de extensión urbana …)" as rural', () => {
    const { value, provenance } = municipal(
      'ILUSTRE MUNICIPALIDAD DE PURRANQUE',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'Rol                  : 77-301',
      'Tipo de predio       : Rural (zona de extensión urbana, PRI Purranque)',
      '¿Afecto a utilidad pública?                      NO',
    );
    expect(value.tipo_vivienda).toBe('Rural');
    expect(provenance.tipo_vivienda?.unsure ?? []).toEqual([]);
  });
});

describe('addresses that go on past a comma or a line break', () => {
  it('keeps the subdivision project after the parcel', () => {
    const { value } = municipal(
      'ILUSTRE MUNICIPALIDAD DE PURRANQUE',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'Predio               : Lote 3, Proyecto de Parcelación El Retiro',
      'Rol                  : 77-301',
    );
    expect(value.direccion_propiedad).toBe('Lote 3, Proyecto de Parcelación El Retiro');
  });

  it('keeps a name the line break split after a word that cannot end it', () => {
    const { value } = serviu(
      'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE ATACAMA',
      'Respecto del inmueble ubicado en calle Colipí N° 455, Villa Santa',
      'Elvira, comuna de Copiapó, Rol de Avalúo 901-7, este Servicio informa que NO se encuentra',
      'afecto a expropiación.',
    );
    expect(value.direccion_propiedad).toBe('calle Colipí N° 455, Villa Santa Elvira');
  });
});
