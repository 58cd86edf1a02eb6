import type { Translations } from './languages.js';

/**
 * Home and landing content modules (sliders, looks, the loyalty landing's anchor menu),
 * columns: en es ca fr de it pt el cs sk pl ru ja ar he. `{index}`, `{count}` and `{n}` are
 * filled in by the storefront.
 */
// One row per label keeps a language's column easy to review.
// prettier-ignore
export const CONTENT_MODULE_LABELS: Record<string, Translations> = {
  previousSlide: ['Previous', 'Anterior', 'Anterior', 'Précédent', 'Zurück', 'Precedente', 'Anterior', 'Προηγούμενο', 'Předchozí', 'Predchádzajúce', 'Poprzedni', 'Назад', '前へ', 'السابق', 'הקודם'],
  nextSlide: ['Next', 'Siguiente', 'Següent', 'Suivant', 'Weiter', 'Successivo', 'Seguinte', 'Επόμενο', 'Další', 'Ďalšie', 'Następny', 'Далее', '次へ', 'التالي', 'הבא'],
  slideOf: ['{index} of {count}', '{index} de {count}', '{index} de {count}', '{index} sur {count}', '{index} von {count}', '{index} di {count}', '{index} de {count}', '{index} από {count}', '{index} z {count}', '{index} z {count}', '{index} z {count}', '{index} из {count}', '{index}/{count}', '{index} من {count}', '{index} מתוך {count}'],
  goToSlide: ['Go to slide {index}', 'Ir a la diapositiva {index}', 'Ves a la diapositiva {index}', 'Aller à la diapositive {index}', 'Zu Folie {index}', 'Vai alla slide {index}', 'Ir para o diapositivo {index}', 'Μετάβαση στη διαφάνεια {index}', 'Přejít na snímek {index}', 'Prejsť na snímku {index}', 'Przejdź do slajdu {index}', 'Перейти к слайду {index}', 'スライド{index}へ移動', 'الانتقال إلى الشريحة {index}', 'מעבר לשקופית {index}'],
  highlights: ['Highlights', 'Destacados', 'Destacats', 'À la une', 'Highlights', 'In evidenza', 'Destaques', 'Προτεινόμενα', 'To nejlepší', 'To najlepšie', 'Wyróżnione', 'Избранное', '注目', 'أبرز المنتجات', 'מומלצים'],
  onThisPage: ['On this page', 'En esta página', 'En aquesta pàgina', 'Sur cette page', 'Auf dieser Seite', 'In questa pagina', 'Nesta página', 'Σε αυτή τη σελίδα', 'Na této stránce', 'Na tejto stránke', 'Na tej stronie', 'На этой странице', 'このページの内容', 'في هذه الصفحة', 'בעמוד זה'],
  lookPieces: ['{n} pieces', '{n} piezas', '{n} peces', '{n} pièces', '{n} Teile', '{n} pezzi', '{n} peças', '{n} κομμάτια', '{n} kusů', '{n} kusov', '{n} szt.', '{n} шт.', '{n}点', '{n} قطع', '{n} פריטים'],
  categoryTabs: ['Categories', 'Categorías', 'Categories', 'Catégories', 'Kategorien', 'Categorie', 'Categorias', 'Κατηγορίες', 'Kategorie', 'Kategórie', 'Kategorie', 'Категории', 'カテゴリー', 'الفئات', 'קטגוריות'],
  blog: ['Blog', 'Blog', 'Blog', 'Blog', 'Blog', 'Blog', 'Blog', 'Ιστολόγιο', 'Blog', 'Blog', 'Blog', 'Блог', 'ブログ', 'المدونة', 'בלוג'],
  // The blog's categories by their slug (the list's title reads 'Blog: <category>').
  'blogCategory.trends': ['Trends', 'Tendencias', 'Tendències', 'Tendances', 'Schmucktrends', 'Tendenze', 'Tendências', 'Τάσεις', 'Trendy', 'Trendy', 'Trendy', 'Тренды', 'トレンド', 'صيحات', 'טרנדים'],
  'blogCategory.guides': ['Guides', 'Guías', 'Guies', 'Guides pratiques', 'Ratgeber', 'Guide', 'Guias', 'Οδηγοί', 'Průvodci', 'Sprievodcovia', 'Poradniki', 'Руководства', 'ガイド', 'أدلة', 'מדריכים'],
  'blogCategory.care': ['Jewellery care', 'Cuidado de las joyas', 'Cura de les joies', 'Entretien des bijoux', 'Schmuckpflege', 'Cura dei gioielli', 'Cuidado das joias', 'Φροντίδα κοσμημάτων', 'Péče o šperky', 'Starostlivosť o šperky', 'Pielęgnacja biżuterii', 'Уход за украшениями', 'ジュエリーのお手入れ', 'العناية بالمجوهرات', 'טיפוח תכשיטים'],
  toussiNotObtained: ['Not obtained yet', 'Aún no conseguido', 'Encara no aconseguit', 'Pas encore obtenu', 'Noch nicht erhalten', 'Non ancora ottenuto', 'Ainda não obtido', 'Δεν έχει αποκτηθεί ακόμη', 'Zatím nezískáno', 'Zatiaľ nezískané', 'Jeszcze nie zdobyto', 'Ещё не получено', '未獲得', 'لم يتم الحصول عليه بعد', 'טרם הושג'],
};
