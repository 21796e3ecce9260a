/** Reads a Server-Sent Events response as a browser's EventSource would, noting when each event arrived. */
export interface SseEvent {
  event: string;
  data: unknown;
  /** performance.now() when the event was complete. */
  at: number;
}

export async function readSse(response: Response): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  if (!response.body) return events;
  const decoder = new TextDecoder();
  let buffer = '';
  const flush = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (data.length === 0) return;
    const text = data.join('\n');
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON
    }
    events.push({ event, data: parsed, at: performance.now() });
  };
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true }).replace(/\r\n/g, '\n');
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      flush(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
  if (buffer.trim()) flush(buffer);
  return events;
}
