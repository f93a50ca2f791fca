import { describe, expect, it } from 'vitest';

import { classifyDocument } from './classify';
import { documentFromPages } from './testing';

describe('classifyDocument', () => {
  it.each([
    [
      'El Conservador certifica que la inscripción de fojas 1 número 2 del Registro de Propiedad se encuentra VIGENTE',
      'dominio_vigente',
    ],
    [
      'COPIA AUTORIZADA DE INSCRIPCIÓN\nfojas 1 número 2 del Registro de Propiedad del año 2000. Es fiel a su original.',
      'titulo_anterior',
    ],
    ['COPIA DE INSCRIPCION\nREGISTRO DE PROPIEDAD\nse encuentra: NO VIGENTE.-', 'titulo_anterior'],
    ['REPERTORIO N° 1-2020\nante mí, X, Notario Público de Talca, comparecen: don A', 'escritura'],
    ['CERTIFICADO DE HIPOTECAS Y GRAVÁMENES\ncertifico que no le afecta', 'gp'],
    ['Tesorería General de la República\nCertificado de Deuda\nROL 1-2-3', 'deuda_tgr'],
    ['CERTIFICADO DE NO DEUDA\nDERECHOS DE ASEO DOMICILIARIO', 'no_deuda_aseo'],
    ['Servicio de Impuestos Internos\nCERTIFICADO DE AVALÚO FISCAL', 'avaluo_fiscal'],
    ['SERVIU Región Metropolitana\nCERTIFICADO DE NO EXPROPIACIÓN', 'serviu_no_expropiacion'],
    [
      'DIRECCIÓN DE OBRAS MUNICIPALES\nCERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA',
      'afectacion_utilidad_publica',
    ],
    ['SERVICIO DE REGISTRO CIVIL E IDENTIFICACIÓN\nCERTIFICADO DE MATRIMONIO', 'matrimonio'],
    ['SERVICIO DE REGISTRO CIVIL\nCERTIFICADO DE NO MATRIMONIO', 'no_matrimonio'],
    ['Registro de Comercio\nCertificado de Vigencia de la sociedad "X SPA"', 'sociedad'],
    ['Boleta de venta', 'unknown'],
  ])('%s → %s', (text, type) => {
    expect(classifyDocument(documentFromPages('doc.pdf', [text]))).toBe(type);
  });
});
