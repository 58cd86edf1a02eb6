import { useData } from 'vike-react/useData';
import type { Data } from './+data.js';

/**
 * The screens of parts 2 and 3 (bag, checkout, account, wishlist, tracking) come later; until
 * then their routes show a title inside the right frame (the root layout picks it by route).
 */
export default function Page() {
  const data = useData<Data>();
  return (
    <div className="sf-container" data-route={data.route}>
      <h1 className="sf-h1">{data.title}</h1>
    </div>
  );
}
