// @vitest-environment jsdom
import '../../../../test/jsdom-polyfills.js';
import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedOrderView } from '../tracking-order-view.js';
import { TrackingOrderPage } from './TrackingOrderPage.js';
import type { trackOrder } from '../browser/track-order.js';

// The lookup endpoint has its own tests over the sandbox (../server/tracking-order-api.test.ts);
// here the page is under test: what it checks, what it sends and what the shopper sees.
const labels = {
  trackingTitle: 'Track your order',
  trackingIntro: 'Find your order.',
  trackingSearchBy: 'Find it with',
  trackingByEmail: 'Order number and e-mail',
  trackingByPostalCode: 'Order number, surname and postal code',
  trackingOrderCode: 'Order number',
  email: 'E-mail',
  accountLastName: 'Surname',
  trackingPostalCode: 'Postal code',
  trackingSubmit: 'Track order',
  requiredField: 'Fill in this field',
  invalidEmail: 'Enter a valid e-mail address',
  trackingNotFound: 'We could not find an order with these details.',
  trackingUnavailable: 'We cannot look up orders right now.',
  trackingOrder: 'Order {code}',
  trackingPlacedOn: 'Placed on {date}',
  trackingLocate: 'Locate my order',
  trackingItems: 'Your pieces',
  trackingAnother: 'Track another order',
  trackingTimeline: 'Order progress',
  trackingStepDone: 'completed',
  trackingStepCurrent: 'current step',
  trackingStepPending: 'pending',
  orderStatusBought: 'Order placed',
  orderStatusInPreparation: 'Being prepared',
  orderStatusInDistribution: 'On its way',
  orderStatusDelivered: 'Delivered',
};

const FOUND: TrackedOrderView = {
  code: '90000002',
  placedAt: '2026-11-01T10:00:00Z',
  badge: { labelKey: 'orderStatusInPreparation', color: 'blue' },
  steps: [
    {
      status: 'BOUGHT',
      state: 'done',
      labelKey: 'orderStatusBought',
      date: '2026-11-01T10:00:00Z',
    },
    {
      status: 'IN_PREPARATION',
      state: 'current',
      labelKey: 'orderStatusInPreparation',
      date: '2026-11-02T10:00:00Z',
    },
    {
      status: 'IN_DISTRIBUTION_CARRIER',
      state: 'pending',
      labelKey: 'orderStatusInDistribution',
      date: null,
    },
    { status: 'DELIVERED', state: 'pending', labelKey: 'orderStatusDelivered', date: null },
  ],
  locateUrl: 'https://aftership.example/90000002',
  items: [{ name: 'Anillo Luna', quantity: 2, image: null }],
};

function renderPage(lookup: typeof trackOrder, locale = 'es-ES') {
  render(<TrackingOrderPage site="es-es" locale={locale} labels={labels} lookup={lookup} />);
}

const field = (name: string) => screen.getByRole('textbox', { name });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Track order' }));

beforeEach(() => {
  document.cookie = 'atelier_consent=all; path=/';
});
afterEach(cleanup);

