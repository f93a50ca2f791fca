import type { Block } from '../documentBlocks';
import type { ReportSection } from './reportSection';

/** The lawyer's conclusion, one paragraph per line as written in the editor (#11 item 5). */
export function conclusionSection(conclusion: string): ReportSection {
  const paragraphs = conclusion
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return {
    title: 'Conclusión',
    blocks:
      paragraphs.length === 0
        ? [{ kind: 'note', text: 'El abogado responsable no ha redactado una conclusión para este informe.' }]
        : paragraphs.map((text): Block => ({ kind: 'paragraph', spans: [{ text }] })),
  };
}
