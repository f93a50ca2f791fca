import type { MarriageCertificate, PersonRef } from '../../../../common/report/schema';
import { foldAccents } from '../../../../common/vocabularies/comparisonKey';
import type { DocumentText } from '../document';
import { ProvenanceRecorder } from '../provenance';
import { parseInteger } from '../text/amounts';
import { parseDate } from '../text/dates';
import { findRuts } from '../text/rut';
import { cleanName, labelValue, leadingComuna, titleCase } from './shared';
import type { Extraction } from './types';

export interface MarriageData {
  certificate: MarriageCertificate;
  divorced: boolean;
}

/** Name after a label and the R.U.N. on the lines that follow it. */
function spouse(raw: string, label: RegExp): PersonRef {
  const name = labelValue(raw, label);
  if (!name) return { nombre: '', rut: null };
  const after = raw.slice(name.index, name.index + 200);
  return { nombre: cleanName(name.value), rut: findRuts(after)[0]?.rut ?? null };
}

/** Reads a Registro Civil certificado de matrimonio; the regime comes from its subinscriptions. */
export function extractMarriageCertificate(document: DocumentText): Extraction<MarriageData> {
  const record = new ProvenanceRecorder(document);
  const { raw } = document;
  const circunscripcion = labelValue(raw, /Circunscripci[óo]n/i);
  const number = /Nro\.?\s+inscripci[óo]n\s*:?\s*(\d[\d.]*)/i.exec(raw);
  const year = /\bA[ñn]o\s*:?\s*(\d{4})/i.exec(raw);
  const issued = labelValue(raw, /FECHA\s+EMISI[ÓO]N/i);
  if (circunscripcion) record.raw('circunscripcion', circunscripcion.index, circunscripcion.value.length);
  if (number) record.raw('numero_de_inscripcion', number.index, number[0].length);
  if (issued) record.raw('fecha_emision', issued.index, issued.value.length);
  const subinscriptions = foldAccents(raw.slice(Math.max(0, raw.search(/SUBINSCRIPCION/i))));
  const separated = /separacion\s+(total\s+)?de\s+bienes|participacion\s+en\s+los\s+gananciales/.test(
    subinscriptions,
  );
  const divorced = /divorcio/.test(subinscriptions);
  const notes: string[] = [];
  if (divorced) notes.push('El certificado de matrimonio registra subinscripción de divorcio.');
  if (separated) notes.push('El certificado de matrimonio registra pacto de separación de bienes.');
  const place = circunscripcion?.value ?? '';
  return {
    value: {
      certificate: {
        fecha_emision: issued ? parseDate(issued.value) : null,
        ano: year?.[1] ? Number(year[1]) : null,
        circunscripcion: place ? (leadingComuna(place) ?? titleCase(place)) : null,
        numero_de_inscripcion: number?.[1] ? parseInteger(number[1]) : null,
        marido: spouse(raw, /Nombre\s+del\s+Marido/i),
        mujer: spouse(raw, /Nombre\s+de\s+la\s+Mujer/i),
        tipo_de_sociedad_conyugal: separated ? 'con_separacion_de_bienes' : 'con_sociedad_conyugal',
      },
      divorced,
    },
    provenance: record.entries,
    notes,
  };
}
