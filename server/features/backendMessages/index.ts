/** System messages (Nachrichten) and their acknowledgements. */
import { defineFeature } from '../../platform/feature/serverFeature';
import { backendMessageEntity } from './backendMessageEntity';
import { backendMessageRoutes } from './backendMessageRoutes';

export const backendMessagesFeature = defineFeature({
  name: 'backendMessages',
  routes: [backendMessageRoutes],
  syncEntities: { backendMessage: backendMessageEntity },
});

export { visibleMessages } from './backendMessageAccess';
export { createMessage, deleteMessage } from './backendMessageService';
export { attachmentsChecked } from './messageUpload';
export { onlineUsers } from './presence';
