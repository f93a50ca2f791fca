import { ABSENT_DOCUMENT_TEXT } from './absentDocuments';
import type { GpCertificate, Lien, Prohibition, Report } from '../../../common/report/schema';
import { verificationUrlForConservador } from '../../../common/verification';
import type { Block } from '../documentBlocks';
import {
  dateOrNotGiven,
  field,
  inscriptionText,
  textOrNotGiven,
  verificationCell,
  verificationFields,
} from '../displayValues';
import { formatDateLong } from '../../../common/format';
import { personRefTable } from './personTables';
import { ordinalHeading, perDocumentBlocks, type ReportSection } from './reportSection';

/** Inscription, office and date of a lien or prohibition in one cell. */
function gpItemInscription(item: Lien | Prohibition): string {
  const lines = [inscriptionText(item), `CBR ${textOrNotGiven(item.conservador)}`];
  const date = formatDateLong(item.fecha_emision);
  if (date) lines.push(`Emitido el ${date}`);
  return lines.join('\n');
}

function gpItemCode(item: Lien | Prohibition): string {
  return verificationCell(item.codigo_verificacion, verificationUrlForConservador(item.conservador));
}

function liensBlock(liens: readonly Lien[]): Block {
  if (liens.length === 0) return { kind: 'note', text: 'El certificado no registra gravámenes.' };
  return {
    kind: 'table',
    columns: [
      { header: 'Tipo', weight: 2 },
      { header: 'Inscripción', weight: 4 },
      { header: 'Acreedor', weight: 3 },
      { header: 'Monto', weight: 2 },
      { header: 'Código de verificación', weight: 3 },
    ],
    rows: liens.map((lien) => [
      textOrNotGiven(lien.tipo),
      gpItemInscription(lien),
      textOrNotGiven(lien.acreedor),
      textOrNotGiven(lien.suma_dinero),
      gpItemCode(lien),
    ]),
  };
}

function prohibitionsBlock(prohibitions: readonly Prohibition[]): Block {
  if (prohibitions.length === 0) return { kind: 'note', text: 'El certificado no registra prohibiciones.' };
  return {
    kind: 'table',
    columns: [
      { header: 'Tipo', weight: 2 },
      { header: 'Inscripción', weight: 4 },
      { header: 'A favor de', weight: 3 },
      { header: 'Acción', weight: 2 },
      { header: 'Código de verificación', weight: 3 },
    ],
    rows: prohibitions.map((prohibition) => [
      textOrNotGiven(prohibition.tipo),
      gpItemInscription(prohibition),
      textOrNotGiven(prohibition.acreedor),
      [
        textOrNotGiven(prohibition.accion),
        ...(prohibition.suma_dinero?.trim() ? [prohibition.suma_dinero] : []),
      ].join('\n'),
      gpItemCode(prohibition),
    ]),
  };
}

function certificateBlocks(certificate: GpCertificate): Block[] {
  return [
    {
      kind: 'fields',
      rows: [
        field('Fecha de emisión', dateOrNotGiven(certificate.fecha_emision)),
        field('Conservador de Bienes Raíces', textOrNotGiven(certificate.conservador)),
        field('Inscripción de dominio', inscriptionText(certificate)),
        field('Domicilio', textOrNotGiven(certificate.domicilio)),
        field('Comuna', textOrNotGiven(certificate.comuna)),
        ...verificationFields(
          certificate.codigo_verificacion,
          verificationUrlForConservador(certificate.conservador),
        ),
      ],
    },
    { kind: 'heading', level: 3, text: 'Propietarios' },
    personRefTable(certificate.propietarios, 'El certificado no nombra propietarios.'),
    { kind: 'heading', level: 3, text: 'Gravámenes' },
    liensBlock(certificate.gravamenes),
    { kind: 'heading', level: 3, text: 'Prohibiciones' },
    prohibitionsBlock(certificate.prohibiciones),
  ];
}

export function gpCertificatesSection(report: Report): ReportSection {
  const certificates = report.gp_certificates ?? [];
  return {
    title: 'Certificado de hipotecas, gravámenes y prohibiciones',
    blocks: perDocumentBlocks(
      certificates,
      ABSENT_DOCUMENT_TEXT.gp,
      (certificate, index) =>
        ordinalHeading('Certificado', index, certificates.length, formatDateLong(certificate.fecha_emision)),
      certificateBlocks,
    ),
  };
}
