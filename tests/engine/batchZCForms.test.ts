import { describe, expect, it } from 'vitest';

import { unreadEarlierTitles } from '../../server/analysis/engine/checks/unreadEarlierTitle';
import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { emptyReport, newRegistryEntry } from '../../common/report/defaults';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMarriageCertificate } from '../../server/analysis/engine/extractors/marriageCertificate';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { verificationCode } from '../../server/analysis/engine/extractors/shared';
import { extractSiiAppraisal } from '../../server/analysis/engine/extractors/siiAppraisal';
import { extractTgrDebt } from '../../server/analysis/engine/extractors/tgrDebt';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZC exposed once scored blind (issue #18, #17), each in wordings written
 * for these tests: made-up offices, people, numbers.
 */

describe('a SERVIU certificate naming its subject before the answer', () => {
  const serviu = (...lines: string[]) => extractServiuReport(certificateDocument(lines)).value;

  it('reads a subtitle "(situación de expropiación …)" as the subject, not a "sí"', () => {
    const value = serviu(
      'SERVICIO DE VIVIENDA Y URBANIZACIÓN REGIÓN DEL MAULE',
      '              CERTIFICADO N° 702 / 2026',
      '      (antecedentes: situación respecto de expropiación del predio)',
      'Talca, 2 de febrero de 2026',
      '   Dirección : Pasaje Los Tilos N° 19',
      'El predio individualizado no se encuentra afecto a expropiación de este Servicio.',
    );
    expect(value.objeto_expropiacion).toBe(false);
  });

  it('reads a memo\'s subject line ("MAT.:", "Ref.:") as the subject, not a "sí"', () => {
    const value = serviu(
      'SERVIU REGIÓN DE AYSÉN',
      'ORD. N° 5530',
      'Ref.: Solicita antecedentes sobre expropiación.',
      'Informo a usted que la propiedad de Avenida Ogana N° 1410, comuna de Coyhaique, no está',
      'afecta a expropiación por parte de este Servicio.',
    );
    expect(value.objeto_expropiacion).toBe(false);
  });

  it('still reads an affectation stated after such a subject', () => {
    const value = serviu(
      'SERVIU REGIÓN DE ÑUBLE',
      'MAT.: Informa situación de expropiación.',
      'El inmueble de calle Arauco N° 77, Chillán, se encuentra afecto a expropiación por el',
      'proyecto de mejoramiento de Avenida Collín.',
    );
    expect(value.objeto_expropiacion).toBe(true);
  });

  it('still reads a label "Situación frente a expropiaciones …:" over its ticked box', () => {
    const value = serviu(
      'SERVIU REGIÓN DE COQUIMBO',
      'CERTIFICADO NÚMERO 2.207 / 2026',
      'Inmueble: Pasaje Las Brisas 18, La Serena',
      'Situación frente a expropiaciones del Servicio:',
      '   [X] Afecto        [ ] No afecto',
    );
    expect(value.objeto_expropiacion).toBe(true);
  });

  it('still reads a label "Situación de expropiación:" with its answer', () => {
    const value = serviu(
      'SERVIU REGIÓN DE ATACAMA — CERTIFICADO 88',
      'Inmueble : calle Chañarcillo 310, Copiapó',
      'Situación de expropiación: afecto a expropiación, proyecto Costanera Río Copiapó.',
    );
    expect(value.objeto_expropiacion).toBe(true);
  });
});

describe("an earlier title's office named at the end of its reference's sentence", () => {
  const copy = (...lines: string[]) =>
    extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
        'Fojas 311  N° 240  Año 2013',
        'Angol, dos de mayo de dos mil trece.- Doña MARTA INÉS LAGOS VIDAL, soltera, de este',
        'domicilio, es dueña del sitio número cinco de la Población Vergara, comuna de Angol.- Lo',
        'adquirió por compra a don PEDRO SEGUNDO RIFO CAYUL, según escritura de fecha diez de abril',
        ...lines,
        'Certifico que la presente copia es fiel a su original. Angol, 5 de enero de 2026.',
      ]),
    ).value.entry;

  it("reads the office after a reference in words, past the registry's name", () => {
    const read = copy(
      'de dos mil trece.- El título anterior corre a fojas novecientos cuarenta y cuatro vuelta,',
      'número setecientos veintidós, del año mil novecientos ochenta y siete, del Registro de Pro-',
      'piedad del Conservador de Bienes Raíces de Collipulli.- Rol de avalúo 77-15.- Doy fe.-',
    );
    expect(read.fojas_anterior).toBe(944);
    expect(read.conservador_anterior).toBe('Collipulli');
    expect(read.conservador).toBe('Angol');
  });

  it('reads the office after a reference in digits with the registry between', () => {
    const read = copy(
      'de dos mil trece.- El título anterior está inscrito a fojas 2.104 número 1.877 del año 2001',
      'del Registro de Propiedad del Conservador de Bienes Raíces de Traiguén.- Doy fe.-',
    );
    expect(read.conservador_anterior).toBe('Traiguén');
  });

  it("does not take the next sentence's office as the earlier title's", () => {
    const read = copy(
      'de dos mil trece.- El título anterior está inscrito a fojas 2.104 número 1.877 del año 2001.-',
      'Conservador de Bienes Raíces de Collipulli, por encargo.- Doy fe.-',
    );
    expect(read.conservador_anterior).toBe('Angol');
  });
});

