import {
  CONTENT_LANGUAGES,
  inLanguage,
  type ContentLanguage,
  type Translations,
} from './languages.js';
import { sameAsEnglishLabels } from './same-as-english.js';
import { ACCOUNT_LABELS } from './ui-labels-account.js';
import { BAG_LABELS } from './ui-labels-bag.js';
import { CART_LABELS } from './ui-labels-cart.js';
import { CATALOGUE_LABELS } from './ui-labels-catalogue.js';
import { CHECKOUT_LABELS } from './ui-labels-checkout.js';
import { CONTACT_LABELS } from './ui-labels-contact.js';
import { CONTENT_MODULE_LABELS } from './ui-labels-content.js';
import { CROSS_BORDER_LABELS } from './ui-labels-cross-border.js';
import { ENGRAVING_LABELS } from './ui-labels-engraving.js';
import { PERSONALISATION_LABELS } from './ui-labels-personalisation.js';
import { FILTER_VALUE_LABELS, FILTER_VALUE_SAME_AS_ENGLISH } from './ui-labels-filter-values.js';
import { MY_ACCOUNT_LABELS, MY_ACCOUNT_SAME_AS_ENGLISH } from './ui-labels-my-account.js';
import { PAYMENT_LABELS } from './ui-labels-payment.js';
import { POLICY_LABELS } from './ui-labels-policies.js';
import { STORE_LABELS } from './ui-labels-stores.js';
import { SHARED_LABELS } from './ui-labels-shared.js';
import { SHELL_LABELS } from './ui-labels-shell.js';
import { TRACKING_LABELS } from './ui-labels-tracking.js';
import { WISHLIST_LABELS } from './ui-labels-wishlist.js';
import { WORKSHOP_LABELS } from './ui-labels-workshop.js';

/**
 * UI labels in every site language (columns: en es ca fr de it pt el cs sk pl ru ja ar he).
 * A missing or empty text falls back to English at build time and fails the labels test.
 */
