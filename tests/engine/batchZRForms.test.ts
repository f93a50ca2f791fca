import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZR exposed, each in wordings written for these tests and different from
 * the batch's own: made-up offices, people, numbers.
 */

describe('a CBR bundle: a copy with vigencia, then a numbered lien certificate starting mid-page', () => {
  const letterhead = 'CONSERVADOR DE BIENES RAÍCES DE CURICÓ · Oficina de Certificados';
  const first = [
    letterhead,
    'Legajo de certificados · Requerimiento 7731',
    'I. COPIA DE INSCRIPCIÓN CON CERTIFICADO DE VIGENCIA',
    'Registro de Propiedad - Fojas 2210 - Número 1804 - Año 2016',
    'Curicó, doce de mayo de dos mil dieciséis.- Doña VALENTINA ROCÍO ARAYA',
    'PINO, cédula nacional de identidad número 15.880.231-6, soltera, profesora,',
    'domiciliada en calle Los Aromos número 55, comuna de Romeral, es dueña del',
    'sitio número cuatro del loteo Las Palmas, ubicado en calle Los Aromos número',
    'cincuenta y cinco, comuna de Romeral.- Lo adquirió por compra a don PEDRO',
    'Requerimiento 7731 · Hoja 1 de 3',
  ];
  const second = [
    letterhead,
    'ANTONIO LEIVA MUÑOZ, según escritura de fecha dos de mayo de dos mil dieciséis,',
    'otorgada en la Notaría de Curicó de doña Elena Ríos Barra, por el precio de',
    '$38.000.000.- El título anterior está a fojas 901 número 744 del año 2003.-',
    'CERTIFICO: que la inscripción transcrita está vigente al 3 de marzo de 2026.',
    'Curicó, 3 de marzo de 2026. Código de verificación: CUR-VIG-7731-1',
    'II. CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Inmueble: calle Los Aromos Nº 55, sitio 4, Romeral',
    'Inscrito a: fojas 2210 número 1804 del Registro de Propiedad del año 2016',
    'Propietario: ARAYA PINO VALENTINA ROCÍO',
    'Clase         : HIPOTECA',
    'Inscripción   : fojas 640 número 512 del año 2016',
    'Acreedor      : BANCO SANTANDER-CHILE',
    'Monto         : 1.100 UF',
    '      -- Registro de Hipotecas y Gravámenes --',
    'Clase         : PROHIBICIÓN',
    'Inscripción   : fojas 702 número 590 del año 2016',
    'Requerimiento 7731 · Hoja 2 de 3',
  ];
  const third = [
    letterhead,
    'A favor de    : BANCO SANTANDER-CHILE',
    'Alcance       : de gravar y enajenar',
    '      -- Registro de Interdicciones y Prohibiciones de Enajenar --',
    'Litigios: sin anotaciones.',
    'Curicó, 3 de marzo de 2026. Código de verificación: CUR-GRV-7731-2',
    'Requerimiento 7731 · Hoja 3 de 3',
  ];

  it('keeps the page the lien certificate goes on to, with a code of its own, in the bundle', () => {
    expect(typedParts(first, second, third)).toEqual(['1-3 dominio_vigente']);
  });

  it('reads the lien certificate from its numbered title on, without the copy before it', () => {
    const [part, ...more] = bundledParts('dominio_vigente', cbrDocument(first, second, third));
    expect(more).toEqual([]);
    expect(part?.type).toBe('gp');
    const value = part?.type === 'gp' ? part.result.value : null;
    expect(value?.codigo_verificacion).toBe('CUR-GRV-7731-2');
    expect(value?.gravamenes.map((lien) => [lien.fojas, lien.acreedor])).toEqual([
      [640, 'BANCO SANTANDER-CHILE'],
    ]);
  });
});

describe('a lien certificate of label/value blocks', () => {
  const certificate = [
    'CONSERVADOR DE BIENES RAÍCES DE SAN FERNANDO',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Inmueble: pasaje Las Camelias Nº 318, lote C, Chimbarongo',
    'Inscrito a: fojas 1.517 número 1.230 del Registro de Propiedad del año 2019',
    'Propietario: SOTO VERGARA LUIS ALBERTO',
    'Tipo          : PROHIBICIÓN',
    'Inscripción   : fojas 880 número 745 del año 2019',
    'Beneficiario  : COOPERATIVA DEL SUR LIMITADA',
    'Objeto        : de no gravar ni enajenar',
    '       -- Registro de Interdicciones y Prohibiciones de Enajenar --',
    'San Fernando, 9 de enero de 2026. Código de verificación: SFE-GP-55120',
  ];

  it('reads the comuna after a lot printed in lower case after the street', () => {
    expect(extractGpCertificate(cbrDocument(certificate)).value.comuna).toBe('Chimbarongo');
  });

  it('ends what a prohibition forbids at the rule of dashes naming its registry', () => {
    const [prohibition] = extractGpCertificate(cbrDocument(certificate)).value.prohibiciones;
    expect(prohibition?.accion).toBe('de no gravar ni enajenar');
  });
});

