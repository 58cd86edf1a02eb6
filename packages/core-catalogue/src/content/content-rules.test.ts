import { describe, expect, it } from 'vitest';
import { gridSliderCount, limitTitleTexts } from './content-limits.js';
import { LandingNotFoundError, selectLanding } from './landing-selection.js';
import { loyaltyAnchorMenu } from './loyalty-anchor-menu.js';
import { isMenuItemShown, visibleMenuItems } from './menu-items.js';
import { defaultTopMargin, moduleMargins } from './module-margins.js';
import { pageModuleSchema } from './page-module.schema.js';
import { hasTranslationForSlug, isContentShown, publishedOnly } from './published-content.js';
import { filterSlides, keepSlide } from './slides.js';
import { translateSlug } from './slug-translation.js';

const now = new Date('2026-06-15T12:00:00Z');

describe('page module schema', () => {
  it('accepts the common fields and keeps module-specific ones', () => {
    const parsed = pageModuleSchema.parse({
      type: 'HeroSlider',
      order: 2,
      device: 'both',
      platform: 'app',
      scheduling: { 'es-es': { startEnabledDate: '2026-01-01T00:00:00Z' } },
      margins: { mobile: { top: 10 } },
      slides: [1],
    });
    expect(parsed.type).toBe('HeroSlider');
    expect(parsed['slides']).toEqual([1]);
  });

  it('rejects unknown devices and sites', () => {
    expect(pageModuleSchema.safeParse({ type: 'X', device: 'tablet' }).success).toBe(false);
    expect(pageModuleSchema.safeParse({ type: 'X', scheduling: { 'xx-yy': {} } }).success).toBe(
      false,
    );
  });
});

describe('margins', () => {
  it('defaults the top margin to 40 mobile and 60 desktop, 0 for opening banners', () => {
    expect(defaultTopMargin('TextSection', 'mobile')).toBe(40);
    expect(defaultTopMargin('TextSection', 'desktop')).toBe(60);
    for (const type of ['HeadingBanner', 'HeroSlider', 'ProductGrid']) {
      expect(defaultTopMargin(type, 'mobile')).toBe(0);
      expect(defaultTopMargin(type, 'desktop')).toBe(0);
    }
  });

  it('prefers the margins set on the module', () => {
    expect(
      moduleMargins({ type: 'Look', margins: { desktop: { top: 5, bottom: 7 } } }, 'desktop'),
    ).toEqual({
      top: 5,
      bottom: 7,
    });
    expect(moduleMargins({ type: 'Look', margins: { desktop: { top: 5 } } }, 'mobile')).toEqual({
      top: 40,
      bottom: 0,
    });
  });
});

describe('menu items', () => {
  it('hides items scheduled out, flagged, or lacking text or link', () => {
    const items = [
      { text: 'Rings', link: '/rings' },
      {
        text: 'Old',
        link: '/old',
        scheduling: { 'es-es': { endEnabledDate: '2026-01-01T00:00:00Z' } },
      },
      { text: 'Hidden', link: '/h', hideInMenu: true },
      { text: '', link: '/x' },
      { text: 'No link', link: null },
    ];
    expect(visibleMenuItems(items, 'es-es', now).map((i) => i.text)).toEqual(['Rings']);
    expect(isMenuItemShown(items[1]!, 'fr-fr', now)).toBe(true);
  });
});

describe('published content', () => {
  it('shows only published items unless drafts are on', () => {
    const items = [{ status: 'published' }, { status: 'draft' }, {}];
    expect(publishedOnly(items, false)).toEqual([{ status: 'published' }]);
    expect(publishedOnly(items, true)).toHaveLength(3);
    expect(isContentShown({ status: 'archived' }, false)).toBe(false);
  });

  it('needs a translation holding the requested slug', () => {
    expect(hasTranslationForSlug([{ slug: 'anillos' }, { slug: 'rings' }], 'rings')).toBe(true);
    expect(hasTranslationForSlug([{ slug: 'anillos' }], 'rings')).toBe(false);
    expect(hasTranslationForSlug(null, 'rings')).toBe(false);
  });
});

