import { foldAccents } from '../../vocabularies/comparisonKey';
import type { RuleContext } from '../context';
import type { Finding } from '../finding';

/**
 * Expropriation and public-utility affectations (chilean-documents.md §8, §9, §17.9): SERVIU
 * expropriations, and the DOM's road widening/opening and park affectations (art. 59 LGUC), which
 * limit building permits and may end in a partial expropriation.
 */
export function expropriation(context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  (context.report.property_situation_reports ?? []).forEach((report, index) => {
    if (!report.objeto_expropiacion) return;
    findings.push({
      code: 'EXPROPIACION_SERVIU',
      severity: 'critica',
      message: `El informe del SERVIU${report.numero_certificado ? ` N° ${report.numero_certificado}` : ''} indica que la propiedad está afecta a expropiación: revisar el alcance antes de continuar con la operación.`,
      doc: 'serviu_no_expropiacion',
      refs: [`property_situation_reports[${index}].objeto_expropiacion`],
    });
  });
  (context.report.public_expropriation_certificates ?? []).forEach((certificate, index) => {
    const path = `public_expropriation_certificates[${index}]`;
    const found: Finding[] = [];
    if (certificate.expropiacion_vial) {
      const opening =
        certificate.tipo_expropiacion_vial === 'Apertura' ||
        (certificate.tipo_expropiacion_vial === null &&
          /apertura/.test(foldAccents(certificate.vias_expropiacion_vial ?? '')));
      const via = certificate.vias_expropiacion_vial ? ` (${certificate.vias_expropiacion_vial})` : '';
      const extent = certificate.tipo_afectacion_vial
        ? `; ${certificate.tipo_afectacion_vial.toLowerCase()}`
        : '';
      found.push({
        code: opening ? 'AFECTACION_VIAL_APERTURA' : 'AFECTACION_VIAL_ENSANCHE',
        severity: 'alta',
        message: `El certificado municipal informa afectación a utilidad pública por ${opening ? 'apertura' : 'ensanche'} de vía${via}${extent} (art. 59 de la Ley General de Urbanismo y Construcciones): limita la edificación y puede terminar en expropiación parcial.`,
        doc: 'afectacion_utilidad_publica',
        refs: [`${path}.expropiacion_vial`, `${path}.tipo_expropiacion_vial`],
      });
    }
    if (certificate.expropiacion_por_parque) {
      const extent = certificate.tipo_afectacion_por_parque
        ? ` (${certificate.tipo_afectacion_por_parque.toLowerCase()})`
        : '';
      found.push({
        code: 'AFECTACION_PARQUE',
        severity: 'alta',
        message: `El certificado municipal informa afectación a utilidad pública por parque o área verde${extent} (art. 59 de la Ley General de Urbanismo y Construcciones).`,
        doc: 'afectacion_utilidad_publica',
        refs: [`${path}.expropiacion_por_parque`],
      });
    }
    if (found.length === 0 && certificate.objeto_expropiacion)
      found.push({
        code: 'AFECTACION_UTILIDAD_PUBLICA',
        severity: 'alta',
        message:
          'El certificado municipal informa que la propiedad está afecta a utilidad pública: revisar el alcance de la declaratoria.',
        doc: 'afectacion_utilidad_publica',
        refs: [`${path}.objeto_expropiacion`],
      });
    findings.push(...found);
  });
  return findings;
}
