/*
 * A copy with vigencia may transcribe, after the certified inscription and its certification, the
 * earlier inscription it cancelled, as an annex ("ANEXO - se transcribe a continuación la
 * inscripción anterior, la que se encuentra cancelada…", "Se agrega copia del título anterior,
 * hoy cancelado"). That transcription is the earlier title the current one points at, not a
 * second entry of the history nor the property's own inscription (one entry: the certified one).
 */

/** The words opening such an annex, within one sentence: an annex verb or heading, then the earlier inscription. */
const ANNEXED_EARLIER = new RegExp(
  String.raw`(?:\banexo\b|a\s+continuaci[óo]n|se\s+(?:transcriben?|agregan?|acompa[ñn]an?|insertan?|adjuntan?|reproducen?)\b|copia\s+(?:fiel\s+)?de)` +
    String.raw`[^.;]{0,120}?\b(?:inscripci[óo]n(?:es)?|t[íi]tulos?|dominio)\s+(?:anterior(?:es)?|precedentes?|cancelad[oa]s?)\b`,
  'iu',
);

/**
 * A heading printed above the annexed transcription: "INSCRIPCIÓN ANTERIOR (CANCELADA)",
 * "Título anterior - cancelado". Not anchored to a line: the readers' text joins lines; prose says
 * "la inscripción anterior, hoy cancelada", never with the parenthesis or dash.
 */
