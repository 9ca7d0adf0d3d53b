/** The registry: how the feed reads each entity of the contract (src/contract/sync.ts). */
import { SYNC_ENTITIES, type SyncEntity } from '../../../src/contract/sync';
import { permissionEntity, roleEntity } from './accessControlEntities';
import { backendMessageEntity } from './backendMessageEntity';
import { dailyStatisticEntity } from './dailyStatisticEntity';
import { doctorEntity } from './doctorEntity';
import { forumPostEntity, postChannelEntity, postGroupEntity } from './forumEntities';
import {
  iecLexiconEntryEntity,
  iecSelectionEntity,
  iecSourceEntity,
  iecSubstanceEntity,
  iecSubstanceGroupEntity,
} from './iecEntities';
import {
  orderStatusEntity,
  ticketCategoryEntity,
  ticketPriorityEntity,
  ticketStatusEntity,
} from './lookupEntities';
import { newsletterRecipientEntity } from './newsletterRecipientEntity';
import { notificationEntity } from './notificationEntity';
import { officeEntity } from './officeEntity';
import { reportDemandEntity } from './reportDemandEntity';
import { reportEntity } from './reportEntity';
import { registrationEntity } from './registrationEntity';
import { reportInterpretationEntity } from './reportInterpretationEntity';
import type { SyncEntityDefinition } from './syncEntityDefinition';
import { ticketEntity } from './ticketEntity';
import { userEntity } from './userEntity';
import { workshopEntity, workshopRegistrationEntity } from './workshopEntities';

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
