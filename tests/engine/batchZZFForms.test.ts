import { describe, expect, it } from 'vitest';

import { creditorReadTwice } from '../../server/analysis/engine/checks/creditorPieces';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZZF exposed once scored blind, each in wordings written for these tests:
 * made-up offices, people, numbers.
 */

describe('a GP entry whose state follows it as a sentence of its own ("ALZADA Y CANCELADA según …")', () => {
  const gp = (entries: string[]) =>
    extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE RENGO',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Propiedad: calle Los Aromos Nº 55, comuna de Rengo, inscrita a fojas 310 Nº 290',
        'del año 2011 a nombre de PEDRO PABLO SOTO VERA.',
        ...entries,
        'Rengo, 4 de marzo de 2026.',
      ]),
    ).value;

  it('leaves out a mortgage lifted "según inscripción a fs. …", and the lifting reference too', () => {
    const read = gp([
      'HIPOTECAS Y GRAVÁMENES',
      '1) HIPOTECA a fs. 120 Nº 98 del año 2011, a favor de BANCO SANTANDER-CHILE, por UF',
      '900,00. ALZADA Y CANCELADA según inscripción a fs. 401 Nº 377 del año 2019.',
      '2) HIPOTECA a fs. 402 Nº 378 del año 2019, a favor de BANCO ITAÚ CHILE, por UF 1.200,00.',
      'INTERDICCIONES Y PROHIBICIONES',
      'No hay.',
    ]);
    expect(read.gravamenes.map((lien) => lien.fojas)).toEqual([402]);
  });

  it('leaves out a prohibition "Alzada por escritura …" and one "Cancelada mediante inscripción …"', () => {
    const read = gp([
      'HIPOTECAS Y GRAVÁMENES',
      'No hay.',
      'INTERDICCIONES Y PROHIBICIONES',
      '1) PROHIBICIÓN a fs. 88 Nº 70 del año 2011, a favor de BANCO ESTADO. Alzada por escritura',
      'de 2019; nota marginal.',
      '2) PROHIBICIÓN a fs. 95 Nº 81 del año 2013, a favor de COOPERATIVA ORIENCOOP. Cancelada',
      'mediante inscripción a fs. 300 Nº 260 del año 2020.',
      '3) PROHIBICIÓN de gravar y enajenar a fs. 301 Nº 261 del año 2020, a favor de BANCO BICE.',
    ]);
    expect(read.prohibiciones.map((lien) => lien.fojas)).toEqual([301]);
  });

  it('keeps an entry lifted only in part ("ALZADA PARCIALMENTE …")', () => {
    const read = gp([
      'HIPOTECAS Y GRAVÁMENES',
      '1) HIPOTECA a fs. 120 Nº 98 del año 2011, a favor de BANCO SECURITY. ALZADA PARCIALMENTE',
      'respecto del lote 2.',
      'INTERDICCIONES Y PROHIBICIONES',
      'No hay.',
    ]);
    expect(read.gravamenes.map((lien) => lien.fojas)).toEqual([120]);
  });
});

describe('a TGR certificate whose sections head their cuotas, each row its year first', () => {
  const totals = (lines: string[]) => {
    const read = extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA',
        'CERTIFICADO DE DEUDA DE CONTRIBUCIONES',
        'Rol 880-12  Comuna LAMPA  Dirección PC LOS ROBLES 14',
        ...lines,
        'Emitido: 03/03/2026     Validador 001SD202603030011223',
      ]),
    ).value.certificate;
    return [read.total_deuda_vencida_liquidada, read.total_deuda_no_vencida_liquidada];
  };

  it('reads the totals closing the sections, not a cuota row’s year', () => {
    expect(
      totals([
        'DEUDA MOROSA',
        '  2024 cuota 4 ........ $ 98.120',
        '  2025 cuota 1 ........ $ 99.310',
        '  Total morosa ........ $ 197.430',
        'DEUDA NO VENCIDA',
        '  2026 cuota 1 ........ $ 101.200',
        '  Total no vencida .... $ 101.200',
      ]),
    ).toEqual([197430, 101200]);
  });

  it('reads them with the rows as "cuota 2 de 2025"', () => {
    expect(
      totals([
        'Deuda morosa',
        '2025 cuotas 2 y 3 .... $ 44.000',
        'Total morosa: $ 44.000',
        'Deuda no vencida',
        '2026 cuota 1 ......... $ 22.500',
        'Total no vencida: $ 22.500',
      ]),
    ).toEqual([44000, 22500]);
  });
});

