import { missingInscriptionFields } from '../../report/blanks';
import { foldAccents } from '../../vocabularies/comparisonKey';
import type { Lien, Prohibition } from '../../report/schema';
import { describeInscription, type RuleContext } from '../context';
import type { Finding, FindingCode, Severity } from '../finding';

interface Kind {
  code: FindingCode;
  severity: Severity;
  advice: string;
}

const MORTGAGE: Kind = {
  code: 'HIPOTECA_VIGENTE',
  severity: 'alta',
  advice: 'la venta requiere su alzamiento o la autorización del acreedor',
};
const EASEMENT: Kind = {
  code: 'SERVIDUMBRE',
  severity: 'baja',
  advice: 'es un gravamen que sigue al inmueble; no impide la venta, pero debe conocerlo el comprador',
};
const BYLAWS: Kind = {
  code: 'REGLAMENTO_COPROPIEDAD',
  severity: 'info',
  advice: 'el inmueble está acogido a copropiedad',
};
const USUFRUCT: Kind = {
  code: 'USUFRUCTO',
  severity: 'alta',
  advice: 'el dueño tiene solo la nuda propiedad; el usufructuario debe concurrir o renunciar',
};
const FAMILY_HOME: Kind = {
  code: 'BIEN_FAMILIAR',
  severity: 'alta',
  advice:
    'no puede enajenarse sin autorización del cónyuge no propietario o del juez (arts. 141 a 149 del Código Civil)',
};
const OTHER_LIEN: Kind = { code: 'GRAVAMEN_VIGENTE', severity: 'media', advice: 'revisar su alcance' };
const EMBARGO: Kind = {
  code: 'EMBARGO_VIGENTE',
  severity: 'critica',
  advice:
    'enajenar un bien embargado adolece de objeto ilícito (art. 1464 del Código Civil) salvo autorización del juez o consentimiento del acreedor',
};
const INJUNCTION: Kind = {
  code: 'MEDIDA_PRECAUTORIA',
  severity: 'critica',
  advice:
    'la enajenación requiere autorización del tribunal (art. 1464 del Código Civil); debe alzarse antes de vender',
};
const SERVIU: Kind = {
  code: 'PROHIBICION_SERVIU',
  severity: 'alta',
  advice: 'la venta requiere autorización escrita del SERVIU mientras dure la prohibición',
};
const PROHIBITION: Kind = {
  code: 'PROHIBICION_VIGENTE',
  severity: 'alta',
  advice: 'la venta requiere su alzamiento o la autorización del beneficiario',
};

function lienKind(lien: Lien): Kind {
  const tipo = foldAccents(lien.tipo);
  if (/hipoteca/.test(tipo)) return MORTGAGE;
  if (/servidumbre/.test(tipo)) return EASEMENT;
  if (/reglamento|copropiedad/.test(tipo)) return BYLAWS;
  if (/usufructo|\buso\b|habitacion/.test(tipo)) return USUFRUCT;
  if (/bien familiar/.test(tipo)) return FAMILY_HOME;
  return OTHER_LIEN;
}

function prohibitionKind(prohibition: Prohibition): Kind {
  const tipo = foldAccents(prohibition.tipo);
  const context = foldAccents(
    `${prohibition.tipo} ${prohibition.acreedor ?? ''} ${prohibition.accion ?? ''}`,
  );
  if (/embargo/.test(tipo)) return EMBARGO;
  if (/precautoria/.test(tipo)) return INJUNCTION;
  if (/bien familiar/.test(tipo)) return FAMILY_HOME;
  if (/serviu|vivienda y urbanismo/.test(context)) return SERVIU;
  if (/usufructo/.test(tipo)) return USUFRUCT;
  return PROHIBITION;
}

/**
 * GP items (chilean-documents.md §17.4–6): every mortgage, prohibition, embargo, precautionary
 * measure, usufruct, family home, easement and co-ownership bylaws in force, one finding each
 * (the same inscription in two GP certificates counts once). Items without fojas, número and año
 * are left to incompleteEntries.
 */
export function liensAndProhibitions(context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  const seen = new Set<string>();
  const add = (kind: Kind, item: Lien | Prohibition, path: string, detail: string) => {
    // An item that identifies no inscription concludes nothing: incompleteEntries reports it.
    if (missingInscriptionFields(item).length > 0) return;
    const key = `${kind.code}:${item.fojas ?? path}:${item.numero ?? ''}:${item.ano ?? ''}`;
    if (seen.has(key)) return;
    seen.add(key);
    findings.push({
      code: kind.code,
      severity: kind.severity,
      message: `${item.tipo.trim() || 'Inscripción'} inscrita a ${describeInscription(item)}${detail}: ${kind.advice}.`,
      doc: 'gp',
      refs: [path],
    });
  };
  (context.report.gp_certificates ?? []).forEach((gp, i) => {
    gp.gravamenes.forEach((lien, j) => {
      const amount = lien.suma_dinero ? ` por ${lien.suma_dinero}` : '';
      const creditor = lien.acreedor ? ` a favor de ${lien.acreedor}` : '';
      add(lienKind(lien), lien, `gp_certificates[${i}].gravamenes[${j}]`, `${amount}${creditor}`);
    });
    gp.prohibiciones.forEach((prohibition, j) => {
      const action = prohibition.accion ? ` (${prohibition.accion})` : '';
      const creditor = prohibition.acreedor ? ` a favor de ${prohibition.acreedor}` : '';
      add(
        prohibitionKind(prohibition),
        prohibition,
        `gp_certificates[${i}].prohibiciones[${j}]`,
        `${action}${creditor}`,
      );
    });
  });
  if (!findings.some((finding) => finding.code === FAMILY_HOME.code)) findings.push(...familyHomes(context));
  return findings;
}

/**
 * A certificate that finds a declaration of bien familiar noted at the property's margin (one
 * issued apart from the GP, or a GP's section): one finding, unless a GP lists the declaration
 * among its items already.
 */
function familyHomes(context: RuleContext): Finding[] {
  const declared = context.facts.familyHomes.find((certificate) => certificate.declared === true);
  if (!declared) return [];
  const where = declared.fojas !== null ? ` de la inscripción a ${describeInscription(declared)}` : '';
  return [
    {
      code: FAMILY_HOME.code,
      severity: FAMILY_HOME.severity,
      message: `El certificado ${declared.file} indica que consta al margen${where} la declaración de bien familiar: ${FAMILY_HOME.advice}.`,
      doc: 'gp',
      refs: [],
    },
  ];
}
