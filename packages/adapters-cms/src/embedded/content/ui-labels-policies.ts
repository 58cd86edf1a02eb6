import type { Translations } from './languages.js';

/**
 * Policy links in forms and notices, and the policy modal they open (docs/product/content.md §7.1:
 * policies are also shown as a modal). Columns: en es ca fr de it pt el cs sk pl ru ja ar he.
 */
// One row per label keeps a language's column easy to review.
// prettier-ignore
export const POLICY_LABELS: Record<string, Translations> = {
  privacyPolicy: ['Privacy policy', 'Política de privacidad', 'Política de privadesa', 'Politique de confidentialité', 'Datenschutzerklärung', 'Informativa sulla privacy', 'Política de privacidade', 'Πολιτική απορρήτου', 'Zásady ochrany osobních údajů', 'Zásady ochrany osobných údajov', 'Polityka prywatności', 'Политика конфиденциальности', 'プライバシーポリシー', 'سياسة الخصوصية', 'מדיניות הפרטיות'],
  cookiePolicy: ['Cookie policy', 'Política de cookies', 'Política de galetes', 'Politique relative aux cookies', 'Cookie-Richtlinie', 'Informativa sui cookie', 'Política de cookies', 'Πολιτική cookies', 'Zásady používání cookies', 'Zásady používania cookies', 'Polityka plików cookie', 'Политика использования файлов cookie', 'クッキーポリシー', 'سياسة ملفات تعريف الارتباط', 'מדיניות העוגיות'],
  policyUnavailable: ['This policy could not be shown. All our policies are on the policies page.', 'No hemos podido mostrar esta política. Todas nuestras políticas están en la página de políticas.', "No hem pogut mostrar aquesta política. Totes les nostres polítiques són a la pàgina de polítiques.", "Cette politique n'a pas pu être affichée. Toutes nos politiques sont sur la page des politiques.", 'Diese Richtlinie konnte nicht angezeigt werden. Alle unsere Richtlinien finden Sie auf der Richtlinienseite.', 'Non è stato possibile mostrare questa informativa. Tutte le nostre informative sono nella pagina dedicata.', 'Não foi possível mostrar esta política. Todas as nossas políticas estão na página de políticas.', 'Δεν ήταν δυνατή η εμφάνιση αυτής της πολιτικής. Όλες οι πολιτικές μας βρίσκονται στη σελίδα πολιτικών.', 'Tyto zásady nelze zobrazit. Všechny naše zásady najdete na stránce zásad.', 'Tieto zásady nie je možné zobraziť. Všetky naše zásady nájdete na stránke zásad.', 'Nie udało się wyświetlić tej polityki. Wszystkie nasze zasady znajdziesz na stronie zasad.', 'Не удалось показать эти правила. Все наши правила есть на странице правил.', 'このポリシーを表示できませんでした。すべてのポリシーはポリシーページでご覧いただけます。', 'تعذّر عرض هذه السياسة. تجد جميع سياساتنا في صفحة السياسات.', 'לא ניתן להציג מדיניות זו. כל המדיניות שלנו נמצאת בדף המדיניות.'],
};
