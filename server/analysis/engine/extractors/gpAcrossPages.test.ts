import { describe, expect, it } from 'vitest';

import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { extractGpCertificate } from './gpCertificate';

/*
 * GP entries that a page break cuts (issue #18 item 4): the continuation on the next page belongs
 * to the entry it finishes, after the office's repeated page furniture, never a new entry nor
 * lost. And an embargo listed under a heading of prohibiciones stays an embargo. Made-up offices,
 * names and numbers.
 */

const read = (...pages: string[]) => extractGpCertificate(documentFromPages('gp.pdf', pages)).value;
const refs = (
  items: { tipo: string; fojas: number | null; vuelta: boolean; numero: number | null; ano: number | null }[],
) =>
  items.map(({ tipo, fojas, vuelta, numero, ano }) => [
    tipo.normalize('NFD').replace(/\p{M}/gu, ''),
    fojas,
    vuelta,
    numero,
    ano,
  ]);

const FOOTER = [
  'Conservador de Bienes Raíces de Ancud , 03 Marzo de 2025',
  'Certificado Nro 55120.- Verifique validez en www.fojas.cl .-',
];

describe('GP entries across a page break', () => {
  it('fojas.cl form: the break falls between an entry’s class and its creditor and inscription', () => {
    const value = read(
      [
        'CERTIFICADO DE HIPOTECAS Y GRAVAMENES',
        'INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'II.- Individualización propietario vigente: (1)',
        '1.- MORALES PÉREZ TERESA Rut: 12.345.678-5',
        'Inscripción: Fs.410 Nro 388 de 2018 , Registro de Propiedad',
        'III.-Limitaciones al dominio desde 03/03/1995 hasta 03/03/2025:',
        'Registro de Hipotecas y Gravamenes: (1)',
        '1.- Clase Inscripción.: HIPOTECA',
        ...FOOTER,
        'Pag: 1/2',
      ].join('\n'),
      [
        'Constituyente: MORALES PÉREZ TERESA.',
        'Acreedor: CAJA DE COMPENSACIÓN LOS ANDES.',
        'Inscripción: Fs.221v Nro 240 de 2018 Fecha Inscripción: 14/05/2018',
        'Registro de Interdicciones y Prohibiciones: (1)',
        '1.- Clase inscripción: EMBARGO',
        'Acreedor: FISCO DE CHILE.',
        'Inscripción: Fs.90 Nro 101 de 2024 Fecha Inscripción: 02/02/2024',
        ...FOOTER,
        'Pag: 2/2',
      ].join('\n'),
    );
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 221, true, 240, 2018]]);
    expect(value.gravamenes[0]?.acreedor).toBe('CAJA DE COMPENSACIÓN LOS ANDES');
    expect(refs(value.prohibiciones)).toEqual([['EMBARGO', 90, false, 101, 2024]]);
  });

  it('fojas.cl form: the title and folio repeat atop the next page, amid an entry', () => {
    const value = read(
      [
        'CERTIFICADO DE HIPOTECAS Y GRAVAMENES',
        'INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Folio Nro: 7781.-Carátula Nro:99120.-',
        'II.- Individualización propietario vigente: (1)',
        '1.- MORALES PÉREZ TERESA Rut: 12.345.678-5',
        'Inscripción: Fs.410 Nro 388 de 2018 , Registro de Propiedad',
        'III.-Limitaciones al dominio desde 03/03/1995 hasta 03/03/2025:',
        'Registro de Hipotecas y Gravamenes: (0)',
        'Registro de Interdicciones y Prohibiciones: (2)',
        '1.- Clase inscripción: PROHIBICION',
        'Acreedor: CAJA DE COMPENSACIÓN LOS ANDES.',
        ...FOOTER,
        'Pag: 1/2',
      ].join('\n'),
      [
        'CERTIFICADO DE HIPOTECAS Y GRAVAMENES',
        'INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        'Folio Nro: 7781.-Carátula Nro:99120.-',
        'Inscripción: Fs.222 Nro 241 de 2018 Fecha Inscripción: 14/05/2018',
        '2.- Clase inscripción: EMBARGO',
        'Acreedor: FISCO DE CHILE.',
        'Inscripción: Fs.90 Nro 101 de 2024 Fecha Inscripción: 02/02/2024',
        ...FOOTER,
        'Pag: 2/2',
      ].join('\n'),
    );
    expect(refs(value.gravamenes)).toEqual([]);
    expect(refs(value.prohibiciones)).toEqual([
      ['PROHIBICION', 222, false, 241, 2018],
      ['EMBARGO', 90, false, 101, 2024],
    ]);
    expect(value.prohibiciones.map((item) => item.acreedor)).toEqual([
      'CAJA DE COMPENSACIÓN LOS ANDES',
      'FISCO DE CHILE',
    ]);
  });

  it('numbered items: the creditor’s name runs onto the next page after the repeated heading', () => {
    const value = read(
      [
        'CONSERVADOR DE BIENES RAICES DE LINARES',
        'CERTIFICADO DE HIPOTECAS Y GRAVAMENES, INTERDICCIONES Y PROHIBICIONES',
        'Del inmueble inscrito a Fs. 802 Nro. 655 del Registro de Propiedad del Año 2019.',
        'REGISTRO DE HIPOTECAS Y GRAVAMENES',
        '1) HIPOTECA : a Fs. 1102 Nro. 977 del Año 2019 por 900 UF en favor de COOPERATIVA DE',
        'Página 1 de 2',
      ].join('\n'),
      [
        'CONSERVADOR DE BIENES RAICES DE LINARES',
        'AHORRO Y CRÉDITO MAULE LIMITADA.',
        '2) SERVIDUMBRE : a Fs. 1190 Nro. 1013 del Año 2020 de tránsito.',
        'REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
        '1) PROHIBICION : a Fs. 640 Nro. 702 del Año 2019 de gravar y enajenar.',
        'Linares, 4 de abril de 2025.',
        'Página 2 de 2',
      ].join('\n'),
    );
    expect(refs(value.gravamenes)).toEqual([
      ['HIPOTECA', 1102, false, 977, 2019],
      ['SERVIDUMBRE', 1190, false, 1013, 2020],
    ]);
    expect(value.gravamenes[0]?.acreedor).toBe('COOPERATIVA DE AHORRO Y CRÉDITO MAULE LIMITADA');
    expect(refs(value.prohibiciones)).toEqual([['PROHIBICION', 640, false, 702, 2019]]);
  });

  it('the break falls inside an entry’s reference: its número and año are on the next page', () => {
    const value = read(
      [
        'CONSERVADOR DE BIENES RAICES DE ANGOL',
        'CERTIFICADO DE GRAVAMENES Y PROHIBICIONES',
        'Propiedad inscrita a fojas 300 número 280 del Registro de Propiedad del año 2016.',
        'HIPOTECAS Y GRAVAMENES:',
        '1.- HIPOTECA inscrita a fojas 512',
        'Hoja 1 de 2',
      ].join('\n'),
      [
        'CONSERVADOR DE BIENES RAICES DE ANGOL',
        'número 498 del año 2016, a favor del BANCO DEL MAULE, por 1.200 UF.',
        'PROHIBICIONES:',
        '1.- EMBARGO inscrito a fojas 77 número 90 del año 2023, decretado por el Juzgado de Letras',
        'de Angol en causa rol C-301-2023, a favor de FINANCIERA ARAUCO S.A.',
        '2.- PROHIBICIÓN de gravar y enajenar inscrita a fojas 410 número 390 del año 2016, a favor',
        'del BANCO DEL MAULE.',
        'Angol, 10 de marzo de 2025.',
        'Hoja 2 de 2',
      ].join('\n'),
    );
    expect(refs(value.gravamenes)).toEqual([['HIPOTECA', 512, false, 498, 2016]]);
    expect(value.gravamenes[0]).toMatchObject({ acreedor: 'BANCO DEL MAULE', suma_dinero: '1.200,00 UF' });
    expect(refs(value.prohibiciones)).toEqual([
      ['EMBARGO', 77, false, 90, 2023],
      ['PROHIBICION', 410, false, 390, 2016],
    ]);
  });
});

