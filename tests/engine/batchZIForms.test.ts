import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { addressValue } from '../../server/analysis/engine/text/recognizers';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZI showed, in snippets written for them (other offices, names, numbers).
 */

describe('an address that names its village or sector after a comma', () => {
  it('keeps the village when it closes the line or the cell', () => {
    expect(addressValue(' Errázuriz N° 318, Quilimarí')?.value).toBe('Errázuriz N° 318, Quilimarí');
    expect(addressValue(' CAMINO REAL Nº 77, LAS CRUCES      Rol: 5-12')?.value).toBe(
      'CAMINO REAL Nº 77, LAS CRUCES',
    );
    expect(addressValue(' Baquedano 640, Villa Los Nogales, Puerto Varas Bajo\n')?.value).toBe(
      'Baquedano 640, Villa Los Nogales, Puerto Varas Bajo',
    );
  });

  it('keeps it before the comuna or the rol that follow, and drops those', () => {
    expect(addressValue(' calle Colón N° 52, Caleta Lenga, comuna de Hualpén, rol 88-3')?.value).toBe(
      'calle Colón N° 52, Caleta Lenga',
    );
    expect(addressValue(' Prat N° 915, Pichicuy, Rol de Avalúo 61-2, de propiedad de')?.value).toBe(
      'Prat N° 915, Pichicuy',
    );
  });

  it('drops the comuna itself, a region or a label after the comma', () => {
    expect(addressValue(' Freire N° 208, Rancagua')?.value).toBe('Freire N° 208');
    expect(addressValue(' MAIPÚ 1150, SAN FERNANDO   ROL 44-9')?.value).toBe('MAIPÚ 1150');
    expect(addressValue(' Ancha 12, Región de Valparaíso')?.value).toBe('Ancha 12');
    expect(addressValue(' Orella 71, Comuna: Quillota')?.value).toBe('Orella 71');
    expect(addressValue(' Lautaro 440, ubicado en la comuna')?.value).toBe('Lautaro 440');
  });

  it('reads the village in a SERVIU report and a DOM certificate', () => {
    const serviu = certificateDocument([
      'SERVIU REGIÓN DE ÑUBLE',
      'Informe Nº 3307',
      'Fecha: 4 de agosto de 2026',
      'Inmueble: Balmaceda N° 219, Cobquecura Alto',
      'Comuna: Cobquecura',
      'Rol avalúo: 40-7',
      'Afecto a expropiación SERVIU:   SÍ ( )   NO ( X )',
    ]);
    expect(extractServiuReport(serviu).value).toMatchObject({
      direccion_propiedad: 'Balmaceda N° 219, Cobquecura Alto',
    });
    const dom = certificateDocument([
      'MUNICIPALIDAD DE PITRUFQUÉN',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 118',
      'Pitrufquén, 2 de septiembre de 2026',
      'El inmueble ubicado en PASAJE LOS MAÑÍOS Nº 31, COMUY, Rol 207-14, de propiedad de',
      'ROSA ELVIRA CATRILAF NAHUEL, no está afecto a utilidad pública.',
    ]);
    expect(extractMunicipalAffectation(dom).value).toMatchObject({
      direccion_propiedad: 'PASAJE LOS MAÑÍOS Nº 31, COMUY',
    });
  });
});

describe('a DOM form whose one cell answers the kind and the road', () => {
  it('reads the road after the kind, the kind apart', () => {
    const dom = certificateDocument([
      'MUNICIPALIDAD DE CURACAUTÍN',
      'DIRECCIÓN DE OBRAS MUNICIPALES',
      'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 77',
      'Curacautín, 9 de octubre de 2026',
      'Dirección: YUNGAY Nº 455',
      '1. ¿Afecto a utilidad pública por vialidad?  SÍ',
      '2. Tipo y vía:  Apertura de pasaje Los Raulíes, a 11 metros entre líneas oficiales',
      '3. ¿Afecto por áreas verdes?  NO',
    ]);
    expect(extractMunicipalAffectation(dom).value).toMatchObject({
      expropiacion_vial: true,
      tipo_expropiacion_vial: 'Apertura',
      vias_expropiacion_vial: 'pasaje Los Raulíes, a 11 metros entre líneas oficiales',
    });
  });
});

describe('a GP entry whose court and case stand in fields of their own', () => {
  it('reads the court with its case', () => {
    const certificate = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CAUQUENES',
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Inmueble ............ pasaje Maule Nº 19, comuna de Cauquenes',
        'Inscripción ......... Fs. 402 Nº 311 Registro de Propiedad año 2019',
        'Propietario ......... MANUEL JESÚS ORELLANA TAPIA, RUT 10.448.215-3',
        '',
        'Tipo ................ EMBARGO',
        'Inscripción ......... Fs. 61 Nº 48 año 2025',
        'Fecha ............... 14/02/2025',
        'Tribunal ............ Segundo Juzgado Civil de Talca',
        'Causa ............... Rol C-1877-2024',
        'Demandante .......... COOPERATIVA AGRÍCOLA LONCOMILLA LIMITADA',
        '',
        'Cauquenes, 3 de marzo de 2026.',
      ]),
    ).value;
    expect(certificate.prohibiciones.map((lien) => [lien.tipo, lien.fojas, lien.accion])).toEqual([
      ['EMBARGO', 61, 'Segundo Juzgado Civil de Talca, causa Rol C-1877-2024'],
    ]);
  });
});
