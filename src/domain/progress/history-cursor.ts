/**
 * The quiz history's page cursor: the last listed attempt's finishing time and id, the order of the list (newest
 * first, the id breaking ties). Opaque to the browser (base64url), checked when read back, so a forged or damaged
 * cursor is a bad request rather than a query on arbitrary text.
 */
export interface HistoryCursor {
  finishedAt: string;
  id: string;
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function encodeHistoryCursor(cursor: HistoryCursor): string {
  return toBase64Url(`${cursor.finishedAt} ${cursor.id}`);
}

/** The cursor, or undefined when the text is not one this server wrote. */
export function decodeHistoryCursor(text: string): HistoryCursor | undefined {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(text)) return undefined;
  let decoded: string;
  try {
    decoded = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  } catch {
    return undefined;
  }
  const [finishedAt, id, extra] = decoded.split(' ');
  if (extra !== undefined || !finishedAt || !id || !ISO_INSTANT.test(finishedAt) || !ID.test(id)) return undefined;
  if (Number.isNaN(Date.parse(finishedAt))) return undefined;
  return { finishedAt, id };
}
