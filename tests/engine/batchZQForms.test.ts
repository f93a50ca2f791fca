import { describe, expect, it } from 'vitest';

import { canonicalComuna } from '../../common/vocabularies/comunas';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZQ exposed, each in wordings written for these tests and different from the
 * batch's own: made-up offices, people, numbers.
 */

describe("a comuna whose municipality spells it apart from the official list's spelling", () => {
  it.each([
    ['PAIHUANO', 'Paihuano'],
    ['Paiguano', 'Paihuano'],
    ['Ilustre Municipalidad de Paihuano', 'Paihuano'],
  ])('reads %j as the municipality writes it', (printed, canonical) => {
    expect(canonicalComuna(printed)).toBe(canonical);
  });
});

describe('a DOM form whose "Tipo:" item names the kind, a dash, then the road', () => {
  const form = [
    'ILUSTRE MUNICIPALIDAD DE QUILLÓN',
    'DIRECCIÓN DE OBRAS MUNICIPALES',
    'CERTIFICADO N° 77 / 2026 - AFECTACIÓN A UTILIDAD PÚBLICA',
    'Quillón, tres de mayo de dos mil veintiséis.',
    'Propietario: ARMANDO JESÚS LEIVA SOTO, RUT 9.456.120-3',
    'Inmueble: CAMINO A CERRO NEGRO N° 310, Rol 512-4.',
    '1.- ¿Afecto a utilidad pública?                 SÍ',
    '2.- ¿Por vialidad?                              SÍ',
    '3.- Tipo: ENSANCHE – avenida Bernardo O’Higgins poniente',
    '4.- ¿Involucra edificaciones?                   NO (sólo terreno)',
    '5.- ¿Por área verde o parque?                   NO',
  ];

  it('reads the road after the kind, not the next item', () => {
    const { value } = extractMunicipalAffectation(certificateDocument(form));
    expect(value.tipo_expropiacion_vial).toBe('Ensanche');
    expect(value.vias_expropiacion_vial).toBe('avenida Bernardo O’Higgins poniente');
  });
});

describe('a "Tipo:" item that ticks the kind, or names the road under a label of its own', () => {
  const form = (items: string[]) => [
    'ILUSTRE MUNICIPALIDAD DE MAULLÍN',
    'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 55',
    'Maullín, 9 de julio de 2026.',
    'Inmueble: calle Urmeneta N° 91, Rol 44-2',
    '1. Por vialidad                          SÍ (X)    NO ( )',
    ...items,
    '2. Por área verde                        SÍ ( )    NO (X)',
  ];
  const road = 'calle Urmeneta, ensanche a 18 metros entre líneas oficiales';

  it.each([
    [['   Tipo: Ensanche (X)   Apertura ( )', `   Vía: ${road}`]],
    [[`   Tipo: ENSANCHE — vía: ${road}`]],
  ])('reads the road from its own label in %j', (items) => {
    expect(extractMunicipalAffectation(certificateDocument(form(items))).value.vias_expropiacion_vial).toBe(
      road,
    );
  });
});

describe('a DOM row of boxes whose detail cell chooses the kind, the road on a line of its own', () => {
  const form = [
    'I. MUNICIPALIDAD DE TOLTÉN - DIRECCIÓN DE OBRAS',
    'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
    'N° 208 - Toltén, 2 de febrero de 2026',
    'Nombre: ROSA ELENA MANQUEL PAINE',
    'Ubicación: PASAJE LAS GAVIOTAS N° 12, VILLA EL FARO',
    'Rol: 118-6     Área: [X] Urbana  [ ] Rural',
    'Afecto a declaratoria de utilidad pública:   [X] SÍ   [ ] NO',
    '  Vialidad:   [X] SÍ  [ ] NO     Tipo: [ ] Ensanche  [X] Apertura',
    '  Vía(s): pasaje Las Gaviotas, apertura a 11 metros entre líneas oficiales',
    '  La afectación involucra: [X] edificaciones  [ ] sólo terreno',
    '  Área verde / parque:  [ ] SÍ  [X] NO',
  ];

  it('reads the road from its own line, not the boxes of the kind', () => {
    const { value } = extractMunicipalAffectation(certificateDocument(form));
    expect(value.tipo_expropiacion_vial).toBe('Apertura');
    expect(value.vias_expropiacion_vial).toBe(
      'pasaje Las Gaviotas, apertura a 11 metros entre líneas oficiales',
    );
  });
});

describe("a SERVIU letter whose property's name a line break parts after its article", () => {
  const letter = (place: string[]) => [
    'SERVIU REGIÓN DEL MAULE',
    'Talca, 12 de enero de 2026',
    'CERTIFICADO N° 2290',
    `Se certifica que el inmueble Rol 88-31, ubicado en ${place[0]}`,
    `${place[1]}, comuna de Pencahue, no está considerado en programas de`,
    'expropiación de este Servicio.',
  ];

  it.each([
    [['Parcela N° 12 Hacienda El', 'Carmen'], 'Parcela N° 12 Hacienda El Carmen'],
    [['Lote 3-B Fundo Las', 'Vertientes'], 'Lote 3-B Fundo Las Vertientes'],
  ])('reads %j whole', (place, address) => {
    expect(extractServiuReport(certificateDocument(letter(place))).value.direccion_propiedad).toBe(address);
  });
});