describe('an office the list does not hold, named only by its web domain', () => {
  it("reads the comuna in the domain, doubtful, before the earlier title's office", () => {
    const { value, provenance } = extractInscription(
      cbrDocument([
        'REGISTRO DE PROPIEDAD     AÑO 2015     FOJAS 64',
        'N° 51     COMPRAVENTA',
        'En Lonquimay, a tres de marzo de dos mil quince, don ÓSCAR IVÁN PAREDES SOTO, soltero,',
        'de este domicilio, es dueño de la parcela número doce del Fundo Pehuenco.- La adquirió',
        'por compra a don LUIS ROA PINO.- El título anterior está a fojas ochocientos doce número',
        'seiscientos noventa y nueve del año mil novecientos noventa y uno del Registro de Propiedad',
        'del Conservador de Bienes Raíces de Victoria.- Doy fe.-',
        'COPIA FIEL de la inscripción de fojas 64, número 51, del año 2015.',
        'Sierra Nevada, 9 de junio de 2026.   Cód. LQY-2210   www.cbrlonquimay.cl',
      ]),
    );
    expect(value.entry.conservador).toBe('Lonquimay');
    expect(provenance['conservador']?.confidence).toBeLessThan(0.7);
    expect(value.entry.conservador_anterior).toBe('Victoria');
  });
});

describe('an earlier title whose número the copy prints as illegible', () => {
  const copy = (reference: string) =>
    extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE SAN VICENTE',
        'Fojas 77  N° 65  Año 2010',
        'En San Vicente, a nueve de marzo de dos mil diez, doña LUISA ELENA TOBAR DÍAZ, soltera, de',
        'este domicilio, es dueña de la parcela número nueve del Fundo Zúñiga.- La adquirió por',
        `compra a don MARIO SOTO LEIVA.- ${reference}.- Doy fe.-`,
        'Es copia fiel. San Vicente, 3 de marzo de 2026.',
      ]),
    ).value.entry;

  it('reads its fojas, side and year, the número left blank', () => {
    const read = copy('El título anterior corre a fojas ciento doce vuelta, número (ilegible) del año 1979');
    expect([read.fojas_anterior, read.vuelta_anterior, read.numero_anterior, read.ano_anterior]).toEqual([
      112,
      true,
      null,
      1979,
    ]);
  });

  it('reads the same with the mark in brackets after "N°"', () => {
    const read = copy('Inscripción anterior: fs. 2.418 N° [ilegible] año 1995');
    expect([read.fojas_anterior, read.numero_anterior, read.ano_anterior]).toEqual([2418, null, 1995]);
  });

  it('reads nothing from a reference with no year', () => {
    const read = copy('El título anterior corre a fojas ciento doce, número ilegible');
    expect(read.fojas_anterior).toBeNull();
  });
});

