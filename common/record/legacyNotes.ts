/*
 * Before #19 the engine wrote some legal judgements into a report's notes, beside the findings
 * that say the same from the values. Reports stored then still hold them: read as they are, they
 * would print twice and outlive a corrected value. These are those sentences, exactly as the
 * engine wrote them (the notes a person typed are never touched); the finding says each one now.
 */
const ENGINE_JUDGEMENTS: readonly RegExp[] = [
  /^El certificado de matrimonio registra (?:subinscripción de (?:divorcio|nulidad)|pacto de separación de bienes)\.$/,
  /^El certificado municipal informa afectación a utilidad pública(?: por vialidad \(.*\))?(?: por áreas verdes o parques)?\.$/,
  /^El certificado SERVIU informa que el inmueble está afecto a expropiación\.$/,
  /^El certificado de Tesorería registra deuda morosa de contribuciones por \$[\d.]+\.$/,
  /^El certificado municipal de derechos de aseo(?: del rol .+)? no acredita ausencia de deuda: revisar\.$/,
  /^Certificado municipal de no deuda de derechos de aseo(?: del rol .+)?: sin deuda(?: al [\d-]+)?\.$/,
  /^Certificado de no matrimonio: .+ no registra matrimonio vigente(?: al [\d-]+)?; no se requiere autorización conyugal\.$/,
  /^El certificado de no matrimonio de .* no confirma la soltería: revisar\.$/,
  /^La sociedad .+ (?:se encuentra vigente según certificado del Registro de Comercio|no aparece vigente en el certificado del Registro de Comercio); debe verificarse la vigencia de los poderes de quien la represente\.$/,
];

/** Whether a stored note is one of the judgements the engine wrote before #19. */
export function isEngineJudgement(note: unknown): boolean {
  return typeof note === 'string' && ENGINE_JUDGEMENTS.some((pattern) => pattern.test(note));
}
