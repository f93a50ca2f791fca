import { ABSENT_DOCUMENT_TEXT } from './absentDocuments';
import type { MarriageCertificate, Report } from '../../../common/report/schema';
import type { Block } from '../documentBlocks';
import {
  dateOrNotGiven,
  field,
  maritalRegimeLabel,
  numberOrNotGiven,
  personText,
  textOrNotGiven,
} from '../displayValues';
import { ordinalHeading, perDocumentBlocks, type ReportSection } from './reportSection';

function certificateBlocks(certificate: MarriageCertificate): Block[] {
  return [
    {
      kind: 'fields',
      rows: [
        field('Fecha de emisión', dateOrNotGiven(certificate.fecha_emision)),
        field('Circunscripción', textOrNotGiven(certificate.circunscripcion)),
        field('N.º de inscripción', numberOrNotGiven(certificate.numero_de_inscripcion)),
        field('Año de inscripción', numberOrNotGiven(certificate.ano)),
        field('Marido', personText(certificate.marido)),
        field('Mujer', personText(certificate.mujer)),
        field('Régimen patrimonial', maritalRegimeLabel(certificate.tipo_de_sociedad_conyugal)),
      ],
    },
  ];
}

export function marriageCertificatesSection(report: Report): ReportSection {
  const certificates = report.certificados_matrimonio ?? [];
  return {
    title: 'Certificados de matrimonio',
    blocks: perDocumentBlocks(
      certificates,
      ABSENT_DOCUMENT_TEXT.matrimonio,
      (certificate, index) =>
        ordinalHeading(
          'Certificado',
          index,
          certificates.length,
          `${textOrNotGiven(certificate.marido.nombre)} y ${textOrNotGiven(certificate.mujer.nombre)}`,
        ),
      certificateBlocks,
    ),
  };
}
