import { describe, expect, it } from 'vitest';
import { tableInDetail } from './tableInDetail';

describe('tableInDetail', () => {
  it('doubts a detail holding the marks or options of other rows', () => {
    expect(tableInDetail('ensanche [ X ] afecta sólo antejardín [ ] afecta construcciones', false)).toBe(
      true,
    );
    expect(tableInDetail('apertura de pasaje ☒ área verde', false)).toBe(true);
    expect(
      tableInDetail('avenida Brasil, ensanche a 18 metros hasta AFECTACIÓN INVOLUCRA SÓLO TERRENO', false),
    ).toBe(true);
  });
  it('keeps a plain detail, and the affectation row its own option', () => {
    expect(tableInDetail('avenida Los Carrera, ensanche a 20 metros entre líneas oficiales', false)).toBe(
      false,
    );
    expect(tableInDetail('Afectación involucra edificios', true)).toBe(false);
  });
});
