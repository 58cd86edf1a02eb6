import { describe, expect, it } from 'vitest';
import { loyaltyStatusSchema } from './loyalty-status.js';

describe('loyaltyStatusSchema', () => {
  it('defaults level and points to 0', () => {
    const status = loyaltyStatusSchema.parse({});
    expect(status.level).toBe(0);
    expect(status.points).toBe(0);
    expect(status.enrolled).toBe(false);
    expect(status.userInfo.userUnderAge).toBe(false);
  });

  it('puts ticket campaigns first', () => {
    const status = loyaltyStatusSchema.parse({
      clientCampaign: [
        { type: 'RING_SIZE' },
        { type: 'TICKETS', points: 10 },
        { type: 'APP_DOWNLOAD' },
      ],
    });
    expect(status.clientCampaign.map((c) => c.type)).toEqual([
      'TICKETS',
      'RING_SIZE',
      'APP_DOWNLOAD',
    ]);
  });

  it('reads levels with their back code and warranty', () => {
    const status = loyaltyStatusSchema.parse({
      enrolled: true,
      levels: [
        {
          order: 1,
          backCode: 'FAN',
          current: true,
          achieved: true,
          warranty: '2y',
          totalPoints: 50,
        },
      ],
    });
    expect(status.levels[0]?.backCode).toBe('FAN');
  });

  it('rejects unknown campaign types', () => {
    expect(loyaltyStatusSchema.safeParse({ clientCampaign: [{ type: 'LOTTERY' }] }).success).toBe(
      false,
    );
  });
});
