import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { bundledParts } from '../../server/analysis/engine/reading/bundle';
import { findDates } from '../../server/analysis/engine/text/dates';
import { cbrDocument, certificateDocument, typedParts } from '../support/engineDocuments';

/*
 * Forms held-out batch U exposed, each in wordings written for these tests and different from
 * the batch's own: made-up offices, people, numbers.
 */

const copy = (...pages: string[][]) => extractInscription(cbrDocument(...pages)).value.entry;

describe('a carpeta numbered page by page as one file ("Página 3 de 7"), no running header', () => {
  const mark = (n: number) => `                                                   Página ${n} de 7`;
  const pages = [
    [
      'OFICINA DE ABOGADOS RAMÍREZ Y CÍA. - VALLENAR',
      'Antecedentes para el estudio de títulos del inmueble de calle Brasil 1290',
      'Se acompañan, en este orden:',
      '  págs. 2-3  Copia de inscripción de dominio con vigencia (CBR Vallenar)',
      '  pág. 4     Certificado de hipotecas y gravámenes, prohibiciones e interdicciones',
      '  pág. 5     Certificado de deuda de contribuciones (Tesorería General)',
      '  pág. 6     Certificado de avalúo fiscal',
      '  pág. 7     Certificado de no expropiación SERVIU',
      mark(1),
    ],
    [
      'CONSERVADOR DE BIENES RAÍCES DE VALLENAR',
      mark(2),
      'Fojas 905  Nº 771  Registro de Propiedad 2017',
      'Vallenar, cuatro de abril de dos mil diecisiete.- Doña ROSA INÉS GODOY PIZARRO, casada,',
      'cédula de identidad número 11.204.387-6, de este domicilio, es dueña del inmueble ubicado',
      'en calle Brasil número mil doscientos noventa, comuna de Vallenar.- Lo adquirió por compra',
      'a don Hernán Tapia Rojas, según escritura de fecha veinte de marzo de dos mil diecisiete.-',
    ],
    [
      'CONSERVADOR DE BIENES RAÍCES DE VALLENAR',
      mark(3),
      'El título anterior está a fojas 312 número 280 del año 2003.- Rol de avalúo 77-14.-',
      'Certifico que la inscripción de fojas 905 número 771 del Registro de Propiedad del año',
      '2017 se encuentra vigente. Vallenar, 12 de octubre de 2026.',
      'Código de verificación: VAL-2610-5512',
    ],
    [
      'CONSERVADOR DE BIENES RAÍCES DE VALLENAR',
      mark(4),
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, PROHIBICIONES E INTERDICCIONES',
      'Inmueble inscrito a fojas 905 número 771 del Registro de Propiedad del año 2017.',
      'HIPOTECAS: no hay.  PROHIBICIONES: no hay.  LITIGIOS: no hay.',
      'Vallenar, 12 de octubre de 2026.  Código de verificación: VAL-2610-5513',
    ],
    [
      mark(5),
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA',
      'Rol 77-14   Comuna VALLENAR',
      'Total Deuda Liquidada Morosa 0',
    ],
    [
      mark(6),
      'SERVICIO DE IMPUESTOS INTERNOS',
      'CERTIFICADO DE AVALÚO FISCAL',
      'Rol de Avalúo 00077-00014  Comuna VALLENAR',
      'AVALÚO TOTAL: $41.220.000',
    ],
    [
      mark(7),
      'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DE ATACAMA',
      'CERTIFICADO Nº 4.410',
      'El inmueble de calle Brasil 1290, Vallenar, rol 77-14, no está afecto a expropiación.',
    ],
  ];

  it('splits it into its documents, the index page apart', () => {
    expect(typedParts(...pages)).toEqual([
      '1-1 unknown',
      '2-3 dominio_vigente',
      '4-4 gp',
      '5-5 deuda_tgr',
      '6-6 avaluo_fiscal',
      '7-7 serviu_no_expropiacion',
    ]);
  });

  it('keeps a single document numbered the same way whole', () => {
    expect(typedParts(pages[1] ?? [], pages[2] ?? []).length).toBe(1);
  });

  it('keeps a deed’s page whose body names liens with the deed', () => {
    const numbered = (n: number) => `                                                   Hoja ${n} de 4`;
    const deed = [
      [
        'CRISTINA ELENA MOYA SOTO',
        'NOTARIO PÚBLICO DE VALLENAR',
        numbered(2),
        'REPERTORIO Nº 2.310-2017',
        'COMPRAVENTA',
        'HERNÁN TAPIA ROJAS A ROSA INÉS GODOY PIZARRO',
        'En Vallenar, a veinte de marzo de dos mil diecisiete, ante mí, CRISTINA ELENA MOYA',
        'SOTO, Notario Público, comparecen: don Hernán Tapia Rojas y doña Rosa Inés Godoy',
        'Pizarro, quienes exponen: PRIMERO: Don Hernán Tapia Rojas es dueño del inmueble de calle',
        'Brasil 1290, Vallenar, inscrito a fojas 520 número 433 del Registro de Propiedad del año 2003.',
      ],
      [
        numbered(3),
        'SEGUNDO: Por el presente acto vende, cede y transfiere el inmueble a doña Rosa Inés',
        'Godoy Pizarro, quien compra y acepta para sí, en la suma de $38.000.000.-',
        'TERCERO: La venta se hace como especie o cuerpo cierto,',
        'con sus usos y costumbres, servidumbres activas y pasivas,',
        'libre de todo gravamen, hipoteca, prohibición, embargo y litigio,',
        'y con las contribuciones al día.-',
        'En comprobante firman. Se da copia. Doy fe.- CRISTINA ELENA MOYA SOTO, Notario Público.',
      ],
    ];
    const certificate = [
      'CONSERVADOR DE BIENES RAÍCES DE VALLENAR',
      numbered(1),
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, PROHIBICIONES E INTERDICCIONES',
      'Inmueble inscrito a fojas 905 número 771 del Registro de Propiedad del año 2017.',
      'HIPOTECAS: no hay.  PROHIBICIONES: no hay.  LITIGIOS: no hay.',
      'Vallenar, 12 de octubre de 2026.  Código de verificación: VAL-2610-5513',
    ];
    const tax = [
      numbered(4),
      'TESORERÍA GENERAL DE LA REPÚBLICA',
      'CERTIFICADO DE DEUDA',
      'Rol 77-14   Comuna VALLENAR',
      'Total Deuda Liquidada Morosa 0',
    ];
    expect(typedParts(certificate, ...deed, tax)).toEqual(['1-1 gp', '2-3 escritura', '4-4 deuda_tgr']);
  });
});

