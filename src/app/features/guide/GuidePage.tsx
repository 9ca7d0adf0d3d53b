import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { guideContent as de } from './content/de';
import { guideContent as en } from './content/en';
import { GuideArticle } from './GuideArticle';
import { GuideNav } from './GuideNav';
import { topicOfPath } from './guideTopics';
import './guideTexts';

/**
 * Spec §2 'guide' (issue 16): help pages for the screens that exist, in German and English, with
 * screenshots of the real screens. Text, chunk and images are precached, so the guide reads offline.
 */
export default function GuidePage() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage === 'en' ? 'en' : 'de';
  const content = language === 'en' ? en : de;
  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:gap-10">
      <GuideNav content={content} />
      <GuideArticle content={content[topicOfPath(pathname)]} language={language} />
    </div>
  );
}
