// Where each part of the former product documents went: the map the citation rewrite reads
// (tools/docs/rewrite-citations.mjs). Code used to cite three specifications that lived beside
// the repository ("spec 2, 4.7": spec 1 was the shell and catalogue, spec 2 the bag, checkout
// and orders, spec 3 accounts, loyalty and services) and three more documents
// (ARCHITECTURE.md, API-CONTRACT.md, DESIGN.md); the repo now has its own (docs/product/,
// docs/architecture.md, docs/api-contract.md, docs/design.md).
//
// A target is 'file.md §N' (a file of docs/product/) or a path from the root ('docs/...').
// Where one former section now lives in several places, the entry lists topics: a pattern
// and the target it means; the rewrite tries them on the citation's own words, then its line,
// then the lines around it, then the file's path, and takes the first that matches. An entry
// with no matching topic and no default is reported, never guessed.

/** @typedef {string | { topics: [RegExp, Target][], default?: string, last?: string }} Target */

const t = (pattern, target) => [pattern, target];
const topics = (list, fallback) => ({ topics: list, default: fallback });
/** Topics read as far as the file's path before the fallback is taken. */
const topicsThen = (list, last) => ({ topics: list, last });

// ---------------------------------------------------------------------------------------------
// Spec 1: the storefront shell, sites, routes, content and catalogue

const S1_LAYOUTS = [
  t(/offline/i, 'shell.md §2.3'),
  t(
    /error page (content|fields)|error.page.schema|fields of the content system|ErrorPage/i,
    'shell.md §2.2',
  ),
  t(/\b(404|410)\b|not-found content|error page/i, 'shell.md §2.1'),
  t(/checkout (route|frame)|my-account (route|frame)|frames? of the/i, 'shell.md §1'),
  t(/header on mobile|no header|drops the header/i, 'shell.md §1.4'),
  t(/empty layout/i, 'shell.md §1.5'),
  t(/default layout|bag drawer|bag surface/i, 'shell.md §1.1'),
];

const S1_SECTION_2 = topics(
  [
    ...S1_LAYOUTS,
    t(/saved country|country selection|straight to that site/i, 'sites.md §4.2'),
    t(/\{country\}-\{language\}|every site the storefront/i, 'sites.md §1.1'),
    t(/module|landing content|ordered list of page/i, 'content.md §3.1'),
    t(/shop the look/i, 'catalogue.md §6'),
    t(/trailing/i, 'routes.md §3'),
    t(/its own frame/i, 'shell.md §1'),
    t(/route|slug|path|content pages/i, 'routes.md §1'),
    t(/polic/i, 'content.md §7.1'),
  ],
  'routes.md §1',
);

const S1_SECTION_3 = topics([
  t(/override/i, 'sites.md §2.7'),
  t(/site settings|switch/i, 'sites.md §2'),
  t(/engraving/i, 'product.md §2.1'),
  t(/look/i, 'catalogue.md §6.1'),
  t(/price range|filter/i, 'catalogue.md §3.2'),
  t(/categor/i, 'catalogue.md §3.1'),
  t(/size guide/i, 'content.md §7.4'),
  t(/polic/i, 'content.md §7.1'),
  t(/tooltip/i, 'content.md §7.5'),
  t(/cookie categor/i, 'consent.md §1.1'),
  t(/module/i, 'content.md §2.1'),
  t(/product/i, 'catalogue.md §1.1'),
]);

const S1_SECTION_4 = topics([
  t(/slug/i, 'content.md §1.3'),
  t(/visib|schedul/i, 'content.md §2.2'),
  t(/publish|draft/i, 'content.md §1.2'),
  t(/landing/i, 'content.md §3.2'),
  t(/site-type header|corporate|kiosk/i, 'sites.md §3.3'),
  t(/platform|channel header/i, 'sites.md §3.2'),
  t(/newsletter/i, 'shell.md §5.1'),
  t(/top bar|alert box|flags?\b/i, 'shell.md §4.7'),
  t(/page.view/i, 'consent.md §3.1'),
  t(/start-up|site not found|sister/i, 'shell.md §3.1'),
  t(/cross-border/i, 'cross-border.md §2'),
  t(/personalis/i, 'catalogue.md §5'),
  t(/listing|filter|page|order/i, 'catalogue.md §4'),
]);

const S1_SECTION_5 = topics([
  t(/slide|view 1|view 5/i, 'content.md §4.1'),
  t(/discount/i, 'catalogue.md §2.1'),
  t(/price format/i, 'catalogue.md §2.2'),
  t(/look/i, 'catalogue.md §6.3'),
  t(/bundle/i, 'catalogue.md §2.5'),
  t(/999|stock level/i, 'catalogue.md §2.3'),
  t(/sizes? (are )?sort|material/i, 'catalogue.md §2.4'),
  t(/blacklist|hidden/i, 'catalogue.md §1.3'),
  t(/filter|price range|inclusive/i, 'catalogue.md §4.2'),
  t(/size|pars|skip|category code|product/i, 'catalogue.md §1.2'),
]);

const S1_SECTION_7 = topics(
  [
    t(/live.shopping/i, 'shell.md §5.2'),
    t(/newsletter|e-mail and name/i, 'shell.md §5.1'),
    t(/start-up/i, 'shell.md §3.2'),
    t(/graphql/i, 'content.md §1.5'),
    t(/translations? (are )?keyed|site code/i, 'content.md §1.1'),
    t(/image|rendition/i, 'content.md §1.6'),
    t(/product|field set|in stock|customer group|OCC/i, 'catalogue.md §1.4'),
    t(/collection|levels|field list|depth/i, 'content.md §1.4'),
  ],
  'content.md §1.4',
);

