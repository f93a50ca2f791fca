import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NotesSection } from './NotesSection';

function Harness() {
  const [notes, setNotes] = useState<string[] | null>(null);
  const controls = { expanded: true, toggle: () => undefined, expand: () => undefined };
  return <NotesSection notes={notes} onChange={setNotes} controls={controls} />;
}

describe('NotesSection', () => {
  it('says a left-out section is not in the report and brings it back on request', async () => {
    render(<Harness />);
    expect(screen.getByText('Esta sección no está incluida en el reporte')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '+ Incluir sección' }));

    expect(screen.queryByText('Esta sección no está incluida en el reporte')).toBeNull();
    expect(screen.getByRole('button', { name: 'Eliminar sección Observaciones' })).toBeVisible();
  });
});
