/**
 * /profile: view and edit mode, immediate language and time zone change, change password, and the optional target score
 * and exam date that the dashboard's prediction and weekly plan read.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { LANGUAGES, type Language } from '../../../domain/language.ts';
import {
  checkProfileForm,
  formatAverageScore,
  type Grade,
  type Profile,
} from '../../../domain/profile/profile-rules.ts';
import { calendarDay } from '../../../domain/practice/calendar-day.ts';
import { formatDay } from '../../../domain/progress/history-date.ts';
import { errorCodeOf } from '../../api/client.ts';
import { standingQueryKey } from '../../api/standing.ts';
import { profileQueryKey, updateProfile, useProfile } from '../../api/profile.ts';
import { useLanguage } from '../../i18n/language.tsx';
import { Loader, TextField } from '../../ui/form-fields.tsx';
import { GradeSelect } from '../../ui/grade-select.tsx';
import { useToast } from '../../ui/toast.tsx';
import { FLASH_DURATION_MS, FlashMessage, useFlash } from '../../ui/use-flash.tsx';
import { loadCatalog, translator, useTranslation } from '../../i18n/i18n.ts';
import { useSession } from '../../api/auth.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { TimeZoneSelect } from './time-zone-select.tsx';
import { readExamGoal, type ExamGoalError } from './exam-goal.ts';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { path } = useLanguage();
  const session = useSession();
  const signedIn = Boolean(session.data?.user);
  const profile = useProfile(signedIn);
  const [flash, showFlash] = useFlash();

  if (!signedIn) {
    return (
      <section className="page-narrow card center-page">
        <h1>{t('profile.notAuthenticated')}</h1>
        <p className="muted">{t('profile.signInPrompt')}</p>
        <Link to={path('/signin')} className="btn btn-primary">
          {t('nav.signIn')}
        </Link>
      </section>
    );
  }
  if (profile.isPending) return <Loader label={t('common.loading')} />;
  if (profile.isError) {
    return (
      <section className="page-narrow card center-page">
        <p className="alert alert-error" role="alert">
          {t('profile.messages.loadProfileFailed')}
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void profile.refetch()}>
          {t('common.retry')}
        </button>
      </section>
    );
  }
  return (
    <div className="page-medium">
      <ProfileCard profile={profile.data} showFlash={showFlash} />
      <FlashMessage flash={flash} />
      {profile.data.provider === 'password' && <ChangePasswordCard />}
    </div>
  );
}

function ProfileCard({
  profile,
  showFlash,
}: {
  profile: Profile;
  showFlash(text: string, kind?: 'success' | 'error'): void;
}) {
  const { t } = useTranslation();
  const { language, switchLanguage } = useLanguage();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [languageSaving, setLanguageSaving] = useState(false);
  const [timeZoneSaving, setTimeZoneSaving] = useState(false);

  async function changeLanguage(next: Language) {
    setLanguageSaving(true);
    try {
      const updated = await updateProfile({ language: next });
      queryClient.setQueryData(profileQueryKey, updated);
      await loadCatalog(next).catch(() => undefined);
      switchLanguage(next);
      // The page re-renders under the new prefix, so this message travels as a toast with the 3-second life of
      // the profile's other messages.
      toast.show(translator(next)('profile.messages.languageUpdated'), 'success', FLASH_DURATION_MS);
    } catch {
      showFlash(t('profile.messages.languageUpdateFailed'), 'error');
    } finally {
      setLanguageSaving(false);
    }
  }

  async function changeTimeZone(next: string) {
    setTimeZoneSaving(true);
    try {
      const updated = await updateProfile({ timeZone: next });
      queryClient.setQueryData(profileQueryKey, updated);
      // "Today" moved with the zone: the dashboard, the challenge and the history are read again when next shown.
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== profileQueryKey[0] });
      showFlash(t('profile.messages.timeZoneUpdated'));
    } catch (error) {
      // The select offers only zones the browser knows; the server refuses one its own Intl does not know.
      const unknown = errorCodeOf(error) === 'VALIDATION_FAILED';
      showFlash(unknown ? t('validation.timeZoneUnknown') : t('profile.messages.timeZoneUpdateFailed'), 'error');
    } finally {
      setTimeZoneSaving(false);
    }
  }

  const timeZoneField = (
    <>
      <TimeZoneSelect
        id="profile-time-zone"
        value={profile.timeZone}
        language={language}
        disabled={timeZoneSaving}
        onChange={(zone) => void changeTimeZone(zone)}
      />
      <p id="profile-time-zone-hint" className="muted">
        {t('profile.timeZoneHint')}
      </p>
    </>
  );

  const languageSelect = (
    <select
      id="profile-language"
      className="input"
      value={profile.language}
      disabled={languageSaving}
      onChange={(e) => void changeLanguage(e.target.value as Language)}
    >
      {LANGUAGES.map((code) => (
        <option key={code} value={code} lang={code}>
          {t(`common.languageNames.${code}`)}
        </option>
      ))}
    </select>
  );

  return (
    <section className="card" aria-labelledby="profile-title">
      <div className="profile-header">
        <div className="profile-title">
          <span className="avatar" aria-hidden>
            {profile.name.slice(0, 1).toUpperCase()}
          </span>
          <h1 id="profile-title">{editing ? t('profile.editTitle') : t('profile.title')}</h1>
        </div>
        {!editing && (
          <button type="button" className="btn btn-secondary" onClick={() => setEditing(true)}>
            {t('common.edit')}
          </button>
        )}
      </div>
      {editing ? (
        <EditForm
          profile={profile}
          languageSelect={languageSelect}
          timeZoneField={timeZoneField}
          onDone={(message, kind) => {
            if (message) showFlash(message, kind);
            if (kind !== 'error') setEditing(false);
          }}
        />
      ) : (
        <dl className="details">
          <div>
            <dt>{t('profile.name')}</dt>
            <dd data-testid="profile-name">{profile.name}</dd>
          </div>
          <div>
            <dt>{t('profile.grade')}</dt>
            <dd data-testid="profile-grade">
              {profile.grade ? t(`profile.gradeLabels.${profile.grade}`) : t('profile.gradeNotSet')}
            </dd>
          </div>
          <div>
            <dt>{t('profile.goal')}</dt>
            <dd data-testid="profile-goal">
              {profile.goal || <span className="muted">{t('profile.goalEmpty')}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('profile.targetScore')}</dt>
            <dd data-testid="profile-target">
              {profile.targetScore ?? <span className="muted">{t('profile.examGoalNotSet')}</span>}
            </dd>
          </div>
          <div>
            <dt>{t('profile.examDate')}</dt>
            <dd data-testid="profile-exam-date">
              {profile.examDate ? (
                formatDay(profile.examDate, language)
              ) : (
                <span className="muted">{t('profile.examGoalNotSet')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt>
              <label htmlFor="profile-language">{t('profile.language')}</label>
            </dt>
            <dd>{languageSelect}</dd>
          </div>
          <div>
            <dt>
              <label htmlFor="profile-time-zone">{t('profile.timeZone')}</label>
            </dt>
            <dd>{timeZoneField}</dd>
          </div>
          <div>
            <dt>{t('profile.averageScore')}</dt>
            <dd data-testid="profile-average">{formatAverageScore(profile.averageScore, language)}</dd>
          </div>
          <div>
            <dt>{t('profile.email')}</dt>
            <dd>{profile.email}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}

function EditForm({
  profile,
  languageSelect,
  timeZoneField,
  onDone,
}: {
  profile: Profile;
  languageSelect: React.ReactNode;
  timeZoneField: React.ReactNode;
  onDone(message: string | undefined, kind?: 'success' | 'error'): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [name, setName] = useState(profile.name);
  const [goal, setGoal] = useState(profile.goal);
  const [grade, setGrade] = useState<Grade | null>(profile.grade);
  const [target, setTarget] = useState(profile.targetScore === null ? '' : String(profile.targetScore));
  const [examDate, setExamDate] = useState(profile.examDate ?? '');
  // The earliest exam day: the student's today in their own zone, as the server checks it.
  const today = calendarDay(new Date(), profile.timeZone);
  const goalMessage = (code: ExamGoalError) =>
    code === 'EXAM_DATE_INVALID' ? t('profile.examDateInvalid') : t(`errors.${code}`);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = checkProfileForm({ name, goal, grade });
    const examGoal = readExamGoal(target, examDate, today);
    if (!parsed.ok || !examGoal.ok) {
      const next: Record<string, string> = {};
      if (!parsed.ok)
        for (const [field, issue] of Object.entries(parsed.issues)) next[field] = t(`validation.${issue}`);
      if (!examGoal.ok) {
        if (examGoal.errors.targetScore) next.targetScore = goalMessage(examGoal.errors.targetScore);
        if (examGoal.errors.examDate) next.examDate = goalMessage(examGoal.errors.examDate);
      }
      return setErrors(next);
    }
    setErrors({});
    setSaving(true);
    try {
      const updated = await updateProfile({
        ...parsed.value,
        targetScore: examGoal.targetScore,
        examDate: examGoal.examDate,
      });
      queryClient.setQueryData(profileQueryKey, updated);
      // The chance of the target and the weeks to the exam are read again when the dashboard is next shown.
      void queryClient.invalidateQueries({ queryKey: standingQueryKey });
      onDone(t('profile.messages.profileUpdated'));
    } catch (error) {
      // The server's own check (its today may already be tomorrow here) names the field to fix.
      const code = errorCodeOf(error);
      if (code === 'TARGET_SCORE_OUT_OF_RANGE') return setErrors({ targetScore: goalMessage(code) });
      if (code === 'EXAM_DATE_IN_PAST') return setErrors({ examDate: goalMessage(code) });
      onDone(t('profile.messages.profileUpdateFailed'), 'error');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="form" noValidate onSubmit={(e) => void submit(e)}>
      <TextField
        label={t('profile.name')}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        autoComplete="given-name"
      />
      <GradeSelect
        id="profile-grade"
        label={t('profile.grade')}
        noneLabel={t('profile.gradeNotSet')}
        value={grade}
        onChange={setGrade}
      />
      <div className="field">
        <label htmlFor="profile-goal">{t('profile.goal')}</label>
        <textarea
          id="profile-goal"
          className="input"
          value={goal}
          maxLength={500}
          placeholder={t('profile.goalPlaceholder')}
          aria-invalid={errors.goal ? true : undefined}
          onChange={(e) => setGoal(e.target.value)}
        />
        {errors.goal && <p className="field-error">{errors.goal}</p>}
      </div>
      <div className="field">
        <label htmlFor="profile-target">{t('profile.targetScore')}</label>
        <input
          id="profile-target"
          className="input profile-target-input"
          type="number"
          inputMode="numeric"
          min={0}
          max={100}
          step={1}
          value={target}
          aria-invalid={errors.targetScore ? true : undefined}
          aria-describedby={errors.targetScore ? 'profile-target-hint profile-target-error' : 'profile-target-hint'}
          onChange={(e) => setTarget(e.target.value)}
        />
        <p id="profile-target-hint" className="muted field-hint">
          {t('profile.targetScoreHint')}
        </p>
        {errors.targetScore && (
          <p id="profile-target-error" className="field-error" data-testid="target-error">
            {errors.targetScore}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="profile-exam-date">{t('profile.examDate')}</label>
        <input
          id="profile-exam-date"
          className="input profile-date-input"
          type="date"
          min={today}
          value={examDate}
          aria-invalid={errors.examDate ? true : undefined}
          aria-describedby={
            errors.examDate ? 'profile-exam-date-hint profile-exam-date-error' : 'profile-exam-date-hint'
          }
          onChange={(e) => setExamDate(e.target.value)}
        />
        <p id="profile-exam-date-hint" className="muted field-hint">
          {t('profile.examDateHint')}
        </p>
        {errors.examDate && (
          <p id="profile-exam-date-error" className="field-error" data-testid="exam-date-error">
            {errors.examDate}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="profile-language">{t('profile.language')}</label>
        {languageSelect}
      </div>
      <div className="field">
        <label htmlFor="profile-time-zone">{t('profile.timeZone')}</label>
        {timeZoneField}
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>
          {saving ? t('profile.saving') : t('common.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onDone(undefined)}>
          {t('common.cancel')}
        </button>
      </div>
    </form>
  );
}
