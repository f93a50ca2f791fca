import { describe, expect, it } from 'vitest';

import { bundledParts } from '../reading/bundle';
import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { extractInscription } from './inscription';

/*
 * Dominio vigente certificates and inscription copies in the forms of chilean-documents.md §1
 * and issue #9, written for these tests with made-up numbers, names and places.
 */

const entryOf = (...pages: string[]) =>
  extractInscription(documentFromPages('dominio.pdf', pages)).value.entry;

describe('dominio vigente in every form', () => {
  it('short form: owner surname first, date in words, office only in the sign-off', () => {
    const entry = entryOf(
      [
        'CERTIFICADO',
        'DE',
        'DOMINIO VIGENTE',
        'Del inmueble ubicado en la Comuna de Talcahuano que corresponde: a DEPARTAMENTO',
        'doscientos uno (201), del Edificio Las Gaviotas, se encuentra vigente a la fecha de emisión',
        'de este certificado a nombre de:',
        '1.- ROJAS PEÑA MARIO ANDRES inscrito a fojas 2001 número 1805 del Registro de Propiedad del año 2011.-',
        'En Talcahuano, nueve de mayo del año dos mil veinticuatro .-',
        'Certificado generado por JPEREZ',
      ].join('\n'),
    );
    expect(entry).toMatchObject({
      conservador: 'Talcahuano',
      fojas: 2001,
      vuelta: false,
      numero: 1805,
      ano: 2011,
      comuna: 'Talcahuano',
      fecha_emision: '2024-05-09',
    });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['ROJAS PEÑA MARIO ANDRES']);
  });

  it('dotted thousands, the office glued to the carátula, the owner after "vigente a nombre de doña"', () => {
    const entry = entryOf(
      [
        'Registro de Propiedad',
        'Cert. Dominio Vigente',
        'En relación al inmueble inscrito a fojas 2.340, Nº 1.001, en el Registro de Propiedad a mi cargo,',
        'correspondiente al año 2.018, consistente en la Casa Nº 4, de la comuna de Illapel.-',
        'CERTIFICO: Que el dominio del inmueble referido se encuentra actualmente vigente a nombre de doña',
        'ROSA ELENA TAPIA LUNA.- Rvv.-',
        'Carátula 552211CBR Illapel, 3 de Junio de 2025',
      ].join('\n'),
    );
    expect(entry).toMatchObject({
      conservador: 'Illapel',
      fojas: 2340,
      numero: 1001,
      ano: 2018,
      comuna: 'Illapel',
      fecha_emision: '2025-06-03',
    });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['ROSA ELENA TAPIA LUNA']);
  });

  it('numbers in words with the digits in parentheses', () => {
    const entry = entryOf(
      [
        'CERTIFICADO DE DOMINIO VIGENTE',
        'Folio N°:5012.-Carátula N°:22110.-',
        'Del inmueble inscrito a fojas cuatro mil ciento doce (4112) número tres mil nueve (3009) del',
        'Registro de Propiedad del año dos mil veinte (2020), se encuentra vigente a nombre de PABLO SOTO.',
        'Pozo Almonte, 12 de marzo de 2025.',
      ].join('\n'),
    );
    expect(entry).toMatchObject({ fojas: 4112, numero: 3009, ano: 2020, conservador: 'Pozo Almonte' });
  });

  it('spaces lost in the text layer and the state glued to "encuentra:"', () => {
    const entry = entryOf(
      [
        'COPIA DE INSCRIPCION',
        'REGISTRO DE PROPIEDAD',
        'El Conservador que suscribe certifica que la inscripción adjunta, y que rola a fojas5120, nº4311, año2016, de',
        'este registro, está conforme con su original, y que la inscripción que consta en ella se encuentra:VIGENTE.-',
        'Buin, 4 de Enero de 2024.-',
      ].join('\n'),
    );
    expect(entry).toMatchObject({
      fojas: 5120,
      numero: 4311,
      ano: 2016,
      conservador: 'Buin',
      fecha_emision: '2024-01-04',
    });
  });

  it('F is the front page; the issue date is not the "vigente al día" date', () => {
    const entry = entryOf(
      [
        'Conservador de Bienes Raíces de Pitrufquén',
        'DOMINIO VIGENTE',
        'El Conservador de Bienes Raíces de Pitrufquén CERTIFICA que la inscripción de fojas 812F número 733',
        'correspondiente al año 2009 , adjunta al presente documento, está conforme con su original y se',
        'encuentra vigente al día 2 de Abril del 2025.-',
        'Pitrufquén,',
        '4 de Abril del 2025',
      ].join('\n'),
    );
    expect(entry).toMatchObject({
      fojas: 812,
      vuelta: false,
      numero: 733,
      ano: 2009,
      fecha_emision: '2025-04-04',
    });
  });

  it("the property's comuna, not an owner's domicile", () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE. Certifico que la inscripción de fojas 31 número 17 del Registro de Propiedad del año 2012, a nombre de don LUIS ROJAS PAZ, domiciliado en la comuna de Temuco, que corresponde al inmueble ubicado en la comuna de Lautaro, se encuentra vigente. Lautaro, 3 de abril de 2025.',
    );
    expect(entry).toMatchObject({ comuna: 'Lautaro', conservador: 'Lautaro', fojas: 31 });
  });

  it('a sign-off with the hour between place and date', () => {
    const entry = entryOf(
      'CERTIFICADO DE DOMINIO VIGENTE. La inscripción de fojas 90 número 71 del Registro de Propiedad del año 2000 se encuentra vigente a nombre de ANA ROJAS. TOCOPILLA, a las 09:40 del 02 de octubre del año 2025.',
    );
    expect(entry).toMatchObject({ fecha_emision: '2025-10-02', conservador: 'Tocopilla' });
  });

  it('the previous title in words with vuelta, and a rol written without "de"', () => {
    const entry = entryOf(
      [
        'El Conservador de Bienes Raíces de Quillota certifica que la inscripción de fojas 1500 número 1200',
        'del Registro de Propiedad del año 2015 se encuentra vigente al día 1 de julio de 2025.',
        'Quillota, 2 de julio de 2025.',
        'Quillota, diez de marzo del año dos mil quince.- Don LUIS ALBERTO ROJAS PINO, C.I. 9.876.543-3, soltero,',
        'de este domicilio, es dueño de la casa de calle Freire número mil doce, Comuna de Quillota, que deslinda:',
        'NORTE, en diez metros con calle Freire.- Lo adquirió por compra a doña ANA MARÍA PINO VERA, según',
        'escritura de fecha dos de febrero del año dos mil quince, otorgada en la notaría de esta ciudad, de don',
        'Pedro Soto Ruiz, por el precio de $45.000.000.- El título anterior rola a fojas seiscientas cuarenta y una',
        'vuelta número trescientos dos del año mil novecientos noventa y ocho.- Rol Avalúo: 210-33.-',
      ].join('\n'),
    );
    expect(entry).toMatchObject({
      fecha_emision: '2025-07-02',
      fojas_anterior: 641,
      vuelta_anterior: true,
      numero_anterior: 302,
      ano_anterior: 1998,
      rol_avaluo: '210-33',
      comuna: 'Quillota',
      fecha_registro: '2015-03-10',
    });
  });
});

