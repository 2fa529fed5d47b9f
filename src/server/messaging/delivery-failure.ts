// How a failed hand-over is treated: a permanent refusal (an SMTP 5xx reply: no such mailbox,
// message refused) fails the message for good with the server's words; anything else (4xx
// "try later", a connection refused or dropped, a timeout) is tried again later.

export class DeliveryFailure extends Error {
  override name = 'DeliveryFailure';
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.permanent = permanent;
  }
}

interface SmtpErrorFields {
  responseCode?: unknown;
  response?: unknown;
  code?: unknown;
}

/** The failure a transport's error stands for, with a reason a person can act on. */
export function deliveryFailure(error: unknown): DeliveryFailure {
  if (error instanceof DeliveryFailure) return error;
  const fields = (typeof error === 'object' && error !== null ? error : {}) as SmtpErrorFields;
  const text = error instanceof Error ? error.message : String(error);
  const code = typeof fields.responseCode === 'number' ? fields.responseCode : undefined;
  if (code !== undefined) {
    const response = typeof fields.response === 'string' ? fields.response : text;
    return new DeliveryFailure(`SMTP ${code}: ${response}`, code >= 500 && code < 600);
  }
  const kind = typeof fields.code === 'string' ? `${fields.code}: ` : '';
  return new DeliveryFailure(`${kind}${text}`, false);
}
