/*
 * An inheritance inscribed for the heirs a resolution of posesión efectiva names ("Por resolución
 * exenta …, se concedió la posesión efectiva de la herencia quedada al fallecimiento de don X,
 * cédula …, a sus herederos: doña A, …; don B, …- En consecuencia, se inscribe a nombre de los
 * herederos singularizados el dominio del inmueble …"). The heirs are the owners; the causante is
 * the one the dominio came from (the project's convention for a herencia: its vendedor, with the
 * RUT printed beside him); the property follows "el dominio del". A copy's margin notes or page
 * header may stand between the heirs' sentence and the property.
 */

/** A clause of the body and where it starts in it. */
export interface BodyClause {
  text: string;
  index: number;
}

export interface GrantedHeirs {
  causante: BodyClause;
  heirs: BodyClause;
  /** Where the phrase giving them the property starts in the body (an inscription or ownership). */
  ownedAt: number;
  /** Where the property's description starts in the body. */
  propertyAt: number;
}

/** The grant of the posesión efectiva: like an ownership phrase, it follows the inscription's opening date. */
export const HEIRS_GRANT = /\bposesi[óo]n\s+efectiva\s+de\s+(?:la\s+)?herencia\b/iu;
/** The grant, up to the causante's name: "… posesión efectiva de la herencia … fallecimiento de ". */
const GRANTED = new RegExp(
  String.raw`${HEIRS_GRANT.source}[^.;]{0,120}?\b(?:fallecimiento|muerte)\s+de(?:l\s+causante)?\s+`,
  'iu',
);
/**
 * The heirs the grant names: "a sus herederos:", "a los herederos", or by their kinship to the
 * causante ("a su cónyuge sobreviviente doña …, y a sus hijos don …").
 */
const TO_HEIRS = new RegExp(
  String.raw`\ba\s+(?:(?:sus|los)\s+herederos|sus?\s+(?:c[óo]nyuge(?:\s+sobreviviente)?|viud[oa]|` +
    String.raw`conviviente\s+civil(?:\s+sobreviviente)?|hij[oa]s?|niet[oa]s?|padres?|madre|herman[oa]s?))\b\s*:?\s*`,
  'iu',
);
/**
 * Where the causante's clause ends: his death's details, the grant's or its own inscription's
 * (", inscrita a fojas …"), or the heirs after him.
 */
const CAUSANTE_END = new RegExp(
  String.raw`,\s*(?:fallecid[oa]|quien\s+falleci[óo]|concedida|otorgada|dictada|inscrit[oa])\b|,?\s+(?=${TO_HEIRS.source})`,
  'iu',
);
/**
 * Where the heirs' list ends: the sentence's stop, the reservation of other heirs' rights, or the
 * inscription that follows it.
 */
const HEIRS_END =
  /\.-|\.\s+(?=(?:SEGUNDO|TERCERO|CUARTO|QUINTO)\s*[.:-])|\.?\s+en\s+consecuencia\b|\.?\s+se\s+inscribe\b|,?\s+sin\s+perjuicio\s+de\s+otros\s+herederos\b/iu;
/** "se inscribe a nombre de los herederos (singularizados)": the inscription made for them. */
const FOR_THE_HEIRS =
  /\bse\s+inscribe\s+(?:el\s+dominio\s+)?a\s+(?:nombre|favor)\s+de\s+(?:los|sus|dichos)\s+herederos\b/iu;
/**
 * The property after it: "el dominio del inmueble …" (the article is no part of the description),
 * or what the causante's property consists of ("el dominio del inmueble que perteneció al
 * causante, consistente en la casa y sitio …", "el dominio del inmueble de la herencia consistente
 * en la Hijuela …": the words naming whose it was describe nothing).
 */
const THE_PROPERTY =
  /\bel\s+dominio\s+(?:del?\s+|de\s+la\s+)(?:(?:inmueble|propiedad|predio)\s+(?:que\s+pertenec(?:i[óo]|[íi]a)\s+(?:al|a\s+la)\s+(?:causante|difunt[oa]|fallecid[oa])|de\s+la\s+(?:herencia|sucesi[óo]n)|del\s+(?:causante|difunto))\s*,?\s+consistente\s+en\s+)?(?:(?:el|la|las|los)\s+(?=\p{L}))?/iu;
