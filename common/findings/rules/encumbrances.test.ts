import { describe, expect, it } from 'vitest';

import { readAnalysis } from '../../record/analysis';
import { newLien, newProhibition } from '../../documents/types/gp';
import type { Lien } from '../../report/schema';
import { computeFindings } from '../computeFindings';
import { ruleContext } from '../context';
import { emptyFacts, type MarginNote } from '../facts';
import {
  earlierEntry,
  entry,
  facts,
  gp,
  inscriptionFactsFor,
  report,
  REFERENCE_DATE,
} from '../../../tests/factories/findings';
import { liensAndProhibitions } from './liensAndProhibitions';
import { marginNotes } from './marginNotes';

describe('liensAndProhibitions', () => {
  it('gives each GP item its code and severity, once per inscription', () => {
    const certificate = gp({
      gravamenes: [
        { ...newLien(), tipo: 'REGLAMENTO', fojas: 5521, numero: 6032, ano: 2012 },
        {
          ...newLien(),
          tipo: 'PRIMERA HIPOTECA',
          fojas: 47811,
          numero: 52207,
          ano: 2019,
          suma_dinero: '3.080,00 UF',
        },
        { ...newLien(), tipo: 'SERVIDUMBRE', fojas: 412, numero: 380, ano: 1987 },
      ],
      prohibiciones: [
        { ...newProhibition(), tipo: 'PROHIBICION', fojas: 38219, numero: 61044, ano: 2019 },
        { ...newProhibition(), tipo: 'EMBARGO', fojas: 611, vuelta: true, numero: 574, ano: 2024 },
        { ...newProhibition(), tipo: 'Medida precautoria', fojas: 700, numero: 600, ano: 2024 },
        {
          ...newProhibition(),
          tipo: 'PROHIBICION',
          acreedor: 'SERVIU Metropolitano',
          fojas: 1,
          numero: 2,
          ano: 2020,
        },
      ],
    });
    const findings = liensAndProhibitions(
      ruleContext(report({ gp_certificates: [certificate, certificate] }), facts(), {
        referenceDate: REFERENCE_DATE,
      }),
    );
    expect(findings.map((finding) => [finding.code, finding.severity])).toEqual([
      ['REGLAMENTO_COPROPIEDAD', 'info'],
      ['HIPOTECA_VIGENTE', 'alta'],
      ['SERVIDUMBRE', 'baja'],
      ['PROHIBICION_VIGENTE', 'alta'],
      ['EMBARGO_VIGENTE', 'critica'],
      ['MEDIDA_PRECAUTORIA', 'critica'],
      ['PROHIBICION_SERVIU', 'alta'],
    ]);
    expect(findings[1]?.message).toContain('3.080,00 UF');
    expect(findings[1]?.refs).toEqual(['gp_certificates[0].gravamenes[1]']);
  });

  const run = (certificate: ReturnType<typeof gp>, known = facts()) =>
    liensAndProhibitions(
      ruleContext(report({ gp_certificates: [certificate] }), known, { referenceDate: REFERENCE_DATE }),
    ).map((finding) => finding.code);

  it('a lawsuit and an interdiction are not ordinary prohibitions (#19)', () => {
    const certificate = gp({
      prohibiciones: [
        { ...newProhibition(), tipo: 'LITIGIO', fojas: 10, numero: 11, ano: 2023 },
        { ...newProhibition(), tipo: 'INTERDICCIÓN', fojas: 12, numero: 13, ano: 2023 },
        { ...newProhibition(), tipo: 'DEMANDA', fojas: 14, numero: 15, ano: 2024 },
      ],
      gravamenes: [{ ...newLien(), tipo: 'DERECHO DE USO Y HABITACIÓN', fojas: 16, numero: 17, ano: 2020 }],
    });
    expect(run(certificate)).toEqual([
      'USUFRUCTO',
      'LITIGIO_VIGENTE',
      'INTERDICCION_VIGENTE',
      'LITIGIO_VIGENTE',
    ]);
  });

  it('reads the kind recorded for the item, and the kind of its type once the lawyer retypes it', () => {
    const item = { ...newProhibition(), tipo: 'INSCRIPCIÓN', fojas: 20, numero: 21, ano: 2022 };
    const recorded = facts({
      liens: [
        {
          file: 'gp.pdf',
          registry: 'prohibiciones',
          fojas: 20,
          numero: 21,
          ano: 2022,
          tipo: 'INSCRIPCIÓN',
          kind: 'embargo',
        },
      ],
    });
    expect(run(gp({ prohibiciones: [item] }), recorded)).toEqual(['EMBARGO_VIGENTE']);
    expect(run(gp({ prohibiciones: [{ ...item, tipo: 'PROHIBICIÓN' }] }), recorded)).toEqual([
      'PROHIBICION_VIGENTE',
    ]);
  });

  it('a report stored before kinds were recorded opens with the kinds of its types', () => {
    const stored = {
      documents: [],
      files: [],
      provenance: {},
      facts: { documents: [], inscriptions: [], aseo: [], familyHomes: [] },
    };
    const { facts: read } = readAnalysis(stored);
    expect(read.liens).toEqual([]);
    const certificate = gp({
      gravamenes: [{ ...newLien(), tipo: 'PRIMERA HIPOTECA', fojas: 1, numero: 2, ano: 2019 }],
      prohibiciones: [{ ...newProhibition(), tipo: 'Embargo', fojas: 3, numero: 4, ano: 2024 }],
    });
    expect(run(certificate, read)).toEqual(['HIPOTECA_VIGENTE', 'EMBARGO_VIGENTE']);
  });

  it('finds nothing in a clean GP', () => {
    expect(
      liensAndProhibitions(
        ruleContext(report({ gp_certificates: [gp()] }), facts(), { referenceDate: REFERENCE_DATE }),
      ),
    ).toEqual([]);
  });
});