describe("a unit's description followed by its share in the common property after a semicolon", () => {
  it('ends the description before "; y además de derechos en proporción …"', () => {
    const { entry } = extractInscription(
      cbrDocument([
        'REGISTRO DE PROPIEDAD    Fojas 902    Número 655    Año 2018',
        'En Coquimbo, a cuatro de mayo de dos mil dieciocho, doña ANA LUISA PIZARRO ROJAS, soltera,',
        'de este domicilio, es dueña de la oficina número doscientos uno del segundo piso del',
        'Edificio Puerto Alto, con acceso por calle Aldunate número ochocientos, comuna de Coquimbo,',
        'según plano archivado bajo el número noventa; y además de derechos en proporción al valor',
        'de lo adquirido en los bienes comunes, que deslinda: NORTE, con calle Aldunate.- Doy fe.-',
      ]),
    ).value;
    expect(entry.descripcion_propiedad).toBe(
      'oficina número doscientos uno del segundo piso del Edificio Puerto Alto, con acceso por calle Aldunate número ochocientos, comuna de Coquimbo, según plano archivado bajo el número noventa',
    );
  });
});

describe("a copy's later page headed by the registry and its reference, inside a hyphenated word", () => {
  it('joins the word across the break without the header', () => {
    const { entry } = extractInscription(
      cbrDocument(
        [
          'REGISTRO DE PROPIEDAD · AÑO 2016',
          'Fojas 455    Número 390',
          'En Los Vilos, a dos de junio de dos mil dieciséis, don RAÚL IVÁN CORTÉS PÉREZ, casado, de',
          'este domicilio, es dueño del sitio número cuatro de la Población Caleta, comuna de Los Vilos.-',
          'Lo adquirió por compra a doña ELSA ROJAS TAPIA, según escritura de fecha veinte de mayo de dos',
          'mil dieciséis, otorgada en la No-',
        ],
        [
          'REGISTRO DE PROPIEDAD — AÑO 2016      Fs. 455',
          'taría de Illapel de don Jaime Osvaldo Muñoz Tapia, por el precio de $18.000.000.- Doy fe.-',
        ],
      ),
    ).value;
    expect(entry.notaria).toBe('Jaime Osvaldo Muñoz Tapia');
    expect(entry.notaria_comuna).toBe('Illapel');
  });
});

describe("a key printed after a footer's electronic-signature notice", () => {
  it('reads it as the verification code', () => {
    const raw = 'Fojas 12 vta.\nHoja 1 de 3 · Copia con firma electrónica avanzada · LVS-4471-2026-B\n';
    expect(verificationCode(raw)?.value).toBe('LVS-4471-2026-B');
  });

  it('reads no law number or word as one', () => {
    expect(
      verificationCode('Documento firmado con firma electrónica avanzada - ley-19799 vigente'),
    ).toBeNull();
  });
});

describe('parties whose domicile and estado civil are said once, in the plural', () => {
  const copy = (parties: string, sellers: string) =>
    extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LA UNIÓN',
        'Fojas 321  N° 277  Año 2019',
        `En La Unión, a cinco de abril de dos mil diecinueve, ${parties} son dueños del sitio número`,
        `seis de la Villa Los Ulmos, comuna de La Unión.- Lo adquirieron por compra a ${sellers}`,
        'según escritura de fecha dos de abril de dos mil diecinueve.- Doy fe.-',
      ]),
    ).value.entry;

  it('gives "casados entre sí, de este domicilio" to both owners', () => {
    const read = copy(
      'don PABLO ANDRÉS MENA ROJAS, profesor, y doña CAROLINA ISABEL VERA SOTO, enfermera, casados entre sí, de este domicilio,',
      'don HUGO SAAVEDRA PAZ, viudo, de este domicilio,',
    );
    expect(read.propietarios.map((owner) => owner.domicilio)).toEqual(['La Unión', 'La Unión']);
    expect(read.propietarios.map((owner) => owner.estado_civil)).toEqual(['casado', 'casado']);
  });

  it('gives "ambos casados entre sí, domiciliados en …" to both sellers', () => {
    const read = copy(
      'don PABLO ANDRÉS MENA ROJAS, soltero, de este domicilio,',
      'don LUIS ALBERTO PAZ RÍOS, cédula de identidad número 9.876.543-3, y a doña MARTA ELENA ORTIZ LAGOS, cédula de identidad número 10.123.456-5, ambos casados entre sí, domiciliados en Valdivia,',
    );
    expect(read.vendedores.map((seller) => [seller.estado_civil, seller.domicilio])).toEqual([
      ['casado', 'Valdivia'],
      ['casado', 'Valdivia'],
    ]);
  });

  it("keeps each one's own domicile when each states it", () => {
    const read = copy(
      'don PABLO ANDRÉS MENA ROJAS, soltero, domiciliado en Osorno, y doña ANA VERA SOTO, soltera, domiciliada en Valdivia,',
      'don HUGO SAAVEDRA PAZ, viudo, de este domicilio,',
    );
    expect(read.propietarios.map((owner) => owner.domicilio)).toEqual(['Osorno', 'Valdivia']);
  });
});

