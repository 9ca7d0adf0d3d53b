/**
 * The id of this device (this browser profile), under which the server leases it order numbers
 * (issue 28). Kept in the device's storage, not in a user's mirror: the mirror is deleted at
 * logout, and blocks leased to a device must stay that device's. Random, names nobody.
 */
const DEVICE_ID_KEY = 'kundencenter.deviceId';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function deviceId(): string {
  const stored = localStorage.getItem(DEVICE_ID_KEY);
  if (stored && UUID.test(stored)) return stored;
  const made = crypto.randomUUID();
  localStorage.setItem(DEVICE_ID_KEY, made);
  return made;
}