describe('bundles', () => {
  const bundle = [
    'CERTIFICADO DE DOMINIO VIGENTE',
    'Certifico: que la inscripción de fojas 77 vuelta Nº 51 del Registro de Propiedad del año 2010, del inmueble',
    'ubicado en calle Uno, comuna de Tomé, se encuentra VIGENTE a nombre de JUANA PÉREZ ROJAS.- TOMÉ, 2 DE MAYO DE 2025.-',
    'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES',
    'Revisados los Registros de Hipotecas y Gravámenes, certifico: Que el inmueble NO TIENE VIGENTES Hipotecas ni',
    'Gravámenes.- TOMÉ, 2 DE MAYO DE 2025.-',
    'CERTIFICADO DE PROHIBICIONES',
    'Revisados los Registros de Interdicciones y Prohibiciones de Enajenar, CERTIFICO: Que el inmueble TIENE VIGENTE',
    'Embargo decretado en causa rol C-1-2024 del Juzgado de Tomé, inscrito a fojas 300 N°120 del Registro de',
    'Prohibiciones del año 2024.- TOMÉ, 2 DE MAYO DE 2025.-',
  ].join('\n');

  it('a GP certificate that also certifies dominio vigente yields the inscription too', () => {
    const [part] = bundledParts('gp', documentFromPages('bundle.pdf', [bundle]));
    expect(part?.type).toBe('dominio_vigente');
    expect(part?.type === 'dominio_vigente' && part.result.value.entry).toMatchObject({
      fojas: 77,
      vuelta: true,
      numero: 51,
      ano: 2010,
      conservador: 'Tomé',
      fecha_emision: '2025-05-02',
      propietarios: [expect.objectContaining({ nombre: 'JUANA PÉREZ ROJAS' })],
    });
  });

  it('a dominio vigente that also reviews the registries yields the GP certificate too', () => {
    const [part] = bundledParts('dominio_vigente', documentFromPages('bundle.pdf', [bundle]));
    expect(part?.type).toBe('gp');
    if (part?.type !== 'gp') return;
    expect(part.result.value).toMatchObject({ fojas: 77, vuelta: true, gravamenes: [] });
    expect(part.result.value.prohibiciones).toEqual([
      expect.objectContaining({ tipo: 'EMBARGO', fojas: 300, numero: 120, ano: 2024 }),
    ]);
  });

  it('a plain copy or certificate is no bundle', () => {
    const copy =
      'Copia con Vigencia. La inscripción de fojas 1 número 2 del Registro de Propiedad del año 2000 se encuentra vigente.';
    expect(bundledParts('dominio_vigente', documentFromPages('d.pdf', [copy]))).toEqual([]);
    expect(
      bundledParts(
        'gp',
        documentFromPages('g.pdf', ['CERTIFICADO DE HIPOTECAS Y GRAVÁMENES de propiedad de ANA ROJAS.']),
      ),
    ).toEqual([]);
  });
});

