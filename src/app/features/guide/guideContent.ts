import type { GuideShot } from './guideShots';
import type { GuideTopicKey } from './guideTopics';

/**
 * The guide's text per language, as data that React renders: no HTML to sanitize. A `**…**` in a
 * text marks a label of the screen (rendered bold), so the reader finds the words they see.
 */
export interface GuideImage {
  shot: GuideShot;
  /** What the picture shows, for those who cannot see it; also its caption. */
  alt: string;
}

export interface GuideSection {
  heading: string;
  paragraphs?: string[];
  /** A task step by step. */
  steps?: string[];
  /** States, badges and words of the screen with what they mean. */
  terms?: { term: string; meaning: string }[];
  image?: GuideImage;
}

export interface GuideTopicContent {
  /** The name in the guide's navigation. */
  nav: string;
  title: string;
  intro: string;
  sections: GuideSection[];
}

export type GuideContent = Record<GuideTopicKey, GuideTopicContent>;
