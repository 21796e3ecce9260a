/**
 * A shutdown that lets the requests in flight finish. `server.close()` alone stops accepting connections, but a
 * keep-alive connection stays open and may carry further requests, and nothing tells the caller when the last
 * handler is done; the database was destroyed under them, and they answered 500.
 *
 * drainRequests() counts each request from its arrival until both its response has ended and its handler has
 * settled. The handler counts too because a client may go away first (a load tool stopping at the end of its run,
 * a closed tab): its response then closes at once while the handler still reads or writes the database, and a
 * shutdown that waited for responses alone closed the pool under it ("driver has already been destroyed").
 * On close it stops accepting, asks every connection to close after its current response (`Connection: close`),
 * closes the idle ones, and resolves once no request is left, or at the deadline, when it cuts the remaining
 * connections (a long tutor stream, a client that stopped reading).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** The app's fetch handler as @hono/node-server calls it: the Node response comes in the second argument. */
type FetchHandler = (request: Request, env?: unknown) => Response | Promise<Response>;

export interface RequestDrain {
  /** The app's handler, counted: a request stays in flight until its handler has settled. */
  track(fetch: FetchHandler): FetchHandler;
  /** Counts the server's requests from their arrival; called once, with the server that runs `track`'s handler. */
  attach(server: Server): void;
  /** Requests received whose response has not ended or whose handler has not settled yet. */
  inFlight(): number;
  /**
   * Stops accepting and waits for the requests in flight, at most `deadlineMs`; resolves with how many were still
   * running at the deadline and were cut off (0 after a clean drain).
   */
  close(deadlineMs: number): Promise<number>;
}

const outgoingOf = (env: unknown): ServerResponse | undefined =>
  typeof env === 'object' && env !== null && 'outgoing' in env ? (env.outgoing as ServerResponse) : undefined;

export function drainRequests(): RequestDrain {
  /** Per request (keyed by its response): what still holds it, its response and its handler, 0 to 2. */
  const holds = new Map<ServerResponse, number>();
  let server: Server | undefined;
  let closing = false;
  let drained: (() => void) | undefined;

  /** Asks the client to open no further request on this connection. */
  const lastOnConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  const hold = (res: ServerResponse) => holds.set(res, (holds.get(res) ?? 0) + 1);
  const release = (res: ServerResponse) => {
    const left = (holds.get(res) ?? 1) - 1;
    if (left > 0) {
      holds.set(res, left);
      return;
    }
    holds.delete(res);
    if (!closing) return;
    // Its connection may now be idle (its response had started before the close): close it too.
    server?.closeIdleConnections();
    if (holds.size === 0) drained?.();
  };

  return {
    track(fetch) {
      return (request, env) => {
        const res = outgoingOf(env);
        if (!res) return fetch(request, env);
        hold(res);
        let result: Response | Promise<Response>;
        try {
          result = fetch(request, env);
        } catch (error) {
          release(res);
          throw error;
        }
        Promise.resolve(result).then(
          () => release(res),
          () => release(res),
        );
        return result;
      };
    },
    attach(s) {
      server = s;
      s.on('request', (_req: IncomingMessage, res: ServerResponse) => {
        hold(res);
        // A request that arrives on a kept-alive connection while closing is still answered, as its last one.
        if (closing) lastOnConnection(res);
        res.once('close', () => release(res));
      });
    },
    inFlight: () => holds.size,
    async close(deadlineMs) {
      const s = server;
      if (!s) throw new Error('drainRequests: close() before attach()');
      closing = true;
      for (const res of holds.keys()) lastOnConnection(res);
      const closed = new Promise<void>((resolve) => s.close(() => resolve()));
      s.closeIdleConnections();
      const idle = new Promise<void>((resolve) => {
        drained = resolve;
        if (holds.size === 0) resolve();
      });
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), deadlineMs);
      });
      const outcome = await Promise.race([idle, deadline]);
      clearTimeout(timer);
      const cutOff = outcome === 'deadline' ? holds.size : 0;
      // Connections still open now carry no request (or one past the deadline): end them, so `closed` resolves.
      s.closeAllConnections();
      await closed;
      return cutOff;
    },
  };
}