describe('an SII destination whose name holds a comma', () => {
  const destino = (line: string) =>
    extractSiiAppraisal(
      certificateDocument([
        'SERVICIO DE IMPUESTOS INTERNOS — CERTIFICADO DE AVALÚO FISCAL',
        'Comuna: PUCÓN',
        'Rol de avalúo: 00512-00007',
        'Dirección: O HIGGINS 1180',
        line,
        'Avalúo total: $410.552.900',
      ]),
    );

  it('reads "HOTEL, MOTEL" whole, unmarked', () => {
    const { value, provenance } = destino('Destino:   HOTEL, MOTEL');
    expect(value.destino).toBe('HOTEL, MOTEL');
    expect(provenance['destino']?.unsure ?? []).toEqual([]);
  });

  it('still ends another destination at its comma', () => {
    expect(destino('Destino: COMERCIO, según antecedentes del rol').value.destino).toBe('COMERCIO');
  });
});

describe('TGR totals printed as an amount and then its label, one space apart', () => {
  it('reads each total from its own line, not from the table under them', () => {
    const { value } = extractTgrDebt(
      certificateDocument([
        'TESORERÍA GENERAL DE LA REPÚBLICA     Certificado de Deuda',
        'MORALES PINO ROSA ELENA NOMBRE',
        'CLP 61,208 Total Deuda Liquidada Morosa',
        'CLP 57,930 Total Deuda No Vencida Liquidada',
        'FORMULARIO TIPO FOLIO FECHA VCTO. DEUDA NETA REAJUSTE INTERES MULTA TOTAL',
        '30 30 4410023311 30-Sep-2026 57,930 1,044 1,655 579 61,208',
        'Total Deuda Morosa (CLP) 57,930 1,044 1,655 579 61,208',
      ]),
    );
    expect(value.certificate.total_deuda_vencida_liquidada).toBe(61208);
    expect(value.certificate.total_deuda_no_vencida_liquidada).toBe(57930);
  });
});

describe("an earlier title's office whose name cannot be placed", () => {
  it('falls back to the issuing office, marked inferred', () => {
    const { value, provenance } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
        'Fojas 311  N° 240  Año 2013',
        'Angol, dos de mayo de dos mil trece.- Doña MARTA INÉS LAGOS VIDAL, soltera, de este',
        'domicilio, es dueña del sitio número cinco de la Población Vergara, comuna de Angol.- Lo',
        'adquirió por compra a don PEDRO RIFO CAYUL.- El título anterior está inscrito a fojas 88',
        'número 61 del año 1990 del Registro de Propiedad del Conservador de Bienes Raíces de Co1lipu11i.-',
        'Certifico que la presente copia es fiel a su original. Angol, 5 de enero de 2026.',
      ]),
    );
    expect(value.entry.conservador_anterior).toBe('Angol');
    expect(provenance['conservador_anterior']?.unsure).toContain('inferred');
  });

  it('stays sure when the clause names the issuer itself ("de este Conservador")', () => {
    const { value, provenance } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE ANGOL',
        'Fojas 311  N° 240  Año 2013',
        'Angol, dos de mayo de dos mil trece.- Doña MARTA INÉS LAGOS VIDAL, soltera, de este',
        'domicilio, es dueña del sitio número cinco de la Población Vergara, comuna de Angol.- Lo',
        'adquirió por compra a don PEDRO RIFO CAYUL.- El título anterior está inscrito a fojas 88,',
        'número 61, del Registro de Propiedad de este Conservador del año 1990.- Doy fe.-',
        'Certifico que la presente copia es fiel a su original. Angol, 5 de enero de 2026.',
      ]),
    );
    expect(value.entry.conservador_anterior).toBe('Angol');
    expect(provenance['conservador_anterior']?.unsure ?? []).not.toContain('inferred');
  });
});