describe('marginNotes', () => {
  const current = entry();
  const withNotes = (notes: Parameters<typeof inscriptionFactsFor>[1]) =>
    marginNotes(
      ruleContext(report(), facts({ inscriptions: [inscriptionFactsFor(current, notes)] }), {
        referenceDate: REFERENCE_DATE,
      }),
    );

  it('reports a mortgage cancelled with its prohibition once', () => {
    const findings = withNotes({
      marginNotes: [
        {
          kind: 'alzamiento',
          subjects: ['hipoteca', 'prohibicion'],
          text: 'Alzamiento de hipoteca y prohibición',
          source: null,
        },
        { kind: 'inscripcion', subjects: ['hipoteca'], text: 'Hipoteca a fs. 3911vta', source: null },
      ],
    });
    expect(findings.map((finding) => finding.code)).toEqual(['ALZAMIENTO_HIPOTECA_EN_MARGEN']);
  });

  it('reports a lien noted in the margin that no GP lists and no cancellation follows', () => {
    const mortgage: MarginNote = {
      kind: 'inscripcion',
      subjects: ['hipoteca'],
      text: 'Hipoteca a fs. 3911',
      source: null,
    };
    const run = (value: ReturnType<typeof report>) =>
      marginNotes(
        ruleContext(
          value,
          facts({ inscriptions: [inscriptionFactsFor(current, { marginNotes: [mortgage] })] }),
          {
            referenceDate: REFERENCE_DATE,
          },
        ),
      );
    const withoutGp = run(report());
    expect(withoutGp).toMatchObject([
      { code: 'GRAVAMEN_EN_MARGEN', severity: 'media', doc: 'dominio_vigente' },
    ]);
    expect(withoutGp[0]?.message).toContain('no se acompaña el certificado de hipotecas');
    expect(run(report({ gp_certificates: [gp()] }))[0]?.message).toContain('acompañado no registra');
    const listed = gp({ gravamenes: [{ ...newLien(), tipo: 'PRIMERA HIPOTECA' }] });
    expect(run(report({ gp_certificates: [listed] }))).toEqual([]);
  });

  it('reports a lawsuit noted in the margin and nothing without notes', () => {
    const lawsuit = withNotes({
      marginNotes: [{ kind: 'inscripcion', subjects: ['litigio'], text: 'Litigio a fs. 12', source: null }],
    });
    expect(lawsuit.map((finding) => finding.code)).toEqual(['LITIGIO_EN_MARGEN']);
    expect(withNotes({})).toEqual([]);
  });
});

describe('blanks stay blank (issue #11)', () => {
  const blankLien: Lien = {
    fecha_emision: null,
    conservador: 'Santiago',
    fojas: 0,
    vuelta: false,
    numero: 0,
    ano: 0,
    codigo_verificacion: null,
    tipo: 'HIPOTECA',
    suma_dinero: '',
    acreedor: '',
  };

  it('a lien with fojas, número and año 0 concludes nothing and is reported incomplete', () => {
    const findings = computeFindings(
      report({
        gp_certificates: [gp({ gravamenes: [blankLien, { ...blankLien, fojas: 300, numero: null }] })],
      }),
      emptyFacts(),
      { referenceDate: REFERENCE_DATE },
    );
    expect(findings.map((finding) => finding.message).join('\n')).not.toMatch(/fojas 0|número 0|año 0/);
    expect(findings.filter((finding) => finding.code === 'HIPOTECA_VIGENTE')).toEqual([]);
    const incomplete = findings.filter((finding) => finding.code === 'REGISTRO_INCOMPLETO');
    expect(incomplete.map((finding) => [finding.message, finding.refs])).toEqual([
      [
        'Registro incompleto: el gravamen 1 (HIPOTECA) del certificado GP 1 no indica fojas, número ni año. No se saca ninguna conclusión de él hasta completarlo con el documento a la vista, o eliminarlo si no corresponde.',
        ['gp_certificates[0].gravamenes[0]'],
      ],
      [
        'Registro incompleto: el gravamen 2 (HIPOTECA) del certificado GP 1 no indica número ni año. No se saca ninguna conclusión de él hasta completarlo con el documento a la vista, o eliminarlo si no corresponde.',
        ['gp_certificates[0].gravamenes[1]'],
      ],
    ]);
    expect(incomplete.every((finding) => finding.severity === 'media')).toBe(true);
  });

  it('a blank earlier title is not linked to by zeros, nor read as a year', () => {
    const blankTitle = earlierEntry({ fojas: 0, numero: 0, ano: 0, fecha_registro: null });
    const current = entry({ fojas_anterior: 0, numero_anterior: 0, ano_anterior: 0 });
    const findings = computeFindings(
      report({ property_registry_history: [current, blankTitle] }),
      emptyFacts(),
      {
        referenceDate: REFERENCE_DATE,
      },
    );
    const codes = findings.map((finding) => finding.code);
    expect(codes).not.toContain('CADENA_10_ANOS_OK');
    expect(codes).not.toContain('CADENA_QUIEBRE');
    expect(codes).toContain('REGISTRO_INCOMPLETO');
    const chain = findings.find((finding) => finding.code === 'CADENA_10_ANOS_INCOMPLETA');
    expect(chain?.message).toContain('2019 ← año no informado');
  });
});
