import { ABSENT_DOCUMENT_TEXT } from './absentDocuments';
import type { DebtCertificate, Report } from '../../../common/report/schema';
import { formatAmount } from '../../../common/format';
import { TGR_VERIFICATION_URL } from '../../../common/verification';
import { debtSummary } from '../../../common/report/summaries';
import type { Block } from '../documentBlocks';
import { dateOrNotGiven, field, personText, textOrNotGiven, verificationFields } from '../displayValues';
import { ordinalHeading, perDocumentBlocks, type ReportSection } from './reportSection';

const NO_ROL = 'Sin rol';

function summaryBlock(report: Report): Block {
  const { rows, totals } = debtSummary(report);
  return {
    kind: 'table',
    columns: [
      { header: 'Rol de avalúo', weight: 3 },
      { header: 'Deuda no vencida', weight: 3, align: 'right' },
      { header: 'Deuda vencida (morosa)', weight: 3, align: 'right' },
      { header: 'Total', weight: 3, align: 'right' },
    ],
    rows: rows.map((row) => [
      row.rol || NO_ROL,
      formatAmount(row.noVencida),
      formatAmount(row.vencida),
      formatAmount(row.total),
    ]),
    totals: [
      'Total general',
      formatAmount(totals.noVencida),
      formatAmount(totals.vencida),
      formatAmount(totals.total),
    ],
  };
}

function certificateBlocks(certificate: DebtCertificate): Block[] {
  return [
    {
      kind: 'fields',
      rows: [
        field('Fecha de emisión', dateOrNotGiven(certificate.fecha_emision)),
        field('Rol de avalúo', textOrNotGiven(certificate.rol_avaluo)),
        field('Contribuyente', personText(certificate.contribuyente)),
        field('Dirección de la propiedad', textOrNotGiven(certificate.direccion_propiedad)),
        field('Comuna', textOrNotGiven(certificate.comuna_propiedad)),
        field('Deuda vencida (morosa)', formatAmount(certificate.total_deuda_vencida_liquidada)),
        field('Deuda no vencida', formatAmount(certificate.total_deuda_no_vencida_liquidada)),
        ...verificationFields(certificate.codigo_verificacion, TGR_VERIFICATION_URL),
      ],
    },
  ];
}

export function treasuryDebtSection(report: Report): ReportSection {
  const certificates = report.debt_certificates ?? [];
  if (certificates.length === 0) {
    return {
      title: 'Deuda de contribuciones (Tesorería)',
      blocks: [{ kind: 'note', text: ABSENT_DOCUMENT_TEXT.deuda_tgr }],
    };
  }
  return {
    title: 'Deuda de contribuciones (Tesorería)',
    blocks: [
      { kind: 'heading', level: 2, text: 'Resumen de deuda por rol' },
      summaryBlock(report),
      ...perDocumentBlocks(
        certificates,
        ABSENT_DOCUMENT_TEXT.deuda_tgr,
        (certificate, index) =>
          ordinalHeading(
            'Certificado',
            index,
            certificates.length,
            `Rol ${textOrNotGiven(certificate.rol_avaluo)}`,
          ),
        certificateBlocks,
      ),
    ],
  };
}
