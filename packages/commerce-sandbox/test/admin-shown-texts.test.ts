import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.js';

// Issue 32: what the back-end shows a site, in its language, for the storefront's all-language
// test; and a product's made-in property written in that language.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe("the texts the sandbox shows a site's shoppers (admin only)", () => {
  it("answers the site's product names and return texts, and the proper names of its data", async () => {
    const spanish = await sb.call('GET', '/sandbox/texts?site=es-es');
    expect(spanish.status).toBe(200);
    expect(spanish.body.texts).toEqual(expect.arrayContaining(['Embalaje abierto']));
    expect(
      spanish.body.texts.some((t: string) =>
        t.endsWith('Hecho en nuestro taller y acabado a mano.'),
      ),
    ).toBe(true);
    expect(spanish.body.texts.some((t: string) => t.startsWith('Anillo '))).toBe(true);
    expect(spanish.body.properNames).toEqual(expect.arrayContaining(['Sweet Dolls', 'Lucía']));
    const hebrew = await sb.call('GET', '/sandbox/texts?site=il-iw');
    expect(hebrew.body.texts).toEqual(expect.arrayContaining(['אריזה פתוחה']));
  });

  it('refuses an unknown site or none, and is closed unless the admin side is asked for', async () => {
    expect((await sb.call('GET', '/sandbox/texts?site=xx-yy')).status).toBe(404);
    expect((await sb.call('GET', '/sandbox/texts')).status).toBe(400);
    const closed = await startSandbox({ admin: false });
    try {
      expect((await closed.call('GET', '/sandbox/texts?site=es-es')).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

describe("a product's made-in property", () => {
  it("names the workshop's country in the site's language", async () => {
    const madeIn = async (site: string) =>
      (await sb.call('GET', '/products/100100?fields=FULL', { site })).body.properties?.manufacture;
    expect(await madeIn('es-es')).toBe('España');
    expect(await madeIn('jp-ja')).toBe('スペイン');
    expect(await madeIn('gb-en')).toBe('Spain');
  });
});
