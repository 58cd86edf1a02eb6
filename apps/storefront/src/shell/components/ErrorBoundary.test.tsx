// @vitest-environment jsdom
import '../../../test/dom-setup.js';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_ERROR_VIEWS } from '../error-view.js';
import { ErrorBoundary } from './ErrorBoundary.js';

function Broken(): never {
  throw new Error('render fault');
}

describe('ErrorBoundary', () => {
  it('shows the server-error content with a way forward instead of a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary view={FALLBACK_ERROR_VIEWS.serverError} resetKey="/es-es/c/3">
        <Broken />
      </ErrorBoundary>,
    );
    const page = screen.getByTestId('error-page');
    expect(page.dataset['status']).toBe('500');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    vi.restoreAllMocks();
  });

  it('gives the next page (another URL) a fresh chance to render', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary view={FALLBACK_ERROR_VIEWS.serverError} resetKey="/es-es/c/3">
        <Broken />
      </ErrorBoundary>,
    );
    rerender(
      <ErrorBoundary view={FALLBACK_ERROR_VIEWS.serverError} resetKey="/es-es/c/4">
        <p>next page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeTruthy();
    vi.restoreAllMocks();
  });
});
