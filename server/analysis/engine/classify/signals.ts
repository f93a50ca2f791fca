import type { DocumentTypeId } from '../../../../common/documents/documentTypes';
import { GP_TITLE } from '../reading/cbrSignals';

/**
 * The evidence for one document type. Patterns are matched on accent-folded, lower-case text
 * with single spaces (so words split over lines still meet).
 */
export interface TypeSignals {
  /** Titles as issuers print them; strongest near the top of the document. */
  titles: RegExp[];
  /** Who issues it. */
  issuers: RegExp[];
  /** Wording characteristic of this kind of document. */
  phrases: RegExp[];
  /** Labels of the fields it carries. */
  fields: RegExp[];
  /** Wording that rules the type out. */
  against: RegExp[];
}

const CBR = /conservador(?:es)?\s*de\s*bienes\s*raices|\bcbr\b|conservador\s+de\s+comercio/;
const REGISTRO_CIVIL = /registro\s+civil|\bsrcei\b|registrocivil\.cl/;
const MUNICIPALITY = /\bmunicipalidad\b|\bmunicipal\b/;

/** An inscription copy's body: who owns, how they acquired, the previous title, the boundaries. */
const INSCRIPTION_BODY = [
  /registro\s+de\s+propiedad/,
  /\b(?:es|son)\s+duen[oa]s?\b/,
  /\bl[oa]s?\s+adquiri(?:o|eron)\b/,
  /(?:titulo|inscripcion)\s+anterior/,
  /\bdeslind/,
  /requirente/,
];
const INSCRIPTION_FIELDS = [
  /\bfojas\b|\bfs\.?\s*\d/,
  /\bcaratula\b/,
  /rol\s+de\s+avaluo/,
  /\brepertorio\b|\brep\.\s*n/,
];

/**
 * The CBR certifies the inscription is in force ("se encuentra: VIGENTE", not "NO VIGENTE" nor
 * "no se encuentra vigente"). Spaces may be lost by the text layer ("seencuentravigente").
 */
const VIGENCIA = [
  /(?<!\bno\s?)se\s*encuentra\s*:?\s*(?:actualmente\s*)?vigente/,
  /(?<!\bno\s?)vigente\s*al\s*dia/,
  /(?<!\bno\s?)vigente\s*a\s*nombre\s*de/,
  /(?<!\bno\s?)vigente\s*a\s*la\s*fecha/,
  /(?<!\bno\s?)(?:esta|se\s*halla)\s*vigente/,
];
/** Wording that says the inscription is not in force. */
const NOT_IN_FORCE = /\bno\s*(?:se\s*(?:encuentra|halla)\s*|esta\s*)?vigente\b/;

/**
 * The copy's inscription was cancelled by a later transfer (its margin cites the next title): the
 * copy is of an earlier title, whatever else it says. Mortgages cancelled in a margin do not count.
 */
const CANCELLED_BY_TRANSFER =
  /(?:cancelad[oa]|transferid[oa]|enajenad[oa])\s+(?:por\s+(?:transferencia|venta|compraventa|adjudicacion|aporte|donacion|permuta)\s+)?(?:a|en)\s+(?:fojas|fs\.?)\s*\d/;

/** Statements that no marriage is registered (the no-marriage certificate's whole content). */
const NO_MARRIAGE = [
  /(?:certificado|informe)\s+de\s+no\s+(?:inscripcion\s+de\s+|registro\s+de\s+)?matrimonio/,
  // Singular or plural: "no registra matrimonio", "no existen inscripciones de matrimonio".
  /\bno\s+(?:(?:se\s+)?(?:registra|figura|consta|existe|aparece|encuentra|mantiene)n?|tiene|posee|se\s+encontr(?:o|aron)|presenta)\b(?![^.]{0,60}(?:subinscrip|anotacion|nota\s+marginal))[^.]{0,60}\bmatrimonios?\b/,
  /busqueda\s+de\s+(?:inscripciones?\s+de\s+)?matrimonio[^.]{0,80}\bresultado\s*:?\s*(?:negativo|sin\s+(?:resultados|registros))/,
  /\bsin\s+(?:registro\s+de\s+)?matrimonio/,
  /\bsolteria\b/,
];

