// Public surface of @atelier/ui. Styles: import '@atelier/ui/styles.css' (tokens, base,
// every component) and '@atelier/ui/fonts.css' (self-hosted fonts) once in the app.
import './styles.css';

// Foundations
export { formatMoney, discountPercent, type MoneyFormatOptions } from './format/money.js';
export type { ImageSource, LinkItem } from './types.js';
export {
  jewelleryIllustrationSvg,
  jewelleryIllustrationDataUri,
  JEWELLERY_KINDS,
  JEWELLERY_METALS,
  GEM_COLOURS,
  type JewelleryIllustrationOptions,
  type JewelleryKind,
  type JewelleryMetal,
  type GemName,
} from './illustrations/jewellery-illustration.js';
export { BrandIcon, type BrandName } from './icons/BrandIcon.js';
export {
  IconSprite,
  SpriteUse,
  spritePath,
  useIconSprite,
  type SpriteIconName,
} from './icons/IconSprite.js';

// Primitives and feedback
export { Button, type ButtonProps, type ButtonVariant } from './Button/Button.js';
export { TextField, type TextFieldProps } from './TextField/TextField.js';
export {
  SelectField,
  type SelectFieldOption,
  type SelectFieldProps,
} from './SelectField/SelectField.js';
export { Skeleton, ProductCardSkeleton, type SkeletonProps } from './Skeleton/Skeleton.js';
export { Toast, ToastRegion, type ToastProps, type ToastTone } from './Toast/Toast.js';
export { ProgressBar, type ProgressBarProps } from './ProgressBar/ProgressBar.js';
export { Modal, type ModalProps } from './Modal/Modal.js';
export { Drawer, type DrawerProps } from './Drawer/Drawer.js';
export { ErrorModal, type ErrorModalProps } from './ErrorModal/ErrorModal.js';
export { Accordion, type AccordionItem, type AccordionProps } from './Accordion/Accordion.js';
export { Tabs, type TabItem, type TabsProps } from './Tabs/Tabs.js';
export {
  Carousel,
  type CarouselLabels,
  type CarouselProps,
  type CarouselSlide,
} from './Carousel/Carousel.js';

// Shell and pages
export {
  Header,
  DEFAULT_HEADER_LABELS,
  type HeaderLabels,
  type HeaderProps,
  type HeaderTransparency,
  type MegaMenuColumn,
  type NavItem,
} from './Header/Header.js';
export { Footer, type FooterProps, type SocialNetwork } from './Footer/Footer.js';
export {
  Breadcrumbs,
  type BreadcrumbItem,
  type BreadcrumbsProps,
} from './Breadcrumbs/Breadcrumbs.js';
export {
  ErrorPage,
  errorPageKind,
  type ErrorPageContent,
  type ErrorPageKind,
  type ErrorPageProps,
} from './ErrorPage/ErrorPage.js';
export { OfflinePage, type OfflinePageProps } from './OfflinePage/OfflinePage.js';
export {
  CookieNotice,
  type CookieCategory,
  type CookieNoticeLabels,
  type CookieNoticeProps,
} from './CookieNotice/CookieNotice.js';
export {
  NewsletterPopup,
  type NewsletterLabels,
  type NewsletterPopupProps,
  type NewsletterStatus,
} from './NewsletterPopup/NewsletterPopup.js';
export {
  DownloadAppModal,
  type DownloadAppModalProps,
} from './DownloadAppModal/DownloadAppModal.js';
export {
  CountrySelector,
  type CountrySelectorLabels,
  type CountrySelectorProps,
  type SiteChoice,
} from './CountrySelector/CountrySelector.js';
export { ShareButtons, type ShareButtonsProps } from './ShareButtons/ShareButtons.js';
export { shareHref, type ShareNetwork } from './ShareButtons/share-links.js';

