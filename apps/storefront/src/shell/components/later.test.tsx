// @vitest-environment jsdom
import { act, Suspense, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { later } from './later.js';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

function Page({ Part }: { Part: ComponentType<{ label: string }> }) {
  return (
    <div>
      <h1>Page</h1>
      <Suspense fallback={null}>
        <Part label="clicks" />
      </Suspense>
    </div>
  );
}

describe('later: server-rendered, hydrated when its chunk arrives', () => {
  it('is the component itself where it is given (the server)', () => {
    expect(later(Counter, () => Promise.reject(new Error('not loaded')))).toBe(Counter);
  });

  it("keeps the server's HTML while the chunk loads, then hydrates it in place", async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page Part={Counter} />);
    document.body.append(container);
    const serverButton = container.querySelector('button')!;

    let arrive: (component: typeof Counter) => void = () => {};
    const chunk = new Promise<typeof Counter>((resolve) => (arrive = resolve));
    const root = await act(async () =>
      hydrateRoot(container, <Page Part={later(null, () => chunk)} />),
    );

    // Pending: the server's button is still there, not yet driven by React.
    expect(container.querySelector('button')).toBe(serverButton);
    act(() => serverButton.click());
    expect(serverButton.textContent).toBe('clicks 0');

    await act(async () => {
      arrive(Counter);
      await chunk;
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Hydrated: the same element, now interactive.
    expect(container.querySelector('button')).toBe(serverButton);
    await act(async () => serverButton.click());
    expect(serverButton.textContent).toBe('clicks 1');

    act(() => root.unmount());
    container.remove();
  });
});
