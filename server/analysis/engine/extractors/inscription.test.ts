import { describe, expect, it } from 'vitest';

import { DOUBTFUL_CONFIDENCE } from '../../../../common/record/provenance';
import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { extractInscription, parseDeslindes } from './inscription';

const certification = [
  'CONSERVADOR DE BIENES RAÍCES DE RANCAGUA',
  'CERTIFICO: Que la copia que antecede es fiel a su original, correspondiente a la inscripción de',
  'fojas 1874 Vta. número 652 del Registro de Propiedad del año 2013, y que se encuentra VIGENTE.-',
  'Rancagua, 2 de febrero de 2026.-',
  'Verifique con el código de verificación: AB12CD34',
].join('\n');

const body = [
  'Rancagua, primero de marzo del año dos mil tre-',
  'ce.- Don PEDRO PABLO ROJAS MUÑOZ, cédula nacional de identidad número doce',
  'millones trescientos cuarenta y cinco mil seiscientos setenta y ocho guión cinco, casado',
  'y separado totalmente de bienes, domiciliado en calle Astorga número 512, comuna de Rancagua;',
  'es dueño del inmueble ubicado en calle Astorga número quinientos doce, Comuna',
  'de Rancagua, de acuerdo al plano archivado bajo el número 2.210, cuyos deslindes son: al',
  'Norte, en diez coma cinco metros con calle Astorga; al Sur, en once metros con sitio número tres y',
  'en cuatro coma veinte metros con sitio número cuatro.- Lo adquirió por compra a doña ANA',
  'MARÍA SOTO VERA, de este domicilio, según escritura otorgada en la Notaría de Rancagua de don',
  'Luis Alberto Pérez Toro, con fecha 3 de enero de 2013; por la suma de dos mil novecientas',
  'cincuenta unidades de fomento, pagado.- El título anterior está inscrito a Fojas 88',
  'v, Número 91 del Año 1999.- Rol de Avalúo N° 0412-0033.- Requirente: Pedro Rojas.',
].join('\n');

describe('extractInscription', () => {
  const { value } = extractInscription(documentFromPages('dominio.pdf', [certification, body]));
  const entry = value.entry;

  it('reads the certification: office, fojas vuelta, número, año, date and code', () => {
    expect(entry).toMatchObject({
      conservador: 'Rancagua',
      fojas: 1874,
      vuelta: true,
      numero: 652,
      ano: 2013,
      fecha_emision: '2026-02-02',
      codigo_verificacion: 'AB12CD34',
    });
  });

  it('reads the owner with a RUT in words across lines and a separation of goods', () => {
    expect(entry.fecha_registro).toBe('2013-03-01');
    expect(entry.propietarios).toEqual([
      {
        nombre: 'PEDRO PABLO ROJAS MUÑOZ',
        rut: '12.345.678-5',
        estado_civil: 'casado_con_separacion_de_bienes',
        domicilio: 'calle Astorga número 512, comuna de Rancagua',
      },
    ]);
  });

  it('reads description, plano, deslindes, seller, notary, price, previous title and rol', () => {
    expect(entry.descripcion_propiedad).toBe(
      'inmueble ubicado en calle Astorga número quinientos doce, Comuna de Rancagua, de acuerdo al plano archivado bajo el número 2.210',
    );
    expect(entry.plano).toBe(2210);
    expect(entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '10,50 metros', propiedad: 'calle Astorga' },
      { direccion: 'Sur', largo: '11,00 metros', propiedad: 'sitio número tres' },
      { direccion: 'Sur', largo: '4,20 metros', propiedad: 'sitio número cuatro' },
    ]);
    expect(entry.vendedores).toEqual([
      { nombre: 'ANA MARÍA SOTO VERA', rut: null, estado_civil: null, domicilio: 'Rancagua' },
    ]);
    expect(entry).toMatchObject({
      notaria: 'Luis Alberto Pérez Toro',
      notaria_comuna: 'Rancagua',
      precio: '2.950,00 UF',
      fojas_anterior: 88,
      vuelta_anterior: true,
      numero_anterior: 91,
      ano_anterior: 1999,
      conservador_anterior: 'Rancagua',
      rol_avaluo: '412-33',
      comuna: 'Rancagua',
    });
    expect(value.acquisition).toBe('compra');
  });

  it('points the description at its own words, from its first to its last', () => {
    const { provenance } = extractInscription(documentFromPages('dominio.pdf', [certification, body]));
    const snippet = provenance.descripcion_propiedad?.snippet ?? '';
    // The snippet runs 40 characters past the value's last word, into the boundaries.
    expect(snippet).toContain('es dueño del inmueble ubicado');
    expect(snippet).toContain('bajo el número 2.210, cuyos deslindes son: al Norte, en diez');
  });
});

