/** The navbar: logo to /practice, link sets by auth state, mobile menu under 768 px. */
import { useQueryClient } from '@tanstack/react-query';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/i18n.ts';
import { NavLink, useLocation, useNavigate } from 'react-router';
import { forgetLastSession, signOut, sessionQueryKey } from '../api/auth.ts';
import { useReviewCount } from '../api/review.ts';
import { forgetConversations } from '../features/tutor/conversation-storage.ts';
import { useToast } from '../ui/toast.tsx';
import { useLanguage } from '../i18n/language.tsx';

export const SHRINK_AFTER_PX = 50;

function useScrolledPast(px: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > px);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [px]);
  return past;
}

export function Navbar({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const compact = useScrolledPast(SHRINK_AFTER_PX);
  const due = useReviewCount(signedIn).data?.due ?? 0;
  const [open, setOpen] = useState(false);
  const [menuFor, setMenuFor] = useState(location.pathname);
  if (menuFor !== location.pathname) {
    // Close the mobile menu when a link navigates.
    setMenuFor(location.pathname);
    setOpen(false);
  }

  async function handleSignOut() {
    try {
      await signOut();
    } finally {
      forgetConversations();
      forgetLastSession();
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'session' && q.queryKey[0] !== 'site' });
      toast.show(t('toast.signedOut'));
      void navigate(path('/'));
    }
  }

  const links: { to: string; label: string; cta?: boolean; count?: number }[] = signedIn
    ? [
        { to: '/dashboard', label: t('nav.dashboard') },
        { to: '/practice', label: t('nav.practice') },
        { to: '/review', label: t('nav.review'), count: due },
        { to: '/aitutor', label: t('nav.aitutor') },
        { to: '/profile', label: t('nav.profile') },
      ]
    : [
        { to: '/', label: t('nav.home') },
        { to: '/practice', label: t('nav.practice') },
        { to: '/aitutor', label: t('nav.aitutor') },
        { to: '/signin', label: t('nav.signIn') },
        { to: '/signup', label: t('nav.signUp'), cta: true },
      ];

  const items = (
    <ul className="nav-links">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={path(link.to)} end className={`nav-link${link.cta ? ' nav-cta' : ''}`}>
            {link.label}
            {link.count ? (
              <span
                className="badge nav-count"
                data-testid="review-due-count"
                aria-label={t('review.dueCard', { n: link.count })}
              >
                {link.count}
              </span>
            ) : null}
          </NavLink>
        </li>
      ))}
      {signedIn && (
        <li>
          <button type="button" className="nav-link" onClick={() => void handleSignOut()}>
            {t('nav.signOut')}
          </button>
        </li>
      )}
    </ul>
  );

  return (
    <header className="navbar" data-compact={compact} data-testid="navbar">
      <nav className="navbar-inner" aria-label={t('nav.main')}>
        <NavLink to={path('/practice')} className="logo">
          <span className="logo-mark" aria-hidden>
            I
          </span>
          {t('common.appName')}
          <span className="visually-hidden">{t('nav.logoHint')}</span>
        </NavLink>
        {items}
        <button
          type="button"
          className="icon-btn menu-toggle"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X size={24} aria-hidden /> : <Menu size={24} aria-hidden />}
        </button>
      </nav>
      <div id="mobile-menu" className="mobile-menu" data-open={open} hidden={!open}>
        {items}
      </div>
    </header>
  );
}