/**
 * "los herederos (individualizados) son dueños (en la proporción de …, ) del inmueble …": the heirs
 * the grant named own the property, their shares possibly between (a text layer may glue
 * "dueñosen"). The property follows the shares' comma, or the phrase itself; a comma may open
 * the shares ("son dueños, en la proporción que la ley les asigna, de la casa …").
 */
const HEIRS_OWN = /\b(?:los|sus|dichos)\s+herederos\b[^.;]{0,40}?\bson\s*due[ñn]os/iu;
const OWNED_PROPERTY =
  /^,?\s*(?:(?:en|por)\s+(?:la\s+|las\s+)?(?:proporci[óo]n|partes|cuotas?|porcentajes?)\b[^;.]{0,260}?,\s*)?del?\s+(?:(?:la|las|los)\s+(?=\p{L}))?/iu;
/**
 * The property named right after the inscription for the heirs, without "el dominio del" ("se
 * inscribe a nombre de los herederos individualizados el predio rural denominado …"): the article
 * is the sentence's, the kind of property opens the description.
 */
const PROPERTY_RIGHT_AFTER =
  /^\s*(?:(?:individualizad|singularizad|mencionad|referid|nombrad)\p{L}*\s+)?(?:el|la|los|las)\s+(?=(?:predio|inmueble|propiedad|sitio|casa|lote|parcela|hijuela|departamento|terreno|fundo|chacra|resto)\b)/iu;
/** How far after the inscription for the heirs its property may be named (margin notes between). */
const PROPERTY_REACH = 900;
/**
 * The property inscribed before the heirs it is inscribed for ("… inscrita a fojas …, se inscribe el
 * dominio del sitio …, que deslinda: …, a nombre de sus herederos: doña A, …; y don B, …"), or the
 * property itself with its article ("se inscribe la casa y sitio ubicados en …"; not the
 * posesión efectiva or the inscription, which an inheritance's body may say it inscribes too).
 */
const PROPERTY_INSCRIBED =
  /\bse\s+inscribe\s+(?:el\s+dominio\s+(?:del?\s+|de\s+la\s+)(?:(?:la|las|los)\s+(?=\p{L}))?|(?:el|la|los|las)\s+(?!(?:dominio|posesi[óo]n|herencia|inscripci[óo]n|resoluci[óo]n|auto|sentencia)\b)(?=\p{L}))/iu;
/**
 * The heirs after the property: "a nombre de sus herederos (singularizados):", or the bare list
 * after a colon ("…, a nombre de: doña A, …; y don B, …"; "a nombre de: a) doña A …; b) don B …").
 */
const FOR_THE_HEIRS_AFTER =
  /,?\s*a\s+(?:nombre|favor)\s+de\s*(?:(?:los|sus|dichos)\s+herederos\b(?:\s+(?:singularizad|individualizad)\p{L}*)?\s*:?|:)\s*/iu;

/**
 * The inscription made for the heirs, listed right after it ("se inscribe el dominio a nombre de sus
 * herederos: doña A, …; y don B, …, todos domiciliados en …, quienes son dueños del lote …"): the
 * list runs up to the phrase making them owners, the property follows it.
 */
const FOR_THE_HEIRS_LISTED =
  /\bse\s+inscribe\s+(?:el\s+dominio\s+)?a\s+(?:nombre|favor)\s+de\s+(?:los|sus|dichos)\s+herederos\b\s*(?::\s*|(?=(?:don|do[ñn]a)\s))/iu;
const LISTED_HEIRS_OWN = /,?\s*(?:quienes|los\s+que|las\s+que)\s+son\s*due[ñn][oa]s/iu;
/**
 * The property labelled in a sentence of its own after the heirs' list ("… todos domiciliados en
 * …. Inmueble: parcela número siete …"), the inscription made for them without saying they own it
 * ("el inmueble que se singulariza se inscribe a nombre de sus herederos: doña A, …").
 */
