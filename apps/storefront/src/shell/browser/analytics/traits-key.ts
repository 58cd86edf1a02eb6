/** Where a tab keeps the signed-in shopper's hashed analytics traits (sessionStorage). */
export const TRAITS_KEY = 'atelier.analyticsUser';