describe('a TGR certificate printing each amount before its label, a dot leader between', () => {
  const totals = (lines: string[]) => {
    const read = extractTgrDebt(
      certificateDocument([
        'TGR - CERTIFICADO DE DEUDA',
        '',
        ...lines,
        '',
        'Emitido 02-02-2026 · 001SD202602020055110',
      ]),
    ).value.certificate;
    return [read.total_deuda_vencida_liquidada, read.total_deuda_no_vencida_liquidada];
  };

  it('reads "$ 0 ........ TOTAL DEUDA MOROSA" over "$ 91.300 ..... TOTAL DEUDA NO VENCIDA"', () => {
    expect(
      totals([
        '  $ 0 ......................... TOTAL DEUDA MOROSA',
        '  $ 91.300 .................... TOTAL DEUDA NO VENCIDA',
        '  550-3 ....................... ROL',
      ]),
    ).toEqual([0, 91300]);
  });

  it('reads them the other way round, with leaders of another length', () => {
    expect(totals(['$ 15.770 ..... TOTAL DEUDA MOROSA', '$ 0 ........ TOTAL DEUDA NO VENCIDA'])).toEqual([
      15770, 0,
    ]);
  });
});

describe('an SII one-row table drawn with box rules, its amounts bare', () => {
  const read = (header: string, row: string) =>
    extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS   CERTIFICADO DE AVALÚO',
        header,
        row,
        'Comuna: LAMPA   Fecha: 10-03-2026',
      ]),
    ).value;

  it('parts the glued row into address, destination and the three amounts', () => {
    const value = read(
      'ROL   DIRECCIÓN   DESTINO   AFECTO   EXENTO TOTAL',
      '880-12   PC LOS ROBLES 14 LT 3 AGRICOLA 45.210.300 0   45.210.300',
    );
    expect([value.direccion, value.destino]).toEqual(['PC LOS ROBLES 14 LT 3', 'AGRICOLA']);
    expect([value.avaluo_afecto, value.avaluo_exento, value.avaluo_total]).toEqual([45210300, 0, 45210300]);
  });

  it('reads the amounts in the header’s order (exempt first)', () => {
    const value = read(
      'ROL   DIRECCIÓN   DESTINO   EXENTO   AFECTO TOTAL',
      '1204-7   CALLE OCHO 221 HABITACIONAL 31.004.118 2.550.400   33.554.518',
    );
    expect([value.avaluo_exento, value.avaluo_afecto, value.avaluo_total]).toEqual([
      31004118, 2550400, 33554518,
    ]);
    expect(value.direccion).toBe('CALLE OCHO 221');
  });
});

describe('a DOM certificate naming a rural plot, then the road it fronts', () => {
  const address = (lines: string[]) =>
    extractMunicipalAffectation(
      certificateDocument([
        'I. MUNICIPALIDAD DE PIRQUE - DIRECCIÓN DE OBRAS',
        ...lines,
        'no se encuentra afecta a declaratoria de utilidad pública. Certificado Nº 41.',
      ]),
    ).value.direccion_propiedad;

  it('keeps the road after the comma, its number wrapped onto the next line', () => {
    expect(
      address([
        'En Pirque, a 4 de mayo de 2026, se certifica que la propiedad ubicada en Lote 4 Los Maitenes, camino a Pirque',
        'Nº 2.210, rol 77-4, área rural de la comuna,',
      ]),
    ).toBe('Lote 4 Los Maitenes, camino a Pirque Nº 2.210');
  });

  it('keeps it on one line too, and stops at the rol', () => {
    expect(
      address([
        'Se certifica que el predio ubicado en Hijuela 2 El Principal, Camino El Llano Nº 880, rol 102-9,',
        'de la comuna,',
      ]),
    ).toBe('Hijuela 2 El Principal, Camino El Llano Nº 880');
  });

  it('reads a street whose number the line break sent below', () => {
    expect(
      address([
        'Se certifica que la propiedad ubicada en Avenida Concha y Toro',
        'Nº 1.455, rol 301-12, de la comuna,',
      ]),
    ).toBe('Avenida Concha y Toro Nº 1.455');
  });
});

