import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createSessionStore, type AuthSource } from './session-store';

function fakeAuth() {
  let resolveGetSession: (session: Session | null) => void = () => {};
  let emit: (event: AuthChangeEvent, session: Session | null) => void = () => {};
  const auth: AuthSource = {
    getSession: () =>
      new Promise((resolve) => {
        resolveGetSession = (session) => resolve({ data: { session } });
      }),
    onAuthStateChange(callback) {
      emit = callback;
    },
  };
  return {
    auth,
    resolveGetSession: (session: Session | null) => resolveGetSession(session),
    emit: (event: AuthChangeEvent, session: Session | null) => emit(event, session),
  };
}

const session = (token: string) => ({ access_token: token }) as Session;
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSessionStore', () => {
  it('is loading until supabase-js has read the stored session', async () => {
    const fake = fakeAuth();
    const store = createSessionStore(fake.auth);
    expect(store.getSnapshot()).toEqual({ status: 'loading' });

    fake.resolveGetSession(session('stored'));
    await settled();
    expect(store.getSnapshot()).toEqual({ status: 'ready', session: session('stored') });
  });

  it('follows auth events and tells its subscribers', () => {
    const fake = fakeAuth();
    const store = createSessionStore(fake.auth);
    let calls = 0;
    store.subscribe(() => calls++);

    fake.emit('INITIAL_SESSION', null);
    fake.emit('SIGNED_IN', session('new'));
    expect(store.getSnapshot()).toEqual({ status: 'ready', session: session('new') });
    expect(calls).toBe(2);
  });

  it('keeps an auth event over an older getSession answer', async () => {
    const fake = fakeAuth();
    const store = createSessionStore(fake.auth);

    fake.emit('SIGNED_OUT', null);
    fake.resolveGetSession(session('stale'));
    await settled();
    expect(store.getSnapshot()).toEqual({ status: 'ready', session: null });
  });

  it('stays quiet when a sign-out finds nobody signed in', () => {
    const fake = fakeAuth();
    const store = createSessionStore(fake.auth);
    fake.emit('INITIAL_SESSION', null);
    let calls = 0;
    const unsubscribe = store.subscribe(() => calls++);

    fake.emit('SIGNED_OUT', null);
    expect(calls).toBe(0);

    unsubscribe();
    fake.emit('SIGNED_IN', session('later'));
    expect(calls).toBe(0);
  });

  it('counts a failed read as signed out rather than loading forever', async () => {
    const store = createSessionStore({
      getSession: () => Promise.reject(new Error('storage is unavailable')),
      onAuthStateChange: () => undefined,
    });
    await settled();
    expect(store.getSnapshot()).toEqual({ status: 'ready', session: null });
  });
});

describe('password recovery', () => {
  it('is flagged from PASSWORD_RECOVERY until the new password is saved', () => {
    const fake = fakeAuth();
    const store = createSessionStore(fake.auth);
    fake.emit('PASSWORD_RECOVERY', session('recovering'));
    expect(store.getSnapshot()).toEqual({
      status: 'ready',
      session: session('recovering'),
      recovery: true,
    });
    fake.emit('USER_UPDATED', session('recovering'));
    expect(store.getSnapshot()).not.toHaveProperty('recovery');
  });

  it('lasts through the second step and token refreshes on the way', () => {
    const fake = fakeAuth();
    const store = createSessionStore(fake.auth);
    fake.emit('PASSWORD_RECOVERY', session('aal1'));
    fake.emit('MFA_CHALLENGE_VERIFIED', session('aal2'));
    fake.emit('TOKEN_REFRESHED', session('refreshed'));
    expect(store.getSnapshot()).toEqual({
      status: 'ready',
      session: session('refreshed'),
      recovery: true,
    });
  });

  it('ends when the user signs out or someone else signs in', () => {
    const fake = fakeAuth();
    const store = createSessionStore(fake.auth);
    fake.emit('PASSWORD_RECOVERY', session('recovering'));
    fake.emit('SIGNED_IN', session('other'));
    expect(store.getSnapshot()).not.toHaveProperty('recovery');
    fake.emit('PASSWORD_RECOVERY', session('recovering'));
    fake.emit('SIGNED_OUT', null);
    expect(store.getSnapshot()).toEqual({ status: 'ready', session: null });
  });
});