describe('deslindes whose opening words are lost', () => {
  const read = (words: string) =>
    extractInscription(
      documentFromPages('dominio.pdf', [
        certification,
        body.replace(
          /cuyos deslindes son: al\nNorte, en diez coma cinco metros con calle Astorga; al Sur,/,
          words,
        ),
      ]),
    );

  it('reads them from a side and its length on, doubtful, where a worn copy lost "que deslinda:"', () => {
    const { value, provenance } = read('\nNORTE, en diez coma cinco metros con calle Astorga; SUR,');
    expect(value.entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '10,50 metros', propiedad: 'calle Astorga' },
      { direccion: 'Sur', largo: '11,00 metros', propiedad: 'sitio número tres' },
      { direccion: 'Sur', largo: '4,20 metros', propiedad: 'sitio número cuatro' },
    ]);
    expect(provenance.deslindes?.confidence).toBeLessThan(0.5);
  });

  it('reads them after an opening of other words ("cuyos linderos son:")', () => {
    const { value } = read('cuyos linderos son: Norte: en diez coma cinco metros con calle Astorga; Sur:');
    expect(value.entry.deslindes.map((deslinde) => deslinde.direccion)).toEqual(['Norte', 'Sur', 'Sur']);
  });

  it('reads no deslindes from one side named with a length elsewhere', () => {
    const { value } = read('\nlindante al norte, en diez metros de la plaza, según plano,');
    expect(value.entry.deslindes).toEqual([]);
  });
});

