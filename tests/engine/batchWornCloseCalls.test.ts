import { describe, expect, it } from 'vitest';

import { classifyDocument, isCloseCall } from '../../server/analysis/engine/classify';
import { extractInscription } from '../../server/analysis/engine/extractors/inscription';
import { annexCueAt, annexedTitleAt } from '../../server/analysis/engine/reading/annexedTitle';
import { cbrDocument, partRanges } from '../support/engineDocuments';

/*
 * Forms behind the worn sets' close type calls (every value of a document whose type was an even
 * bet is doubted): a copy split at a page the scan numbered without its separator, or headed by a
 * folio, or ended by a margin column OCR read last; a vigencia stated with its date; a copy denied
 * in force or cancelled by a note sending to the new title; a copy whose certification follows the
 * earlier inscription it transcribes. Then two forms such a copy left wrong and unmarked: a "Nº"
 * OCR read as "n%", and a certified copy whose own date a scan lost, read from the earlier title it
 * transcribes after it. Own wordings, none of a batch's.
 */

const COPY_FIRST_PAGE = [
  'CONSERVADOR DE BIENES RAÍCES DE QUILLOTA',
  'REGISTRO DE PROPIEDAD   Fs. 1210',
  'N° 998   Quillota, tres de marzo de dos mil diecinueve.- Don ANDRÉS',
  'FELIPE ROJAS MARÍN, cédula nacional de identidad número 13.402.118-5,',
  'soltero, domiciliado en Quillota, es dueño de la casa y sitio de calle',
  'Freire número ciento doce, comuna de Quillota, que deslinda: NORTE, en',
  'diez metros con calle Freire; SUR, en diez metros con lote cuatro.- Lo',
  'adquirió por compra a doña ELENA SOFÍA MARÍN PARRA, según escritura',
  'de fecha catorce de febrero de dos mil diecinueve, otorgada en la',
];
const COPY_SECOND_BODY = [
  'Notaría de Quillota de don Pedro Luis Araya Soto, repertorio número 2.210, por',
  'el precio de dos mil unidades de fomento, pagado en la forma que da cuenta la escritura.- El título anterior está a fojas 77',
  'número 61 del año 2001.- Rol de avalúo número 310-4, comuna de Quillota.- Requirente: A. Rojas.- Doy fe.',
];

describe('a copy whose page a scan numbered without the separator', () => {
  it.each([
    ['CBRQT-26-000451-9 1/2', 'CBRQT-26-000451-9 2/2'],
    ['QLT-2026-0451 1 / 2', 'QLT-2026-0451 2 / 2'],
  ])('keeps its pages together (%s)', (firstFooter, secondFooter) => {
    expect(
      partRanges(
        [...COPY_FIRST_PAGE, firstFooter],
        [
          'CONSERVADOR DE BIENES RAÍCES DE QUILLOTA',
          'REGISTRO DE PROPIEDAD   Fs. 1211',
          ...COPY_SECOND_BODY,
          secondFooter,
        ],
      ),
    ).toEqual([[1, 2]]);
  });
});

describe('a copy running on under a folio heading or after its margin column', () => {
  it.each([
    [
      'FS 1211',
      'de Quillota, según escritura de fecha catorce de febrero de dos mil diecinueve, otorgada en la',
    ],
    [
      'Fojas 1211 vta.',
      'de Quillota, según escritura de fecha catorce de febrero de dos mil diecinueve, otorgada en la',
    ],
  ])('keeps the page headed "%s" with the page before', (heading, opening) => {
    const first = [
      'REGISTRO DE PROPIEDAD',
      'COPIA DE INSCRIPCION',
      'Quillota, tres de marzo de dos mil diecinueve.- Don ANDRÉS FELIPE ROJAS',
      'MARÍN, soltero, domiciliado en calle Freire número ciento doce, comuna',
    ];
    expect(partRanges(first, [heading, opening, ...COPY_SECOND_BODY])).toEqual([[1, 2]]);
  });

  it('reads past the margin column OCR gave after the body', () => {
    const first = [
      'REGISTRO DE PROPIEDAD',
      'COPIA DE INSCRIPCION',
      'Quillota, tres de marzo de dos mil diecinueve.- Don ANDRÉS FELIPE ROJAS',
      'MARÍN, soltero, domiciliado en calle Freire número ciento doce, comuna',
      'Hipoteca a fs.',
      '402-355-2019.',
      'Quillota,',
      '03/03/2019',
    ];
    const second = [
      'de Quillota, según escritura de fecha catorce de febrero de dos mil diecinueve.',
      ...COPY_SECOND_BODY,
    ];
    expect(partRanges(first, second)).toEqual([[1, 2]]);
  });

  it('still opens a new document after a page whose prose closed', () => {
    const first = [
      ...COPY_FIRST_PAGE.slice(0, 7),
      'adquirió por compra.- Doy fe.',
      'Hipoteca a fs.',
      'Quillota,',
    ];
    const second = [
      'CERTIFICADO DE HIPOTECAS, GRAVÁMENES Y PROHIBICIONES',
      'El Conservador que suscribe certifica que la propiedad inscrita a fojas 1210',
      'número 998 del año 2019 no registra hipotecas.',
    ];
    expect(partRanges(first, second)).toEqual([
      [1, 1],
      [2, 2],
    ]);
  });
});

