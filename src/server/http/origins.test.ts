import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { createOriginPolicy, forwardedOrigin } from './origins.ts';

const lan = {
  eth0: [
    { address: '192.168.1.20', family: 'IPv4', internal: false, netmask: '', mac: '', cidr: null },
    { address: 'fe80::1', family: 'IPv6', internal: false, netmask: '', mac: '', cidr: null, scopeid: 2 },
  ],
} as const;
const policy = (config: Partial<Parameters<typeof createOriginPolicy>[0]>) =>
  createOriginPolicy(
    {
      baseUrl: 'http://localhost:3000',
      baseUrlDefaulted: true,
      trustedOrigins: [],
      trustProxy: false,
      port: 3000,
      ...config,
    },
    // The shape os.networkInterfaces() returns.
    lan as unknown as NodeJS.Dict<NetworkInterfaceInfo[]>,
  );

describe('origin policy', () => {
  it('run locally, accepts localhost, 127.0.0.1 and the LAN addresses on the port', () => {
    const local = policy({});
    for (const origin of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.20:3000',
    ]) {
      expect(local.accepts(origin, new Headers())).toBe(true);
    }
    expect(local.accepts('http://192.168.1.20:4000', new Headers())).toBe(false);
    expect(local.accepts('https://evil.example', new Headers())).toBe(false);
  });

  it('in development, also accepts the local addresses on the port of a local BASE_URL (Vite)', () => {
    const dev = policy({ baseUrl: 'http://localhost:5173', baseUrlDefaulted: false, port: 3001 });
    expect(dev.accepts('http://127.0.0.1:5173', new Headers())).toBe(true);
    expect(dev.accepts('http://192.168.1.20:3001', new Headers())).toBe(true);
  });

  it('with a public BASE_URL, accepts it and TRUSTED_ORIGINS only', () => {
    const site = policy({
      baseUrl: 'https://imtahan.az',
      baseUrlDefaulted: false,
      trustedOrigins: ['https://www.imtahan.az'],
    });
    expect(site.fixed).toEqual(['https://imtahan.az', 'https://www.imtahan.az']);
    expect(site.accepts('http://localhost:3000', new Headers())).toBe(false);
  });

  it('uses the forwarded origin only with TRUST_PROXY', () => {
    const headers = new Headers({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'imtahan.az' });
    expect(policy({}).accepts('https://imtahan.az', headers)).toBe(false);
    expect(policy({ trustProxy: true }).accepts('https://imtahan.az', headers)).toBe(true);
    expect(policy({ trustProxy: true }).describe()).toContain('TRUST_PROXY');
  });

  it('reads the first forwarded values and ignores malformed ones', () => {
    expect(
      forwardedOrigin(new Headers({ 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'a.az:8443, b' })),
    ).toBe('https://a.az:8443');
    expect(forwardedOrigin(new Headers({ 'x-forwarded-proto': 'ftp', 'x-forwarded-host': 'a.az' }))).toBeUndefined();
    expect(
      forwardedOrigin(new Headers({ 'x-forwarded-proto': 'https', 'x-forwarded-host': 'a.az/x' })),
    ).toBeUndefined();
    expect(forwardedOrigin(new Headers({ 'x-forwarded-proto': 'https' }))).toBeUndefined();
  });
});
