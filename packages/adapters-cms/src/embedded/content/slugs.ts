import type { ContentLanguage } from './languages.js';

type SlugSet = Partial<Record<ContentLanguage, string>> & { en: string };

/** Translated slugs of slug-addressed items; a language without its own uses the English one. */
export const SLUGS = {
  // Blog posts: the shop's own words in each Latin-script language (issue 32: English slugs
  // on every site); other scripts keep the English slug, as category links keep the short form.
  layeringPost: {
    en: 'layering-necklaces',
    es: 'como-combinar-collares',
    ca: 'com-combinar-collarets',
    fr: 'superposer-ses-colliers',
    de: 'ketten-kombinieren',
    it: 'come-sovrapporre-le-collane',
    pt: 'como-combinar-colares',
    cs: 'jak-kombinovat-nahrdelniky',
    sk: 'ako-kombinovat-nahrdelniky',
    pl: 'jak-laczyc-naszyjniki',
  },
  ringSizePost: {
    en: 'ring-sizes',
    es: 'talla-de-anillo',
    ca: 'talla-d-anell',
    fr: 'taille-de-bague',
    de: 'ringgroesse',
    it: 'misura-anello',
    pt: 'tamanho-de-anel',
    cs: 'velikost-prstenu',
    sk: 'velkost-prstena',
    pl: 'rozmiar-pierscionka',
  },
  pearlPost: {
    en: 'pearl-care',
    es: 'cuidado-de-las-perlas',
    ca: 'cura-de-les-perles',
    fr: 'entretien-des-perles',
    de: 'perlenpflege',
    it: 'cura-delle-perle',
    pt: 'cuidado-das-perolas',
    cs: 'pece-o-perly',
    sk: 'starostlivost-o-perly',
    pl: 'pielegnacja-perel',
  },
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
