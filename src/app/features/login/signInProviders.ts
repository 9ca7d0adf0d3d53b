import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SignInProvider } from '../../../contract/signInProviders';
import { request } from '../../api/http';

/**
 * The single sign-on providers the login page offers (issue 29, `GET /api/auth/oauth`). Asked on
 * every visit while online and kept in localStorage, so a page opened offline knows them too; but a
 * provider's sign-in needs the network, so the buttons show only while the browser is online. No
 * zod here: the login route's JavaScript budget (docs/benchmarks.md); the answer is only rendered
 * as text and links to the portal's own start URLs.
 */
const STORAGE_KEY = 'kundencenter.signInProviders';

function stored(): SignInProvider[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? (value as SignInProvider[]) : [];
  } catch {
    return [];
  }
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** The providers to offer now: none while offline. */
export function useSignInProviders(): SignInProvider[] {
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine);
  const [providers, setProviders] = useState(stored);
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    request<{ data: SignInProvider[] }>('/api/auth/oauth', { quietOnSessionLoss: true })
      .then(({ data }) => {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(data));
        if (!cancelled) setProviders(data);
      })
      // The cached list stays: the page works without the answer (the password form).
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [online]);
  return online ? providers : [];
}
