import { describe, expect, it } from 'vitest';
import { policyViewSchema } from '../policy-view.js';
import type { Services } from './services.js';
import { policyApi } from './policy-api.js';

const privacy = {
  id: 'privacy',
  slug: 'privacy',
  title: 'Política de privacidad',
  analyticsKey: 'policy_privacy',
  order: 1,
  textBlocks: [{ title: null, html: '<p>Tratamos tus datos.</p>' }],
};

const services = {
  content: {
    policy: async (site: string, slug: string) => {
      if (site === 'es-es' && slug === 'privacy') return privacy;
      throw Object.assign(new Error('No item'), { status: 404 });
    },
  },
} as unknown as Services;

describe('policyApi', () => {
  it("answers a site's policy in the shape the modal checks", async () => {
    const answer = await policyApi(services, '/api/policy/es-es/privacy');
    expect(answer?.status).toBe(200);
    expect(policyViewSchema.parse(JSON.parse(answer?.body ?? ''))).toEqual({
      slug: 'privacy',
      title: 'Política de privacidad',
      blocks: [{ title: null, html: '<p>Tratamos tus datos.</p>' }],
    });
  });

  it('says 404 for an unknown slug or site, so the modal can show its error', async () => {
    expect((await policyApi(services, '/api/policy/es-es/no-such-policy'))?.status).toBe(404);
    expect((await policyApi(services, '/api/policy/xx-yy/privacy'))?.status).toBe(404);
  });

  it('leaves other paths to the other endpoints', async () => {
    expect(await policyApi(services, '/api/listing/es-es/11')).toBeNull();
  });
});
