// @vitest-environment jsdom
import '../../../../test/dom-setup.js';
import type { BillingAddress } from '@atelier/core-checkout';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { POSTAL_TABLES } from '../server/postal-codes.js';
import { BillingStep } from './BillingStep.js';
import type { CheckoutActor } from './checkout-context.js';
import { harness, renderIn } from './payment/payment-test-harness.js';

// The billing step over the real country tree the server serves (/postalcodes/MX.json): the
// shopper picks regions by name, the address the step sends holds the region's ISO 3166-2
// code (docs/product/checkout.md §8.2; core-checkout's BillingAddress).
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const country = /\/postalcodes\/([A-Z]{2})\.json$/.exec(url)?.[1] ?? '';
      const table = POSTAL_TABLES[country];
      return Promise.resolve(
        table ? new Response(JSON.stringify(table)) : new Response('', { status: 404 }),
      );
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** A stand-in for the page's checkout actor that keeps what the step submits. */
function recordingCheckout() {
  const sent: BillingAddress[] = [];
  const actor = createActor(
    createMachine({
      types: {} as { events: { type: 'SUBMIT_BILLING'; address: BillingAddress } },
      on: { SUBMIT_BILLING: { actions: ({ event }) => sent.push(event.address) } },
    }),
  ).start();
  return { actor: actor as unknown as CheckoutActor, sent };
}

function renderBilling(lang: 'mx-es' | 'es-es', regionLevel: number | null) {
  const { value } = harness({ lang });
  const checkout = recordingCheckout();
  renderIn(
    {
      ...value,
      site: { ...value.site, addressAutocompleteRegionLevel: regionLevel },
      checkout: checkout.actor,
    },
    <BillingStep />,
  );
  return checkout.sent;
}

const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;

async function fillPerson(postalCode: string) {
  await userEvent.type(field('name'), 'Joyas');
  await userEvent.type(field('surname'), 'del Bajío');
  await userEvent.type(field('address'), 'Avenida Vallarta 100');
  await userEvent.type(field('postalCode'), postalCode);
  await userEvent.type(field('phone'), '3312345678');
}

describe('BillingStep (docs/product/checkout.md §6): the region by name on screen, by ISO 3166-2 code sent', () => {
  it('mx-es: the state picked by name goes as its code, MX-JAL', async () => {
    const sent = renderBilling('mx-es', 2);
    await waitFor(() => expect(field('region').tagName).toBe('SELECT'));
    await fillPerson('44100');
    await userEvent.selectOptions(field('region'), 'Jalisco');
    await userEvent.selectOptions(field('city'), 'Guadalajara');
    // The shopper sees the name; no code is offered as an option's text.
    const region = field('region') as HTMLSelectElement;
    expect(region.selectedOptions[0]?.textContent).toBe('Jalisco');
    expect([...region.options].some((o) => /^MX-/.test(o.textContent ?? ''))).toBe(false);
    await userEvent.click(screen.getByTestId('checkout-continue'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      region: 'MX-JAL',
      city: 'Guadalajara',
      country: 'MX',
      postalCode: '44100',
    });
  });

  it('mx-es: a state chosen by the postal code alone goes as its code too', async () => {
    const sent = renderBilling('mx-es', 2);
    await waitFor(() => expect(field('region').tagName).toBe('SELECT'));
    await fillPerson('06600');
    expect((field('region') as HTMLSelectElement).value).toBe('Ciudad de México');
    await userEvent.selectOptions(field('city'), 'Cuauhtémoc');
    await userEvent.click(screen.getByTestId('checkout-continue'));
    expect(sent[0]?.region).toBe('MX-CMX');
  });

  it('es-es, free text: a typed region the postal code names goes as that region’s code', async () => {
    const sent = renderBilling('es-es', null);
    await fillPerson('28013');
    await userEvent.type(field('city'), 'Madrid');
    await waitFor(() => expect((field('region') as HTMLInputElement).value).not.toBe(''));
    const shown = (field('region') as HTMLInputElement).value;
    await userEvent.click(screen.getByTestId('checkout-continue'));
    expect(shown).not.toMatch(/^ES-/);
    expect(sent[0]?.region).toMatch(/^ES-/);
  });

  it('fills the region from a postal code typed before the country tree arrived', async () => {
    // The tree's answer waits until the postal code is in (a fast typist, a slow network).
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const sent = renderBilling('mx-es', 2);
    await fillPerson('44100');
    expect(field('region').tagName).toBe('INPUT');
    expect(field('region').value).toBe('');
    answer(new Response(JSON.stringify(POSTAL_TABLES['MX'])));
    await waitFor(() => expect(field('region').tagName).toBe('SELECT'));
    expect(field('region').value).toBe('Jalisco');
    await userEvent.selectOptions(field('city'), 'Guadalajara');
    await userEvent.click(screen.getByTestId('checkout-continue'));
    expect(sent[0]).toMatchObject({ region: 'MX-JAL', postalCode: '44100' });
  });

  it('keeps a region the shopper typed before the country tree arrived', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    renderBilling('mx-es', 2);
    // Jalisco typed by hand, then a postal code of Mexico City (06600), all before the tree.
    await userEvent.type(field('region'), 'Jalisco');
    await userEvent.type(field('postalCode'), '06600');
    answer(new Response(JSON.stringify(POSTAL_TABLES['MX'])));
    await waitFor(() => expect(field('region').tagName).toBe('SELECT'));
    expect(field('region').value).toBe('Jalisco');
  });

  it('keeps what the shopper typed when the step is shown again before it is sent (issue 31 point 10)', async () => {
    const { value } = harness({ lang: 'es-es' });
    const shown = () =>
      renderIn(
        {
          ...value,
          cart: { ...value.cart, cartId: 'cart-draft' },
          checkout: recordingCheckout().actor,
        },
        <BillingStep />,
      );
    shown();
    await userEvent.type(field('name'), 'Ana');
    await userEvent.type(field('surname'), 'Ruiz');
    // The page shows its loading view in between: the step is unmounted, then shown again.
    cleanup();
    shown();
    expect(field('name').value).toBe('Ana');
    expect(field('surname').value).toBe('Ruiz');
  });
});
