import { useEffect, useState } from 'react';
import { SignalIcon } from '@heroicons/react/24/outline';
import { useTranslation } from 'react-i18next';
import { onlineUsersResponseSchema, type OnlineUser } from '../../../contract/backendMessages';
import { PRESENCE_POLL_MS } from '../../../contract/constants';
import { request } from '../../api/http';
import { useBrowserOnline } from '../../offline/useMirror';

/**
 * Who is online (spec §2 'Presence shows admins who is online'). The presence channel's members
 * are opaque ids for everyone (issue 11), so the page asks the admin-only
 * `GET /api/messages/online`, which names them, every PRESENCE_POLL_MS while it is open and
 * online. Who is online is a fact of the moment, not data to mirror: it is kept in the page only.
 */
export function OnlineUsers({ selfUuid }: { selfUuid: string }) {
  const { t } = useTranslation();
  const online = useBrowserOnline();
  const [users, setUsers] = useState<OnlineUser[] | null>(null);
  useEffect(() => {
    if (!online) return;
    let stopped = false;
    const load = async () => {
      try {
        const answer = onlineUsersResponseSchema.parse(await request('/api/messages/online'));
        if (!stopped) setUsers(answer.data);
      } catch {
        // The next poll tries again; a lost session was announced centrally.
      }
    };
    void load();
    const timer = window.setInterval(() => void load(), PRESENCE_POLL_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [online]);
  const others = (users ?? []).filter((user) => user.uuid !== selfUuid);
  return (
    <section
      aria-labelledby="online-users-heading"
      data-testid="online-users"
      className="flex flex-col gap-2 rounded-lg bg-white p-4 shadow-sm ring-1 ring-stone-200"
    >
      <h2 id="online-users-heading" className="flex items-center gap-2 font-semibold">
        <SignalIcon className="size-5 text-green-700" aria-hidden="true" />
        {t('backendMessages.online.title')}
      </h2>
      {!online && <p className="text-sm text-stone-600">{t('backendMessages.online.unavailable')}</p>}
      {online && users !== null && others.length === 0 && (
        <p className="text-sm text-stone-600">{t('backendMessages.online.none')}</p>
      )}
      {online && others.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {others.map((user) => (
            <li
              key={user.uuid}
              className="rounded-full bg-green-50 px-3 py-1 text-sm text-green-900 ring-1 ring-green-200"
            >
              {user.name} <span className="text-xs text-green-700">({user.roles.join(', ')})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
