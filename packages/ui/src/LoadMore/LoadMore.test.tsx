import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore } from './LoadMore.js';

describe('LoadMore', () => {
  it('says how many are shown and loads more on Enter', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore shown={24} total={120} onLoadMore={onLoadMore} />);
    const progress = screen.getByRole('progressbar', { name: 'Showing 24 of 120 products' });
    expect(progress.getAttribute('aria-valuenow')).toBe('24');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledOnce();
    expect(screen.getByTestId('load-more')).toBe(screen.getByRole('button', { name: 'Load more' }));
  });

  it('hides the button once everything is shown', () => {
    render(<LoadMore shown={120} total={120} onLoadMore={() => {}} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
