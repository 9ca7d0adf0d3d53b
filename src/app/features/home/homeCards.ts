import type { ComponentType, SVGProps } from 'react';
import {
  BeakerIcon,
  BookOpenIcon,
  CalendarDaysIcon,
  ChatBubbleLeftRightIcon,
  DocumentTextIcon,
  ShieldCheckIcon,
} from '@heroicons/react/24/outline';
import { pathOf } from '../../router/routePaths';

export interface HomeCard {
  key: 'security' | 'reports' | 'communication' | 'events' | 'iecTool' | 'iecLexicon';
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** Where the card leads. */
  to: string;
}

/**
 * Spec §2 home: cards for security, reports, communication, events, iEC tool, iEC lexicon. Each card
 * links to its feature (a visitor who is not signed in passes the login, which returns to the wanted
 * path).
 * Security leads to the user's own security settings when the tab knows the user, else to the login.
 */
export function homeCards(userUuid: string | null): HomeCard[] {
  return [
    {
      key: 'security',
      icon: ShieldCheckIcon,
      to: userUuid ? pathOf('user-account-security', { uuid: userUuid }) : pathOf('login'),
    },
    { key: 'reports', icon: DocumentTextIcon, to: pathOf('list-reports') },
    { key: 'communication', icon: ChatBubbleLeftRightIcon, to: pathOf('list-report-demands') },
    { key: 'events', icon: CalendarDaysIcon, to: pathOf('workshop-events') },
    { key: 'iecTool', icon: BeakerIcon, to: pathOf('iec-tool') },
    { key: 'iecLexicon', icon: BookOpenIcon, to: pathOf('iec-wiki') },
  ];
}