const LABELLED_PROPERTY_AFTER = /\.\s+(?:inmueble|propiedad|predio)\s*:\s*/iu;
/** How far after the heirs' list may open its labelled property. */
const LABELLED_REACH = 1200;

/** The heirs listed after the inscription made for them, from `from` (after the causante's clause). */
function inscribedThenHeirs(body: string, from: number): Omit<GrantedHeirs, 'causante'> | null {
  const forHeirs = FOR_THE_HEIRS_LISTED.exec(body.slice(from));
  if (!forHeirs) return null;
  const heirsAt = from + forHeirs.index + forHeirs[0].length;
  const owning = LISTED_HEIRS_OWN.exec(body.slice(heirsAt));
  const stop = HEIRS_END.exec(body.slice(heirsAt));
  if (!owning || (stop && stop.index < owning.index)) {
    return (
      heirsUpTo(FOLLOWING_PROPERTY_AFTER, body, heirsAt, stop) ??
      heirsUpTo(LABELLED_PROPERTY_AFTER, body, heirsAt, stop)
    );
  }
  const phraseEnd = heirsAt + owning.index + owning[0].length;
  const property = OWNED_PROPERTY.exec(body.slice(phraseEnd));
  if (!property) return null;
  return {
    heirs: { text: body.slice(heirsAt, heirsAt + owning.index), index: heirsAt },
    ownedAt: heirsAt + owning.index,
    propertyAt: phraseEnd + property.index + property[0].length,
  };
}

/**
 * The property the list's sentence announces after the heirs ("… hijos del causante, todos
 * domiciliados en …, del siguiente inmueble: parcela número siete …"): the inscription made for them
 * names what it is of after them. (A line break may split the word: "del si-guiente".)
 */
const FOLLOWING_PROPERTY_AFTER =
  /,\s*(?:del?|de\s+la)\s+si-?\s*guiente\s+(?:inmueble|propiedad|predio|bien\s+ra[íi]z)\s*:\s*(?:(?:el|la|los|las)\s+(?=\p{L}))?/iu;

/**
 * The heirs listed from `heirsAt` up to the words that introduce the property (the sentence's
 * announcing "del siguiente inmueble:" or a label "Inmueble:"), unless the sentence stops first.
 */
function heirsUpTo(
  property: RegExp,
  body: string,
  heirsAt: number,
  stop: RegExpExecArray | null,
): Omit<GrantedHeirs, 'causante'> | null {
  const found = property.exec(body.slice(heirsAt, heirsAt + LABELLED_REACH));
  if (!found || (stop && stop.index < found.index)) return null;
  return {
    heirs: { text: body.slice(heirsAt, heirsAt + found.index), index: heirsAt },
    ownedAt: heirsAt + found.index,
    propertyAt: heirsAt + found.index + found[0].length,
  };
}

/** The heirs after the property inscribed for them, from `from` (after the causante's clause). */
function propertyThenHeirs(body: string, from: number): Omit<GrantedHeirs, 'causante'> | null {
  const inscribed = PROPERTY_INSCRIBED.exec(body.slice(from));
  if (!inscribed) return null;
  const propertyAt = from + inscribed.index + inscribed[0].length;
  const forHeirs = FOR_THE_HEIRS_AFTER.exec(body.slice(propertyAt, propertyAt + PROPERTY_REACH));
  if (!forHeirs) return null;
  const heirsAt = propertyAt + forHeirs.index + forHeirs[0].length;
  const heirsEnd = HEIRS_END.exec(body.slice(heirsAt));
  if (!heirsEnd) return null;
  return {
    heirs: { text: body.slice(heirsAt, heirsAt + heirsEnd.index), index: heirsAt },
    ownedAt: from + inscribed.index,
    propertyAt,
  };
}

/**
 * The inscription for the heirs naming the causante itself ("se inscribe a nombre de los herederos
 * de don X, cédula …, a saber: doña A, …; y don B, …, el inmueble consistente en la casa …"): the
 * causante up to the heirs' colon, the heirs up to the property.
 */
const FOR_THE_HEIRS_OF =
  /\bse\s+inscribe\s+(?:el\s+dominio\s+)?a\s+(?:nombre|favor)\s+de\s+(?:los|sus)\s+herederos\s+(?:del\s+causante\s+|de\s+(?:la\s+causante\s+)?)(?=(?:don|do[ñn]a|se[ñn]ora?)\s)/iu;
