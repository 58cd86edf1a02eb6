// The default frame's parts that render nothing until an effect, a timer or an event opens
// them (cookie notice, newsletter and download-app popups, the wishlist's failure toast) and
// the widgets' links, in one module so the browser takes them in one chunk and hydrates them
// after the header and the page (../later.ts).
import type { ShellView } from '../../view-types.js';
import { WishlistHeartAlert } from '../../../features/wishlist/index.js';
import { CookieNotice } from '../CookieNotice.js';
import { SiteModals } from '../SiteModals.js';
import { Widgets } from '../Widgets.js';

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
