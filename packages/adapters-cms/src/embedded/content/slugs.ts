import type { ContentLanguage } from './languages.js';

type SlugSet = Partial<Record<ContentLanguage, string>> & { en: string };

/** Translated slugs of slug-addressed items; a language without its own uses the English one. */
export const SLUGS = {
  summerLanding: {
    en: 'summer-edit',
    es: 'edicion-verano',
    ca: 'edicio-estiu',
    fr: 'edition-ete',
    de: 'sommer-edition',
    it: 'edizione-estate',
    pt: 'edicao-verao',
  },
  loyaltyLanding: { en: 'club', es: 'club', fr: 'club' },
  previewLanding: { en: 'autumn-preview', es: 'avance-otono' },
  goldGlossary: {
    en: 'caring-for-gold',
    es: 'cuidado-del-oro',
    ca: 'cura-de-l-or',
    fr: 'entretien-de-l-or',
    de: 'goldpflege',
    it: 'cura-dell-oro',
    pt: 'cuidar-do-ouro',
  },
  gemsGlossary: {
    en: 'gemstones',
    es: 'piedras-preciosas',
    fr: 'pierres-precieuses',
    de: 'edelsteine',
    it: 'pietre-preziose',
    pt: 'pedras-preciosas',
  },
  gold: { en: 'gold', es: 'oro', ca: 'or', fr: 'or', de: 'gold', it: 'oro', pt: 'ouro' },
  yellowGold: {
    en: 'yellow-gold',
    es: 'oro-amarillo',
    ca: 'or-groc',
    fr: 'or-jaune',
    de: 'gelbgold',
    it: 'oro-giallo',
    pt: 'ouro-amarelo',
  },
  silver: {
    en: 'silver',
    es: 'plata',
    ca: 'plata',
    fr: 'argent',
    de: 'silber',
    it: 'argento',
    pt: 'prata',
  },
  sterlingSilver: {
    en: 'sterling-silver',
    es: 'plata-de-ley',
    ca: 'plata-de-llei',
    fr: 'argent-massif',
    de: 'sterlingsilber',
    it: 'argento-sterling',
    pt: 'prata-de-lei',
  },
  eveningLook: { en: 'evening-look', es: 'look-de-noche', fr: 'look-du-soir', it: 'look-sera' },
  weekendLook: { en: 'weekend-look', es: 'look-fin-de-semana' },
} as const satisfies Record<string, SlugSet>;

export function slugIn(slugs: SlugSet, language: ContentLanguage): string {
  return slugs[language] ?? slugs.en;
}
