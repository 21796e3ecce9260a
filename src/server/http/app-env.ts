/** Variables the middleware puts on each request (signed-in routes: src/server/http/request-context.ts). */
import type { Language } from '../../domain/language.ts';

export interface AppEnv {
  Variables: {
    user: { id: string };
    /** The student's language as stored in their profile. */
    language: Language;
    /** The IANA zone of the student's calendar day (streak, daily challenge, AI quota), from their profile. */
    timeZone: string;
    /** The /api request's body as checked text, read once by the request guard (absent for bodiless requests). */
    bodyText?: string;
    /** The client's address (security.ts clientAddress): from the socket, or from the configured proxy header. */
    clientAddress: string;
  };
}