const S1_SECTION_8 = topics(
  [
    t(/glossary/i, 'errors.md §1'),
    t(/start-up/i, 'shell.md §2.1'),
    t(/skipped|cannot be parsed/i, 'catalogue.md §1.2'),
    t(/PageFetch|page error class|error class/i, 'errors.md §2'),
    t(/monitoring|Hybris|UnknownIdentifier|CLIENT_ID/i, 'errors.md §3'),
    t(/newsletter/i, 'shell.md §5.1'),
    t(/live.shopping/i, 'shell.md §5.2'),
    t(/skipped|cannot be parsed|product/i, 'catalogue.md §1.2'),
    t(/chunk/i, 'errors.md §7'),
    t(/203/i, 'content.md §1.3'),
  ],
  'errors.md §1',
);

const S1_SECTION_9 = topics(
  [
    t(/margin|40 mobile/i, 'content.md §2.5'),
    t(/auth cookie|7 days/i, 'accounts.md §2.7'),
    t(/SameSite|Apple/i, 'constants.md §1'),
    t(/progress|200 ms|5 s\b/i, 'shell.md §7'),
    t(/page size|9999/i, 'catalogue.md §1.4'),
    t(/50 ms|page.view/i, 'consent.md §3.1'),
    t(/behaviour/i, 'shell.md §7'),
  ],
  'constants.md',
);

