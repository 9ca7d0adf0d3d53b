import { pathOf } from '../../router/routePaths';

/** Spec §2: a conversation opens by route 'befundnachfragen-list' with query `item` = demand uuid. */
export const DEMAND_ITEM_PARAM = 'item';

export function conversationPath(uuid: string, archived = false): string {
  const list = archived ? pathOf('list-report-demands-archived') : pathOf('befundnachfragen-list');
  return `${list}?${new URLSearchParams({ [DEMAND_ITEM_PARAM]: uuid }).toString()}`;
}
