import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const SECRET = 'a'.repeat(32);

describe('configuration (SEC-14)', () => {
  it('has working embedded defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'sqlite', path: './data/imtahan.db' });
    expect(config.google).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
    expect(config.saveTrace).toBe(false);
  });

  it('traces answer saves only when SAVE_TRACE is 1', () => {
    expect(loadConfig({ SAVE_TRACE: '1' }).saveTrace).toBe(true);
    expect(loadConfig({ SAVE_TRACE: '0' }).saveTrace).toBe(false);
    expect(() => loadConfig({ SAVE_TRACE: 'yes' })).toThrow(/SAVE_TRACE/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).database.kind).toBe('sqlite');
  });

  it('reads PostgreSQL from DATABASE_URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/imtahan', AUTH_SECRET: SECRET }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db/imtahan',
    });
  });

  it('needs AUTH_SECRET with PostgreSQL, where several servers may share the database; SQLite generates one', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@db/imtahan' })).toThrow(
      /AUTH_SECRET: required with a PostgreSQL DATABASE_URL/,
    );
    expect(() => loadConfig({ DATABASE_URL: 'postgresql://u:p@db/imtahan', AUTH_SECRET: '' })).toThrow(/AUTH_SECRET/);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@db/imtahan', AUTH_SECRET: SECRET }).authSecret).toBe(SECRET);
    expect(loadConfig({ DATABASE_URL: 'sqlite:/tmp/x.db' }).authSecret).toBeUndefined();
    expect(loadConfig({}).authSecret).toBeUndefined();
  });

  it('reads TRUSTED_ORIGINS as origins and TRUST_PROXY as a flag; refuses a path or a non-web scheme', () => {
    const defaults = loadConfig({});
    expect(defaults.trustedOrigins).toEqual([]);
    expect(defaults.trustProxy).toBe(false);
    expect(defaults.baseUrlDefaulted).toBe(true);
    const set = loadConfig({
      BASE_URL: 'https://imtahan.az',
      TRUSTED_ORIGINS: ' https://www.imtahan.az/ ,http://10.0.0.5:3000',
      TRUST_PROXY: 'true',
    });
    expect(set.trustedOrigins).toEqual(['https://www.imtahan.az', 'http://10.0.0.5:3000']);
    expect(set.trustProxy).toBe(true);
    expect(set.baseUrlDefaulted).toBe(false);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'https://imtahan.az/app' })).toThrow(/TRUSTED_ORIGINS.*not an origin/);
    expect(() => loadConfig({ TRUSTED_ORIGINS: 'ftp://imtahan.az' })).toThrow(/TRUSTED_ORIGINS/);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('sizes the attempt limits for a school behind one address', () => {
    expect(loadConfig({}).authRateLimit).toEqual({
      addressAndAccount: { max: 10, windowSeconds: 60 },
      account: { max: 20, windowSeconds: 900 },
      address: { max: 600, windowSeconds: 600 },
    });
    expect(loadConfig({ AUTH_ADDRESS_RATE_LIMIT_MAX: '50', AUTH_RATE_LIMIT_MAX: '3' }).authRateLimit).toMatchObject({
      addressAndAccount: { max: 3 },
      address: { max: 50 },
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

  it('runs the offline tutor unless an AI endpoint is configured, with the AI limits (AI-12, AI-13, AI-16, AI-17)', () => {
    const offline = loadConfig({});
    expect(offline.ai).toEqual({
      provider: undefined,
      timeoutMs: 20_000,
      streamTimeoutMs: 60_000,
      dailyQuota: 50,
      gradingQuota: 300,
      rateLimit: { max: 120, windowSeconds: 60 },
    });
    const model = loadConfig({
      AI_BASE_URL: 'http://127.0.0.1:11434/v1/',
      AI_MODEL: 'llama3.2',
      AI_TIMEOUT_MS: '5000',
      AI_DAILY_QUOTA: '3',
      AI_RATE_LIMIT_MAX: '10',
      AI_RATE_LIMIT_WINDOW_SECONDS: '30',
    });
    expect(model.ai).toEqual({
      provider: { baseUrl: 'http://127.0.0.1:11434/v1', apiKey: undefined, model: 'llama3.2' },
      timeoutMs: 5000,
      streamTimeoutMs: 60_000,
      dailyQuota: 3,
      gradingQuota: 300,
      rateLimit: { max: 10, windowSeconds: 30 },
    });
  });

  it('refuses an AI endpoint without a model, and bad AI limits', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(/AI_MODEL/);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ AI_DAILY_QUOTA: '0' })).toThrow(/AI_DAILY_QUOTA.*per student per day/);
    expect(() => loadConfig({ AI_TIMEOUT_MS: 'soon' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
