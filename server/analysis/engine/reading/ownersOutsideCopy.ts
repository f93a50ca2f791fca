import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentText } from '../document';
import type { InscriptionData } from '../extractors/inscription';
import type { Extraction } from '../extractors/types';
import { doubted } from '../provenance';
import { certifiesVigencia, GP_TITLE } from './cbrSignals';

/*
 * A carpeta printing a copy with vigencia and then, on the same pages, its lien certificate is
 * classified as the certificate, and the copy is read from the whole text (reading/bundle.ts). An
 * owner the copy does not print as read comes from the certificate's own list of owners, which
 * writes them surname first ("Propietarios: FIGUEROA CORTÉS PATRICIA ANDREA …"), not from the
 * copy's body: its name and order are doubted.
 */

const key = (text: string) => foldAccents(text).toLowerCase().replace(/\s+/gu, ' ');

/** The copy's section: the text before the lien certificate's title, when it certifies the copy in force. */
function copySection(document: DocumentText): string | null {
  const folded = key(document.text);
  const title = new RegExp(GP_TITLE.source, 'u').exec(folded);
  if (!title || title.index === 0) return null;
  const before = folded.slice(0, title.index);
  return certifiesVigencia(before) ? before : null;
}

/** The extraction with each owner the copy's section does not print doubted (`owner_outside_copy`). */
export function ownersOutsideCopy(
  document: DocumentText,
  read: Extraction<InscriptionData>,
): Extraction<InscriptionData> {
  const section = copySection(document);
  if (section === null) return read;
  const provenance = { ...read.provenance };
  read.value.entry.propietarios.forEach((owner, index) => {
    const path = `propietarios[${index}]`;
    const source = provenance[path];
    if (owner.nombre && source && !section.includes(key(owner.nombre)))
      provenance[path] = doubted(source, ['owner_outside_copy']);
  });
  return { ...read, provenance };
}
