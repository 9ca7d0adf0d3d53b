import { useRouteLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AuthUser } from '../../../contract/authUser';
import { addressee, dayTime } from './greeting';

export default function DashboardPage() {
  const user = useRouteLoaderData('backend') as AuthUser;
  const { t } = useTranslation();
  return (
    <h1 className="text-2xl font-semibold">
      {t(`dashboard.greeting.${dayTime(new Date().getHours())}`, { name: addressee(user) })}
    </h1>
  );
}
