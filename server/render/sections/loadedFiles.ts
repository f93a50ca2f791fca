import type { ReportSection } from './reportSection';

export function loadedFilesSection(fileNames: readonly string[]): ReportSection {
  return {
    title: 'Archivos cargados',
    blocks:
      fileNames.length === 0
        ? [{ kind: 'note', text: 'El reporte no conserva archivos cargados.' }]
        : [
            {
              kind: 'table',
              columns: [
                { header: 'N.º', weight: 1, align: 'right' },
                { header: 'Archivo', weight: 11 },
              ],
              rows: fileNames.map((name, index) => [String(index + 1), name]),
            },
          ],
  };
}