describe('doubtful readings of an inscription are marked, not guessed', () => {
  it('marks a number whose words and digits disagree, and a name OCR split', () => {
    const { value, provenance } = extractInscription(
      documentFromPages('dominio.pdf', [
        [
          'CERTIFICADO DE DOMINIO VIGENTE',
          'El Conservador de Bienes Raíces de Ovalle certifica que la inscripción de fojas ciento doce (121)',
          'número noventa (90) del Registro de Propiedad del año dos mil diez (2010) se encuentra vigente a',
          'nombre de JUAN ANDRÉS PIZARRO s S ii ROJAS.',
          'Ovalle, 2 de julio de 2025.',
        ].join('\n'),
      ]),
    );
    expect(value.entry).toMatchObject({ fojas: 121, numero: 90, ano: 2010 });
    expect(provenance.fojas?.unsure).toEqual(['words_digits_mismatch']);
    expect(value.entry.propietarios.map((owner) => owner.nombre)).toEqual(['JUAN ANDRÉS PIZARRO ROJAS']);
    expect(provenance['propietarios[0]']?.unsure).toEqual(['repaired_reading']);
  });

  it("marks as inferred an inscription no words name as the property's", () => {
    const { provenance } = extractInscription(
      documentFromPages('dominio.pdf', [
        'DOMINIO VIGENTE\nfojas 310 número 255 del año 2001, vigente a nombre de PEDRO SOTO VERA.',
      ]),
    );
    expect(provenance.fojas?.unsure).toEqual(['inferred']);
  });

  it('reads without doubt the heading of a copy’s one transcription, of the year it opens with', () => {
    const copy = (heading: string) =>
      extractInscription(
        documentFromPages('copia.pdf', [
          [
            'CONSERVADOR DE BIENES RAÍCES DE OSORNO',
            heading,
            'Osorno, veintiocho de enero de dos mil quince.- Doña LORENA ISABEL MANSILLA OJEDA, soltera,',
            'es dueña de la parcela número nueve del loteo Las Quemas, comuna de Osorno. La adquirió por',
            'compra a don Víctor Hugo Barrientos Paredes en el precio de $ 31.000.000.',
          ].join('\n'),
        ]),
      );
    const read = copy('Fs. 188 vta. - N° 164 - Año 2015');
    expect(read.value.entry).toMatchObject({ fojas: 188, vuelta: true, numero: 164, ano: 2015 });
    expect(read.provenance.fojas?.unsure).toBeUndefined();
    // A heading of another year than the transcription's opening is no heading of it.
    expect(copy('Fs. 188 vta. - N° 164 - Año 2014').provenance.fojas?.unsure).toEqual(['inferred']);
  });
});

describe('an inscription body in plain sentences', () => {
  it('reads boundaries after a full stop, "Adquirió el inmueble por …" and "en el precio de …"', () => {
    const entry = entryOf(
      [
        'Inscripción de fojas 77 número 81 del Registro de Propiedad del año 2021',
        'Número 81. Ovalle, tres de marzo de dos mil veintiuno.- Don MARCO ANTONIO PIZARRO ROJAS,',
        'cédula de identidad 10.222.333-4, casado, domiciliado en calle Vicuña número 50, comuna de',
        'Ovalle, es dueño de la parcela número doce del loteo El Molle, comuna de Ovalle. Deslinda:',
        'NORTE, en 40,00 metros con parcela once; SUR, en 40,00 metros con camino público. Adquirió la',
        'propiedad por compraventa a doña LUISA ELENA ARAYA CORTÉS, según escritura de fecha 20 de',
        'febrero de 2021 otorgada en la notaría de Ovalle de don Pablo Ríos Mena, en el precio de',
        '$ 41.500.000. La vendedora adquirió según inscripción a fojas 12 número 15 del año 2001.',
        'Certifico que la inscripción de fojas 77 número 81 del año 2021 se encuentra vigente.',
        'Ovalle, 2 de abril de 2025.',
      ].join('\n'),
    );
    expect(entry.descripcion_propiedad).toBe('parcela número doce del loteo El Molle, comuna de Ovalle');
    expect(entry.deslindes.map((boundary) => boundary.direccion)).toEqual(['Norte', 'Sur']);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['LUISA ELENA ARAYA CORTÉS']);
    expect(entry.precio).toBe('$41.500.000');
    expect(entry).toMatchObject({ fojas_anterior: 12, numero_anterior: 15, ano_anterior: 2001 });
  });
});
