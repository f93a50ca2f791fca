import { describe, expect, it } from 'vitest';

import type { Provenance, ProvenanceMap } from '../../common/record/provenance';
import { certificationPageEntries } from '../../server/analysis/engine/checks/certificationPage';
import { holdsColumnRule } from '../../server/analysis/engine/checks/columnRule';
import { debtTotalDoubts } from '../../server/analysis/engine/checks/debtTotals';
import { doubtValues } from '../../server/analysis/engine/checks/doubtValues';
import { nameAfterOfficerTitle } from '../../server/analysis/engine/checks/officerName';
import { ownersListedTwice } from '../../server/analysis/engine/checks/ownerTwice';
import { referencesOfAnotherRole, roleBefore } from '../../server/analysis/engine/checks/referenceWords';
import { badName, cutFragment } from '../../server/analysis/engine/checks/shapes';
import { kindsOfTwoRegistries } from '../../server/analysis/engine/checks/twoKinds';
import { debt, earlierEntry, entry, gp, marriage, mortgage, person, report } from '../factories/findings';

/*
 * Doubts of issue #17 about values whose place in the dossier's structure is wrong, on snippets
 * written for them in wordings of their own: a copy's certification page read as a second entry,
 * a reference taken from the words of another role, TGR totals read from the wrong cells, two GP
 * entries joined into one, an owner listed twice, names taken from an officer's title or from a
 * certificate's words, values read across a column rule or cut before a name.
 */

const at = (file: string, page: number, snippet = ''): Provenance => ({
  file,
  page,
  snippet,
  confidence: 0.9,
});
const H = (index: number, key: string) => `property_registry_history[${index}].${key}`;

describe('certificationPageEntries', () => {
  const certification = entry({
    propietarios: [],
    vendedores: [],
    fecha_registro: null,
    fojas_anterior: null,
    numero_anterior: null,
    ano_anterior: null,
  });
  const provenance = (bodyFile: string, pageFile: string): ProvenanceMap => ({
    [H(0, 'fojas')]: at(bodyFile, 1),
    [H(0, 'propietarios[0].nombre')]: at(bodyFile, 1),
    [H(1, 'fojas')]: at(pageFile, 2),
    [H(1, 'numero')]: at(pageFile, 2),
  });

  it('doubts a bodyless entry read from the file of another entry, whole', () => {
    const doubts = certificationPageEntries(
      report({ property_registry_history: [entry(), certification] }),
      provenance('copia-dominio.pdf', 'copia-dominio.pdf'),
    );
    expect(doubts).toContainEqual([H(1, 'fojas'), 'inscription_repeated']);
    expect(doubts).toContainEqual([H(1, 'conservador'), 'inscription_repeated']);
    expect(doubts.some(([path]) => path.startsWith('property_registry_history[0]'))).toBe(false);
  });

  it('doubts the body’s reference too when the certification names another inscription', () => {
    const body = entry({ fojas: 77, numero: 54, ano: 2003 });
    const doubts = certificationPageEntries(
      report({ property_registry_history: [body, certification] }),
      provenance('copia-dominio.pdf', 'copia-dominio.pdf'),
    );
    expect(doubts).toContainEqual([H(0, 'fojas'), 'reference_role']);
    expect(doubts).toContainEqual([H(0, 'ano'), 'reference_role']);
  });

  it('leaves a certification-only certificate of its own file, and entries with a body', () => {
    expect(
      certificationPageEntries(
        report({ property_registry_history: [entry(), certification] }),
        provenance('copia-dominio.pdf', 'dominio-vigente.pdf'),
      ),
    ).toEqual([]);
    expect(
      certificationPageEntries(
        report({ property_registry_history: [entry(), earlierEntry()] }),
        provenance('carpeta.pdf', 'carpeta.pdf'),
      ),
    ).toEqual([]);
  });
});