describe('a cancelled inscription whose margin note names the transfer that replaced it', () => {
  const earlier = (note: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE PUERTO VARAS',
    '                                                            Fojas 1.418',
    'Nº 1.207.- COMPRAVENTA.- MUÑOZ VERA ANA A OJEDA SCHULZ OSCAR IVÁN.-',
    '',
    'Puerto Varas, catorce de agosto de dos mil seis, don OSCAR IVÁN OJEDA SCHULZ, casado,',
    'cédula de identidad número 8.301.442-K, de este domicilio, es dueño de la parcela número',
    'seis del loteo Los Colonos, comuna de Puerto Varas.- La adquirió por compra a doña Ana',
    'Muñoz Vera, según escritura de fecha dos de agosto de dos mil seis.- El título anterior',
    'está a fojas 733 número 610 del año 1989.-',
    note,
    'Certifico que la presente es copia fiel de la inscripción de su referencia.',
    'Puerto Varas, 9 de octubre de 2026.',
  ];

  it.each([
    'AL MARGEN: Transferida a don Felipe Oyarzún Mansilla. Se inscribió a fs. 2.204 Nº 1.980 del Registro de Propiedad de 2021.',
    'Nota: Vendida a doña Carla Bórquez Alvarado por inscripción de fojas 2204 número 1980 del Registro de Propiedad del año 2021.',
    'Al margen: Se transfirió a Inversiones Llanquihue SpA, a fojas 2204 número 1980 del Registro de Propiedad del año 2021.',
  ])('reads the copy’s own inscription, not the one the note cites (%s)', (note) => {
    const entry = copy(earlier(note));
    expect([entry.fojas, entry.numero]).toEqual([1418, 1207]);
  });

  it('still reads a property reference after a certification denying any transfer', () => {
    const entry = copy([
      'CONSERVADOR DE BIENES RAÍCES DE PUERTO VARAS',
      'Certifico que no consta al margen nota alguna de transferencia de la inscripción de fojas',
      '2204 número 1980 del Registro de Propiedad del año 2021, que se encuentra vigente.',
      'Puerto Varas, 9 de octubre de 2026.',
    ]);
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([2204, 1980, 2021]);
  });
});

