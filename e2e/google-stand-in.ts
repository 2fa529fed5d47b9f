import { expect, type APIRequestContext } from '@playwright/test';

// The embedded Google Calendar stand-in (a developer tool a trial has on), spoken to as any
// client of Google speaks to Google: OAuth 2.0 and the Calendar API v3 at their own paths.

const google = '/calendar/test-providers/google';

/** A business's own OAuth client at the stand-in: a client id beginning test_. */
export interface StandInClient {
  id: string;
  secret: string;
  redirect: string;
}

/**
 * An access token of the stand-in's account, as any client of Google's OAuth gets one: consent
 * given, then the code exchanged at the token endpoint with the business's own client.
 */
async function standInToken(request: APIRequestContext, client: StandInClient, login: string) {
  const consent = await request.post(`${google}/o/oauth2/v2/auth`, {
    form: {
      client_id: client.id,
      redirect_uri: client.redirect,
      state: 'e2e',
      login,
      decision: 'allow',
    },
    maxRedirects: 0,
  });
  const code = new URL(consent.headers().location ?? '').searchParams.get('code') ?? '';
  const token = await request.post(`${google}/token`, {
    form: {
      grant_type: 'authorization_code',
      code,
      client_id: client.id,
      client_secret: client.secret,
      redirect_uri: client.redirect,
    },
  });
  expect(token.ok(), await token.text()).toBe(true);
  return ((await token.json()) as { access_token: string }).access_token;
}

/** Adds an event to the primary calendar of the stand-in's account `login` (its address). */
export async function addStandInEvent(
  request: APIRequestContext,
  client: StandInClient,
  login: string,
  event: object,
) {
  const token = await standInToken(request, client, login);
  const added = await request.post(
    `${google}/calendar/v3/calendars/${encodeURIComponent(login)}/events`,
    { headers: { authorization: `Bearer ${token}` }, data: event },
  );
  expect(added.ok(), await added.text()).toBe(true);
}
