import type { CustomTableLayout, Style } from 'pdfmake/interfaces';

/** The document's palette: dark blue for structure, greys for secondary text and rules. */
export const COLORS = {
  navy: '#1F3A5F',
  ink: '#1E252C',
  muted: '#5B6770',
  rule: '#C5CED8',
  headerFill: '#E3E9F0',
  zebra: '#F5F7FA',
  totalsFill: '#E3E9F0',
} as const;

/** A4 margins in points: left, top, right, bottom; the header and footer live in the top and bottom ones. */
export const PAGE_MARGINS: [number, number, number, number] = [62, 72, 62, 62];

/** The box a logo is scaled into, keeping its proportions (points). */
export const LOGO_FIT: [number, number] = [150, 60];

export const STYLES = {
  firmName: { fontSize: 13, bold: true, color: COLORS.navy },
  firmLine: { fontSize: 9, color: COLORS.muted },
  signatureName: { fontSize: 10, bold: true, margin: [0, 6, 0, 0] },
  signatureLine: { fontSize: 9, color: COLORS.muted },
  eyebrow: { fontSize: 10, bold: true, color: COLORS.muted, characterSpacing: 2 },
  title: { fontSize: 24, bold: true, color: COLORS.navy, lineHeight: 1.1 },
  subtitle: { fontSize: 12, color: COLORS.muted },
  h1: { fontSize: 14, bold: true, color: COLORS.navy },
  h2: { fontSize: 11.5, bold: true, color: COLORS.navy },
  h3: { fontSize: 9.5, bold: true, color: COLORS.muted, characterSpacing: 0.3 },
  paragraph: { alignment: 'justify', lineHeight: 1.25 },
  fieldLabel: { bold: true, color: COLORS.muted, fontSize: 9 },
  tableHeader: { bold: true, color: COLORS.navy, fontSize: 8.5 },
  tableCell: { fontSize: 8.5 },
  note: { italics: true, color: COLORS.muted },
  link: { color: COLORS.navy, decoration: 'underline' },
  pageChrome: { fontSize: 8, color: COLORS.muted },
  firmFooter: { fontSize: 7, color: COLORS.muted, alignment: 'center' },
  tocEntry: { fontSize: 10.5 },
} satisfies Record<string, Style>;

const thinRule = 0.5;

/** Data tables: shaded header, zebra rows, horizontal rules only. */
export const dataTableLayout: CustomTableLayout = {
  hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0.8 : thinRule),
  vLineWidth: () => 0,
  hLineColor: (index) => (index <= 1 ? COLORS.navy : COLORS.rule),
  fillColor: (rowIndex) => {
    if (rowIndex === 0) return COLORS.headerFill;
    return rowIndex % 2 === 0 ? COLORS.zebra : null;
  },
  paddingLeft: () => 5,
  paddingRight: () => 5,
  paddingTop: () => 3.5,
  paddingBottom: () => 3.5,
};

/** Label–value grids: no frame, a faint rule between rows. */
export const fieldsLayout: CustomTableLayout = {
  hLineWidth: (index, node) => (index === 0 || index === node.table.body.length ? 0 : thinRule),
  vLineWidth: () => 0,
  hLineColor: () => COLORS.rule,
  paddingLeft: (index) => (index === 0 ? 0 : 8),
  paddingRight: () => 4,
  paddingTop: () => 3,
  paddingBottom: () => 3,
};
