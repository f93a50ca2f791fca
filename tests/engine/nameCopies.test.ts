import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../common/record/provenance';
import { readDocument } from '../../server/analysis/engine/analyzeDossier';
import { combineOutcomes } from '../../server/analysis/engine/combineOutcomes';
import {
  completeNamesFromCopies,
  completionsIn,
  nameWithStretchLost,
} from '../../server/analysis/engine/nameCopies';
import { marriage, person, report } from '../factories/findings';
import { documentFromPages, ocrDocumentFromPages } from '../support/engineDocuments';

/*
 * A name a worn scan read with a stretch lost under a stamp or a signature, completed from where
 * the dossier prints it whole (issue #18 item 5).
 */

const words = (name: string) => name.toLowerCase().split(' ');

describe('nameWithStretchLost', () => {
  it("takes a printing that opens with the reading's first words and ends with its last ones", () => {
    expect(nameWithStretchLost(words('rosa amelia ber tes'), words('rosa amelia bermudez fuentes'))).toBe(
      true,
    );
    expect(
      nameWithStretchLost(words('rosa amelia bermudez fuen'), words('rosa amelia bermudez fuentes')),
    ).toBe(true);
  });

  it('adds no whole word after a reading nothing follows, nor a name that only shares its ends', () => {
    expect(nameWithStretchLost(words('rosa amelia'), words('rosa amelia bermudez fuentes'))).toBe(false);
    expect(nameWithStretchLost(words('rosa fuentes'), words('rosa fuentes'))).toBe(false);
    expect(nameWithStretchLost(words('rosa ber tes'), words('rosa amelia bermudez fuentes'))).toBe(false);
  });
});

describe('completionsIn', () => {
  it("finds the act's heading in a copy's margin, split over its lines", () => {
    const margin = 'N° 5120 COMPRAVENTA Rosa Amelia Bermúdez Fuentes a Tomás Ignacio Ruiz Olave Rep. 2210';
    expect(completionsIn(margin, words('rosa amelia ber tes'))).toEqual(['Rosa Amelia Bermúdez Fuentes']);
  });

  it('finds every printing that completes the reading, so that a reading two fit is left alone', () => {
    const text = 'ROSA AMELIA BERMÚDEZ FUENTES y ROSA AMELIA BARRA TAPIA';
    expect(completionsIn(text, words('rosa amelia b'))).toEqual([
      'ROSA AMELIA BERMÚDEZ',
      'ROSA AMELIA BARRA',
    ]);
    expect(completionsIn(text, words('amelia rosa tapia'))).toEqual([]);
  });
});

const source = (file: string, unsure: Provenance['unsure'] = []): Provenance => ({
  file,
  page: 1,
  snippet: 'Nombre del Marido',
  confidence: unsure.length > 0 ? 0.4 : 0.85,
  ...(unsure.length > 0 ? { unsure } : {}),
});

describe('completeNamesFromCopies', () => {
  const dossier = report({
    certificados_matrimonio: [
      marriage({
        marido: { nombre: 'TOMÁS IGNACIO', rut: '14.330.917-2' },
      }),
    ],
  });
  const withOwner = {
    ...dossier,
    property_registry_history: dossier.property_registry_history.map((title, index) =>
      index === 0
        ? { ...title, propietarios: [person('TOMÁS IGNACIO RUIZ OLAVE', { rut: '14330917-2' })] }
        : title,
    ),
  };
  const provenance: ProvenanceMap = {
    'certificados_matrimonio[0].marido.nombre': source('matrimonio.pdf', ['name_shape']),
    'property_registry_history[0].propietarios[0]': source('dominio.pdf'),
  };

  it('completes a doubted name from the person another document names with the same RUT, marked', () => {
    const { report: completed, provenance: marked } = completeNamesFromCopies(
      withOwner,
      provenance,
      new Set(['matrimonio.pdf']),
      new Map(),
    );
    expect(completed.certificados_matrimonio?.[0]?.marido.nombre).toBe('TOMÁS IGNACIO RUIZ OLAVE');
    expect(marked['certificados_matrimonio[0].marido.nombre']?.unsure).toEqual(['repaired_reading']);
  });

  it('leaves a name read from a text layer, or one nothing doubted', () => {
    expect(completeNamesFromCopies(withOwner, provenance, new Set(), new Map()).report).toBe(withOwner);
    const sure = { ...provenance, 'certificados_matrimonio[0].marido.nombre': source('matrimonio.pdf') };
    expect(completeNamesFromCopies(withOwner, sure, new Set(['matrimonio.pdf']), new Map()).report).toBe(
      withOwner,
    );
  });
});

describe('a worn copy whose seller a stamp cut, with the act printed in its margin', () => {
  const copy = ocrDocumentFromPages(
    'copia.pdf',
    [
      [
        'CONSERVADOR DE BIENES RAÍCES DE RANCAGUA',
        'COPIA DE INSCRIPCIÓN',
        'Certifico que la inscripción de fojas 812 número 944 del Registro de Propiedad del año 2015 es copia fiel de su original.',
        'Rancagua, 3 de junio de 2025.',
        'N° 944',
        'COMPRAVENTA',
        'Rosa Amelia',
        'Bermúdez Fuentes',
        'a',
        'Tomás Ignacio',
        'Ruiz Olave',
        'Rancagua, nueve de marzo del año dos mil quince.- Don TOMÁS IGNACIO RUIZ OLAVE, cédula nacional',
        'de identidad número 14.330.917-2, soltero, de este domicilio, es dueño del inmueble ubicado en calle',
        'Los Olmos número 480, Comuna de Rancagua.- Lo adquirió por compra a doña ROSA AMELIA BER   TES,',
        'de este domicilio, en la suma de $ 41.000.000.- Rol de avalúo número 1120-14.',
      ].join('\n'),
    ],
    ['BER', 'TES,'],
  );

  it("reads the seller's name from the margin, in the body's capitals", () => {
    const analysis = combineOutcomes([readDocument(copy, true, [])], new Date('2025-09-15T12:00:00Z'));
    const [title] = analysis.output.property_registry_history;
    expect(title?.vendedores[0]?.nombre).toBe('ROSA AMELIA BERMÚDEZ FUENTES');
    expect(analysis.provenance['property_registry_history[0].vendedores[0].nombre']?.unsure).toEqual([
      'repaired_reading',
    ]);
  });

  it('keeps the reading when the copy is a text layer', () => {
    const text = documentFromPages('copia.pdf', [copy.pages[0]?.lines.join('\n') ?? '']);
    const analysis = combineOutcomes([readDocument(text, false, [])], new Date('2025-09-15T12:00:00Z'));
    expect(analysis.output.property_registry_history[0]?.vendedores[0]?.nombre).not.toBe(
      'ROSA AMELIA BERMÚDEZ FUENTES',
    );
  });
});
