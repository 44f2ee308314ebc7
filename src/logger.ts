import { pino, type DestinationStream, type Logger as PinoLogger, type LoggerOptions } from "pino";

export type Logger = PinoLogger;

/**
 * One structured logger for the service. Credentials never reach it: the key header, cookies
 * and any field named like a password are censored wherever they appear. `destination`
 * defaults to standard output; tests give a file to search what was logged.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options: LoggerOptions<never> = {
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
  };
  return destination ? pino(options, destination) : pino(options);
}
