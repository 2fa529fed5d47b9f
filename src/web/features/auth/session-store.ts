import type { AuthChangeEvent, Session } from '@supabase/supabase-js';

type SessionState =
  | { readonly status: 'loading' }
  | {
      readonly status: 'ready';
      readonly session: Session | null;
      /** Set while the session came from a password recovery link or code: the user must choose a new password. */
      readonly recovery?: true;
    };

/** The part of supabase-js's `auth` the store needs; tests give it a fake. */
export interface AuthSource {
  getSession(): Promise<{ data: { session: Session | null } }>;
  onAuthStateChange(callback: (event: AuthChangeEvent, session: Session | null) => void): unknown;
}

export interface SessionStore {
  getSnapshot(): SessionState;
  subscribe(listener: () => void): () => void;
}

/**
 * A recovery lasts from PASSWORD_RECOVERY until the new password is saved (USER_UPDATED) or the
 * user leaves: passing the second step on the way (an account with an authenticator app) or a
 * token refresh does not end it.
 */
function stillRecovering(state: SessionState, event: AuthChangeEvent | undefined): boolean {
  if (event === 'PASSWORD_RECOVERY') return true;
  const recovering = state.status === 'ready' && state.recovery === true;
  return recovering && (event === 'MFA_CHALLENGE_VERIFIED' || event === 'TOKEN_REFRESHED');
}

/**
 * Holds who is signed in, for React (useSyncExternalStore) and for route guards (router context).
 * It is `loading` until supabase-js has read the stored session, and `ready` from then on.
 */
export function createSessionStore(auth: AuthSource): SessionStore {
  let state: SessionState = { status: 'loading' };
  const listeners = new Set<() => void>();

  const settle = (session: Session | null, event?: AuthChangeEvent) => {
    // supabase-js reports SIGNED_OUT on every signOut(), even when nobody was signed in; telling
    // the router would re-run its guards for nothing.
    if (state.status === 'ready' && state.session === null && session === null) return;
    state = stillRecovering(state, event)
      ? { status: 'ready', session, recovery: true }
      : { status: 'ready', session };
    for (const listener of listeners) listener();
  };

  auth.onAuthStateChange((event, session) => settle(session, event));
  void auth.getSession().then(
    ({ data }) => {
      // An auth event may have arrived first; it is newer than what getSession read.
      if (state.status === 'loading') settle(data.session);
    },
    () => {
      if (state.status === 'loading') settle(null);
    },
  );

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
