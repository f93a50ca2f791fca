import { describe, expect, it } from 'vitest';

import { documentIssueDate } from '../../server/analysis/engine/reading/assign';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { segmentGp } from '../../server/analysis/engine/reading/segment';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZE exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a certificate whose pages are numbered by a bare "1 de 2" footer', () => {
  const first = [
    'CONSERVADOR DE BIENES RAÍCES DE PUERTO AYSÉN',
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'El Conservador certifica que sobre el inmueble de pasaje Los Ñirres N° 77,',
    'inscrito a fojas 140 N° 122 del Registro de Propiedad del año 2018, constan:',
    'Hipoteca a fojas 51, N° 40, año 2018, a favor de BANCO RIPLEY, para',
    'caucionar la suma de DOS MIL DOSCIENTAS UNIDADES DE FOMENTO CON VEINTE',
  ];
  // The second page names the registries, as a heading would: only its numbering binds it.
  const second = [
    'CENTÉSIMOS (2.200,20 UF).',
    'lo anterior, en el Registro de Hipotecas y Gravámenes',
    'Prohibición de gravar y enajenar a fojas 60, N° 55, año 2018, a favor de',
    'BANCO RIPLEY.',
    'lo anterior, en el Registro de Interdicciones y Prohibiciones',
    'Puerto Aysén, 3 de febrero de 2026.',
  ];

  it('keeps the page after a footer alone on its line ("1 de 2") with the certificate', () => {
    expect(typedParts([...first, '1 de 2'], [...second, '2 de 2'])).toEqual(['1-2 gp']);
  });

  it('reads the number ending a footer line after a wide gap ("Código: …   2 de 3")', () => {
    expect(
      typedParts(
        [...first, 'Código: AYS-GP-2201   1 de 3'],
        [second[0] ?? '', second[1] ?? '', 'Código: AYS-GP-2201   2 de 3'],
        [...second.slice(2), 'Verificación: AYS/2026/0041   3 de 3'],
      ),
    ).toEqual(['1-3 gp']);
  });
});

describe('a copy with vigencia closed by its code, then a GP titled atop the next page, numbered on', () => {
  const footer = (page: number) => `Conservador de Bienes Raíces de Quellón · Carpeta 55-2026 · pág. ${page}/3`;
  const copy = [
    'COPIA DE INSCRIPCIÓN CON CERTIFICADO DE VIGENCIA',
    'Quellón, diez de enero de dos mil diecinueve.- Doña MARTA ELENA VERA',
    'ULLOA, cédula nacional de identidad número 9.114.203-5, soltera, es dueña',
    'del sitio número ocho ubicado en calle Ladrilleros número 310, comuna de',
    'Quellón.- Lo adquirió por compra a don PEDRO PABLO NAIL CÁRCAMO.- Doy fe.-',
    'CERTIFICADO DE VIGENCIA',
    'Certifico que la inscripción de fojas 88 número 71 del Registro de Propiedad',
    'del año 2019 se encuentra vigente a nombre de MARTA ELENA VERA ULLOA.',
    '4 de marzo de 2026.',
    'Código de verificación: QLN-2026-0055-01',
  ];
  const gpFirst = [
    'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES',
    'Y PROHIBICIONES DE ENAJENAR',
    'Inscripción de dominio: fojas 88 N° 71 del Registro de Propiedad del año 2019.',
    'a) REGISTRO DE HIPOTECAS Y GRAVÁMENES',
    'Hipoteca inscrita a fojas 30 número 21 del año 2019, a favor de BANCO',
    'FALABELLA, para garantizar la suma de OCHENTA MI-',
  ];
  const gpLast = [
    'LLONES DE PESOS ($80.000.000).',
    'b) REGISTRO DE INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
    'No se registran.',
    '4 de marzo de 2026.   Código de verificación: QLN-2026-0055-02',
    'EL CONSERVADOR',
  ];

  it('starts the GP on its page, signed copy or not, and keeps its last page with it', () => {
    expect(
      typedParts(
        [...copy, '[firma electrónica avanzada]', 'EL CONSERVADOR', footer(1)],
        [...gpFirst, footer(2)],
        [...gpLast, footer(3)],
      ),
    ).toEqual(['1-1 dominio_vigente', '2-3 gp']);
    expect(typedParts([...copy, footer(1)], [...gpFirst, footer(2)], [...gpLast, footer(3)])).toEqual([
      '1-1 dominio_vigente',
      '2-3 gp',
    ]);
  });

  it('keeps a page that goes on with the copy’s own text under its code with the copy', () => {
    // The copy's code is printed, then its text goes on (a margin note): no certificate closed there.
    const goesOn = [
      ...copy,
      'NOTAS MARGINALES',
      'Se inscribió hipoteca a fojas 30 número 21 del año 2019',
      'a favor de Banco Falabella, y prohibición a fojas 41 número',
      '33 del mismo año.',
    ];
    expect(typedParts([...goesOn, footer(1)], [...gpFirst, footer(2)], [...gpLast, footer(3)])[0]).not.toBe(
      '1-1 dominio_vigente',
    );
  });
});

