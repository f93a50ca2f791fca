import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StorageUsageText } from './StorageUsageCard';

const MB = 1024 * 1024;

describe('StorageUsageText', () => {
  it('says how much of the quota is used, including the documents still waiting for their analysis', () => {
    render(<StorageUsageText usage={{ used_bytes: 3 * MB, queued_bytes: 1.5 * MB, quota_bytes: 10 * MB }} />);
    expect(screen.getByTestId('storage-usage')).toHaveTextContent(
      /^Los documentos de sus reportes ocupan 3,0 MB de 10,0 MB\. Incluye 1,5 MB de documentos que esperan su análisis\. /,
    );
    expect(screen.getByRole('progressbar', { name: 'Espacio usado' })).toHaveAttribute(
      'value',
      String(3 * MB),
    );
  });

  it('says nothing of waiting documents when none waits, nor of a quota when there is none', () => {
    render(<StorageUsageText usage={{ used_bytes: 2 * MB, queued_bytes: 0, quota_bytes: null }} />);
    expect(screen.getByTestId('storage-usage')).toHaveTextContent(
      'Los documentos de sus reportes ocupan 2,0 MB. Su cuenta no tiene límite de espacio.',
    );
  });
});