describe('a creditor two columns’ lines made of one name read twice over', () => {
  it('doubts a name whose opening words recur after a cut word', () => {
    expect(creditorReadTwice('BANCO DE CHILE Y FINANZAS DEL SURBANCO DE CHILE Y FINANZAS DEL SUR')).toBe(
      true,
    );
    expect(creditorReadTwice('COOPERATIVA DE AHORRO Y CRÉCOOPERATIVA DE AHORRO Y CRÉDITO')).toBe(true);
  });

  it('leaves names whose words only repeat a word alone', () => {
    expect(creditorReadTwice('BANCO DEL ESTADO DE CHILE')).toBe(false);
    expect(creditorReadTwice('ASOCIACIÓN DE CANALISTAS DEL CANAL DE MAIPO')).toBe(false);
    expect(creditorReadTwice('FONDO DE INVERSIÓN DE DESARROLLO DE INVERSIÓN')).toBe(false);
  });
});

describe('a verification code whose groups middle dots part', () => {
  const code = (line: string) =>
    extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
        'Inmueble inscrito a fojas 12 N° 9 del Registro de Propiedad del año 2020.',
        'Hipotecas y gravámenes: no registra.',
        line,
      ]),
    ).value.codigo_verificacion;

  it('reads it after "Verificación:" and after "Verificación en línea:"', () => {
    expect(code('Lampa, 5 de enero de 2026.   Verificación: LMP·26·0311·K2Q7')).toBe('LMP·26·0311·K2Q7');
    expect(code('Verificación en línea: TIL·2026·88A1')).toBe('TIL·2026·88A1');
  });

  it('does not run on past a middle dot that parts the code from a page footer', () => {
    expect(code('Verificación: 7QK2-PL41 · página 1 de 1')).toBe('7QK2-PL41');
  });
});

describe('a bien familiar answer citing the property’s own inscription', () => {
  const liens = (answer: string[]) => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, PROHIBICIONES Y LITIGIOS',
        'Inscripción: fs. 2.210 Nº 1.804 año 2017, calle Prat Nº 55, Buin.',
        'A. Hipotecas y gravámenes: no se registran.',
        'B. Prohibiciones: no se registran.',
        'CERTIFICADO DE BIEN FAMILIAR',
        ...answer,
        'Buin, 3 de marzo de 2026.',
      ]),
    ).value;
    return [...gp.gravamenes, ...gp.prohibiciones].map((lien) => [lien.tipo, lien.fojas]);
  };

  it('reads "No consta declaración … respecto del inmueble de fs. …" as no entry', () => {
    expect(
      liens([
        'No consta declaración de bien familiar respecto del inmueble de fs. 2.210',
        'Nº 1.804 del año 2017.',
      ]),
    ).toEqual([]);
    expect(
      liens(['Nada se registra acerca de la propiedad inscrita a fs. 2.210 Nº 1.804 del año 2017.']),
    ).toEqual([]);
  });

  it('keeps a declaration that is found, inscribed at its own fojas', () => {
    expect(
      liens([
        'Consta declaración de bien familiar inscrita a fs. 77 Nº 61 del año 2021 del Registro de',
        'Prohibiciones, respecto del inmueble de fs. 2.210 Nº 1.804 del año 2017.',
      ]).map(([, fojas]) => fojas),
    ).toContain(77);
  });
});

describe('a GP whose only words naming the property deny the registries about it', () => {
  it('keeps that reference as the property’s', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Certifico que no existen hipotecas ni prohibiciones vigentes respecto de la propiedad inscrita a',
        'fs. 410 Nº 388 del año 2015 del Registro de Propiedad a nombre de ANA ROSA PIZARRO LEIVA.',
        'Buin, 3 de marzo de 2026.',
      ]),
    ).value;
    expect([gp.fojas, gp.numero, gp.ano]).toEqual([410, 388, 2015]);
    expect([...gp.gravamenes, ...gp.prohibiciones]).toEqual([]);
  });
});

