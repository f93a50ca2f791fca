import { describe, expect, it } from 'vitest';

import { classifyDocument, isCloseCall } from '../../server/analysis/engine/classify';
import {
  neighboursCutShort,
  neighboursHoldingForeignWords,
} from '../../server/analysis/engine/checks/boundaryRunOn';
import { normalise } from '../../server/analysis/engine/classify/scoreTypes';
import { CANCELLED_BY_TRANSFER } from '../../server/analysis/engine/classify/sharedSignals';
import { cbrDocument, certificateDocument, documentFromPages } from '../support/engineDocuments';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';

/*
 * Forms held-out batch ZE showed, in new wordings: a copy whose margin says it was cancelled by a
 * later transfer is an earlier title, also when the note names the buyer before the new fojas, or
 * when a worn copy glued "transferencia" to the "a" after it.
 */
const body = (note: string) => `CONSERVADOR DE BIENES RAÍCES DE PANGUIPULLI
REGISTRO DE PROPIEDAD AÑO 2011
FOJAS 842 NÚMERO 713
En Panguipulli, a doce de mayo de dos mil once, doña TERESA ISABEL NAHUELPÁN ROA, soltera,
profesora, cédula nacional de identidad número 10.441.205-6, de este domicilio, es dueña del
inmueble ubicado en calle Los Coihues número ciento doce, comuna de Panguipulli, que deslinda:
NORTE, en 18,00 metros con calle Los Coihues; SUR, en 18,00 metros con sitio número nueve.- La
adquirió por compra a don ARMANDO LUIS VERA TRONCOSO, según escritura de fecha tres de mayo de
dos mil once, otorgada en la Notaría de Panguipulli de don Félix Soto Mena, por el precio de
DOCE MILLONES DE PESOS ($12.000.000).- Título anterior a fojas 211 número 190 del año 1999.-
Rol de avalúo 118-7.- Doy fe.-
${note}
Es copia fiel de su original. Panguipulli, 4 de febrero de 2026.
Código de verificación: PGP-2026-00871`;

describe('batch ZE forms: a copy cancelled by a later transfer', () => {
  it.each([
    [
      'the note names the buyer before the new inscription',
      'Nota: CANCELADA. Vendida a Jorge Iván Millar Paredes, inscripción de fojas 1.310 N° 1.102 del año 2020.',
    ],
    [
      'the note says transferred to a named buyer at fojas',
      'Al margen: Cancelado: transferido a Inversiones Los Ulmos SpA a fojas 77 número 64 de 2018.',
    ],
    [
      'a worn copy glued "transferencia" to the "a"',
      '[margen] Cancelada por transferenciaa fs. 905 N° 811 del año 2017.',
    ],
  ])('%s: an earlier title, no close call', (_case, note) => {
    const classification = classifyDocument(documentFromPages('copia.pdf', [body(note)]));
    expect(classification.type).toBe('titulo_anterior');
    expect(isCloseCall(classification)).toBe(false);
  });

  it.each([
    'Al margen: Hipoteca cancelada. Anotada a fojas 50 número 41 del año 2015.',
    'Al margen: cancelada la prohibición, inscrita a fojas 12 número 9 de 2016.',
  ])('a mortgage or prohibition cancelled in the margin is no cancelled title: %s', (note) => {
    expect(CANCELLED_BY_TRANSFER.test(normalise(note))).toBe(false);
  });
});

describe('batch ZE forms: a neighbour run into the next side doubts its length too', () => {
  it('doubts the length of a side whose neighbour holds a length of its own', () => {
    expect(
      neighboursHoldingForeignWords([
        ['property_registry_history[0].deslindes[2].largo', '145,00 metros'],
        ['property_registry_history[0].deslindes[2].propiedad', 'parcela once en 96 metro NTE, parcela doce'],
        ['property_registry_history[0].deslindes[3].largo', '145,00 metros'],
        ['property_registry_history[0].deslindes[3].propiedad', 'parcela doce'],
      ]),
    ).toEqual([
      'property_registry_history[0].deslindes[2].propiedad',
      'property_registry_history[0].deslindes[2].largo',
    ]);
  });

  it('leaves the length of a side whose neighbour holds only a margin note', () => {
    expect(
      neighboursHoldingForeignWords([
        ['property_registry_history[0].deslindes[0].largo', '12,00 metros'],
        ['property_registry_history[0].deslindes[0].propiedad', 'ca-Nº 52 año 2017. lle Ercilla'],
      ]),
    ).toEqual(['property_registry_history[0].deslindes[0].propiedad']);
  });
});

describe('batch ZE forms: a neighbour cut short inside its name', () => {
  it('doubts a neighbour ending on two letters of a name after its preposition', () => {
    expect(
      neighboursCutShort([
        ['property_registry_history[0].deslindes[0].propiedad', 'estero de Qu'],
        ['property_registry_history[0].deslindes[1].propiedad', 'camino a Villarrica'],
        ['property_registry_history[0].deslindes[2].propiedad', 'lote A'],
        ['property_registry_history[0].deslindes[3].propiedad', 'calle Los Ulmos'],
      ]),
    ).toEqual(['property_registry_history[0].deslindes[0].propiedad']);
  });
});

describe('batch ZE forms: an owner hyphenated across the line break', () => {
  it('rejoins the owner’s word the line break split', () => {
    const certificate = certificateDocument([
      'ILUSTRE MUNICIPALIDAD DE PUCÓN',
      'Dirección de Obras Municipales',
      'CERTIFICADO N° 31/2026 - UTILIDAD PÚBLICA',
      'La Dirección de Obras Municipales de Pucón certifica que el predio',
      'denominado Parcela 9 Loteo Los Robles, Rol de Avalúo 311-12, de propiedad de INVERSIONES FORESTA-',
      'LES DEL SUR LIMITADA, RUT 77.204.118-2, se emplaza en el área rural de la comuna, por lo que no le',
      'afectan declaratorias de utilidad pública por vialidad ni por áreas verdes.',
    ]);
    expect(extractMunicipalAffectation(certificate).value.contribuyente).toEqual({
      nombre: 'INVERSIONES FORESTALES DEL SUR LIMITADA',
      rut: '77.204.118-2',
    });
  });
});

describe('batch ZE forms: a GP table row followed by a registry row answered "no hay"', () => {
  it('ends the creditor before the next row’s registry cell and its empty answer', () => {
    const { prohibiciones } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LAUTARO',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inscripción de dominio: Fs. 301   Nº 255   Año 2016',
        '| Registro       | Tipo      | Fojas | N°  | Año  | Fecha      | Detalle                        |',
        '| Interdicciones | EMBARGO   | 61    | 52  | 2024 | 02/07/2024 | Juzgado de Letras de Lautaro,  |',
        '| y Prohibiciones|           |       |     |      |            | causa Rol C-77-2024, a favor de |',
        '|                |           |       |     |      |            | ROSA ELENA CATRILEO FUENTES     |',
        '| Litigios       | No registra |     |     |      |            |                                |',
        'Derechos: $5.300',
        'Lautaro, 9 de marzo de 2026',
        'HERNÁN PATRICIO SOLÍS MORA Conservador de Bienes Raíces',
      ]),
    ).value;
    expect(prohibiciones.map((lien) => lien.acreedor)).toEqual(['ROSA ELENA CATRILEO FUENTES']);
  });
});
