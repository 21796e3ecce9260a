import { describe, expect, it } from 'vitest';
import { capped, createLogger, MAX_LOGGED_CHARS, type LogSink } from './logger.ts';

function collecting(): LogSink & { lines: string[] } {
  const lines: string[] = [];
  return { lines, error: (line) => lines.push(line), out: (line) => lines.push(line) };
}

describe('logger', () => {
  it('caps a long value and says how much was cut', () => {
    expect(capped('abc', 5)).toBe('abc');
    expect(capped('abcdefgh', 5)).toBe('abcde… [3 more characters cut]');
  });

  it('writes a 5 MB message as one short line', () => {
    const sink = collecting();
    createLogger('info', sink).info(`auth: Invalid callbackURL: ${'x'.repeat(5_000_000)}`);
    expect(sink.lines).toHaveLength(1);
    expect(sink.lines[0]?.length).toBeLessThan(MAX_LOGGED_CHARS + 100);
    expect(sink.lines[0]).toMatch(/more characters cut\]$/);
  });

  it('keeps format specifiers and newlines from a request as plain, escaped text', () => {
    const sink = collecting();
    createLogger('error', sink).error('GET /%s%o%d\n[imtahan] forged failed');
    expect(sink.lines).toEqual(['[imtahan] GET /%s%o%d\\u000a[imtahan] forged failed']);
  });

  it("caps an error's message and stack, and its cause", () => {
    const sink = collecting();
    const error = new Error(`bad ${'y'.repeat(1_000_000)}`, { cause: new Error('z'.repeat(1_000_000)) });
    createLogger('error', sink).error('GET /p failed', error);
    const [line = ''] = sink.lines;
    expect(line.length).toBeLessThan(5000);
    expect(line).toContain('[imtahan] GET /p failed Error: bad yyy');
    expect(line).toContain('    at ');
    expect(line).toContain('cause: Error: zzz');
  });

  it('writes nothing below its level', () => {
    const sink = collecting();
    const logger = createLogger('error', sink);
    logger.info('i');
    logger.debug('d');
    createLogger('silent', sink).error('e');
    expect(sink.lines).toEqual([]);
  });
});
