/**
 * Requests exactly as written: a path with malformed percent-encoding, a Content-Length that promises more than is
 * sent, a body streamed without a length. fetch would normalize or refuse these.
 */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  /** Body bytes the client had written when the response arrived. */
  written: number;
}

export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  /** Sent whole, then the request ends. */
  body?: string | Buffer;
  /** Streamed in chunks of this buffer until `streamBytes` are written or the response arrives; the request never ends. */
  stream?: { chunk: Buffer; streamBytes: number };
}

export function rawRequest(baseUrl: string, options: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    let written = 0;
    let answered = false;
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
            written,
          });
          req.destroy();
        });
      },
    );
    // The server may close a connection whose body it will not read once it has answered.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    if (options.body !== undefined) {
      written = Buffer.byteLength(options.body);
      req.end(options.body);
    } else if (options.stream) {
      const { chunk, streamBytes } = options.stream;
      const pump = () => {
        while (!answered && written < streamBytes) {
          written += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
      };
      pump();
    } else if (options.headers?.['content-length']) {
      // A length promised and never sent: the answer must not wait for the body.
      req.flushHeaders();
    } else {
      req.end();
    }
  });
}
