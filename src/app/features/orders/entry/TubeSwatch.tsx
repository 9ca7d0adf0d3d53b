import { useTranslation } from 'react-i18next';
import { TUBES, type Tube } from '../../../../contract/analyses';

/** The tube's cap colour (ISO 6710), with its name for screen readers and as a tooltip. */
export function TubeSwatch({ tube }: { tube: Tube }) {
  const { t } = useTranslation();
  return (
    <span
      className="inline-block size-3.5 shrink-0 rounded-full ring-1 ring-stone-400"
      // The contract's colour, set through the element's style object (React does so), which the
      // strict CSP allows: it refuses style attributes and elements, not the CSSOM.
      style={{ backgroundColor: TUBES[tube].colour }}
      title={t(`tube.${tube}`)}
    >
      <span className="sr-only">{t(`tube.${tube}`)}</span>
    </span>
  );
}
