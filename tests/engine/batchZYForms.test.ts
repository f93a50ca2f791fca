import { describe, expect, it } from 'vitest';

import { extractGpCertificate } from '../../server/analysis/engine/extractors/gpCertificate';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { extractMunicipalAffectation } from '../../server/analysis/engine/extractors/municipalAffectation';
import { extractServiuReport } from '../../server/analysis/engine/extractors/serviuReport';
import { cbrDocument, certificateDocument } from '../support/engineDocuments';

/*
 * Forms held-out batch ZY exposed once scored blind (issues #17, #18), each in wordings written for
 * these tests: made-up offices, people, numbers.
 */

describe('an inheritance inscribed for the heirs listed right after the inscription made for them', () => {
  const copy = [
    'CONSERVADOR DE BIENES RAÍCES DE LAUTARO',
    'COPIA DE INSCRIPCIÓN ESPECIAL DE HERENCIA CON CERTIFICADO DE VIGENCIA',
    'Inscripción: fojas 1.207 / número 988 / año 2021',
    'Emitido: 3 de marzo de 2026        Código: LTR-55K1-2026-040',
    'Lautaro, catorce de octubre del año dos mil veintiuno.- Con el mérito de la',
    'resolución exenta número 2.215 del Servicio de Registro Civil e Identificación,',
    'que concedió la posesión efectiva de la herencia testada quedada al fallecimiento',
    'de doña ELISA DEL CARMEN ÑANCUPIL RAIN, inscrita a fojas 1.206 número 987 de',
    'este Registro y año, se inscribe el dominio a nombre de sus herederos: don',
    'MANUEL ANTONIO QUEUPUMIL ÑANCUPIL, cédula nacional de identidad número',
    '12.345.678-5, soltero; y doña ROXANA BEATRIZ QUEUPUMIL ÑANCUPIL, cédula',
    'nacional de identidad número 11.111.111-1, divorciada, ambos domiciliados en la',
    'avenida Bernardo O’Higgins 740, comuna de Lautaro, quienes son dueños de la',
    'parcela número once del proyecto de parcelación Santa Rosa, comuna de Lautaro,',
    'que deslinda: NORTE, en doscientos metros con parcela número diez; SUR, en',
    'doscientos metros con camino vecinal.- La causante adquirió por compra según',
    'inscripción de fojas 310 número 277 del Registro de Propiedad del año 1998.-',
    'Requirente: Manuel Queupumil.',
  ];

  it('takes the header reference printed with slashes as the inscription’s own', () => {
    const { entry } = extractInscription(cbrDocument(copy)).value;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([1207, 988, 2021]);
  });

  it('reads the heirs as owners and the causante as the one the dominio came from', () => {
    const { entry } = extractInscription(cbrDocument(copy)).value;
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual([
      'MANUEL ANTONIO QUEUPUMIL ÑANCUPIL',
      'ROXANA BEATRIZ QUEUPUMIL ÑANCUPIL',
    ]);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['ELISA DEL CARMEN ÑANCUPIL RAIN']);
    expect(entry.descripcion_propiedad).toMatch(/^parcela número once del proyecto/);
  });

  it('leaves the article out of a domicile "en la avenida …"', () => {
    const { entry } = extractInscription(cbrDocument(copy)).value;
    expect(entry.propietarios[0]?.domicilio).toBe('avenida Bernardo O’Higgins 740, comuna de Lautaro');
  });
});

describe('a copy whose deed was granted before the notary of a city its comuna names otherwise', () => {
  const copy = (notary: string) => [
    'CONSERVADOR DE BIENES RAÍCES DE PUERTO AYSÉN',
    'fs. 411 N° 380 REGISTRO DE PROPIEDAD 2020',
    'Puerto Aysén, dos de junio de dos mil veinte.- Don HUGO ERNESTO VARGAS MILLAR,',
    'cédula nacional de identidad número 9.876.543-3, casado, es dueño del sitio',
    'número ocho de la manzana D, calle Los Coigües 120, comuna de Aysén.- Lo',
    `adquirió por compra a doña ELENA ROSA MUÑOZ PAZ, según escritura otorgada en la ${notary}`,
    'de don Pablo Andrés Fuentes Rivas, con fecha veinte de mayo de dos mil veinte.-',
  ];

  it('keeps the city as printed, not its comuna', () => {
    const { entry } = extractInscription(cbrDocument(copy('Notaría de Puerto Aysén'))).value;
    expect(entry.notaria_comuna).toBe('Puerto Aysén');
    expect(entry.notaria).toBe('Pablo Andrés Fuentes Rivas');
  });

  it('gives the comuna when the copy names the comuna', () => {
    const { entry } = extractInscription(cbrDocument(copy('Notaría de Aysén'))).value;
    expect(entry.notaria_comuna).toBe('Aysén');
  });
});

