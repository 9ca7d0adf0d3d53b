/**
 * What every mail of the portal is signed with and answered to, from the laboratory's settings at
 * the moment it is sent: a renamed laboratory signs its next mail with the new name.
 */
import type { MailContext } from '../appContext';
import type { MailFrame } from '../mail/templates/layout';
import { readLabSettings } from './labSettings';

export async function mailFrameOf(context: Pick<MailContext, 'db' | 'config'>): Promise<MailFrame> {
  const { labName, supportEmail } = await readLabSettings(context.db, context.config);
  return { labName, supportEmail };
}
