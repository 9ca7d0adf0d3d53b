import { GREETING_EVENING_FROM_HOUR, GREETING_MIDDAY_FROM_HOUR } from '../../../contract/constants';
import type { AuthUser } from '../../../contract/authUser';
import { RoleName } from '../../../contract/permissions';

export type DayTime = 'morning' | 'midday' | 'evening';

/** Spec §2: before 11 morning, 11 to under 18 midday, from 18 evening. */
export function dayTime(hour: number): DayTime {
  if (hour < GREETING_MIDDAY_FROM_HOUR) return 'morning';
  if (hour < GREETING_EVENING_FROM_HOUR) return 'midday';
  return 'evening';
}

type Translate = (key: string) => string;
type Addressed = Pick<AuthUser, 'roles' | 'anrede' | 'titel' | 'vorname' | 'nachname'>;

/**
 * The address of the greeting (spec §2): doctors by salutation, title and surname, others by first
 * name. German writes the title as the user entered it ('Frau Dr. med. Weber'). English has no
 * 'Ms Dr. med.': a doctorate or professorship becomes 'Dr' or 'Prof.' in place of the salutation
 * ('Dr Weber'), other degrees are not part of the address ('Ms Weber').
 */
export function addressee(user: Addressed, language: string, t: Translate): string {
  if (!user.roles.includes(RoleName.doctor)) return user.vorname;
  const salutation = user.anrede === 'Keine' ? '' : t(`dashboard.salutation.${user.anrede}`);
  if (!language.startsWith('en')) return [salutation, user.titel, user.nachname].filter(Boolean).join(' ');
  return [englishTitle(user.titel, t) || salutation, user.nachname].filter(Boolean).join(' ');
}

function englishTitle(titel: string | null, t: Translate): string {
  if (!titel) return '';
  if (/\bProf\b/i.test(titel)) return t('dashboard.title.professor');
  if (/\bDr\b/i.test(titel)) return t('dashboard.title.doctor');
  return '';
}
