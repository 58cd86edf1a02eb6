// The design system's tokens and component styles (its CSS Modules compile into one
// sheet). Each catalogue and content page imports this module so the styles ship with
// the page even while the layout does not import them; Vite includes the sheet once.
import '@atelier/ui/styles.css';
