import { PRODUCT_NAME } from '../../contract/constants';

/** Spec §2: 'title | Kundencenter - company'. */
export function pageTitle(title: string, labName: string): string {
  return `${title} | ${PRODUCT_NAME} - ${labName}`;
}
