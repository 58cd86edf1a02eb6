import type { Translations } from './languages.js';

/** The store finder's cards. Columns: en es ca fr de it pt el cs sk pl ru ja ar he. */
// prettier-ignore
export const STORE_LABELS: Record<string, Translations> = {
  call: ['Call', 'Llamar', 'Truca', 'Appeler', 'Anrufen', 'Chiama', 'Ligar', 'Κλήση', 'Zavolat', 'Zavolať', 'Zadzwoń', 'Позвонить', '電話する', 'اتصال', 'התקשרות'],
};
