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

/** Doctors are addressed with salutation, title and surname; others by first name (spec §2). */
export function addressee(
  user: Pick<AuthUser, 'roles' | 'anrede' | 'titel' | 'vorname' | 'nachname'>,
): string {
  if (!user.roles.includes(RoleName.doctor)) return user.vorname;
  const salutation = user.anrede === 'Keine' ? '' : user.anrede;
  return [salutation, user.titel, user.nachname].filter(Boolean).join(' ');
}