describe('a verification code a stamp split', () => {
  const dom = (codeLine: string) =>
    extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE LAUTARO — DIRECCIÓN DE OBRAS',
        'CERTIFICADO DE INFORMACIONES PREVIAS N° 311',
        'Rol de avalúo: 140-22',
        'El inmueble no se encuentra afecto a declaratoria de utilidad pública.',
        codeLine,
      ]),
    );

  it('is doubtful when its rest stands apart after a gap ("LTR-4  - 871")', () => {
    expect(dom('Código de verificación: LTR-4   - 871').provenance['codigo_verificacion']?.unsure).toContain(
      'repaired_reading',
    );
  });

  it('is doubtful when a note says a stamp covers it', () => {
    expect(
      dom('Código de verificación: LTR-4 (sello sobre el código)').provenance['codigo_verificacion']?.unsure,
    ).toContain('repaired_reading');
  });

  it('stays sure when a sentence follows its dash', () => {
    expect(
      dom('Código de verificación: LTR-4471-26 - verifique en www.lautaro.cl').provenance[
        'codigo_verificacion'
      ]?.unsure ?? [],
    ).not.toContain('repaired_reading');
  });
});

describe('a DOM certificate\'s code after a bare "verificación" and its owner after "la solicitud de"', () => {
  const dom = (...lines: string[]) =>
    extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE CURACAUTÍN — DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO N° 77/2026',
        ...lines,
        'El inmueble NO está afecto a declaratoria de utilidad pública por vialidad ni por parques.',
      ]),
    ).value;

  it('reads the code after "/ verificación"', () => {
    expect(dom('Folio DOM 77-2026 / verificación 4TR8WQ').codigo_verificacion).toBe('4TR8WQ');
  });

  it('reads no word after "/ verificación" as a code', () => {
    expect(
      dom('Trámite en línea / verificación disponible en el sitio municipal').codigo_verificacion,
    ).toBeNull();
  });

  it('reads the owner who asks after "Vista la solicitud de"', () => {
    const value = dom(
      'Vista la solicitud de doña ROSA AMELIA PAINEMAL LEFIÑIR, propietaria del inmueble de calle Yungay 540,',
      'Rol de Avalúo N° 88-14, esta Dirección certifica:',
    );
    expect(value.contribuyente?.nombre).toBe('ROSA AMELIA PAINEMAL LEFIÑIR');
  });
});

describe('"de este domicilio" glued by the text layer', () => {
  it("still gives the owner the office's place", () => {
    const { entry } = extractInscription(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE TRAIGUÉN',
        'Fojas 44  N° 39  Año 2007',
        'En Traiguén, a tres de marzo de dos mil siete, don MANUEL JESÚS CARRASCO VIDAL, casado,',
        'agricultor, deeste domicilio, es dueño de la hijuela número dos del Fundo Quino, comuna de',
        'Traiguén.- La adquirió por compra a don PEDRO SOTO LARA.- Doy fe.-',
      ]),
    ).value;
    expect(entry.propietarios[0]?.domicilio).toBe('Traiguén');
  });
});

