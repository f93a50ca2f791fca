import { describe, expect, it } from 'vitest';

import { documentFromPages } from '../../../../tests/support/engineDocuments';
import { extractGpCertificate } from './gpCertificate';

const gp = [
  'CONSERVADOR DE BIENES RAÍCES DE VALPARAÍSO',
  'CERTIFICADO DE HIPOTECAS Y GRAVÁMENES, INTERDICCIONES Y PROHIBICIONES DE ENAJENAR',
  'Del inmueble inscrito a Fojas 4218 vta. Número 4906 del Registro de Propiedad del año 2017 ubicado en la',
  'comuna de VALPARAÍSO que corresponde a: casa ubicada en calle Blanco número mil doscientos, de propiedad',
  'de ROJAS PÉREZ ANA MARÍA.',
  'Registro de Hipotecas y Gravámenes',
  '1) PRIMERA HIPOTECA : a Fs. 2047 Nro. 2080 del Año 2017 por 1.587,22 UF en favor de Banco de Chile.',
  'Registro de Interdicciones y Prohibiciones de Enajenar',
  '1) PROHIBICION : a Fs. 1980 Nro. 2001 del Año 2017 de gravar y enajenar, en favor de Banco de Chile.',
  '2) EMBARGO : a Fs. 611v Nro. 574 del Año 2024 decretado por el Juzgado Civil de Valparaíso, Rol C-12-2024.',
  'Valparaíso, 19 de agosto del 2025',
  'Código de verificación: 7788-1',
].join('\n');

describe('extractGpCertificate', () => {
  const { value, provenance } = extractGpCertificate(documentFromPages('gp.pdf', [gp]));

  it('points the property’s address at its street and unit as printed', () => {
    expect(provenance.domicilio?.snippet).toContain('calle Blanco número mil doscientos');
    const unit = extractGpCertificate(
      documentFromPages('gp.pdf', [
        gp.replace(
          'casa ubicada en calle Blanco número mil doscientos',
          'oficina 31 de pasaje Ortiz N° 77, oficina 31',
        ),
      ]),
    );
    expect(unit.value.domicilio).toBe('pasaje Ortiz 77, oficina 31');
    expect(unit.provenance.domicilio?.snippet).toContain('pasaje Ortiz N° 77, oficina 31');
  });

  it('reads the certificate header and the property', () => {
    expect(value).toMatchObject({
      fecha_emision: '2025-08-19',
      conservador: 'Valparaíso',
      fojas: 4218,
      vuelta: true,
      numero: 4906,
      ano: 2017,
      codigo_verificacion: '7788-1',
      domicilio: 'calle Blanco 1200',
      comuna: 'Valparaíso',
      propietarios: [{ nombre: 'ROJAS PÉREZ ANA MARÍA', rut: null }],
    });
  });

  it('reads liens and prohibitions with amounts, creditors and actions', () => {
    expect(value.gravamenes).toEqual([
      expect.objectContaining({
        tipo: 'PRIMERA HIPOTECA',
        fojas: 2047,
        numero: 2080,
        ano: 2017,
        suma_dinero: '1.587,22 UF',
        acreedor: 'Banco de Chile',
      }),
    ]);
    expect(value.prohibiciones).toEqual([
      expect.objectContaining({
        tipo: 'PROHIBICION',
        fojas: 1980,
        acreedor: 'Banco de Chile',
        accion: 'de gravar y enajenar',
      }),
      expect.objectContaining({ tipo: 'EMBARGO', fojas: 611, vuelta: true, numero: 574, ano: 2024 }),
    ]);
  });
});
