import { pino, type Logger as PinoLogger } from "pino";

export type Logger = PinoLogger;

/**
 * One structured logger for the service. Credentials never reach it: the key header, cookies
 * and any field named like a password are censored wherever they appear.
 */
export function createLogger(level: string): Logger {
  return pino({
    level,
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
  });
}