const ANNEX_HEADING = /\b(?:inscripci[óo]n|t[íi]tulo)\s+anterior\s*[(-]\s*cancelad[oa]\b/iu;

/**
 * The same heading in capitals with no mark between its words, as a copy titles each of its
 * transcriptions ("INSCRIPCIÓN VIGENTE" … "INSCRIPCIÓN CANCELADA", "TÍTULO ANTERIOR CANCELADO"):
 * capitals and no article or preposition before it tell a heading from prose ("la inscripción
 * cancelada por la anterior").
 */
const CAPITALS_ANNEX_HEADING =
  /(?<!\b(?:LA|LAS|DE|DEL|EN|Y|ESTA|DICHA|SU)\s+)\b(?:INSCRIPCI[ÓO]N|T[ÍI]TULO)\s+(?:ANTERIOR\s+)?CANCELAD[OA]\b/u;

/**
 * The earlier inscription's heading in capitals followed by its own reference, as a copy titles
 * each transcription by its number ("INSCRIPCIÓN ANTERIOR — N° 377 — FOJAS 402 — AÑO 1998"): a
 * heading, not a form's label ("TÍTULO ANTERIOR: fs. …" takes a colon) nor prose; a word in
 * parentheses may stand between ("INSCRIPCIÓN ANTERIOR (transcripción) — Fs. 905", "(copia
 * íntegra)"), and the registry and year may head the reference ("REGISTRO DE PROPIEDAD ── AÑO
 * 2010 ── FOJAS 233").
 */
const REFERENCED_ANNEX_HEADING =
  /(?<!\b(?:LA|LAS|DE|DEL|EN|Y|ESTA|DICHA|SU)\s+)\b(?:INSCRIPCI[ÓO]N|T[ÍI]TULO)\s+ANTERIOR\s*(?:\(\s*\p{L}+(?:\s+\p{L}+){0,2}\s*\)\s*)?(?:[-–—]\s*)?(?=(?:REGISTRO\s+DE\s+PROPIEDAD\b[\s─━–—·|-]*(?:[Aa][ÑNñn][Oo]\s+\d{4}[\s─━–—·|-]*)?)?(?:[Nn][°º]|[Nn][úu]mero|NUMERO|[Ff]ojas|FOJAS|F[Ss]\.)\s*\d)/u;

/**
 * A later transcription's own heading in a copy numbering them ("TRANSCRIPCIÓN N° 2", "Segunda
 * transcripción"): after the certified one, the next of the chain, the earlier inscription.
 */
const NUMBERED_TRANSCRIPTION =
  /\btranscripci[óo]n\s+(?:n[°º.]?\s*|n[úu]mero\s+)(?:[2-9]|dos|tres)(?![\d\p{L}])|\b(?:segunda|2[ªaº°])\s+transcripci[óo]n\b/iu;
/** The same heading numbered in Roman capitals ("TRANSCRIPCIÓN II — Fojas …"), the first being "I". */
const ROMAN_TRANSCRIPTION = /\bTRANSCRIPCI[ÓO]N\s+(?:II|III|IV)(?![\d\p{L}])/u;

/**
 * A transcription's heading in capitals giving the reference it transcribes ("── TRANSCRIPCIÓN ·
 * Fs. 144 vta. · N° 131 · Registro de Propiedad 1998"): after the certified inscription's body, the
 * next transcription is the earlier one. Capitals and no article before it tell it from prose.
 */
const REFERENCED_TRANSCRIPTION =
  /(?<!\b(?:LA|LAS|DE|DEL|EN|Y|ESTA|DICHA|SU)\s+)\bTRANSCRIPCI[ÓO]N\s*[·:|–—-]?\s*(?=(?:[Nn][°º]|[Nn][úu]mero|NUMERO|[Ff]ojas|FOJAS|F[Ss]\.)\s*\d)/u;

/**
 * An inscription's body: who owns the property ("adquirió": `\b` after an accent would never hold),
 * or the deed's sale it inscribes written out ("…, vendió a don X, …, quien compró para sí …").
 */
const OWNS =
  /\b(?:es|son)\s+due[ñn][oa]s?\b|\badquiri(?:ó|o|eron)(?!\p{L})|\bse\s+inscribe\s+a\s+(?:nombre|favor)\b|\bvendi(?:ó|o|eron)\s+(?:[^.;]{0,40}?\by\s+transfiri(?:ó|o|eron)\s+)?al?\s/iu;

/**
 * A transcription's heading giving its reference and calling itself one in parentheses ("Fojas 140
 * ---- N° 127 ---- año 2008 ---- COMPRAVENTA (transcripción)"): after the certified inscription's
 * body, the next transcription is the earlier one. Prose never puts the word in parentheses.
 */
const PARENTHESISED_TRANSCRIPTION = /(?<!\p{L})(?:fojas|fs\.)\s*\d[^.\n]{0,100}?\(\s*transcripci[óo]n\s*\)/iu;

/**
 * The annex's heading naming itself a transcription of the earlier inscription ("Transcripción de
 * la inscripción anterior (fs. 4.311 N° 3.590 año 2003):"); prose speaking of one takes an article
 * or a determiner before it ("la transcripción de la inscripción anterior que se agrega").
 */
const TRANSCRIPTION_OF_EARLIER =
  /(?<!\b(?:la|una|esta|dicha|su|cuya)\s+)\btranscripci[óo]n\s+del?\s+(?:la\s+|el\s+)?(?:inscripci[óo]n|t[íi]tulo)\s+(?:anterior|precedente|cancelad[oa])\b/iu;

/**
 * A transcription's heading noting in brackets that it is the earlier inscription ("REGISTRO DE
 * PROPIEDAD · AÑO 2009 · FOJAS 4120 VTA. (inscripción anterior — se copia íntegra)", "(título
 * anterior, cancelado)"): the bracket opens on the words; prose puts no bracket before them ("(con
 * copia de la inscripción anterior)" is a title's, read by ANNEXED_EARLIER).
 */
const BRACKETED_EARLIER = /\(\s*(?:inscripci[óo]n|t[íi]tulo)\s+anterior\b[^()]{0,60}\)/iu;

/**
 * The same heading naming the earlier inscription first, then the verb annexing it ("II.
 * INSCRIPCIÓN ANTERIOR QUE SE TRANSCRIBE — Fojas …", "Título anterior transcrito:"): prose
 * announcing the annex takes an article before it, or a comma after it ("El título anterior, que
 * se transcribe a continuación, rola a fojas …"), and is the copy's own sentence.
 */
const EARLIER_THEN_ANNEXED =
  /(?<!\b(?:la|las|el|los|de|del|al|en|y|esta|este|dicha|dicho|su|cuyo|cuya)\s+)\b(?:inscripci[óo]n|t[íi]tulo)\s+anterior\s+(?:que\s+se\s+(?:transcribe|agrega|acompa[ñn]a|inserta|adjunta|reproduce)|transcrit[oa]|agregad[oa]|insertad[oa])\b/iu;

/**
 * The copy's own sentence naming its earlier title and transcribing it after a colon ("El título
 * anterior es la inscripción de fojas … del año dos mil cuatro, que se transcribe: «Fojas 118 …»"):
 * the annex opens at the colon, the sentence before it (the earlier title's reference) the copy's.
 * Prose announcing a transcription elsewhere sets no colon after the verb.
 */
const EARLIER_TRANSCRIBED_HERE =
  /(?<=\b(?:t[íi]tulo|inscripci[óo]n)\s+anterior\b(?:[^.;:]|\.(?=\s*\d)|(?<=\b(?:vta|fs|n|nro))\.){0,240}?\bque\s+se\s+(?:transcribe|inserta|reproduce|copia)(?:\s+a\s+continuaci[óo]n)?\s*):/iu;

/** Where the words opening such an annex stand in `text`, wherever they are; null without them. */
export function annexCueAt(text: string): number | null {
  const found = [
    ANNEXED_EARLIER.exec(text),
    ANNEX_HEADING.exec(text),
    CAPITALS_ANNEX_HEADING.exec(text),
    REFERENCED_ANNEX_HEADING.exec(text),
    NUMBERED_TRANSCRIPTION.exec(text),
    ROMAN_TRANSCRIPTION.exec(text),
    REFERENCED_TRANSCRIPTION.exec(text),
    PARENTHESISED_TRANSCRIPTION.exec(text),
    TRANSCRIPTION_OF_EARLIER.exec(text),
    BRACKETED_EARLIER.exec(text),
    EARLIER_THEN_ANNEXED.exec(text),
    EARLIER_TRANSCRIBED_HERE.exec(text),
  ]
    .filter((match): match is RegExpExecArray => match !== null)
    .sort((a, b) => a.index - b.index)[0];
  return found ? found.index : null;
}

/**
 * Where the annex transcribing the earlier inscription opens in `text`, when it follows the
 * certified inscription's own body (an ownership statement before it); null otherwise. A
 * certification printed first may announce the annex in the same words ("se transcribe asimismo
 * la inscripción anterior…"): the annex is the first such cue after the body.
 */
export function annexedTitleAt(text: string): number | null {
  const owns = OWNS.exec(text);
  if (!owns) return null;
  const after = owns.index + owns[0].length;
  const at = annexCueAt(text.slice(after));
  return at === null ? null : after + at;
}

/** The current inscription's own heading in capitals ("II.- INSCRIPCIÓN VIGENTE", "TÍTULO VIGENTE"). */
const CURRENT_HEADING = /\b(?:INSCRIPCI[ÓO]N|T[ÍI]TULO)\s+(?:DE\s+DOMINIO\s+)?VIGENTE\b/u;

/**
 * Where the earlier inscription a copy transcribes first, before the current one, stands in
 * `text` ("Se transcriben a continuación la inscripción anterior, cancelada, y la vigente" / "I.-
 * INSCRIPCIÓN ANTERIOR (CANCELADA) …" / "II.- INSCRIPCIÓN VIGENTE …"): from its cue, printed
 * before any ownership statement, to the current one's heading after its body; null otherwise.
 */
export function leadingEarlierTitle(text: string): { start: number; end: number } | null {
  const cue = annexCueAt(text);
  const owns = OWNS.exec(text);
  if (cue === null || !owns || cue > owns.index) return null;
  const after = owns.index + owns[0].length;
  const current = CURRENT_HEADING.exec(text.slice(after));
  return current ? { start: cue, end: after + current.index } : null;
}

/** The text before the annex (all of it when there is none). */
export function beforeAnnexedTitle(text: string): string {
  const at = annexedTitleAt(text);
  return at === null ? text : text.slice(0, at);
}
