import { ABSENT_DOCUMENT_TEXT } from './absentDocuments';
import type { PropertySituationReport, Report } from '../../../common/report/schema';
import { MINVU_VERIFICATION_URL } from '../../../common/verification';
import type { Block } from '../documentBlocks';
import {
  dateOrNotGiven,
  field,
  numberOrNotGiven,
  textOrNotGiven,
  verificationFields,
  yesNo,
} from '../displayValues';
import { ordinalHeading, perDocumentBlocks, type ReportSection } from './reportSection';

function reportBlocks(situation: PropertySituationReport): Block[] {
  return [
    {
      kind: 'fields',
      rows: [
        field('Fecha de emisión', dateOrNotGiven(situation.fecha_emision)),
        field('N.º de certificado', numberOrNotGiven(situation.numero_certificado)),
        field('Rol de avalúo', textOrNotGiven(situation.rol_avaluo)),
        field('Dirección de la propiedad', textOrNotGiven(situation.direccion_propiedad)),
        field('Comuna', textOrNotGiven(situation.comuna_propiedad)),
        field('Afecta a expropiación', yesNo(situation.objeto_expropiacion)),
        ...verificationFields(situation.codigo_verificacion, MINVU_VERIFICATION_URL),
      ],
    },
  ];
}

export function situationReportsSection(report: Report): ReportSection {
  const reports = report.property_situation_reports ?? [];
  return {
    title: 'Informe de situación de la propiedad (SERVIU)',
    blocks: perDocumentBlocks(
      reports,
      ABSENT_DOCUMENT_TEXT.serviu_no_expropiacion,
      (situation, index) =>
        ordinalHeading('Informe', index, reports.length, `Rol ${textOrNotGiven(situation.rol_avaluo)}`),
      reportBlocks,
    ),
  };
}