describe("a copy's vigencia, denial or cancellation as worn copies print it", () => {
  const copy = (...closing: string[]) =>
    cbrDocument([
      'CONSERVADOR DE BIENES RAÍCES DE QUILLOTA',
      'COPIA DE INSCRIPCIÓN CON CERTIFICADO DE VIGENCIA',
      'Registro ........ Propiedad',
      'Fojas ........... 1210',
      ...closing,
      'Certifico que la copia adjunta es fiel a su original.',
      ...COPY_FIRST_PAGE.slice(2),
      ...COPY_SECOND_BODY,
    ]);

  it.each([['Estado .......... VIGENTE al 2 de junio de 2026'], ['Situación: vigente al 14/05/2026']])(
    'calls a copy stating "%s" a dominio vigente, surely',
    (state) => {
      const classification = classifyDocument(copy(state));
      expect(classification.type).toBe('dominio_vigente');
      expect(isCloseCall(classification)).toBe(false);
    },
  );

  it.each([
    'Al margen consta su transferencia, por lo que NO se encuentra vigente a nombre del titular.',
    'Nota: Cancelada. Ver fojas 2210 número 1876 año 2023.',
    'Margen: Transferida; véase Fs. 88 N° 70 del año 2021.',
  ])('calls an earlier title surely (%s)', (note) => {
    const document = cbrDocument([
      ...COPY_FIRST_PAGE.slice(2),
      ...COPY_SECOND_BODY,
      'CERTIFICACIÓN. La copia que antecede es fiel a su original.',
      note,
    ]);
    const classification = classifyDocument(document);
    expect(classification.type).toBe('titulo_anterior');
    expect(isCloseCall(classification)).toBe(false);
  });

  it('does not take an inscription headed "NO" for "Nº" by OCR for a deed', () => {
    const document = cbrDocument([
      'FOJAS 2.418 vta.   NO 2.002   AÑO 2021',
      'INSCRIPCIÓN ESPECIAL DE HERENCIA',
      'Quillota, nueve de junio de dos mil veintiuno. Por resolución exenta número 4.410 del',
      'Servicio de Registro Civil e Identificación se concedió la posesión efectiva de la herencia',
      'quedada al fallecimiento de don LUIS ALBERTO PARRA SOTO, y se inscribe a nombre de sus',
      'herederos el dominio de la casa de calle Freire número ciento doce, comuna de Quillota,',
      'que deslinda: NORTE, en diez metros con calle Freire.- Rol 310-4.',
      'Es copia fiel de su original.',
    ]);
    expect(classifyDocument(document).type).not.toBe('escritura');
  });
});