// Catalogue
export { Price, type PriceProps } from './Price/Price.js';
export {
  ENGLISH_UI_TEXTS,
  UiTextsProvider,
  useNumbers,
  useUiTexts,
  type UiTexts,
} from './UiTextsProvider/UiTextsProvider.js';
export {
  ProductCard,
  DEFAULT_TAG_LABELS,
  type ProductCardProps,
  type ProductTag,
} from './ProductCard/ProductCard.js';
export {
  ProductGrid,
  type GridCell,
  type GridCellSpan,
  type ProductGridProps,
} from './ProductGrid/ProductGrid.js';
export { EditorialTile, type EditorialTileProps } from './EditorialTile/EditorialTile.js';
export {
  ProductGallery,
  type GalleryImage,
  type ProductGalleryLabels,
  type ProductGalleryProps,
} from './ProductGallery/ProductGallery.js';
export {
  SizeSelector,
  type SizeOption,
  type SizeSelectorProps,
} from './SizeSelector/SizeSelector.js';
export {
  Filters,
  type FilterGroupView,
  type FilterOption,
  type FiltersProps,
} from './Filters/Filters.js';
export { SortSelect, type SortOption, type SortSelectProps } from './SortSelect/SortSelect.js';
export { Pagination, type PaginationProps } from './Pagination/Pagination.js';
export { pageWindow } from './Pagination/page-window.js';
export { LoadMore, type LoadMoreProps } from './LoadMore/LoadMore.js';
export {
  EngravingEditor,
  ENGRAVING_MAX_CHARACTERS,
  ENGRAVING_MAX_SIZE,
  ENGRAVING_MIN_SIZE,
  type EngravingColour,
  type EngravingEditorProps,
  type EngravingFont,
  type EngravingOrientationChoice,
  type EngravingValue,
} from './EngravingEditor/EngravingEditor.js';

// Content modules (docs/product/content.md §3.1)
export { HeroSlider, type HeroSlide, type HeroSliderProps } from './HeroSlider/HeroSlider.js';
export { GridSlider, type GridSliderItem, type GridSliderProps } from './GridSlider/GridSlider.js';
export { NoveltiesSlider, type NoveltiesSliderProps } from './NoveltiesSlider/NoveltiesSlider.js';
export { DiscountBanner, type DiscountBannerProps } from './DiscountBanner/DiscountBanner.js';
export { SmallBanner, type SmallBannerProps } from './SmallBanner/SmallBanner.js';
export {
  HighlightedBanner,
  type HighlightedBannerProps,
} from './HighlightedBanner/HighlightedBanner.js';
export { HeadingBanner, type HeadingBannerProps } from './HeadingBanner/HeadingBanner.js';
export { TextSection, type TextSectionProps } from './TextSection/TextSection.js';
export { Section, type SectionProps } from './Section/Section.js';
export { Look, type LookProduct, type LookProps } from './Look/Look.js';
export { CustomLooks, type CustomLooksProps, type LookSummary } from './CustomLooks/CustomLooks.js';
export {
  Toussis,
  type ToussiView,
  type ToussiViewState,
  type ToussisProps,
} from './Toussis/Toussis.js';
export { MenuBanner, type MenuBannerItem, type MenuBannerProps } from './MenuBanner/MenuBanner.js';
export { FourProducts, type FourProductsProps } from './FourProducts/FourProducts.js';
export {
  ImageAndProductsGrid,
  type ImageAndProductsGridProps,
} from './ImageAndProductsGrid/ImageAndProductsGrid.js';
export {
  MultipleMultimedia,
  type MediaItem,
  type MultipleMultimediaProps,
} from './MultipleMultimedia/MultipleMultimedia.js';

// Bag
export { BagLine, type BagLineLabels, type BagLineProps } from './BagLine/BagLine.js';
export { BagDrawer, type BagDrawerLabels, type BagDrawerProps } from './BagDrawer/BagDrawer.js';
export { BagToast, type BagToastProps } from './BagToast/BagToast.js';
export {
  VoucherField,
  type AppliedVoucher,
  type VoucherFieldProps,
} from './VoucherField/VoucherField.js';
export {
  FreeShippingProgress,
  type FreeShippingProgressProps,
} from './FreeShippingProgress/FreeShippingProgress.js';

