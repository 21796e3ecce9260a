/**
 * Which page origins may make state-changing requests (the CSRF check in security.ts and better-auth's own
 * origin check use the same answer): BASE_URL's origin, TRUSTED_ORIGINS, the local addresses when the app runs
 * locally, and, with TRUST_PROXY, the origin the proxy says the browser used.
 */
import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { Config } from '../config.ts';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** http://<address>:<port> for loopback and every non-link-local address of this machine. */
export function localOrigins(port: number, interfaces: NodeJS.Dict<NetworkInterfaceInfo[]> = networkInterfaces()) {
  const origins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
  for (const list of Object.values(interfaces)) {
    for (const info of list ?? []) {
      // A link-local IPv6 address needs a zone id, which no browser puts in an Origin.
      if (info.family === 'IPv6' && info.address.toLowerCase().startsWith('fe80')) continue;
      const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
      origins.push(new URL(`http://${host}:${port}`).origin);
    }
  }
  return [...new Set(origins)];
}

/** The origin a trusted proxy reports (X-Forwarded-Proto and X-Forwarded-Host), or undefined when it is unusable. */
export function forwardedOrigin(headers: Headers): string | undefined {
  const proto = headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const host = headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  if ((proto !== 'http' && proto !== 'https') || !host) return undefined;
  try {
    const url = new URL(`${proto}://${host}`);
    return url.host === host.toLowerCase() ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

export interface OriginPolicy {
  /** The origins accepted whatever the request says. */
  fixed: readonly string[];
  trustProxy: boolean;
  /** Every origin accepted for this request (the fixed ones, plus the forwarded one with TRUST_PROXY). */
  originsFor(headers: Headers | undefined): string[];
  accepts(origin: string, headers: Headers): boolean;
  /** One line for the start-up log. */
  describe(): string;
}

export function createOriginPolicy(
  config: Pick<Config, 'baseUrl' | 'baseUrlDefaulted' | 'trustedOrigins' | 'trustProxy' | 'port'>,
  interfaces?: NodeJS.Dict<NetworkInterfaceInfo[]>,
): OriginPolicy {
  const base = new URL(config.baseUrl);
  // Local use: no public address configured, or one on this machine. Then the app is reachable at every local
  // address on its port (a laptop, or a lab machine other computers open by its LAN address).
  const local = config.baseUrlDefaulted || LOOPBACK_HOSTS.has(base.hostname);
  // BASE_URL's port too: in development the pages come from Vite's port, which proxies to the server's.
  const basePort = Number(base.port || (base.protocol === 'https:' ? 443 : 80));
  const localPorts = [...new Set([config.port, basePort])];
  const fixed = [
    ...new Set([
      base.origin,
      ...config.trustedOrigins,
      ...(local ? localPorts.flatMap((port) => localOrigins(port, interfaces)) : []),
    ]),
  ];
  const originsFor = (headers: Headers | undefined) => {
    const forwarded = config.trustProxy && headers ? forwardedOrigin(headers) : undefined;
    return forwarded && !fixed.includes(forwarded) ? [...fixed, forwarded] : [...fixed];
  };
  return {
    fixed,
    trustProxy: config.trustProxy,
    originsFor,
    accepts: (origin, headers) => originsFor(headers).includes(origin),
    describe: () =>
      `accepting sign-in and saves from pages at ${fixed.join(', ')}` +
      (config.trustProxy
        ? ', and at the address a proxy names in X-Forwarded-Proto and X-Forwarded-Host (TRUST_PROXY)'
        : '; behind a proxy set BASE_URL to the public address, or TRUST_PROXY=true'),
  };
}
