import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  completeFacts,
  completeReport,
  gp,
  mortgage,
  REFERENCE_DATE,
} from '../../../../tests/factories/findings';
import type { Report } from '../../../../common/report/schema';
import { Step2 as Step2Harness } from '../../../../tests/support/client/Step2';

/**
 * A study with every document it needs and a mortgage (alta), a complete chain of title and a
 * certificate of no tax debt (informativa).
 */
const withMortgage: Report = completeReport({ gp_certificates: [gp({ gravamenes: [mortgage()] })] });

function Step2({ data }: { data: Report }) {
  return <Step2Harness data={data} facts={completeFacts()} reviewer="Ana Pérez" />;
}

function panel() {
  return screen.getByRole('region', { name: 'Verificación legal' });
}

function findingItem(text: RegExp) {
  const item = within(panel())
    .getAllByRole('listitem')
    .find((candidate) => text.test(candidate.textContent ?? ''));
  if (!item) throw new Error(`No finding matches ${text}`);
  return item;
}

// Each test renders the whole Step 2 (panel, ten sections, action bar) in jsdom: seconds on a busy machine.
describe('LegalVerificationPanel', { timeout: 15_000 }, () => {
  beforeEach(() => {
    // Only the clock: the certificates' ages are judged as of the rule tests' reference date.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${REFERENCE_DATE}T15:00:00Z`));
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => vi.useRealTimers());

  it('shows the traffic light and the findings grouped by severity', () => {
    render(<Step2 data={withMortgage} />);
    const status = within(panel()).getByRole('status');
    expect(status).toHaveTextContent(/^Rojo/);
    expect(status).toHaveTextContent('3 hallazgos pendientes de revisión');
    const groups = within(panel()).getAllByRole('heading', { level: 4 });
    expect(groups.map((heading) => heading.textContent)).toEqual(['Alta (1)', 'Informativa (2)']);
    const item = findingItem(/HIPOTECA inscrita a fojas 300/);
    expect(item).toHaveTextContent('Documento: Certificado de hipotecas y gravámenes (GP)');
  });

  it('opens the section and document of a finding and focuses its field', async () => {
    const user = userEvent.setup();
    render(<Step2 data={withMortgage} />);
    const gpSection = screen.getByRole('region', { name: /hipotecas, gravámenes/ });
    const gpToggle = within(gpSection).getByRole('button', { name: /^5\. ?Certificado de hipotecas/ });
    // A collapsed document in a collapsed section: both are opened.
    await user.click(gpToggle);
    await user.click(within(gpSection).getByRole('button', { name: /^Documento 1/ }));
    await user.click(gpToggle);
    expect(gpToggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(within(findingItem(/HIPOTECA/)).getByRole('button', { name: 'Ir al campo' }));

    expect(gpToggle).toHaveAttribute('aria-expanded', 'true');
    const lien = within(gpSection).getByRole('group', { name: 'Gravamen 1' });
    const tipo = within(lien).getByLabelText('Tipo');
    expect(tipo).toHaveFocus();
    expect(tipo).toHaveAttribute('data-path', 'gp_certificates[0].gravamenes[0].tipo');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });

  it('recomputes the findings as the report is edited', async () => {
    const user = userEvent.setup();
    render(<Step2 data={withMortgage} />);
    await user.click(within(findingItem(/HIPOTECA/)).getByRole('button', { name: 'Ir al campo' }));
    const tipo = screen.getByDisplayValue('HIPOTECA');
    await user.clear(tipo);
    // Pasted: one change, not one re-render of the whole editor per key.
    await user.paste('Servidumbre de tránsito');

    expect(within(panel()).queryByText(/HIPOTECA inscrita/)).not.toBeInTheDocument();
    expect(findingItem(/Servidumbre de tránsito inscrita/)).toBeInTheDocument();
    expect(within(panel()).getByRole('status')).toHaveTextContent(/^Verde/);
  });

  it('judges the certificates on the study date the lawyer sets', () => {
    render(<Step2 data={{ ...withMortgage, study_date: '2025-09-15T03:00:00.000Z' }} />);
    const gpRow = () => within(panel()).getByRole('row', { name: /^Certificado de hipotecas/ });
    expect(gpRow()).toHaveAttribute('data-status', 'recibido');
    const date = within(panel()).getByLabelText('Fecha del estudio');
    expect(date).toHaveValue('2025-09-15');
    expect(date).toHaveAccessibleDescription(/vigencia de los certificados/);

    // A date input changes whole (its picker), so the change is dispatched as the browser does.
    fireEvent.change(date, { target: { value: '' } });
    expect(date).toHaveValue('2025-09-15');
    fireEvent.change(date, { target: { value: '2026-06-30' } });
    expect(gpRow()).toHaveAttribute('data-status', 'vencido');
    expect(findingItem(/antes de la fecha del estudio \(30-06-2026\)/)).toBeInTheDocument();
  });

  it('marks a finding revisado with a comment, out of the light, and unmarks it', async () => {
    const user = userEvent.setup();
    render(<Step2 data={withMortgage} />);
    const item = findingItem(/HIPOTECA/);
    await user.click(within(item).getByRole('button', { name: 'Marcar como revisado' }));
    const comment = within(item).getByLabelText('Comentario de la revisión (opcional)');
    expect(comment).toHaveFocus();
    await user.paste('Se alzará en la escritura de compraventa');
    await user.click(within(item).getByRole('button', { name: 'Confirmar revisión' }));

    expect(item).toHaveAttribute('data-reviewed', 'true');
    expect(item).toHaveTextContent('Revisado por Ana Pérez el 15-09-2025');
    expect(item).toHaveTextContent('Se alzará en la escritura de compraventa');
    const toggle = within(item).getByRole('button', { name: 'Quitar marca de revisado' });
    expect(toggle).toHaveFocus();
    const status = within(panel()).getByRole('status');
    expect(status).toHaveTextContent(/^Verde/);
    expect(status).toHaveTextContent('2 hallazgos pendientes de revisión · 1 revisado');

    await user.click(toggle);
    expect(item).toHaveAttribute('data-reviewed', 'false');
    expect(status).toHaveTextContent(/^Rojo/);
  });

  it('lists the documents received with their age, and a missing GP as a finding', async () => {
    const user = userEvent.setup();
    render(<Step2 data={completeReport({ gp_certificates: undefined })} />);
    const checklist = within(panel())
      .getByText(/^Documentos del estudio/)
      .closest('details');
    if (!checklist) throw new Error('no checklist');
    expect(checklist).toHaveTextContent(
      'Documentos del estudio: 7 de 12 tipos de documento recibidos · falta 1',
    );
    const gpRow = within(checklist).getByRole('row', { name: /hipotecas y gravámenes/ });
    expect(gpRow).toHaveTextContent('FaltaRequerido en todo estudio de títulos.');
    const tgrRow = within(checklist).getByRole('row', { name: /Tesorería/ });
    expect(tgrRow).toHaveTextContent('Recibido10-09-20255 de 30 días');
    expect(findingItem(/No se acompañó certificado de hipotecas y gravámenes/)).toHaveTextContent(
      'Documento: Certificado de hipotecas y gravámenes (GP)',
    );
    expect(within(panel()).getByRole('status')).toHaveTextContent(/^Rojo/);
    await user.click(within(checklist).getByText(/^Documentos del estudio/));
    expect(checklist).not.toHaveAttribute('open');
  });

  it('cancels a mark with Escape', async () => {
    const user = userEvent.setup();
    render(<Step2 data={withMortgage} />);
    const item = findingItem(/HIPOTECA/);
    const toggle = within(item).getByRole('button', { name: 'Marcar como revisado' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(within(item).queryByRole('textbox')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
    expect(item).toHaveAttribute('data-reviewed', 'false');
  });
});
