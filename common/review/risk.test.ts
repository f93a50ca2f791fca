import { describe, expect, it } from 'vitest';
import { RISK_LEVELS, reviewRisk } from './risk';

describe('reviewRisk', () => {
  it('ranks the property’s identity, liens, debts, owners and descriptions in that order', () => {
    const ranked = [
      'property_registry_history[0].fojas',
      'gp_certificates[0].prohibiciones[1].acreedor',
      'debt_certificates[0].total_deuda_vencida_liquidada',
      'property_registry_history[0].propietarios[0].rut',
      'property_registry_history[0].descripcion_propiedad',
    ].map(reviewRisk);
    expect(ranked).toEqual([...ranked].sort((a, b) => a - b));
    expect(new Set(ranked).size).toBe(5);
    expect(Math.max(...ranked)).toBeLessThan(RISK_LEVELS);
  });

  it('treats an earlier title’s reference as less risky than the current one', () => {
    expect(reviewRisk('property_registry_history[1].fojas')).toBeGreaterThan(
      reviewRisk('property_registry_history[0].fojas'),
    );
  });
});