describe('a certificate detailing several roles of one owner, each read as a certificate', () => {
  /** The document's own values, then each bundled role's, as [rol, one more field]. */
  const roles = (type: 'avaluo_fiscal' | 'deuda_tgr', lines: string[], field: string) => {
    const document = certificateDocument(lines);
    const own: object =
      type === 'avaluo_fiscal'
        ? extractSiiAppraisal(document).value
        : extractTgrDebt(document).value.certificate;
    const others = bundledParts(type, document).map((part): object =>
      part.type === 'deuda_tgr' ? part.result.value.certificate : part.result.value,
    );
    return [own, ...others].map((value) => {
      const read = new Map(Object.entries(value));
      return [read.get('rol_avaluo'), read.get(field)];
    });
  };

  it('reads each row of an SII table under a ruled header', () => {
    const lines = [
      'SERVICIO DE IMPUESTOS INTERNOS',
      'CERTIFICADO DE AVALÚO FISCAL',
      'Fecha: 03-03-2026                     Comuna: QUILICURA',
      'ROL       DIRECCIÓN                    DESTINO         AFECTO     EXENTO     TOTAL',
      '--------  ---------------------------  --------------  ---------  ---------  ---------',
      '5120-88   PJE LAS TORRES 220 DP 41     HABITACIONAL     9120300   21004500   30124800',
      '5120-131  PJE LAS TORRES 220 BX 12     BODEGA Y ALMACENAJE  402118          0     402118',
    ];
    expect(roles('avaluo_fiscal', lines, 'destino')).toEqual([
      ['5120-88', 'HABITACIONAL'],
      ['5120-131', 'BODEGA Y ALMACENAJE'],
    ]);
    expect(roles('avaluo_fiscal', lines, 'avaluo_total')).toEqual([
      ['5120-88', 30124800],
      ['5120-131', 402118],
    ]);
  });

  it('reads each block of a TGR certificate opened by its rol, with its address beside it', () => {
    const lines = [
      'TESORERIA GENERAL DE LA REPUBLICA',
      'Certificado de Deuda de Contribuciones',
      'Emitido: 03/03/2026 09:10              Comuna: QUILICURA',
      'Contribuyente: ROJAS TAPIA MARIO ANDRES',
      '',
      'ROL: 5120-88   PJE LAS TORRES 220 DP 41',
      '   Deuda vencida ........ $ 12.400     Deuda no vencida ........ $ 11.900',
      '   Folio 001SD202603030001001',
      '',
      'ROL: 5120-131   PJE LAS TORRES 220 BX 12',
      '   No registra deuda.',
      '   Deuda vencida ........ $ 0          Deuda no vencida ........ $ 0',
      '   Folio 001SD202603030001002',
    ];
    expect(roles('deuda_tgr', lines, 'direccion_propiedad')).toEqual([
      ['5120-88', 'PJE LAS TORRES 220 DP 41'],
      ['5120-131', 'PJE LAS TORRES 220 BX 12'],
    ]);
    expect(roles('deuda_tgr', lines, 'total_deuda_vencida_liquidada')).toEqual([
      ['5120-88', 12400],
      ['5120-131', 0],
    ]);
    expect(roles('deuda_tgr', lines, 'codigo_verificacion')).toEqual([
      ['5120-88', '001SD202603030001001'],
      ['5120-131', '001SD202603030001002'],
    ]);
  });

  it('reads a TGR certificate of one role as one certificate', () => {
    const lines = [
      'TESORERIA GENERAL DE LA REPUBLICA',
      'Certificado de Deuda de Contribuciones',
      'ROL: 5120-88   PJE LAS TORRES 220 DP 41',
      'Deuda vencida ........ $ 0     Deuda no vencida ........ $ 0',
      'Rol de avalúo anterior: 5120-88',
    ];
    expect(roles('deuda_tgr', lines, 'total_deuda_vencida_liquidada')).toEqual([['5120-88', 0]]);
  });
});

