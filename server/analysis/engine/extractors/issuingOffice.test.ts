import { describe, expect, it } from 'vitest';
import { issuingOffice, namedConservador } from './issuingOffice';

const officeIn = (raw: string) => issuingOffice(raw, raw, null)?.name ?? null;

describe('issuingOffice', () => {
  it.each([
    ['heading', 'CONSERVADOR DE BIENES RAICES DE RANCAGUA\nCERTIFICADO DE DOMINIO VIGENTE\n…', 'Rancagua'],
    [
      'signature block only',
      'CERTIFICADO DE HIPOTECAS Y GRAVAMENES\nRevisados los índices… no hay.\nJUAN PÉREZ SOTO\nConservador de Bienes Raíces de Curicó',
      'Curicó',
    ],
    ['a female conservadora', 'Firma: MARÍA LÓPEZ\nConservadora de Bienes Raíces de Linares', 'Linares'],
    [
      'a substitute with commerce and mines',
      'El Conservador Suplente de Bienes Raíces, Comercio y Minas de Copiapó certifica que…',
      'Copiapó',
    ],
    ['a notary who keeps the registry', 'NOTARIO PÚBLICO Y CONSERVADOR DE PICHILEMU', 'Pichilemu'],
    ['an archive keeper', 'Conservador de Bienes Raíces y Archivero Judicial de Santa Cruz', 'Santa Cruz'],
    [
      'an abbreviation in the footer',
      'Certificado… emitido.\n\nC.B.R. de Puerto Montt · Página 1 de 1',
      'Puerto Montt',
    ],
    ['the bare abbreviation', 'página 2 de 2 — CBR Los Ángeles', 'Los Ángeles'],
    [
      'a signature block with the city on its own line',
      'Certifico que… se encuentra vigente.\nERNESTO SOTO RAMÍREZ\nCONSERVADOR DE BIENES RAÍCES\nCOQUIMBO',
      'Coquimbo',
    ],
    [
      'a signature block with the city below a comma',
      'Firma electrónica avanzada\nConservador de Bienes Raíces,\nPuerto Natales',
      'Puerto Natales',
    ],
    ['the abbreviation glued to a number', 'Carátula 702413CBR Coquimbo, 14 de Mayo de 2025', 'Coquimbo'],
    ['its own domain in the footer', 'Documento… Valide en www.cbrconcepcion.cl', 'Concepción'],
    ['its own domain without www', 'Consulte en conservadorsanmiguel.cl', 'San Miguel'],
    ['Santiago’s site', 'FEA verificable en www.conservador.cl durante 90 días', 'Santiago'],
    ['Santiago’s copy code', 'Código de verificación: cpv4b7e21a-0', 'Santiago'],
  ])('reads the office from %s', (_form, raw, office) => {
    expect(officeIn(raw)).toBe(office);
  });

  it('takes the certifying office over an earlier title’s office cited first', () => {
    const raw =
      'Adquirió según inscripción de fojas 12 número 8 del año 1999 del Conservador de Bienes Raíces de Rancagua.\n' +
      'El Conservador de Bienes Raíces de San Fernando certifica que la inscripción se encuentra vigente.';
    expect(officeIn(raw)).toBe('San Fernando');
  });

  it('is sure of a named office and doubtful of one only a shared site suggests', () => {
    expect(issuingOffice('Conservador de Bienes Raíces de Talca', '', null)?.confidence).toBeGreaterThan(0.8);
    expect(issuingOffice('verifique en www.veridoc.cl', '', null)?.confidence).toBeLessThan(0.8);
  });

  it('names no office from shared verification services or a person’s address', () => {
    expect(officeIn('Verifique en www.fojas.cl con el Certificado Nro 120473315862')).toBeNull();
    expect(officeIn('domiciliado en calle Conservador 123, comuna de Ñuñoa')).toBeNull();
    expect(officeIn('El conservador que suscribe certifica que no hay hipotecas.')).toBeNull();
  });

  it('keeps an office the list lacks, as printed and doubtful', () => {
    const office = issuingOffice('CONSERVADOR DE BIENES RAÍCES DE PUCÓN', '', null);
    expect(office?.name).toBe('Pucón');
    expect(office?.confidence).toBeLessThan(0.8);
  });
});

describe('namedConservador', () => {
  it('finds the earlier title’s office within its clause', () => {
    expect(
      namedConservador('a fojas 233 número 190 del año 2001 del Conservador de Bienes Raíces de Melipilla'),
    ).toEqual({
      name: 'Melipilla',
      index: expect.any(Number),
    });
  });
});