describe('a certification printed after the earlier inscription the copy transcribes', () => {
  const copy = cbrDocument([
    'FS 1210',
    'REGISTRO DE PROPIEDAD',
    'COPIA DE INSCRIPCION',
    ...COPY_FIRST_PAGE.slice(2),
    'Hipoteca a fs. 402- 355- 2019.',
    ...COPY_SECOND_BODY,
    'INSCRIPCIÓN ANTERIOR QUE SE TRANSCRIBE A PETICIÓN DEL INTERESADO',
    'Fs. 77 - Nº 61 - Año 2001 - COMPRAVENTA',
    '"Quillota, 5 de abril de 2001. ELENA SOFÍA MARÍN PARRA, viuda, es dueña de la casa de calle',
    'Freire N° 112, comuna de Quillota. La adquirió por herencia. Rol 310-4."',
    'Al margen: CANCELADA. Transferida a fs. 1210 Nº 998 año 2019.',
    'El Conservador que suscribe certifica que la inscripción adjunta, que rola a fojas1210,',
    'nº998, año2019, está conforme con su original y que se encuentra: VIGENTE.-',
    'Certifica asimismo que la inscripción de fojas77, nº61, año2001, transcrita a',
    'continuación, se encuentra cancelada por la primera.',
  ]);

  it('finds the annex opening on the earlier inscription named first', () => {
    expect(annexedTitleAt(copy.text)).toBe(copy.text.indexOf('INSCRIPCIÓN ANTERIOR QUE SE TRANSCRIBE'));
  });

  it.each([
    'El título anterior, que se transcribe a continuación, rola a fojas 77 número 61 del año 2001.',
    'Rola el título anterior que se transcribe a continuación a fojas 77 número 61 del año 2001.',
  ])('takes no sentence of the copy announcing the annex for its heading (%s)', (sentence) => {
    expect(annexCueAt(sentence)).toBeNull();
  });

  it('finds the heading in small letters too, numbered', () => {
    const text = 'Doy fe. II. Inscripción anterior que se transcribe — Fojas 77';
    expect(annexCueAt(text)).toBe(text.indexOf('Inscripción'));
  });

  it('calls the copy a dominio vigente, its margin cancellation being the annex’s', () => {
    expect(classifyDocument(copy).type).toBe('dominio_vigente');
  });

  it('reads the reference certified in force, not the margin’s mortgage nor the annex', () => {
    const { entry } = extractInscription(copy).value;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([1210, 998, 2019]);
  });
});

describe('a worn copy read from the wrong transcription', () => {
  const body = (date: string) => [
    'REGISTRO DE PROPIEDAD',
    `Quillota, ${date}.- Don ANDRÉS FELIPE ROJAS MARÍN, soltero, domiciliado en Quillota,`,
    'es dueño de la casa de calle Freire número ciento doce, comuna de Quillota.- Lo adquirió por',
    'compra a doña ELENA SOFÍA MARÍN PARRA.- El título anterior está a fojas 77 número 61 del',
  ];
  const earlier = [
    'Fs. 77 N° 61 Año 2001 COMPRAVENTA',
    '"Quillota, 5 de abril de 2001. ELENA SOFÍA MARÍN PARRA, viuda, es dueña de la casa de calle Freire',
    'N° 112, comuna de Quillota. La adquirió por herencia. Título anterior: Fs. 12 N° 9 del año 1980."',
  ];
  const certification = [
    'El Conservador certifica que la inscripción adjunta, que rola a fojas1210, n%998, año2019,',
    'está conforme con su original y se encuentra: VIGENTE.-',
  ];

  it('reads the reference certified in force where OCR read its "Nº" as "n%"', () => {
    const { entry } = extractInscription(
      cbrDocument([...body('tres de marzo de dos mil diecinueve'), '2019.', ...certification]),
    ).value;
    expect([entry.fojas, entry.numero, entry.ano]).toEqual([1210, 998, 2019]);
  });

  it('doubts all it read from a transcription dated in another year, after an owner already stated', () => {
    const { value, provenance } = extractInscription(
      cbrDocument([...body('tres de marzo de dos mil dieci-'), ...earlier, ...certification]),
    );
    expect(value.entry.propietarios[0]?.nombre).toBe('ELENA SOFÍA MARÍN PARRA');
    for (const path of ['propietarios[0]', 'descripcion_propiedad', 'fojas_anterior', 'fecha_registro'])
      expect(provenance[path]?.unsure).toContain('transcription_other_year');
  });

  it('doubts only the date of the first transcription when its year reads as another', () => {
    const { value, provenance } = extractInscription(
      cbrDocument([...body('tres de marzo de dos mil dieci-'), 'siete.', ...certification]),
    );
    expect(value.entry.propietarios[0]?.nombre).toBe('ANDRÉS FELIPE ROJAS MARÍN');
    expect(provenance['fecha_registro']?.unsure).toContain('transcription_other_year');
    expect(provenance['propietarios[0]']?.unsure ?? []).not.toContain('transcription_other_year');
  });

  it('leaves a copy dated in its certified year undoubted', () => {
    const { provenance } = extractInscription(
      cbrDocument([...body('tres de marzo de dos mil diecinueve'), '2019.', ...certification]),
    );
    expect(provenance['fecha_registro']?.unsure ?? []).not.toContain('transcription_other_year');
  });
});
