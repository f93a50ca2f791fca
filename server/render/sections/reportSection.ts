import type { Block } from '../documentBlocks';

/** One numbered part of the document: a level 1 heading over its blocks. */
export interface ReportSection {
  title: string;
  blocks: Block[];
}

/**
 * Blocks of a section holding one document per item, each under its own level 2 heading; an
 * empty list prints `whenAbsent`, what the missing document means for the study.
 */
export function perDocumentBlocks<T>(
  items: readonly T[],
  whenAbsent: string,
  heading: (item: T, index: number) => string,
  blocks: (item: T) => Block[],
): Block[] {
  if (items.length === 0) return [{ kind: 'note', text: whenAbsent }];
  return items.flatMap((item, index) => [
    { kind: 'heading', level: 2, text: heading(item, index) } satisfies Block,
    ...blocks(item),
  ]);
}

/** `Certificado 2 de 3 · Rol 3412-17`; the bare noun when there is only one, the detail when given. */
export function ordinalHeading(noun: string, index: number, count: number, detail = ''): string {
  const ordinal = count === 1 ? noun : `${noun} ${index + 1} de ${count}`;
  return detail.trim() ? `${ordinal} · ${detail.trim()}` : ordinal;
}
