import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LIST_KEYS, listModule } from '../../../../common/documents/reportLists';
import type { Block } from '../../../../server/render/documentBlocks';
import { buildReportDocument } from '../../../../server/render/documentModel';
import { everyFieldLabels, everyFieldReport } from '../../../../tests/factories/everyFieldReport';
import { DescribedListSection } from './DescribedListSection';
import { RegistryHistorySection } from './RegistryHistorySection';

const controls = { expanded: true, toggle: () => undefined, expand: () => undefined };

/** The editor's name of the control at `path`: its label, or the legend of a list; null for a person. */
function editorLabel(container: HTMLElement, path: string): string | null {
  const control = container.querySelector(`[data-path="${path}"]`);
  if (control instanceof HTMLFieldSetElement)
    return control.querySelector('legend')?.firstChild?.textContent?.trim() ?? '';
  if (
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
  ) {
    return control.labels?.[0]?.firstChild?.textContent?.trim() ?? '';
  }
  return null;
}

/** Every label the document prints in a section: field rows, table headers and subheadings. */
function printedLabels(blocks: readonly Block[], title: string): Set<string> {
  return new Set(labelsIn(blocks, title));
}

function documentBlocks(): Block[] {
  return buildReportDocument(everyFieldReport(), {
    reportName: 'Estudio',
    reportId: 'r1',
    issuedAt: new Date('2026-03-05T15:04:00.000Z'),
    documentCount: 7,
    fileNames: [],
  }).blocks;
}

function labelsIn(blocks: readonly Block[], title: string): string[] {
  const start = blocks.findIndex(
    (block) => block.kind === 'heading' && block.level === 1 && block.text.endsWith(title),
  );
  const end = blocks.findIndex(
    (block, index) => index > start && block.kind === 'heading' && block.level === 1,
  );
  return blocks.slice(start, end).flatMap((block) => {
    if (block.kind === 'fields') return block.rows.map((row) => row.label);
    if (block.kind === 'table') return block.columns.map((column) => column.header);
    return block.kind === 'heading' && block.level === 3 ? [block.text] : [];
  });
}

describe('field labels', () => {
  it('are the same in the editor and in the document for every field of every list', () => {
    const report = everyFieldReport();
    const { container } = render(
      <>
        <RegistryHistorySection
          items={report.property_registry_history}
          onChange={() => undefined}
          controls={controls}
        />
        {DOCUMENT_LIST_KEYS.map((list) => (
          <DescribedListSection
            key={list}
            list={list}
            items={report[list] ?? []}
            onChange={() => undefined}
            controls={controls}
          />
        ))}
      </>,
    );
    const blocks = documentBlocks();
    const fields = everyFieldLabels();
    expect(fields.length).toBeGreaterThan(100);
    for (const field of fields) {
      const shown = editorLabel(container, field.path);
      if (shown !== null) expect(shown, field.path).toBe(field.editor);
      const printed = printedLabels(blocks, listModule(field.list).printTitle);
      expect([...printed], field.path).toContain(field.printed);
      if (field.printed === field.editor && shown !== null) expect(printed.has(shown), field.path).toBe(true);
    }
  }, 60_000);
});
