import { canonicalComuna } from '../vocabularies/comunas';
import { canonicalConservador, type Conservador } from '../vocabularies/conservadores';

/*
 * Where a user checks a document's verification code, by issuer (SPEC §2). Addresses come from
 * shared/docs/chilean-documents.md §§1, 5, 7, 8, 10, 12, 13; where the guide found no verification
 * page the issuer's main site is given, and where it gives no site at all there is no entry.
 */

/** Tesorería General de la República: the barcode number is checked at www.tgr.cl. */
export const TGR_VERIFICATION_URL = 'https://www.tgr.cl';

/** SERVIU Metropolitano's procedures page; the guide found no MINVU verification portal. */
export const MINVU_VERIFICATION_URL = 'https://serviu13.metropolitana.minvu.cl/tramites/tramites.html';

/** Servicio de Impuestos Internos; its appraisal certificates carry no code. */
export const SII_VERIFICATION_URL = 'https://www.sii.cl';

/** Registro Civil: folio plus verification code. */
export const REGISTRO_CIVIL_VERIFICATION_URL = 'https://www.registrocivil.cl';

/**
 * Companies are registered either in the CBR's Registro de Comercio (Santiago: www.conservador.cl)
 * or, under Ley 20.659, in the Registro de Empresas y Sociedades. The guide cites only the law
 * for the latter; the address is the registry's public portal.
 */
export const COMPANY_REGISTRY_URLS = {
  registroEmpresasYSociedades: 'https://www.registrodeempresasysociedades.cl',
  registroComercioSantiago: 'https://www.conservador.cl',
} as const;

/**
 * The four offices the product links (SPEC §2). San Miguel verifies through veridoc.cl. The
 * guide found no verification site for San Bernardo; its certificates point to fojas.cl, the
 * verification service shared by many regional offices.
 */
export const CONSERVADOR_VERIFICATION_URLS = {
  Santiago: 'https://www.conservador.cl',
  'San Miguel': 'https://www.veridoc.cl',
  'Puente Alto': 'https://www.conservadorpuentealto.cl',
  'San Bernardo': 'https://www.fojas.cl',
} as const satisfies Partial<Record<Conservador, string>>;

/**
 * Municipal sites for the public-utility affectation certificate (SPEC §2: about 27 mapped), keyed
 * by the municipality's name upper-cased. The guide gives a page only for San Antonio's Dirección
 * de Obras; for the others the link is the municipality's official site, where its certificates
 * and their verification are published, never a guessed deep link.
 */
export const MUNICIPALITY_VERIFICATION_URLS: Readonly<Record<string, string>> = {
  'SAN ANTONIO':
    'https://discapacidad.sanantonio.cl/servicios/portal-servicios/tramites-por-unidades/itemlist/category/279-direccion-de-obras-municipales.html',
  SANTIAGO: 'https://www.munistgo.cl',
  PROVIDENCIA: 'https://providencia.cl',
  'LAS CONDES': 'https://www.lascondes.cl',
  ÑUÑOA: 'https://www.nunoa.cl',
  VITACURA: 'https://www.vitacura.cl',
  'LO BARNECHEA': 'https://www.lobarnechea.cl',
  'LA REINA': 'https://www.lareina.cl',
  'LA FLORIDA': 'https://www.laflorida.cl',
  MAIPÚ: 'https://www.municipalidadmaipu.cl',
  'PUENTE ALTO': 'https://www.mpuentealto.cl',
  'SAN MIGUEL': 'https://www.sanmiguel.cl',
  MACUL: 'https://www.munimacul.cl',
  PEÑALOLÉN: 'https://www.penalolen.cl',
  'LA CISTERNA': 'https://www.lacisterna.cl',
  'SAN BERNARDO': 'https://www.sanbernardo.cl',
  'ESTACIÓN CENTRAL': 'https://www.estacioncentral.cl',
  INDEPENDENCIA: 'https://www.independencia.cl',
  RECOLETA: 'https://www.recoleta.cl',
  QUILICURA: 'https://www.quilicura.cl',
  HUECHURABA: 'https://www.huechuraba.cl',
  PUDAHUEL: 'https://www.pudahuel.cl',
  CERRILLOS: 'https://www.cerrillos.cl',
  'SAN JOAQUÍN': 'https://www.sanjoaquin.cl',
  'QUINTA NORMAL': 'https://www.quintanormal.cl',
  RENCA: 'https://www.renca.cl',
  VALPARAÍSO: 'https://www.municipalidaddevalparaiso.cl',
  'VIÑA DEL MAR': 'https://www.vinadelmarchile.cl',
  CONCEPCIÓN: 'https://www.concepcion.cl',
  TEMUCO: 'https://www.temuco.cl',
};

/** Verification site of a CBR office, accepting any printed form of its name; null for other offices. */
export function verificationUrlForConservador(name: string | null | undefined): string | null {
  const office = name == null ? null : canonicalConservador(name);
  if (office === null) return null;
  const urls: Partial<Record<Conservador, string>> = CONSERVADOR_VERIFICATION_URLS;
  return urls[office] ?? null;
}

/** Verification site of a municipality (`NUNOA`, `Ñuñoa`, `Municipalidad de Ñuñoa`); null when unknown. */
export function verificationUrlForMunicipality(name: string | null | undefined): string | null {
  if (name == null) return null;
  const key = (canonicalComuna(name) ?? name.trim()).toLocaleUpperCase('es-CL');
  return MUNICIPALITY_VERIFICATION_URLS[key] ?? null;
}

/** Who issues a document, which decides where its verification code is checked (SPEC §2). */
export type IssuerKind =
  'conservador' | 'tesoreria' | 'minvu' | 'sii' | 'municipalidad' | 'registro_civil' | 'registro_empresas';

/** An issuer, with the office or municipality's name for the kinds whose site depends on it. */
export interface VerificationIssuer {
  kind: IssuerKind;
  name?: string | null;
}

/** The issuer's verification site, or null when the table has none. */
export function verificationUrl(issuer: VerificationIssuer): string | null {
  switch (issuer.kind) {
    case 'conservador':
      return verificationUrlForConservador(issuer.name);
    case 'tesoreria':
      return TGR_VERIFICATION_URL;
    case 'minvu':
      return MINVU_VERIFICATION_URL;
    case 'sii':
      return SII_VERIFICATION_URL;
    case 'municipalidad':
      return verificationUrlForMunicipality(issuer.name);
    case 'registro_civil':
      return REGISTRO_CIVIL_VERIFICATION_URL;
    case 'registro_empresas':
      return COMPANY_REGISTRY_URLS.registroEmpresasYSociedades;
  }
}
