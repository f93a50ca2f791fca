import { createRequire } from 'node:module';
import path from 'node:path';
import type { TFontDictionary } from 'pdfmake/interfaces';

const require = createRequire(import.meta.url);

/** Roboto as shipped inside pdfmake: embedded in every PDF, full Latin-1 and Spanish punctuation. */
export const FONT_DIRECTORY = path.join(
  path.dirname(require.resolve('pdfmake/package.json')),
  'fonts',
  'Roboto',
);

export const ROBOTO_REGULAR = path.join(FONT_DIRECTORY, 'Roboto-Regular.ttf');

export const ROBOTO: TFontDictionary = {
  Roboto: {
    normal: ROBOTO_REGULAR,
    bold: path.join(FONT_DIRECTORY, 'Roboto-Medium.ttf'),
    italics: path.join(FONT_DIRECTORY, 'Roboto-Italic.ttf'),
    bolditalics: path.join(FONT_DIRECTORY, 'Roboto-MediumItalic.ttf'),
  },
};

/** Only the font files may be read from disk. */
export function isFontFile(filePath: string): boolean {
  return path.dirname(path.resolve(filePath)) === FONT_DIRECTORY;
}
