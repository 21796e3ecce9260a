/** A small HTTP client for API tests that keeps cookies like a browser and sends our Origin. */
import type { Profile } from '../../src/domain/profile/profile-schema.ts';
import type { Db } from '../../src/server/db/database.ts';

export interface JsonResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export class TestClient {
  private cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly defaults: { origin?: string | null; headers?: Record<string, string> } = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<JsonResponse<T>> {
    const origin = this.defaults.origin === undefined ? this.baseUrl : this.defaults.origin;
    const response = await fetch(this.baseUrl + path, {
      method,
      redirect: 'manual',
      headers: {
        ...(origin ? { origin } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookies.size ? { cookie: this.cookieHeader() } : {}),
        ...this.defaults.headers,
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const index = pair?.indexOf('=') ?? -1;
      if (!pair || index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, headers: response.headers, body: parsed as T };
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request<T>('POST', path, body, headers);
  }
  patch<T = unknown>(path: string, body: unknown) {
    return this.request<T>('PATCH', path, body);
  }

  async signUp(email: string, password = 'secret123'): Promise<JsonResponse> {
    return this.post('/api/auth/sign-up/email', { email, password, name: email.split('@')[0] });
  }
  async signIn(email: string, password = 'secret123'): Promise<JsonResponse> {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

export interface ErrorBody {
  error: { code: string; message: string };
}

let students = 0;

/** A new student signed up on `serverUrl` (a unique email starting with `prefix`), as a client with their session. */
export async function signedUpStudent(serverUrl: string, prefix: string): Promise<TestClient> {
  const client = new TestClient(serverUrl);
  const res = await client.signUp(`${prefix}${++students}-${Date.now()}@example.az`);
  if (res.status !== 200) throw new Error(`sign-up: ${res.status}`);
  return client;
}

/** A signed-up student and their user id, for tests that also write the student's rows straight to the database. */
export async function signedUpStudentWithId(
  server: { url: string; db: Db },
  prefix: string,
): Promise<{ client: TestClient; userId: string }> {
  const client = new TestClient(server.url);
  const email = `${prefix}${++students}-${Date.now()}@example.az`;
  const res = await client.signUp(email);
  if (res.status !== 200) throw new Error(`sign-up: ${res.status}`);
  const user = await server.db.kysely
    .selectFrom('user')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { client, userId: user.id };
}

export const profileOf = async (client: TestClient) =>
  (await client.get<{ profile: Profile }>('/api/profile')).body.profile;
