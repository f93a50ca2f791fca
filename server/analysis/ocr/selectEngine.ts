import { availableParallelism } from 'node:os';

import type { OcrEngine } from './ocrEngine';
import { DEFAULT_TESSERACT_BINARY, detectTesseractCli, tesseractCliEngine } from './tesseractCli';
import { tesseractJsEngine } from './tesseractJs';

export interface EngineChoice {
  /** `auto`: the CLI when installed with Spanish, otherwise tesseract.js. */
  backend?: 'auto' | 'tesseract-cli' | 'tesseract.js';
  tesseractBinary?: string;
  /** Pages read at once; defaults to one per core. */
  concurrency?: number;
}

/** Picks the OCR engine: the Debian tesseract CLI (faster, better on noisy scans) or tesseract.js. */
export async function selectOcrEngine(choice: EngineChoice = {}): Promise<OcrEngine> {
  const concurrency = choice.concurrency ?? availableParallelism();
  const binary = choice.tesseractBinary ?? DEFAULT_TESSERACT_BINARY;
  const backend = choice.backend ?? 'auto';
  if (backend === 'tesseract.js') return tesseractJsEngine(concurrency);
  if (backend === 'tesseract-cli' || (await detectTesseractCli(binary)))
    return tesseractCliEngine(binary, concurrency);
  return tesseractJsEngine(concurrency);
}
