import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateInputToIso } from '../../../../common/format/dateInput';
import { newPublicExpropriationCertificate } from '../../../../common/documents/types/afectacionUtilidadPublica';
import type { PublicExpropriationCertificate } from '../../../../common/report/schema';
import { DescribedListSection } from '../sections/DescribedListSection';
import { DateField } from './DateField';
import { FieldPathScope } from '../navigation/FieldPathContext';
import { IntegerField } from './IntegerField';
import { OptionalTextField } from './OptionalTextField';
import { COPIED_INDICATOR_MS, VerificationCodeField } from './VerificationCodeField';

/** Renders a field as the editor does: the stored value flows back into it. */
function Controlled<T>({
  initial,
  render: renderField,
}: {
  initial: T;
  render: (value: T, set: (v: T) => void) => React.ReactNode;
}) {
  const [value, setValue] = useState(initial);
  return <>{renderField(value, setValue)}</>;
}

describe('editor fields', () => {
  afterEach(() => vi.useRealTimers());

  it('IntegerField reads dotted thousands and stores an emptied field as null, not 0', async () => {
    const onChange = vi.fn();
    render(
      <FieldPathScope segment="gp_certificates">
        <FieldPathScope segment={0}>
          <Controlled
            initial={12}
            render={(value: number | null, set) => (
              <IntegerField
                label="Fojas"
                name="fojas"
                value={value}
                onChange={(next) => {
                  onChange(next);
                  set(next);
                }}
              />
            )}
          />
        </FieldPathScope>
      </FieldPathScope>,
    );
    // Required by SPEC §5's list, found by the field's path.
    const input = screen.getByLabelText('Fojas *');
    await userEvent.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveValue('');
    await userEvent.type(input, '1.140');
    expect(onChange).toHaveBeenLastCalledWith(1140);
    await userEvent.clear(input);
    await userEvent.type(input, 'abc');
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.blur(input);
    expect(input).toHaveValue('');
    await userEvent.type(input, '0');
    expect(onChange).toHaveBeenLastCalledWith(0);
  });

  it('DateField stores the ISO instant of the chosen day, and null when cleared', () => {
    const onChange = vi.fn();
    render(<DateField label="Fecha de emisión" value={dateInputToIso('2025-09-08')} onChange={onChange} />);
    const input = screen.getByLabelText('Fecha de emisión');
    expect(input).toHaveValue('2025-09-08');
    fireEvent.change(input, { target: { value: '2024-05-17' } });
    expect(onChange).toHaveBeenLastCalledWith(dateInputToIso('2024-05-17'));
    fireEvent.change(input, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('OptionalTextField stores blank text as null', () => {
    const onChange = vi.fn();
    render(<OptionalTextField label="RUT" value="1-9" onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('RUT'), { target: { value: '   ' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    fireEvent.change(screen.getByLabelText('RUT'), { target: { value: '12.345.678-5' } });
    expect(onChange).toHaveBeenLastCalledWith('12.345.678-5');
  });

  it('VerificationCodeField copies only a non-blank code and shows ¡Copiado! for 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { rerender } = render(
      <VerificationCodeField value="  " onChange={() => undefined} list="debt_certificates" />,
    );
    const copy = screen.getByRole('button', { name: 'Copiar código de verificación' });
    expect(copy).toBeDisabled();
    expect(screen.getByRole('link', { name: /Verificar/ })).toHaveAttribute('href', 'https://www.tgr.cl');
    expect(screen.getByRole('link', { name: /Verificar/ })).toHaveAttribute('target', '_blank');

    rerender(<VerificationCodeField value="ABC-1" onChange={() => undefined} list="debt_certificates" />);
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith('ABC-1');
    expect(copy).toHaveTextContent('¡Copiado!');
    act(() => vi.advanceTimersByTime(COPIED_INDICATOR_MS));
    expect(copy).toHaveTextContent('Copiar');
  });

  it('VerificationCodeField has no link for an office without a site', () => {
    render(
      <VerificationCodeField
        value="x"
        onChange={() => undefined}
        list="gp_certificates"
        issuerName="Temuco"
      />,
    );
    expect(screen.queryByRole('link', { name: /Verificar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verificar' })).toBeDisabled();
  });
});

describe('the public-utility affectation section', () => {
  function Section() {
    const [items, setItems] = useState<PublicExpropriationCertificate[]>([
      newPublicExpropriationCertificate(),
    ]);
    const controls = { expanded: true, toggle: () => undefined, expand: () => undefined };
    return (
      <DescribedListSection
        list="public_expropriation_certificates"
        items={items}
        onChange={setItems}
        controls={controls}
      />
    );
  }

  it('shows road fields only with expropiación vial and the park type only with expropiación por parque', async () => {
    render(<Section />);
    expect(screen.queryByLabelText('Tipo de expropiación vial')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Tipo de afectación por parque')).not.toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Expropiación vial'));
    expect(screen.getByLabelText('Tipo de expropiación vial')).toBeInTheDocument();
    expect(screen.getByLabelText('Vías afectadas')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de afectación vial')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Expropiación por parque'));
    expect(screen.getByLabelText('Tipo de afectación por parque')).toBeInTheDocument();
    expect(screen.getByLabelText('Tipo de vivienda *')).toHaveValue('Urbano');
  });
});
