/*
 * The smallest PDFs the eval needs to write: pages of text lines (Helvetica in WinAnsi, so Spanish
 * accents survive) for the held-out certificates, and pages of one JPEG each for the worn scans.
 */

/** A4 in PDF points. */
const PAGE = { width: 595, height: 842 };

function assemble(objects: Buffer[]): Buffer {
  const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = chunks[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    chunks.push(chunk);
    length += chunk.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...chunks, Buffer.from(xref, 'latin1')]);
}

const text = (value: string) => Buffer.from(value, 'latin1');
const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([text(`<< ${dictionary} /Length ${data.length} >>\nstream\n`), data, text('\nendstream')]);

/** Characters Helvetica's WinAnsi encoding lacks become their closest ASCII. */
function winAnsi(line: string): string {
  return line
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\xff]/g, ' ')
    .replace(/[\\()]/g, (char) => `\\${char}`);
}

/** The width of one character column of a table line: a little more than Helvetica's average. */
const COLUMN_WIDTH = 5.2;
/** The font size every line is drawn at. */
const FONT_SIZE = 9.5;

/**
 * Helvetica's advance widths (thousandths of the font size, from its AFM) for ASCII 32–126; other
 * characters take their base letter's ("Ñ" as "N") or a digit's.
 */
const HELVETICA_WIDTHS = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556,
  556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278,
  500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469,
  556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500,
  278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];

function drawnWidth(cell: string): number {
  let thousandths = 0;
  for (const char of cell.normalize('NFD').replace(/\p{M}/gu, '')) {
    thousandths += HELVETICA_WIDTHS[(char.codePointAt(0) ?? 0) - 32] ?? 556;
  }
  return (thousandths / 1000) * FONT_SIZE;
}

/**
 * At least this gap between two cells: a cell whose column comes before the last one ends (capitals
 * are wider than a column) is drawn just after it, so the text layer keeps the two words apart; a
 * wider push would move it off the column its header stands over.
 */
const MIN_CELL_GAP = FONT_SIZE / 4;

/**
 * One line's drawing. A line whose cells stand apart by two or more spaces (or that is indented by
 * them) is a table row: each
 * cell is drawn at its character column, as a table's columns line up on the page (a proportional
 * font alone would shift a mark under another column's header).
 */
function drawLine(line: string, top: number): string {
  const cells = [...line.matchAll(/\S+(?: \S+)*/g)];
  // An indented line (a column's text beside a blank cell) starts at its character column too.
  const gapped = /\S {2,}\S|^ {2,}\S/.test(line);
  if (!gapped) return `BT /F1 ${FONT_SIZE} Tf 56 ${top} Td (${winAnsi(line)}) Tj ET`;
  let end = -Infinity;
  return cells
    .map((cell) => {
      const drawn = winAnsi(cell[0]);
      const x = Math.max(56 + cell.index * COLUMN_WIDTH, end + MIN_CELL_GAP);
      end = x + drawnWidth(drawn);
      return `BT /F1 ${FONT_SIZE} Tf ${x} ${top} Td (${drawn}) Tj ET`;
    })
    .join('\n');
}

/** A text PDF, one page per entry, each line at 9.5 pt from the top left margin. */
export function textPdf(pages: readonly string[][]): Buffer {
  const pageIds = pages.map((_, index) => 4 + index * 2);
  const objects: Buffer[] = [
    text('<< /Type /Catalog /Pages 2 0 R >>'),
    text(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`),
    text('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'),
  ];
  pages.forEach((lines, index) => {
    const content = lines.map((line, row) => drawLine(line, PAGE.height - 60 - row * 13)).join('\n');
    objects.push(
      text(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${(pageIds[index] ?? 0) + 1} 0 R >>`,
      ),
      stream('', Buffer.from(content, 'latin1')),
    );
  });
  return assemble(objects);
}

export interface JpegPage {
  jpeg: Buffer;
  /** Pixels of the image. */
  width: number;
  height: number;
  /** The page in points the image fills. */
  pageWidth: number;
  pageHeight: number;
}

/** An image-only PDF (a scan): each page one RGB JPEG stretched over it. */
export function imagePdf(pages: readonly JpegPage[]): Buffer {
  const objects: Buffer[] = [text('<< /Type /Catalog /Pages 2 0 R >>')];
  const pageIds = pages.map((_, index) => 3 + index * 3);
  objects.push(
    text(`<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`),
  );
  pages.forEach((page, index) => {
    const id = pageIds[index] ?? 0;
    const draw = `q ${page.pageWidth} 0 0 ${page.pageHeight} 0 0 cm /Im0 Do Q`;
    objects.push(
      text(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${page.pageWidth} ${page.pageHeight}] /Resources << /XObject << /Im0 ${id + 1} 0 R >> >> /Contents ${id + 2} 0 R >>`,
      ),
      stream(
        `/Type /XObject /Subtype /Image /Width ${page.width} /Height ${page.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`,
        page.jpeg,
      ),
      stream('', text(draw)),
    );
  });
  return assemble(objects);
}