describe('a GP naming each registry after its items ("lo anterior, en el Registro de …")', () => {
  const lines = [
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
    'Respecto del inmueble inscrito a fojas 310 N° 288 del Registro de Propiedad',
    'del año 2015, se encuentran vigentes las siguientes inscripciones:',
    'Hipoteca a fojas 90, N° 71, año 2015, en favor de BANCO BICE.',
    '── lo anterior, en el Registro de Hipotecas y Gravámenes ──',
    'Prohibición de gravar y enajenar a fojas 101, N° 80, año 2015, en favor de',
    'BANCO BICE.',
    '── lo anterior, en el Registro de Interdicciones y Prohibiciones de Enajenar ──',
    'No registra.',
    '── lo anterior, respecto de embargos y litigios ──',
    'Castro, 2 de mayo de 2026.',
  ];

  it('puts each entry in the registry named after it and takes no later "No registra" for its answer', () => {
    const document = cbrDocument(lines);
    const segments = segmentGp(document.normalized.text);
    expect(segments.entries.map((entry) => entry.registry)).toEqual(['gravamenes', 'prohibiciones']);
    expect(segments.parts.map((part) => [part.section, part.none])).toEqual([
      ['gravamenes', false],
      ['prohibiciones', false],
      // "lo anterior, respecto de embargos y litigios" closes the "No registra." before it.
      ['litigios', true],
    ]);
    const gp = extractGpCertificate(document);
    expect(gp.value.gravamenes.map((lien) => lien.fojas)).toEqual([90]);
    expect(gp.value.prohibiciones.map((lien) => lien.fojas)).toEqual([101]);
    expect(gp.notes).toEqual([]);
  });

  it('reads the same with the names without their rules', () => {
    const plain = lines.map((line) => line.replace(/──\s?/g, '').trim());
    const gp = extractGpCertificate(cbrDocument(plain));
    expect(gp.value.prohibiciones.map((lien) => lien.numero)).toEqual([80]);
    expect(gp.notes).toEqual([]);
  });
});

describe('verification codes in other shapes', () => {
  it('reads a code whose groups a slash parts after a bare "Verificación:"', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
        'Inmueble inscrito a fojas 12 N° 9 del Registro de Propiedad del año 2020.',
        'Hipotecas y gravámenes: no registra.',
        'Natales, 5 de enero de 2026.',
        'Verificación: NAT/2026/00412                2 de 2',
      ]),
    ).value;
    expect(gp.codigo_verificacion).toBe('NAT/2026/00412');
  });

  it('reads an office key holding an Ñ after a bare "Código"', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
        'Inmueble inscrito a fojas 12 N° 9 del Registro de Propiedad del año 2020.',
        'Hipotecas y gravámenes: no registra.',
        'Ñuble, 5 de enero de 2026.',
        'Código ÑBL-0105-GP-2231',
      ]),
    ).value;
    expect(gp.codigo_verificacion).toBe('ÑBL-0105-GP-2231');
  });

  it('reads a SERVIU code after the short leader of a block’s longest label ("Verificación .. X")', () => {
    const report = extractServiuReport(
      certificateDocument([
        'SERVICIO DE VIVIENDA Y URBANIZACIÓN - REGIÓN DE COQUIMBO',
        'INFORME DE SITUACIÓN DE INMUEBLE N° 88',
        'La Serena, 3 de marzo de 2026.',
        'Inmueble ...... calle Cienfuegos N° 210',
        'Comuna ........ La Serena',
        'Informe ....... El inmueble NO se encuentra afecto a expropiación.',
        'Verificación .. SRV4-088-2026',
      ]),
    ).value;
    expect(report.codigo_verificacion).toBe('SRV4-088-2026');
  });

  it('reads a SERVIU code whose label a sentence broke across two lines', () => {
    const report = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE LOS LAGOS',
        'CERTIFICADO N° 2.031. En Osorno, a 8 de abril de 2026, el Servicio de Vivienda',
        'y Urbanización certifica que el inmueble de calle Mackenna N° 1.020, comuna de',
        'Osorno, no se encuentra afecto a expropiación por este Servicio. Código',
        'de verificación SRVLL-2031-2026.',
      ]),
    ).value;
    expect(report.codigo_verificacion).toBe('SRVLL-2031-2026');
  });
});

describe('a copy whose inscription opens on a company, its word cut at the line’s end', () => {
  it('takes the certification’s date, not the inscription’s, as the issue date', () => {
    const document = cbrDocument([
      'COPIA DE INSCRIPCIÓN',
      'Ancud, doce de mayo de dos mil veinte.- La socie-',
      'dad MAREAS DEL SUR LIMITADA, rol único tributario número 77.104.220-1, es',
      'dueña del terreno ubicado en camino a Pupelde kilómetro dos, comuna de',
      'Ancud.- Lo adquirió por compra a don JUAN CARLOS MANSILLA ULE.- Doy fe.-',
      'Certifico que la inscripción que antecede se encuentra vigente a esta fecha.',
      '9 de febrero de 2026.',
      'Código de verificación: ANC-2026-0090-01',
    ]);
    expect(documentIssueDate(document)?.iso).toBe('2026-02-09');
    expect(extractInscription(document).value.entry.fecha_registro).toBe('2020-05-12');
  });
});
