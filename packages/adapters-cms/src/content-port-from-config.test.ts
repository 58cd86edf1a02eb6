import { describe, expect, it } from 'vitest';
import { resolveCmsConfig } from './cms-config.js';
import { createContentPort } from './content-port-from-config.js';
import { PageFetchCmsError } from './errors.js';
import { memoryContentLogger } from './logger.js';

describe('createContentPort', () => {
  it('answers from the embedded content without a base URL', async () => {
    const port = createContentPort(resolveCmsConfig({}), { logger: memoryContentLogger() });
    expect((await port.site('es-es')).currency).toBe('EUR');
  });

  it('talks to Directus with a base URL (an unreachable one fails as a PageFetchCmsError)', async () => {
    const config = resolveCmsConfig({ CMS_BASE_URL: 'http://127.0.0.1:9', CMS_TIMEOUT_MS: '2000' });
    const port = createContentPort(config, { logger: memoryContentLogger() });
    const error = await port.site('es-es').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PageFetchCmsError);
    expect(error).toMatchObject({ status: 502, collection: 'sites' });
  });
});
