// The text-message gateway's settings (SMS_PROVIDER and TWILIO_*): what the operator gave, what
// is missing, and the settings the gateway is made with.

/** SMS_PROVIDER: Twilio, or none (unset): texts then go to the stand-in or the mailbox, if on. */
export const smsProviders = ['twilio', 'none'] as const;
export type SmsProvider = (typeof smsProviders)[number];

/** The environment as read, each setting possibly unset. */
export interface SmsSettingsGiven {
  provider: SmsProvider | undefined;
  accountSid: string | undefined;
  authToken: string | undefined;
  from: string | undefined;
  messagingServiceSid: string | undefined;
}

/** A Twilio account and who the texts are from: a number, or a messaging service. */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  sender: { from: string } | { messagingServiceSid: string };
}

/** Each setting SMS_PROVIDER=twilio needs and lacks, with why. */
export function missingSmsSettings(given: SmsSettingsGiven): string[] {
  if (given.provider !== 'twilio') return [];
  const missing: string[] = [];
  if (given.accountSid === undefined) {
    missing.push('TWILIO_ACCOUNT_SID: SMS_PROVIDER=twilio sends with a Twilio account (AC…)');
  }
  if (given.authToken === undefined) {
    missing.push(
      "TWILIO_AUTH_TOKEN: SMS_PROVIDER=twilio signs in to Twilio and checks its callbacks' signatures with the account's auth token",
    );
  }
  if (given.from === undefined && given.messagingServiceSid === undefined) {
    missing.push(
      'TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID: the number texts are sent from (+E.164), or the messaging service (MG…) that picks it',
    );
  }
  return missing;
}

/** The Twilio settings when SMS_PROVIDER=twilio has all it needs, else undefined. */
export function twilioSettings(given: SmsSettingsGiven): TwilioSettings | undefined {
  const { provider, accountSid, authToken, from, messagingServiceSid } = given;
  if (provider !== 'twilio' || accountSid === undefined || authToken === undefined) return;
  if (from !== undefined) return { accountSid, authToken, sender: { from } };
  if (messagingServiceSid !== undefined) {
    return { accountSid, authToken, sender: { messagingServiceSid } };
  }
  return undefined;
}
