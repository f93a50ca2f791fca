import { canonicalLookup, comparisonKey, expandPlaceAbbreviation, foldAccents } from './comparisonKey';

/**
 * Cities with a Conservador de Bienes Raíces, ordered north (Arica) to south (Porvenir), one
 * region after another. Built from the field guide's list (shared/docs/chilean-documents.md §14):
 * offices evidenced by real certificates or known historical departmental offices, plus the
 * offices created in 2017 that the guide evidences (Alto Hospicio, Chillán Viejo, Pinto,
 * Coihueco, Hualpén, Hualqui); entries the guide marks as uncertain are left out. Users can still
 * type any other office: the editor field is free text with this list as suggestions.
 */
export const CONSERVADORES = [
  // Arica y Parinacota, Tarapacá
  'Arica',
  'Iquique',
  'Alto Hospicio',
  'Pozo Almonte',
  // Antofagasta
  'Tocopilla',
  'Calama',
  'Antofagasta',
  'Taltal',
  // Atacama
  'Chañaral',
  'Copiapó',
  'Vallenar',
  'Freirina',
  // Coquimbo
  'La Serena',
  'Coquimbo',
  'Vicuña',
  'Ovalle',
  'Combarbalá',
  'Illapel',
  'Los Vilos',
  // Valparaíso
  'La Ligua',
  'Petorca',
  'Los Andes',
  'San Felipe',
  'Quillota',
  'La Calera',
  'Limache',
  'Quilpué',
  'Viña del Mar',
  'Valparaíso',
  'Casablanca',
  'San Antonio',
  'Isla de Pascua',
  // Metropolitana de Santiago
  'Santiago',
  'San Miguel',
  'Puente Alto',
  'San Bernardo',
  'Buin',
  'Talagante',
  'Melipilla',
  // O'Higgins
  'Rancagua',
  'Rengo',
  'San Vicente de Tagua Tagua',
  'San Fernando',
  'Santa Cruz',
  'Pichilemu',
  // Maule
  'Curicó',
  'Licantén',
  'Molina',
  'Talca',
  'Curepto',
  'Constitución',
  'San Javier',
  'Linares',
  'Parral',
  'Cauquenes',
  'Chanco',
  // Ñuble
  'Chillán',
  'Chillán Viejo',
  'Pinto',
  'Coihueco',
  'San Carlos',
  'Bulnes',
  'Yungay',
  'Quirihue',
  // Biobío
  'Concepción',
  'Talcahuano',
  'Hualpén',
  'Coronel',
  'Lota',
  'Tomé',
  'Hualqui',
  'Arauco',
  'Lebu',
  'Cañete',
  'Los Ángeles',
  'Mulchén',
  'Nacimiento',
  'Santa Bárbara',
  'Yumbel',
  'Cabrero',
  'Laja',
  // La Araucanía
  'Angol',
  'Collipulli',
  'Traiguén',
  'Victoria',
  'Curacautín',
  'Lautaro',
  'Temuco',
  'Nueva Imperial',
  'Carahue',
  'Pitrufquén',
  'Villarrica',
  'Loncoche',
  // Los Ríos
  'Valdivia',
  'Mariquina',
  'Los Lagos',
  'Panguipulli',
  'La Unión',
  'Río Bueno',
  // Los Lagos
  'Osorno',
  'Río Negro',
  'Puerto Varas',
  'Puerto Montt',
  'Calbuco',
  'Maullín',
  'Ancud',
  'Castro',
  'Quinchao',
  'Chaitén',
  // Aysén
  'Coyhaique',
  'Puerto Aysén',
  'Chile Chico',
  'Cochrane',
  // Magallanes
  'Puerto Natales',
  'Punta Arenas',
  'Porvenir',
] as const;

export type Conservador = (typeof CONSERVADORES)[number];

/** SPEC §9: new registry entries and GP certificates start with this office. */
export const DEFAULT_CONSERVADOR = 'Santiago' satisfies Conservador;

/** Other names the same offices go by (province or comuna name instead of the city). */
const CONSERVADOR_ALIASES: Readonly<Record<string, Conservador>> = {
  'El Loa': 'Calama',
  'San Vicente': 'San Vicente de Tagua Tagua',
  Calera: 'La Calera',
  'San José de la Mariquina': 'Mariquina',
  Aysén: 'Puerto Aysén',
  Aisén: 'Puerto Aysén',
  Coihaique: 'Coyhaique',
  Natales: 'Puerto Natales',
  // The Punta Arenas office heads its certificates with the region's name.
  Magallanes: 'Punta Arenas',
};

const CONSERVADOR_LOOKUP = canonicalLookup(CONSERVADORES, CONSERVADOR_ALIASES);

/** "Conservador de Bienes Raíces de San Miguel", "CBR Santiago", "Conservador de Santiago". */
const CONSERVADOR_PREFIX = /^(?:conservador(?:\s+de\s+bienes\s+raices)?|c\.?\s*b\.?\s*r\.?)\s+(?:de\s+)?/;

/** Canonical office city for a printed name (`SAN MIGUEL`, `CBR de Puente Alto`), or null. */
export function canonicalConservador(text: string): Conservador | null {
  const withoutPrefix = expandPlaceAbbreviation(foldAccents(text).replace(CONSERVADOR_PREFIX, ''));
  return CONSERVADOR_LOOKUP.get(comparisonKey(withoutPrefix)) ?? null;
}
