/**
 * Every forward navigation starts at the top of the new page: the router keeps the window's scroll, so a quiz
 * opened from low in the practice menu would open scrolled halfway down. Back and forward (POP) are left to the
 * browser, which restores where the student was. Switching language (same page under another prefix) and
 * changing only the query (filters) keep the position.
 */
import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { parsePathLanguage } from '../../domain/language.ts';

function pageOf(pathname: string): string {
  const parsed = parsePathLanguage(pathname);
  return parsed.kind === 'ok' ? parsed.rest : pathname;
}

export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const page = pageOf(pathname);
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo?.({ top: 0 });
    // Only a change of page counts; the navigation type is read when it happens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page]);
  return null;
}
