import { describe, expect, it } from 'vitest';

import { yesFromHeading } from './yesFromHeading';

describe('yesFromHeading', () => {
  it('doubts a yes read from an expropriations office in a letterhead', () => {
    expect(yesFromHeading('SERVIU REGIÓN DEL BIOBÍO Sección Expropiaciones CERT. Nº 12')).toBe(true);
    expect(yesFromHeading('Departamento de Expropiaciones - Oficio Nº 4.001 Talca')).toBe(true);
  });

  it('keeps a yes whose words state the affectation beside the heading', () => {
    expect(yesFromHeading('Unidad de Expropiaciones. El inmueble SÍ se encuentra afecto')).toBe(false);
    expect(yesFromHeading('Afecto a expropiación: [X] SÍ [ ] NO')).toBe(false);
  });

  it('doubts a yes read from the certificate title', () => {
    expect(
      yesFromHeading('CERTIFICADO Nº 3.210/2025 AFECTACIÓN A UTILIDAD PÚBLICA Temuco, cuatro de mayo'),
    ).toBe(true);
    expect(yesFromHeading('Certificado de expropiación Ref. rol 33-12 Propietario: JUAN')).toBe(true);
  });

  it('doubts a yes read from a title naming both, or cut at its first word', () => {
    expect(yesFromHeading('Certificado de afectación y expropiación Ref. rol 9-4 Solicitante: ANA')).toBe(
      true,
    );
    expect(yesFromHeading('IFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA Nº 77 Linares, 3 de marzo')).toBe(true);
  });

  it('leaves a yes beside a word that only ends like a certificate', () => {
    expect(yesFromHeading('lote calificado de expropiación total por el Servicio')).toBe(false);
  });

  it('keeps a yes the certificate states beside its title', () => {
    expect(yesFromHeading('CERTIFICADO DE AFECTACIÓN A UTILIDAD PÚBLICA El predio SÍ está afecto')).toBe(
      false,
    );
    expect(yesFromHeading('CERTIFICADO DE EXPROPIACIÓN Vialidad: [X]')).toBe(false);
  });
});
