// The default frame's parts that the first screen does not need at once, in one module so
// the browser takes them in one chunk and hydrates them after the header and the page
// (../later.ts): the footer (below the fold, with the newsletter form) and the parts that
// render nothing until an effect, a timer or an event opens them (cookie notice, newsletter
// and download-app popups, widgets, the wishlist's failure toast).
import type { ShellView } from '../../view-types.js';
import { WishlistHeartAlert } from '../../../features/wishlist/index.js';
import { CookieNotice } from '../CookieNotice.js';
import { SiteModals } from '../SiteModals.js';
import { Widgets } from '../Widgets.js';

export { Footer } from '../Footer.js';

export function FrameExtras({ shell, route }: { shell: ShellView; route: string | undefined }) {
  const quiet = shell.platform === 'APP' || shell.kiosk || shell.corporate;
  return (
    <>
      <CookieNotice shell={shell} hidden={quiet} />
      {!shell.kiosk && <SiteModals shell={shell} />}
      <Widgets shell={shell} route={route} />
      {shell.hasWishlist && route !== 'wishlist' && <WishlistHeartAlert shell={shell} />}
    </>
  );
}
