import { API_ERRORS } from '../../../../common/errors';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gp, report, REFERENCE_DATE } from '../../../../tests/factories/findings';
import type { ProvenanceMap } from '../../../../common/record/provenance';
import type { Lien, Report } from '../../../../common/report/schema';
import type { StatusChange } from '../../../../common/review/status';
import { newLien } from '../../../../common/documents/types/gp';
import { Step2 as Step2Harness } from '../../../../tests/support/client/Step2';

const mortgage: Lien = {
  ...newLien(),
  fojas: 300,
  numero: 30,
  ano: 2019,
  tipo: 'HIPOTECA',
  acreedor: 'BANCO',
};

const data: Report = report({
  conclusion: 'Títulos ajustados a derecho, con la hipoteca indicada.',
  gp_certificates: [gp({ domicilio: 'SUECIA 2871', gravamenes: [mortgage] })],
});
const source = { file: 'gp.pdf', page: 1, snippet: '…', confidence: 0.9 };
const provenance: ProvenanceMap = {
  'property_registry_history[0].fojas': source,
  'gp_certificates[0].domicilio': { ...source, unsure: ['ocr_low_confidence'] },
  'gp_certificates[0].gravamenes[0]': source,
  'gp_certificates[0].fojas': {
    ...source,
    unsure: ['conflicting_documents'],
    conflicts: [{ value: 4711, file: 'dominio.pdf', page: 3, snippet: '' }],
  },
};

const changeStatus = vi.fn<(change: StatusChange) => Promise<void>>();

function Step2({ conclusion = data.conclusion }: { conclusion?: string }) {
  return (
    <Step2Harness data={{ ...data, conclusion }} provenance={provenance} onStatusChange={changeStatus} />
  );
}

const markOf = (path: string) => {
  const element = document.querySelector(`[data-review-for="${path}"]`);
  if (!(element instanceof HTMLElement)) throw new Error(`No mark for ${path}`);
  return element;
};
const focusedPath = () => document.activeElement?.getAttribute('data-path');
const progressText = () => screen.getByText(/campos? revisados?/).textContent;
const openGpSection = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: /^\d+\. ?Certificado de hipotecas/ }));