describe('referencesOfAnotherRole', () => {
  it('tells a reference’s role by the nearest words before it', () => {
    const acquired = 'Los comuneros adquirieron por inscripción de fojas 3.412 número 2.907 del año 1995.';
    expect(roleBefore(acquired, 'fojas', 3412)).toBe('earlier');
    expect(roleBefore(acquired, 'numero', 2907)).toBe('earlier');
    const certified =
      'CERTIFICO que la presente es copia fiel de la inscripción de fs. 66 vta. Nº 51 del año 2017';
    expect(roleBefore(certified, 'fojas', 66)).toBe('own');
    expect(roleBefore('Dominio anterior: Fs. 12 N° 9 de 1980', 'fojas', 12)).toBe('earlier');
    // "rola" and "inscrito" say where, not whose.
    expect(roleBefore('El título anterior rola inscrito a fojas 501 número 330', 'fojas', 501)).toBe(
      'earlier',
    );
    expect(roleBefore('Inmueble de calle Orella 55, fojas 501 número 330', 'fojas', 501)).toBeNull();
  });

  it('doubts an own reference read after acquisition words and an earlier title after certification words', () => {
    const dossier = report({ property_registry_history: [entry({ fojas: 3412, numero: 2907, ano: 1995 })] });
    const provenance: ProvenanceMap = {
      [H(0, 'fojas')]: at(
        'copia.pdf',
        1,
        'Los comuneros adquirieron por inscripción de fojas 3412 número 2907',
      ),
      [H(0, 'fojas_anterior')]: at(
        'copia.pdf',
        2,
        'que la presente es testimonio fiel de la de fojas 21.456',
      ),
    };
    expect(referencesOfAnotherRole(dossier, provenance)).toEqual([
      H(0, 'fojas'),
      H(0, 'vuelta'),
      H(0, 'numero'),
      H(0, 'ano'),
      H(0, 'fojas_anterior'),
      H(0, 'vuelta_anterior'),
      H(0, 'numero_anterior'),
      H(0, 'ano_anterior'),
    ]);
  });

  it('leaves references read beside their own role’s words', () => {
    const provenance: ProvenanceMap = {
      [H(0, 'fojas')]: at('copia.pdf', 2, 'Certifico que la inscripción de fojas 61.234 número 88.901'),
      [H(0, 'fojas_anterior')]: at('copia.pdf', 1, 'Lo adquirió según inscripción de fs. 21456 nº 30988'),
    };
    expect(referencesOfAnotherRole(report({ property_registry_history: [entry()] }), provenance)).toEqual([]);
  });
});

describe('debtTotalDoubts', () => {
  const V = 'debt_certificates[0].total_deuda_vencida_liquidada';
  const NV = 'debt_certificates[0].total_deuda_no_vencida_liquidada';
  const doubts = (vencida: number, noVencida: number, one: Provenance, other = one) =>
    debtTotalDoubts(
      report({
        debt_certificates: [
          debt({ total_deuda_vencida_liquidada: vencida, total_deuda_no_vencida_liquidada: noVencida }),
        ],
      }),
      { [V]: one, [NV]: other },
    );

  it('doubts a total under a thousand pesos: an instalment’s number, not an amount', () => {
    expect(doubts(0, 3, at('tgr.pdf', 1, 'Cuota 3 vence 30-09-2026 0 61.008 TOTAL 0 61.008'))).toEqual([
      [NV, 'value_shape'],
    ]);
  });

  it('doubts two equal totals read from words that print the amount once', () => {
    const row = at('tgr.pdf', 1, 'Multa 0 0 Total a pagar 204.118 71.450');
    expect(doubts(204118, 204118, row)).toEqual([
      [V, 'amounts_disagree'],
      [NV, 'amounts_disagree'],
    ]);
    const twice = at('tgr.pdf', 1, 'Morosa $ 71.450 No vencida $ 71.450');
    expect(doubts(71450, 71450, twice)).toEqual([]);
  });

  it('doubts a zero read from words that print none, and two zeros both deduced', () => {
    expect(doubts(0, 58210, at('tgr.pdf', 1, 'Rol 512-33 Propietario ROJAS PAEZ'))).toEqual([
      [V, 'amounts_disagree'],
    ]);
    const heading = { ...at('tgr.pdf', 1, 'Tesorería Certificado de Deuda ROL 512-33'), derived: true };
    expect(doubts(0, 0, heading)).toEqual([
      [V, 'amounts_disagree'],
      [NV, 'amounts_disagree'],
    ]);
    const nothing = { ...at('tgr.pdf', 1, 'La propiedad no regis- tra deuda'), derived: true };
    expect(doubts(0, 0, nothing)).toEqual([]);
    expect(doubts(0, 58210, at('tgr.pdf', 1, 'Total morosa $ 0 no vencida $ 58.210'))).toEqual([]);
  });
});