const SPEC_1 = {
  number: '1',
  sections: {
    1: topics([t(/title|vertical/i, 'sites.md §1.3')], 'sites.md §1.3'),
    2: S1_SECTION_2,
    3: S1_SECTION_3,
    4: S1_SECTION_4,
    5: S1_SECTION_5,
    6: topics(
      [
        t(/register|my-account/i, 'accounts.md §3.1'),
        t(/customer group|not logged/i, 'sites.md §3.1'),
      ],
      'sites.md §3.1',
    ),
    7: S1_SECTION_7,
    8: S1_SECTION_8,
    9: S1_SECTION_9,
  },
  named: [
    { name: /layouts?\b/, to: topics(S1_LAYOUTS, 'shell.md §1') },
    { name: /routes\b/, to: topics([t(/header/i, 'shell.md §1.4')], 'routes.md §1') },
    {
      name: /screen-level behaviour/,
      to: topics([t(/newsletter/i, 'shell.md §4.1')], 'shell.md §4'),
    },
    {
      name: /landing and home content/,
      to: topics([t(/menu|anchor/i, 'content.md §3.5')], 'content.md §3'),
    },
    {
      name: /error catalogues?/,
      to: topics([t(/live/i, 'shell.md §5.2'), t(/newsletter/i, 'shell.md §5.1')]),
    },
    {
      name: /start-up calls/,
      to: topics([t(/live/i, 'shell.md §5.2'), t(/newsletter/i, 'shell.md §5.1')], 'shell.md §3.2'),
    },
    { name: /start-up\b/, to: topics([t(/studio|sister|host/i, 'shell.md §3.1')], 'shell.md §3') },
    { name: /share links/, to: 'shell.md §6' },
    { name: /category filters|filters|price ranges/, to: 'catalogue.md §3.2' },
  ],
  whole: [
    t(/default layout/i, 'shell.md §1.1'),
    t(/Apple|SameSite|`None`/, 'accounts.md §2.7'),
    t(/page_checkout_translations|collection of its own/, 'content.md §1.4'),
    t(/five levels|levels spec 1 allows/, 'content.md §1.1'),
    t(/empty layout/i, 'shell.md §1.5'),
    t(/trailing-slash|trailing slash/i, 'routes.md §3'),
    t(/live.shopping (subscribe|sign)|signs the address up/i, 'shell.md §5.2'),
    t(/live.shopping/i, 'shell.md §4.4'),
    t(/newsletter/i, 'shell.md §5.1'),
    t(/polic/i, 'content.md §7.1'),
    t(/country selector|country selection/i, 'sites.md §4'),
    t(/price range|filters|price-filter/i, 'catalogue.md §3.2'),
    t(/anchor menu|loyalty landing/i, 'content.md §3.5'),
    t(/header type|transparent/i, 'shell.md §1.6'),
    t(/rendition|96, 515/i, 'content.md §1.6'),
    t(/storeIdFromSlug|first dash|store page/i, 'routes.md §4.6'),
    t(/postal/i, 'routes.md §4.7'),
    t(/category code|cannot be sold/i, 'catalogue.md §1.2'),
    t(/field sets|BASIC/i, 'catalogue.md §1.4'),
    t(/vendors' scripts|leaves them out/i, 'shell.md §4.8'),
    t(/workshop|names no path/i, 'routes.md §1'),
    t(/share|networks/i, 'shell.md §6'),
    t(/pick a site|browse home|done-when/i, 'routes.md §1'),
    t(/the visitor chose/i, 'sites.md §4.1'),
  ],
};

// ---------------------------------------------------------------------------------------------
// Spec 2: the bag, wishlist, shipping, checkout, payments and orders

const S2_BAG_ENTITIES = [
  t(/availability error|cannot be served|why a product/i, 'bag.md §1.5'),
  t(/posted to add|entry payload|add one entry/i, 'bag.md §1.3'),
  t(/product inside|stock and same-day rules read/i, 'bag.md §1.4'),
  t(/gift (card|message)|giftcardinfo/i, 'bag.md §6'),
  t(/restor|save for later/i, 'bag.md §1.6'),
  t(/promotion|goal/i, 'bag.md §1.7'),
  t(/storesByCP/i, 'bag.md §1.1'),
];

const SPEC_2 = {
  number: '2',
  sections: {
    1: topics([t(/gift packaging|switches/i, 'bag.md §6')], 'bag.md §1.1'),
    2: topics(
      [
        t(/empty (bag|one)|sent to the cart|back to the cart|before any data/i, 'checkout.md §2.1'),
        t(/step bar|1 shipping/i, 'checkout.md §1.2'),
        t(/notice/i, 'checkout.md §1.3'),
        t(/return param|isExpress|return from a payment|confirmation.*param/i, 'checkout.md §1.4'),
        t(/cross-border|provider/i, 'cross-border.md §2'),
        t(/loads|what entering/i, 'checkout.md §2.3'),
        t(/\bguests? (goes?|register)|logged users/i, 'checkout.md §2.5'),
        t(/header/i, 'shell.md §1.4'),
        t(/tracking/i, 'orders.md §5'),
        t(/wishlist/i, 'wishlist.md §6'),
        t(/frame/i, 'checkout.md §1.2'),
      ],
      'checkout.md §1.1',
    ),
    3: topics([
      ...S2_BAG_ENTITIES,
      t(/wishlist/i, 'wishlist.md §1.1'),
      t(/shipping method|price table|price range/i, 'shipping.md §1.2'),
      t(/billing/i, 'checkout.md §8.2'),
      t(/payment form|collects besides/i, 'checkout.md §8.3'),
      t(/purchaser/i, 'checkout.md §8.4'),
      t(/confirmation URL/i, 'checkout.md §1.4'),
      t(/purchase|confirmation data|confirmation page/i, 'checkout.md §8.5'),
      t(/shipping address|address|saveForFutureOrders|keeps a new address/i, 'checkout.md §8.1'),
      t(/payment mode/i, 'payments.md §1.1'),
      t(/stored card/i, 'payments.md §1.4'),
      t(/order/i, 'orders.md §1.1'),
      t(/entr(y|ies)|lines/i, 'bag.md §1.2'),
      t(/bag|cart/i, 'bag.md §1.1'),
    ]),
    4: topics([t(/bag/i, 'bag.md')], 'bag.md'),
    4.1: topics(
      [
        t(/wishlist|account's list|guest's list|list is merged/i, 'wishlist.md §3'),
        t(/failed merge|merge fail|refreshes/i, 'bag.md §2.4'),
        t(/merge|latest|highest code|itself|selected-product count/i, 'bag.md §2.3'),
        t(/packaging toggle/i, 'bag.md §2.6'),
        t(/lock|ignored/i, 'bag.md §2.6'),
        t(/cookie|cart id/i, 'bag.md §2.1'),
        t(/remov|clears|reset|\bis over\b|to be over\b|starts a new bag/i, 'bag.md §2.5'),
        t(/storage|restor|start/i, 'bag.md §2.2'),
      ],
      'bag.md §2',
    ),
    4.2: topics(
      [
        t(/adding, increasing and decreasing/i, 'bag.md §3'),
        t(/same (entry|line)|identif|already in the bag|already holds|same line/i, 'bag.md §3.6'),
        t(/undo|put (it )?back|gifts? cannot be|free gifts/i, 'bag.md §3.5'),
        t(/decreas|minus|quantity 1|at 1\b|removes? the (line|entry)|fewer/i, 'bag.md §3.4'),
        t(/increas|stock limit|note/i, 'bag.md §3.3'),
        t(/sdd|same-day/i, 'bag.md §3.2'),
        t(/count|total|toussi|reward/i, 'bag.md §3.7'),
        t(/add|without-stock|fast flow|screen|stock/i, 'bag.md §3.1'),
      ],
      'bag.md §3',
    ),
    4.3: topics(
      [
        t(/availability|quantityToDecrease|blocking/i, 'bag.md §4.3'),
        t(/sdd|same-day/i, 'bag.md §4.4'),
        t(/before checkout|page opens|again before/i, 'bag.md §4.5'),
        t(/call|refresh flag|InsufficientStockError/i, 'bag.md §4.2'),
      ],
      'bag.md §4.1',
    ),
    4.4: 'bag.md §5',
    4.5: topics(
      [
        t(/suggestion|novelties|at most 12/i, 'wishlist.md §5'),
        t(/shar|token|friend|network|404/i, 'wishlist.md §4'),
        t(/local|guest|ids/i, 'wishlist.md §1.2'),
        t(/merge|login/i, 'wishlist.md §3'),
        t(/already|duplicate|undo|removal|copy|one call|ignored|running|failed/i, 'wishlist.md §2'),
      ],
      'wishlist.md',
    ),
    4.6: 'bag.md §7',
    4.7: topics(
      [
        t(/best.?cart|group A|group B|serve the whole bag/i, 'shipping.md §5'),
        t(
          /validation answers|answers no errors|validation call|valid exactly/i,
          'shipping.md §4.2',
        ),
        t(/ship.?from.?store/i, 'shipping.md §8'),
        t(/free-shipping (checkbox|box)|loyalty free-shipping/i, 'shipping.md §7'),
        t(/employee|shouldApplyPromotion/i, 'bag.md §8.2'),
        t(/free.gift/i, 'bag.md §8.1'),
        t(/point-of-sale|point of sale/i, 'shipping.md §4.3'),
        t(/check sequence|shipping checked|then the shipping check/i, 'shipping.md §2'),
        t(
          /free shipping|threshold|remaining|price range|total minus|costs|price/i,
          'shipping.md §6',
        ),
        t(/pickup/i, 'shipping.md §8.3'),
        t(/ship from store|ship-from-store/i, 'shipping.md §8'),
        t(/postal code|sdd|same-day/i, 'shipping.md §4'),
        t(/promotion/i, 'bag.md §8'),
        t(/method/i, 'shipping.md §3'),
      ],
      'shipping.md §2',
    ),
    '4.7 step 3': 'shipping.md §3',
    '4.7 step 4': 'shipping.md §4.1',
    '4.7 steps 2 and 3': 'shipping.md §2',
    '4.7 steps 4 and 5': 'shipping.md §4',
    4.8: topics(
      [
        t(/billing step/i, 'checkout.md §6'),
        t(/suggestion|verif/i, 'checkout.md §5.2'),
        t(/pickup asks|own step|go(es)? back|back from/i, 'checkout.md §3'),
        t(/billing/i, 'checkout.md §6'),
        t(/one-click/i, 'checkout.md §7.2'),
        t(/ship.?from.?store|fallback|first applicable/i, 'checkout.md §10.3'),
        t(/back|previous|placed order/i, 'checkout.md §3'),
        t(/pickup (asks|method)|pickup store|collects in/i, 'checkout.md §3'),
        t(/auto-fill|default address/i, 'checkout.md §4'),
        t(/shipping step|seven actions|calls in their order/i, 'checkout.md §5.1'),
        t(/payment/i, 'checkout.md §7'),
        t(/steps?|own step|pickup/i, 'checkout.md §3'),
        t(/region|place|picker/i, 'checkout.md §8.6'),
      ],
      'checkout.md §5',
    ),
    '4.8 step 2': 'checkout.md §5.2',
    4.9: topics(
      [
        t(/holder|cvc/i, 'payments.md §2.2'),
        t(/brand/i, 'payments.md §2.3'),
        t(/cents/i, 'payments.md §2.4'),
      ],
      'payments.md §2.1',
    ),
    '4.10': topics(
      [
        t(/express register/i, 'checkout.md §11'),
        t(
          /similarity|region and city|wallet (names|address)|matches the contact/i,
          'payments.md §5.2',
        ),
        t(/express|wallet/i, 'payments.md §5.1'),
        t(/apple pay/i, 'payments.md §5.3'),
        t(/amazon/i, 'payments.md §5.4'),
        t(/saved once|purchase is saved/i, 'payments.md §3.4'),
        t(/POST|entered with|leaving for/i, 'payments.md §3.2'),
        t(/by payment mode|recursive|plan|one-off calls|verify by/i, 'payments.md §3.3'),
        t(/IN_PROCESS|again|simultaneous|not decided|repeats/i, 'payments.md §3.1'),
        t(/after a payment error/i, 'payments.md §5.5'),
      ],
      'payments.md §3',
    ),
    4.11: topics(
      [
        t(/track|lookup|find an order|two ways/i, 'orders.md §5'),
        t(/history|one entry per status|duplicates/i, 'orders.md §4'),
        t(/SENT|yellow|Europe/i, 'orders.md §4'),
        t(
          /cash-voucher|OXXO|Multibanco|in-site|paid online|payment flow|how an order is paid/i,
          'orders.md §3.2',
        ),
        t(/timeline/i, 'orders.md §3'),
        t(/hands|returnable/i, 'returns.md §1'),
      ],
      'orders.md §2',
    ),
    5: topics(
      [
        t(/sdd postal/i, 'shipping.md §4.2'),
        t(/postal code|spaces/i, 'checkout.md §9.2'),
        t(/incorrect shipping|left empty|empty that/i, 'checkout.md §9.1'),
        t(/pickup|phone/i, 'checkout.md §9.4'),
        t(/national id|invoice is wanted|document/i, 'checkout.md §9.5'),
        t(/content flag|terms/i, 'checkout.md §9.6'),
        t(/ship.?from.?store|stores? serving/i, 'shipping.md §8.2'),
        t(
          /sdd|same-day|valid exactly|validation (call|answers)|answers no errors/i,
          'shipping.md §4.2',
        ),
        t(/store/i, 'shipping.md §8.2'),
        t(/booking|pointOfServiceCode/i, 'stores.md §4'),
        t(/discount/i, 'catalogue.md §2.1'),
        t(/reason|field|form/i, 'checkout.md §9.7'),
      ],
      'checkout.md §9',
    ),
    6: topics(
      [
        t(/loyalty|user group|per level/i, 'bag.md §8.3'),
        t(/employee/i, 'bag.md §8.2'),
        t(/promotion type|free shipping/i, 'bag.md §8.3'),
        t(/guest/i, 'accounts.md §2.1'),
      ],
      'bag.md §8',
    ),
    7: topics(
      [
        t(/wishlist/i, 'commerce-api.md §8'),
        t(/order/i, 'commerce-api.md §9'),
        t(/payment/i, 'commerce-api.md §10'),
        t(/`current`|anonymous|shopper token/i, 'commerce-api.md §1.2'),
        t(/bag|cart|checkout/i, 'commerce-api.md §6'),
        t(/OCC|commerce/i, 'commerce-api.md'),
      ],
      'commerce-api.md',
    ),
    7.1: 'commerce-api.md §6',
    7.2: topics([t(/guest data/i, 'checkout.md §12')], 'commerce-api.md §7'),
    7.3: 'commerce-api.md §8',
    7.4: 'commerce-api.md §9',
    7.5: topics(
      [t(/also used|helper|stable fake/i, 'commerce-api.md §10.3')],
      'commerce-api.md §10.1',
    ),
    7.6: 'commerce-api.md §10.2',
    7.7: topics([t(/content|label/i, 'content.md §1.4')], 'payments.md §1.2'),
    8: topics(
      [
        t(/wishlist/i, 'wishlist.md §2'),
        t(/envelope|error list|one item|one entry|errors?\b/i, 'errors.md §4'),
      ],
      'errors.md §4',
    ),
    8.1: topics(
      [
        t(
          /modal text|action name|reason half|error modal shows|generic error modal/i,
          'bag.md §9.4',
        ),
        t(/voucher/i, 'bag.md §7'),
        t(
          /fallback|stale|order for the cart|become an order|already be an order|data codes/i,
          'bag.md §9.5',
        ),
        t(/kind|classif/i, 'bag.md §9.2'),
      ],
      'bag.md §9.3',
    ),
    8.2: topics(
      [
        t(/ship.?from.?store|"accept"|accept\b/i, 'checkout.md §10.3'),
        t(/CheckoutModals|modal's title/i, 'checkout.md §10'),
        t(/saving shipping|saving an address|wrong address message|save/i, 'checkout.md §10.2'),
        t(/next checkout step|generic error modal with|action label/i, 'checkout.md §10.4'),
        t(/logged only|payment modes/i, 'payments.md §1.3'),
        t(/also raised|raise themselves/i, 'payments.md §6.5'),
        t(/names? the (wallet|payment method|method)|express/i, 'payments.md §5.1'),
        t(/store booking/i, 'stores.md §4'),
        t(/data load|page load/i, 'checkout.md §10.5'),
        t(/message|label|generic/i, 'payments.md §6.6'),
        t(/classif|names? (their|the) kind/i, 'payments.md §6.1'),
      ],
      'payments.md §6.2',
    ),
    8.3: topics([t(/no-stock|no stock|Adyen/i, 'payments.md §6.4')], 'payments.md §6.3'),
    8.4: topics(
      [
        t(/wishlist|already in|second add|same product/i, 'wishlist.md §2'),
        t(/invalid|CART_FILL|default address/i, 'checkout.md §10.1'),
        t(/address/i, 'checkout.md §10.2'),
      ],
      'bag.md §9.6',
    ),
    9: topics(
      [
        t(/brand|per-site list|eu-en/i, 'payments.md §2.3'),
        t(/at most 12/i, 'wishlist.md §5'),
        t(/cents/i, 'payments.md §2.4'),
        t(/blik|154|external method/i, 'payments.md §7'),
        t(/verification|verif|pace|10\b|2 s\b|2 seconds|retry/i, 'payments.md §3.1'),
        t(/similarity|0\.8|wallet/i, 'payments.md §5.2'),
        t(/toussi/i, 'loyalty.md §5.3'),
        t(/order|20 per page|per page/i, 'orders.md §6'),
        t(/wishlist|suggestion/i, 'wishlist.md §5'),
        t(/cookie|4166/i, 'constants.md §1'),
        t(/same-day methods|method codes|shipping method|pickup/i, 'shipping.md §1.1'),
        t(/CASH_ON_DELIVERY|C\.C\./i, 'payments.md §7'),
        t(/payment/i, 'payments.md §7'),
      ],
      'constants.md',
    ),
  },
  named: [
    { name: /the bag\b/, to: 'bag.md' },
    { name: /routes\b/, to: topics([t(/header/i, 'shell.md §1.4')], 'checkout.md §1.1') },
    { name: /payment\b/, to: 'payments.md' },
  ],
  whole: [
    t(/express.regist/i, 'checkout.md §11'),
    t(/headers/i, 'commerce-api.md §1.3'),
    t(/express|wallet/i, 'payments.md §5.1'),
    t(/postalcodes|region, city and district/i, 'checkout.md §8.6'),
    t(/promotion type codes/i, 'bag.md §1.7'),
    t(/one cart per site/i, 'bag.md §2.1'),
    t(/networks|shar/i, 'wishlist.md §4'),
    t(/shipping step|address is given/i, 'checkout.md §5'),
    t(/payment|card|3DS/i, 'payments.md'),
    t(/checkout/i, 'checkout.md'),
    t(/wishlist/i, 'wishlist.md'),
    t(/decreas|removes the entry/i, 'bag.md §3.4'),
    t(/bag|cart/i, 'bag.md'),
  ],
};
// ---------------------------------------------------------------------------------------------
// Spec 3: accounts, loyalty, my-account, returns, stores, workshop, cross-border, consent

const S3_ENTITIES = [
  t(
    /loyalty level content|level content|says about one level|levels as the content/i,
    'loyalty.md §3.2',
  ),
  t(/loyalty status|member's loyalty status/i, 'loyalty.md §2'),
  t(/levels/i, 'loyalty.md §3'),
  t(/toussi/i, 'loyalty.md §5.1'),
  t(/campaign/i, 'loyalty.md §4'),
  t(/points or gems|balance/i, 'loyalty.md §1.3'),
  t(/jewellery box|virtual/i, 'loyalty.md §6'),
  t(/uid|pipe|e-mail the external return portal|portal knows/i, 'returns.md §4'),
  t(/condition|reason|return portal/i, 'returns.md §2'),
  t(/returns? section|returnable|file a return/i, 'returns.md'),
  t(/in-store ticket|store purchase|ticket/i, 'orders.md §1.2'),
  t(/online order|\border\b|orders/i, 'orders.md §1.1'),
  t(/\bshops?\b|store finder|booking/i, 'stores.md §1'),
  t(/price table|workshop/i, 'workshop.md §1'),
  t(/cross-border|provider's view/i, 'cross-border.md §3.1'),
  t(/country selection|country the visitor chose/i, 'sites.md §4.1'),
  t(/consent/i, 'accounts.md §1.5'),
  t(/interest|preference|special moment|material, product type/i, 'accounts.md §1.4'),
  t(/stored card|cards/i, 'accounts.md §1.3'),
  t(/address/i, 'accounts.md §1.2'),
  t(/region, city|tree/i, 'checkout.md §8.6'),
  t(/user|personal data|registered customer|customer/i, 'accounts.md §1.1'),
];

const S3_STATES = [
  t(/express regist|register with the captcha/i, 'checkout.md §11'),
  t(/free-shipping (checkbox|box)|loyalty free-shipping|loyalty promotion/i, 'shipping.md §7'),
  t(/wallet|similarity|normalis|region and city codes/i, 'payments.md §5.2'),
  t(/failed fill|failure while filling|fill.*fail/i, 'checkout.md §10.1'),
  t(/auto-fill|filled in|nothing set yet|address to fill/i, 'checkout.md §4'),
  t(/guests register|register step|skip what they have|payment url/i, 'checkout.md §2.5'),
  t(/shipping step|address verification/i, 'checkout.md §5'),
  t(/checkout/i, 'checkout.md §4'),
  t(/currenc|polling|polled/i, 'cross-border.md §5'),
  t(/delivery cost/i, 'cross-border.md §6'),
  t(/cross-border|provider/i, 'cross-border.md §3.2'),
  t(/pixel/i, 'consent.md §2'),
  t(/consent|chat|analytics/i, 'consent.md §2'),
  t(/store booking|booking/i, 'stores.md §4'),
  t(/workshop/i, 'workshop.md §6'),
  t(/levels?\b/i, 'loyalty.md §3.1'),
  t(
    /logout|log out|logging out|sign-out|signs? out|emptied before leaving|clears/i,
    'accounts.md §2.6',
  ),
  t(/merge|latest/i, 'accounts.md §2.4'),
  t(/stored token|start-up|dropped/i, 'accounts.md §2.3'),
  t(/suffix|studio line/i, 'accounts.md §2.2'),
  t(/orders|paging/i, 'orders.md §6'),
  t(/log(ged)? ?in|sign(ed|ing)? ?in|login/i, 'accounts.md §2.2'),
];

const S3_ERRORS = [
  t(/captcha/i, 'accounts.md §3.4'),
  t(/duplicate|registration|register|create-account/i, 'accounts.md §3.6'),
  t(/invalid_grant|login|wrong account|sign/i, 'accounts.md §9'),
  t(/address/i, 'checkout.md §10.2'),
  t(/password|link is no longer valid|restore/i, 'accounts.md §6'),
  t(/booking|pointOfServiceCode/i, 'stores.md §4'),
  t(/status read|loyalty read/i, 'loyalty.md §9'),
  t(/jewellery box|\bthe box\b/i, 'loyalty.md §6'),
  t(/loyalty/i, 'loyalty.md §9'),
  t(/retries|currenc/i, 'cross-border.md §5'),
  t(/cross-border|delivery cost|helper/i, 'cross-border.md §6'),
  t(/conditions|reasons|return/i, 'returns.md §5'),
  t(/monitoring/i, 'errors.md §3'),
  t(/newsletter|unsubscribed/i, 'checkout.md §11'),
  t(/error envelope|envelope/i, 'errors.md §4'),
];

const S3_CALLS = [
  t(/contact|web-to-case|case system|levels L1/i, 'commerce-api.md §13'),
  t(/OrderID|ShippingEmail|return portal/i, 'returns.md §4'),
  t(/erp|invoice|certificate/i, 'commerce-api.md §9'),
  t(/return/i, 'commerce-api.md §9'),
  t(/crm|securedcrm|serviceName|newsletter|subscrib|purchase reason/i, 'commerce-api.md §4'),
  t(/queue-style global/i, 'cross-border.md §7'),
  t(/cross-border|globale|country-info|delivery cost/i, 'commerce-api.md §12'),
  t(/in-store tickets?|why it was bought/i, 'commerce-api.md §4'),
  t(/consent|stored cards|refer|coming soon|password|recovery|regist/i, 'commerce-api.md §3'),
  t(/store|booking|delivery countries/i, 'commerce-api.md §11'),
  t(/header|redirect|APP or WEB|device type/i, 'commerce-api.md §1.3'),
  t(/client_credentials|auth endpoint|token|authentication/i, 'commerce-api.md §2'),
  t(/order/i, 'commerce-api.md §9'),
  t(/\buser\b/i, 'commerce-api.md §3'),
  t(/`current`|anonymous/i, 'commerce-api.md §1.2'),
];

const S3_CONSTANTS = [
  t(/toussi|first four|four toussis/i, 'loyalty.md §5.3'),
  t(/jewellery box|virtual jewellery/i, 'loyalty.md §6'),
  t(/300/i, 'loyalty.md §3.3'),
  t(/three|tiers|levels/i, 'loyalty.md §1.2'),
  t(/orders|tickets|20 per page|20 a page/i, 'orders.md §6'),
  t(/adult|6574/i, 'accounts.md §8'),
  t(/client token|5 seconds|once every 5/i, 'accounts.md §2.5'),
  t(/consent and tracking|analytics/i, 'consent.md §3'),
  t(/cross-border/i, 'cross-border.md §4'),
  t(/cookie/i, 'constants.md §1'),
  t(/hash|SHA-256|birth year|registration date|hashed traits|traits/i, 'consent.md §3.3'),
  t(/rule (broken )?plus (the )?field|form errors?/i, 'consent.md §3.4'),
  t(/store id|brand plus|upper-case country/i, 'consent.md §3.5'),
  t(/tracking events|events/i, 'consent.md §3.2'),
  t(/fallback|defaults?|country-info|built-in/i, 'cross-border.md §4'),
  t(/card brand/i, 'payments.md §2.3'),
  t(/workshop|es-es, es-ca/i, 'workshop.md §5'),
  t(/personalis|collection/i, 'catalogue.md §5'),
  t(/blog/i, 'content.md §6'),
  t(/browser language/i, 'sites.md §1.4'),
  t(/shar|network/i, 'shell.md §6'),
];

const SPEC_3 = {
  number: '3',
  sections: {
    1: topics([t(/points|gems|club/i, 'loyalty.md §1.1')], 'accounts.md'),
    2: topics(
      [
        t(/tracking/i, 'orders.md §5'),
        t(/register-mytous|sent away from/i, 'accounts.md §3.1'),
        t(
          /mytous is shown|visibility rule|sections the shopper sees|which sections|sections \(/i,
          'accounts.md §4.2',
        ),
        t(/side menu|select on mobile/i, 'accounts.md §4.3'),
        t(/skipped|start-up|leaves the bag|latest bag|stored bag alone/i, 'shell.md §3.3'),
        t(
          /nothing to register|signed in, the registration|registration page leads|signed-in shopper goes/i,
          'accounts.md §3.1',
        ),
        t(/password|pw\/|recovery/i, 'accounts.md §6'),
        t(/guest|login|expired session|needs a login/i, 'accounts.md §4.1'),
        t(/youraccount|orders|section|my-account|account/i, 'accounts.md §4.1'),
        t(/regist|signing-in/i, 'accounts.md §3.1'),
      ],
      'accounts.md §4.1',
    ),
    3: topics(S3_ENTITIES),
    4: topics([...S3_STATES, t(/session|account|sign/i, 'accounts.md §2')]),
    5: topics(
      [
        t(/postal/i, 'checkout.md §9.2'),
        t(/emoji/i, 'accounts.md §5.3'),
        t(/store id|padded/i, 'stores.md §3'),
        t(/product ids|lists load/i, 'loyalty.md §6'),
        t(/password/i, 'accounts.md §6'),
        t(/site settings|site's (own )?fields|fields a site|switches/i, 'accounts.md §3.3'),
        t(/adult/i, 'accounts.md §8'),
        t(/card/i, 'payments.md §2.2'),
      ],
      'accounts.md §3.2',
    ),
    6: topics(
      [
        t(/return|filed with/i, 'returns.md §3'),
        t(/membership|member|loyalty/i, 'loyalty.md §7'),
        t(/employee/i, 'bag.md §8.2'),
      ],
      'accounts.md §2',
    ),
    7: topics(S3_CALLS, 'commerce-api.md'),
    8: topics(S3_ERRORS, 'errors.md'),
    9: topics(S3_CONSTANTS, 'constants.md'),
  },
  named: [
    { name: /contact form/, to: 'content.md §7.3' },
    { name: /[Cc]ross-border session/, to: 'cross-border.md §3' },
    { name: /cross-border/, to: 'cross-border.md' },
    { name: /user(?=:)/, to: 'accounts.md §1.1' },
    { name: /"Store booking"/, to: 'stores.md §4' },
    { name: /errors\b/, to: topics(S3_ERRORS, 'errors.md') },
  ],
  whole: [
    t(/express.regist/i, 'checkout.md §11'),
    t(/headers/i, 'commerce-api.md §1.3'),
    t(/region, city/i, 'checkout.md §8.6'),
    t(/contact/i, 'content.md §7.3'),
    t(/wishlist|logout clears/i, 'wishlist.md'),
    t(/workshop|price table|active table/i, 'workshop.md'),
    t(/toussi|gems|loyalty|club|campaign|jewellery box|advantages|mytous|levels/i, 'loyalty.md'),
    t(/return/i, 'returns.md'),
    t(/bookInStore|book a product|booking/i, 'stores.md §4'),
    t(/countryBounds|store finder|stores/i, 'stores.md'),
    t(/cross-border|helper script|provider|delivery cost/i, 'cross-border.md'),
    t(/orders/i, 'orders.md'),
    t(/comingsoon|back-in-stock|\{email, product\}/i, 'product.md §4'),
    t(/Brand-named|my\{Brand\}/i, 'commerce-api.md §1.4'),
    t(/newsletter|e-mail and/i, 'shell.md §5.1'),
    t(/express/i, 'checkout.md §11'),
    t(/personal data|addresses|stored cards|account/i, 'accounts.md'),
    t(/postal/i, 'routes.md §4.7'),
    t(/country selection|country the visitor/i, 'sites.md §4.1'),
  ],
};

// ---------------------------------------------------------------------------------------------
// The other documents that lived beside the repository

const DOCUMENTS = [
  {
    pattern: /\bARCHITECTURE\.md(?:, names from the specs)?/g,
    entry: topics(
      [
        t(/names from the specs|brand/i, 'docs/architecture.md §8'),
        t(/purity|no React, DOM/i, 'docs/architecture.md §3.2'),
        t(/dependency table|which package may import|ui import core/i, 'docs/architecture.md §3.1'),
      ],
      'docs/architecture.md',
    ),
  },
  {
    pattern: /\bAPI-CONTRACT(?:\.md)?(?:'s sandbox section)?/g,
    entry: topicsThen(
      [
        t(/sandbox|seeded/i, 'docs/api-contract.md §8'),
        t(/autofill|checkout-continue|test id/i, 'docs/api-contract.md §7'),
        t(/core-catalogue/i, 'docs/api-contract.md §2'),
        t(/core-bag/i, 'docs/api-contract.md §3'),
        t(/core-checkout/i, 'docs/api-contract.md §4'),
        t(/core-orders/i, 'docs/api-contract.md §5'),
        t(/core-loyalty/i, 'docs/api-contract.md §6'),
      ],
      'docs/api-contract.md',
    ),
  },
  {
    pattern: /\bDESIGN\.md(?: budget)?/g,
    entry: topics(
      [
        t(/budget|first-load|first paint|120 kB/i, 'docs/design.md §3'),
        t(/neutral ground|legible/i, 'docs/design.md §1'),
        t(/Intl|dates only/i, 'docs/design.md §4'),
      ],
      'docs/design.md',
    ),
  },
  {
    // tool versions and what was measured on these machines; only its streaming figure is cited
    pattern: /\bSTACK\.md\b/g,
    entry: topics([
      t(/stream|throughput/i, 'docs/adr/0005-storefront-rendering-and-html-cache.md'),
    ]),
  },
];

/** Whole phrases replaced as they are, before the grammar reads the rest. */
const PHRASES = [
  ["'spec 1 (layouts): ", "'docs/product/shell.md §2.3: "],
  [
    "spec 2's rules (holder name required, only the site's brands: 4.9 and 9)",
    "rules of docs/product/payments.md §2.2, §2.3 (holder name required, only the site's brands)",
  ],
  [
    "site's genericPaymentError (8.2: ",
    "site's genericPaymentError (docs/product/payments.md §6.6: ",
  ],
  ['nothing else (section 8): null.', 'nothing else (docs/product/cross-border.md §6): null.'],
  [
    'the built-in fallbacks of section 9)',
    'the built-in fallbacks of docs/product/cross-border.md §4)',
  ],
  ['the 8.2 modals', 'the modals of docs/product/checkout.md §10'],
  ['and entries (4.2)', 'and entries (docs/product/bag.md §3)'],
  [
    'best-cart same-day selection (4.7)',
    'best-cart same-day selection (docs/product/shipping.md §5)',
  ],
  [
    "Spec 2, 4.9 (and section 9's brands for es-es)",
    'docs/product/payments.md §2 (and the brands of §2.3 for es-es)',
  ],
  [
    '(spec 2, 4.9 and Amazon Pay in 4.10)',
    '(docs/product/payments.md §2.1 and Amazon Pay in §5.4)',
  ],
  ['Spec 2, 4.10 and 9 (with 8.2)', 'docs/product/payments.md §3, §3.1 (with §6.2)'],
  [
    'spec 2 (4.10 express\n// checkout and express register, 8.2 the express error modal) and spec 3 (section 4, express\n// registration; the newsletter failure)',
    'docs/product/payments.md §5 (express checkout and its error modal) and\n// docs/product/checkout.md §11 (express registration; the newsletter failure)',
  ],
  ["(spec 2, 4.11 and spec 3's orders)", '(docs/product/orders.md §2 and docs/product/returns.md)'],
  [
    'fixed by the specs and API-CONTRACT',
    'fixed by docs/product/catalogue.md §5 and docs/api-contract.md §8',
  ],
  ['/** Spec: HTTP timeout is', '/** docs/product/constants.md §2: the HTTP timeout is'],
];

/**
 * Citations the grammar and the topics cannot place, by file and line: { spec, path, text, to }.
 * Keep this short; a topic that reads the words is better than a line pinned here.
 */
const OVERRIDES = [
  {
    spec: '2',
    path: /cart-signed-in\.spec\.ts$/,
    text: /signed-in shopper \(spec 2, 4\.7;/,
    to: ['shipping.md §7', 'bag.md §8.2'],
  },
  {
    spec: '3',
    path: /cart-signed-in\.spec\.ts$/,
    text: /spec 3, sections 4 and 9\): the$/,
    to: ['shipping.md §7', 'loyalty.md §5.3'],
  },
  {
    spec: '3',
    path: /my-account-loyalty\.spec\.ts$/,
    text: /sections 2-4, 7 and 9/,
    to: ['accounts.md §4.2', 'loyalty.md', 'commerce-api.md §4'],
  },
  {
    spec: '3',
    path: /my-account\.spec\.ts$/,
    text: /sections 2, 3 and 8/,
    to: ['accounts.md §4', 'accounts.md §1', 'accounts.md §9'],
  },
  {
    spec: '2',
    path: /core-bag\/README\.md$/,
    text: /sections 3, 4\.1 to 4\.7, 8\.1 and 9/,
    to: ['bag.md', 'wishlist.md', 'shipping.md'],
  },
  {
    spec: '1',
    path: /core-catalogue\/README\.md$/,
    text: /shop-the-look \(spec 1\)/,
    to: ['sites.md', 'routes.md', 'content.md §2', 'catalogue.md'],
  },
  {
    spec: '2',
    path: /core-checkout\/README\.md$/,
    text: /sections 2, 4\.8 to 4\.10/,
    to: ['checkout.md', 'payments.md'],
  },
  {
    spec: '2',
    path: /checkout\.machine\.ts$/,
    text: /Saving shipping data failing/,
    to: ['checkout.md §10.2', 'checkout.md §10.3'],
  },
  {
    spec: '1',
    path: /0006-commerce-proxy/,
    text: /as spec 1 section 9 says/,
    to: ['accounts.md §2.7'],
  },
  {
    spec: '2',
    path: /0011-thin-machines/,
    text: /written from spec 2, apart/,
    to: ['bag.md', 'wishlist.md'],
  },
  {
    spec: '3',
    path: /0013-storefront-session/,
    text: /\(spec 3, sections$/,
    to: [
      'accounts.md §2',
      'accounts.md §3',
      'accounts.md §4.1',
      'accounts.md §6',
      'accounts.md §9',
    ],
  },
  {
    spec: '3',
    path: /0013-storefront-session/,
    text: /spec 3, section 8 mentions/,
    to: ['accounts.md §9'],
  },
  {
    spec: '3',
    path: /occ\/cross-border\.ts$/,
    text: /Spec 3, section 7, cross-border/,
    to: ['commerce-api.md §12'],
  },
  // the cross-border page's script host: the word "cross-border" is on the line before
  {
    spec: '2',
    path: /cross-border-csp/,
    text: /host \(spec 2, section 2\)/,
    to: ['cross-border.md §2'],
  },
];

/** @typedef {{ specs: Record<string, any>, documents: typeof DOCUMENTS, phrases: typeof PHRASES, overrides: typeof OVERRIDES }} CitationMap */

/** @type {CitationMap} */
export const CITATION_MAP = {
  specs: { 1: SPEC_1, 2: SPEC_2, 3: SPEC_3 },
  documents: DOCUMENTS,
  phrases: PHRASES,
  overrides: OVERRIDES,
};
