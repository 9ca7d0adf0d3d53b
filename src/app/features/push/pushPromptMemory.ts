/**
 * Whether this device has answered the sign-in prompt (issue 29): remembered per device (browser
 * profile), for every user of it, so a dismissed prompt does not come back at the next sign-in.
 */
const STORAGE_KEY = 'kundencenter.pushPrompt';

export const PushPromptAnswer = { accepted: 'accepted', dismissed: 'dismissed' } as const;
export type PushPromptAnswer = (typeof PushPromptAnswer)[keyof typeof PushPromptAnswer];

export function pushPromptAnswered(): boolean {
  return localStorage.getItem(STORAGE_KEY) !== null;
}

export function rememberPushPromptAnswer(answer: PushPromptAnswer): void {
  localStorage.setItem(STORAGE_KEY, answer);
}
