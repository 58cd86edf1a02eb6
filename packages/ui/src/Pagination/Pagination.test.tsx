import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageWindow } from './page-window.js';
import { Pagination } from './Pagination.js';

describe('pageWindow', () => {
  it('keeps first, last and neighbours, with gaps', () => {
    expect(pageWindow(5, 12)).toEqual([1, null, 4, 5, 6, null, 12]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('Pagination', () => {
  const hrefFor = (n: number) => `?page=${n}`;

  it('links every visible page and marks the current one', () => {
    render(<Pagination page={5} totalPages={12} hrefFor={hrefFor} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('href')).toBe(
      '?page=4',
    );
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('?page=6');
    // rel tells crawlers the sequence of the paged listing.
    expect(screen.getByRole('link', { name: 'Previous page' }).getAttribute('rel')).toBe('prev');
    expect(screen.getByRole('link', { name: 'Next page' }).getAttribute('rel')).toBe('next');
  });

  it('has no previous link on the first page, and hands navigation to the app', async () => {
    const onNavigate = vi.fn((_page: number, event: { preventDefault: () => void }) =>
      event.preventDefault(),
    );
    render(<Pagination page={1} totalPages={3} hrefFor={hrefFor} onNavigate={onNavigate} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onNavigate).toHaveBeenCalledWith(1, expect.anything());
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(onNavigate).toHaveBeenLastCalledWith(2, expect.anything());
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} hrefFor={hrefFor} />);
    expect(container.innerHTML).toBe('');
  });
});