describe('deslindes whose side a worn copy lost', () => {
  const read = (deslindes: string) =>
    extractInscription(
      documentFromPages('dominio.pdf', [
        certification,
        body.replace(/cuyos deslindes son:[^]*?(?=\.- Lo adquirió)/, `cuyos deslindes son: ${deslindes}`),
      ]),
    );

  it.each([
    [
      'a neighbour running on into it',
      'NORTE, en ocho metros con calle Astorga   en ocho metros con sitio cinco; ORIENTE, en veinte metros con sitio seis; PONIENTE, en veinte metros con sitio dos',
    ],
    [
      'between two semicolons',
      'NORTE, en ocho metros con calle Astorga; en ocho metros con sitio cinco; ORIENTE, en veinte metros con sitio seis; PONIENTE, en veinte metros con sitio dos',
    ],
  ])('gives it the side the other three leave, doubtful (%s)', (_, deslindes) => {
    const { value, provenance } = read(deslindes);
    expect(value.entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '8,00 metros', propiedad: 'calle Astorga' },
      { direccion: 'Sur', largo: '8,00 metros', propiedad: 'sitio cinco' },
      { direccion: 'Oriente', largo: '20,00 metros', propiedad: 'sitio seis' },
      { direccion: 'Poniente', largo: '20,00 metros', propiedad: 'sitio dos' },
    ]);
    expect(provenance['deslindes[1]']?.confidence).toBeLessThanOrEqual(DOUBTFUL_CONFIDENCE);
    expect(provenance['deslindes[3]']?.confidence ?? provenance.deslindes?.confidence).toBeGreaterThan(
      DOUBTFUL_CONFIDENCE,
    );
  });

  it('leaves the side unread when more than one is missing, and keeps a segment after a comma or "y" on its side', () => {
    const { value } = read(
      'NORTE, en ocho metros con calle Astorga; en ocho metros con sitio cinco; PONIENTE, en veinte metros con sitio dos, en tres metros con sitio uno; y en dos metros con sitio cero',
    );
    expect(value.entry.deslindes.map((deslinde) => deslinde.direccion)).toEqual([
      'Norte',
      null,
      'Poniente',
      'Poniente',
      'Poniente',
    ]);
  });

  it('takes the side named before the length where only the break between them was lost', () => {
    const { value, provenance } = read(
      'NORTE, en ocho metros con calle Astorga: SUR, en ocho metros con sitio cinco',
    );
    expect(value.entry.deslindes).toEqual([
      { direccion: 'Norte', largo: '8,00 metros', propiedad: 'calle Astorga' },
      { direccion: 'Sur', largo: '8,00 metros', propiedad: 'sitio cinco' },
    ]);
    // The words the copy lost between them may have been the first neighbour's too.
    expect(provenance['deslindes[0]']?.confidence).toBeLessThanOrEqual(DOUBTFUL_CONFIDENCE);
    expect(provenance['deslindes[1]']?.confidence).toBeLessThanOrEqual(DOUBTFUL_CONFIDENCE);
  });

  it('reads a "con" the copy garbled', () => {
    const { value } = read('NORTE, en ocho metros có calle Astorga; SUR, en ocho metros c0n sitio cinco');
    expect(value.entry.deslindes.map((deslinde) => deslinde.propiedad)).toEqual([
      'calle Astorga',
      'sitio cinco',
    ]);
  });
});

describe('parseDeslindes', () => {
  it('reads sides with several segments, lengths in digits and words', () => {
    expect(
      parseDeslindes(
        'NORORIENTE, en 12,30 metros con pasaje Uno; PONIENTE, en dieciocho metros con sitio ocho',
      ),
    ).toEqual([
      { direccion: 'Nororiente', largo: '12,30 metros', propiedad: 'pasaje Uno' },
      { direccion: 'Poniente', largo: '18,00 metros', propiedad: 'sitio ocho' },
    ]);
  });

  it.each([
    [
      'a list the text joined, one side a line',
      'NORTE: en 9 metros con sitio 3 SUR: en 9 metros con calle Dos',
    ],
    ['"al" sides parted by commas', 'al Norte, en 9 metros con sitio 3, y al Sur, en 9 metros con calle Dos'],
    ['"por el" sides', 'por el norte, en 9 metros con sitio 3; por el sur, en 9 metros con calle Dos'],
    ['"y al" before the last side', 'al Norte, en 9 metros con sitio 3; y al Sur, en 9 metros con calle Dos'],
  ])('reads %s', (_form, text) => {
    expect(parseDeslindes(text)).toEqual([
      { direccion: 'Norte', largo: '9,00 metros', propiedad: 'sitio 3' },
      { direccion: 'Sur', largo: '9,00 metros', propiedad: 'calle Dos' },
    ]);
  });

  it('reads no length where a worn copy lost its whole metres, keeping the side and neighbour', () => {
    expect(
      parseDeslindes('SUR, en once metros con pasaje Dos; ORIENTE, en   coma cuarenta metros con lote siete'),
    ).toEqual([
      { direccion: 'Sur', largo: '11,00 metros', propiedad: 'pasaje Dos' },
      { direccion: 'Oriente', largo: null, propiedad: 'lote siete' },
    ]);
  });

  it('names compass sides as printed: Este stays Este, Noroeste Noroeste', () => {
    expect(
      parseDeslindes(
        'Este: en 25 metros, con pasaje Uno; Oeste: en 25 metros, con área verde; Noroeste, en 3 metros con calle',
      ).map((deslinde) => deslinde.direccion),
    ).toEqual(['Este', 'Oeste', 'Noroeste']);
  });
});
