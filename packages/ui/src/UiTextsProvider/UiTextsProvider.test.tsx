import { render, screen } from '@testing-library/react';
import { Button, Dialog, DialogTrigger, Popover, useLocale } from 'react-aria-components';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ENGLISH_UI_TEXTS, UiTextsProvider } from './UiTextsProvider.js';

function ShowLocale() {
  const { locale, direction } = useLocale();
  return <p>{`${locale} ${direction}`}</p>;
}

describe('UiTextsProvider', () => {
  it("gives react-aria the site's locale and its reading direction (issue 32)", () => {
    render(
      <UiTextsProvider texts={{ ...ENGLISH_UI_TEXTS, locale: 'ar-SA' }}>
        <ShowLocale />
      </UiTextsProvider>,
    );
    expect(screen.getByText('ar-SA rtl')).toBeTruthy();
  });

  it('keeps each locale its own direction when several are asked in turn (patched react-aria keeps the answers, ADR 0067)', () => {
    const locales = ['ar-SA', 'es-ES', 'he-IL', 'ar-SA', 'fr-FR', 'he-IL', 'en-GB'];
    render(
      <>
        {locales.map((locale, index) => (
          <UiTextsProvider key={index} texts={{ ...ENGLISH_UI_TEXTS, locale }}>
            <ShowLocale />
          </UiTextsProvider>
        ))}
      </>,
    );
    expect(screen.getAllByText(/ (rtl|ltr)$/).map((p) => p.textContent)).toEqual([
      'ar-SA rtl',
      'es-ES ltr',
      'he-IL rtl',
      'ar-SA rtl',
      'fr-FR ltr',
      'he-IL rtl',
      'en-GB ltr',
    ]);
  });

  it("lets react-aria announce its own buttons in the site's language", async () => {
    render(
      <UiTextsProvider texts={{ ...ENGLISH_UI_TEXTS, locale: 'es-ES' }}>
        <DialogTrigger>
          <Button>Abrir</Button>
          <Popover>
            <Dialog aria-label="Guía">Contenido</Dialog>
          </Popover>
        </DialogTrigger>
      </UiTextsProvider>,
    );
    await userEvent.click(screen.getByText('Abrir'));
    expect(screen.getAllByLabelText('Descartar').length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('Dismiss')).toBeNull();
  });
});
