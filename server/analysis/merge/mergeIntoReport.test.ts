import { describe, expect, it } from 'vitest';
import { earlierEntry, entry, gp } from '../../../tests/factories/findings';
import { provenance } from '../../../tests/factories/reports';
import { mergeIntoReport } from './mergeIntoReport';

describe('mergeIntoReport', () => {
  it('inserts a newer inscription first, and moves the existing entries’ provenance and paths with them', () => {
    const older = earlierEntry();
    const newer = entry();
    const merged = mergeIntoReport(
      {
        output: {
          client_name: '',
          conclusion: '',
          property_registry_history: [older],
          notes: ['Nota'],
          gp_certificates: [gp()],
        },
        provenance: {
          'property_registry_history[0].fojas': provenance({ file: 'titulo.pdf' }),
          'gp_certificates[0].fojas': provenance(),
          'notes[0]': provenance({ file: 'nota.pdf' }),
        },
      },
      {
        output: { client_name: '', conclusion: '', property_registry_history: [newer], notes: ['Otra'] },
        provenance: {
          'property_registry_history[0].fojas': provenance({ file: 'dominio.pdf' }),
          'notes[0]': provenance({ file: 'otra.pdf' }),
        },
      },
    );
    expect(merged.output.property_registry_history).toEqual([newer, older]);
    expect(merged.output.notes).toEqual(['Nota', 'Otra']);
    expect(merged.provenance).toEqual({
      'property_registry_history[0].fojas': provenance({ file: 'dominio.pdf' }),
      'property_registry_history[1].fojas': provenance({ file: 'titulo.pdf' }),
      'gp_certificates[0].fojas': provenance(),
      'notes[0]': provenance({ file: 'nota.pdf' }),
    });
    expect(merged.existingPath('property_registry_history[0].propietarios[0].nombre')).toBe(
      'property_registry_history[1].propietarios[0].nombre',
    );
    expect(merged.existingPath('gp_certificates[0].gravamenes[0]')).toBe('gp_certificates[0].gravamenes[0]');
    expect(merged.existingPath('notes[0]')).toBe('notes[0]');
  });

  it('keeps the study date of the report, taking the analysis’s only when the report has none', () => {
    const report = (study_date?: string) => ({
      output: { client_name: '', conclusion: '', property_registry_history: [], study_date },
      provenance: {},
    });
    const later = report('2026-11-26T03:00:00.000Z');
    expect(mergeIntoReport(report('2025-09-10T03:00:00.000Z'), later).output.study_date).toBe(
      '2025-09-10T03:00:00.000Z',
    );
    expect(mergeIntoReport(report(), later).output.study_date).toBe('2026-11-26T03:00:00.000Z');
  });

  it('keeps one entry for a document uploaded again, and the lawyer’s client and conclusion', () => {
    const merged = mergeIntoReport(
      {
        output: {
          client_name: 'Banco Andino',
          conclusion: 'Título saneado.',
          property_registry_history: [entry()],
        },
        provenance: {},
      },
      {
        output: { client_name: '', conclusion: '', property_registry_history: [entry({ comuna: 'Otra' })] },
        provenance: {},
      },
    );
    expect(merged.output.property_registry_history).toEqual([entry()]);
    expect(merged.output).toMatchObject({ client_name: 'Banco Andino', conclusion: 'Título saneado.' });
  });
});