/** Where the causante's clause ends and the heirs' list opens: "…, a saber:", "…, que son:", "…:". */
const HEIRS_LISTED = /,?\s*(?:a\s+saber|que\s+son|quienes\s+son|se[ñn]ores)\s*:?\s*|:\s*/iu;
/** The property after the heirs: ", el inmueble (consistente en) la casa …", ", el dominio del sitio …". */
const HEIRS_PROPERTY =
  /,\s*(?:el\s+dominio\s+(?:del?\s+|de\s+la\s+)|(?:el|la)\s+(?:inmueble|propiedad)\s+(?:consistente\s+en\s+|ubicad[oa]\s+(?=en\s))?)(?:(?:el|la|las|los)\s+(?=\p{L}))?/iu;

function heirsOfCausante(body: string): GrantedHeirs | null {
  const inscribed = FOR_THE_HEIRS_OF.exec(body);
  if (!inscribed) return null;
  const causanteAt = inscribed.index + inscribed[0].length;
  const listed = HEIRS_LISTED.exec(body.slice(causanteAt));
  if (!listed) return null;
  const heirsAt = causanteAt + listed.index + listed[0].length;
  const property = HEIRS_PROPERTY.exec(body.slice(heirsAt));
  const stop = HEIRS_END.exec(body.slice(heirsAt));
  if (!property || (stop && stop.index < property.index)) return null;
  return {
    causante: { text: body.slice(causanteAt, causanteAt + listed.index), index: causanteAt },
    heirs: { text: body.slice(heirsAt, heirsAt + property.index), index: heirsAt },
    ownedAt: inscribed.index,
    propertyAt: heirsAt + property.index + property[0].length,
  };
}

/**
 * The inscription for the heirs of a property it describes after them ("se inscribe el dominio del
 * inmueble que más adelante se individualiza a nombre de los herederos: uno) doña A, …; dos) don
 * B, ….- El inmueble es: casa y sitio …"): the heirs up to the sentence's stop, the property after
 * the sentence that names it.
 */
const FOR_THE_HEIRS_BEFORE_PROPERTY =
  /\bse\s+inscribe\s+el\s+dominio\s+del?\s+(?:inmueble|predio|propiedad)\s+que\s+(?:m[áa]s\s+adelante|a\s+continuaci[óo]n|luego)\s+se\s+(?:individualiza|singulariza|describe|indica)\s*,?\s+a\s+(?:nombre|favor)\s+de\s+(?:(?:los|sus|dichos)\s+herederos\b)?\s*:?\s*/iu;
/** The sentence naming the property described after the heirs: "El inmueble es:", "El predio consiste en". */
const PROPERTY_NAMED =
  /^\s*(?:(?:el|la)\s+(?:inmueble|predio|propiedad)\s+(?:es|consiste\s+en|se\s+individualiza\s+as[íi])|la\s+herencia\s+(?:comprende|incluye|consiste\s+en|se\s+compone\s+de))\s*:?\s*(?:(?:el|la|los|las)\s+(?=\p{L}))?/iu;

/** The heirs from `heirsAt` to their sentence's stop, and the property the next sentence names. */
function heirsThenProperty(body: string, heirsAt: number): Pick<GrantedHeirs, 'heirs' | 'propertyAt'> | null {
  const stop = /\.-|\.\s+(?=\p{Lu})/u.exec(body.slice(heirsAt));
  if (!stop) return null;
  const stopEnd = heirsAt + stop.index + stop[0].length;
  const property = PROPERTY_NAMED.exec(body.slice(stopEnd));
  if (!property) return null;
  return {
    heirs: { text: body.slice(heirsAt, heirsAt + stop.index), index: heirsAt },
    propertyAt: stopEnd + property.index + property[0].length,
  };
}

