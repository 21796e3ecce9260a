/** The 404 page, in the current language, with a way home. */
import { useTranslation } from '../../i18n/i18n.ts';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/language.tsx';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  return (
    <section className="center-page" aria-labelledby="nf-title">
      <p className="big" aria-hidden>
        404
      </p>
      <h1 id="nf-title">{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link to={path('/')} className="btn btn-primary">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
