import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOYALTY_CAMPAIGN_TYPES, sortCampaigns } from './campaign-types.js';

describe('sortCampaigns', () => {
  it('knows the fifteen campaign types', () => {
    expect(LOYALTY_CAMPAIGN_TYPES).toHaveLength(15);
  });

  it('puts ticket campaigns first and keeps every other in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ type: fc.constantFrom(...LOYALTY_CAMPAIGN_TYPES), id: fc.nat() })),
        (campaigns) => {
          const sorted = sortCampaigns(campaigns);
          const tickets = campaigns.filter((c) => c.type === 'TICKETS');
          expect(sorted.slice(0, tickets.length)).toEqual(tickets);
          expect(sorted.slice(tickets.length)).toEqual(
            campaigns.filter((c) => c.type !== 'TICKETS'),
          );
        },
      ),
    );
  });
});
