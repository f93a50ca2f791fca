import { AlignmentType, LevelFormat, LineRuleType, type INumberingOptions, type IStylesOptions } from 'docx';

/** Same palette as the PDF, as Word writes colours (no `#`). */
export const COLORS = {
  navy: '1F3A5F',
  ink: '1E252C',
  muted: '5B6770',
  rule: 'C5CED8',
  headerFill: 'E3E9F0',
  zebra: 'F5F7FA',
} as const;

/** A4 in twips, with 2.2 cm side margins. */
export const PAGE = {
  width: 11906,
  height: 16838,
  marginSide: 1247,
  marginTop: 1418,
  marginBottom: 1247,
} as const;

export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.marginSide;

/** The box a logo is scaled into (pixels at 96 dpi: 150 × 60 points, as in the PDF). */
export const LOGO_BOX_PX = { width: 200, height: 80 } as const;

/** Width of the signature rule, in twips (220 points, as in the PDF). */
export const SIGNATURE_WIDTH = 4400;

/** Calibri and Cambria have the arrows (← →) a chain of title is written with. */
export const BODY_FONT = 'Calibri';
export const HEADING_FONT = 'Cambria';

/** Word's own Title and Heading 1–3 styles, restyled, so navigation and the contents field work. */
export const STYLES: IStylesOptions = {
  default: {
    document: {
      // es-CL: Word checks spelling and hyphenates in Chilean Spanish (#11).
      run: { font: BODY_FONT, size: 20, color: COLORS.ink, language: { value: 'es-CL' } },
      // An explicit rule: LibreOffice reads a bare `line` as exact, and a two-line title overlaps.
      paragraph: { spacing: { after: 80, line: 264, lineRule: LineRuleType.AUTO } },
    },
    title: {
      run: { font: HEADING_FONT, size: 48, bold: true, color: COLORS.navy },
      paragraph: { spacing: { before: 0, after: 120 } },
    },
    heading1: {
      run: { font: HEADING_FONT, size: 30, bold: true, color: COLORS.navy },
      paragraph: {
        keepNext: true,
        spacing: { before: 360, after: 160 },
        border: { bottom: { style: 'single', size: 8, color: COLORS.navy, space: 4 } },
      },
    },
    heading2: {
      run: { font: HEADING_FONT, size: 24, bold: true, color: COLORS.navy },
      paragraph: { keepNext: true, spacing: { before: 240, after: 100 } },
    },
    heading3: {
      run: { font: BODY_FONT, size: 19, bold: true, color: COLORS.muted, allCaps: true },
      paragraph: { keepNext: true, spacing: { before: 180, after: 60 } },
    },
  },
  paragraphStyles: [
    {
      id: 'Eyebrow',
      name: 'Antetítulo',
      basedOn: 'Normal',
      next: 'Title',
      run: { size: 20, bold: true, color: COLORS.muted, allCaps: true, characterSpacing: 40 },
      paragraph: { spacing: { before: 2800, after: 200 } },
    },
    {
      id: 'Subtitle',
      name: 'Subtitle',
      basedOn: 'Normal',
      next: 'Normal',
      run: { size: 24, color: COLORS.muted },
      paragraph: {
        spacing: { after: 600 },
        border: { bottom: { style: 'single', size: 16, color: COLORS.navy, space: 12 } },
      },
    },
    {
      id: 'ContentsTitle',
      name: 'Título de índice',
      basedOn: 'Normal',
      next: 'Normal',
      run: { font: HEADING_FONT, size: 30, bold: true, color: COLORS.navy },
      paragraph: { spacing: { after: 240 } },
    },
    {
      id: 'Note',
      name: 'Nota',
      basedOn: 'Normal',
      run: { italics: true, color: COLORS.muted },
      paragraph: { spacing: { before: 40, after: 160 } },
    },
    {
      id: 'BodyJustified',
      name: 'Texto justificado',
      basedOn: 'Normal',
      paragraph: { alignment: AlignmentType.JUSTIFIED, spacing: { after: 120 } },
    },
    {
      id: 'TableText',
      name: 'Texto de tabla',
      basedOn: 'Normal',
      run: { size: 17 },
      paragraph: { spacing: { before: 0, after: 0, line: 240, lineRule: LineRuleType.AUTO } },
    },
    {
      id: 'FirmName',
      name: 'Nombre del estudio',
      basedOn: 'Normal',
      run: { font: HEADING_FONT, size: 26, bold: true, color: COLORS.navy },
      paragraph: { spacing: { after: 40 } },
    },
    {
      id: 'FirmLine',
      name: 'Datos del estudio',
      basedOn: 'Normal',
      run: { size: 18, color: COLORS.muted },
      paragraph: { spacing: { after: 0 } },
    },
    {
      id: 'SignatureName',
      name: 'Firma: nombre',
      basedOn: 'Normal',
      run: { bold: true },
      paragraph: { spacing: { before: 80, after: 0 } },
    },
    {
      id: 'SignatureLine',
      name: 'Firma: cargo',
      basedOn: 'Normal',
      run: { size: 18, color: COLORS.muted },
      paragraph: { spacing: { after: 0 } },
    },
    {
      id: 'FirmFooter',
      name: 'Pie del estudio',
      basedOn: 'Normal',
      run: { size: 14, color: COLORS.muted },
      paragraph: { alignment: AlignmentType.CENTER, spacing: { after: 0 } },
    },
    {
      id: 'PageChrome',
      name: 'Encabezado y pie',
      basedOn: 'Normal',
      run: { size: 16, color: COLORS.muted },
      paragraph: { spacing: { after: 0 } },
    },
  ],
};

export const LIST_REFERENCE = 'observaciones';

export const NUMBERING: INumberingOptions = {
  config: [
    {
      reference: LIST_REFERENCE,
      levels: [
        {
          level: 0,
          format: LevelFormat.DECIMAL,
          text: '%1)',
          alignment: AlignmentType.START,
          style: { paragraph: { indent: { left: 400, hanging: 400 } } },
        },
      ],
    },
  ],
};
