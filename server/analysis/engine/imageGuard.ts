import { MAX_IMAGE_PIXELS } from './openPdf';
import { loadPdfCore, type PdfCore, type PdfDict } from './pdfCore';

/** Why a PDF's images may not be decoded: one too large, or one whose size cannot be known. */
export type ImageProblem = { kind: 'oversized'; width: number; height: number } | { kind: 'unknownSize' };

const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/** The problem of one image stream's dictionary, through indirect references (`/Width 7 0 R`). */
function imageProblem(dict: PdfDict): ImageProblem | null {
  const width = dict.get('W', 'Width');
  const height = dict.get('H', 'Height');
  if (!isSize(width) || !isSize(height)) return { kind: 'unknownSize' };
  return width * height > MAX_IMAGE_PIXELS ? { kind: 'oversized', width, height } : null;
}

function isImage(core: PdfCore, dict: PdfDict): boolean {
  const subtype = dict.get('Subtype');
  return subtype instanceof core.Name && subtype.name === 'Image';
}

/** The image and the soft mask and mask drawn with it, which pdf.js decodes at their own size. */
function imagesOf(core: PdfCore, dict: PdfDict): PdfDict[] {
  const masks = [dict.get('SMask'), dict.get('Mask')].flatMap((mask) =>
    mask instanceof core.BaseStream ? [mask.dict] : [],
  );
  return [dict, ...masks];
}

/**
 * The first image of the file that may not be decoded: larger than MAX_IMAGE_PIXELS, or whose
 * width or height is not a positive integer once resolved. Every object is read with pdf.js's
 * own parser (cross-reference tables and streams, object streams, recovery of a broken table),
 * so sizes given by indirect references or in padded dictionaries are seen as pdf.js sees them;
 * no stream is decoded. pdf.js caps the images a page draws, but not the soft masks and masks
 * drawn with them: a page is not rendered for OCR when this finds one.
 */
export async function findImageProblem(bytes: Uint8Array): Promise<ImageProblem | null> {
  const core = await loadPdfCore();
  const manager = { docId: 'image-guard', password: null, enableXfa: false, evaluatorOptions: {} };
  const document = new core.PDFDocument(manager, new core.Stream(new Uint8Array(bytes)));
  document.checkHeader();
  document.parseStartXRef();
  try {
    document.xref.parse(false);
  } catch (error) {
    if (!(error instanceof core.XRefParseException)) throw error;
    document.xref.parse(true);
  }
  const { xref } = document;
  for (let num = 1; num < xref.entries.length; num++) {
    const entry = xref.getEntry(num);
    if (!entry) continue;
    let object: unknown;
    try {
      object = xref.fetch(core.Ref.get(num, entry.gen));
    } catch {
      // An object pdf.js cannot parse is never drawn either.
      continue;
    }
    if (!(object instanceof core.BaseStream)) continue;
    const images = isImage(core, object.dict) ? imagesOf(core, object.dict) : [];
    for (const image of images) {
      const problem = imageProblem(image);
      if (problem) return problem;
    }
  }
  return null;
}
