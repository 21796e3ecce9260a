/**
 * Every unit and API test fails when something writes to console.error during it: an error the server logs or a
 * warning React prints is a fault to fix, not noise to scroll past. A test that expects an error log passes its own
 * logger to the code under test instead of relying on the console.
 */
import { afterEach, beforeEach, expect, vi } from 'vitest';

let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.mocked(console.error).mockRestore();
  const written = errors.map((args) => args.map((a) => (a instanceof Error ? a.stack : String(a))).join(' '));
  errors = [];
  expect(written, 'console.error was called during the test').toEqual([]);
});
