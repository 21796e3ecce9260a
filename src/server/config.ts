/**
 * The server's configuration, parsed once from the environment at start-up. Nothing else reads process.env.
 * A bad or missing variable stops the server with a message naming it and what it expects.
 */
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().min(1).optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  BASE_URL: z.url().optional().describe('the public address of the app, e.g. https://imtahan.az'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^(postgres(ql)?:\/\/|sqlite:)/, 'a postgres:// URL or sqlite:<path>')
    .optional()
    .describe('postgres://user:pass@host/db, or sqlite:<path>; default sqlite in DATA_DIR/imtahan.db'),
  POSTGRES_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(500)
    .optional()
    .describe('connections to PostgreSQL per server (default 20)'),
  AUTH_SECRET: z
    .string()
    .min(32, 'at least 32 characters')
    .optional()
    .describe('secret for signing sessions; generated into DATA_DIR on first start when absent'),
  CLIENT_IP_HEADER: optionalText.describe(
    'header set by your reverse proxy with the client address (e.g. x-real-ip); unset = the socket address',
  ),
  RECENT_LOGIN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(5),
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .describe('a comma-separated list of origins the app is also opened at, e.g. https://www.imtahan.az'),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .describe('true behind a reverse proxy that sets X-Forwarded-Proto and X-Forwarded-Host'),
  AUTH_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(10)
    .describe('sign-in (and reset-mail) attempts per client address and account per window'),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  AUTH_ACCOUNT_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(20)
    .describe('sign-in (and reset-mail) attempts per account from all addresses per window'),
  AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(15 * 60),
  AUTH_ADDRESS_RATE_LIMIT_MAX: z.coerce
    .number()
    .int()
    .min(1)
    .default(600)
    .describe('sign-in attempts per client address per window (a whole school behind one address)'),
  AUTH_ADDRESS_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(10 * 60),
  SMTP_URL: optionalUrl.describe('smtp://user:pass@host:port; unset = write mail to DATA_DIR/outbox'),
  MAIL_FROM: z.string().min(3).default('Imtahan <no-reply@imtahan.az>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
  AI_BASE_URL: optionalUrl.describe(
    'an OpenAI-compatible API base URL, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1; unset = the offline tutor',
  ),
  AI_API_KEY: optionalText.describe('the API key sent as a Bearer token; unset for local servers that need none'),
  AI_MODEL: optionalText.describe('the model name, e.g. gpt-4o-mini; required with AI_BASE_URL'),
  AI_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(100)
    .max(300_000)
    .default(20_000)
    .describe('milliseconds an AI request may take in total, the retry and the wait for the first chunk included'),
  AI_DAILY_QUOTA: z.coerce
    .number()
    .int()
    .min(1)
    .default(50)
    .describe('AI requests per student per day that the model answers (offline answers are free)'),
  AI_GRADING_DAILY_QUOTA: z.coerce
    .number()
    .int()
    .min(1)
    .default(300)
    .describe(
      'model calls per student per day for grading open answers and paragraphs; beyond it the offline judge grades',
    ),
  AI_STREAM_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .max(600_000)
    .default(60_000)
    .describe('milliseconds a streamed tutor reply may take from first to last chunk before it is cut off'),
  AI_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(120).describe('AI requests per client address per window'),
  AI_RATE_LIMIT_WINDOW_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(60)
    .describe('the AI rate-limit window in seconds'),
  CONTENT_DIR: z.string().min(1).default('./content'),
  WEB_DIST_DIR: z.string().min(1).default('./dist/web'),
  LOG_LEVEL: z.enum(['silent', 'error', 'info', 'debug']).default('info'),
  SAVE_TRACE: z
    .enum(['0', '1'])
    .default('0')
    .describe('1 prints where answer saves spend their time, once a second, to stderr (debugging only)'),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** The public origin (no trailing slash); links in emails and OAuth callbacks use it. */
  baseUrl: string;
  dataDir: string;
  database: { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string; poolSize?: number };
  authSecret: string | undefined;
  clientIpHeader: string | undefined;
  /**
   * Origins accepted on state-changing requests besides BASE_URL's (src/server/http/origins.ts adds the local
   * addresses when the app runs locally).
   */
  trustedOrigins: string[];
  /** Whether X-Forwarded-Proto and X-Forwarded-Host name the address the browser used. */
  trustProxy: boolean;
  /** Whether BASE_URL was left unset (local use on a laptop or a lab machine). */
  baseUrlDefaulted: boolean;
  recentLoginMinutes: number;
  /**
   * Attempt limits on sign-in and friends (src/server/auth/attempt-limits.ts): per client address and account, per
   * account from every address, and per address for all accounts behind it.
   */
  authRateLimit: {
    addressAndAccount: { max: number; windowSeconds: number };
    account: { max: number; windowSeconds: number };
    address: { max: number; windowSeconds: number };
  };
  mail: { smtpUrl: string | undefined; from: string };
  google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
  /** The model (unset = the offline tutor), its total timeout, and the AI limits. */
  ai: {
    provider: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
    timeoutMs: number;
    /** The whole of a streamed reply, however steadily it trickles in. */
    streamTimeoutMs: number;
    dailyQuota: number;
    gradingQuota: number;
    rateLimit: { max: number; windowSeconds: number };
  };
  contentDir: string;
  webDistDir: string;
  logLevel: Env['LOG_LEVEL'];
  /** Answer saves' phases printed once a second (src/server/attempts/save-trace.ts). */
  saveTrace: boolean;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Parses the environment. Throws ConfigError listing every bad variable. */
export function loadConfig(environment: Record<string, string | undefined>): Config {
  // An empty variable (FOO= in a .env file) means "not set".
  const present = Object.fromEntries(Object.entries(environment).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => {
        const name = issue.path.join('.') || '(environment)';
        const expected = envSchema.shape[name as keyof typeof envSchema.shape]?.description;
        return `${name}: ${issue.message}${expected ? ` (expected ${expected})` : ''}`;
      });
  if (Boolean(present.GOOGLE_CLIENT_ID) !== Boolean(present.GOOGLE_CLIENT_SECRET)) {
    problems.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: set both to enable Google sign-in, or neither');
  }
  if (present.AI_BASE_URL && !present.AI_MODEL) {
    problems.push('AI_MODEL: required with AI_BASE_URL (expected the model name, e.g. gpt-4o-mini)');
  }
  // Several servers may share one PostgreSQL database; each minting its own secret would sign cookies the others reject.
  const postgres = /^postgres(ql)?:\/\//.test(present.DATABASE_URL ?? '');
  if (postgres && !present.AUTH_SECRET) {
    problems.push(
      'AUTH_SECRET: required with a PostgreSQL DATABASE_URL, so every server sharing the database signs sessions alike (expected at least 32 characters, e.g. the output of `openssl rand -hex 32`)',
    );
  }
  const trustedOrigins = (present.TRUSTED_ORIGINS ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        const url = new URL(entry);
        if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === entry.replace(/\/+$/, '')) {
          return url.origin;
        }
      } catch {
        // reported below
      }
      problems.push(`TRUSTED_ORIGINS: "${entry}" is not an origin (expected e.g. https://www.imtahan.az, no path)`);
      return '';
    });
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const env = parsed.data;
  const dataDir = env.DATA_DIR;
  const url = env.DATABASE_URL;
  const database: Config['database'] = !url
    ? { kind: 'sqlite', path: `${dataDir}/imtahan.db` }
    : url.startsWith('sqlite:')
      ? { kind: 'sqlite', path: url.slice('sqlite:'.length) }
      : { kind: 'postgres', url, poolSize: env.POSTGRES_POOL_SIZE };
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    baseUrl: (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    trustedOrigins,
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    baseUrlDefaulted: env.BASE_URL === undefined,
    dataDir,
    database,
    authSecret: env.AUTH_SECRET,
    clientIpHeader: env.CLIENT_IP_HEADER?.toLowerCase(),
    recentLoginMinutes: env.RECENT_LOGIN_MINUTES,
    authRateLimit: {
      addressAndAccount: { max: env.AUTH_RATE_LIMIT_MAX, windowSeconds: env.AUTH_RATE_LIMIT_WINDOW_SECONDS },
      account: { max: env.AUTH_ACCOUNT_RATE_LIMIT_MAX, windowSeconds: env.AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS },
      address: { max: env.AUTH_ADDRESS_RATE_LIMIT_MAX, windowSeconds: env.AUTH_ADDRESS_RATE_LIMIT_WINDOW_SECONDS },
    },
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          }
        : undefined,
    ai: {
      provider:
        env.AI_BASE_URL && env.AI_MODEL
          ? { baseUrl: env.AI_BASE_URL.replace(/\/+$/, ''), apiKey: env.AI_API_KEY, model: env.AI_MODEL }
          : undefined,
      timeoutMs: env.AI_TIMEOUT_MS,
      streamTimeoutMs: env.AI_STREAM_TIMEOUT_MS,
      dailyQuota: env.AI_DAILY_QUOTA,
      gradingQuota: env.AI_GRADING_DAILY_QUOTA,
      rateLimit: { max: env.AI_RATE_LIMIT_MAX, windowSeconds: env.AI_RATE_LIMIT_WINDOW_SECONDS },
    },
    contentDir: env.CONTENT_DIR,
    webDistDir: env.WEB_DIST_DIR,
    logLevel: env.LOG_LEVEL,
    saveTrace: env.SAVE_TRACE === '1',
  };
}