describe('kindsOfTwoRegistries', () => {
  it('tells a kind joining two entries of different registries from a kind of one', () => {
    expect(kindsOfTwoRegistries('HIPOTECA 2) EMBARGO')).toBe(true);
    expect(kindsOfTwoRegistries('Servidumbre de tránsito')).toBe(false);
    expect(kindsOfTwoRegistries('PRIMERA HIPOTECA')).toBe(false);
  });

  it('doubts every value of such an entry through doubtValues', () => {
    const dossier = report({
      property_registry_history: [entry()],
      gp_certificates: [gp({ gravamenes: [mortgage({ tipo: 'HIPOTECA 2) EMBARGO' })] })],
    });
    const path = 'gp_certificates[0].gravamenes[0].fojas';
    const marked = doubtValues(
      dossier,
      { [path]: at('gp.pdf', 1, 'HIPOTECA 2) EMBARGO Fs. 300 Nº 30') },
      new Date(),
    );
    expect(marked[path]?.unsure).toContain('entry_mixed');
  });
});

describe('names', () => {
  it('tells a name printed after an officer’s or representative’s title', () => {
    const deed =
      'pactaron separación de bienes ante el Notario Público de Temuco don Luis Emilio Arce Soto, según';
    expect(nameAfterOfficerTitle('Luis Emilio Arce Soto', deed)).toBe(true);
    expect(
      nameAfterOfficerTitle('RUTH ANA PINO', 'la sociedad, representada por doña RUTH ANA PINO, cédula'),
    ).toBe(true);
    expect(nameAfterOfficerTitle('RUTH ANA PINO', 'Contrayente: RUTH ANA PINO, RUN 9.876.543-2')).toBe(false);
  });

  it('doubts an owner whose name, abbreviated, is part of a longer name the dossier states', () => {
    const short = 'property_registry_history[0].propietarios[1].nombre';
    const dossier = report({
      property_registry_history: [
        entry({
          propietarios: [person('AGRÍCOLA EL ALERCE DEL SUR LIMITADA'), person('AGRÍCOLA EL ALERCE LTDA.')],
        }),
      ],
    });
    const provenance = { [short]: at('copia.pdf', 1, 'nota al margen: AGRÍCOLA EL ALERCE LTDA. Rep. 88') };
    expect(doubtValues(dossier, provenance, new Date())[short]?.unsure).toEqual(['name_shape']);
  });

  it('doubts an owner listed twice in one inscription, the longer reading holding other words', () => {
    const owners = (names: string[]) =>
      report({ property_registry_history: [entry({ propietarios: names.map((name) => person(name)) })] });
    expect(
      ownersListedTwice(
        owners(['COMPRAVENTA AGRÍCOLA EL ALERCE LIMITADA', 'RUT 76.1', 'AGRÍCOLA EL ALERCE LTDA.']),
      ),
    ).toEqual(['property_registry_history[0].propietarios[2].nombre']);
    expect(ownersListedTwice(owners(['JUANA ROSA MELLA', 'PEDRO ANTONIO MELLA DÍAZ']))).toEqual([]);
  });

  it('tells a certificate’s words read as a name', () => {
    expect(badName('SIN VIGENCIA')).toBe(true);
  });

  it('marks a spouse read from a notary’s words with name_role', () => {
    const path = 'certificados_matrimonio[0].marido.nombre';
    const dossier = report({
      certificados_matrimonio: [marriage({ marido: { nombre: 'Luis Emilio Arce Soto', rut: null } })],
    });
    const snippet = 'otorgada ante el Notario de Temuco don Luis Emilio Arce Soto (art. 1723)';
    expect(
      doubtValues(dossier, { [path]: at('matrimonio.pdf', 1, snippet) }, new Date())[path]?.unsure,
    ).toEqual(['name_role']);
  });
});

describe('values read across a column rule or cut before a name', () => {
  it('tells a value holding a column rule', () => {
    expect(holdsColumnRule('calle Los | Aromos 12')).toBe(true);
    expect(holdsColumnRule('calle Los Aromos 12')).toBe(false);
  });

  it('tells a value cut before the name a courtesy word leads to', () => {
    expect(cutFragment('pasaje Río Claro 45, Curicó, y a don', '')).toBe(true);
    expect(cutFragment('pasaje Río Claro 45, Curicó', '')).toBe(false);
  });
});