// Checkout and orders
export {
  CheckoutStepBar,
  type CheckoutStep,
  type CheckoutStepBarProps,
} from './CheckoutStepBar/CheckoutStepBar.js';
export {
  ShippingMethodPicker,
  type SddStatus,
  type ShippingMethodOption,
  type ShippingMethodPickerProps,
} from './ShippingMethodPicker/ShippingMethodPicker.js';
export {
  AddressForm,
  addressValuesOf,
  type AddressField,
  type AddressFormField,
  type AddressFormProps,
  type AddressPicker,
  type AddressValues,
  type PickedField,
} from './AddressForm/AddressForm.js';
export { PaymentLogo, type PaymentLogoProps } from './PaymentLogo/PaymentLogo.js';
export { WalletButton, type WalletButtonProps } from './WalletButton/WalletButton.js';
export {
  WALLET_BUTTON_METHODS,
  isWalletButtonMethod,
  type WalletButtonMethod,
} from './WalletButton/wallet-marks.js';
export { PAYMENT_MARKS, type PaymentMarkCode } from './PaymentLogo/payment-logos.js';
export {
  PaymentMethodList,
  type PaymentMethodListProps,
  type PaymentMethodOption,
} from './PaymentMethodList/PaymentMethodList.js';
export {
  NEW_CARD,
  StoredCardPicker,
  type StoredCardOption,
  type StoredCardPickerProps,
} from './StoredCardPicker/StoredCardPicker.js';
export {
  CardForm,
  type CardField,
  type CardFormProps,
  type CardValues,
} from './CardForm/CardForm.js';
export { detectCardBrand, formatCardNumber, type CardBrand } from './CardForm/card-brand.js';
export {
  ThreeDSChallenge,
  type ThreeDSChallengeProps,
} from './ThreeDSChallenge/ThreeDSChallenge.js';
export {
  PaymentVoucher,
  DEFAULT_VOUCHER_LABELS,
  type PaymentVoucherProps,
} from './PaymentVoucher/PaymentVoucher.js';
export {
  OrderSummary,
  type OrderSummaryItem,
  type OrderSummaryProps,
} from './OrderSummary/OrderSummary.js';
export {
  OrderTimeline,
  type OrderTimelineProps,
  type TimelineState,
  type TimelineStep,
} from './OrderTimeline/OrderTimeline.js';
export { OrderCard, type OrderCardProps } from './OrderCard/OrderCard.js';
export {
  OrderStatusBadge,
  ORDER_STATUS_COLORS,
  type OrderStatusBadgeProps,
} from './OrderStatusBadge/OrderStatusBadge.js';
export { TrackingForm, type TrackingFormProps } from './TrackingForm/TrackingForm.js';

// Loyalty
export {
  LoyaltyLevels,
  type LoyaltyLevelView,
  type LoyaltyLevelsProps,
} from './LoyaltyLevels/LoyaltyLevels.js';
export { WishlistGrid, type WishlistGridProps } from './WishlistGrid/WishlistGrid.js';
export { WishlistToggle, type WishlistToggleProps } from './WishlistToggle/WishlistToggle.js';

// Stores
export { StoreCard, type StoreCardProps, type StoreView } from './StoreCard/StoreCard.js';
export { StoreFinder, type StoreFinderProps } from './StoreFinder/StoreFinder.js';
export { StoreMap, type StoreMapPoint, type StoreMapProps } from './StoreMap/StoreMap.js';

// Services
export { SizeGuide, type SizeGuideProps, type SizeTable } from './SizeGuide/SizeGuide.js';
export { SizeTables, SizeTableView } from './SizeGuide/SizeTables.js';
export {
  WorkshopPriceTable,
  DEFAULT_MARKER_LABELS,
  type WorkshopCategory,
  type WorkshopCellView,
  type WorkshopMarkerView,
  type WorkshopPriceTableProps,
  type WorkshopRow,
} from './WorkshopPriceTable/WorkshopPriceTable.js';
