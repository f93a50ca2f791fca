import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { diskMonitor, isNoSpaceError, isUnexplainedRefusal } from './diskSpace';

function writeToFullDevice(): unknown {
  try {
    // Linux's /dev/full answers every write with ENOSPC: a full disk on any machine.
    writeFileSync('/dev/full', 'reporte');
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('disk space', () => {
  it("recognises the system's ENOSPC, also as the cause of another error", () => {
    const error = writeToFullDevice();
    expect(isNoSpaceError(error)).toBe(true);
    expect(isNoSpaceError(new Error('al guardar', { cause: error }))).toBe(true);
    expect(isNoSpaceError(new Error('otra cosa'))).toBe(false);
  });

  it('reports low space below the minimum, in Spanish for the administrator', () => {
    const plenty = diskMonitor(os.tmpdir(), 1).report();
    expect(plenty).toMatchObject({ status: 'ok', minFreeMb: 1 });
    const short = diskMonitor(os.tmpdir(), Number.MAX_SAFE_INTEGER);
    expect(short.isLow()).toBe(true);
    expect(short.report().message).toMatch(/^Sin espacio en el servidor: quedan [\d.]+ MB libres en /);
    expect(diskMonitor('/no/existe', 1).report().status).toBe('unknown');
  });

  it("tells PocketBase's unexplained write failure from a refusal that names a field", () => {
    const generic = { status: 400, message: 'Something went wrong while processing your request.', data: {} };
    expect(isUnexplainedRefusal(400, generic)).toBe(true);
    expect(isUnexplainedRefusal(500, undefined)).toBe(true);
    expect(isUnexplainedRefusal(400, { data: { name: { code: 'validation_max_text_constraint' } } })).toBe(
      false,
    );
    expect(isUnexplainedRefusal(404, generic)).toBe(false);
  });
});