describe('an inheritance inscribed for the heirs listed after a colon, its property labelled after them', () => {
  const entry = (heirs: string[], property: string[]) =>
    extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE BUIN',
        'CERTIFICADO DE DOMINIO VIGENTE',
        'INSCRIPCIÓN: Fojas 1.102, Número 977, Registro de Propiedad 2024.',
        'Buin, diez de mayo de dos mil veinticuatro. INSCRIPCIÓN ESPECIAL DE HERENCIA. Conforme a',
        'la posesión efectiva de la herencia testada quedada al fallecimiento de doña ROSA',
        'ELENA VIDAL MORA, concedida por resolución exenta número 2.201 de fecha dos de febrero',
        'de dos mil veinticuatro, inscrita a fojas 1.101 número 976 de este Registro y año, el',
        ...heirs,
        ...property,
        'Título de la causante a fojas 88 número 70 del año 1990.',
        'CERTIFICO: que la inscripción se encuentra vigente. Buin, 2 de marzo de 2026.',
      ]),
    ).value.entry;

  const twoHeirs = [
    'inmueble que se singulariza se inscribe a nombre de sus herederos: don JUAN PABLO ROJAS',
    'VIDAL, casado, cédula 12.345.678-5; y doña ANA MARÍA ROJAS VIDAL, soltera, cédula',
    '13.456.789-4, ambos domiciliados en calle Prat número 120, comuna de Buin.',
  ];

  it('reads the heirs as owners and the labelled property as the description', () => {
    const read = entry(twoHeirs, [
      'Inmueble: sitio número cuatro de la Población Santa Rosa, comuna de Buin, según plano',
      'archivado bajo el número 55, que deslinda: Norte, en diez metros con calle Prat; Sur, en',
      'diez metros con sitio nueve; Oriente, en veinte metros con sitio cinco; Poniente, en',
      'veinte metros con sitio tres. Rol de avalúo 410-4.',
    ]);
    expect(read.propietarios.map((owner) => owner.nombre)).toEqual([
      'JUAN PABLO ROJAS VIDAL',
      'ANA MARÍA ROJAS VIDAL',
    ]);
    expect(read.descripcion_propiedad).toBe(
      'sitio número cuatro de la Población Santa Rosa, comuna de Buin, según plano archivado bajo el número 55',
    );
    expect(read.deslindes.at(-1)?.propiedad).toBe('sitio tres');
  });

  it('reads a "Propiedad:" label the same, and ends the deslindes at the earlier title', () => {
    const read = entry(twoHeirs, [
      'Propiedad: parcela once del Proyecto Los Aromos, comuna de Buin, que deslinda: Norte,',
      'en cien metros con parcela diez; Sur, en cien metros con camino público.',
    ]);
    expect(read.propietarios).toHaveLength(2);
    expect(read.descripcion_propiedad).toBe('parcela once del Proyecto Los Aromos, comuna de Buin');
    expect(read.deslindes.at(-1)?.propiedad).toBe('camino público');
  });
});

describe('an inscription listing several roles', () => {
  const rol = (line: string) =>
    extractInscription(
      cbrDocument([
        'Santiago, tres de marzo de dos mil quince.- Don PEDRO ANTONIO LARA SOTO, cédula',
        '9.876.543-3, es dueño del departamento número cuarenta y uno y de la bodega número',
        'doce del Edificio Los Olmos, comuna de Ñuñoa. Lo adquirió por compra a don RAÚL',
        `MENA ROJAS, por el precio de dos mil Unidades de Fomento. ${line}`,
        'El título anterior está a fojas 1200 número 990 del año 2001.',
      ]),
    ).value.entry.rol_avaluo;

  it('reads the first of "Roles de avalúo números …, … y …"', () => {
    expect(rol('Roles de avalúo números 3301-41 (departamento) y 3301-212 (bodega).')).toBe('3301-41');
  });

  it('reads the first of a bare "Roles …, … y …"', () => {
    expect(rol('Roles 3301-41, 3301-212 y 3301-330.')).toBe('3301-41');
  });
});

describe('a description closed by a clause about the deslindes after a semicolon', () => {
  const read = (clause: string) =>
    extractInscription(
      cbrDocument([
        'Santiago, tres de marzo de dos mil quince.- Doña LUCÍA ANDREA PINO SOTO, cédula',
        '9.876.543-3, es dueña de la casa número doce del Conjunto Los Olmos, comuna de Ñuñoa,',
        `según plano archivado bajo el número 2210; ${clause} NORTE, en diez metros con calle`,
        'Uno; SUR, en diez metros con casa trece. Lo adquirió por compra a don RAÚL MENA ROJAS,',
        'por el precio de dos mil Unidades de Fomento.- El título anterior está a fojas 1200',
        'número 990 del año 2001.',
      ]),
    ).value.entry;

  it('ends at "; el terreno deslinda:" and at "; sus deslindes son:"', () => {
    for (const clause of ['el terreno deslinda:', 'sus deslindes particulares son:']) {
      const entry = read(clause);
      expect(entry.descripcion_propiedad).toBe(
        'casa número doce del Conjunto Los Olmos, comuna de Ñuñoa, según plano archivado bajo el número 2210',
      );
      expect(entry.deslindes.map((deslinde) => deslinde.direccion)).toEqual(['Norte', 'Sur']);
    }
  });
});

