/**
 * A minimal leveled logger writing to stderr/stdout; tests pass LOG_LEVEL=silent or error. Messages often carry
 * request data (a path, an address, better-auth's text about a callback URL), so every line is written with a
 * fixed format, never as a format string; control characters are escaped, so a value cannot forge a line; and each
 * value is capped, so a hostile request cannot swell the log.
 */
import { inspect } from 'node:util';

export interface Logger {
  error(message: string, detail?: unknown): void;
  info(message: string): void;
  debug(message: string): void;
}

/** Where lines go: the console by default, a list in tests that read the log. */
export interface LogSink {
  error(line: string): void;
  out(line: string): void;
}

/** Longest message (or value in a message) written whole. */
export const MAX_LOGGED_CHARS = 300;
/** An error's stack frames: our code's, so longer, but still bounded. */
const MAX_STACK_CHARS = 2000;

/** `text` cut to `max` characters, saying how much was cut. */
export function capped(text: string, max = MAX_LOGGED_CHARS): string {
  return text.length <= max ? text : `${text.slice(0, max)}… [${text.length - max} more characters cut]`;
}

// eslint-disable-next-line no-control-regex -- the control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f]/g;

/** One line: control characters (a newline in a path, say) written as escapes. */
function oneLine(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** An error as its name, capped message and capped stack frames (and its causes'); anything else inspected and capped. */
export function describeDetail(detail: unknown, depth = 0): string {
  if (detail instanceof Error) {
    const frames = (detail.stack ?? '')
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
    const cause =
      detail.cause === undefined || depth >= 2 ? '' : `\n  cause: ${describeDetail(detail.cause, depth + 1)}`;
    const head = `${capped(detail.name, 100)}: ${capped(detail.message)}`;
    return `${oneLine(head)}${frames ? `\n${capped(frames, MAX_STACK_CHARS)}` : ''}${cause}`;
  }
  const text =
    typeof detail === 'string'
      ? detail
      : inspect(detail, { depth: 2, breakLength: Infinity, maxStringLength: MAX_LOGGED_CHARS, maxArrayLength: 20 });
  return oneLine(capped(text));
}

const consoleSink: LogSink = {
  error: (line) => console.error('%s', line),
  out: (line) => console.log('%s', line),
};

const order = { silent: 0, error: 1, info: 2, debug: 3 } as const;

export function createLogger(level: keyof typeof order, sink: LogSink = consoleSink): Logger {
  const at = order[level];
  const line = (message: string) => `[imtahan] ${oneLine(capped(message))}`;
  return {
    error: (message, detail) => {
      if (at >= 1) sink.error(detail === undefined ? line(message) : `${line(message)} ${describeDetail(detail)}`);
    },
    info: (message) => {
      if (at >= 2) sink.out(line(message));
    },
    debug: (message) => {
      if (at >= 3) sink.out(line(message));
    },
  };
}
