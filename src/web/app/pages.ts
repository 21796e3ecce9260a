/**
 * The routes that exist so far. Links and redirects to pages that later features add (dashboard, practice,
 * diagnostic…) fall back to the first page that exists, so nothing points at a missing page.
 */
export const AVAILABLE_PAGES = new Set<string>([
  '/',
  '/signin',
  '/signup',
  '/reset-password',
  '/profile',
  '/aitutor',
  '/learn',
  '/practice',
  '/support',
  '/dashboard',
  '/history',
  '/diagnostic',
  '/challenge',
  '/review',
]);

export function isAvailable(path: string): boolean {
  return AVAILABLE_PAGES.has(path);
}

export function firstAvailable(...paths: string[]): string {
  return paths.find(isAvailable) ?? '/';
}

/** Where sign-in lands (spec §4: /practice). */
export const afterSignInPath = () => firstAvailable('/practice', '/profile');
/** Where sign-up lands (spec §4: /diagnostic, or /practice until it exists). */
export const afterSignUpPath = () => firstAvailable('/diagnostic', '/practice', '/profile');
/** Where a signed-in visitor of / goes (DESIGN.md §4.1). */
export const signedInHomePath = () => firstAvailable('/dashboard', '/practice', '/profile');
