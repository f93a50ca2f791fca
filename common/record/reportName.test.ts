import { describe, expect, it } from 'vitest';
import { fileSlug } from '../format/fileSlug';
import { formatPropertyName } from '../format/propertyName';
import { appraisal, debt, entry, report } from '../../tests/factories/findings';
import { isAutomaticName, reportFileName, reportNameFor } from './reportName';

const NOW = new Date('2026-11-26T15:00:00.000Z');

describe('formatPropertyName', () => {
  it('names the address, the comuna in its own spelling and the rol', () => {
    expect(
      formatPropertyName({ address: 'PJE LOS COPIHUES 8841', comuna: 'LA CISTERNA', rol: '3412-17' }),
    ).toBe('PJE LOS COPIHUES 8841, La Cisterna — rol 3412-17');
    expect(formatPropertyName({ address: 'Av. Irarrázaval  2401', comuna: 'NUNOA', rol: '' })).toBe(
      'Av. Irarrázaval 2401, Ñuñoa',
    );
  });

  it('does not repeat a comuna the address ends with, and names several roles', () => {
    expect(
      formatPropertyName({
        address: 'PJE LOS COPIHUES 8841, LA CISTERNA',
        comuna: 'La Cisterna',
        rol: '3412-17, 3412-45',
      }),
    ).toBe('PJE LOS COPIHUES 8841, LA CISTERNA — roles 3412-17, 3412-45');
  });

  it('keeps what is known and is blank when nothing is', () => {
    expect(formatPropertyName({ address: '', comuna: 'Villa Imaginaria', rol: 'sin rol' })).toBe(
      'Villa Imaginaria — rol sin rol',
    );
    expect(formatPropertyName({ address: ' ', comuna: '', rol: '' })).toBe('');
  });
});

describe('reportNameFor', () => {
  const analysed = report({
    property_registry_history: [entry({ comuna: 'La Cisterna', rol_avaluo: '3412-17' })],
    certificados_avaluo: [appraisal({ direccion: 'PJE LOS COPIHUES 8841' })],
    debt_certificates: [debt()],
  });
  const unknown = report({ property_registry_history: [] });

  it('names a report nobody named from its property once the documents tell it', () => {
    const named = 'PJE LOS COPIHUES 8841, La Cisterna — rol 3412-17';
    expect(reportNameFor('', analysed, NOW)).toBe(named);
    expect(reportNameFor('Reporte 20-11-2026', analysed, NOW)).toBe(named);
  });

  it('keeps the name a user gave', () => {
    expect(reportNameFor('Estudio Banco Andino', analysed, NOW)).toBe('Estudio Banco Andino');
  });

  it('keeps the automatic name while the property is unknown, dating only a report without one', () => {
    expect(reportNameFor('Reporte 20-11-2026', unknown, NOW)).toBe('Reporte 20-11-2026');
    expect(reportNameFor('  ', unknown, NOW)).toBe('Reporte 26-11-2026');
  });

  it('stays within the 200 characters of the name column', () => {
    const long = report({
      property_registry_history: [],
      certificados_avaluo: [appraisal({ direccion: 'CALLE '.repeat(60), comuna: 'Ñuñoa', rol_avaluo: '' })],
    });
    expect(Array.from(reportNameFor('', long, NOW)).length).toBeLessThanOrEqual(200);
  });
});

describe('isAutomaticName', () => {
  it('tells the names the product gave from the ones a user typed', () => {
    expect(isAutomaticName('')).toBe(true);
    expect(isAutomaticName('  Reporte 05-03-2026 ')).toBe(true);
    expect(isAutomaticName('Reporte Banco Andino')).toBe(false);
    expect(isAutomaticName('Estudio La Cisterna')).toBe(false);
  });
});

describe('fileSlug', () => {
  it('folds accents and ñ, and keeps only letters, digits and single hyphens', () => {
    expect(fileSlug('  Ñuñoa — Irarrázaval N.º 2401 / "depto" 5 ', 80)).toBe(
      'nunoa-irarrazaval-n-o-2401-depto-5',
    );
    expect(fileSlug('../../etc/passwd\r\nX-Header: 1', 80)).toBe('etc-passwd-x-header-1');
    expect(fileSlug('¿?¡!', 80)).toBe('');
  });

  it('cuts at a whole word within the bound, or mid-word when the first word is longer', () => {
    expect(fileSlug('pasaje los copihues', 12)).toBe('pasaje-los');
    expect(fileSlug('a'.repeat(30), 10)).toBe('a'.repeat(10));
  });
});

describe('reportFileName', () => {
  it('is the slug of the name before its detail, after estudio-', () => {
    expect(reportFileName('PJE LOS COPIHUES 8841, La Cisterna — rol 3412-17', 'k3m9x2p7q1w8e5r', 'pdf')).toBe(
      'estudio-pje-los-copihues-8841-la-cisterna.pdf',
    );
    expect(reportFileName('— rol 3412-17', 'k3m9x2p7q1w8e5r', 'pdf')).toBe('estudio-rol-3412-17.pdf');
    expect(reportFileName('Estudio Ñuñoa', 'k3m9x2p7q1w8e5r', 'docx')).toBe('estudio-nunoa.docx');
  });

  it('names a report without letters or digits by its id, and bounds the length', () => {
    expect(reportFileName('—', 'k3m9x2p7q1w8e5r', 'pdf')).toBe('estudio-k3m9x2p7q1w8e5r.pdf');
    const long = reportFileName('Avenida '.repeat(40), 'k3m9x2p7q1w8e5r', 'pdf');
    expect(long).toMatch(/^estudio-(avenida-)*avenida\.pdf$/);
    expect(long.length).toBeLessThanOrEqual(84);
  });
});