describe('landing selection', () => {
  const landings = [
    { id: 1, userType: 'not logged' },
    { id: 2, userType: 'logged' },
  ];

  it('picks the landing of the user type, else the first', () => {
    expect(selectLanding(landings, 'logged', { slug: 's', route: 'landing' }).id).toBe(2);
    expect(
      selectLanding([{ id: 3, userType: null }, ...landings.slice(0, 1)], 'logged', {
        slug: 's',
        route: 'r',
      }).id,
    ).toBe(3);
  });

  it("throws a 404 'No landing found' with slug, route and user type", () => {
    let error: unknown;
    try {
      selectLanding([], 'not logged', { slug: 'summer', route: 'landing' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(LandingNotFoundError);
    const notFound = error as LandingNotFoundError;
    expect(notFound.status).toBe(404);
    expect(notFound.message).toMatch(/^No landing found/);
    expect(notFound.message).toContain('summer');
    expect(notFound.message).toContain('landing');
    expect(notFound.message).toContain('not logged');
  });
});

describe('loyalty anchor menu', () => {
  it('lists Section, Toussis and text-section titles with unique anchors', () => {
    expect(
      loyaltyAnchorMenu([
        { type: 'Section', title: 'Levels' },
        { type: 'HeroSlider', title: 'Skip me' },
        { type: 'Toussis', title: 'Rewards' },
        { type: 'TextSection', title: 'Levels' },
        { type: 'Section', title: '' },
      ]),
    ).toEqual([
      { anchor: 'levels', title: 'Levels' },
      { anchor: 'rewards', title: 'Rewards' },
      { anchor: 'levels-2', title: 'Levels' },
    ]);
  });
});

describe('slides', () => {
  it('keeps view 1 with images, view 5 with any media, others with products', () => {
    expect(keepSlide({ view: 1, images: ['a'] })).toBe(true);
    expect(keepSlide({ view: 1, images: [] })).toBe(false);
    expect(keepSlide({ view: 5, mobileVideo: 'v' })).toBe(true);
    expect(keepSlide({ view: 5 })).toBe(false);
    expect(keepSlide({ view: 2, products: [1] })).toBe(true);
    expect(keepSlide({ view: 3, category: { products: [1] } })).toBe(true);
    expect(keepSlide({ view: 4, products: [], category: { products: [] } })).toBe(false);
  });

  it('removes the component when no slide remains', () => {
    expect(filterSlides({ id: 'x', slides: [{ view: 1 }, { view: 2 }] })).toBeNull();
    expect(filterSlides({ id: 'x', slides: [{ view: 1 }, { view: 2, products: [1] }] })).toEqual({
      id: 'x',
      slides: [{ view: 2, products: [1] }],
    });
  });
});

describe('content limits', () => {
  it('counts GridSlider items per view and device', () => {
    expect([1, 2, 3, 4].map((v) => gridSliderCount(v as 1 | 2 | 3 | 4, 'desktop'))).toEqual([
      3, 6, 1, 4,
    ]);
    expect([1, 2, 3, 4].map((v) => gridSliderCount(v as 1 | 2 | 3 | 4, 'mobile'))).toEqual([
      1, 4, 1, 4,
    ]);
  });

  it('keeps at most 3 texts under a title', () => {
    expect(limitTitleTexts(['a', 'b', 'c', 'd'])).toEqual(['a', 'b', 'c']);
    expect(limitTitleTexts(['a'])).toEqual(['a']);
  });
});

describe('slug translation', () => {
  const translations = [
    { languagesCode: 'es-es', slug: 'anillos' },
    { languagesCode: 'fr-fr', slug: 'bagues' },
    { languagesCode: 'de-de', slug: null },
  ];

  it('finds the slug of the other language through the current one', () => {
    expect(translateSlug(translations, 'anillos', 'fr-fr')).toBe('bagues');
    expect(translateSlug(translations, 'bagues', 'es-es')).toBe('anillos');
  });

  it('answers null for unknown slugs or missing translations', () => {
    expect(translateSlug(translations, 'rings', 'fr-fr')).toBeNull();
    expect(translateSlug(translations, 'anillos', 'de-de')).toBeNull();
    expect(translateSlug(translations, 'anillos', 'it-it')).toBeNull();
  });
});
