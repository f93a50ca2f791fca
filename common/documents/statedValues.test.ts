import { describe, expect, it } from 'vitest';

import { everyFieldReport } from '../../tests/factories/everyFieldReport';
import { statedPeople, statedValues } from './statedValues';

describe('values the documents state', () => {
  it('finds the rol and the comuna of every certificate, whatever its list calls the field', () => {
    const report = everyFieldReport();
    expect(statedValues(report, ['rol_avaluo']).map(({ doc, path }) => [doc, path])).toEqual([
      ['deuda_tgr', 'debt_certificates[0].rol_avaluo'],
      ['serviu_no_expropiacion', 'property_situation_reports[0].rol_avaluo'],
      ['afectacion_utilidad_publica', 'public_expropriation_certificates[0].rol_avaluo'],
      ['avaluo_fiscal', 'certificados_avaluo[0].rol_avaluo'],
    ]);
    expect(statedValues(report, ['comuna_propiedad', 'comuna']).map(({ path }) => path)).toEqual([
      'gp_certificates[0].comuna',
      'debt_certificates[0].comuna_propiedad',
      'property_situation_reports[0].comuna_propiedad',
      'public_expropriation_certificates[0].comuna_propiedad',
      'certificados_avaluo[0].comuna',
    ]);
  });

  it('finds every person the report names, with a RUT field, in the order of the lists', () => {
    expect(statedPeople(everyFieldReport()).map(({ path }) => path)).toEqual([
      'property_registry_history[0].propietarios[0]',
      'property_registry_history[0].vendedores[0]',
      'gp_certificates[0].propietarios[0]',
      'debt_certificates[0].contribuyente',
      'public_expropriation_certificates[0].contribuyente',
      'certificados_matrimonio[0].marido',
      'certificados_matrimonio[0].mujer',
    ]);
  });
});
