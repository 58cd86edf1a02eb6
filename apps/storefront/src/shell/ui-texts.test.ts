import { describe, expect, it } from 'vitest';
import { uiTextsOf } from './ui-texts.js';

describe('uiTextsOf', () => {
  it("gives ui its texts from the site's labels, numbers written in the site's locale", () => {
    const texts = uiTextsOf(
      {
        priceBefore: 'السعر السابق:',
        priceNow: 'السعر الحالي:',
        priceLowestDays: 'أدنى سعر خلال آخر {days} يومًا:',
        dismiss: 'إغلاق التنبيه',
        notifications: 'الإشعارات',
      },
      'ar-SA',
    );
    expect(texts).toEqual({
      locale: 'ar-SA',
      previousPrice: 'السعر السابق:',
      currentPrice: 'السعر الحالي:',
      lowestPrice: 'أدنى سعر خلال آخر ٣٠ يومًا:',
      dismiss: 'إغلاق التنبيه',
      notifications: 'الإشعارات',
    });
  });
});
