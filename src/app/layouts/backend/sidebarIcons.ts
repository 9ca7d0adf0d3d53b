import type { ComponentType } from 'react';
import {
  AcademicCapIcon,
  BeakerIcon,
  ClipboardDocumentListIcon,
  TableCellsIcon,
  BookOpenIcon,
  ArrowUpTrayIcon,
  CalendarDaysIcon,
  ChatBubbleLeftRightIcon,
  DocumentTextIcon,
  HomeIcon,
  InboxStackIcon,
  CheckCircleIcon,
  TicketIcon,
  MegaphoneIcon,
  BuildingOffice2Icon,
  UsersIcon,
  QuestionMarkCircleIcon,
  SwatchIcon,
  UserGroupIcon,
} from '@heroicons/react/24/outline';
import type { SidebarIconName } from '../../router/routeDef';

/**
 * The sidebar's icons. The route table names them only: it is part of the entry chunk, and the
 * login route's JavaScript budget has no room for icons it never shows.
 */
export const SIDEBAR_ICONS: Record<SidebarIconName, ComponentType<{ className?: string }>> = {
  home: HomeIcon,
  reports: DocumentTextIcon,
  patients: UserGroupIcon,
  orders: ClipboardDocumentListIcon,
  analyses: TableCellsIcon,
  demands: ChatBubbleLeftRightIcon,
  interpretations: CalendarDaysIcon,
  upload: ArrowUpTrayIcon,
  ticketsOpen: TicketIcon,
  ticketsClosed: CheckCircleIcon,
  ticketsAll: InboxStackIcon,
  messages: MegaphoneIcon,
  offices: BuildingOffice2Icon,
  users: UsersIcon,
  workshops: AcademicCapIcon,
  iecTool: BeakerIcon,
  iecContent: SwatchIcon,
  lexicon: BookOpenIcon,
  guide: QuestionMarkCircleIcon,
};