describe('TrackingOrderPage (docs/product/orders.md §5)', () => {
  it('titles the page and says which field is missing or wrong, sending nothing', async () => {
    const lookup = vi.fn<typeof trackOrder>();
    renderPage(lookup);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Track your order');
    await submit();
    expect(field('Order number').getAttribute('aria-invalid')).toBe('true');
    // The first field to fix takes the focus.
    expect(document.activeElement).toBe(field('Order number'));
    expect(screen.getAllByText('Fill in this field')).toHaveLength(2);
    await userEvent.type(field('Order number'), '90000002');
    await userEvent.type(field('E-mail'), 'ana@example');
    await submit();
    expect(screen.getByText('Enter a valid e-mail address')).toBeTruthy();
    expect(field('E-mail').getAttribute('aria-describedby')).toBeTruthy();
    expect(lookup).not.toHaveBeenCalled();
  });

  it('finds an order by code and e-mail and shows its timeline, date and locate link', async () => {
    const lookup = vi.fn<typeof trackOrder>().mockResolvedValue({ kind: 'found', order: FOUND });
    renderPage(lookup);
    await userEvent.type(screen.getByTestId('tracking-code'), ' 90000002 ');
    await userEvent.type(field('E-mail'), 'ana@example.com');
    await submit();
    expect(lookup).toHaveBeenCalledWith('es-es', {
      orderCode: '90000002',
      email: 'ana@example.com',
    });
    const result = await screen.findByTestId('tracked-order');
    expect(within(result).getByTestId('order-code').textContent).toBe('90000002');
    const steps = within(result).getAllByTestId('timeline-step');
    expect(steps.map((step) => [step.dataset['status'], step.dataset['state']])).toEqual([
      ['BOUGHT', 'done'],
      ['IN_PREPARATION', 'current'],
      ['IN_DISTRIBUTION_CARRIER', 'pending'],
      ['DELIVERED', 'pending'],
    ]);
    expect(steps[1]?.textContent).toContain('Being prepared');
    expect(within(result).getByTestId('order-status').textContent).toBe('Being prepared');
    // Dates in the site's locale.
    expect(result.textContent).toContain('1 de noviembre de 2026');
    expect(within(result).getByTestId('locate-order').getAttribute('href')).toBe(
      'https://aftership.example/90000002',
    );
    expect(document.activeElement?.id).toBe('tracked-order-title');
    await userEvent.click(screen.getByRole('button', { name: 'Track another order' }));
    expect(screen.getByTestId('tracking-form')).toBeTruthy();
  });

  it('finds an order by id, surname and postal code', async () => {
    const lookup = vi.fn<typeof trackOrder>().mockResolvedValue({ kind: 'found', order: FOUND });
    renderPage(lookup);
    await userEvent.click(
      screen.getByRole('radio', { name: 'Order number, surname and postal code' }),
    );
    await submit();
    expect(screen.getAllByText('Fill in this field')).toHaveLength(3);
    await userEvent.type(screen.getByTestId('tracking-id'), '90000002');
    await userEvent.type(field('Surname'), 'Martín');
    await userEvent.type(field('Postal code'), '28001{Enter}');
    expect(lookup).toHaveBeenCalledWith('es-es', {
      orderId: '90000002',
      lastName: 'Martín',
      postalCode: '28001',
    });
    expect(await screen.findByTestId('tracked-order')).toBeTruthy();
  });

  it('says not found in role="alert" and keeps what was typed', async () => {
    const lookup = vi.fn<typeof trackOrder>().mockResolvedValue({ kind: 'notFound' });
    renderPage(lookup);
    await userEvent.type(screen.getByTestId('tracking-code'), '90000001');
    await userEvent.type(field('E-mail'), 'someone@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not find an order with these details.',
    );
    expect((screen.getByTestId('tracking-code') as HTMLInputElement).value).toBe('90000001');
    expect(screen.queryByTestId('tracked-order')).toBeNull();
    // The error event (analytics consent given) names the failure, never what was typed.
    await vi.waitFor(() =>
      expect((window as unknown as { dataLayer?: unknown[] }).dataLayer).toContainEqual({
        event: 'order_tracking_error',
        error_type: 'notFound',
        site: 'es-es',
      }),
    );
    expect(
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer),
    ).not.toContain('someone@example.com');
  });

  it('says the lookup is unavailable when the back-end is down', async () => {
    const lookup = vi.fn<typeof trackOrder>().mockResolvedValue({ kind: 'unavailable' });
    renderPage(lookup);
    await userEvent.type(screen.getByTestId('tracking-code'), '90000001');
    await userEvent.type(field('E-mail'), 'someone@example.com{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We cannot look up orders right now.',
    );
  });
});
