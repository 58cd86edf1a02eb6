import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorPage, errorPageKind } from './ErrorPage.js';

describe('errorPageKind', () => {
  it('treats 404 and 410 as not found and everything else as a server error', () => {
    expect(errorPageKind(404)).toBe('notFound');
    expect(errorPageKind(410)).toBe('notFound');
    expect(errorPageKind(500)).toBe('serverError');
    expect(errorPageKind(503)).toBe('serverError');
  });
});

describe('ErrorPage', () => {
  const content = {
    labels: {
      title: 'This page does not exist',
      suotTitle: 'Lost in the studio',
      description: 'But these do.',
    },
    links: [{ label: 'Go to the home page', href: '/es-es/' }],
  };

  it('carries the test hook with the status and offers a way forward', () => {
    render(<ErrorPage status={410} content={content} />);
    const page = screen.getByTestId('error-page');
    expect(page.dataset['status']).toBe('410');
    expect(page.dataset['kind']).toBe('notFound');
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page does not exist' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/es-es/',
    );
  });

  it('uses the studio-line title on suot', () => {
    render(<ErrorPage status={404} content={content} vertical="suot" />);
    expect(screen.getByRole('heading', { name: 'Lost in the studio' })).toBeTruthy();
  });

  it('renders without its own main landmark inside a layout that has one', () => {
    render(<ErrorPage status={500} content={content} as="div" />);
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.getByTestId('error-page').dataset['kind']).toBe('serverError');
  });
});
