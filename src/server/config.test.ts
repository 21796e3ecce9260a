import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration (SEC-14)', () => {
  it('has working embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'sqlite', path: './data/imtahan.db' });
    expect(config.google).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).database.kind).toBe('sqlite');
  });

  it('reads PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/imtahan' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db/imtahan',
    });
  });

  it('names every bad variable and what it expects', () => {
    try {
      loadConfig({ DATABASE_URL: 'foo', PORT: 'abc', GOOGLE_CLIENT_ID: 'only-the-id' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('postgres://');
      expect(message).toContain('PORT');
      expect(message).toContain('GOOGLE_CLIENT_SECRET');
    }
  });
});
