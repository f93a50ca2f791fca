import { ABSENT_DOCUMENT_TEXT } from './absentDocuments';
import type { FiscalAppraisal, Report } from '../../../common/report/schema';
import type { Block } from '../documentBlocks';
import { formatAmount } from '../../../common/format';
import { dateOrNotGiven, field, textOrNotGiven } from '../displayValues';
import { ordinalHeading, perDocumentBlocks, type ReportSection } from './reportSection';

function appraisalBlocks(appraisal: FiscalAppraisal): Block[] {
  return [
    {
      kind: 'fields',
      rows: [
        field('Fecha de emisión', dateOrNotGiven(appraisal.fecha_emision)),
        field('Rol de avalúo', textOrNotGiven(appraisal.rol_avaluo)),
        field('Dirección', textOrNotGiven(appraisal.direccion)),
        field('Comuna', textOrNotGiven(appraisal.comuna)),
        field('Destino', textOrNotGiven(appraisal.destino)),
        field('Avalúo afecto', formatAmount(appraisal.avaluo_afecto)),
        field('Avalúo exento', formatAmount(appraisal.avaluo_exento)),
        field('Avalúo total', formatAmount(appraisal.avaluo_total)),
      ],
    },
  ];
}

export function fiscalAppraisalsSection(report: Report): ReportSection {
  const appraisals = report.certificados_avaluo ?? [];
  return {
    title: 'Certificado de avalúo fiscal (SII)',
    blocks: perDocumentBlocks(
      appraisals,
      ABSENT_DOCUMENT_TEXT.avaluo_fiscal,
      (appraisal, index) =>
        ordinalHeading(
          'Certificado',
          index,
          appraisals.length,
          `Rol ${textOrNotGiven(appraisal.rol_avaluo)}`,
        ),
      appraisalBlocks,
    ),
  };
}