describe("a municipal affectation certificate whose road's words wrap", () => {
  it('joins a ruled two-column grid cell wrapped onto the row below, its label cell blank', () => {
    const certificate = [
      'MUNICIPALIDAD DE PAINE - DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 88/2026',
      'Fecha: 14.02.2026',
      'Dirección del predio: CALLE BALMACEDA 904',
      '+---------------------------+--------------------------------------+',
      '| Consulta                  | Respuesta                            |',
      '+---------------------------+--------------------------------------+',
      '| Afectación por vialidad   | SÍ                                   |',
      '| Vía afectada              | Calle Balmaceda, ensanche a 15       |',
      '|                           | metros entre líneas oficiales        |',
      '| Afectación por parque     | NO                                   |',
      '+---------------------------+--------------------------------------+',
      'Código de verificación: PAI-DOM-0088-26',
    ];
    expect(extractMunicipalAffectation(certificateDocument(certificate)).value.vias_expropiacion_vial).toBe(
      'Calle Balmaceda, ensanche a 15 metros entre líneas oficiales',
    );
  });

  it("joins a numbered item's value cut by the page's width, its rest alone before the next item", () => {
    const certificate = [
      'Municipalidad de Malloa - Dirección de Obras',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 57',
      'Malloa, 2 de marzo de 2026',
      'Propiedad: CALLE ARTURO PRAT 77    Rol 40-12',
      '1. ¿Afecto a utilidad pública por vialidad? ............ SÍ',
      '2. Vía: apertura de pasaje Los Castaños entre calle Arturo Prat y Camino',
      'Real Pelequén',
      '3. ¿Afecto a utilidad pública por parque? ............. NO',
      'Código de verificación: MLL-DOM-57-C',
    ];
    expect(extractMunicipalAffectation(certificateDocument(certificate)).value.vias_expropiacion_vial).toBe(
      'apertura de pasaje Los Castaños entre calle Arturo Prat y Camino Real Pelequén',
    );
  });
});

describe('a certification-only dominio vigente naming the property by its comuna alone', () => {
  it('reads no description from "correspondiente al inmueble ubicado en la comuna de …"', () => {
    const certificate = [
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Nº Certificado: 774031          Carátula: 90215',
      'Certifico: que la inscripción de fojas 3.105 número 2.660 del Registro de Propiedad',
      'del año 2.020, correspondiente al inmueble ubicado en la comuna de Peñaflor, Rol de',
      'avalúo Nº 1120-8, se encuentra VIGENTE a nombre de:',
      '  1.- ROBERTO ANDRÉS CAMPOS LEAL, RUT 12.604.338-K',
      'Emitido el 11/03/2026.-',
      'Código de verificación: PFL-DV-774031',
      '                              CONSERVADOR DE BIENES RAÍCES DE TALAGANTE',
    ];
    const { entry } = extractInscription(cbrDocument(certificate)).value;
    expect(entry.fojas).toBe(3105);
    expect(entry.descripcion_propiedad).toBeNull();
  });
});

describe('a TGR certificate whose certification denies the overdue section', () => {
  it('doubts an overdue amount read where the certificate says there is none', () => {
    const certificate = [
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
      'NOMBRE PAREDES LAGOS MARÍA JOSÉ',
      'ROL 4410-00212-004',
      'Total Deuda Liquidada Morosa CLP 61,230',
      'Fecha de Emisión del Certificado: 02-02-2026',
      'La Tesorería General de la República certifica que, según la Cuenta Única Tributaria del ROL',
      'individualizado, éste no registra deuda morosa y registra la deuda no vencida que se indica.',
    ];
    const { value, provenance } = extractTgrDebt(certificateDocument(certificate));
    expect(value.certificate.total_deuda_vencida_liquidada).toBe(61230);
    expect(provenance['total_deuda_vencida_liquidada']?.unsure).toContain('amounts_disagree');
  });
});
