import { LANGUAGE_LEVEL_NAMES, type Education, type ProfileLanguage } from '../lib/api/profiles';
import { Icon } from './icon';

/*
 * A profile's languages, schools and certifications as the profile page and the seller page show
 * them: only what the user entered, each screen deciding what an empty list shows.
 */

export function LanguageList({ languages }: { languages: ProfileLanguage[] }) {
  return (
    <ul className="space-y-1.5 text-sm">
      {languages.map((language) => (
        <li key={language.name} className="flex flex-wrap gap-x-1.5">
          <span className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {language.name}
          </span>
          {language.level && (
            <span className="text-slate-500">– {LANGUAGE_LEVEL_NAMES[language.level]}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function EducationList({ education }: { education: Education[] }) {
  return (
    <ul className="space-y-3">
      {education.map((school) => (
        <li key={`${school.school}-${school.degree}-${school.year}`}>
          <p className="text-sm font-semibold text-slate-900 [overflow-wrap:anywhere]">
            {school.degree} in {school.field}
          </p>
          <p className="mt-0.5 text-sm text-slate-600 [overflow-wrap:anywhere]">
            {school.school}, graduated {school.year}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function CertificationList({ certifications }: { certifications: string[] }) {
  return (
    <ul className="space-y-2 text-sm text-slate-800">
      {certifications.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon name="certificate" className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span className="[overflow-wrap:anywhere]">{item}</span>
        </li>
      ))}
    </ul>
  );
}
