/** System messages (Nachrichten) and their acknowledgements. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { seedDemoMessages } from './demoMessages';
import { backendMessageEntity } from './backendMessageEntity';
import { backendMessageRoutes } from './backendMessageRoutes';

export const backendMessagesFeature = defineFeature({
  name: 'backendMessages',
  routes: [backendMessageRoutes],
  syncEntities: { backendMessage: backendMessageEntity },
  demoSeed: async ({ db, now, attachments }) => {
    if (attachments) await seedDemoMessages(db, { attachments, now });
  },
});

export { visibleMessages } from './backendMessageAccess';
export { deleteMessage } from './backendMessageService';
export { attachmentsChecked } from './messageUpload';
export { onlineUsers } from './presence';
