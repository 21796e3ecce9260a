/**
 * The first view of a signed-in page, as the server writes it into the page's HTML (src/server/http/first-view.ts)
 * and the browser reads it before its first render (src/web/app/first-view.ts).
 */

/** The element that carries it. */
export const FIRST_VIEW_ELEMENT_ID = 'imtahan-first-view';

export interface FirstView<Session = unknown> {
  /** GET /api/auth/get-session's answer. */
  session: Session;
  /** The page's first calls and their JSON answers. */
  responses: [path: string, body: unknown][];
}
