import { describe, expect, it } from 'vitest';
import { addToSelection, fileIdentity } from './fileSelection';

function pdf(name: string, size: number, lastModified = 1_700_000_000_000): File {
  return new File(['x'.repeat(size)], name, { type: 'application/pdf', lastModified });
}

describe('addToSelection', () => {
  it('adds new files after the selected ones', () => {
    const a = pdf('a.pdf', 3);
    const b = pdf('b.pdf', 4);
    expect(addToSelection([a], [b])).toEqual({ files: [a, b], duplicates: [] });
  });

  it('skips a file with the same name, size and modification time, keeping the others', () => {
    const a = pdf('a.pdf', 3);
    const again = pdf('a.pdf', 3);
    const c = pdf('c.pdf', 5);
    const result = addToSelection([a], [again, c]);
    expect(result.files).toEqual([a, c]);
    expect(result.duplicates).toEqual(['a.pdf']);
  });

  it('skips repeats within one drop', () => {
    const result = addToSelection([], [pdf('a.pdf', 3), pdf('a.pdf', 3)]);
    expect(result.files).toHaveLength(1);
    expect(result.duplicates).toEqual(['a.pdf']);
  });

  it('treats a different size or modification time as another file', () => {
    const result = addToSelection([pdf('a.pdf', 3)], [pdf('a.pdf', 4), pdf('a.pdf', 3, 1)]);
    expect(result.files).toHaveLength(3);
    expect(result.duplicates).toEqual([]);
    expect(fileIdentity(pdf('a.pdf', 3))).not.toBe(fileIdentity(pdf('a.pdf', 3, 1)));
  });
});
