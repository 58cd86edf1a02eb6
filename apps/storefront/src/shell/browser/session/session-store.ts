// The account screens' way into the session. The session itself (core-loyalty's machine, the
// OCC client and zod) is ./session-runtime.ts, imported on first use so no page pays
// for it before the shopper signs in, registers or opens the account. Sign-in and sign-out
// are announced on session-events and awaited, so the bag has merged or emptied (and the
// wishlist too) before the screen moves on.
import type { SiteCode, Vertical } from '@atelier/core-catalogue';
import type { RegistrationPayload, User } from '@atelier/core-loyalty';
import { bagUserOf } from './bag-user.js';
import { emitSessionChange } from './session-events.js';
import { forgetSignedInUser, trackSignIn } from '../tracking-queue.js';
import type { LoginOutcome, RegisterOutcome, SessionRuntime } from './session-runtime.js';
import { isSignedIn } from './signed-in.js';

export interface SessionSite {
  site: SiteCode;
  vertical: Vertical;
}

let running: { site: string; runtime: Promise<SessionRuntime> } | null = null;

function runtimeFor({ site, vertical }: SessionSite): Promise<SessionRuntime> {
  if (running?.site === site) return running.runtime;
  const previous = running;
  void previous?.runtime.then((runtime) => runtime.stop()).catch(() => undefined);
  const runtime = import('./session-runtime.js').then(({ startSessionRuntime }) =>
    startSessionRuntime({
      site,
      vertical,
      proxyBase: `${location.origin}/api/commerce`,
      isSignedIn: () => isSignedIn(),
    }),
  );
  const current = { site, runtime };
  running = current;
  // A chunk that failed to load (offline, a deploy meanwhile) is tried again next time.
  runtime.catch(() => {
    if (running === current) running = null;
  });
  return runtime;
}

const signedInChange = (site: SiteCode, user: User) =>
  emitSessionChange({ kind: 'signedIn', site, user: bagUserOf(user) });

export async function signIn(
  at: SessionSite,
  username: string,
  password: string,
): Promise<LoginOutcome> {
  try {
    const outcome = await (await runtimeFor(at)).login(username, password);
    if (outcome.ok) {
      trackSignIn(at.site, 'login', outcome.user);
      await signedInChange(at.site, outcome.user);
    }
    return outcome;
  } catch {
    return { ok: false, error: 'unexpectedError' };
  }
}

export async function signUp(
  at: SessionSite,
  payload: RegistrationPayload,
): Promise<RegisterOutcome> {
  try {
    const outcome = await (await runtimeFor(at)).register(payload);
    if (outcome.ok) {
      trackSignIn(at.site, 'sign_up', outcome.user);
      await signedInChange(at.site, outcome.user);
    }
    return outcome;
  } catch {
    return { ok: false, error: 'unexpected' };
  }
}

/** Logs out and waits until the bag and the wishlist are emptied in the browser. */
export async function signOut(at: SessionSite): Promise<void> {
  try {
    await (await runtimeFor(at)).logout();
  } finally {
    forgetSignedInUser();
    await emitSessionChange({ kind: 'signedOut', site: at.site });
  }
}

/** The signed-in user, read after hydration (never part of the shared HTML); null for a guest. */
export async function currentUser(at: SessionSite): Promise<User | null> {
  if (!isSignedIn()) return null;
  try {
    return await (await runtimeFor(at)).currentUser();
  } catch {
    return null;
  }
}

export async function requestPassword(at: SessionSite, email: string): Promise<boolean> {
  try {
    return await (await runtimeFor(at)).requestPassword(email);
  } catch {
    return false;
  }
}

export async function restorePassword(
  at: SessionSite,
  token: string,
  newPassword: string,
): Promise<boolean> {
  try {
    return await (await runtimeFor(at)).restorePassword(token, newPassword);
  } catch {
    return false;
  }
}
