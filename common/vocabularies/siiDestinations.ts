/*
 * The destinations SII gives a property in its roll (the "destino" of an appraisal certificate),
 * folded (no accents, lower case): a destino is one or more of these words, never a column's label
 * such as "AVALÚO AFECTO".
 */
export const SII_DESTINATION_WORDS = [
  'habitacional',
  'vivienda',
  'comercio',
  'comercial',
  'industria',
  'industrial',
  'oficina',
  'bodega',
  'almacenaje',
  'estacionamiento',
  'agricola',
  'agricultura',
  'agropecuario',
  'forestal',
  'mineria',
  'minero',
  'hotel',
  'motel',
  'deporte',
  'recreacion',
  'educacion',
  'cultura',
  'salud',
  'culto',
  'administracion',
  'publica',
  'transporte',
  'telecomunicaciones',
  'sitio',
  'eriazo',
  'otros',
  'bienes',
  'comunes',
] as const;

/** SII's destinations whose name holds a comma (its class "G: Hotel, Motel"), folded. */
export const SII_COMMA_DESTINATIONS = ['hotel, motel'] as const;
