/*
 * A lien's kind read short of its words: it ends on a word that opens more ("HIPOTECA CON
 * CLÁUSULA", the clause's name "DE GARANTÍA GENERAL" lost to a scan's column; "SERVIDUMBRE DE"), a
 * preposition or a conjunction, or a clause not named. The kind as printed ran on.
 */
const OPEN_ENDING = /(?:^|\s)(?:DE|DEL|CON|Y|E|A|EN|POR|PARA|SOBRE|CL[ÁA]USULA)$/iu;

/** Whether a GP entry's kind ends on a word that needs the words the reader lost. */
export function kindLeftOpen(kind: string): boolean {
  return OPEN_ENDING.test(kind.trim());
}
