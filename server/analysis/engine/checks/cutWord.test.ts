import { describe, expect, it } from 'vitest';
import { cutInsideWord } from './cutWord';

describe('cutInsideWord', () => {
  it('doubts a value that ends or starts inside a printed word', () => {
    expect(cutInsideWord('SERVIDUMBRE DE TRANSIT', '2.- SERVIDUMBRE DE TRANSITOen favor de')).toBe(true);
    expect(cutInsideWord('calle Los Arom', 'ubicada en calle Los Aromos 412, comuna')).toBe(true);
    expect(cutInsideWord('ERNANDO PÉREZ', 'don FERNANDO PÉREZ, chileno')).toBe(true);
  });

  it('accepts a whole word, also one OCR glued to the next in the other case', () => {
    expect(cutInsideWord('HIPOTECA', '1.- HIPOTECAa favor del BANCO')).toBe(false);
    expect(cutInsideWord('calle Los Aromos 412', 'ubicada en calle Los Aromos 412, comuna')).toBe(false);
    expect(cutInsideWord('MARÍA SOTO', 'doña MARÍA SOTO.')).toBe(false);
    expect(cutInsideWord('PROHIBICION', 'INTERDICCIONES Y PROHIBICIONES: 1.- a fojas')).toBe(false);
    expect(cutInsideWord('REGLAMENTO', 'lo siguiente: UNREGLAMENTODECOPROPIEDADdelEdificio')).toBe(false);
    expect(cutInsideWord('SERVIDUMBRE', '2013. UNASERVIDUMBREdetránsito sobre')).toBe(false);
  });

  it('accepts a value printed whole somewhere in its snippet, or not printed as such', () => {
    expect(cutInsideWord('ROSA', 'ROSARIO y ROSA, hermanas')).toBe(false);
    expect(cutInsideWord('Pasaje Uno 12', 'PJE UNO N° 12')).toBe(false);
  });
});
