import { describe, expect, it } from 'vitest';

import { findRuts } from './rut';

describe('findRuts', () => {
  it.each([
    ['C.I. 16.482.937-5, soltera', '16.482.937-5'],
    ['RUT 23456789-6', '23.456.789-6'],
    ['rol único tributario número 77.412.908-1', '77.412.908-1'],
    ['cédula número 1O.522.8l7-1', '10.522.817-1'],
    [
      'número trece millones quinientos sesenta y seis mil doscientos cuatro guión seis, casado',
      '13.566.204-6',
    ],
    ['cinco millones ochocientos treinta y cuatro mil veintiuno guion nueve', '5.834.021-9'],
    ['R.U.T.:   9.614. 203-K', '9.614.203-K'],
  ])('%s → %s', (text, rut) => {
    expect(findRuts(text)[0]).toMatchObject({ rut, valid: true });
  });

  it('does not join a figure and a RUT a space apart without a point', () => {
    expect(findRuts('lote 12 345.678-5')).toEqual([]);
  });

  it('joins digits OCR split with a space only when the check digit fits the whole', () => {
    expect(findRuts('RUT   : 1560328 1-6')[0]).toMatchObject({ rut: '15.603.281-6', valid: true });
    expect(findRuts('RUT   : 1560328 1-5')).toEqual([]);
  });

  it('passes over a lone letter OCR read between the number words only when the check digit fits', () => {
    const stray = (check: string) =>
      `cédula nacional de identidad número once millones quinientos treinta mil doscientos ochenta y S cuatro guión ${check}, soltero`;
    expect(findRuts(stray('uno'))[0]).toMatchObject({ rut: '11.530.284-1', valid: true });
    expect(findRuts(stray('dos'))).toEqual([]);
  });

  it('flags a wrong check digit', () => {
    expect(findRuts('RUT 12.877.340-3')[0]).toMatchObject({ rut: '12.877.340-3', valid: false });
  });
});
