import { z } from 'zod';

/*
 * Where a value of the report came from: the one provenance shape, used for every extracted value
 * (`analysis.provenance`, keyed by output path) and for the facts the legal rules read.
 */

/**
 * A rectangle around the words a value was read from, in PDF user-space points of its page
 * (1/72 inch), origin at the bottom-left corner of the page as PDF defines it (y grows upwards):
 * `x`, `y` are the lower-left corner. This is what pdf.js text positions give, and what its
 * `viewport.convertToViewportRectangle([x, y, x + width, y + height])` turns into screen pixels
 * (rotation and crop box included). OCR boxes (pixels, top-left origin) are converted by the engine.
 */
export const provenanceBoxSchema = z.object({
  /** 1-based page number. */
  page: z.int().min(1),
  x: z.number(),
  y: z.number(),
  width: z.number().nonnegative(),
  height: z.number().nonnegative(),
});

/** Why the engine doubts a value, besides a low confidence. */
export const UNSURE_REASONS = [
  'ocr_low_confidence',
  'conflicting_documents',
  'close_classification',
  'inferred',
  'repaired_reading',
  'words_digits_mismatch',
  'name_shape',
  'address_shape',
  'value_shape',
  'code_format',
  'amounts_disagree',
  'date_implausible',
  'date_role',
  'reference_role',
  'yes_no_unmarked',
  'ocr_poor_page',
  'entry_mixed',
  'repeated_certificate',
  'gp_without_inscription',
  'outside_vocabulary',
  'earlier_title_unread',
  'earlier_title_later',
  'inscription_repeated',
  'reference_words',
  'name_role',
  'ocr_number_sign',
  'lien_is_property',
  'action_without_court',
  'reference_columns',
  'reference_out_of_step',
  'total_role',
  'entry_without_inscription',
  'amounts_unchecked',
  'total_other_role',
  'transcription_other_year',
  'owner_outside_copy',
] as const;

export type UnsureReason = (typeof UNSURE_REASONS)[number];

export const UNSURE_REASON_LABELS = {
  ocr_low_confidence: 'Texto leído por OCR con baja confianza',
  conflicting_documents: 'Los documentos no coinciden en este valor',
  close_classification: 'El tipo del documento es dudoso',
  inferred: 'Valor deducido, no leído junto a su rótulo',
  repaired_reading: 'Valor reconstruido de un texto dañado (letras en lugar de cifras, nombre cortado)',
  words_digits_mismatch: 'El número escrito en palabras no coincide con las cifras',
  name_shape: 'El nombre parece cortado o incluye palabras que no son de un nombre',
  address_shape: 'La dirección parece incompleta: no se leyó una calle con su número',
  value_shape: 'El texto leído no tiene la forma esperada para este campo',
  code_format: 'El código de verificación no tiene el formato de su emisor o parece cortado',
  amounts_disagree: 'Los montos no cuadran con los totales impresos en el certificado',
  date_implausible: 'La fecha no es plausible: futura o anterior a la inscripción que certifica',
  date_role:
    'La fecha leída está rotulada como otra fecha del documento (inscripción, celebración, nacimiento), no como la de emisión',
  reference_role:
    'La inscripción leída coincide con la del título anterior o la de un gravamen: puede no ser la del dominio vigente',
  yes_no_unmarked: 'No se encontró una respuesta explícita (sí o no) junto al rótulo de esta fila',
  ocr_poor_page: 'La página se leyó por OCR con mala calidad',
  entry_mixed:
    'Esta anotación mezcla palabras de dos inscripciones del certificado (la referencia de una, la naturaleza o el acreedor de otra)',
  gp_without_inscription:
    'Este certificado de gravámenes no indica la inscripción que certifica ni anotaciones: puede ser una página de otro certificado o un documento distinto',
  outside_vocabulary:
    'El documento indica un valor que la lista de este campo no tiene (por ejemplo, «conviviente civil» como estado civil): revíselo y complételo a mano',
  earlier_title_unread:
    'La copia cita un título anterior (fojas, número y año) que no se pudo leer: revise la inscripción y complete el título anterior',
  earlier_title_later:
    'El título anterior leído es de un año posterior a la inscripción: puede ser la transferencia anotada al margen, no el título anterior',
  inscription_repeated:
    'Esta entrada del historial se leyó de la hoja de certificación de una copia que ya da otra entrada: puede ser la misma inscripción leída dos veces',
  reference_words:
    'La referencia (fojas, número, año) se leyó junto a palabras que nombran otra inscripción (el título anterior, la certificación de la copia): confirme que es la de este campo',
  name_role:
    'El nombre leído aparece en el documento como el de un notario, oficial o representante, no como el de esta parte',
  ocr_number_sign:
    'El OCR no distingue el signo «º» del signo «°» («Nº» o «N°») y en una copia gastada puede perderlo («N 418»): confirme cuál imprime el documento',
  lien_is_property:
    'Esta anotación tiene la inscripción (fojas, número y año) del dominio vigente que el certificado revisa: puede ser la inscripción de dominio leída como un gravamen',
  action_without_court:
    'La anotación nombra el tribunal y la causa que la decretaron, pero la acción leída no los incluye: confirme qué debe indicar',
  reference_columns:
    'La fila imprime un número más antes del año: la referencia pudo leerse desplazada una columna (el número de la fila como fojas)',
  reference_out_of_step:
    'La foja y el número de esta inscripción no guardan proporción (cada inscripción ocupa cerca de una foja): uno de los dos pudo leerse mal',
  total_role:
    'El monto se leyó junto al rótulo del otro total del certificado (vencida o no vencida): confirme a cuál corresponde',
  entry_without_inscription:
    'Esta entrada del historial no indica la inscripción (fojas, número y año) que certifica: puede ser un certificado de otra entrada del historial, leído aparte',
  amounts_unchecked:
    'Uno de los tres montos del avalúo (afecto, exento, total) no se pudo leer en la copia escaneada: este monto no se pudo comprobar con los otros dos',
  total_other_role:
    'El certificado detalla varios roles y el monto de este rol no se leyó en su propio bloque: puede ser el de otro rol, confírmelo',
  transcription_other_year:
    'La transcripción leída está fechada en otro año que la inscripción que la copia certifica: puede ser la de un título anterior transcrito en la copia, confirme propietarios, descripción y título anterior',
  owner_outside_copy:
    'Este propietario no figura así en la copia de la inscripción: se leyó de la lista de propietarios de otro certificado de la carpeta (que suele escribir los apellidos primero); confirme el nombre y su orden',
  repeated_certificate:
    'Este certificado repite la inscripción de otro certificado de gravámenes sin anotaciones propias (puede ser uno de bien familiar): confirme que la dirección y los propietarios son de este documento',
} as const satisfies Record<UnsureReason, string>;