describe('an embargo under a heading of prohibiciones', () => {
  it('keeps its kind in a bulleted list, in a narrative sentence and as a table row', () => {
    const bulleted = read(
      [
        'CONSERVADOR DE BIENES RAICES DE LOS ANDES',
        'Propiedad inscrita a fojas 88 número 91 del año 2012 del Registro de Propiedad.',
        'PROHIBICIONES E INTERDICCIONES:',
        '• Prohibición inscrita a fojas 45 N° 50 del año 2012, a favor del Banco del Valle.',
        '• Embargo inscrito a fojas 601 N° 640 del año 2024, decretado por el Juzgado de Letras de Los Andes.',
        'Los Andes, 1 de abril de 2025.',
      ].join('\n'),
    );
    expect(refs(bulleted.prohibiciones)).toEqual([
      ['PROHIBICION', 45, false, 50, 2012],
      ['EMBARGO', 601, false, 640, 2024],
    ]);
    const narrative = read(
      [
        'CONSERVADOR DE BIENES RAICES DE SAN FELIPE',
        'EL TÍTULO DE DOMINIO SE ENCUENTRA INSCRITO A FOJAS 140 N° 133 DEL AÑO 2015.',
        'Revisado el Registro de Interdicciones y Prohibiciones de Enajenar por treinta años, al inmueble le',
        'afecta lo siguiente:',
        'UN EMBARGO decretado en la causa Rol C-77-2024 del Juzgado de Letras de San Felipe. Inscrito a',
        'fs 300 N° 288 de 2024.',
        'San Felipe, 2 de abril de 2025.',
      ].join('\n'),
    );
    expect(refs(narrative.prohibiciones)).toEqual([['EMBARGO', 300, false, 288, 2024]]);
    const table = read(
      [
        'CONSERVADOR DE BIENES RAÍCES DE QUILPUÉ',
        'Inmueble inscrito a foja 702, número 655 del Registro de Propiedad del año 2019',
        'PROHIBICIONES',
        'Registro   Foja   Número   Año   Descripción',
        'RBK   330   341   2019   Prohibición - BANCO COSTERO.',
        'RBK   812   900   2024   Embargo - TESORERÍA PROVINCIAL.',
        'Quilpué, 5 de abril de 2025',
      ].join('\n'),
    );
    expect(refs(table.prohibiciones)).toEqual([
      ['PROHIBICION', 330, false, 341, 2019],
      ['EMBARGO', 812, false, 900, 2024],
    ]);
  });
});

describe('owners listed in the GP', () => {
  it('keeps the RUT printed right after each owner’s name', () => {
    const value = read(
      [
        'CERTIFICADO DE HIPOTECAS Y GRAVAMENES',
        'II.- Individualización propietario vigente: (2)',
        '1.- TAPIA LEÓN RAÚL ANDRÉS Rut: 9.876.543-3',
        '2.- SOTO VERA MÓNICA Rut: 10.111.222-6',
        'Inscripción: Fs.55 Nro 61 de 2020 , Registro de Propiedad',
        'III.-Limitaciones al dominio desde 03/03/1995 hasta 03/03/2025:',
        'Registro de Hipotecas y Gravamenes: (0)',
        'Registro de Interdicciones y Prohibiciones: (0)',
        ...FOOTER,
      ].join('\n'),
    );
    expect(value.propietarios).toEqual([
      { nombre: 'TAPIA LEÓN RAÚL ANDRÉS', rut: '9.876.543-3' },
      { nombre: 'SOTO VERA MÓNICA', rut: '10.111.222-6' },
    ]);
  });
});
