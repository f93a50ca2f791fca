import { describe, expect, it } from 'vitest';

import { classifyDocument } from '../classify';
import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { extractInscription } from './inscription';

/*
 * Copies with vigencia that transcribe more than one inscription, or only their certification
 * (issue #18 item 2). Written for these tests: made-up numbers, names, offices' wordings.
 */

const read = (...pages: string[]) => extractInscription(documentFromPages('copia.pdf', pages)).value;

const EARLIER = [
  'Santiago, catorce de marzo de dos mil doce.- Don PEDRO ANTONIO SOTO LAGOS, C.I. 8.123.456-7,',
  'casado, de este domicilio, es dueño de la casa ubicada en calle Los Aromos número 455, comuna de',
  'Maipú, que deslinda: NORTE, con lote 3; SUR, con calle Los Aromos.- Lo adquirió por compra a doña',
  'ELENA ROSA MUÑOZ PAZ, según escritura de fecha 2 de febrero de 2012, otorgada en la notaría de esta',
  'ciudad de don Raúl Pérez.- El título anterior está a fojas 1200 número 980 del año 2001.- Rol de',
  'avalúo número 3301-12, Comuna de Maipú.- Requirente: Banco Sur.',
].join('\n');

const CURRENT = [
  'Santiago, nueve de julio de dos mil diecinueve.- Doña CAROLINA ANDREA VEGA ROJAS, C.I. 15.222.333-4,',
  'soltera, de este domicilio, es dueña de la casa ubicada en calle Los Aromos número 455, comuna de',
  'Maipú, que deslinda: NORTE, con lote 3; SUR, con calle Los Aromos.- La adquirió por compra a don',
  'PEDRO ANTONIO SOTO LAGOS, según escritura de fecha 20 de junio de 2019, otorgada en la notaría de',
  'Providencia de don Luis Díaz.- El título anterior está a fojas 3310 número 2950 del año 2012.- Rol',
  'de avalúo número 3301-12, Comuna de Maipú.- Requirente: Banco Norte.',
].join('\n');

const CERTIFICATION = [
  'REGISTRO DE PROPIEDAD',
  'COPIA CON VIGENCIA',
  'El Conservador de Bienes Raíces de Santiago certifica que la inscripción de fojas 5120 número 4388',
  'correspondiente al Registro de Propiedad del año 2019, adjunta al presente documento, está conforme',
  'con su original y se encuentra vigente al día 2 de octubre de 2025.',
  'Santiago, 3 de octubre de 2025.',
].join('\n');

describe('a copy with vigencia that transcribes several inscriptions', () => {
  it('takes the inscription the certification names, printed after an earlier one', () => {
    const { entry } = read(
      CERTIFICATION,
      `${EARLIER}\nSantiago, 3 de octubre de 2025.`,
      `${CURRENT}\nSantiago, 3 de octubre de 2025.`,
    );
    expect(entry).toMatchObject({
      fojas: 5120,
      numero: 4388,
      ano: 2019,
      comuna: 'Maipú',
      fecha_emision: '2025-10-03',
    });
  });

  it('takes the certified inscription when the certification comes last', () => {
    const { entry } = read(EARLIER, CURRENT, CERTIFICATION);
    expect(entry).toMatchObject({ fojas: 5120, numero: 4388, ano: 2019, fecha_emision: '2025-10-03' });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['CAROLINA ANDREA VEGA ROJAS']);
    expect(entry.vendedores.map((seller) => seller.nombre)).toEqual(['PEDRO ANTONIO SOTO LAGOS']);
    expect(entry.fecha_registro).toBe('2019-07-09');
  });

  it('takes the inscription the certification sentence names, not the first heading that names the registry', () => {
    const heading = (fojas: number, numero: number, ano: number) =>
      `Inscripción de fojas ${fojas} número ${numero} del Registro de Propiedad del año ${ano}`;
    const { entry } = read(
      [heading(3310, 2950, 2012), EARLIER, heading(5120, 4388, 2019), CURRENT].join('\n'),
      [
        'Certifico que la inscripción de fojas 5120 número 4388 del Registro de Propiedad del año',
        '2019, que antecede, se encuentra vigente. La de fojas 3310 número 2950 del año 2012 se',
        'agrega como antecedente.',
        'Santiago, 3 de octubre de 2025.',
      ].join('\n'),
    );
    expect(entry).toMatchObject({ fojas: 5120, numero: 4388, ano: 2019, fecha_registro: '2019-07-09' });
    expect(entry.propietarios.map((owner) => owner.nombre)).toEqual(['CAROLINA ANDREA VEGA ROJAS']);
  });

  it('keeps the earlier title of the property’s own inscription', () => {
    const { entry } = read(CERTIFICATION, EARLIER, CURRENT);
    expect(entry).toMatchObject({ fojas_anterior: 3310, numero_anterior: 2950, ano_anterior: 2012 });
  });

  it('without a certification, takes the latest inscription of the chain and doubts it', () => {
    const printed = (fojas: number, numero: number, ano: number, body: string) =>
      `INSCRIPCIÓN DE DOMINIO\nFojas ${fojas} Número ${numero} Año ${ano}\nRegistro de Propiedad\n${body}`;
    const extraction = extractInscription(
      documentFromPages('copia.pdf', [
        printed(3310, 2950, 2012, EARLIER),
        printed(5120, 4388, 2019, CURRENT),
      ]),
    );
    expect(extraction.value.entry).toMatchObject({ fojas: 5120, numero: 4388, ano: 2019 });
    expect(extraction.provenance.fojas?.unsure).toContain('inferred');
  });
});

describe('a copy that carries only its certification page', () => {
  const onlyCertification = [
    CERTIFICATION,
    'Los derechos registrales correspondientes a esta actuación ascienden a la suma de $ 4600.',
    'Código de verificación: cpv5a1f22b-0',
  ].join('\n');

  it('is a dominio vigente', () => {
    expect(classifyDocument(documentFromPages('copia.pdf', [onlyCertification])).type).toBe(
      'dominio_vigente',
    );
  });

  it('fills what the certification states', () => {
    const { entry } = read(onlyCertification);
    expect(entry).toMatchObject({
      conservador: 'Santiago',
      fojas: 5120,
      numero: 4388,
      ano: 2019,
      fecha_emision: '2025-10-03',
    });
  });
});
