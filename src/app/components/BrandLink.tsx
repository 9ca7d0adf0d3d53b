import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../contract/constants';
import { useLabName } from '../config/labName';

/** The logo does not shrink: before it has loaded, its box would, and the names would move (a layout shift). */
export function BrandLink({ to }: { to: string }) {
  const labName = useLabName();
  return (
    <Link to={to} className="flex items-center gap-3">
      <img src="/favicon.svg" alt="" className="size-9 shrink-0" />
      <span className="leading-tight">
        <span className="block font-semibold text-primary-800">{PRODUCT_NAME}</span>
        <span className="block text-xs text-stone-500">{labName}</span>
      </span>
    </Link>
  );
}
