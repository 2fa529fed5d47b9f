import type { CheckedClaims } from '../auth/api-token/token-claims-policy.ts';

/** What a server function is called with: the caller's verified token and the request body. */
export interface FunctionCall {
  claims: CheckedClaims;
  /** The parsed JSON body; undefined when there was none, or no JSON we take (json-input.ts). */
  body: unknown;
}

export interface FunctionAnswer {
  status: 200 | 400 | 401 | 403 | 404 | 409 | 502;
  body: unknown;
}

/** One of /functions/v1's server functions (issue 21, point 4). */
export type ServerFunction = (call: FunctionCall) => Promise<FunctionAnswer>;
