import { describe, expect, it } from 'vitest';

import { ruleContext } from '../context';
import {
  earlierEntry,
  entry,
  facts,
  inscriptionFactsFor,
  person,
  report,
  REFERENCE_DATE,
} from '../../../tests/factories/findings';
import { chainOfTitle } from './chainOfTitle';

const codes = (value: ReturnType<typeof report>, referenceDate = REFERENCE_DATE, extra = facts()) =>
  chainOfTitle(ruleContext(value, extra, { referenceDate })).map((finding) => finding.code);

describe('chainOfTitle', () => {
  it('accepts linked titles reaching back ten years', () => {
    expect(codes(report())).toEqual(['CADENA_10_ANOS_OK']);
  });

  it('accepts the oldest inscription exactly ten years before the reference date', () => {
    const value = report({
      property_registry_history: [entry(), earlierEntry({ fecha_registro: '2015-09-15' })],
    });
    expect(codes(value)).toEqual(['CADENA_10_ANOS_OK']);
    expect(codes(value, '2025-09-14')).toEqual(['CADENA_10_ANOS_INCOMPLETA']);
    expect(codes(value, '2025-09-16')).toEqual(['CADENA_10_ANOS_OK']);
    expect(
      codes(report({ property_registry_history: [entry(), earlierEntry({ fecha_registro: '2015-09-16' })] })),
    ).toEqual(['CADENA_10_ANOS_INCOMPLETA']);
  });

  it('reports a gap when the titles do not cover ten years', () => {
    const value = report({ property_registry_history: [entry({ fecha_registro: '2019-10-03' })] });
    const findings = chainOfTitle(ruleContext(value, facts(), { referenceDate: REFERENCE_DATE }));
    expect(findings.map((finding) => finding.code)).toEqual(['CADENA_10_ANOS_INCOMPLETA']);
    expect(findings[0]?.severity).toBe('alta');
  });

  it('counts an earlier title transcribed as an annex of the copy towards the ten years', () => {
    const current = entry({ fecha_registro: '2019-10-03', ano_anterior: 2010 });
    const value = report({ property_registry_history: [current] });
    const annexed = (fecha_registro: string | null) =>
      facts({
        inscriptions: [inscriptionFactsFor(current, { annexedTitle: { fecha_registro, source: null } })],
      });
    expect(codes(value, REFERENCE_DATE, annexed('2010-04-11'))).toEqual(['CADENA_10_ANOS_OK']);
    // Too recent to cover the ten years, or dated only by the year the entry cites it with.
    expect(codes(value, REFERENCE_DATE, annexed('2016-01-05'))).toEqual(['CADENA_10_ANOS_INCOMPLETA']);
    expect(codes(value, REFERENCE_DATE, annexed(null))).toEqual(['CADENA_10_ANOS_OK']);
    expect(
      codes(
        report({ property_registry_history: [{ ...current, ano_anterior: 2016 }] }),
        REFERENCE_DATE,
        annexed(null),
      ),
    ).toEqual(['CADENA_10_ANOS_INCOMPLETA']);
    const [finding] = chainOfTitle(
      ruleContext(value, annexed('2010-04-11'), { referenceDate: REFERENCE_DATE }),
    );
    expect(finding?.message).toContain('2019 ← 2010 (título anterior transcrito en anexo)');
  });

  it('reports a break when the previous title is not the next inscription', () => {
    const value = report({ property_registry_history: [entry({ numero_anterior: 30989 }), earlierEntry()] });
    expect(codes(value)).toEqual(['CADENA_QUIEBRE']);
  });

  it('links by the parts of the reference that were read, and calls a reference too short to tell incomplete', () => {
    const noFojas = report({ property_registry_history: [entry({ fojas_anterior: null }), earlierEntry()] });
    expect(codes(noFojas)).toEqual(['CADENA_10_ANOS_OK']);
    const yearOnly = report({
      property_registry_history: [entry({ fojas_anterior: null, numero_anterior: 0 }), earlierEntry()],
    });
    expect(codes(yearOnly)).toEqual(['REGISTRO_INCOMPLETO']);
    const none = report({
      property_registry_history: [
        entry({ fojas_anterior: null, numero_anterior: null, ano_anterior: null }),
        earlierEntry(),
      ],
    });
    expect(codes(none)).toEqual(['REGISTRO_INCOMPLETO']);
  });

  it('still reports a break when a reference read only in part contradicts the accompanied title', () => {
    const value = report({
      property_registry_history: [entry({ fojas_anterior: null, ano_anterior: 2011 }), earlierEntry()],
    });
    expect(codes(value)).toEqual(['CADENA_QUIEBRE']);
  });

  it('follows the references when the history is not in chain order', () => {
    const oldest = earlierEntry({
      fojas: 8421,
      numero: 11203,
      ano: 2001,
      fecha_registro: '2001-05-02',
      propietarios: [person('INMOBILIARIA PARQUE SUECIA S.A.')],
      fojas_anterior: 100,
      numero_anterior: 90,
      ano_anterior: 1990,
      vendedores: [],
    });
    // The middle title's year was not read, so it sorted last.
    const middle = earlierEntry({ ano: null, fecha_registro: null });
    const value = report({ property_registry_history: [entry({ ano_anterior: null }), oldest, middle] });
    expect(codes(value)).toEqual(['CADENA_10_ANOS_OK']);
  });

  it('does not take a reference to the current title for the previous title of an earlier one', () => {
    // The earlier copy's cancellation note cites the current title; a reader took it for its previous title.
    const earlier = earlierEntry({ fojas_anterior: 61234, numero_anterior: 88901, ano_anterior: 2019 });
    const value = report({ property_registry_history: [entry(), earlier] });
    expect(codes(value)).toEqual(['CADENA_10_ANOS_OK']);
  });

  it('matches the office however it is printed', () => {
    const value = report({
      property_registry_history: [
        entry({ conservador_anterior: 'Conservador de Bienes Raíces de SANTIAGO' }),
        earlierEntry({ conservador: 'Santiago' }),
      ],
    });
    expect(codes(value)).toEqual(['CADENA_10_ANOS_OK']);
    const other = report({
      property_registry_history: [entry({ conservador_anterior: 'San Miguel' }), earlierEntry()],
    });
    expect(codes(other)).toEqual(['CADENA_QUIEBRE']);
  });

  it('reports a seller who was not the previous owner, but not a reordered or unaccented name', () => {
    const reordered = report({
      property_registry_history: [
        entry({ vendedores: [person('CIFUENTES UNDURRAGA HERNAN ALONSO')] }),
        earlierEntry(),
      ],
    });
    expect(codes(reordered)).toEqual(['CADENA_10_ANOS_OK']);
    const stranger = report({
      property_registry_history: [entry({ vendedores: [person('PEDRO PABLO SOTO ROJAS')] }), earlierEntry()],
    });
    expect(codes(stranger)).toEqual(['TRACTO_SUCESIVO_INCONSISTENTE']);
  });

  it('asks for the vigencia when the current copy does not certify it', () => {
    const value = report();
    const current = value.property_registry_history[0] ?? entry();
    const extra = facts({ inscriptions: [inscriptionFactsFor(current, { certifiedVigente: false })] });
    expect(codes(value, REFERENCE_DATE, extra)).toEqual(['DOMINIO_SIN_VIGENCIA', 'CADENA_10_ANOS_OK']);
  });

  it('names the act that transferred each title when the facts know it and it is not a sale', () => {
    const value = report();
    const [current, earlier] = value.property_registry_history;
    const acts = facts({
      inscriptions: [
        inscriptionFactsFor(current ?? entry(), { act: 'aporte' }),
        inscriptionFactsFor(earlier ?? entry(), { act: 'compraventa' }),
      ],
    });
    const [finding] = chainOfTitle(ruleContext(value, acts, { referenceDate: REFERENCE_DATE }));
    expect(finding?.message).toContain('Cadena de títulos: 2019 (aporte en dominio) ← 2010;');
  });

  it('says nothing about an empty history', () => {
    expect(codes(report({ property_registry_history: [] }))).toEqual([]);
  });
});
