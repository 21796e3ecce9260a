/** A minimal leveled logger writing to stderr/stdout; tests pass LOG_LEVEL=silent or error. */
export interface Logger {
  error(message: string, detail?: unknown): void;
  info(message: string): void;
  debug(message: string): void;
}

const order = { silent: 0, error: 1, info: 2, debug: 3 } as const;

export function createLogger(level: keyof typeof order): Logger {
  const at = order[level];
  return {
    error: (message, detail) => at >= 1 && console.error(`[imtahan] ${message}`, detail ?? ''),
    info: (message) => at >= 2 && console.log(`[imtahan] ${message}`),
    debug: (message) => at >= 3 && console.log(`[imtahan] ${message}`),
  };
}
