import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';

const CHECKOUT_STEPS = [
  ['checkoutRegister', 'register'],
  ['checkoutShipping', 'shipping'],
  ['checkoutBilling', 'billing'],
  ['checkoutPayment', 'payment'],
  ['checkoutConfirmation', 'confirmation'],
] as const;

const ACCOUNT_SECTIONS = ['youraccount', 'orders', 'returns', 'loyalty', 'myinterests'] as const;

/**
 * The frames of parts 2 and 3: checkout pages show their steps, account pages their side
 * menu (beside the content from tablet up), the rest a title. Their screens come later.
 */
export default function Page() {
  const data = useData<Data>();
  const { shell, routeParams } = usePageContext();
  const site = shell?.site ?? '';
  const stepIndex = CHECKOUT_STEPS.findIndex(([route]) => route === data.route);
  if (stepIndex >= 0) {
    return (
      <div className="sf-container" data-route={data.route}>
        <h1 className="sf-h1">{data.title}</h1>
        <ol className="sf-steps" aria-label={data.title}>
          {CHECKOUT_STEPS.map(([route, segment], index) => (
            <li
              key={route}
              aria-current={index === stepIndex ? 'step' : undefined}
              data-state={index < stepIndex ? 'done' : index === stepIndex ? 'current' : 'pending'}
            >
              {index < stepIndex ? (
                <a href={`/${site}/checkout/${segment}/`}>{segment}</a>
              ) : (
                segment
              )}
            </li>
          ))}
        </ol>
      </div>
    );
  }
  if (data.route === 'myAccount') {
    const current = routeParams['section'] ?? 'youraccount';
    return (
      <div className="sf-container sf-content with-aside" data-route={data.route}>
        <aside aria-label={data.title}>
          <ul>
            {ACCOUNT_SECTIONS.map((section) => (
              <li key={section}>
                <a
                  href={`/${site}/my-account/${section}/`}
                  aria-current={section === current ? 'page' : undefined}
                >
                  {section}
                </a>
              </li>
            ))}
          </ul>
        </aside>
        <div>
          <h1 className="sf-h1">{data.title}</h1>
        </div>
      </div>
    );
  }
  return (
    <div className="sf-container" data-route={data.route}>
      <h1 className="sf-h1">{data.title}</h1>
    </div>
  );
}
