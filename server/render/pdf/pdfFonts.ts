import { createRequire } from 'node:module';
import path from 'node:path';
import type { TFontDictionary } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

/**
 * Liberation Sans (metric-compatible with Arial, SIL Open Font License) as shipped inside
 * pdfjs-dist: embedded in every PDF, with Spanish letters and signs and the arrows (← →) a chain
 * of title is written with, which Roboto lacks (#11).
 */
export const FONT_DIRECTORY = path.join(
  path.dirname(require.resolve('pdfjs-dist/package.json')),
  'standard_fonts',
);

const fontFile = (style: string) => path.join(FONT_DIRECTORY, `LiberationSans-${style}.ttf`);

export const FONT_FILES = {
  normal: fontFile('Regular'),
  bold: fontFile('Bold'),
  italics: fontFile('Italic'),
  bolditalics: fontFile('BoldItalic'),
} as const;

export const PDF_FONT = 'LiberationSans';

export const PDF_FONTS: TFontDictionary = { [PDF_FONT]: FONT_FILES };

/** Only the font files may be read from disk. */
export function isFontFile(filePath: string): boolean {
  return Object.values(FONT_FILES).includes(path.resolve(filePath));
}
