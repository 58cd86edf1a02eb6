import { SITE_CODES } from '@atelier/core-catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EUROPEAN_SITES, orderStatusDisplay } from './status-display.js';

const sent = { key: 'SENT', label: 'Sent', color: 'green' };

describe('orderStatusDisplay', () => {
  it('shows SENT standard orders on European sites as ready to be shipped, in yellow', () => {
    expect(orderStatusDisplay(sent, 'standard', 'es-es')).toEqual({
      color: 'yellow',
      labelKey: 'readyToBeShipped',
    });
    expect(orderStatusDisplay(sent, 'standard_eu', 'fr-fr')).toEqual({
      color: 'yellow',
      labelKey: 'readyToBeShipped',
    });
  });

  it('keeps the own label of SENT standard orders outside Europe and of other methods', () => {
    expect(orderStatusDisplay(sent, 'standard', 'mx-es')).toEqual({
      color: 'green',
      label: 'Sent',
    });
    expect(orderStatusDisplay(sent, 'express', 'es-es')).toEqual({ color: 'green', label: 'Sent' });
    expect(orderStatusDisplay(sent, 'pickup', 'es-es')).toEqual({ color: 'green', label: 'Sent' });
  });

  it('shows SENT pickup_2h orders as ready to be picked', () => {
    expect(orderStatusDisplay(sent, 'pickup_2h', 'es-es')).toEqual({
      color: 'yellow',
      labelKey: 'readyToBePicked',
    });
  });

  it('uses the own colour and label of every other status key', () => {
    fc.assert(
      fc.property(
        fc.record({
          key: fc.string().filter((k) => k !== 'SENT'),
          label: fc.string(),
          color: fc.string(),
        }),
        fc.constantFrom('standard', 'pickup_2h', 'sdd'),
        fc.constantFrom(...SITE_CODES),
        (status, method, site) => {
          expect(orderStatusDisplay(status, method, site)).toEqual({
            color: status.color,
            label: status.label,
          });
        },
      ),
    );
  });

  it('lists only real site codes as European', () => {
    for (const site of EUROPEAN_SITES) expect(SITE_CODES).toContain(site);
  });
});