describe('owners whose shares stand between "son dueños" and the property', () => {
  const body = (shares: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
    'Fojas 310 Número 255 Registro de Propiedad 2020',
    'Angol, tres de marzo de dos mil veinte.- Don RODRIGO ESTEBAN SAAVEDRA PINO, cédula de',
    'identidad número 12.345.678-5, y doña JIMENA ANDREA SAAVEDRA PINO, cédula de identidad',
    `número 13.456.789-4, casados y separados totalmente de bienes, son dueños${shares}`,
    'del sitio número cuatro de la manzana F de la Población Huequén, comuna de Angol, que',
    'deslinda: NORTE, con calle Dillman; SUR, con sitio cinco.- Lo adquirieron por compra a don',
    'Luis Fierro Mora, según escritura de fecha uno de febrero de dos mil veinte.-',
  ];

  it.each([
    ', en la proporción de un setenta por ciento (70%) para don Rodrigo Esteban Saavedra Pino y de un treinta por ciento (30%) para doña Jimena Andrea Saavedra Pino,',
    ' por partes iguales, esto es, en un cincuenta por ciento cada uno,',
  ])('reads the owners and the property after the shares (%s)', (shares) => {
    const entry = copy(body(shares));
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'RODRIGO ESTEBAN SAAVEDRA PINO',
      'JIMENA ANDREA SAAVEDRA PINO',
    ]);
    expect(entry.descripcion_propiedad).toMatch(/^sitio número cuatro de la manzana F/);
  });

  it('gives both owners the marriage said once in the plural', () => {
    const entry = copy(body(' en partes iguales'));
    expect(entry.propietarios.map((owner) => owner.estado_civil)).toEqual([
      'casado_con_separacion_de_bienes',
      'casado_con_separacion_de_bienes',
    ]);
  });
});

describe('a dominio vigente whose margin note sends the reader to the lien certificate', () => {
  it('bundles no lien certificate of its own', () => {
    const document = cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE TALTAL',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'Certifico que la inscripción de fojas 140 número 98 del Registro de Propiedad del año 2019,',
      'a nombre de don MANUEL ANTONIO ROJAS CORTÉS, se encuentra vigente.',
      'ANOTACIONES AL MARGEN:',
      '  - Hipoteca: véase certificado de hipotecas y gravámenes (fs. 60 Nº 41 Reg. Hipotecas 2019).',
      '  - Prohibición: ver certificado de prohibiciones (fs. 77 Nº 52 Reg. Prohibiciones 2019).',
      'Taltal, 2 de noviembre de 2026.',
    ]);
    expect(bundledParts('dominio_vigente', document)).toEqual([]);
  });
});

describe('an SII one-row table whose address column is headed "Ubicación"', () => {
  it('reads the comuna, the address and the destination under their headers', () => {
    const appraisal = extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS - CERTIFICADO DE AVALÚO FISCAL',
        'Emitido: 03/10/2026',
        'ROL          COMUNA      UBICACIÓN                 DESTINO',
        '00312-00027  OVALLE      VICTORIA 455 DEPTO 31      HABITACIONAL',
        'Avalúo afecto ........ 12.004.118',
        'Avalúo exento ........ 20.115.300',
        'Avalúo total ......... 32.119.418',
      ]),
    ).value;
    expect([appraisal.rol_avaluo, appraisal.comuna, appraisal.direccion, appraisal.destino]).toEqual([
      '312-27',
      'Ovalle',
      'VICTORIA 455 DEPTO 31',
      'HABITACIONAL',
    ]);
  });
});

describe('a GP table with a date cell before the creditor and the amount or the acts as last cell', () => {
  const gp = extractGpCertificate(
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE CURACAUTÍN',
      'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES E INTERDICCIONES Y PROHIBICIONES',
      'Propiedad: fojas 77 número 64 del Registro de Propiedad del año 2020',
      'I. HIPOTECAS Y GRAVÁMENES',
      ' Nº  ACTO         FS.   Nº   AÑO   FECHA       ACREEDOR                 MONTO',
      ' 1   HIPOTECA     120   98   2020  03-09-2020  BANCO BICE               $45.500.000',
      'II. INTERDICCIONES Y PROHIBICIONES',
      ' Nº  ACTO         FS.   Nº   AÑO   FECHA       BENEFICIARIO             OBJETO',
      ' 1   PROHIBICIÓN  101   90   2020  03-09-2020  BANCO BICE               de no gravar ni enajenar',
      'III. LITIGIOS: no hay.',
      'Curacautín, 14 de octubre de 2026.',
    ]),
  ).value;

  it('reads the amount of the mortgage', () => {
    expect(gp.gravamenes[0]?.suma_dinero).toBe('$45.500.000');
  });

  it('reads what the prohibition forbids', () => {
    expect(gp.prohibiciones[0]?.accion).toBe('de no gravar ni enajenar');
  });
});

describe('a prohibition whose acts need a public body’s consent named by its one-word name', () => {
  it('keeps the consent in the acts', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LINARES',
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Inscripción de dominio: fojas 1.902 Nº 1.544 del Registro de Propiedad de 2018',
        'PROHIBICIONES:',
        '  1. Tipo      : PROHIBICIÓN',
        '     Objeto    : de gravar y enajenar durante quince años sin autorización',
        '                 del SERVIU',
        '     Inscripción: fojas 811 número 702 del año 2018',
        'Linares, 3 de octubre de 2026.',
      ]),
    ).value;
    expect(gp.prohibiciones[0]?.accion).toBe(
      'de gravar y enajenar durante quince años sin autorización del SERVIU',
    );
  });
});

