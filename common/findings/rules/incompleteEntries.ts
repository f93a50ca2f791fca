import { missingInscriptionFields } from '../../report/blanks';
import type { RuleContext } from '../context';
import type { Finding } from '../finding';

/** `fojas, número ni año`: what a sentence says is missing. */
function missingText(fields: readonly string[]): string {
  if (fields.length <= 1) return fields.join('');
  return `${fields.slice(0, -1).join(', ')} ni ${fields.at(-1) ?? ''}`;
}

function incomplete(what: string, missing: readonly string[], ref: string, doc: Finding['doc']): Finding {
  return {
    code: 'REGISTRO_INCOMPLETO',
    severity: 'media',
    message: `Registro incompleto: ${what} no indica ${missingText(missing)}. No se saca ninguna conclusión de él hasta completarlo con el documento a la vista, o eliminarlo si no corresponde.`,
    doc,
    refs: [ref],
  };
}

/**
 * Blanks stay blank (issue #11): an inscription whose fojas, número or año is empty or 0 (a GP lien
 * just added, a number the analysis could not read) identifies nothing, so the other rules leave it
 * out and this one asks for it to be completed instead.
 */
export function incompleteEntries(context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  context.report.property_registry_history.forEach((entry, index) => {
    const missing = missingInscriptionFields(entry);
    if (missing.length === 0) return;
    const what = index === 0 ? 'la inscripción de dominio vigente' : `el título anterior ${index}`;
    findings.push(
      incomplete(
        what,
        missing,
        `property_registry_history[${index}].fojas`,
        index === 0 ? 'dominio_vigente' : 'titulo_anterior',
      ),
    );
  });
  (context.report.gp_certificates ?? []).forEach((gp, i) => {
    const items = [
      ...gp.gravamenes.map((item, j) => ({ item, noun: 'el gravamen', list: 'gravamenes', j })),
      ...gp.prohibiciones.map((item, j) => ({ item, noun: 'la prohibición', list: 'prohibiciones', j })),
    ];
    for (const { item, noun, list, j } of items) {
      const missing = missingInscriptionFields(item);
      if (missing.length === 0) continue;
      const tipo = item.tipo.trim() ? ` (${item.tipo.trim()})` : '';
      findings.push(
        incomplete(
          `${noun} ${j + 1}${tipo} del certificado GP ${i + 1}`,
          missing,
          `gp_certificates[${i}].${list}[${j}]`,
          'gp',
        ),
      );
    }
  });
  return findings;
}