/** A value below this engine confidence counts as unsure (needs a person's confirmation). */
export const UNSURE_CONFIDENCE = 0.5;

/**
 * Confidence of a value the UI must show as doubtful: below the one under which a value counts
 * as unsure. Given to values holding a word OCR read with low confidence.
 */
export const DOUBTFUL_CONFIDENCE = UNSURE_CONFIDENCE - 0.1;

/** A scalar as values of the report are: text, number, yes/no, or nothing. */
export const scalarValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);
export type ScalarValue = z.infer<typeof scalarValueSchema>;

const sourceFields = {
  /** The uploaded file's name (unique within a report). */
  file: z.string(),
  /** 1-based page number. */
  page: z.int(),
  /** The words around the value, spaces collapsed. */
  snippet: z.string(),
  /** Boxes of the words the value was read from; absent when the engine did not record them. */
  boxes: z.array(provenanceBoxSchema).optional(),
};

/** Another document's reading of the same value, when they disagree. */
export const provenanceConflictSchema = z.object({ value: scalarValueSchema, ...sourceFields });

export const provenanceSchema = z.object({
  ...sourceFields,
  /** 0–1: how sure the engine is (exact label match high; inferred or OCR'd values lower). */
  confidence: z.number().min(0).max(1),
  unsure: z.array(z.enum(UNSURE_REASONS)).optional(),
  /** Other documents that give this value differently (e.g. the rol in the TGR and SII certificates). */
  conflicts: z.array(provenanceConflictSchema).optional(),
  /**
   * The value is not printed as such: the engine derived it from these words (an estado civil
   * from "separada totalmente de bienes", a "no" from a certificate's sentence).
   */
  derived: z.boolean().optional(),
});

export type ProvenanceBox = z.infer<typeof provenanceBoxSchema>;
export type ProvenanceConflict = z.infer<typeof provenanceConflictSchema>;
export type Provenance = z.infer<typeof provenanceSchema>;
/** Provenance of each extracted value, keyed by its output path (`gp_certificates[0].fojas`). */
export type ProvenanceMap = Record<string, Provenance>;

/** Whether the engine doubts the value: low confidence, or a recorded reason. */
export function isUnsure(provenance: Provenance): boolean {
  return provenance.confidence < UNSURE_CONFIDENCE || (provenance.unsure?.length ?? 0) > 0;
}
