import { textPdf } from '../../scripts/eval/pdfWriter';
import { wornTwin } from '../../scripts/eval/wornScans';

/**
 * A TGR debt certificate made up for the tests, scanned as a worn photocopy (scripts/eval/
 * wornScans.ts), whose taxpayer's name runs onto a second line: the name read from the labelled
 * line alone is cut and must not look sure. Nobody in it is real.
 */
export function wornTgrWithNameOnTwoLines(): Promise<Buffer> {
  const pdf = textPdf([
    [
      'Tesorería General de la República',
      'Servicio de Tesorerías',
      'Certificado de Deuda',
      'NOMBRE HUENCHUMAN PAILLALEF LUIS',
      'ALBERTO',
      'DIRECCION PJE LAS GAVIOTAS 77 COMUNA PUERTO MONTT',
      'ROL 301-05530-014',
      'Fecha de Emisión del Certificado: 23-09-2025',
      'El Servicio de Tesorerías certifica que el ROL PUERTO MONTT 301-05530-014 no',
      'registra deuda de contribuciones.',
      '001SD202509230017725',
    ],
  ]);
  return wornTwin(pdf, 'e2e/tgr-nombre-en-dos-lineas.pdf');
}