describe('a DOM sentence naming the widening before its road and width', () => {
  const dom = (sentence: string[]) =>
    certificateDocument([
      'ILUSTRE MUNICIPALIDAD DE FUTRONO',
      'Dirección de Obras Municipales',
      'Futrono, 4 de abril de 2026',
      'CERTIFICADO N° 144 — AFECTACIÓN A UTILIDAD PÚBLICA',
      ...sentence,
      'Código de verificación: DOMFU-144-26',
    ]);

  it('writes a width in the road’s own clause as a form’s cell prints it, the kind after the road', () => {
    const { value } = extractMunicipalAffectation(
      dom([
        'Se certifica que el predio ubicado en avenida Balmaceda N° 388, rol 41-7, se',
        'encuentra AFECTO a declaratoria de utilidad pública por vialidad, por la APERTURA de',
        'avenida Costanera Norte a 25 metros entre líneas oficiales, según Plan Regulador.',
      ]),
    );
    expect(value.vias_expropiacion_vial).toBe(
      'avenida Costanera Norte, apertura a 25 metros entre líneas oficiales',
    );
  });

  it('gives the road alone when no width follows it', () => {
    const { value } = extractMunicipalAffectation(
      dom([
        'Se certifica que el predio ubicado en avenida Balmaceda N° 388, rol 41-7, se',
        'encuentra afecto a utilidad pública por ensanche de calle Llifén, según el Plan',
        'Regulador Comunal vigente.',
      ]),
    );
    expect(value.vias_expropiacion_vial).toBe('calle Llifén');
  });
});

describe('a DOM form asking whether the property is in the urban area', () => {
  const form = (question: string) =>
    certificateDocument([
      'MUNICIPALIDAD DE CURACAUTÍN — DIRECCIÓN DE OBRAS',
      'Certificado de Afectación a Utilidad Pública N° 031/2026 — 2 de febrero de 2026',
      'Propietaria: Irma Lucía Catrileo Mora',
      'Predio: Hijuela 7, sector Manzanar · Rol 310-12',
      question,
      '2. ¿Afecto a ensanche o apertura de vías?               NO',
      '3. ¿Afecto a áreas verdes o parques?                    NO',
    ]);

  it('reads "NO" to the urban area as rural', () => {
    const { value } = extractMunicipalAffectation(form('1. ¿Inmueble dentro del área urbana?          NO'));
    expect(value.tipo_vivienda).toBe('Rural');
  });

  it('reads "SÍ" to the rural area as rural and "SÍ" to the urban one as urban', () => {
    expect(
      extractMunicipalAffectation(form('1. ¿Se ubica en zona rural?          SÍ')).value.tipo_vivienda,
    ).toBe('Rural');
    expect(
      extractMunicipalAffectation(form('1. ¿Predio en área urbana?             SÍ')).value.tipo_vivienda,
    ).toBe('Urbano');
  });

  it('gives the first of two owners the owner label names, marked', () => {
    const { value, provenance } = extractMunicipalAffectation(
      certificateDocument([
        'MUNICIPALIDAD DE CURACAUTÍN — DIRECCIÓN DE OBRAS',
        'Certificado N° 032/2026 — 3 de febrero de 2026',
        'Propietarios: Tomás Andrés Reyes Lagos y Camila Ignacia Soto Pérez',
        'Predio: Hijuela 8, sector Manzanar · Rol 310-13',
        '1. ¿Afecto a utilidad pública?          NO',
      ]),
    );
    expect(value.contribuyente?.nombre).toBe('Tomás Andrés Reyes Lagos');
    expect(provenance['contribuyente.nombre']?.unsure).toContain('name_shape');
  });
});

describe('a SERVIU line of cells parted by middle dots', () => {
  it('keeps the village after the street’s comma and reads a code after one space', () => {
    const { value } = extractServiuReport(
      certificateDocument([
        'SERVIU REGIÓN DE MAGALLANES Y DE LA ANTÁRTICA CHILENA',
        'Punta Arenas, 9 de marzo de 2026',
        'Certificado N° 2207',
        'Dirección: Bernardo Philippi 233, Puerto Yartou · Comuna: Timaukel · Rol: 14-3',
        'Expropiación SERVIU: NO',
        'Cód. verificación MAG-2207-QW8',
      ]),
    );
    expect(value.direccion_propiedad).toBe('Bernardo Philippi 233, Puerto Yartou');
    expect(value.codigo_verificacion).toBe('MAG-2207-QW8');
  });
});