/**
 * The signals of every document type, keyed by its id: a new type does not compile until its
 * signals are written here.
 */
export const TYPE_SIGNALS = {
  dominio_vigente: {
    titles: [
      /(?:certificado|cert\.)\s*(?:de\s*)?dominio\s*vigente/,
      /dominio\s*vigente\b/,
      /copia\s*(?:autorizada\s*)?(?:de\s*(?:la\s*)?inscripcion\s*)?con\s*vigencia/,
      /inscripcion\s*(?:de\s*dominio\s*)?con\s*vigencia/,
      /certificado\s*de\s*vigencia\s*de\s*(?:dominio|inscripcion)/,
      // The certification that the inscription is in force is what makes a copy a dominio vigente.
      ...VIGENCIA,
    ],
    issuers: [CBR],
    phrases: INSCRIPTION_BODY,
    fields: INSCRIPTION_FIELDS,
    against: [
      NOT_IN_FORCE,
      /sociedad\s+se\s+encuentra\s+vigente|vigencia\s+de\s+(?:la\s+)?sociedad/,
      CANCELLED_BY_TRANSFER,
    ],
  },
  escritura: {
    titles: [
      /escritura\s+publica/,
      /^\s*(?:contrato\s+de\s+)?(?:compraventa|donacion|permuta|dacion\s+en\s+pago|adjudicacion|aporte|mutuo)\b/m,
      /(?:posesion\s+efectiva|resolucion\s+exenta)/,
      /repertorio\s*(?:n|no|nro|numero)/,
      /copia\s+(?:autorizada|fiel)\s+de\s+(?:la\s+)?escritura/,
    ],
    issuers: [/notari[oa]\s+(?:publico|titular|suplente|interino|de\s+\w+)/, /\bnotaria\b/, /\bnotario\b/],
    phrases: [
      /\bante\s+mi\b/,
      /\bcomparecen?\b/,
      /\bprimero\s*[:.-]/,
      /\bsegundo\s*[:.-]/,
      /\btercero\s*[:.-]/,
      /en\s+comprobante\s+y\s+previa\s+lectura/,
      /mayor(?:es)?\s+de\s+edad/,
      /quien(?:es)?\s+acredita/,
      /vende\s*,?\s*cede\s+y\s+transfiere/,
      /como\s+cuerpo\s+cierto/,
      /faculta\s+al\s+portador/,
      /la\s+parte\s+(?:vendedora|compradora)/,
      /minuta\s+redactada/,
    ],
    fields: [/cedula\s+(?:nacional\s+)?de\s+identidad/, /domiciliad[oa]s?\s+en/, /\bprecio\b/],
    against: [],
  },
  titulo_anterior: {
    titles: [
      /copia\s+(?:autorizada\s+)?de\s+(?:la\s+)?inscripcion/,
      // As a title on its own line; in a sentence ("al margen de la inscripción de dominio") it is no title.
      /^\s*inscripcion\s+de\s+dominio\s*$/m,
      /copia\s+(?:autorizada\s+)?de\s+titulo/,
      // A copy's certification that says nothing of vigencia (VIGENCIA below rules this type out).
      /\b(?:copia|inscripcion)\b[^.]{0,80}?(?:conforme\s+(?:a|con)|fiel\s+(?:a|de)|identica\s+a)\s+su\s+original/,
      CANCELLED_BY_TRANSFER,
    ],
    issuers: [CBR],
    phrases: [
      ...INSCRIPTION_BODY,
      NOT_IN_FORCE,
      /\bcancelad[oa]\b/,
      /(?:es|esta)\s+(?:copia\s+)?(?:fiel|conforme)\s+(?:a|con|de)\s+su\s+original/,
    ],
    fields: INSCRIPTION_FIELDS,
    against: VIGENCIA,
  },
  gp: {
    // GP_TITLE: its titles with the spacing a text layer loses, bien familiar and litigios too.
    titles: [GP_TITLE, /gravamenes\s+y\s+prohibiciones/],
    issuers: [CBR],
    phrases: [
      /revisad[oa]s?\s+(?:los\s+)?indices/,
      /inscripcion\s*\(?es\)?\s+vigentes?|inscripciones\s+vigentes/,
      /\bno\s+(?:le\s+)?afectan?\b/,
      /registro\s+de\s+hipotecas/,
      /registro\s+de\s+(?:interdicciones|prohibiciones)/,
      /\bhipotecas?\s*[:.]/,
      /\bprohibicion(?:es)?\s*[:.]/,
      /\bembargos?\b/,
      /\blitigios?\b/,
      /bien\s+familiar/,
      /(?:a|en)\s+favor\s+de/,
    ],
    fields: [/\bacreedor\b/, /\bfojas\b|\bfs\.?\s*\d/, /\bcaratula\b/],
    against: [/cuenta\s+unica\s+tributaria/],
  },
  deuda_tgr: {
    titles: [
      /certificado\s+de\s+(?:no\s+)?deuda(?:\s+de\s+contribuciones)?/,
      /deuda\s+de\s+contribuciones/,
      /certificado\s+de\s+contribuciones/,
    ],
    issuers: [/tesoreria\s+general/, /servicio\s+de\s+tesorerias/, /\btgr\b|tgr\.cl|tesoreria\.cl/],
    phrases: [
      /cuenta\s+unica\s+tributaria/,
      /formulario\b.{0,40}\bfolio/,
      /deuda\s+(?:liquidada\s+)?morosa/,
      /deuda\s+no\s+vencida/,
      /acogidos?\s+(?:art|al|a\s+convenio)/,
      /\bcontribuciones\b/,
      /instituciones\s+recaudadoras/,
      /codigo\s+de\s+barras/,
    ],
    fields: [/\brol\b/, /liquidada\s+al/, /fecha\s+(?:de\s+)?(?:vcto|vencimiento)/, /\bclp\b/],
    against: [CBR, /hipotecas\s+y\s+gravamenes/, /derechos?\s+de\s+aseo/],
  },
  no_deuda_aseo: {
    titles: [
      /derechos?\s+de\s+aseo/,
      /aseo\s+domiciliario/,
      /certificado\s+(?:de\s+)?(?:no\s+deuda\s+)?(?:de\s+)?aseo/,
    ],
    issuers: [
      MUNICIPALITY,
      /departamento\s+de\s+rentas|direccion\s+de\s+(?:administracion\s+y\s+)?finanzas|rentas\s+y\s+patentes/,
    ],
    phrases: [
      /\baseo\b/,
      /recoleccion|retiro\s+de\s+(?:basura|residuos)|extraccion\s+de\s+(?:basura|residuos)/,
      /no\s+registra\s+deuda|sin\s+deuda|al\s+dia/,
      /rentas\s+municipales/,
    ],
    fields: [/rol\s+de\s+avaluo|\brol\b/],
    against: [/utilidad\s+publica/, /tesoreria\s+general/],
  },
  avaluo_fiscal: {
    titles: [/certificado\s+de\s+avaluo(?:\s+fiscal)?/, /\bavaluo\s+fiscal\b/],
    issuers: [/servicio\s+de\s+impuestos\s+internos/, /\bsii\b|sii\.cl/],
    phrases: [
      /avaluo\s+(?:fiscal\s+)?total/,
      /avaluo\s+exento|parte\s+exenta/,
      /avaluo\s+afecto|parte\s+afecta/,
      /\bdestino\b/,
      /\bsemestre\b/,
      /impuesto\s+territorial/,
      /tasacion\s+fiscal/,
    ],
    fields: [/rol\s+de\s+avaluo/, /\bcomuna\b/],
    against: [/tesoreria\s+general/],
  },
  serviu_no_expropiacion: {
    titles: [
      /certificado\s+de\s+(?:no\s+)?(?:afectacion\s+a\s+)?expropiacion/,
      /informe\s+de\s+situacion(?:\s+de\s+(?:la\s+)?propiedad)?/,
      /certificado\s+de\s+situacion/,
    ],
    issuers: [
      /\bserviu\b/,
      /servicio\s+de\s+vivienda\s+y\s+urbanizacion/,
      /ministerio\s+de\s+vivienda/,
      /\bminvu\b/,
    ],
    phrases: [
      /\bexpropiacion\b/,
      /afect(?:[oa]|acion)\s+a\s+expropiacion/,
      /expropiacion\s+(?:del?\s+)?serviu/,
      /(?:proyectos?|obras?|programas?|registros?)\s+(?:de\s+)?(?:este|dicho)\s+servicio|por\s+parte\s+del?\s+(?:este\s+)?servi(?:cio|u)\b/,
    ],
    fields: [/rol\s+de\s+avaluo|\brol\b/, /codigo\s+de\s+verificacion/],
    against: [/direccion\s+de\s+obras\s+municipales\s+(?:que\s+suscribe\s+)?certifica/],
  },
  afectacion_utilidad_publica: {
    titles: [
      /afectacion\s+a\s+utilidad\s+publica/,
      /certificado\s+de\s+(?:no\s+)?afectacion/,
      /declaratoria\s+de\s+utilidad\s+publica/,
      /certificado\s+de\s+informaciones\s+previas/,
    ],
    issuers: [/direccion\s+de\s+obras/, /\bd\.?o\.?m\.?\b/, MUNICIPALITY],
    phrases: [
      /utilidad\s+publica/,
      /plan\s+regulador/,
      /articulo\s+59|art\.?\s*59/,
      /ley\s+general\s+de\s+urbanismo/,
      /\bensanche\b|\bapertura\b/,
      /areas?\s+verdes|\bparques?\b/,
      /linea\s+oficial|\bvialidad\b/,
    ],
    fields: [/rol\s+de\s+avaluo|\brol\b/, /\bplano\b|\bloteo\b/],
    against: [/derechos?\s+de\s+aseo/],
  },
  matrimonio: {
    titles: [/certificado\s+de\s+matrimonio/, /inscripcion\s+de\s+matrimonio/, /acta\s+de\s+matrimonio/],
    issuers: [REGISTRO_CIVIL],
    phrases: [
      /nombre\s+del\s+marido|\bmarido\b|\besposo\b/,
      /nombre\s+de\s+la\s+mujer|\bmujer\b|\besposa\b/,
      /fecha\s+(?:de\s+)?celebracion|\bcelebrad[oa]\b/,
      /subinscripcion/,
      /\bcontrayentes?\b/,
      /\bconyuges?\b/,
    ],
    fields: [/circunscripcion/, /\br\.?u\.?n\.?\b/, /inscripcion\s*(?:n|:)/],
    against: NO_MARRIAGE,
  },
  no_matrimonio: {
    titles: [...NO_MARRIAGE, /certificado\s+de\s+(?:estado\s+civil|soltero)/],
    issuers: [REGISTRO_CIVIL],
    phrases: [
      /\bmatrimonio\b/,
      /revisad[oa]s?\s+(?:los\s+)?(?:registros|indices)/,
      /persona\s+individualizada/,
    ],
    fields: [/\bnombre\b/, /\br\.?u\.?n\.?\b/, /fecha\s+de\s+nacimiento/],
    against: [/nombre\s+del\s+marido|nombre\s+de\s+la\s+mujer/, /fecha\s+(?:de\s+)?celebracion/],
  },
  sociedad: {
    titles: [
      /registro\s+de\s+comercio/,
      /registro\s+de\s+empresas\s+y\s+sociedades/,
      /vigencia\s+de\s+(?:la\s+)?(?:sociedad|empresa|persona\s+juridica)/,
      /vigencia\s+de\s+poderes/,
      /estatutos?\s+actualizados?/,
      /certificado\s+de\s+anotaciones/,
    ],
    issuers: [/registro\s+de\s+comercio/, /ministerio\s+de\s+economia/, /empresa\s+en\s+un\s+dia/, CBR],
    phrases: [
      /razon\s+social/,
      /\bsociedad\b/,
      /disolucion/,
      /\bspa\b|\bltda\b|\blimitada\b|sociedad\s+anonima|\bs\.\s?a\.?(?=\s|$)/,
      /\bcapital\b/,
      /objeto\s+social|\bobjeto\s*:/,
      /\bsocios?\b|\baccionistas?\b/,
      /\bconstitucion\b|\bconstituyeron\b/,
      /certificado\s+de\s+vigencia/,
    ],
    fields: [/\brut\b|rol\s+unico\s+tributario/],
    against: [],
  },
} satisfies Record<DocumentTypeId, TypeSignals>;
