// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { navigate } from 'vike/client/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentUser, signOut } from '../../client/session-store.js';
import { MyAccountHome } from './MyAccountHome.js';

// The session and the router have their own tests; the screen's behaviour is under test.
vi.mock('../../client/session-store.js', () => ({ currentUser: vi.fn(), signOut: vi.fn() }));
vi.mock('vike/client/router', () => ({ navigate: vi.fn() }));

const labels = { account: 'My account', myAccountGreeting: 'Hello, {name}', logout: 'Sign out' };
const at = { site: 'es-es', vertical: 'main' } as const;

afterEach(() => {
  cleanup();
  vi.mocked(currentUser).mockReset();
  vi.mocked(signOut).mockReset();
  vi.mocked(navigate).mockReset();
});

describe('MyAccountHome (spec 3, sections 2 and 4)', () => {
  it('greets the shopper read after hydration; logout waits for the clearing, then goes home', async () => {
    vi.mocked(currentUser).mockResolvedValue({ firstName: 'Lucía', email: 'l@e.com' } as never);
    const order: string[] = [];
    vi.mocked(signOut).mockImplementation(async () => {
      order.push('signOut');
    });
    vi.mocked(navigate).mockImplementation(async (href) => {
      order.push(`navigate ${href}`);
    });
    render(<MyAccountHome at={at} labels={labels} />);
    expect(screen.getByRole('heading').textContent).toBe('My account');
    expect((await screen.findByText('Hello, Lucía')).tagName).toBe('H1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(order).toEqual(['signOut', 'navigate /es-es/']));
  });

  it('sends a visitor whose session cannot be read to the login page', async () => {
    vi.mocked(currentUser).mockResolvedValue(null);
    render(<MyAccountHome at={at} labels={labels} />);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/es-es/register/'));
    expect(currentUser).toHaveBeenCalledTimes(1);
  });
});
