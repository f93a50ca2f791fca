import { missingInscriptionFields } from '../../report/blanks';
import { foldAccents } from '../../vocabularies/comparisonKey';
import type { Lien, Prohibition } from '../../report/schema';
import { describeInscription, type RuleContext } from '../context';
import type { Finding, FindingCode, Severity } from '../finding';
import { lienKind } from '../lienKind';
import type { LienKind, LienRegistry } from '../../vocabularies/lienKinds';

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

const INTERDICTION: Kind = {
  code: 'INTERDICCION_VIGENTE',
  severity: 'critica',
  advice:
    'quien está declarado en interdicción no puede vender por sí solo: la venta requiere a su curador y autorización judicial (arts. 393 y 394 del Código Civil); verificar a quién afecta',
};
const LAWSUIT: Kind = {
  code: 'LITIGIO_VIGENTE',
  severity: 'alta',
  advice:
    'pedir certificado de litigios y revisar el estado de la causa: si el tribunal prohibió enajenar, la venta sin su permiso adolece de objeto ilícito (art. 1464 N° 4 del Código Civil)',
};

/** What each kind of GP item means for the sale; a kind not listed is another lien. */
const KIND_FINDINGS: Partial<Record<LienKind, Kind>> = {
  hipoteca: MORTGAGE,
  servidumbre: EASEMENT,
  reglamento: BYLAWS,
  usufructo: USUFRUCT,
  bien_familiar: FAMILY_HOME,
  embargo: EMBARGO,
  precautoria: INJUNCTION,
  interdiccion: INTERDICTION,
  litigio: LAWSUIT,
};

/** The finding of a GP item, by its kind (lienKind.ts); a prohibition in favour of SERVIU has its own. */
function itemKind(context: RuleContext, registry: LienRegistry, item: Lien | Prohibition): Kind {
  const kind = lienKind(context.facts, registry, item);
  const known = kind ? KIND_FINDINGS[kind] : undefined;
  if (known) return known;
  const prohibition = kind === 'prohibicion' || (kind === null && registry === 'prohibiciones');
  if (!prohibition) return OTHER_LIEN;
  const beneficiary = foldAccents(`${item.acreedor ?? ''} ${'accion' in item ? (item.accion ?? '') : ''}`);
  return /serviu|vivienda y urbanismo/.test(beneficiary) ? SERVIU : PROHIBITION;
}

/**
 * GP items (chilean-documents.md §17.4–7): every mortgage, prohibition, embargo, precautionary
 * measure, interdiction, lawsuit, usufruct, family home, easement and co-ownership bylaws in
 * force, one finding each by the item's kind (the same inscription in two GP certificates counts
 * once). Items without fojas, número and año are left to incompleteEntries.
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
      add(
        itemKind(context, 'gravamenes', lien),
        lien,
        `gp_certificates[${i}].gravamenes[${j}]`,
        `${amount}${creditor}`,
      );
    });
    gp.prohibiciones.forEach((prohibition, j) => {
      const action = prohibition.accion ? ` (${prohibition.accion})` : '';
      const creditor = prohibition.acreedor ? ` a favor de ${prohibition.acreedor}` : '';
      add(
        itemKind(context, 'prohibiciones', prohibition),
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
