/** SPEC §9: each progress message stays at least this long… */
export const PROGRESS_MESSAGE_BASE_MS = 1500;
/** …plus a random extra of up to this much. */
export const PROGRESS_MESSAGE_MAX_EXTRA_MS = 2000;

/** A number in [0, 1), as Math.random gives; injectable so tests choose the sequence. */
export type RandomSource = () => number;

/** What the user reads while the documents are analysed (SPEC §2, about 38 messages). */
export const PROGRESS_MESSAGES = [
  'Procesando documentos...',
  'Leyendo los archivos PDF...',
  'Extrayendo el texto de los documentos...',
  'Identificando el tipo de cada documento...',
  'Analizando el contenido legal...',
  'Revisando la inscripción de dominio vigente...',
  'Buscando fojas, número y año de la inscripción...',
  'Identificando a los propietarios...',
  'Verificando los RUT de las partes...',
  'Revisando el estado civil de los comparecientes...',
  'Analizando la escritura de compraventa...',
  'Reconstruyendo la historia de títulos...',
  'Revisando los títulos anteriores...',
  'Leyendo los deslindes de la propiedad...',
  'Validando la información catastral...',
  'Contrastando el rol de avalúo...',
  'Revisando el certificado de hipotecas y gravámenes...',
  'Buscando hipotecas vigentes...',
  'Buscando prohibiciones y embargos...',
  'Revisando el certificado de deuda de contribuciones...',
  'Calculando la deuda morosa...',
  'Revisando el certificado de avalúo fiscal...',
  'Analizando el informe de expropiación del SERVIU...',
  'Revisando afectaciones a utilidad pública...',
  'Verificando expropiaciones viales y de parques...',
  'Revisando el certificado de matrimonio...',
  'Determinando el régimen patrimonial...',
  'Revisando los antecedentes de sociedades...',
  'Leyendo los códigos de verificación...',
  'Comparando fechas de emisión...',
  'Verificando la coherencia de los datos...',
  'Cruzando información entre documentos...',
  'Revisando el cumplimiento normativo...',
  'Identificando cláusulas relevantes...',
  'Ordenando las secciones del reporte...',
  'Preparando las observaciones...',
  'Generando el reporte...',
  'Finalizando el análisis...',
] as const;

/** How long the current message stays: 1500 ms plus up to 2000 ms at random. */
export function progressMessageDelay(random: RandomSource): number {
  return PROGRESS_MESSAGE_BASE_MS + Math.floor(random() * PROGRESS_MESSAGE_MAX_EXTRA_MS);
}

/** A random message index other than `current`, so the text visibly changes. */
export function nextProgressMessageIndex(current: number, random: RandomSource): number {
  const others = PROGRESS_MESSAGES.length - 1;
  const pick = Math.min(Math.floor(random() * others), others - 1);
  return pick >= current ? pick + 1 : pick;
}
