/**
 * A shutdown that lets the requests in flight finish. `server.close()` alone stops accepting connections, but a
 * keep-alive connection stays open and may carry further requests, and nothing tells the caller when the last
 * handler is done; the database was destroyed under them, and they answered 500.
 *
 * drainRequests() counts the requests between their arrival and their response's end. On close it stops accepting,
 * asks every connection to close after its current response (`Connection: close`), closes the idle ones, and resolves
 * once no request is left, or at the deadline, when it cuts the remaining connections (a long tutor stream, a
 * client that stopped reading).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface RequestDrain {
  /** Requests received whose response has not ended yet. */
  inFlight(): number;
  /**
   * Stops accepting and waits for the requests in flight, at most `deadlineMs`; resolves with how many were still
   * running at the deadline and were cut off (0 after a clean drain).
   */
  close(deadlineMs: number): Promise<number>;
}

export function drainRequests(server: Server): RequestDrain {
  const active = new Set<ServerResponse>();
  let closing = false;
  let drained: (() => void) | undefined;

  /** Asks the client to open no further request on this connection. */
  const lastOnConnection = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };

  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    active.add(res);
    // A request that arrives on a kept-alive connection while closing is still answered, as its last one.
    if (closing) lastOnConnection(res);
    res.once('close', () => {
      active.delete(res);
      if (!closing) return;
      // Its connection may now be idle (its response had started before the close): close it too.
      server.closeIdleConnections();
      if (active.size === 0) drained?.();
    });
  });

  return {
    inFlight: () => active.size,
    async close(deadlineMs) {
      closing = true;
      for (const res of active) lastOnConnection(res);
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const idle = new Promise<void>((resolve) => {
        drained = resolve;
        if (active.size === 0) resolve();
      });
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<'deadline'>((resolve) => {
        timer = setTimeout(() => resolve('deadline'), deadlineMs);
      });
      const outcome = await Promise.race([idle, deadline]);
      clearTimeout(timer);
      const cutOff = outcome === 'deadline' ? active.size : 0;
      // Connections still open now carry no request (or one past the deadline): end them, so `closed` resolves.
      server.closeAllConnections();
      await closed;
      return cutOff;
    },
  };
}
