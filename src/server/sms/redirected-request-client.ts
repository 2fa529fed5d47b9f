import twilio from 'twilio';

type RequestOptions = Parameters<InstanceType<typeof twilio.RequestClient>['request']>[0];

/**
 * The twilio package's own HTTP client (axios), sending each request to another origin: the
 * embedded stand-in on this server. A custom httpClient is the package's documented way to
 * change its requests (advanced-examples/custom-http-client.md); the path, the form body and the
 * Basic credentials stay as the package made them. The origin is read per request, as the
 * server's port is known only once it listens.
 */
export class RedirectedRequestClient extends twilio.RequestClient {
  readonly #origin: () => string;

  constructor(origin: () => string) {
    super({ timeout: 15_000, keepAlive: false });
    this.#origin = origin;
  }

  override request<TData>(opts: RequestOptions & { data?: TData }) {
    const target = new URL(this.#origin());
    const uri = new URL(opts.uri);
    uri.protocol = target.protocol;
    uri.host = target.host;
    return super.request({ ...opts, uri: uri.href });
  }
}
