import { minimalPdf } from './engineDocuments';

/**
 * A TGR debt certificate for a rol printed as the TGR prints it (`120-06120-009`), made up for the
 * tests: no debt, a taxpayer who is nobody in the corpus.
 */
export function tgrCertificatePdf(rol: string): Buffer {
  return Buffer.from(
    minimalPdf([
      [
        'TESORERIA GENERAL DE LA REPUBLICA',
        'CERTIFICADO DE DEUDA',
        'Fecha de Emision del Certificado: 02-09-2025',
        'NOMBRE: PEREZ SOTO JUAN ANDRES',
        `ROL: ${rol}`,
        `El Servicio de Tesorerias certifica que el ROL ${rol} no registra deuda de contribuciones.`,
      ],
    ]),
  );
}
