import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DownloadAppModal } from './DownloadAppModal.js';

describe('DownloadAppModal', () => {
  it('links to each store and closes with Escape', async () => {
    const onOpenChange = vi.fn();
    render(
      <DownloadAppModal
        isOpen
        onOpenChange={onOpenChange}
        title="Get the app"
        text="Exclusive offers."
        stores={[
          { label: 'App Store', href: 'https://apps.example/ios' },
          { label: 'Google Play', href: 'https://apps.example/android' },
        ]}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Get the app' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Google Play' }).getAttribute('href')).toBe(
      'https://apps.example/android',
    );
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