function heirsBeforeProperty(body: string, from: number): Omit<GrantedHeirs, 'causante'> | null {
  const inscribed = FOR_THE_HEIRS_BEFORE_PROPERTY.exec(body.slice(from));
  if (!inscribed) return null;
  const named = heirsThenProperty(body, from + inscribed.index + inscribed[0].length);
  return named ? { ...named, ownedAt: from + inscribed.index } : null;
}

/**
 * The inscription for the heirs of the property that was the causante's, naming him in it ("se
 * inscribe el dominio del inmueble que perteneció al causante don X, cédula …, a nombre de sus
 * herederos, en las proporciones siguientes: doña A, …, un medio (1/2); y don B, ….- El inmueble
 * es el lote …"): the causante up to the heirs' phrase, the heirs up to the sentence's stop, the
 * property after the sentence that names it.
 */
const FOR_THE_HEIRS_OF_HIS_PROPERTY =
  /\bse\s+inscribe\s+el\s+dominio\s+del?\s+(?:inmueble|predio|propiedad)\s+que\s+pertenec(?:i[óo]|[íi]a)\s+(?:al|a\s+la)\s+(?:causante|difunt[oa]|fallecid[oa])\s+/iu;
/** The heirs' phrase after the causante, with the shares' or the list's lead-in after it. */
const TO_HIS_HEIRS =
  /,?\s*a\s+(?:nombre|favor)\s+de\s+(?:los|sus|dichos)\s+herederos\b\s*,?\s*(?:(?:en\s+(?:las?\s+)?(?:proporciones|cuotas|partes)\s+(?:siguientes|que\s+se\s+indican)|por\s+partes\s+iguales|a\s+saber)\s*)?:?\s*/iu;

function heirsOfHisProperty(body: string): GrantedHeirs | null {
  const inscribed = FOR_THE_HEIRS_OF_HIS_PROPERTY.exec(body);
  if (!inscribed) return null;
  const causanteAt = inscribed.index + inscribed[0].length;
  const toHeirs = TO_HIS_HEIRS.exec(body.slice(causanteAt));
  if (!toHeirs) return null;
  const named = heirsThenProperty(body, causanteAt + toHeirs.index + toHeirs[0].length);
  if (!named) return null;
  return {
    ...named,
    causante: { text: body.slice(causanteAt, causanteAt + toHeirs.index), index: causanteAt },
    ownedAt: inscribed.index,
  };
}

/**
 * The inheritance itself inscribed for the heirs the resolution names ("se inscribe la herencia
 * quedada al fallecimiento de don X, cédula …, fallecido …, cuya posesión efectiva fue concedida
 * por resolución …, a sus herederos: uno) doña A, …; dos) don B, …. La herencia comprende la casa
 * y sitio …"): the causante after the inheritance's words, the heirs up to their sentence's stop,
 * the property after the sentence saying what the inheritance comprises.
 */
export const INHERITANCE_INSCRIBED =
  /\bse\s+inscribe\s+(?:la\s+)?herencia\s+(?:quedada\s+|deferida\s+)?(?:al|por\s+el|tras\s+el)\s+(?:fallecimiento|muerte)\s+de(?:l\s+causante|\s+la\s+causante)?\s+/iu;

function inheritanceInscribed(body: string): GrantedHeirs | null {
  const inscribed = INHERITANCE_INSCRIBED.exec(body);
  if (!inscribed) return null;
  const causanteAt = inscribed.index + inscribed[0].length;
  const causanteEnd = CAUSANTE_END.exec(body.slice(causanteAt));
  const toHeirs = TO_HEIRS.exec(body.slice(causanteAt));
  if (!causanteEnd || !toHeirs) return null;
  const named = heirsThenProperty(body, causanteAt + toHeirs.index + toHeirs[0].length);
  if (!named) return null;
  return {
    ...named,
    causante: { text: body.slice(causanteAt, causanteAt + causanteEnd.index), index: causanteAt },
    ownedAt: inscribed.index,
  };
}

/**
 * The inscription for the heirs of the property a clause before it named ("SEGUNDO.- Entre los
 * bienes quedados al fallecimiento del causante figura la Parcela …. TERCERO.- En consecuencia, se
 * inscribe el dominio de dicho inmueble a nombre de los herederos individualizados …"): the
 * property is the one that clause says the inheritance holds.
 */
