import { describe, expect, it } from 'vitest';
import { fillLabel } from './labels.js';

describe('fillLabel', () => {
  it('fills placeholders and keeps unknown ones', () => {
    const labels = { goToSite: 'Ir a {site}', bag: 'Cesta, {count} productos {other}' };
    expect(fillLabel(labels, 'goToSite', { site: 'Francia (Francés)' })).toBe(
      'Ir a Francia (Francés)',
    );
    expect(fillLabel(labels, 'bag', { count: '2' })).toBe('Cesta, 2 productos {other}');
  });

  it('falls back to the key (or a given text) for a missing label', () => {
    expect(fillLabel({}, 'close')).toBe('close');
    expect(fillLabel({}, 'close', {}, 'Close')).toBe('Close');
  });
});
