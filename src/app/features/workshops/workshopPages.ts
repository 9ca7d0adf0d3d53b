/**
 * The workshop pages as one lazy chunk: the route table imports this module for all five routes,
 * so their preload lists in the entry chunk are one and the same (the login route's budget, issue
 * 15: five separate page chunks grew it by 0.6 KB).
 */
export { default as WorkshopListPage } from './WorkshopListPage';
export { default as WorkshopEventsPage } from './WorkshopEventsPage';
export { default as WorkshopNewPage } from './WorkshopNewPage';
export { default as WorkshopDetailPage } from './WorkshopDetailPage';
export { default as WorkshopEditPage } from './WorkshopEditPage';