// One row per label keeps a language's column easy to review.
// prettier-ignore
export const UI_LABELS: Record<string, Translations> = {
  ...CATALOGUE_LABELS,
  ...FILTER_VALUE_LABELS,
  ...CHECKOUT_LABELS,
  ...PAYMENT_LABELS,
  ...CONTACT_LABELS,
  ...CONTENT_MODULE_LABELS,
  ...ENGRAVING_LABELS,
  ...PERSONALISATION_LABELS,
  ...POLICY_LABELS,
  ...STORE_LABELS,
  home: ['Home', 'Inicio', 'Inici', 'Accueil', 'Startseite', 'Home', 'Início', 'Αρχική', 'Domů', 'Domov', 'Strona główna', 'Главная', 'ホーム', 'الرئيسية', 'דף הבית'],
  bag: ['Bag', 'Cesta', 'Cistella', 'Panier', 'Warenkorb', 'Carrello', 'Cesto', 'Καλάθι', 'Košík', 'Košík', 'Koszyk', 'Корзина', 'バッグ', 'الحقيبة', 'סל'],
  checkout: ['Checkout', 'Finalizar compra', 'Finalitzar compra', 'Paiement', 'Zur Kasse', 'Cassa', 'Finalizar compra', 'Ολοκλήρωση αγοράς', 'Pokladna', 'Pokladňa', 'Kasa', 'Оформить заказ', 'ご購入手続き', 'الدفع', 'קופה'],
  search: ['Search', 'Buscar', 'Cercar', 'Rechercher', 'Suchen', 'Cerca', 'Pesquisar', 'Αναζήτηση', 'Hledat', 'Hľadať', 'Szukaj', 'Поиск', '検索', 'بحث', 'חיפוש'],
  account: ['My account', 'Mi cuenta', 'El meu compte', 'Mon compte', 'Mein Konto', 'Il mio account', 'A minha conta', 'Ο λογαριασμός μου', 'Můj účet', 'Môj účet', 'Moje konto', 'Мой аккаунт', 'マイアカウント', 'حسابي', 'החשבון שלי'],
  wishlist: ['Wishlist', 'Favoritos', 'Preferits', 'Favoris', 'Wunschliste', 'Preferiti', 'Favoritos', 'Αγαπημένα', 'Oblíbené', 'Obľúbené', 'Ulubione', 'Избранное', 'お気に入り', 'المفضلة', 'מועדפים'],
  stores: ['Stores', 'Tiendas', 'Botigues', 'Boutiques', 'Filialen', 'Negozi', 'Lojas', 'Καταστήματα', 'Prodejny', 'Predajne', 'Sklepy', 'Магазины', '店舗', 'المتاجر', 'חנויות'],
  help: ['Help', 'Ayuda', 'Ajuda', 'Aide', 'Hilfe', 'Aiuto', 'Ajuda', 'Βοήθεια', 'Nápověda', 'Pomoc', 'Pomoc', 'Помощь', 'ヘルプ', 'مساعدة', 'עזרה'],
  newsletterTitle: ['Join our newsletter', 'Suscríbete a la newsletter', 'Subscriu-te a la newsletter', 'Abonnez-vous à la newsletter', 'Newsletter abonnieren', 'Iscriviti alla newsletter', 'Subscreva a newsletter', 'Εγγραφείτε στο newsletter', 'Přihlaste se k odběru novinek', 'Prihláste sa na odber noviniek', 'Zapisz się do newslettera', 'Подпишитесь на рассылку', 'ニュースレターに登録', 'اشترك في النشرة الإخبارية', 'הצטרפו לניוזלטר'],
  newsletterCta: ['Subscribe', 'Suscribirme', "Subscriure'm", "S'abonner", 'Abonnieren', 'Iscriviti', 'Subscrever', 'Εγγραφή', 'Odebírat', 'Odoberať', 'Zapisz się', 'Подписаться', '登録する', 'اشترك', 'הרשמה'],
  addToBag: ['Add to bag', 'Añadir a la cesta', 'Afegir a la cistella', 'Ajouter au panier', 'In den Warenkorb', 'Aggiungi al carrello', 'Adicionar ao cesto', 'Προσθήκη στο καλάθι', 'Přidat do košíku', 'Pridať do košíka', 'Dodaj do koszyka', 'Добавить в корзину', 'バッグに追加', 'أضف إلى الحقيبة', 'הוספה לסל'],
  productSameDayOnly: ['In our shops only: same-day delivery where a shop serves your postal code', 'Solo en nuestras tiendas: entrega en el día si una tienda sirve tu código postal', 'Només a les nostres botigues: lliurament el mateix dia si una botiga serveix el teu codi postal', 'Uniquement en boutique : livraison le jour même si une boutique dessert votre code postal', 'Nur in unseren Geschäften: Lieferung am selben Tag, wenn ein Geschäft Ihre Postleitzahl beliefert', 'Solo nei nostri negozi: consegna in giornata se un negozio serve il tuo CAP', 'Só nas nossas lojas: entrega no próprio dia se uma loja servir o seu código postal', 'Μόνο στα καταστήματά μας: αυθημερόν παράδοση αν ένα κατάστημα εξυπηρετεί τον ταχυδρομικό σας κώδικα', 'Pouze v našich prodejnách: doručení týž den, pokud prodejna obsluhuje vaše PSČ', 'Len v našich predajniach: doručenie v ten istý deň, ak predajňa obsluhuje vaše PSČ', 'Tylko w naszych sklepach: dostawa tego samego dnia, jeśli sklep obsługuje Twój kod pocztowy', 'Только в наших магазинах: доставка в тот же день, если магазин обслуживает ваш индекс', '店舗在庫のみ：郵便番号に対応する店舗があれば当日配送', 'في متاجرنا فقط: توصيل في اليوم نفسه إذا كان أحد المتاجر يخدم رمزك البريدي', 'בחנויות שלנו בלבד: משלוח באותו היום אם חנות משרתת את המיקוד שלך'],
  soldOut: ['Sold out', 'Agotado', 'Esgotat', 'Épuisé', 'Ausverkauft', 'Esaurito', 'Esgotado', 'Εξαντλήθηκε', 'Vyprodáno', 'Vypredané', 'Wyprzedane', 'Распродано', '完売', 'نفدت الكمية', 'אזל מהמלאי'],
  lastOneStock: ['Last one left', 'Última unidad', 'Última unitat', 'Dernière pièce', 'Letztes Stück', 'Ultimo pezzo', 'Última unidade', 'Τελευταίο κομμάτι', 'Poslední kus', 'Posledný kus', 'Ostatnia sztuka', 'Последний экземпляр', '残り1点', 'آخر قطعة', 'פריט אחרון'],
  lastUnitsStock: ['Last units', 'Últimas unidades', 'Últimes unitats', 'Dernières pièces', 'Nur noch wenige', 'Ultimi pezzi', 'Últimas unidades', 'Τελευταία κομμάτια', 'Poslední kusy', 'Posledné kusy', 'Ostatnie sztuki', 'Осталось мало', '残りわずか', 'آخر القطع', 'פריטים אחרונים'],
  priceFrom: ['From', 'Desde', 'Des de', 'À partir de', 'Ab', 'Da', 'Desde', 'Από', 'Od', 'Od', 'Od', 'От', 'から', 'ابتداءً من', 'החל מ'],
  engravedTag: ['Engraved', 'Grabado', 'Gravat', 'Gravé', 'Graviert', 'Inciso', 'Gravado', 'Χαραγμένο', 'S gravírováním', 'S gravírovaním', 'Grawerowane', 'С гравировкой', '刻印済み', 'محفور', 'חרוט'],
  personalizedTag: ['Personalised', 'Personalizado', 'Personalitzat', 'Personnalisé', 'Personalisiert', 'Personalizzato', 'Personalizado', 'Εξατομικευμένο', 'Personalizované', 'Personalizované', 'Spersonalizowane', 'Персонализировано', 'パーソナライズ', 'مخصص', 'מותאם אישית'],
  ableToEngraveTag: ['Can be engraved', 'Grabable', 'Es pot gravar', 'Gravable', 'Gravierbar', 'Incidibile', 'Pode ser gravado', 'Επιδέχεται χάραξη', 'Lze gravírovat', 'Možno gravírovať', 'Można grawerować', 'Можно гравировать', '刻印可能', 'قابل للحفر', 'ניתן לחריטה'],
  customizableTag: ['Customisable', 'Personalizable', 'Personalitzable', 'Personnalisable', 'Anpassbar', 'Personalizzabile', 'Personalizável', 'Προσαρμόσιμο', 'Lze upravit', 'Možno upraviť', 'Do personalizacji', 'Можно персонализировать', 'カスタマイズ可能', 'قابل للتخصيص', 'ניתן להתאמה'],
  notFoundTitle: ['Page not found', 'Página no encontrada', 'Pàgina no trobada', 'Page introuvable', 'Seite nicht gefunden', 'Pagina non trovata', 'Página não encontrada', 'Η σελίδα δεν βρέθηκε', 'Stránka nenalezena', 'Stránka sa nenašla', 'Nie znaleziono strony', 'Страница не найдена', 'ページが見つかりません', 'الصفحة غير موجودة', 'הדף לא נמצא'],
  notFoundDescription: ['The page you are looking for does not exist or has moved.', 'La página que buscas no existe o ha cambiado de dirección.', "La pàgina que cerques no existeix o ha canviat d'adreça.", "La page que vous cherchez n'existe pas ou a été déplacée.", 'Die gesuchte Seite existiert nicht oder wurde verschoben.', 'La pagina che cerchi non esiste o è stata spostata.', 'A página que procura não existe ou mudou de endereço.', 'Η σελίδα που αναζητάτε δεν υπάρχει ή έχει μετακινηθεί.', 'Hledaná stránka neexistuje nebo byla přesunuta.', 'Hľadaná stránka neexistuje alebo bola presunutá.', 'Szukana strona nie istnieje lub została przeniesiona.', 'Страница не существует или была перемещена.', 'お探しのページは存在しないか、移動しました。', 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.', 'הדף שחיפשת אינו קיים או שהועבר.'],
  serverErrorTitle: ['Something went wrong', 'Algo ha salido mal', 'Alguna cosa ha anat malament', 'Une erreur est survenue', 'Etwas ist schiefgelaufen', 'Qualcosa è andato storto', 'Algo correu mal', 'Κάτι πήγε στραβά', 'Něco se pokazilo', 'Niečo sa pokazilo', 'Coś poszło nie tak', 'Что-то пошло не так', 'エラーが発生しました', 'حدث خطأ ما', 'משהו השתבש'],
  serverErrorDescription: ['Please try again in a few minutes.', 'Vuelve a intentarlo en unos minutos.', 'Torna-ho a provar en uns minuts.', 'Veuillez réessayer dans quelques minutes.', 'Bitte versuchen Sie es in einigen Minuten erneut.', 'Riprova tra qualche minuto.', 'Tente novamente dentro de alguns minutos.', 'Δοκιμάστε ξανά σε λίγα λεπτά.', 'Zkuste to prosím za pár minut.', 'Skúste to prosím o pár minút.', 'Spróbuj ponownie za kilka minut.', 'Повторите попытку через несколько минут.', '数分後にもう一度お試しください。', 'يرجى المحاولة مرة أخرى بعد بضع دقائق.', 'נסו שוב בעוד כמה דקות.'],
  backHome: ['Back to home', 'Volver al inicio', "Tornar a l'inici", "Retour à l'accueil", 'Zur Startseite', 'Torna alla home', 'Voltar ao início', 'Επιστροφή στην αρχική', 'Zpět na úvod', 'Späť na úvod', 'Wróć na stronę główną', 'На главную', 'ホームに戻る', 'العودة إلى الرئيسية', 'חזרה לדף הבית'],
  acceptCookies: ['Accept all cookies', 'Aceptar todas las cookies', 'Acceptar totes les galetes', 'Accepter tous les cookies', 'Alle Cookies akzeptieren', 'Accetta tutti i cookie', 'Aceitar todos os cookies', 'Αποδοχή όλων των cookies', 'Přijmout všechny cookies', 'Prijať všetky cookies', 'Akceptuj wszystkie pliki cookie', 'Принять все cookie', 'すべてのCookieを許可', 'قبول جميع ملفات تعريف الارتباط', 'קבלת כל העוגיות'],
  freeShipping: ['Free shipping', 'Envío gratuito', 'Enviament gratuït', 'Livraison gratuite', 'Kostenloser Versand', 'Spedizione gratuita', 'Envio gratuito', 'Δωρεάν αποστολή', 'Doprava zdarma', 'Doprava zadarmo', 'Darmowa dostawa', 'Бесплатная доставка', '送料無料', 'شحن مجاني', 'משלוח חינם'],
  sizeGuide: ['Size guide', 'Guía de tallas', 'Guia de talles', 'Guide des tailles', 'Größentabelle', 'Guida alle taglie', 'Guia de tamanhos', 'Οδηγός μεγεθών', 'Průvodce velikostmi', 'Sprievodca veľkosťami', 'Tabela rozmiarów', 'Таблица размеров', 'サイズガイド', 'دليل المقاسات', 'מדריך מידות'],
  contactUs: ['Contact us', 'Contacta con nosotros', 'Contacta amb nosaltres', 'Nous contacter', 'Kontakt', 'Contattaci', 'Contacte-nos', 'Επικοινωνία', 'Kontaktujte nás', 'Kontaktujte nás', 'Skontaktuj się z nami', 'Связаться с нами', 'お問い合わせ', 'اتصل بنا', 'צרו קשר'],
  shopTheLook: ['Shop the look', 'Compra el look', 'Compra el look', 'Acheter le look', 'Look shoppen', 'Acquista il look', 'Compre o look', 'Αγοράστε το look', 'Nakupte look', 'Nakúpte look', 'Kup stylizację', 'Купить образ', 'ルックを購入', 'تسوق الإطلالة', 'קנו את הלוק'],
  glossary: ['Jewellery glossary', 'Glosario de joyería', 'Glossari de joieria', 'Glossaire de la bijouterie', 'Schmucklexikon', 'Glossario di gioielleria', 'Glossário de joalharia', 'Γλωσσάριο κοσμημάτων', 'Slovník šperků', 'Slovník šperkov', 'Słownik biżuterii', 'Словарь ювелирных терминов', 'ジュエリー用語集', 'مسرد المجوهرات', 'מילון תכשיטים'],
  novelties: ['New in', 'Novedades', 'Novetats', 'Nouveautés', 'Neuheiten', 'Novità', 'Novidades', 'Νέες αφίξεις', 'Novinky', 'Novinky', 'Nowości', 'Новинки', '新作', 'وصل حديثاً', 'חדש'],
  bracelets: ['Bracelets', 'Pulseras', 'Polseres', 'Bracelets', 'Armbänder', 'Bracciali', 'Pulseiras', 'Βραχιόλια', 'Náramky', 'Náramky', 'Bransoletki', 'Браслеты', 'ブレスレット', 'أساور', 'צמידים'],
  earrings: ['Earrings', 'Pendientes', 'Arracades', "Boucles d'oreilles", 'Ohrringe', 'Orecchini', 'Brincos', 'Σκουλαρίκια', 'Náušnice', 'Náušnice', 'Kolczyki', 'Серьги', 'ピアス', 'أقراط', 'עגילים'],
  necklaces: ['Necklaces', 'Collares', 'Collarets', 'Colliers', 'Halsketten', 'Collane', 'Colares', 'Κολιέ', 'Náhrdelníky', 'Náhrdelníky', 'Naszyjniki', 'Колье', 'ネックレス', 'قلادات', 'שרשראות'],
  rings: ['Rings', 'Anillos', 'Anells', 'Bagues', 'Ringe', 'Anelli', 'Anéis', 'Δαχτυλίδια', 'Prsteny', 'Prstene', 'Pierścionki', 'Кольца', 'リング', 'خواتم', 'טבעות'],
  engravings: ['Engravings', 'Grabados', 'Gravats', 'Gravures', 'Gravuren', 'Incisioni', 'Gravações', 'Χαράξεις', 'Gravírování', 'Gravírovanie', 'Grawerowanie', 'Гравировка', '刻印', 'النقش', 'חריטות'],
  sameDayDelivery: ['Same-day delivery', 'Entrega en el día', 'Lliurament el mateix dia', 'Livraison le jour même', 'Lieferung am selben Tag', 'Consegna in giornata', 'Entrega no próprio dia', 'Παράδοση αυθημερόν', 'Doručení tentýž den', 'Doručenie v ten istý deň', 'Dostawa tego samego dnia', 'Доставка в день заказа', '当日配送', 'توصيل في نفس اليوم', 'משלוח באותו יום'],
  policies: ['Policies', 'Políticas', 'Polítiques', 'Politiques', 'Richtlinien', 'Informative', 'Políticas', 'Πολιτικές', 'Zásady', 'Zásady', 'Zasady', 'Правила', 'ポリシー', 'السياسات', 'מדיניות'],
  sortBy: ['Sort by', 'Ordenar por', 'Ordena per', 'Trier par', 'Sortieren nach', 'Ordina per', 'Ordenar por', 'Ταξινόμηση κατά', 'Seřadit podle', 'Zoradiť podľa', 'Sortuj według', 'Сортировать по', '並べ替え', 'ترتيب حسب', 'מיון לפי'],
  selection: ['Our selection', 'Nuestra selección', 'La nostra selecció', 'Notre sélection', 'Unsere Auswahl', 'La nostra selezione', 'A nossa seleção', 'Η επιλογή μας', 'Náš výběr', 'Náš výber', 'Nasz wybór', 'Наш выбор', 'おすすめ順', 'اختيارنا', 'הבחירה שלנו'],
  highestPrice: ['Price: high to low', 'Precio: de mayor a menor', 'Preu: de més a menys', 'Prix décroissant', 'Preis: absteigend', 'Prezzo: dal più alto', 'Preço: do mais alto', 'Τιμή: φθίνουσα', 'Cena: od nejvyšší', 'Cena: od najvyššej', 'Cena: od najwyższej', 'Цена: по убыванию', '価格の高い順', 'السعر: من الأعلى', 'מחיר: מהגבוה לנמוך'],
  lowestPrice: ['Price: low to high', 'Precio: de menor a mayor', 'Preu: de menys a més', 'Prix croissant', 'Preis: aufsteigend', 'Prezzo: dal più basso', 'Preço: do mais baixo', 'Τιμή: αύξουσα', 'Cena: od nejnižší', 'Cena: od najnižšej', 'Cena: od najniższej', 'Цена: по возрастанию', '価格の安い順', 'السعر: من الأقل', 'מחיר: מהנמוך לגבוה'],
  loadMore: ['Load more', 'Cargar más', "Carrega'n més", 'Voir plus', 'Mehr laden', 'Carica altri', 'Carregar mais', 'Φόρτωση περισσότερων', 'Načíst další', 'Načítať ďalšie', 'Załaduj więcej', 'Показать ещё', 'もっと見る', 'عرض المزيد', 'טען עוד'],
  products: ['products', 'productos', 'productes', 'produits', 'Produkte', 'prodotti', 'produtos', 'προϊόντα', 'produktů', 'produktov', 'produktów', 'товаров', '点', 'منتجات', 'מוצרים'],
  material: ['Material', 'Material', 'Material', 'Matière', 'Material', 'Materiale', 'Material', 'Υλικό', 'Materiál', 'Materiál', 'Materiał', 'Материал', '素材', 'الخامة', 'חומר'],
  gem: ['Gemstone', 'Piedra', 'Pedra', 'Pierre', 'Edelstein', 'Pietra', 'Pedra', 'Πέτρα', 'Kámen', 'Kameň', 'Kamień', 'Камень', 'ストーン', 'الحجر', 'אבן'],
  color: ['Colour', 'Color', 'Color', 'Couleur', 'Farbe', 'Colore', 'Cor', 'Χρώμα', 'Barva', 'Farba', 'Kolor', 'Цвет', 'カラー', 'اللون', 'צבע'],
  collection: ['Collection', 'Colección', 'Col·lecció', 'Collection', 'Kollektion', 'Collezione', 'Coleção', 'Συλλογή', 'Kolekce', 'Kolekcia', 'Kolekcja', 'Коллекция', 'コレクション', 'المجموعة', 'קולקציה'],
  genre: ['For', 'Para', 'Per a', 'Pour', 'Für', 'Per', 'Para', 'Για', 'Pro', 'Pre', 'Dla', 'Для', '対象', 'لمن', 'עבור'],
  icon: ['Icon', 'Icono', 'Icona', 'Icône', 'Ikone', 'Icona', 'Ícone', 'Εικονίδιο', 'Ikona', 'Ikona', 'Ikona', 'Иконка', 'アイコン', 'أيقونة', 'אייקון'],
  size: ['Size', 'Talla', 'Talla', 'Taille', 'Größe', 'Taglia', 'Tamanho', 'Μέγεθος', 'Velikost', 'Veľkosť', 'Rozmiar', 'Размер', 'サイズ', 'المقاس', 'מידה'],
  price: ['Price', 'Precio', 'Preu', 'Prix', 'Preis', 'Prezzo', 'Preço', 'Τιμή', 'Cena', 'Cena', 'Cena', 'Цена', '価格', 'السعر', 'מחיר'],
  productType: ['Type', 'Tipo', 'Tipus', 'Type', 'Art', 'Tipo', 'Tipo', 'Τύπος', 'Typ', 'Typ', 'Typ', 'Тип', 'タイプ', 'النوع', 'סוג'],
  chainLength: ['Chain length', 'Largo de cadena', 'Llargada de cadena', 'Longueur de chaîne', 'Kettenlänge', 'Lunghezza catena', 'Comprimento da corrente', 'Μήκος αλυσίδας', 'Délka řetízku', 'Dĺžka retiazky', 'Długość łańcuszka', 'Длина цепочки', 'チェーンの長さ', 'طول السلسلة', 'אורך שרשרת'],
  manufacture: ['Made in', 'Fabricado en', 'Fabricat a', 'Fabriqué en', 'Hergestellt in', 'Prodotto in', 'Fabricado em', 'Κατασκευή', 'Vyrobeno v', 'Vyrobené v', 'Wyprodukowano w', 'Сделано в', '製造国', 'صنع في', 'מיוצר ב'],
  netWeight: ['Net weight', 'Peso neto', 'Pes net', 'Poids net', 'Nettogewicht', 'Peso netto', 'Peso líquido', 'Καθαρό βάρος', 'Čistá hmotnost', 'Čistá hmotnosť', 'Waga netto', 'Вес нетто', '正味重量', 'الوزن الصافي', 'משקל נטו'],
  onlineExclusive: ['Online exclusive', 'Exclusivo online', 'Exclusiu en línia', 'Exclusivité en ligne', 'Online-exklusiv', 'Esclusiva online', 'Exclusivo online', 'Αποκλειστικά online', 'Pouze online', 'Iba online', 'Tylko online', 'Только онлайн', 'オンライン限定', 'حصري عبر الإنترنت', 'בלעדי באונליין'],
  ...BAG_LABELS,
  ...CART_LABELS,
  rejectCookies: ['Reject optional cookies', 'Rechazar cookies opcionales', 'Rebutjar galetes opcionals', 'Refuser les cookies facultatifs', 'Optionale Cookies ablehnen', 'Rifiuta i cookie facoltativi', 'Rejeitar cookies opcionais', 'Απόρριψη προαιρετικών cookies', 'Odmítnout volitelné cookies', 'Odmietnuť voliteľné cookies', 'Odrzuć opcjonalne pliki cookie', 'Отклонить необязательные cookie', '任意のCookieを拒否', 'رفض ملفات تعريف الارتباط الاختيارية', 'דחיית עוגיות אופציונליות'],
  ...SHELL_LABELS,
  ...WISHLIST_LABELS,
  ...ACCOUNT_LABELS,
  ...MY_ACCOUNT_LABELS,
  ...TRACKING_LABELS,
  ...CROSS_BORDER_LABELS,
  ...WORKSHOP_LABELS,
  ...SHARED_LABELS,
};

/**
 * Texts that are legitimately the same as English in a language (`language:key`): the
 * allow-list's label entries (same-as-english.ts), plus the my-account file's own list.
 */
export const SAME_AS_ENGLISH: ReadonlySet<string> = new Set([
  ...sameAsEnglishLabels(),
  ...MY_ACCOUNT_SAME_AS_ENGLISH,
  ...FILTER_VALUE_SAME_AS_ENGLISH,
]);

/** Labels of a language that are empty or still the English text: what a translator must fill. */
export function missingLabels(language: ContentLanguage): string[] {
  const index = CONTENT_LANGUAGES.indexOf(language);
  return Object.entries(UI_LABELS)
    .filter(([key, texts]) => {
      const text = texts[index]?.trim() ?? '';
      if (text === '') return true;
      return language !== 'en' && text === texts[0] && !SAME_AS_ENGLISH.has(`${language}:${key}`);
    })
    .map(([key]) => key);
}

/** A label in a language; an unknown key is a programming error in the content files. */
export function uiLabel(key: string, language: ContentLanguage): string {
  const texts = UI_LABELS[key];
  if (!texts) throw new Error(`Unknown UI label '${key}'`);
  return inLanguage(texts, language);
}

/** Every label of a language, English where a text is missing. */
export function uiLabelsIn(language: ContentLanguage): Record<string, string> {
  return Object.fromEntries(Object.keys(UI_LABELS).map((key) => [key, uiLabel(key, language)]));
}