// Each test renders the whole Step 2 in jsdom: seconds on a busy machine.
describe('review of the engine’s values', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${REFERENCE_DATE}T15:00:00Z`));
    Element.prototype.scrollIntoView = vi.fn();
    changeStatus.mockReset().mockResolvedValue();
  });
  afterEach(() => vi.useRealTimers());

  it('marks each value with icon and text, describes its control by it, and shows conflicts', () => {
    render(<Step2 />);
    const domicilio = markOf('gp_certificates[0].domicilio');
    expect(domicilio).toHaveTextContent('Motor · dudoso: Texto leído por OCR con baja confianza');
    expect(domicilio.dataset.tone).toBe('doubtful');
    expect(domicilio.querySelector('svg')).not.toBeNull();
    const input = document.querySelector('[data-path="gp_certificates[0].domicilio"]');
    expect(input).toHaveAccessibleDescription(/^Motor · dudoso/);
    expect(input?.closest('.editor-field')).toHaveAttribute('data-review-tone', 'doubtful');
    expect(markOf('gp_certificates[0].fojas')).toHaveTextContent(
      'Leído en gp.pdf, pág. 1.Otro documento: «4711» en dominio.pdf, pág. 3.',
    );
    expect(markOf('gp_certificates[0].gravamenes[0]')).toHaveTextContent('Motor · alta confianza');
    // A value typed by hand carries no mark.
    expect(document.querySelector('[data-review-for="gp_certificates[0].comuna"]')).toBeNull();
    expect(progressText()).toBe('0 de 4 campos revisados · 2 dudosos sin revisar');
  });

  it('steps through the doubtful values first with Alt+N, opening their section, and confirms with Alt+C', async () => {
    const user = userEvent.setup();
    render(<Step2 />);
    const gpSection = screen.getByRole('region', { name: /hipotecas, gravámenes/ });
    expect(
      within(gpSection).getByRole('button', { expanded: false, name: /Certificado de hipotecas/ }),
    ).toBeInTheDocument();

    await user.keyboard('{Alt>}n{/Alt}');
    expect(focusedPath()).toBe('gp_certificates[0].fojas');
    expect(
      within(gpSection).getByRole('button', { expanded: true, name: /Certificado de hipotecas/ }),
    ).toBeInTheDocument();
    await user.keyboard('{Alt>}n{/Alt}');
    expect(focusedPath()).toBe('gp_certificates[0].domicilio');

    await user.keyboard('{Alt>}c{/Alt}');
    expect(markOf('gp_certificates[0].domicilio')).toHaveTextContent('Confirmado por Ana Soto, 05-03-2026');
    expect(progressText()).toBe('1 de 4 campos revisados · 1 dudoso sin revisar');

    // Then the values the engine is sure of, in the editor's order: the inscription, then the lien.
    await user.keyboard('{Alt>}n{/Alt}');
    expect(focusedPath()).toBe('property_registry_history[0].fojas');
    await user.keyboard('{Alt>}n{/Alt}');
    expect(focusedPath()).toBe('gp_certificates[0].gravamenes[0].tipo');
    // Alt+C on any field of the lien confirms the lien the engine read as a whole.
    await user.keyboard('{Alt>}c{/Alt}');
    expect(markOf('gp_certificates[0].gravamenes[0]')).toHaveTextContent('Confirmado por Ana Soto');
  });

  it('lands on a list doubted apart from its items, so Alt+C confirms the list itself', async () => {
    const user = userEvent.setup();
    const liens = 'gp_certificates[0].gravamenes';
    render(
      <Step2Harness
        data={data}
        provenance={{ [liens]: { ...source, unsure: ['ocr_low_confidence'] }, [`${liens}[0]`]: source }}
        onStatusChange={changeStatus}
      />,
    );
    await user.keyboard('{Alt>}n{/Alt}');
    expect(focusedPath()).toBe(liens);
    await user.keyboard('{Alt>}c{/Alt}');
    expect(markOf(liens)).toHaveTextContent('Confirmado por Ana Soto');
    expect(markOf(`${liens}[0]`)).toHaveTextContent('Motor · alta confianza');
    // The lien, reviewed as a whole, still opens on its first value.
    await user.keyboard('{Alt>}n{/Alt}');
    expect(focusedPath()).toBe(`${liens}[0].tipo`);
  });

  it('takes a confirmation back, and shows an edit as such until it is saved', async () => {
    const user = userEvent.setup();
    render(<Step2 />);
    await openGpSection(user);
    const domicilio = markOf('gp_certificates[0].domicilio');
    await user.click(within(domicilio).getByRole('button', { name: 'Confirmar Domicilio' }));
    await user.click(
      within(markOf('gp_certificates[0].domicilio')).getByRole('button', {
        name: 'Deshacer la confirmación de Domicilio',
      }),
    );
    expect(markOf('gp_certificates[0].domicilio')).toHaveTextContent('Motor · dudoso');

    const input = document.querySelector<HTMLElement>('[data-path="gp_certificates[0].domicilio"]');
    if (!input) throw new Error('no domicilio');
    await user.clear(input);
    await user.paste('SUECIA 2871 DEPTO 504');
    expect(markOf('gp_certificates[0].domicilio')).toHaveTextContent('Editado, sin guardar');
    expect(progressText()).toBe('1 de 4 campos revisados · 1 dudoso sin revisar');
  });

  it('leads a finding’s link to the engine’s values still to confirm', async () => {
    const user = userEvent.setup();
    render(<Step2 />);
    const panel = screen.getByRole('region', { name: 'Verificación legal' });
    const finding = within(panel)
      .getAllByRole('listitem')
      .find((item) => /HIPOTECA inscrita/.test(item.textContent ?? ''));
    if (!finding) throw new Error('no mortgage finding');
    expect(finding).toHaveTextContent('1 valor del motor por confirmar');
    await user.click(within(finding).getByRole('button', { name: 'Ir al campo' }));
    expect(focusedPath()).toBe('gp_certificates[0].gravamenes[0].tipo');
  });

  it('asks for a reason to mark the report revisado while the mortgage is unconfirmed', async () => {
    const user = userEvent.setup();
    render(<Step2 />);
    const status = screen.getByRole('group', { name: 'Estado de revisión:' });
    expect(status).toHaveTextContent('Borrador');
    await user.click(within(status).getByRole('button', { name: 'Marcar como revisado' }));

    const dialog = screen.getByRole('dialog', { name: 'Marcar como revisado' });
    expect(dialog).toHaveTextContent(
      'Quedan 1 gravamen o prohibición sin confirmar y 2 valores dudosos sin confirmar',
    );
    const items = within(dialog).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.kind)).toEqual(['encumbrance', 'unsure', 'unsure']);
    // The property's identity before its address (common/review/risk.ts).
    expect(items[1]).toHaveTextContent(
      'Certificado GP 1 · Fojas: valor dudoso (Los documentos no coinciden en este valor)',
    );
    expect(items[2]).toHaveTextContent(
      'Certificado GP 1 · Domicilio: valor dudoso (Texto leído por OCR con baja confianza)',
    );

    const submit = within(dialog).getByRole('button', { name: 'Marcar como revisado igualmente' });
    await user.click(submit);
    expect(within(dialog).getByText('Escriba el motivo, con al menos 10 caracteres.')).toBeInTheDocument();
    expect(changeStatus).not.toHaveBeenCalled();

    await user.type(
      within(dialog).getByLabelText('Motivo para marcarlo como revisado igualmente'),
      'Alzamiento en trámite',
    );
    await user.click(submit);
    expect(changeStatus).toHaveBeenCalledWith({
      status: 'revisado',
      override: { reason: 'Alzamiento en trámite' },
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(status).toHaveTextContent('Revisado por Ana Soto el 05-03-2026');
    expect(within(status).getByRole('button', { name: 'Reabrir revisión' })).toBeInTheDocument();
  });

  it('refuses to mark it revisado without the lawyer’s conclusion (issue #20)', async () => {
    const user = userEvent.setup();
    render(<Step2 conclusion="  " />);
    const status = screen.getByRole('group', { name: 'Estado de revisión:' });
    await user.click(within(status).getByRole('button', { name: 'Marcar como revisado' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(status).getByRole('alert')).toHaveTextContent(API_ERRORS.REVIEW_CONCLUSION_MISSING.message);
    expect(changeStatus).not.toHaveBeenCalled();
  });

  it('marks it revisado without a reason once everything pending is confirmed', async () => {
    const user = userEvent.setup();
    render(<Step2 />);
    await openGpSection(user);
    for (const [path, label] of [
      ['gp_certificates[0].domicilio', 'Domicilio'],
      ['gp_certificates[0].fojas', 'Fojas'],
      ['gp_certificates[0].gravamenes[0]', 'Gravamen 1'],
    ] as const)
      await user.click(within(markOf(path)).getByRole('button', { name: `Confirmar ${label}` }));
    const status = screen.getByRole('group', { name: 'Estado de revisión:' });
    await user.click(within(status).getByRole('button', { name: 'Marcar como revisado' }));
    const dialog = screen.getByRole('dialog', { name: 'Marcar como revisado' });
    expect(dialog).toHaveTextContent('Los gravámenes encontrados y los valores dudosos están confirmados');
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Marcar como revisado' }));
    expect(changeStatus).toHaveBeenCalledWith({ status: 'revisado', override: undefined });
  });
});
