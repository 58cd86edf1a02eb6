import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { OfflinePage } from './OfflinePage.js';

describe('OfflinePage', () => {
  it('explains the problem, links the social profile and retries from the keyboard', async () => {
    const onRetry = vi.fn();
    render(
      <OfflinePage
        brandName="Atelier"
        title="Sin conexión"
        text="Comprueba tu conexión a internet."
        socialLink={{ label: '@atelier', href: 'https://instagram.example/atelier' }}
        onRetry={onRetry}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Sin conexión' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '@atelier' }).getAttribute('href')).toContain(
      'instagram',
    );
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalled();
  });

  it('renders without its own main landmark inside a layout that has one', () => {
    render(<OfflinePage brandName="Atelier" title="Sin conexión" text="Sin red." as="div" />);
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByTestId('offline-page')).toBeTruthy();
  });
});
