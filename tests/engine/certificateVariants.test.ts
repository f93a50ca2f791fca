import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../../server/analysis/engine/classify';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { documentFromPages } from '../support/engineDocuments';

/*
 * The non-CBR certificates in the wordings and layouts offices print them (issue #18 item 6 and
 * the forms around it): TGR, SII, SERVIU, DOM, Registro Civil and Registro de Comercio, each in
 * variants written for these tests — made-up offices, people, numbers and layouts, none taken
 * from a corpus. Each snippet is also classified, since a misread type loses every field.
 */

const documentOf = (lines: string[]) => documentFromPages('certificado.pdf', [lines.join('\n')]);
const typeOf = (lines: string[]) => classifyDocument(documentOf(lines)).type;

const serviu = (...lines: string[]) => extractServiuReport(documentOf(lines)).value;

describe('SERVIU certificado de expropiación', () => {
  it('reads a SÍ/NO table whose NO column carries the mark, with number, date, address and rol', () => {
    const lines = [
      'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DEL BIOBÍO',
      'CERTIFICADO DE NO EXPROPIACIÓN N° 4.518',
      'Concepción, 21 de mayo de 2025',
      'Dirección: Pasaje Los Aromos 233',
      'Comuna: Talcahuano',
      'Rol de avalúo: 3021-14',
      'Materia                                   SÍ      NO',
      'Afecto a expropiación por SERVIU                   X',
      'Código de verificación: BB7Q-22XM',
    ];
    expect(typeOf(lines)).toBe('serviu_no_expropiacion');
    expect(serviu(...lines)).toEqual({
      fecha_emision: '2025-05-21',
      numero_certificado: 4518,
      rol_avaluo: '3021-14',
      direccion_propiedad: 'Pasaje Los Aromos 233',
      comuna_propiedad: 'Talcahuano',
      codigo_verificacion: 'BB7Q-22XM',
      objeto_expropiacion: false,
    });
  });

  it('reads a mark in the SÍ column', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DE VALPARAÍSO',
        'CERTIFICADO DE EXPROPIACIÓN',
        'Materia                                   SÍ      NO',
        'Afecto a expropiación por SERVIU          X',
      ).objeto_expropiacion,
    ).toBe(true);
  });

  it('reads options in brackets: the ticked one decides', () => {
    expect(
      serviu(
        'SERVIU METROPOLITANO',
        'CERTIFICADO DE AFECTACIÓN A EXPROPIACIÓN',
        'La propiedad consultada:   (X) NO se encuentra afecta a expropiación',
        '                           ( ) SÍ se encuentra afecta a expropiación',
      ).objeto_expropiacion,
    ).toBe(false);
    expect(
      serviu(
        'SERVIU METROPOLITANO',
        'CERTIFICADO DE AFECTACIÓN A EXPROPIACIÓN',
        'La propiedad consultada:   ( ) NO se encuentra afecta a expropiación',
        '                           (X) SÍ se encuentra afecta a expropiación',
      ).objeto_expropiacion,
    ).toBe(true);
  });

  it('reads "afecta" / "no afecta" answers and the number written "N° 2025-00871"', () => {
    const value = serviu(
      'SERVIU REGIÓN DE LA ARAUCANÍA',
      'CERTIFICADO N° 2025-00871',
      'Fecha: 03.06.2025',
      'Situación respecto de expropiaciones SERVIU:   NO AFECTA',
    );
    expect(value).toMatchObject({ objeto_expropiacion: false, fecha_emision: '2025-06-03' });
  });

  it('reads a narrative affirmative with the project that affects the property', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DE ÑUBLE',
        'INFORME DE SITUACIÓN DE EXPROPIACIÓN N° 771',
        'Chillán, 2 de julio de 2025',
        'Se informa que el inmueble de calle Libertad 1120, comuna de Chillán, rol 140-9, se encuentra',
        'afecto a expropiación por el proyecto "Mejoramiento Eje Libertad", en una faja de 4,5 metros.',
      ),
    ).toMatchObject({
      numero_certificado: 771,
      rol_avaluo: '140-9',
      objeto_expropiacion: true,
      fecha_emision: '2025-07-02',
    });
  });

  it('reads a labelled answer "Afecta a expropiación: NO" after a row of data cells', () => {
    expect(
      serviu(
        'SERVIU REGIÓN DE LOS LAGOS',
        'CERTIFICADO DE EXPROPIACIÓN',
        'N° Certificado: 9904    Fecha: 11/04/2025',
        'Afecta a expropiación: NO',
      ),
    ).toMatchObject({ numero_certificado: 9904, fecha_emision: '2025-04-11', objeto_expropiacion: false });
  });
});

const municipal = (...lines: string[]) => extractMunicipalAffectation(documentOf(lines)).value;

const DOM_HEAD = [
  'ILUSTRE MUNICIPALIDAD DE PEÑALOLÉN',
  'DIRECCIÓN DE OBRAS MUNICIPALES',
  'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 1.204',
  'Fecha: 14/05/2025',
  'Dirección: Avenida Grecia 8820',
  'Rol de avalúo: 4410-77',
];