const FOR_THE_HEIRS_OF_THAT_PROPERTY =
  /\bse\s+inscribe\s+el\s+dominio\s+(?:de\s+(?:dicho|este)|del\s+(?:referido|citado|mencionado|singularizado|individualizado))\s+(?:inmueble|predio|bien(?:\s+ra[íi]z)?|propiedad)\s*,?\s+a\s+(?:nombre|favor)\s+de\s+(?:los|sus|dichos)\s+herederos\b/iu;
/** What the inheritance holds: "Entre los bienes quedados al fallecimiento del causante figura la …". */
const AMONG_THE_ASSETS =
  /\bentre\s+los\s+bienes\s+(?:quedados|dejados|de\s+la\s+herencia|hereditarios)[^.;]{0,80}?\bfigura(?:n|ba)?\s+(?:(?:el|la|los|las)\s+(?=\p{L}))?/iu;

/** The property a clause between the heirs and their inscription names, for `thatProperty`. */
function propertyNamedBefore(
  body: string,
  heirsEnd: number,
): Pick<GrantedHeirs, 'ownedAt' | 'propertyAt'> | null {
  const inscribed = FOR_THE_HEIRS_OF_THAT_PROPERTY.exec(body.slice(heirsEnd));
  if (!inscribed) return null;
  const named = AMONG_THE_ASSETS.exec(body.slice(heirsEnd, heirsEnd + inscribed.index));
  if (!named) return null;
  return { ownedAt: heirsEnd + named.index, propertyAt: heirsEnd + named.index + named[0].length };
}

/** The heirs, causante and property of an inheritance granted by a posesión efectiva, or null. */
export function grantedHeirs(body: string): GrantedHeirs | null {
  const named = heirsOfCausante(body) ?? heirsOfHisProperty(body) ?? inheritanceInscribed(body);
  if (named) return named;
  const granted = GRANTED.exec(body);
  if (!granted) return null;
  const causanteAt = granted.index + granted[0].length;
  const causanteEnd = CAUSANTE_END.exec(body.slice(causanteAt));
  if (!causanteEnd) return null;
  const causante = { text: body.slice(causanteAt, causanteAt + causanteEnd.index), index: causanteAt };
  const before = heirsBeforeProperty(body, causanteAt + causanteEnd.index);
  if (before) return { causante, ...before };
  const listed = inscribedThenHeirs(body, causanteAt + causanteEnd.index);
  const toHeirs = TO_HEIRS.exec(body.slice(causanteAt));
  if (listed && (!toHeirs || causanteAt + toHeirs.index > listed.heirs.index)) return { causante, ...listed };
  if (!toHeirs) {
    const after = propertyThenHeirs(body, causanteAt + causanteEnd.index);
    return after && { causante, ...after };
  }
  const heirsAt = causanteAt + toHeirs.index + toHeirs[0].length;
  const heirsEnd = HEIRS_END.exec(body.slice(heirsAt));
  if (!heirsEnd) return null;
  const inscribed = FOR_THE_HEIRS.exec(body.slice(heirsAt));
  const owning = inscribed ? null : HEIRS_OWN.exec(body.slice(heirsAt));
  const phrase = inscribed ?? owning;
  if (!phrase) {
    const before = propertyNamedBefore(body, heirsAt + heirsEnd.index);
    return (
      before && {
        causante,
        heirs: { text: body.slice(heirsAt, heirsAt + heirsEnd.index), index: heirsAt },
        ...before,
      }
    );
  }
  const phraseEnd = heirsAt + phrase.index + phrase[0].length;
  const property = inscribed
    ? (PROPERTY_RIGHT_AFTER.exec(body.slice(phraseEnd)) ??
      THE_PROPERTY.exec(body.slice(phraseEnd, phraseEnd + PROPERTY_REACH)))
    : OWNED_PROPERTY.exec(body.slice(phraseEnd));
  if (!property) return null;
  return {
    causante,
    heirs: { text: body.slice(heirsAt, heirsAt + heirsEnd.index), index: heirsAt },
    ownedAt: heirsAt + phrase.index,
    propertyAt: phraseEnd + property.index + property[0].length,
  };
}
