import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';

import { analyzeDossier } from '../server/analysis/engine/analyzeDossier';
import { createOcrReader } from '../server/analysis/ocr/ocrReader';

/*
 * npm run analyze -- [--json] [--reference-date YYYY-MM-DD] FILE...
 * Prints { output, documents, facts, findings } for the given PDFs; --json prints it on one line.
 */

function parseArgs(argv: string[]): { json: boolean; referenceDate: Date; files: string[] } {
  let json = false;
  let referenceDate = new Date();
  const files: string[] = [];
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index] ?? '';
    if (argument === '--json') json = true;
    else if (argument === '--reference-date') {
      const value = argv[++index] ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(value))
        throw new Error(`--reference-date needs YYYY-MM-DD, got "${value}"`);
      referenceDate = new Date(`${value}T12:00:00Z`);
    } else files.push(argument);
  }
  return { json, referenceDate, files };
}

const { json, referenceDate, files } = parseArgs(process.argv.slice(2));
if (files.length === 0) {
  console.error('usage: npm run analyze -- [--json] [--reference-date YYYY-MM-DD] FILE...');
  process.exit(2);
}
const inputs = await Promise.all(
  files.map(async (file) => ({ name: basename(file), bytes: await readFile(file) })),
);
const ocr = createOcrReader();
const analysis = await analyzeDossier(inputs, { referenceDate, ocr: ocr.read });
await ocr.close();
const result = {
  output: analysis.output,
  documents: analysis.documents,
  facts: analysis.facts,
  findings: analysis.findings,
};
console.log(json ? JSON.stringify(result) : JSON.stringify(result, null, 2));
