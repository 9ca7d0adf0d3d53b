/** The registry: how the feed reads each entity of the contract (src/contract/sync.ts). */
import { SYNC_ENTITIES, type SyncEntity } from '../../src/contract/sync';
import { permissionEntity, roleEntity } from './system/accessControlEntities';
import { backendMessageEntity } from './backendMessages/backendMessageEntity';
import { dailyStatisticEntity } from './statistics/dailyStatisticEntity';
import { doctorEntity } from './users/doctorEntity';
import { forumPostEntity, postChannelEntity, postGroupEntity } from './forum/forumEntities';
import {
  iecLexiconEntryEntity,
  iecSelectionEntity,
  iecSourceEntity,
  iecSubstanceEntity,
  iecSubstanceGroupEntity,
} from './iec/iecEntities';
import {
  orderStatusEntity,
  ticketCategoryEntity,
  ticketPriorityEntity,
  ticketStatusEntity,
} from './lookups/lookupEntities';
import { newsletterRecipientEntity } from './account/newsletterRecipientEntity';
import { notificationEntity } from './activities/notificationEntity';
import { officeEntity } from './offices/officeEntity';
import { reportDemandEntity } from './reportDemands/reportDemandEntity';
import { reportEntity } from './reports/reportEntity';
import { registrationEntity } from './registrations/registrationEntity';
import { reportInterpretationEntity } from './reportInterpretations/reportInterpretationEntity';
import type { SyncEntityDefinition } from '../platform/sync/syncEntityDefinition';
import { ticketEntity } from './tickets/ticketEntity';
import { userEntity } from './account/userEntity';
import { workshopEntity, workshopRegistrationEntity } from './workshops/workshopEntities';

export const SYNC_ENTITY_DEFINITIONS: Record<SyncEntity, SyncEntityDefinition> = {
  user: userEntity,
  newsletterRecipient: newsletterRecipientEntity,
  role: roleEntity,
  permission: permissionEntity,
  office: officeEntity,
  ticketCategory: ticketCategoryEntity,
  ticketStatus: ticketStatusEntity,
  ticketPriority: ticketPriorityEntity,
  orderStatus: orderStatusEntity,
  notification: notificationEntity,
  report: reportEntity,
  reportDemand: reportDemandEntity,
  reportInterpretation: reportInterpretationEntity,
  ticket: ticketEntity,
  backendMessage: backendMessageEntity,
  dailyStatistic: dailyStatisticEntity,
  registration: registrationEntity,
  doctor: doctorEntity,
  iecSource: iecSourceEntity,
  iecSubstanceGroup: iecSubstanceGroupEntity,
  iecSubstance: iecSubstanceEntity,
  iecLexiconEntry: iecLexiconEntryEntity,
  iecSelection: iecSelectionEntity,
  workshop: workshopEntity,
  workshopRegistration: workshopRegistrationEntity,
  postGroup: postGroupEntity,
  postChannel: postChannelEntity,
  forumPost: forumPostEntity,
};

/** The bootstrap's order of entities: the contract's. */
export const SNAPSHOT_ORDER: readonly SyncEntity[] = SYNC_ENTITIES;

export const isSyncEntity = (value: string): value is SyncEntity =>
  Object.hasOwn(SYNC_ENTITY_DEFINITIONS, value);
