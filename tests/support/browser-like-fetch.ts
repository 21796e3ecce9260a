/** Follows redirects across hosts with a cookie jar per host, as a browser would during an OAuth round trip. */
export class CookieJars {
  private jars = new Map<string, Map<string, string>>();

  jar(host: string): Map<string, string> {
    let jar = this.jars.get(host);
    if (!jar) this.jars.set(host, (jar = new Map()));
    return jar;
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const jar = this.jar(target.host);
    const headers = new Headers(init.headers);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const index = pair.indexOf('=');
      if (index < 0) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      if (/max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line) || !value) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  /** GETs `url` and follows redirects until a response that is not a redirect or a URL on `stopAtOrigin`. */
  async follow(url: string, stopAtOrigin: string): Promise<{ url: string; response: Response }> {
    let current = url;
    for (let hop = 0; hop < 15; hop++) {
      const response = await this.fetch(current);
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current).toString();
      if (current.startsWith(stopAtOrigin) && !new URL(current).pathname.startsWith('/api/')) {
        return { url: current, response };
      }
    }
    throw new Error('too many redirects');
  }
}