describe("a GP naming the owner after the property's inscription, and another person in a lien", () => {
  it("reads the inscription's owner, not the neighbour a servidumbre names", () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE COMBARBALÁ',
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Predio: Parcela 9, Quebrada Honda, comuna de Combarbalá, inscrito a fojas 312 número 240 del',
        'Registro de Propiedad del año 2019, a nombre de ARAYA TAPIA LUIS HERNÁN, RUT 11.203.554-2.',
        'HIPOTECAS Y GRAVÁMENES:',
        '  1) SERVIDUMBRE de acueducto, a fojas 40 número 33 del año 2012, a favor de la Parcela 8,',
        '     de propiedad de doña MARÍA ELENA CORTÉS ROJAS.',
        'INTERDICCIONES Y PROHIBICIONES: no hay.',
        'Combarbalá, 3 de marzo de 2026.',
      ]),
    );
    expect(value.propietarios?.map((owner) => owner.nombre)).toEqual(['ARAYA TAPIA LUIS HERNÁN']);
  });
});

describe('a marriage certificate read with one spouse only', () => {
  it("doubts the spouse read: the columns ran together and it may hold the other's cells", () => {
    const { value, provenance } = extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN',
        'CERTIFICADO DE MATRIMONIO',
        'Circunscripción : LINARES    N° Inscripción : 512    Año : 2004',
        '              ESPOSO                              ESPOSA',
        'Nombre PEDRO ANTONIO SEPÚLVEDA MUÑOZ ROSA INÉS CONTRERAS VERA',
        'R.U.N. 12.445.873-2   13.019.554-6',
      ]),
    );
    expect(value.certificate.marido.nombre === '' || value.certificate.mujer.nombre === '').toBe(true);
    const read = value.certificate.marido.nombre === '' ? 'mujer' : 'marido';
    expect(provenance[`${read}.nombre`]?.unsure).toContain('name_shape');
  });

  it('leaves both spouses sure when both are read', () => {
    const { provenance } = extractMarriageCertificate(
      certificateDocument([
        'SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN — CERTIFICADO DE MATRIMONIO',
        'Nombre del marido: PEDRO ANTONIO SEPÚLVEDA MUÑOZ   R.U.N.: 12.445.873-2',
        'Nombre de la mujer: ROSA INÉS CONTRERAS VERA   R.U.N.: 13.019.554-6',
      ]),
    );
    expect(provenance['marido.nombre']?.unsure ?? []).not.toContain('name_shape');
    expect(provenance['mujer.nombre']?.unsure ?? []).not.toContain('name_shape');
  });
});

describe('an earlier title cited with its fojas in words that the entry lacks', () => {
  it("doubts the entry's default side", () => {
    const today = new Date('2026-03-01T12:00:00Z');
    const report = { ...emptyReport(today), property_registry_history: [newRegistryEntry(today)] };
    const snippet = 'El título anterior corre a fojas novecientos doce vuelta Hipoteca fs. 88 N° 70';
    expect(
      unreadEarlierTitles(report, {
        'property_registry_history[0].fojas_anterior': {
          file: 'copia.pdf',
          page: 2,
          snippet,
          confidence: 0.85,
        },
      }),
    ).toEqual(['property_registry_history[0].vuelta_anterior']);
  });
});

describe('a GP entry whose inscription date is its last sentence', () => {
  it('reads "Inscrito el …" after the creditor as the entry\'s date', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE RÍO BUENO',
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Inmueble inscrito a fojas 410 número 355 del Registro de Propiedad del año 2018.',
        'INTERDICCIONES Y PROHIBICIONES:',
        '1.- EMBARGO: a fojas 61 número 48 del año 2024, decretado por el Juzgado de Letras de La Unión',
        'en causa Rol C-902-2024, a favor de AGRÍCOLA LOS CASTAÑOS SPA. Inscrito el 3 de junio de 2024.',
        '2.- PROHIBICIÓN: a fojas 77 número 60 del año 2018, de gravar y enajenar, a favor del BANCO',
        'SANTANDER-CHILE.',
        'Río Bueno, 9 de enero de 2026.',
      ]),
    );
    expect(value.prohibiciones.map((entry) => entry.fecha_emision)).toEqual(['2024-06-03', null]);
  });
});
