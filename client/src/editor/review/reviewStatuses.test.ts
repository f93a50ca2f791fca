import { describe, expect, it } from 'vitest';
import { fieldMark as mark, gp, report } from '../../../../tests/factories/findings';
import type { Provenance, ProvenanceMap } from '../../../../common/record/provenance';
import { markValue } from '../../../../common/review/marks';
import { newLien } from '../../../../common/documents/types/gp';
import { nextToReview, reviewProgress, reviewQueue, shownStatuses, type ShownStatus } from './reviewStatuses';
import { describeStatus } from './statusText';

const source = (confidence: number, extra: Partial<Provenance> = {}): Provenance => ({
  file: 'gp.pdf',
  page: 2,
  snippet: '…',
  confidence,
  ...extra,
});

const data = report({
  gp_certificates: [gp({ fojas: 10, numero: 20, ano: 2019, domicilio: 'SUECIA 2871' })],
});
const GP = 'gp_certificates[0]';

const provenance: ProvenanceMap = {
  [`${GP}.fojas`]: source(0.9),
  [`${GP}.numero`]: source(0.9, { unsure: ['ocr_low_confidence'] }),
  [`${GP}.ano`]: source(0.3),
  [`${GP}.domicilio`]: source(0.9),
};

/** Paths in the order the editor shows them (here: alphabetical stands in for the screen). */
const byName = (a: string, b: string) => a.localeCompare(b);

describe('status marks', () => {
  it('tells engine values (sure or not), confirmed, edited and unsaved edits apart', () => {
    const edited = {
      ...data,
      gp_certificates: [{ ...gp(), ...data.gp_certificates?.[0], domicilio: 'OTRA' }],
    };
    const statuses = shownStatuses({
      data: edited,
      saved: data,
      provenance,
      marks: [mark(`${GP}.ano`, 2019, 'confirmed')],
    });
    const texts = Object.fromEntries(
      [...statuses].map(([path, status]) => [path.replace(`${GP}.`, ''), describeStatus(status)?.title]),
    );
    expect(texts).toEqual({
      fojas: 'Motor · alta confianza',
      numero: 'Motor · dudoso',
      ano: 'Confirmado por Ana Soto, 05-03-2026',
      domicilio: 'Editado, sin guardar',
    });
  });

  it('says why a value is doubtful and what the other documents read', () => {
    const status: ShownStatus = {
      kind: 'engine',
      sure: false,
      reasons: ['conflicting_documents'],
      provenance: source(0.4, {
        unsure: ['conflicting_documents'],
        conflicts: [{ value: '4521-88', file: 'tgr.pdf', page: 1, snippet: '' }],
      }),
    };
    expect(describeStatus(status)).toEqual({
      tone: 'doubtful',
      title: 'Motor · dudoso',
      details: ['Los documentos no coinciden en este valor', 'Confianza baja del motor (40 %)'],
      source: 'gp.pdf, pág. 2',
      conflicts: [{ value: '«4521-88»', source: 'tgr.pdf, pág. 1' }],
    });
    expect(describeStatus({ kind: 'manual' })).toBeNull();
    const edited = mark(`${GP}.fojas`, 11, 'edited');
    expect(describeStatus({ kind: 'edited', mark: edited })?.title).toBe('Editado por Ana Soto, 05-03-2026');
  });
});

describe('review progress', () => {
  it('counts the engine’s values, those a person confirmed or edited, and the doubtful ones left', () => {
    const marks = [mark(`${GP}.fojas`, 10, 'confirmed'), mark(`${GP}.conservador`, 'X', 'edited')];
    const statuses = shownStatuses({ data, saved: data, provenance, marks });
    // The hand-edited conservador has no engine source: it is not one of the M values.
    expect(reviewProgress(statuses, provenance)).toEqual({ total: 4, reviewed: 1, doubtful: 2 });
  });

  it('no longer counts a confirmation once the value changed', () => {
    const changed = { ...data, gp_certificates: [{ ...gp(), ...data.gp_certificates?.[0], fojas: 99 }] };
    const marks = [mark(`${GP}.fojas`, 10, 'confirmed')];
    const statuses = shownStatuses({ data: changed, saved: changed, provenance, marks });
    expect(statuses.get(`${GP}.fojas`)?.kind).toBe('changed_after_confirmation');
    expect(reviewProgress(statuses, provenance)).toEqual({ total: 4, reviewed: 0, doubtful: 3 });
  });
});

describe('next to review', () => {
  const statuses = shownStatuses({ data, saved: data, provenance, marks: [] });
  const queue = reviewQueue(statuses, provenance, byName);

  it('puts the doubtful values first, each group in document order', () => {
    expect(queue).toEqual([`${GP}.ano`, `${GP}.numero`, `${GP}.domicilio`, `${GP}.fojas`]);
  });

  it('continues after the value the reviewer is at, skipping reviewed ones, wrapping around', () => {
    expect(nextToReview(queue, statuses, null)).toBe(`${GP}.ano`);
    expect(nextToReview(queue, statuses, `${GP}.ano`)).toBe(`${GP}.numero`);
    const reviewed = shownStatuses({
      data,
      saved: data,
      provenance,
      marks: [mark(`${GP}.domicilio`, 'SUECIA 2871', 'confirmed'), mark(`${GP}.ano`, 2019, 'confirmed')],
    });
    expect(nextToReview(queue, reviewed, `${GP}.numero`)).toBe(`${GP}.fojas`);
    expect(nextToReview(queue, reviewed, `${GP}.fojas`)).toBe(`${GP}.numero`);
  });

  it('finds nothing once every value is reviewed', () => {
    const marks = Object.keys(provenance).map((path) => mark(path, markValue(data, path), 'confirmed'));
    const done = shownStatuses({ data, saved: data, provenance, marks });
    expect(nextToReview(queue, done, `${GP}.fojas`)).toBeNull();
  });
});

describe('reviewQueue, riskiest doubts first', () => {
  const doubtful = source(0.3);
  const study = report({
    gp_certificates: [
      gp({
        fojas: 10,
        domicilio: 'SUECIA 2871',
        gravamenes: [{ ...newLien(), fojas: 5, numero: 6, ano: 2019 }],
      }),
    ],
  });
  const doubts: ProvenanceMap = {
    [`${GP}.domicilio`]: doubtful,
    [`${GP}.gravamenes[0].fojas`]: doubtful,
    [`${GP}.propietarios[0].nombre`]: doubtful,
    [`${GP}.fojas`]: doubtful,
  };
  const statuses = shownStatuses({ data: study, saved: study, provenance: doubts, marks: [] });

  it('visits the property’s identity, then liens, then owners, then descriptions', () => {
    expect(reviewQueue(statuses, doubts, byName)).toEqual([
      `${GP}.fojas`,
      `${GP}.gravamenes[0].fojas`,
      `${GP}.propietarios[0].nombre`,
      `${GP}.domicilio`,
    ]);
  });
});