describe('a DOM code labelled as a digital folio', () => {
  it('reads it as the verification code', () => {
    const { value } = extractMunicipalAffectation(
      certificateDocument([
        'ILUSTRE MUNICIPALIDAD DE GORBEA',
        'DIRECCIÓN DE OBRAS MUNICIPALES',
        'CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA N° 208',
        'Fecha: 5 de mayo de 2026',
        'Dirección: CALLE BALMACEDA N° 910, GORBEA',
        'El inmueble no se encuentra afecto a utilidad pública.',
        'Folio digital: DOMGB-26-208-M4',
      ]),
    );
    expect(value.codigo_verificacion).toBe('DOMGB-26-208-M4');
  });
});

describe('GP forms', () => {
  it('reads a table row’s type an adjective qualifies ("SERVIDUMBRE MINERA", "USUFRUCTO VITALICIO")', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CBR TALTAL',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Inmueble: calle Prat 455, comuna de Taltal',
        'Dominio: fs. 88 N° 71 de 2015',
        ' REGISTRO   FOJAS   NÚMERO   AÑO    DETALLE',
        ' GRAV.      12      9        2017   SERVIDUMBRE MINERA a favor de MINERA LAS LUCES LTDA.',
        ' GRAV.      40      33       2019   USUFRUCTO VITALICIO a favor de NORA INÉS TAPIA ROJAS',
        ' PROH.      --      --       --     Sin inscripciones',
        'Taltal, 2 de abril de 2026',
      ]),
    );
    expect(value.gravamenes.map((lien) => lien.tipo)).toEqual(['SERVIDUMBRE MINERA', 'USUFRUCTO VITALICIO']);
  });

  it('reads a rural lot closed by its comuna’s cell and owners a dash sets after the reference', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CBR LA UNIÓN',
        'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES',
        'Predio: Hijuela 4 parcelación Los Coigües, Futrono',
        'Dominio: fs. 512 N° 430 de 2019 — PÉREZ SOTO ANA MARÍA (50%) /',
        'ROJAS LAGOS PEDRO ANDRÉS (50%)',
        'Período revisado: 30 años',
        'Hipotecas: no hay. Prohibiciones: no hay.',
        'La Unión, 8 de enero de 2026',
      ]),
    );
    expect(value.domicilio).toBe('Hijuela 4 parcelación Los Coigües');
    expect(value.comuna).toBe('Futrono');
    expect(value.propietarios.map((owner) => owner.nombre)).toEqual([
      'PÉREZ SOTO ANA MARÍA',
      'ROJAS LAGOS PEDRO ANDRÉS',
    ]);
  });

  it('reads the owner a narrative certificate names after "la propiedad de"', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CERTIFICADO DE HIPOTECAS, GRAVÁMENES E INTERDICCIONES',
        'El Conservador que suscribe certifica que la propiedad de don ARMANDO JOSÉ',
        'CÁRCAMO LEAL, ubicada en calle Blanco N° 77, comuna de Dalcahue, inscrita a fojas',
        '150 número 133 del Registro de Propiedad del año 2012, no reconoce hipotecas ni',
        'gravámenes, ni prohibiciones de ninguna clase.',
        'Castro, 9 de febrero de 2026.',
      ]),
    );
    expect(value.propietarios.map((owner) => owner.nombre)).toEqual(['ARMANDO JOSÉ CÁRCAMO LEAL']);
  });

  it('takes no item from a title listing the registries between middle dots', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE COCHAMÓ',
        'GRAVÁMENES · PROHIBICIONES · EMBARGOS · LITIGIOS',
        'Fecha de emisión   : 11/03/2026',
        'Inmueble           : camino a Río Puelo km 12',
        'Inscripción dominio: Fs. 61 N° 55 Año 2020',
        '------------------------------------------',
        'Clase              : HIPOTECA',
        'Inscripción        : Fs. 30 N° 21 Año 2021',
        'Acreedor           : BANCO DEL SUR',
        '------------------------------------------',
        'Litigios           : sin registro',
      ]),
    );
    expect(value.gravamenes.map((lien) => lien.tipo)).toEqual(['HIPOTECA']);
    expect(value.prohibiciones).toEqual([]);
  });

  it('gives a beneficiary whose numbers are written out as printed', () => {
    const { value } = extractGpCertificate(
      cbrDocument([
        'CONSERVADOR DE BIENES RAÍCES DE LONCOCHE',
        'CERTIFICADO DE GRAVÁMENES Y PROHIBICIONES',
        'Respecto de la hijuela número cinco del plano 88, inscrita a fojas 410 número 377',
        'del Registro de Propiedad del año 2018, aparece:',
        'I. GRAVÁMENES',
        '  a) SERVIDUMBRE DE ACUEDUCTO, a fojas 91 número 70 del año 2004, en favor',
        '     de la hijuela número seis del mismo plano.',
        'II. PROHIBICIONES: no se anotan.',
        'Loncoche, doce de enero de dos mil veintiséis.',
      ]),
    );
    expect(value.gravamenes[0]?.acreedor).toBe('hijuela número seis del mismo plano');
  });
});
