import { ABSENT_DOCUMENT_TEXT } from './absentDocuments';
import type { PublicExpropriationCertificate, Report } from '../../../common/report/schema';
import { verificationUrlForMunicipality } from '../../../common/verification';
import type { Block, FieldRow } from '../documentBlocks';
import {
  dateOrNotGiven,
  field,
  numberOrNotGiven,
  personText,
  textOrNotGiven,
  verificationFields,
  yesNo,
} from '../displayValues';
import { ordinalHeading, perDocumentBlocks, type ReportSection } from './reportSection';

/** SPEC §3: road details only when there is a road affectation, park details only for a park. */
function affectationRows(certificate: PublicExpropriationCertificate): FieldRow[] {
  const rows = [field('Expropiación vial', yesNo(certificate.expropiacion_vial))];
  if (certificate.expropiacion_vial) {
    rows.push(
      field('Tipo de expropiación vial', textOrNotGiven(certificate.tipo_expropiacion_vial)),
      field('Vías afectadas', textOrNotGiven(certificate.vias_expropiacion_vial)),
      field('Tipo de afectación vial', textOrNotGiven(certificate.tipo_afectacion_vial)),
    );
  }
  rows.push(field('Expropiación por parque', yesNo(certificate.expropiacion_por_parque)));
  if (certificate.expropiacion_por_parque) {
    rows.push(field('Tipo de afectación por parque', textOrNotGiven(certificate.tipo_afectacion_por_parque)));
  }
  return rows;
}

function certificateBlocks(certificate: PublicExpropriationCertificate): Block[] {
  return [
    {
      kind: 'fields',
      rows: [
        field('Fecha de emisión', dateOrNotGiven(certificate.fecha_emision)),
        field('Contribuyente', personText(certificate.contribuyente)),
        field('Rol de avalúo', textOrNotGiven(certificate.rol_avaluo)),
        field('Tipo de vivienda', certificate.tipo_vivienda),
        field('Dirección de la propiedad', textOrNotGiven(certificate.direccion_propiedad)),
        field('Comuna', textOrNotGiven(certificate.comuna_propiedad)),
        field('Plano', numberOrNotGiven(certificate.plano)),
        field('Afecta a expropiación', yesNo(certificate.objeto_expropiacion)),
        ...affectationRows(certificate),
        ...verificationFields(
          certificate.codigo_verificacion,
          verificationUrlForMunicipality(certificate.comuna_propiedad),
        ),
      ],
    },
  ];
}

export function municipalAffectationSection(report: Report): ReportSection {
  const certificates = report.public_expropriation_certificates ?? [];
  return {
    title: 'Certificado de afectación a utilidad pública (municipal)',
    blocks: perDocumentBlocks(
      certificates,
      ABSENT_DOCUMENT_TEXT.afectacion_utilidad_publica,
      (certificate, index) =>
        ordinalHeading(
          'Certificado',
          index,
          certificates.length,
          `Rol ${textOrNotGiven(certificate.rol_avaluo)}`,
        ),
      certificateBlocks,
    ),
  };
}