describe('a SERVIU certificate dating itself after its number ("Nº 7.210, de fecha …")', () => {
  const issued = (title: string) =>
    extractServiuReport(
      certificateDocument([
        'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE VALPARAÍSO',
        '',
        title,
        'Consultada la propiedad de calle Uno 120, rol 801-4, comuna de Quilpué, se informa que',
        'NO se encuentra afecta a proceso expropiatorio de este Servicio.',
      ]),
    ).value.fecha_emision;

  it('reads the date after the number as the issue date', () => {
    expect(issued('Certificado de Expropiación Nº 7.210, de fecha 3 de marzo de 2026.')).toBe('2026-03-03');
    expect(issued('Informe N° 88 de fecha 14 de abril de 2026')).toBe('2026-04-14');
  });

  it('still reads no issue date from a title dating something else', () => {
    expect(issued('Certificado de Expropiación, resolución de fecha 3 de marzo de 2020.')).toBeNull();
  });
});

describe('a lifted GP entry as a worn copy’s OCR reads it', () => {
  it('leaves it out with its lifting reference when OCR glued the "a" ("inscripcióna fs. …")', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Propiedad: pasaje Uno Nº 8, comuna de Lampa, inscrita a fojas 77 Nº 60 del año 2010.',
        'HIPOTECAS Y GRAVÁMENES',
        '1) HIPOTECA a fs. 90 Nº 81 del año 2010, a favor de BANCO ESTADO, por UF 700,00. ALZADA',
        'Y CANCELADA según inscripcióna fs. 300 Nº 255 del año 2017.',
        '2) HIPOTECAa fs. 301 Nº 256 del año 2017, a favor de BANCO BICE, por UF 1.100,00.',
        'Lampa, 3 de marzo de 2026.',
      ]),
    ).value;
    expect(gp.gravamenes.map((lien) => lien.fojas)).toEqual([301]);
  });
});

describe('an SII row drawn with rules as a worn copy’s OCR reads it', () => {
  it('reads a bare zero OCR read as the letter O', () => {
    const value = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS   CERTIFICADO DE AVALÚO',
        'ROL   DIRECCIÓN   DESTINO   AFECTO   EXENTO TOTAL',
        '77-3   AV PRAT 1450 LC 2 COMERCIO 88.120.400 O   88.120.400',
        'Comuna: TALCA   Fecha: 10-03-2026',
      ]),
    ).value;
    expect([value.avaluo_afecto, value.avaluo_exento, value.avaluo_total]).toEqual([88120400, 0, 88120400]);
    expect(value.destino).toBe('COMERCIO');
  });
});

describe('a key closing the signing date’s line, with no label', () => {
  it('reads it as a copy’s verification code', () => {
    const entry = extractInscription(
      cbrDocument([
        'Buin, tres de marzo de dos mil quince.- Don PEDRO ANTONIO LARA SOTO, cédula 9.876.543-3,',
        'es dueño del sitio número ocho de la Población Santa Rosa, comuna de Buin. Lo adquirió por',
        'compra a don RAÚL MENA ROJAS, por el precio de dos millones de pesos.- El título anterior',
        'está a fojas 1200 número 990 del año 2001.',
        'Certifico que es copia fiel. Buin, 4 de marzo de 2026.   BU26-K7QP-0912',
      ]),
    ).value.entry;
    expect(entry.codigo_verificacion).toBe('BU26-K7QP-0912');
  });

  it('reads it as a SERVIU report’s code, and no case number in its place', () => {
    const code = (closing: string) =>
      extractServiuReport(
        certificateDocument([
          'SERVIU REGIÓN DE VALPARAÍSO',
          'INFORME Nº 7.210',
          'Inmueble: calle Uno 120, Quilpué. Rol de avalúo: 801-4.',
          'Resultado: el inmueble NO está afecto a expropiación por este Servicio.',
          closing,
        ]),
      ).value.codigo_verificacion;
    expect(code('Valparaíso, 3 de marzo de 2026.   SV-7210-26-QP')).toBe('SV-7210-26-QP');
    expect(code('Valparaíso, 3 de marzo de 2026.   C-1944-2025')).toBeNull();
  });
});
