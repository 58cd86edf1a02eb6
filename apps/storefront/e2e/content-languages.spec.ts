import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { quietContext } from './helpers.js';
import { seriousViolations } from './axe.js';

// Issue 20: the long texts are written in every site language. A policy page, a FAQ entry and
// a blog post on two right-to-left sites, Japanese, Greek and Czech: the page says it is in
// that language (lang, dir), its body reads in that language, axe finds nothing serious, and a
// screenshot is kept for a person to read.

const SHOTS = '/tmp/shots-i18n';

const SITES = [
  {
    site: 'sa-ar',
    lang: 'ar',
    dir: 'rtl',
    policy: 'لديك 30 يومًا لإرجاع أي منتج.',
    faq: 'يستغرق التوصيل العادي من 2 إلى 4 أيام عمل.',
    blog: 'ثلاثة أطوال، وقصة واحدة.',
  },
  {
    site: 'il-iw',
    lang: 'he',
    dir: 'rtl',
    policy: 'עומדים לרשותך 30 יום להחזרת פריט.',
    faq: 'משלוח רגיל נמשך 2 עד 4 ימי עסקים.',
    blog: 'שלושה אורכים, סיפור אחד.',
  },
  {
    site: 'jp-ja',
    lang: 'ja',
    dir: 'ltr',
    policy: '商品の返品は30日以内に承ります。',
    faq: '通常配送は2〜4営業日でお届けします。',
    blog: '3つの長さで、ひとつのストーリーを。',
  },
  {
    site: 'gr-el',
    lang: 'el',
    dir: 'ltr',
    policy: 'Έχετε 30 ημέρες για να επιστρέψετε ένα προϊόν.',
    faq: 'Η κανονική παράδοση διαρκεί 2 έως 4 εργάσιμες ημέρες.',
    blog: 'Τρία μήκη, μία ιστορία.',
  },
  {
    site: 'cz-cs',
    lang: 'cs',
    dir: 'ltr',
    policy: 'Na vrácení zboží máte 30 dní.',
    faq: 'Standardní doručení trvá 2 až 4 pracovní dny.',
    blog: 'Tři délky, jeden příběh.',
  },
] as const;

test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
test.beforeEach(async ({ context, baseURL }) => quietContext(context, baseURL));

for (const { site, lang, dir, policy, faq, blog } of SITES) {
  const pages = [
    { name: 'policy', path: `/${site}/policies/returns`, text: policy },
    { name: 'faq', path: `/${site}/help/shipping`, text: faq },
    {
      name: 'blog',
      // Latin-script languages address the post by their own slug (issue 32).
      path: `/${site}/blog/${site === 'cz-cs' ? 'jak-kombinovat-nahrdelniky' : 'layering-necklaces'}`,
      text: blog,
    },
  ];
  for (const { name, path, text } of pages) {
    test(`${site} ${name}: the body is written in the site's language`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = page.locator('html');
      expect(await html.getAttribute('lang')).toMatch(new RegExp(`^${lang}\\b`));
      await expect(html).toHaveAttribute('dir', dir);
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/${site}-${name}.png`, fullPage: false });
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