describe('DOM certificado de afectación a utilidad pública', () => {
  it('reads ticked options "terreno ( ) edificaciones (X)" for the road affectation', () => {
    const lines = [
      ...DOM_HEAD,
      'AFECTACIÓN VIAL:        SÍ (X)   NO ( )',
      'Tipo:                   Ensanche (X)   Apertura ( )',
      'Vía:                    Avenida Grecia',
      'Afecta a:               terreno ( )   edificaciones (X)',
      'AFECTACIÓN POR PARQUE:  SÍ ( )   NO (X)',
    ];
    expect(typeOf(lines)).toBe('afectacion_utilidad_publica');
    expect(municipal(...lines)).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Avenida Grecia',
      tipo_afectacion_vial: 'Afectación involucra edificios',
      expropiacion_por_parque: false,
      tipo_afectacion_por_parque: null,
    });
  });

  it('reads ticked options with the mark before the word: "(X) terreno ( ) edificaciones"', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'AFECTACIÓN VIAL:        (X) SÍ   ( ) NO',
        'Tipo:                   ( ) Ensanche   (X) Apertura',
        'Afecta a:               (X) terreno   ( ) edificaciones',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
    });
  });

  it('reads the affectation type in the detail cell of a park row', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Afectación                     SÍ     NO     Detalle',
        'Vialidad                              X',
        'Parque / área verde            X             Afecta sólo terreno, faja de 12 m',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra sólo terreno',
    });
    expect(
      municipal(
        ...DOM_HEAD,
        'Afectación                     SÍ     NO     Detalle',
        'Ensanche vial                  X             Calle Los Presidentes, faja de 5 m, sólo terreno',
        'Parque / área verde            X             Involucra edificaciones',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
    });
  });

  it('reads the road, its faja and ancho from the detail cell of the road row', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Concepto                    SÍ    NO    Vía / faja',
        'Ensanche                    X           Av. Tobalaba, faja de 6 m, ancho futuro 40 m',
        'Apertura                          X',
        'Área verde                        X',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      vias_expropiacion_vial: 'Av. Tobalaba, faja de 6 m, ancho futuro 40 m',
      expropiacion_por_parque: false,
    });
  });

  it('reads "X" under NO for every row as no affectation', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Tipo de afectación            SÍ       NO',
        'Ensanche de vía                        X',
        'Apertura de vía                        X',
        'Parques y áreas verdes                 X',
        'Otras (equipamiento)                   X',
      ),
    ).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false, expropiacion_por_parque: false });
  });

  it('reads the opening row marked while the widening row is not', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Tipo de afectación            SÍ       NO       Observaciones',
        'Ensanche de vía                        X',
        'Apertura de vía               X                 Calle Nueva Uno, 15 m entre líneas oficiales',
        'Parques y áreas verdes                 X',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      vias_expropiacion_vial: 'Calle Nueva Uno, 15 m entre líneas oficiales',
      expropiacion_por_parque: false,
    });
  });

  it('reads "afecta" / "no afecta" beside each row and the type of the one that affects', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Vialidad (ensanche)          AFECTA         Av. Grecia, faja 3,5 m, solo terreno',
        'Parques                      NO AFECTA',
      ),
    ).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Ensanche',
      tipo_afectacion_vial: 'Afectación involucra sólo terreno',
      expropiacion_por_parque: false,
    });
  });

  it('reads prose stating no affectation of any kind', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Revisado el Plan Regulador Comunal vigente, se certifica que la propiedad individualizada NO se',
        'encuentra afecta a declaratoria de utilidad pública por ensanche o apertura de vías, ni por',
        'parques o áreas verdes.',
      ),
    ).toMatchObject({ objeto_expropiacion: false, expropiacion_vial: false, expropiacion_por_parque: false });
  });

  it('reads prose stating a park affectation that involves buildings, and no road affectation', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Se certifica que la propiedad individualizada se encuentra afecta a utilidad pública por',
        'destinarse a parque comunal según el Plan Regulador, afectación que involucra las edificaciones',
        'existentes. No está afecta a ensanche ni apertura de vías.',
      ),
    ).toMatchObject({
      objeto_expropiacion: true,
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
    });
  });

  it('reads the certificate’s own fields: date in words, comuna from the municipality, owner', () => {
    expect(
      municipal(
        'I. MUNICIPALIDAD DE SAN FELIPE',
        'Dirección de Obras',
        'CERTIFICADO N° 88 / 2025',
        'AFECTACIÓN A UTILIDAD PÚBLICA',
        'Propietario: CONTRERAS LILLO MARCO ANTONIO',
        'Ubicación: Calle Merced 1044',
        'Rol: 210-5',
        'Vialidad    NO',
        'Parque      NO',
        'San Felipe, 9 de junio de 2025',
      ),
    ).toMatchObject({
      fecha_emision: '2025-06-09',
      comuna_propiedad: 'San Felipe',
      contribuyente: { nombre: 'CONTRERAS LILLO MARCO ANTONIO' },
      direccion_propiedad: 'Calle Merced 1044',
      rol_avaluo: '210-5',
      objeto_expropiacion: false,
    });
  });
});

describe('DOM certificado de afectación, options with their box after them', () => {
  it('reads the opening ticked after its word, and the area ticked after URBANA', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Área: URBANA (X)   RURAL ( )',
        'Afectación por vialidad:   SÍ [X]   NO [ ]',
        'Clase:   Ensanche [ ]   Apertura [X]',
        'Afectación por áreas verdes:   SÍ [ ]   NO [X]',
      ),
    ).toMatchObject({
      tipo_vivienda: 'Urbano',
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      expropiacion_por_parque: false,
    });
  });

  it('reads a rural area and a park that takes buildings, each option ticked after its word', () => {
    expect(
      municipal(
        ...DOM_HEAD,
        'Área: URBANA ( )   RURAL (X)',
        'Vialidad:   SÍ ( )   NO (X)',
        'Parque:   SÍ (X)   NO ( )',
        'Compromete:   sólo terreno ( )   terreno y edificaciones (X)',
      ),
    ).toMatchObject({
      tipo_vivienda: 'Rural',
      expropiacion_vial: false,
      expropiacion_por_parque: true,
      tipo_afectacion_por_parque: 'Afectación involucra edificios',
    });
  });
});
