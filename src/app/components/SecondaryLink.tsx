import { Link, type LinkProps } from 'react-router-dom';
import { SECONDARY_BUTTON_CLASS } from './Button';

/** A link to another page in the look of `SecondaryButton` (the tool from the lexicon, the dates). */
export function SecondaryLink({ className = '', ...props }: LinkProps) {
  return <Link {...props} className={`${SECONDARY_BUTTON_CLASS} ${className}`} />;
}