describe('a certification-only copy naming the property by its rol alone', () => {
  it('gives no description', () => {
    const entry = copy([
      'CONSERVADOR DE BIENES RAÍCES DE PARRAL',
      'CERTIFICADO DE DOMINIO VIGENTE',
      'El Conservador que suscribe certifica que la inscripción de fojas 610, número 533, del',
      'Registro de Propiedad del año 2016, correspondiente al predio rol 214-8 de la comuna de',
      'Parral, se encuentra vigente a nombre de don JOSÉ MIGUEL ULLOA RIVAS.',
      'Parral, 2 de noviembre de 2026.',
    ]);
    expect(entry.descripcion_propiedad).toBeNull();
  });
});

describe('a certificate dated only on its title line', () => {
  it('takes that date for its issue date', () => {
    const report = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE LOS RÍOS - MINISTERIO DE VIVIENDA Y URBANISMO',
        'CERTIFICADO DE NO EXPROPIACIÓN        Nº 1204        19-10-2026',
        'Inmueble : Calle Errázuriz Nº 88, Valdivia      Rol : 402-17',
        'RESULTADO: El inmueble NO se encuentra afecto a expropiación.',
      ]),
    ).value;
    expect(report.fecha_emision).toBe('2026-10-19');
  });
});

describe('a DOM code labelled "Cód. validación"', () => {
  it('reads the code', () => {
    const certificate = extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE MULCHÉN - DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 88/2026',
        'Mulchén, 4 de noviembre de 2026',
        'Dirección : CALLE VILLAGRÁN Nº 310     Rol SII : 77-5',
        'El inmueble no está afecto a declaratoria de utilidad pública.',
        'Cód. validación: MUL-DOM-88-26',
      ]),
    ).value;
    expect(certificate.codigo_verificacion).toBe('MUL-DOM-88-26');
  });
});

describe('a worn GP whose labels lost their colons under a letterhead giving the office’s address', () => {
  it('reads the property’s street and comuna, not the office’s', () => {
    const gp = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE CHANCO',
        'Oficina   Avenida Balmaceda N° 120, Chanco',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
        'Inmueble   pasaje Los Aromos N° 77, lote 4 Villa El Sol',
        'Comuna   Chanco',
        'Dominio   fs. 300 N° 210 Registro de Propiedad año 2015',
        'HIPOTECAS   no hay',
        'PROHIBICIONES   no hay',
        'Chanco, 2 de noviembre de 2026.',
      ]),
    ).value;
    expect([gp.domicilio, gp.comuna]).toEqual(['pasaje Los Aromos 77', 'Chanco']);
  });
});

describe('a DOM form among whose answered rows one label lost its answer', () => {
  it('states no affectation from the lone label and leaves it doubtful', () => {
    const { value, provenance } = extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE CAUQUENES - DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA   Nº 415',
        'Cauquenes, 3 de noviembre de 2026',
        'Dirección   : CALLE CLARO SOLAR 512      Rol   : 88-14',
        'Declaratoria de utilidad pública   NO',
        'Vialidad ..........................   NO',
        'Áreas verdes',
        'OBSERVACIONES',
        'La faja afecta solo al antejardín de los predios vecinos.',
      ]),
    );
    expect(value.expropiacion_por_parque).toBe(false);
    expect(provenance['expropiacion_por_parque']?.unsure).toContain('yes_no_unmarked');
  });
});

describe('a date whose year OCR glued to the next word', () => {
  it.each([
    ['Emitido el 21 Octubre 2026a las 09:15', '2026-10-21'],
    ['Otorgado en Temuco el 5 de mayo de 2025hrs.', '2025-05-05'],
  ])('reads "%s"', (line, iso) => {
    expect(findDates(line).map((date) => date.iso)).toContain(iso);
  });
});

describe('a worn DOM form whose owner label lost its colon, the next label under it', () => {
  it('reads the owner without the next line’s label', () => {
    const certificate = extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE CHILLÁN VIEJO',
        'CERTIFICADO DE AFECTACIÓN Nº 733',
        'Chillán Viejo, 2 de noviembre de 2026',
        'Propietario   MARCELA ANDREA TORRES VIDAL',
        'Ubicación   CALLE SERRANO 1020, VILLA EL ALBA',
        'Rol de avalúo   455-12',
        '1. Declaratoria de utilidad pública   NO AFECTO',
      ]),
    ).value;
    expect(certificate.contribuyente?.nombre).toBe('MARCELA ANDREA TORRES VIDAL');
  });
});
