/** The school-grade picker of the sign-up form and the profile form: 9, 10, 11 or none. */
import { useTranslation } from '../i18n/i18n.ts';
import { GRADES, type Grade } from '../../domain/profile/profile-rules.ts';

export function GradeSelect({
  id,
  label,
  noneLabel,
  value,
  onChange,
}: {
  id: string;
  label: string;
  /** What "no grade" reads as: "not set" in the profile, "prefer not to say" at sign-up. */
  noneLabel: string;
  value: Grade | null;
  onChange: (grade: Grade | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="input"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? (Number(e.target.value) as Grade) : null)}
      >
        <option value="">{noneLabel}</option>
        {GRADES.map((g) => (
          <option key={g} value={g}>
            {t(`profile.gradeLabels.${g}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
