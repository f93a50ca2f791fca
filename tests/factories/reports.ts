import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';

/** A report as the owner would save it; `output` follows SPEC §3 closely enough for storage tests. */
export function reportData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Estudio calle Suecia 2871',
    output: {
      today: '2026-11-21T03:00:00.000Z',
      property_registry_history: [
        { conservador: 'Santiago', fojas: 58210, vuelta: false, numero: 84137, ano: 2021, propietarios: [] },
      ],
      notes: ['Propiedad con hipoteca vigente.'],
    },
    ...overrides,
  };
}

export async function createReport(
  pb: PocketBase,
  overrides: Record<string, unknown> = {},
): Promise<RecordModel> {
  return pb.collection('new_reports').create(reportData(overrides));
}
