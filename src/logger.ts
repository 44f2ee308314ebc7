import { pino, type DestinationStream, type Logger as PinoLogger, type LoggerOptions } from "pino";

export type Logger = PinoLogger;

/**
 * One structured logger for the service. Credentials never reach it: the key header, cookies
 * and any field named like a password are censored wherever they appear, and a request's query
 * string is never logged (a client may put a key in `?api_key=`). `destination` defaults to
 * standard output; tests give a file to search what was logged.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions<never> = {
    level,
    serializers: { req: serializeRequest },
    redact: {
      paths: [
        'req.headers["x-api-key"]',
        "req.headers.cookie",
        "req.headers.authorization",
        "*.password",
        "*.secret",
        "*.key",
      ],
      censor: "[redacted]",
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

interface LoggedRequest {
  readonly method?: string;
  readonly url?: string;
  readonly host?: string;
  readonly hostname?: string;
  readonly ip?: string;
  readonly socket?: { readonly remoteAddress?: string; readonly remotePort?: number };
}

/** What is logged of a request: method, path with censored query, host and peer; never headers or body. */
function serializeRequest(request: LoggedRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactQuery(request.url ?? ""),
    host: request.host ?? request.hostname,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * `/v1/me?api_key=dtk_…` → `/v1/me?[redacted]`: the whole query goes, names too (a key can be
 * sent as a bare `?dtk_…`), and anything shaped like a key or signing secret in the path.
 */
export function redactQuery(url: string): string {
  const mark = url.indexOf("?");
  const path = (mark === -1 ? url : url.slice(0, mark)).replace(/(dtk_|whsec_)[0-9A-Za-z]+/g, "$1[redacted]");
  return mark === -1 ? path : `${path}?[redacted]`;
}
