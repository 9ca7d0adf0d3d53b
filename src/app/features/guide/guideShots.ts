/**
 * The screenshots of the guide: one file per name and language, made from the real screens by
 * `npm run guide:screenshots` (scripts/guideScreenshots.ts) into public/guide/<lang>/<name>.webp,
 * which the service worker precaches with the app shell. The script writes their sizes into
 * guideImages.json, so each image keeps its place while it loads.
 */
export const GUIDE_SHOTS = [
  'overview',
  'sync',
  'dashboard',
  'reports',
  'reportViewer',
  'demands',
  'demandConversation',
  'messages',
  'tickets',
  'ticket',
  'account',
  'accountSecurity',
] as const;

export type GuideShot = (typeof GUIDE_SHOTS)[number];

export const guideImagePath = (language: string, shot: GuideShot): string =>
  `/guide/${language}/${shot}.webp`;
